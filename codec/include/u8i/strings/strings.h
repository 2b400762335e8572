// The strings of a byte range, as a reverse engineer looks for them: every run of at least N
// characters of text in UTF-8 (every multi-byte character whole), UTF-16LE or UTF-16BE, with its
// offset, its length in bytes and characters, and its text.
//
// Text is what CharacterClasses (u8i/utf8/character_classes.h) takes: printable ASCII, TAB and the
// characters beyond ASCII that its classifier accepts; any other control (LF and CR included), an
// ill-formed byte, or a character that is not text ends a string. With `gaps`, a short run of
// ill-formed bytes between two characters of text (at most maxGapBytes) is kept inside the
// string, marked, and its replacement units become U+FFFD in the text.
//
// UTF-16 is read at even and at odd offsets alike. A UTF-16 string ends where the script family
// of its characters changes (Latin to Han, say; spaces and punctuation go with any), which keeps
// arbitrary bytes from reading as long strings of unrelated characters. Where readings overlap,
// one is kept: between the two parities of one encoding, the one with more ASCII characters (UTF-16
// at the wrong parity reads ASCII as ideographs), then more characters; between UTF-16LE and
// UTF-16BE, LE (text in one byte order reads as text in the other one byte on); between UTF-8 and
// UTF-16, the one with more characters, a tie going to UTF-8.
//
// The finder works chunk by chunk, so files of any size stream through it in bounded memory; a
// string longer than kMaxStringBytes is cut into pieces of that size. Strings come out in the
// order of their offsets, and the result does not depend on how the data is cut into chunks.
#pragma once

#include "u8i/types.h"
#include "u8i/utf8/character_classes.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace u8i {

enum class TextEncoding : std::uint8_t { Utf8, Utf16Le, Utf16Be };
inline constexpr int kTextEncodingCount = 3;
// "utf-8", "utf-16le", "utf-16be", as --strings --encoding and --json write them.
[[nodiscard]] std::string_view name(TextEncoding encoding);
[[nodiscard]] std::optional<TextEncoding> textEncodingFromName(std::string_view name);

inline constexpr Offset kMaxStringBytes = Offset{1} << 20;

struct StringsOptions {
    Offset minCharacters = 4;
    bool encodings[kTextEncodingCount] = {true, false, false}; // indexed by TextEncoding
    bool gaps = false;
    Offset maxGapBytes = 4;
    const CharacterClasses *classes = nullptr;      // null: CharacterClasses::withoutUnicodeData()
    const CharacterClasses *utf16Classes = nullptr; // for UTF-16; null: `classes`

    [[nodiscard]] bool searches(TextEncoding e) const { return encodings[static_cast<int>(e)]; }
};

struct ByteRange {
    Offset begin = 0;
    Offset end = 0;
};

struct FoundString {
    Offset offset = 0;     // first byte
    Offset length = 0;     // bytes
    Offset characters = 0; // characters of text (gaps not counted)
    TextEncoding encoding = TextEncoding::Utf8;
    std::string text;            // UTF-8; each gap's replacement units as U+FFFD
    std::vector<ByteRange> gaps; // ill-formed bytes kept inside (only with StringsOptions::gaps)

    [[nodiscard]] Offset end() const { return offset + length; }
};

class StringFinder {
  public:
    using Sink = std::function<void(const FoundString &)>;

    // Offsets count from `start`, the offset of the first byte fed.
    StringFinder(const StringsOptions &options, Sink sink, Offset start = 0);
    ~StringFinder();
    StringFinder(const StringFinder &) = delete;
    StringFinder &operator=(const StringFinder &) = delete;

    // The next bytes. Strings that can no longer grow or lose to an overlapping one go to the
    // sink, in order.
    void feed(Bytes chunk);
    // The data ended: the rest of the strings go to the sink.
    void finish();

    // Bytes fed so far.
    [[nodiscard]] Offset position() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

// The chunk findStrings feeds at a time.
inline constexpr Offset kStringsChunk = Offset{1} << 20;

// Every string of `data`, whose first byte is at offset `start`.
void findStrings(Bytes data, const StringsOptions &options, const StringFinder::Sink &sink,
                 Offset start = 0);

} // namespace u8i
