// What a single byte value can be in UTF-8, whatever surrounds it: the facts behind the byte map.
#pragma once

#include "u8i/types.h"

#include <cstdint>
#include <optional>
#include <string>

namespace u8i {

// The classes of the byte map, one per byte value.
enum class ByteClass : std::uint8_t {
    AsciiControl,     // 00-1F, 7F
    AsciiSpace,       // 20
    AsciiDigit,       // 30-39
    AsciiLetter,      // 41-5A, 61-7A
    AsciiPunctuation, // the other printable ASCII bytes
    Continuation,     // 80-BF: 10xxxxxx, adds 6 bits
    Lead2,            // C2-DF
    Lead3,            // E0-EF
    Lead4,            // F0-F4
    NeverValid,       // C0, C1, F5-FF
};
inline constexpr int kByteClassCount = 10;

struct ByteFacts {
    std::uint8_t value = 0;
    ByteClass byteClass = ByteClass::AsciiControl;
    int markerBits = 0;        // 1 for 0xxxxxxx, 2 for 10xxxxxx, 3 for 110xxxxx ... 8 for FE, FF
    int payloadBits = 0;       // 8 - markerBits
    std::uint32_t payload = 0; // the payload bits' value
    // For a lead (and for the never-valid leads C0, C1, F5-FD): the length it declares.
    int declaredLength = 0;
    // For a valid lead: the code points a sequence it starts can encode, lowest first.
    std::uint32_t firstCodePoint = 0;
    std::uint32_t lastCodePoint = 0;
    // For a valid lead: the range the second byte must be in (Table 3-7): 80..BF, or narrower
    // after E0 (A0..BF), ED (80..9F), F0 (90..BF), F4 (80..8F).
    std::uint8_t secondLow = 0;
    std::uint8_t secondHigh = 0;
    // For a continuation byte: "C2..DF, E1..EC, EE..EF, ..." the leads it may directly follow.
    std::string secondAfter;
    // For a never-valid byte: the kind of diagnostic it always makes, and what it would mean.
    std::optional<ErrorKind> neverValidKind;
    std::uint32_t wouldFirst = 0; // C0, C1, F5-FD: the values the (rejected) form would spell
    std::uint32_t wouldLast = 0;
};

[[nodiscard]] ByteFacts byteFacts(std::uint8_t value);

// "ascii-control", "continuation", "lead-3", "never-valid" ...
[[nodiscard]] std::string_view name(ByteClass byteClass);

} // namespace u8i
