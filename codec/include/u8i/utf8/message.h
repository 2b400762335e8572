// Human explanations of diagnostics and notices, one line each. The codec says what it found as
// data (a Message: which sentence, and its bytes, code points and counts); the sentences are in
// u8i/utf8/message_templates.h. describe() fills them in English for the CLI and Python; the GUI
// fills in their translation (ui/document/message_texts.h).
#pragma once

#include "u8i/utf8/annotate.h"
#include "u8i/utf8/message_templates.h"

#include <string>
#include <string_view>
#include <vector>

namespace u8i {

// "C0 AF", or the first `maxBytes` bytes followed by " …" for longer ranges.
[[nodiscard]] std::string hexBytes(Bytes data, Offset offset, Offset length, Offset maxBytes = 16);

// Whether a character taken from the data may stand as itself in a one-line message or a
// terminal: false for controls (C0, DEL, C1), bidi controls and marks, line and paragraph
// separators, default-ignorable (invisible) characters, spaces other than U+0020, surrogates,
// noncharacters and values above U+10FFFF. The one rule for every message the program writes.
[[nodiscard]] bool showsAsItself(std::uint32_t codePoint);

// "U+002F '/'" for characters that show as themselves, "U+202E" for the rest.
[[nodiscard]] std::string describeCodePoint(std::uint32_t codePoint);

// Text from the data made safe for one line of a message: every character that does not show as
// itself is written as "U+202E" (in angle brackets: "<U+202E>") and every ill-formed byte as
// "<\xE9>"; the rest is kept.
[[nodiscard]] std::string showable(std::string_view text);

// The bytes that spell a value in UTF-8's bit layout: up to 0x7FFFFFFF, in the obsolete 5- and
// 6-byte forms above 0x1FFFFF; surrogates come out as their 3 bytes (as CESU-8 writes them).
[[nodiscard]] std::string encodeUtf8(std::uint32_t codePoint);

// One value a message speaks of.
struct MessageArg {
    enum class Type : std::uint8_t {
        HexBytes,       // `bytes`: "C0 AF"
        CodePoint,      // `value` as "U+002F '/'" (the character only where it shows as itself)
        CodePointLabel, // `value` as "U+002F"
        Number,         // `value` in digits: a length in bytes
        Count,          // `value` as a word where it is small: "two" (continuation bytes)
        Verbatim,       // `bytes` as they are: a character's name, a word, characters of the data
        List,           // `bytes` holds names, one a line: "A, B and C" (MessageId::ListAnd)
        Language,       // `bytes` is "Russian\nru": the English name, a line feed, the ICU code
        Script,         // `bytes` is a Unicode script's English name, as ICU gives it: "Cyrillic"
    };
    Type type = Type::HexBytes;
    std::string bytes;
    std::uint64_t value = 0;

    friend bool operator==(const MessageArg &, const MessageArg &) = default;
};

// A value shown as it is (Type::Verbatim).
[[nodiscard]] inline MessageArg verbatimArg(std::string text)
{
    return {MessageArg::Type::Verbatim, std::move(text), 0};
}

// A number shown in digits (Type::Number).
[[nodiscard]] inline MessageArg numberArg(std::uint64_t value)
{
    return {MessageArg::Type::Number, {}, value};
}

// A language, by its English name and ICU code (Type::Language): the GUI names it in its own
// language.
[[nodiscard]] inline MessageArg languageArg(const std::string &englishName, const std::string &code)
{
    return {MessageArg::Type::Language, englishName + '\n' + code, 0};
}

// A Unicode script, by its English name as ICU gives it (Type::Script): the GUI names it in its
// own language.
[[nodiscard]] inline MessageArg scriptArg(std::string englishName)
{
    return {MessageArg::Type::Script, std::move(englishName), 0};
}

// Names shown as a list, "A, B and C" (Type::List).
[[nodiscard]] MessageArg listArg(const std::vector<std::string> &names);

// The names of a List argument, "A, B and C", with `andSentence` ("%1 and %2", or its translation)
// joining the last two.
[[nodiscard]] std::string joinList(std::string_view lines, std::string_view andSentence);

// What the codec found, as data: which sentence, and the values for its %1, %2, ….
// Prose of several messages (a mojibake finding's evidence, its chain, a verdict's evidence) is
// written one after the other, joined by "; ", except that a `joined` message follows the one
// before it directly (" → decoded as Windows-1252 → encoded as UTF-8", ", score 12").
struct Message {
    MessageId id = MessageId::CodePoint;
    std::vector<MessageArg> args;
    bool joined = false;

    friend bool operator==(const Message &, const Message &) = default;
};

// Why a group is ill-formed (or which character it is, for a well-formed one). Looks at the bytes
// around the group in `data` for context (a following surrogate half, a BOM).
[[nodiscard]] Message groupMessage(Bytes data, const Item &group);
// What a notice means.
[[nodiscard]] Message noticeMessage(const Notice &notice);

// `sentence` with %1 … %9 replaced by args[0] … args[8] (a % followed by anything else stays).
[[nodiscard]] std::string fillMessage(std::string_view sentence,
                                      const std::vector<std::string> &args);

// A message in English, as the CLI and Python write it: "C0 AF encodes U+002F '/' in 2 bytes; its
// shortest form is 2F".
[[nodiscard]] std::string englishText(const Message &message);
// Prose in English, joined as Message::joined says.
[[nodiscard]] std::string englishText(const std::vector<Message> &prose);

// englishText(groupMessage(data, group)).
[[nodiscard]] std::string describe(Bytes data, const Item &group);
// englishText(noticeMessage(notice)), e.g. "U+0085 is a C1 control character: …".
[[nodiscard]] std::string describe(const Notice &notice);

} // namespace u8i
