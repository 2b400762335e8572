// The dense way of the fast block summary: runs of whole 64-byte chunks that hold errors (binary
// data, random bytes), on AVX2 (Avx2Classifier here) and AVX-512 (DenseClassifier64 in
// block_summary_fast_avx512.cpp: the same tables, masks straight from mask registers). Each byte is
// classified in byte lanes, branch-free, with the byte after it (unaligned loads at +1, +2, +3, so
// no lookahead state):
//   table A (this byte's high and low nibble, the next byte's high nibble): the leads whose second
//     byte is right, for 2-, 3- and 4-byte characters;
//   table B (the same indexes): the error kinds that a lead shows by itself or with its second
//     byte (overlong, surrogate, out of range) and C1 controls (C2 80-9F), counted in byte lanes;
//   table C (this byte's nibbles): ASCII controls and line feeds, counted in byte lanes.
// Thirteen masks (one bit per byte) then give, with shifts and ands on 64-bit words, the
// well-formed characters, the unexpected continuation bytes (which lead absorbs a continuation
// byte: Horner's scheme over the declared lengths) and the starts of ill-formed groups.
//
// Counts are exact per position: the continuation bytes of well-formed characters and the bytes
// that truncated groups absorb are counted with their lead, and the few that cross the run's
// edges are added (before) or taken away (after). Matches processChunk (simd_bitpath.h) exactly;
// the tests compare both with the reference on every instruction set.
//
// Included by the AVX2 and AVX-512 sources after simd_avx2.h.
#pragma once

#include "simd_avx2.h"

