// The readers behind StringFinder: one per reading of the bytes (UTF-8; UTF-16LE and UTF-16BE at
// even and at odd offsets). Each reads every chunk, keeps the string it is in across chunk
// boundaries, and appends the strings that ended to a shared list; StringFinder orders them and
// settles overlaps.
#pragma once

#include "u8i/strings/strings.h"

#include <array>

namespace u8i::strings_detail {

// What a reader knows of the string it is in: where it starts, its characters so far, and the
// ill-formed bytes after its last character that may yet become a gap.
class StringRun {
  public:
    StringRun(const StringsOptions &options, TextEncoding encoding,
              std::vector<FoundString> &found);

    [[nodiscard]] bool open() const { return m_open; }
    [[nodiscard]] Offset start() const { return m_start; }
    [[nodiscard]] Offset end() const { return m_end; }
    [[nodiscard]] bool inGap() const { return m_gapStart != kNoOffset; }
    [[nodiscard]] std::uint8_t family() const { return m_family; }

    // A character of text in [begin, end). False when it opened a new run (the caller's text
    // starts afresh at `begin`); a pending gap is kept first.
    bool character(Offset begin, Offset end, std::uint8_t family);
    // Ill-formed bytes [begin, end): a gap if gaps are allowed and it stays short, else the end.
    // True when the run ended.
    bool illFormed(Offset begin, Offset end);
    // `characters` more characters of text ASCII, up to `end` (the run is open and not in a gap).
    void extend(Offset characters, Offset end);
    // The run ends at its last character (a pending gap is dropped). Returns the string when it
    // is long enough, for the caller to fill its text and add; null otherwise.
    FoundString *close();
    // The gaps accepted so far.
    [[nodiscard]] const std::vector<ByteRange> &gaps() const { return m_gaps; }

  private:
    const StringsOptions &m_options;
    TextEncoding m_encoding;
    std::vector<FoundString> &m_found;
    bool m_open = false;
    Offset m_start = 0;
    Offset m_end = 0;
    Offset m_characters = 0;
    std::uint8_t m_family = CharacterClasses::kAnyFamily;
    Offset m_gapStart = kNoOffset;
    std::vector<ByteRange> m_gaps;
};

class Utf8Lane {
  public:
    Utf8Lane(const StringsOptions &options, std::vector<FoundString> &found);
    void feed(Bytes chunk, Offset base);
    void finish(Offset end);
    // The first offset a string still to come may start at or cover (kNoOffset: none pending).
    [[nodiscard]] Offset pendingFrom() const;

  private:
    void feedBytes(const std::uint8_t *p, std::size_t n, Offset base);
    void takeByte(std::uint8_t b, Offset at);
    // A byte after text ASCII that ends a string whatever follows: an ASCII control, or (without
    // gaps) a byte that neither is text nor leads a sequence.
    [[nodiscard]] bool endsShortRun(std::uint8_t b) const;
    bool continueSequence(std::uint8_t b, Offset at);
    void character(Offset begin, Offset end, char32_t cp);
    void endRun();
    void keepPending(Bytes chunk, Offset base);
    [[nodiscard]] std::string bytesOf(Offset begin, Offset end) const;

    // What each byte value is to the reader, from the rules of u8i/utf8/utf8_rules.h.
    struct ByteRule {
        std::uint8_t length = 0; // 1 text ASCII, 2-4 a lead, 0 anything else
        std::uint8_t low = 0x80, high = 0xBF;
        bool breaks = false; // an ASCII control: ends a string, never a gap
    };
    std::array<ByteRule, 256> m_rules{};
    const CharacterClasses &m_classes;
    StringRun m_run;
    bool m_gapsAllowed;
    Offset m_minCharacters;
    unsigned m_skipWindow; // bytes in a row that a string needs at least (up to 8)
    // A multi-byte sequence under way.
    int m_need = 0;
    bool m_second = false;
    std::uint8_t m_low = 0x80, m_high = 0xBF;
    char32_t m_cp = 0;
    Offset m_sequenceStart = 0;
    // Bytes [m_carriedStart, base) of earlier chunks that a pending string may need.
    std::string m_carried;
    Offset m_carriedStart = 0;
    const std::uint8_t *m_chunk = nullptr;
    Offset m_base = 0;
};

class Utf16Lane {
  public:
    Utf16Lane(const StringsOptions &options, TextEncoding encoding, int parity,
              std::vector<FoundString> &found);
    void feed(Bytes chunk, Offset base);
    void finish();
    [[nodiscard]] Offset pendingFrom() const;

  private:
    // Whether a NUL unit now would change nothing (no run, no pending surrogate).
    [[nodiscard]] bool idle() const;
    void unit(std::uint16_t u, Offset at);
    void character(Offset begin, Offset end, char32_t cp);
    void illFormed(Offset begin, Offset end);
    void endRun();
    // The last string found does not read as text: its ASCII pieces long enough stay.
    void keepAsciiPieces();

    const CharacterClasses &m_classes;
    std::vector<FoundString> &m_found;
    Offset m_minCharacters;
    StringRun m_run;
    bool m_littleEndian;
    int m_parity;
    bool m_nulIsNotText;
    bool m_haveByte = false; // the first byte of a unit that the next chunk completes
    std::uint8_t m_byte = 0;
    Offset m_byteAt = 0;
    Offset m_highSurrogateAt = kNoOffset;
    char32_t m_highSurrogate = 0;
    std::string m_text;          // the run's text so far
    std::size_t m_gapUnits = 0;  // ill-formed units pending as a gap
    std::size_t m_textBytes = 0; // m_text's size at the run's last character
};

} // namespace u8i::strings_detail
