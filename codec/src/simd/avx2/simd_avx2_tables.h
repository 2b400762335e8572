// Lookup tables of the AVX2 clean-chunk check, indexed by a byte's high or low nibble.
//
// Validation (the lookup-table approach of Keiser and Lemire): for each byte, the classes of the
// error that the pair (previous byte, this byte) would show, looked up three times — by the
// previous byte's high nibble, its low nibble and this byte's high nibble — and and-ed: the bits
// left are the errors present. A continuation byte after a continuation byte is right exactly when
// the byte two back is E0-FF or the byte three back is F0-FF, checked separately.
//
// Notice prefilter: the same three lookups plus this byte's low nibble flag every byte that may
// belong to a notice: ASCII controls, C2 80-9F, EE, EF 80-AF, EF B3/B7/BB/BF (U+FDD0.., U+FEFF,
// U+FFFD, U+FFFE/F), F3 or F4 followed by a continuation byte, BF BE/BF (U+xFFFE/F).
#pragma once

#include <array>
#include <cstdint>

namespace u8i::fast::tables {

// Error classes.
// clang-format off
inline constexpr std::uint8_t kTooShort = 1 << 0;     // a lead followed by a non-continuation
inline constexpr std::uint8_t kTooLong = 1 << 1;      // ASCII followed by a continuation
inline constexpr std::uint8_t kOverlong3 = 1 << 2;    // E0 80-9F
inline constexpr std::uint8_t kTooLarge = 1 << 3;     // F4 90-BF, F5-FF followed by 90-BF
inline constexpr std::uint8_t kSurrogate = 1 << 4;    // ED A0-BF
inline constexpr std::uint8_t kOverlong2 = 1 << 5;    // C0, C1 followed by a continuation
inline constexpr std::uint8_t kOverlong4 = 1 << 6;    // F0 80-8F; also F5-FF followed by 80-8F
inline constexpr std::uint8_t kTwoConts = 1 << 7;     // continuation after continuation
// clang-format on
inline constexpr std::uint8_t kCarry = kTooShort | kTooLong | kTwoConts;

using Table = std::array<std::uint8_t, 16>;

// clang-format off
inline constexpr Table kPrevHigh = {
    kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, // 0-7
    kTwoConts, kTwoConts, kTwoConts, kTwoConts,                                     // 8-B
    kTooShort | kOverlong2,                                                         // C
    kTooShort,                                                                      // D
    kTooShort | kOverlong3 | kSurrogate,                                            // E
    kTooShort | kTooLarge | kOverlong4,                                             // F
};

inline constexpr Table kPrevLow = {
    kCarry | kOverlong3 | kOverlong2 | kOverlong4, // 0: C0 E0 F0
    kCarry | kOverlong2,                           // 1: C1
    kCarry, kCarry,                                // 2 3
    kCarry | kTooLarge,                            // 4: F4
    kCarry | kTooLarge | kOverlong4, kCarry | kTooLarge | kOverlong4, kCarry | kTooLarge | kOverlong4,
    kCarry | kTooLarge | kOverlong4, kCarry | kTooLarge | kOverlong4, kCarry | kTooLarge | kOverlong4,
    kCarry | kTooLarge | kOverlong4, kCarry | kTooLarge | kOverlong4,  // 5-C
    kCarry | kTooLarge | kOverlong4 | kSurrogate,                       // D: ED
    kCarry | kTooLarge | kOverlong4, kCarry | kTooLarge | kOverlong4,   // E F
};

inline constexpr Table kCurHigh = {
    kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort,
    kTooLong | kOverlong2 | kTwoConts | kOverlong3 | kOverlong4,   // 8
    kTooLong | kOverlong2 | kTwoConts | kOverlong3 | kTooLarge,    // 9
    kTooLong | kOverlong2 | kTwoConts | kSurrogate | kTooLarge,    // A
    kTooLong | kOverlong2 | kTwoConts | kSurrogate | kTooLarge,    // B
    kTooShort, kTooShort, kTooShort, kTooShort,                    // C-F
};

// Notice prefilter bits: b0 C2 pair, b1 EF 80-AF, b2 F3/F4 pair, b3 EF B? / BF B?; then bytes that
// flag alone: b4 controls 00-1F but 09 0A 0D (with b5: 19 1A 1D), b6 7F, b7 EE.
inline constexpr std::uint8_t kSolo = 0xF0;

inline constexpr Table kNoticePrevHigh = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                          0x08, 0x01, 0, 0x02 | 0x08, 0x04};
inline constexpr Table kNoticePrevLow = {0, 0, 0x01, 0x04, 0x04, 0, 0, 0,
                                         0, 0, 0,    0,    0,    0, 0, 0x02 | 0x08};
inline constexpr Table kNoticeCurHigh = {0x10, 0x10 | 0x20, 0, 0, 0, 0, 0, 0x40,
                                         0x07, 0x07, 0x06, 0x0C, 0, 0, 0x80, 0};
// clang-format on

constexpr Table noticeCurLow()
{
    Table t{};
    for (int lo = 0; lo < 16; ++lo) {
        int bits = 0x07;
        if (lo == 0x3 || lo == 0x7 || lo == 0xB || lo == 0xE || lo == 0xF)
            bits |= 0x08;
        bits |= (lo == 0x9 || lo == 0xA || lo == 0xD) ? 0x20 : 0x10;
        if (lo == 0xF)
            bits |= 0x40;
        if (lo == 0xE)
            bits |= 0x80;
        t[static_cast<std::size_t>(lo)] = static_cast<std::uint8_t>(bits);
    }
    return t;
}
inline constexpr Table kNoticeCurLow = noticeCurLow();

} // namespace u8i::fast::tables