namespace u8i::fast {
namespace {

namespace dense {

using tables::Table;

// Table A: bits 0-1 a 2-byte lead C2-DF followed by a continuation byte; bits 2-4 a 3-byte lead
// with a right second byte (E1-EC, EE, EF: 80-BF; E0: A0-BF; ED: 80-9F); bits 5-7 a 4-byte lead
// with a right second byte (F1-F3: 80-BF; F0: 90-BF; F4: 80-8F).
inline constexpr Table kAHigh = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0x02, 0x1C, 0xE0};
constexpr Table aLow()
{
    Table t{};
    for (int l = 0; l < 16; ++l) {
        int bits = 0x02;
        bits |= l >= 2 ? 0x01 : 0;
        bits |= (l != 0 && l != 0xD) ? 0x04 : 0;
        bits |= l == 0 ? 0x08 | 0x40 : 0;
        bits |= l == 0xD ? 0x10 : 0;
        bits |= (l >= 1 && l <= 3) ? 0x20 : 0;
        bits |= l == 4 ? 0x80 : 0;
        t[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(bits);
    }
    return t;
}
inline constexpr Table kALow = aLow();
inline constexpr Table kANext = {0, 0, 0, 0, 0, 0, 0, 0, 0xB7, 0x77, 0x6F, 0x6F, 0, 0, 0, 0};

// Table B: bit 0 C0, C1 (overlong); bit 4 E0 80-9F (overlong); bit 1 F0 80-8F (overlong); bit 5
// ED A0-BF (surrogate); bit 2 F5-F7 (out of range); bit 6 F4 90-BF (out of range); bit 3 C2 80-9F
// (a C1 control). Pairs of them sit 4 bits apart, so that (flags >> k) & 0x11 counts two in the
// nibbles of one byte lane.
inline constexpr Table kBHigh = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x09, 0, 0x30, 0x46};
constexpr Table bLow()
{
    Table t{};
    for (int l = 0; l < 16; ++l) {
        int bits = 0;
        bits |= l <= 1 ? 0x01 : 0;
        bits |= l == 2 ? 0x08 : 0;
        bits |= l == 0 ? 0x10 | 0x02 : 0;
        bits |= l == 0xD ? 0x20 : 0;
        bits |= (l >= 5 && l <= 7) ? 0x04 : 0;
        bits |= l == 4 ? 0x40 : 0;
        t[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(bits);
    }
    return t;
}
inline constexpr Table kBLow = bLow();
inline constexpr Table kBNext = {0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05,
                                 0x1F, 0x5D, 0x65, 0x65, 0x05, 0x05, 0x05, 0x05};

// Table C: bits 0-2 ASCII controls that are notices (00-1F but TAB, LF and CR; 7F); bit 4 LF.
inline constexpr Table kCHigh = {0x11, 0x02, 0, 0, 0, 0, 0, 0x04, 0, 0, 0, 0, 0, 0, 0, 0};
inline constexpr Table kCLow = {0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03,
                                0x03, 0x02, 0x12, 0x03, 0x03, 0x02, 0x03, 0x07};

struct Luts {
    __m256i aHigh, aLow, aNext, bHigh, bLow, bNext, cHigh, cLow;
};

U8I_FAST_TARGET inline Luts luts()
{
    return {table(kAHigh), table(kALow),  table(kANext), table(kBHigh),
            table(kBLow),  table(kBNext), table(kCHigh), table(kCLow)};
}

// Byte-lane counters. Each lane gains at most 2 per chunk (two halves) in each nibble, so they are
// emptied every 7 chunks into 64-bit sums.
struct Lanes {
    __m256i overlong, overlongSurrogate, outOfRange, c1, controlLf;
    int rounds = 0;
    Offset sumOverlong = 0, sumSurrogate = 0, sumOutOfRange = 0, sumC1 = 0, sumControls = 0,
           sumLf = 0;

    U8I_FAST_TARGET Lanes()
        : overlong(_mm256_setzero_si256()), overlongSurrogate(overlong), outOfRange(overlong),
          c1(overlong), controlLf(overlong)
    {
    }
    U8I_FAST_TARGET static Offset low(__m256i acc)
    {
        return laneSum(_mm256_and_si256(acc, splat(0x0F)));
    }
    U8I_FAST_TARGET static Offset high(__m256i acc)
    {
        return laneSum(_mm256_and_si256(_mm256_srli_epi16(acc, 4), splat(0x0F)));
    }
    U8I_FAST_TARGET void flush()
    {
        sumOverlong += low(overlong) + high(overlong) + low(overlongSurrogate);
        sumSurrogate += high(overlongSurrogate);
        sumOutOfRange += low(outOfRange) + high(outOfRange);
        sumC1 += laneSum(c1);
        sumControls += low(controlLf);
        sumLf += high(controlLf);
        overlong = overlongSurrogate = outOfRange = c1 = controlLf = _mm256_setzero_si256();
        rounds = 0;
    }
    U8I_FAST_TARGET void round()
    {
        if (++rounds == 7)
            flush();
    }
};

// The masks of one chunk (bit i: byte i of the chunk, or the lead there).
struct Masks {
    u64 cont, geC0, geE0, geF0, geF8, geFC, geFE; // byte classes
    u64 good2, good3, good4;                      // leads with a right second byte (table A)
    u64 cont2, cont3;                             // the byte 2 (3) on is a continuation byte
    u64 ge80;
    u64 geEE; // bytes that may lead a rarer notice (all ones: not known)
};

U8I_FAST_TARGET inline std::uint32_t bitsOf(__m256i lanesSet)
{
    return static_cast<std::uint32_t>(_mm256_movemask_epi8(lanesSet));
}

// The constants of half(), each a whole vector in memory, loaded (a broadcast from a general
// register, which the compiler would otherwise make anew for each, costs more).
inline constexpr std::uint8_t kConstantBytes[] = {0x01, 0x03, 0x07, 0x0F, 0x10, 0x11,
                                                  0x1C, 0x3F, 0x5F, 0x60, 0x6F, 0x77,
                                                  0x7B, 0x7D, 0x7F, 0x80, 0xC0};
struct Constants {
    alignas(32) std::uint8_t lanes[std::size(kConstantBytes)][32]{};
    constexpr Constants()
    {
        for (std::size_t i = 0; i < std::size(kConstantBytes); ++i)
            for (std::size_t j = 0; j < 32; ++j)
                lanes[i][j] = kConstantBytes[i];
    }
    static constexpr std::size_t indexOf(int byte)
    {
        for (std::size_t i = 0; i < std::size(kConstantBytes); ++i)
            if (kConstantBytes[i] == byte)
                return i;
        return std::size(kConstantBytes);
    }
};
inline constexpr Constants kConstants;

template <int byte> U8I_FAST_TARGET inline __m256i constant()
{
    __m256i v = _mm256_load_si256(
        reinterpret_cast<const __m256i *>(kConstants.lanes[Constants::indexOf(byte)]));
    asm("" : "+x"(v));
    return v;
}

// One half (32 bytes) of a chunk: its 13 masks as 32-bit words; counts into `lanes`.
__attribute__((always_inline)) U8I_FAST_TARGET inline void
half(const std::uint8_t *p, const Luts &t, Lanes &lanes, std::uint32_t (&m)[13])
{
    const __m256i v = load32(p), n1 = load32(p + 1), n2 = load32(p + 2), n3 = load32(p + 3);
    const __m256i x = _mm256_xor_si256(v, constant<0x80>());
    const __m256i contBelow = constant<0xC0>(); // signed: 80-BF are below C0 (-64)
    const __m256i low = _mm256_and_si256(v, constant<0x0F>());
    const __m256i high = _mm256_and_si256(_mm256_srli_epi16(v, 4), constant<0x0F>());
    const __m256i nextHigh = _mm256_and_si256(_mm256_srli_epi16(n1, 4), constant<0x0F>());
    const __m256i a = _mm256_and_si256(
        _mm256_and_si256(_mm256_shuffle_epi8(t.aHigh, high), _mm256_shuffle_epi8(t.aLow, low)),
        _mm256_shuffle_epi8(t.aNext, nextHigh));
    const __m256i b = _mm256_and_si256(
        _mm256_and_si256(_mm256_shuffle_epi8(t.bHigh, high), _mm256_shuffle_epi8(t.bLow, low)),
        _mm256_shuffle_epi8(t.bNext, nextHigh));
    const __m256i c =
        _mm256_and_si256(_mm256_shuffle_epi8(t.cHigh, high), _mm256_shuffle_epi8(t.cLow, low));
    const __m256i pairs = constant<0x11>();
    lanes.overlong = _mm256_add_epi8(lanes.overlong, _mm256_and_si256(b, pairs));
    lanes.overlongSurrogate =
        _mm256_add_epi8(lanes.overlongSurrogate, _mm256_and_si256(_mm256_srli_epi16(b, 1), pairs));
    lanes.outOfRange =
        _mm256_add_epi8(lanes.outOfRange, _mm256_and_si256(_mm256_srli_epi16(b, 2), pairs));
    lanes.c1 =
        _mm256_add_epi8(lanes.c1, _mm256_and_si256(_mm256_srli_epi16(b, 3), constant<0x01>()));
    lanes.controlLf = _mm256_add_epi8(
        lanes.controlLf,
        _mm256_or_si256(_mm256_min_epu8(_mm256_and_si256(c, constant<0x07>()), constant<0x01>()),
                        _mm256_and_si256(c, constant<0x10>())));
    m[0] = bitsOf(_mm256_cmpgt_epi8(contBelow, v));
    m[1] = bitsOf(_mm256_cmpgt_epi8(x, constant<0x3F>()));
    m[2] = bitsOf(_mm256_cmpgt_epi8(x, constant<0x5F>()));
    m[3] = bitsOf(_mm256_cmpgt_epi8(x, constant<0x6F>()));
    m[4] = bitsOf(_mm256_cmpgt_epi8(x, constant<0x77>()));
    m[5] = bitsOf(_mm256_cmpgt_epi8(x, constant<0x7B>()));
    m[6] = bitsOf(_mm256_cmpgt_epi8(x, constant<0x7D>()));
    m[7] = bitsOf(_mm256_adds_epu8(_mm256_and_si256(a, constant<0x03>()), constant<0x7F>()));
    m[8] = bitsOf(_mm256_adds_epu8(_mm256_and_si256(a, constant<0x1C>()), constant<0x7F>()));
    m[9] = bitsOf(_mm256_adds_epu8(a, constant<0x60>()));
    m[10] = bitsOf(_mm256_cmpgt_epi8(contBelow, n2));
    m[11] = bitsOf(_mm256_cmpgt_epi8(contBelow, n3));
    m[12] = bitsOf(v);
}

__attribute__((always_inline)) U8I_FAST_TARGET inline Masks masksOf(const std::uint8_t *p,
                                                                    const Luts &t, Lanes &lanes)
{
    std::uint32_t lo[13], hi[13];
    half(p, t, lanes, lo);
    half(p + 32, t, lanes, hi);
#define U8I_JOIN(i) (u64{lo[i]} | (u64{hi[i]} << 32))
    return {U8I_JOIN(0),  U8I_JOIN(1),  U8I_JOIN(2),  U8I_JOIN(3), U8I_JOIN(4),
            U8I_JOIN(5),  U8I_JOIN(6),  U8I_JOIN(7),  U8I_JOIN(8), U8I_JOIN(9),
            U8I_JOIN(10), U8I_JOIN(11), U8I_JOIN(12), ~u64{0}};
#undef U8I_JOIN
}

// The AVX2 classifier of the dense loop: masks(p) gives a chunk's masks and counts its error
// kinds, controls and line feeds; finish() makes the sums final.
struct Avx2Classifier {
    Luts t = luts();
    Lanes lanes;

    __attribute__((always_inline)) U8I_FAST_TARGET Masks masks(const std::uint8_t *p)
    {
        const Masks m = masksOf(p, t, lanes);
        lanes.round();
        return m;
    }
    U8I_FAST_TARGET Masks masksOnly(const std::uint8_t *p)
    {
        Lanes ignored;
        return masksOf(p, t, ignored);
    }
    U8I_FAST_TARGET void finish() { lanes.flush(); }
    [[nodiscard]] const Lanes &sums() const { return lanes; }
};

U8I_FAST_TARGET inline bool allAscii(const std::uint8_t *p)
{
    return _mm256_movemask_epi8(_mm256_or_si256(load32(p), load32(p + 32))) == 0;
}

// What a chunk hands to the next one: Horner's terms (x_k: a lead here declaring k bytes or more,
// or a continuation byte after an x_(k+1)) and the unexpected continuation bytes.
struct Chain {
    u64 x2 = 0, x3 = 0, x4 = 0, x5 = 0, x6 = 0, unexpected = 0;
};

// What the dense loop counts of one chunk, position by position.
struct ChunkResult {
    u64 w2, w3, w4, tk1, tk2, runStart, groups;
};

__attribute__((always_inline)) U8I_FAST_TARGET inline ChunkResult examineChunk(const Masks &m,
                                                                               Chain &chain)
{
    // A continuation byte is absorbed when a lead j bytes back declares more than j bytes and the
    // bytes between are continuation bytes (FE and FF are no leads).
    const u64 lead = ~m.geFE;
    const u64 x6 = m.geFC & lead;
    const u64 x5 = (m.geF8 & lead) | (m.cont & shl(x6, chain.x6, 1));
    const u64 x4 = (m.geF0 & lead) | (m.cont & shl(x5, chain.x5, 1));
    const u64 x3 = (m.geE0 & lead) | (m.cont & shl(x4, chain.x4, 1));
    const u64 x2 = (m.geC0 & lead) | (m.cont & shl(x3, chain.x3, 1));
    const u64 absorbed = m.cont & shl(x2, chain.x2, 1);
    const u64 unexpected = m.cont & ~absorbed;
    const u64 runStart = unexpected & ~shl(unexpected, chain.unexpected, 1);
    chain = {x2, x3, x4, x5, x6, unexpected};

    ChunkResult r;
    r.w2 = m.good2;
    r.w3 = m.good3 & m.cont2;
    r.w4 = m.good4 & m.cont2 & m.cont3;
    const u64 w34 = r.w3 | r.w4;
    // Truncated groups (a lead with a right second byte but too few continuation bytes) and the
    // continuation bytes they absorb: one (tk1), two (tk2).
    r.tk1 = (m.good3 | m.good4) & ~w34;
    r.tk2 = m.good4 & m.cont2 & ~m.cont3;
    r.runStart = runStart;
    // Every byte C0-FF that leads no well-formed character starts an ill-formed group.
    r.groups = (m.geC0 & ~(r.w2 | w34)) | runStart;
    return r;
}

// Bytes past the end of a chunk that its well-formed characters (truncated groups) take.
U8I_FAST_TARGET inline Offset spillOfCharacters(u64 w, u64 w34, u64 w4)
{
    return pop(w >> 63) + pop(w34 >> 62) + pop(w4 >> 61);
}
U8I_FAST_TARGET inline Offset spillOfTruncated(u64 tk1, u64 tk2)
{
    return pop(tk1 >> 63) + pop(tk2 >> 62);
}

// The notices of a chunk at `base` before the block's first one is known: their first offset
// (ASCII controls, C1 controls; the rarer ones are looked at as candidates).
U8I_FAST_TARGET inline void firstNoticeIn(const std::uint8_t *p, Offset base, u64 w2, Counts &out)
{
    const u64 controls = bits(asciiControls(load32(p)), asciiControls(load32(p + 32)));
    u64 c1 = 0;
    for (u64 w = w2; w != 0; w &= w - 1) {
        const auto i = static_cast<std::size_t>(lowBit(w));
        c1 |= (p[i] == 0xC2 && p[i + 1] < 0xA0) ? u64{1} << i : 0;
    }
    const u64 any = controls | c1;
    if (any != 0)
        out.firstNotice = std::min(out.firstNotice, base + lowBit(any));
}

// The rare notices (private use, noncharacters, U+FEFF, U+FFFD) among the 3- and 4-byte
// characters of a chunk: only leads EE-F4 can start one.
U8I_FAST_TARGET inline void candidatesIn(u64 w34, const std::uint8_t *p, Offset base, Bytes data,
                                         Counts &out)
{
    u64 cand = 0;
    for (u64 w = w34; w != 0; w &= w - 1) {
        const auto i = static_cast<std::size_t>(lowBit(w));
        cand |= p[i] >= 0xEE ? u64{1} << i : 0;
    }
    if (cand != 0)
        checkCandidates(cand, base, data, out);
}

// Counts whole chunks from `pos` on (pos >= 64) the dense way, while each has an ill-formed group
// and the next one holds bytes 80-FF; `carry` describes the chunk before pos and receives the one
// before the returned position. `lastHadGroups`: whether that chunk started an ill-formed group.
template <class Classifier>
__attribute__((noinline)) U8I_FAST_TARGET Offset denseRun(Bytes data, Offset pos, Offset stop,
                                                          Carry &carry, Counts &out,
                                                          bool &lastHadGroups)
{
    const std::uint8_t *d = data.data();
    Classifier classifier;
    Chain chain;
    (void)examineChunk(classifier.masksOnly(d + pos - 64), chain);
    chain.unexpected = carry.u;
    const Offset start = pos;
    Offset w2s = 0, w3s = 0, w4s = 0, tk = 0, leadsNotW = 0, runs = 0, obsolete = 0, invalid = 0;
    Offset ge80 = 0;
    const Offset spillIn = spillOfCharacters(carry.w, carry.w34, carry.w4);
    const Offset spillInTruncated = spillOfTruncated(carry.tk1, carry.tk2);
    ChunkResult r{};
    while (stop - pos >= 64 && pos + 128 <= data.size()) {
        const Masks m = classifier.masks(d + pos);
        r = examineChunk(m, chain);
        w2s += pop(r.w2);
        w3s += pop(r.w3);
        w4s += pop(r.w4);
        tk += pop(r.tk1) + pop(r.tk2);
        leadsNotW += pop(m.geC0 & ~(r.w2 | r.w3 | r.w4));
        runs += pop(r.runStart);
        obsolete += pop(m.geF8 & ~m.geFE);
        invalid += pop(m.geFE);
        ge80 += pop(m.ge80);
        if (r.groups != 0) {
            if (out.firstDiagnostic == kNoOffset)
                out.firstDiagnostic = pos + lowBit(r.groups);
            out.lastDiagnostic = pos + highBit(r.groups);
        }
        if (out.firstNotice == kNoOffset)
            firstNoticeIn(d + pos, pos, r.w2, out);
        if (const u64 maybe = (r.w3 | r.w4) & m.geEE; maybe != 0)
            candidatesIn(maybe, d + pos, pos, data, out);
        pos += 64;
        if (r.groups == 0 || allAscii(d + pos))
            break;
    }
    classifier.finish();
    const auto &lanes = classifier.sums();
    const u64 w = r.w2 | r.w3 | r.w4, w34 = r.w3 | r.w4;
    carry.w = w;
    carry.w34 = w34;
    carry.w4 = r.w4;
    carry.u = chain.unexpected;
    carry.tk1 = r.tk1;
    carry.tk2 = r.tk2;
    lastHadGroups = r.groups != 0;

    const Offset bytes = pos - start;
    const Offset continuations =
        w2s + 2 * w3s + 3 * w4s + spillIn - spillOfCharacters(w, w34, r.w4);
    const Offset interiors = tk + spillInTruncated - spillOfTruncated(r.tk1, r.tk2);
    out.bytes += bytes;
    out.ascii += bytes - ge80;
    out.seq2 += w2s;
    out.seq3 += w3s;
    out.seq4 += w4s;
    out.continuations += continuations;
    out.replacements += ge80 - (w2s + w3s + w4s) - continuations - interiors;
    out.newlines += lanes.sumLf;
    auto &diag = out.diagnostics;
    diag[static_cast<std::size_t>(ErrorKind::ObsoleteForm)] += obsolete;
    diag[static_cast<std::size_t>(ErrorKind::InvalidByte)] += invalid;
    diag[static_cast<std::size_t>(ErrorKind::Overlong)] += lanes.sumOverlong;
    diag[static_cast<std::size_t>(ErrorKind::Surrogate)] += lanes.sumSurrogate;
    diag[static_cast<std::size_t>(ErrorKind::OutOfRange)] += lanes.sumOutOfRange;
    diag[static_cast<std::size_t>(ErrorKind::UnexpectedContinuation)] += runs;
    diag[static_cast<std::size_t>(ErrorKind::Truncated)] += leadsNotW - obsolete - invalid -
                                                            lanes.sumOverlong - lanes.sumSurrogate -
                                                            lanes.sumOutOfRange;
    out.notices[static_cast<std::size_t>(NoticeKind::Control)] += lanes.sumControls;
    out.notices[static_cast<std::size_t>(NoticeKind::C1Control)] += lanes.sumC1;
    return pos;
}

} // namespace dense

} // namespace
} // namespace u8i::fast
