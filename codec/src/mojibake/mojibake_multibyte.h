// Which runs of text may hold UTF-8 read as an East Asian multi-byte charset (GB18030, Big5,
// Shift_JIS, EUC-KR) and written back as UTF-8: a run of two or more non-ASCII characters that
// such a charset encodes to well-formed UTF-8 with a multi-byte sequence in it. Clean CJK text
// almost never does; each character's bytes are looked up once per charset and then cached, so
// that clean text passes at table speed.
#pragma once

#include "u8i/mojibake/legacy_charset.h"
#include "u8i/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::moji {

// Well-formed UTF-8 with at least one multi-byte sequence: its characters; else nullopt.
[[nodiscard]] std::optional<std::u32string> multiByteUtf8(const std::string &bytes);

class MultiByteRunFilter {
  public:
    explicit MultiByteRunFilter(LegacyCharsets charsets);

    // True when a run of `line` may be repaired by undoMultiByteMisdecodings.
    // `text`: the line's characters (a well-formed line, decoded).
    [[nodiscard]] bool mayHold(std::u32string_view text);

    // What the runs of non-ASCII characters in `text` (a well-formed line, or a word of one: its
    // runs are the line's) hold, as mayHold weighs them past its first test; it stops once they
    // decide.
    struct RunSigns {
        bool encodes = false;        // a run of kMinRun characters or more encodes to UTF-8
        std::uint32_t loneOnce = 0;  // bit e: lone characters read as one letter in encoder e
        std::uint32_t loneTwice = 0; // ... twice or more (one between two ASCII letters: twice)
    };
    [[nodiscard]] RunSigns runSigns(std::u32string_view text);
    // Whether runSigns' lone masks cover every encoder.
    [[nodiscard]] bool signsComplete() const { return encoders_.size() <= 32; }

  private:
    struct Encoder {
        const LegacyCharset *charset = nullptr;
        // Per BMP code point: its bytes (up to 3, low byte first) and their count in the top
        // byte; 0: not looked up yet; kUnmapped: no mapping.
        std::vector<std::uint32_t> bytes;
    };
    static constexpr std::uint32_t kUnmapped = 0xFFFFFFFFU;
    std::vector<Encoder> encoders_;

    // Per BMP code point, bit e: the character has bytes in encoders_[e] and they may begin
    // UTF-8 (ASCII, or a lead byte and the continuation bytes after it that they hold), so that a
    // run it starts may encode to UTF-8 there: what encode checks of a run's first character;
    // kStartsKnown: looked up. A run whose first character begins UTF-8 in no encoder is passed
    // without encoding it (most clean runs).
    static constexpr std::uint8_t kStartsKnown = 0x80;
    std::vector<std::uint8_t> starts_; // 64 KiB, its pages touched as characters are seen
    [[nodiscard]] std::uint32_t startsOf(char32_t cp);
    [[nodiscard]] std::uint32_t entryOf(Encoder &encoder, char32_t cp) const;

    std::u32string run_;    // mayHold's run of non-ASCII characters, its buffer reused
    std::string bytes_;     // encode's output, its buffer reused
    std::vector<int> lone_; // runSigns' counts per encoder, its buffer reused

    // The run's bytes in the encoder's charset into `out`; false when a character has none (or
    // they stop being UTF-8 early).
    [[nodiscard]] bool encode(Encoder &encoder, const std::u32string &run, std::string &out) const;
    // Whether a character's bytes (an entry of Encoder::bytes) may go on UTF-8 whose last lead
    // still needs `pending` continuation bytes (0: none), and how many it needs after them.
    [[nodiscard]] static bool goesOn(std::uint32_t entry, int &pending);
    // `starts`: startsOf(run[0]).
    [[nodiscard]] bool anyEncodesToUtf8(const std::u32string &run, std::uint32_t starts);
};

} // namespace u8i::moji
