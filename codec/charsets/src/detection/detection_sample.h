// What the encoding detector reads of a file, and what it counts in it. Private to u8i_charsets.
#pragma once

#include "u8i/types.h"

#include <optional>
#include <vector>

namespace u8i::charsets {

// The whole of a small file; of a large one its first kDetectionHead bytes, and kDetectionPiece
// bytes from its middle and from its end, each starting at a line start where one is near (so
// that a multi-byte encoding is in step there).
class DetectionSample {
  public:
    explicit DetectionSample(Bytes data);
    [[nodiscard]] Bytes bytes() const { return m_bytes; }
    [[nodiscard]] Bytes head() const { return m_head; }
    // The lines that have a byte above 7F, up to `limit` bytes of them: what the plausibility of
    // a reading is judged on (ASCII reads the same in every candidate).
    [[nodiscard]] std::vector<std::uint8_t> nonAsciiLines(Offset limit) const;

  private:
    std::vector<std::uint8_t> m_copy; // the pieces of a large file, one after another
    Bytes m_bytes;
    Bytes m_head;
};

struct ByteCounts {
    Offset total = 0;
    Offset nul = 0;
    Offset controls = 0;        // C0 controls other than tab, line and page breaks and ESC; 7F
    Offset multiByte = 0;       // well-formed UTF-8 characters of 2 to 4 bytes
    Offset illFormedGroups = 0; // ill-formed UTF-8 groups
    // ... of which what UTF-8's relatives write: encoded surrogates (CESU-8), C0 80 (Java's
    // modified UTF-8)
    Offset utf8Relatives = 0;
    [[nodiscard]] double controlShare() const
    {
        return total ? static_cast<double>(controls) / static_cast<double>(total) : 0;
    }
};

[[nodiscard]] ByteCounts countBytes(Bytes bytes);

struct Utf32Pattern {
    bool little = true;
    double share = 0; // of the 4-byte units that fit
};

// UTF-32 without a byte order mark: most 4-byte units are code points whose two high bytes are NUL.
[[nodiscard]] std::optional<Utf32Pattern> utf32Pattern(Bytes bytes);

} // namespace u8i::charsets
