// Is the data UTF-16 rather than UTF-8? Judged from the data alone: a byte order mark at offset 0,
// or, in the first 64 KiB, a NUL in the high byte of many code units (text in Latin script) and
// almost never in the low byte. Used by the status bar verdict and the mojibake analysis.
#pragma once

#include "u8i/types.h"
#include "u8i/utf8/message.h"

#include <optional>
#include <string>

namespace u8i {

// How much of the data the NUL count looks at.
inline constexpr Offset kUtf16GuessWindow = 64 * 1024;

enum class Utf16Order : std::uint8_t { Little, Big };

struct Utf16Guess {
    Utf16Order order = Utf16Order::Little;
    bool bom = false;    // FF FE or FE FF at offset 0 (then the counts are 0)
    Offset pairs = 0;    // byte pairs looked at
    Offset highNuls = 0; // pairs whose high byte (in `order`) is 00
    [[nodiscard]] const char *name() const
    {
        return order == Utf16Order::Little ? "UTF-16LE" : "UTF-16BE";
    }
    // Bytes before the first code unit: 2 with a byte order mark.
    [[nodiscard]] Offset skip() const { return bom ? 2 : 0; }
};

// The guess, or nullopt when nothing points to UTF-16. FF FE 00 00 (the UTF-32LE byte order mark)
// and data with NULs in both bytes of most pairs (UTF-32, binary) are not UTF-16.
[[nodiscard]] std::optional<Utf16Guess> guessUtf16(Bytes data);

// One sentence of evidence: "the data starts with FF FE, the UTF-16LE byte order mark", or
// "812 of the first 1000 byte pairs have a NUL in the second byte, as text in UTF-16LE has".
[[nodiscard]] Message utf16EvidenceMessage(const Utf16Guess &guess);
// englishText(utf16EvidenceMessage(guess)).
[[nodiscard]] std::string describeUtf16Evidence(const Utf16Guess &guess);

} // namespace u8i
