// The one way the program spells numbers in hex: a byte as "4F", bytes as "C0 AF", a code point as
// "U+0041", a number as "1F" or "0x1f". The codec, the CLI, the GUI and Python all write hex
// through these, so that no one keeps a digits table of their own.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace u8i {

inline constexpr char kUpperHexDigits[] = "0123456789ABCDEF";
inline constexpr char kLowerHexDigits[] = "0123456789abcdef";

enum class HexCase : std::uint8_t { Upper, Lower };

// Appends the two hex digits of `byte` (its low 8 bits): "4F" (or "4f").
inline void appendHexByte(std::string &out, unsigned byte, HexCase hexCase = HexCase::Upper)
{
    const char *digits = hexCase == HexCase::Upper ? kUpperHexDigits : kLowerHexDigits;
    out += digits[(byte >> 4) & 0xF];
    out += digits[byte & 0xF];
}

// "4F": the two uppercase hex digits of a byte (its low 8 bits).
[[nodiscard]] inline std::string hexByte(unsigned byte)
{
    std::string out;
    appendHexByte(out, byte);
    return out;
}

// "1F", "0000001F": the hex digits of `value`, at least `minDigits` of them (zeros in front).
[[nodiscard]] inline std::string hexNumber(std::uint64_t value, int minDigits = 1,
                                           HexCase hexCase = HexCase::Upper)
{
    const char *digits = hexCase == HexCase::Upper ? kUpperHexDigits : kLowerHexDigits;
    std::string out;
    do {
        out.insert(out.begin(), digits[value & 0xF]);
        value >>= 4;
    } while (value != 0);
    if (static_cast<int>(out.size()) < minDigits)
        out.insert(0, static_cast<std::size_t>(minDigits) - out.size(), '0');
    return out;
}

// "C0 AF": each byte's two uppercase hex digits, a space between.
[[nodiscard]] inline std::string hexByteList(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size() * 3);
    for (const char c : bytes) {
        if (!out.empty())
            out += ' ';
        appendHexByte(out, static_cast<std::uint8_t>(c));
    }
    return out;
}

// "U+0041", "U+1F600": at least four uppercase hex digits.
[[nodiscard]] inline std::string codePointLabel(std::uint32_t codePoint)
{
    return "U+" + hexNumber(codePoint, 4);
}

} // namespace u8i
