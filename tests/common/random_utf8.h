// Random inputs for property tests: well-formed text of every length mixed with every kind of
// ill-formed group, notices, long continuation runs and plain random bytes. Seeded: reproducible.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace u8i::testing {

inline void appendCodePoint(std::vector<std::uint8_t> &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out.push_back(static_cast<std::uint8_t>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<std::uint8_t>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<std::uint8_t>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<std::uint8_t>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<std::uint8_t>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<std::uint8_t>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<std::uint8_t>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<std::uint8_t>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<std::uint8_t>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<std::uint8_t>(0x80 | (cp & 0x3F)));
    }
}

// A buffer of about `size` bytes. `errorRate` is the chance (0..1) that a piece is ill-formed
// or random rather than a well-formed character.
inline std::vector<std::uint8_t> randomUtf8(std::mt19937_64 &rng, std::size_t size,
                                            double errorRate)
{
    // clang-format off
    static const std::uint32_t interesting[] = {
        0x0A, 0x0A, 0x09, 0x0D, 0x07, 0x7F, 0x85, 0x9F, 0xA0, 0xE9, 0x7FF, 0x800, 0xFEFF,
        0xFFFD, 0xFDD0, 0xFFFE, 0xFFFF, 0xE000, 0xF8FF, 0xD7FF, 0x10000, 0x1F41A, 0xF0000,
        0x10FFFF, 0x1FFFE, 0x4E2D, 0x0416, 0x03B1};
    static const std::vector<std::vector<std::uint8_t>> broken = {
        {0xC0, 0xAF}, {0xC1}, {0xE0, 0x80, 0x80}, {0xED, 0xA0, 0xBD}, {0xED, 0xB8, 0x80},
        {0xF4, 0x90, 0x80, 0x80}, {0xF5}, {0xF8, 0x88, 0x80, 0x80, 0x80},
        {0xFC, 0x84, 0x80, 0x80, 0x80, 0x80, 0x80}, {0xFE}, {0xFF}, {0x80}, {0xBF, 0x80},
        {0xE2, 0x82}, {0xF0, 0x9F, 0x98}, {0xC2}, {0xF0, 0x8F}, {0xF4, 0x8F}};
    // clang-format on
    std::vector<std::uint8_t> out;
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    std::uniform_int_distribution<int> pick(0, 99);
    while (out.size() < size) {
        if (chance(rng) < errorRate) {
            const int what = pick(rng);
            if (what < 60) {
                const auto &piece = broken[static_cast<std::size_t>(pick(rng)) % broken.size()];
                out.insert(out.end(), piece.begin(), piece.end());
            } else if (what < 65) {
                const int run = 1 + pick(rng) * 3; // long continuation runs
                for (int i = 0; i < run; ++i)
                    out.push_back(static_cast<std::uint8_t>(0x80 + pick(rng) % 64));
            } else {
                out.push_back(static_cast<std::uint8_t>(rng()));
            }
            continue;
        }
        const int what = pick(rng);
        std::uint32_t cp;
        if (what < 40)
            cp = 0x20 + static_cast<std::uint32_t>(pick(rng)) % 0x5F;
        else if (what < 55)
            cp = interesting[static_cast<std::size_t>(pick(rng)) % std::size(interesting)];
        else if (what < 70)
            cp = 0x80 + static_cast<std::uint32_t>(rng() % (0x800 - 0x80));
        else if (what < 90) {
            cp = 0x800 + static_cast<std::uint32_t>(rng() % (0x10000 - 0x800));
            if (cp >= 0xD800 && cp <= 0xDFFF)
                cp -= 0x800;
        } else
            cp = 0x10000 + static_cast<std::uint32_t>(rng() % (0x110000 - 0x10000));
        appendCodePoint(out, cp);
    }
    out.resize(size);
    return out;
}

} // namespace u8i::testing
