// The sentences of the one-line messages (u8i/utf8/message.h), one per thing the codec can find,
// with %1, %2, … where the message's arguments go. They are English and stay in this Qt-free
// codec, the one home of the prose: the CLI and Python fill them in as they are, the GUI fills in
// their translation. U8I_TR_NOOP marks them for lupdate in the context "Messages".
#pragma once

#include "u8i/utf8/kind_descriptors.h"

#include <array>
#include <cstdint>

namespace u8i {

// The translation context of the messages' sentences.
inline constexpr const char *kMessagesContext = "Messages";

// Which sentence a message is.
enum class MessageId : std::uint8_t {
    CodePoint,
    OverlongDecoded,
    OverlongLead,
    SurrogateLead,
    SurrogateCesu,
    SurrogateHigh,
    SurrogateLow,
    OutOfRangeDecoded,
    OutOfRangeLead,
    ObsoleteDecoded,
    ObsoleteCutOne,
    ObsoleteCut,
    Utf16LeBom,
    Utf16BeBom,
    InvalidByte,
    TruncatedAtEndOne,
    TruncatedAtEnd,
    TruncatedThenOne,
    TruncatedThen,
    LoneContinuation,
    Continuations,
    Bom,
    Zwnbsp,
    Noncharacter,
    C1Control,
    ReplacementCharacter,
    PrivateUse,
    Control,
    BidiControl,
    BidiUnterminated,
    Invisible,
    Confusable,
    NonstandardSpace,
    NotNfc,
    NotNfd,
    Mojibake,
    CharsetMismatch,
    BomMissing,
    UnusedAllowance,
    BadAllowance,
    // Deceptive text in context (the charsets library's DeceptiveTextAnalyzer).
    BidiEmbedding,
    BidiOverride,
    BidiIsolate,
    BidiClosesIsolate,
    BidiClosesEmbedding,
    BidiOpenToLineEnd,
    InvisibleJoiner,
    InvisibleSelector,
    InvisibleSoftHyphen,
    InvisibleHangulFiller,
    InvisibleDirectionMark,
    HiddenTags,
    HiddenSelectorBytes,
    HiddenSelectorBytesMore,
    LooksLike,
    NotNormalized,
};
inline constexpr MessageId kLastMessageId = MessageId::NotNormalized;

struct MessageTemplate {
    MessageId id;
    const char *text; // English, with %1 … %6
};

inline constexpr std::array<MessageTemplate, static_cast<std::size_t>(kLastMessageId) + 1>
    kMessageTemplates = {{
        {MessageId::CodePoint, "%1"},
        {MessageId::OverlongDecoded,
         U8I_TR_NOOP("Messages", "%1 encodes %2 in %3 bytes; its shortest form is %4")},
        {MessageId::OverlongLead,
         U8I_TR_NOOP("Messages", "%1 can only start an overlong %2-byte encoding (of a value "
                                 "below %3, which has a shorter form)")},
        {MessageId::SurrogateLead,
         U8I_TR_NOOP("Messages", "%1 starts a UTF-16 surrogate (U+D800..U+DFFF), which UTF-8 "
                                 "never encodes")},
        {MessageId::SurrogateCesu,
         U8I_TR_NOOP("Messages",
                     "%1 encodes surrogate %2; with %3 it is CESU-8 for %4, whose UTF-8 is %5")},
        {MessageId::SurrogateHigh,
         U8I_TR_NOOP("Messages",
                     "%1 encodes surrogate %2 (a high surrogate), which UTF-8 never encodes")},
        {MessageId::SurrogateLow,
         U8I_TR_NOOP("Messages",
                     "%1 encodes surrogate %2 (a low surrogate), which UTF-8 never encodes")},
        {MessageId::OutOfRangeDecoded,
         U8I_TR_NOOP("Messages", "%1 would be %2, above the Unicode maximum U+10FFFF")},
        {MessageId::OutOfRangeLead,
         U8I_TR_NOOP("Messages",
                     "%1 starts a value above the Unicode maximum U+10FFFF (at least %2)")},
        {MessageId::ObsoleteDecoded,
         U8I_TR_NOOP("Messages", "%1 would be %2 in the old %3-byte form of RFC 2279, which RFC "
                                 "3629 removed")},
        {MessageId::ObsoleteCutOne,
         U8I_TR_NOOP("Messages", "%1 starts an old %2-byte form of RFC 2279, which RFC 3629 "
                                 "removed; here cut after 1 byte")},
        {MessageId::ObsoleteCut,
         U8I_TR_NOOP("Messages", "%1 starts an old %2-byte form of RFC 2279, which RFC 3629 "
                                 "removed; here cut after %3 bytes")},
        {MessageId::Utf16LeBom,
         U8I_TR_NOOP("Messages", "FF FE at offset 0 is a UTF-16LE byte order mark: the file is "
                                 "likely UTF-16")},
        {MessageId::Utf16BeBom,
         U8I_TR_NOOP("Messages", "FE FF at offset 0 is a UTF-16BE byte order mark: the file is "
                                 "likely UTF-16")},
        {MessageId::InvalidByte, U8I_TR_NOOP("Messages", "%1 is never used in UTF-8")},
        {MessageId::TruncatedAtEndOne,
         U8I_TR_NOOP("Messages", "%1 at the end of the data: a %2-byte sequence cut after 1 byte")},
        {MessageId::TruncatedAtEnd,
         U8I_TR_NOOP("Messages",
                     "%1 at the end of the data: a %2-byte sequence cut after %3 bytes")},
        {MessageId::TruncatedThenOne,
         U8I_TR_NOOP("Messages", "%1 then %2: a %3-byte sequence cut after 1 byte")},
        {MessageId::TruncatedThen,
         U8I_TR_NOOP("Messages", "%1 then %2: a %3-byte sequence cut after %4 bytes")},
        {MessageId::LoneContinuation,
         U8I_TR_NOOP("Messages", "%1: a continuation byte with no lead byte")},
        {MessageId::Continuations,
         U8I_TR_NOOP("Messages", "%1: %2 continuation bytes with no lead byte")},
        {MessageId::Bom,
         U8I_TR_NOOP("Messages",
                     "EF BB BF at offset 0: a UTF-8 byte order mark (a signature, not text)")},
        {MessageId::Zwnbsp,
         U8I_TR_NOOP("Messages", "U+FEFF zero width no-break space inside the text: a byte order "
                                 "mark only means something at offset 0 (files joined together?)")},
        {MessageId::Noncharacter,
         U8I_TR_NOOP("Messages",
                     "%1 is a noncharacter: well-formed, but not meant for interchange")},
        {MessageId::C1Control,
         U8I_TR_NOOP("Messages", "%1 is a C1 control character: the typical trace of "
                                 "Windows-1252 text decoded as Latin-1")},
        {MessageId::ReplacementCharacter,
         U8I_TR_NOOP("Messages", "U+FFFD replacement character in the data: an earlier lossy "
                                 "decoding happened here")},
        {MessageId::PrivateUse,
         U8I_TR_NOOP(
             "Messages",
             "%1 is a private-use character: its meaning is agreed only between its users")},
        {MessageId::Control,
         U8I_TR_NOOP("Messages", "%1 is an ASCII control character (not TAB, LF or CR)")},
        {MessageId::BidiControl,
         U8I_TR_NOOP("Messages", "%1 is a bidirectional formatting character")},
        {MessageId::BidiUnterminated,
         U8I_TR_NOOP("Messages", "%1 is not closed before the end of its line: the rest of the "
                                 "line is reordered")},
        {MessageId::Invisible, U8I_TR_NOOP("Messages", "%1 shows as nothing")},
        {MessageId::Confusable,
         U8I_TR_NOOP("Messages", "%1 looks like a letter of another script")},
        {MessageId::NonstandardSpace,
         U8I_TR_NOOP("Messages", "%1 where a plain space is expected")},
        {MessageId::NotNfc, U8I_TR_NOOP("Messages", "%1 is not in NFC")},
        {MessageId::NotNfd, U8I_TR_NOOP("Messages", "%1 is not in NFD")},
        {MessageId::Mojibake,
         U8I_TR_NOOP("Messages", "text that reads as a chain of wrong decodings")},
        {MessageId::CharsetMismatch,
         U8I_TR_NOOP("Messages", "a byte the declared charset does not define")},
        {MessageId::BomMissing,
         U8I_TR_NOOP("Messages", "no byte order mark, which charset utf-8-bom requires")},
        {MessageId::UnusedAllowance, U8I_TR_NOOP("Messages", "this allowance allowed nothing")},
        {MessageId::BadAllowance, U8I_TR_NOOP("Messages", "this allowance names no kind")},
        {MessageId::BidiEmbedding,
         U8I_TR_NOOP("Messages", "%1: an explicit bidi embedding, the text after it may be shown "
                                 "in another order than it is stored")},
        {MessageId::BidiOverride,
         U8I_TR_NOOP("Messages", "%1: an explicit bidi override, the text after it may be shown "
                                 "in another order than it is stored")},
        {MessageId::BidiIsolate,
         U8I_TR_NOOP("Messages", "%1: an explicit bidi isolate, the text after it may be shown in "
                                 "another order than it is stored")},
        {MessageId::BidiClosesIsolate,
         U8I_TR_NOOP("Messages", "%1: closes an explicit bidi isolate")},
        {MessageId::BidiClosesEmbedding,
         U8I_TR_NOOP("Messages", "%1: closes an explicit bidi embedding or override")},
        {MessageId::BidiOpenToLineEnd,
         U8I_TR_NOOP("Messages", "%1 is not closed before the end of its line: the rest of the "
                                 "line is shown reordered (Trojan Source)")},
        {MessageId::InvisibleJoiner,
         U8I_TR_NOOP("Messages", "%1 shows as nothing: not inside an emoji sequence, nor where its "
                                 "script joins letters")},
        {MessageId::InvisibleSelector,
         U8I_TR_NOOP("Messages",
                     "a variation selector with nothing here to vary shows as nothing")},
        {MessageId::InvisibleSoftHyphen,
         U8I_TR_NOOP("Messages", "%1 shows as nothing unless a line breaks there, and is not "
                                 "between two letters")},
        {MessageId::InvisibleHangulFiller,
         U8I_TR_NOOP("Messages", "%1 shows as nothing: a blank letter outside a Hangul syllable")},
        {MessageId::InvisibleDirectionMark,
         U8I_TR_NOOP("Messages", "%1 shows as nothing, in a line without right-to-left text")},
        {MessageId::HiddenTags, U8I_TR_NOOP("Messages", "hidden text in tag characters: '%1'")},
        {MessageId::HiddenSelectorBytes,
         U8I_TR_NOOP("Messages", "hidden bytes in variation selectors: '%1'")},
        {MessageId::HiddenSelectorBytesMore,
         U8I_TR_NOOP("Messages", "hidden bytes in variation selectors: '%1'…")},
        {MessageId::LooksLike,
         U8I_TR_NOOP("Messages", "%1 %2 looks like %3 %4 in the %5 word '%6'")},
        {MessageId::NotNormalized, U8I_TR_NOOP("Messages", "%1 is %2; %3 is %4")},
    }};

// The words of small counts ("two continuation bytes"), translated with the sentences.
inline constexpr std::array<const char *, 7> kCountWords = {
    U8I_TR_NOOP("Messages", "no"),   U8I_TR_NOOP("Messages", "one"),
    U8I_TR_NOOP("Messages", "two"),  U8I_TR_NOOP("Messages", "three"),
    U8I_TR_NOOP("Messages", "four"), U8I_TR_NOOP("Messages", "five"),
    U8I_TR_NOOP("Messages", "six")};

// The English sentence of `id`.
[[nodiscard]] constexpr const char *messageTemplate(MessageId id)
{
    return kMessageTemplates[static_cast<std::size_t>(id)].text;
}

// Every row stands at its own id's place, so that messageTemplate(id) is id's sentence.
[[nodiscard]] consteval bool messageTemplatesInOrder()
{
    for (std::size_t i = 0; i < kMessageTemplates.size(); ++i)
        if (static_cast<std::size_t>(kMessageTemplates[i].id) != i)
            return false;
    return true;
}
static_assert(messageTemplatesInOrder(), "kMessageTemplates: one row per MessageId, in order");

} // namespace u8i
