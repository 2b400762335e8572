// The deceptive-text line skipper's state and its kernels (deceptive_skip_avx2.cpp,
// deceptive_skip_avx512.cpp): whole lines with nothing to find are passed over 32 or 64 bytes at a
// time. Each character gets a class from its first bytes (tables made from ICU's data by
// deceptive_prefilter.cpp), the classes of the characters that those bytes do not settle are asked
// one by one, and a word's script family is carried over the characters of no script by a prefix
// fill.
#pragma once

#include "u8i/types.h"

#include <bit>
#include <cstdint>

namespace u8i::charsets::detail {

// Classes as the kernels use them: 0 for a character of no script inside a word (digits, marks,
// '_', and continuation bytes), kSkipBreak for one that ends a word, kFirstFamily.. a script
// family, kSkipAsk when the bytes do not settle it. The AVX-512 kernel's tables also hold
// markers: kSkipSecond + slot, "look the next byte up in that slot", kSkipThird + slot, "look the
// byte after it up".
inline constexpr std::uint8_t kSkipBreak = 1;
inline constexpr std::uint8_t kSkipLastFamily = 0xDF;
inline constexpr std::uint8_t kSkipSecond = 0xE0; // 14 slots
inline constexpr std::uint8_t kSkipThird = 0xF0;  // 4 slots
inline constexpr std::uint8_t kSkipAsk = 255;
inline constexpr int kSecondSlots = 14; // (13 lead bytes need one with ICU 72)
inline constexpr int kThirdSlots = 4;
// The AVX-512 kernel looks the first kCommonSlots second-byte slots up in every block with a
// marker, the others only in blocks that have one.
inline constexpr int kCommonSlots = 8;
// The AVX2 kernel's prefixes: kNarrowLeads lead bytes whose characters it looks up by their second
// byte, then lead and second bytes whose characters it looks up by their third.
inline constexpr int kNarrowLeads = 5;
inline constexpr int kNarrowPrefixes = kNarrowLeads + 3;

struct SkipTables {
    std::uint8_t latin = 0;   // the class of the ASCII letters
    std::uint8_t lead2[32]{}; // of a character by its lead byte C0..DF
    std::uint8_t lead3[16]{}; // E0..EF
    std::uint8_t plane1 = 0;  // F0 9F (U+1F000..1FFFF: emoji and other symbols)
    bool usable = false;
    bool wide = false; // the AVX-512 kernel runs
    // The AVX-512 kernel's classes (with VBMI, 128 entries a lookup): by the byte (every ASCII
    // character exactly, a lead byte's class or a marker); a marked lead byte's characters by
    // their second byte (a two-byte character exactly, a group of 64 three-byte characters
    // when they agree, or a marker); a marked group's characters by their third byte.
    alignas(64) std::uint8_t byteClass[256]{};
    alignas(64) std::uint8_t second[kSecondSlots * 64]{};
    alignas(64) std::uint8_t third[kThirdSlots * 64]{};
    // The AVX2 kernel's few prefixes whose characters it looks up by the byte after them (64
    // entries each, never a marker): first lead bytes, then lead and second bytes. One that is not
    // there never matches (lead byte FF).
    struct Prefix {
        std::uint8_t lead = 0xFF;
        std::uint8_t second = 0;
        const std::uint8_t *entries = nullptr;
    };
    Prefix narrow[kNarrowPrefixes];
    std::uint8_t narrowLeads[kNarrowLeads * 64]{}; // the lead bytes' entries
    const std::uint8_t *bmp = nullptr;             // the class of each character of the BMP
    // The kernel's class of the well-formed character beyond the BMP at `p`, kSkipAsk when a
    // rule looks at it.
    std::uint8_t (*ask)(const std::uint8_t *p) = nullptr;
};

// The class of the character at `p` (two bytes of it and one more are readable); of ill-formed
// bytes, some class (an ill-formed group ends a word, and any class can only keep a line).
// Two- and three-byte characters take their class from the BMP table without a branch between
// them: text whose script changes word by word mixes them, and a guessed branch there is missed
// often.
inline std::uint8_t askClass(const std::uint8_t *p, const SkipTables &t)
{
    const std::uint32_t b0 = p[0];
    if (b0 >= 0xF0) [[unlikely]]
        return t.ask(p);
    const std::uint32_t b1 = p[1] & 0x3FU;
    const std::uint32_t two = (b0 & 0x1FU) << 6 | b1;
    const std::uint32_t three = (b0 & 0x0FU) << 12 | b1 << 6 | (p[2] & 0x3FU);
    return t.bmp[b0 < 0xE0 ? two : three];
}

// A block of ASCII (32 or 64 bytes, a bit each in `Bits`) whose letters are `letters` (of class
// `latin`) and word ends `breaks`, after a word of class `word`: where the skipper stops (the word
// before goes on in Latin letters), or -1; `word` becomes the class the block ends with.
template <typename Bits>
inline int asciiBlockStop(Bits letters, Bits breaks, std::uint8_t latin, std::uint8_t &word)
{
    if (word >= 2 && word != latin && letters != 0) {
        const int first = std::countr_zero(letters);
        if ((breaks & ((Bits{1} << first) - 1)) == 0)
            return first;
    }
    if (const Bits ends = letters | breaks; ends != 0)
        word = (letters >> (std::bit_width(ends) - 1) & 1) != 0 ? latin : kSkipBreak;
    return -1;
}

// Where the skipper stands: the start of the current line, the line feeds before it, the current
// word's script family (kSkipBreak for none yet), the next byte.
struct Skip {
    std::size_t lineStart = 0;
    Offset feeds = 0;
    std::uint8_t word = kSkipBreak;
    std::size_t pos = 0;
    bool stopped = false; // the current line may hold a finding
};

// Which kernel runs is the registry's choice (u8i/simd/isa.h): the AVX2 one when simd::active() is
// avx2, the AVX-512 one (VBMI's byte permutes, VBMI2's byte compress: the "avx512" rule) when it is
// avx512, none below.

// From s.pos, on any bytes (ill-formed ones can only keep a line), 32 bytes at a time while they
// and three more are before `readable` and they end by `end`. Stops with s.stopped in a line that
// may hold a finding; else s.pos is the first byte not read (perhaps inside a character, whose
// class was taken).
void skipAvx2(const std::uint8_t *p, std::size_t end, std::size_t readable, const SkipTables &t,
              Skip &s);
// The same, 64 bytes at a time.
void skipAvx512(const std::uint8_t *p, std::size_t end, std::size_t readable, const SkipTables &t,
                Skip &s);

} // namespace u8i::charsets::detail
