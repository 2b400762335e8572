// The dense way of the fast block summary: runs of whole 64-byte chunks that hold errors (binary
// data, random bytes), on AVX2 (simd_dense_avx2.h) and AVX-512 (block_summary_fast_avx512.cpp).
// A run goes in batches of up to 32 chunks, each in two passes:
//   1. the classifier (vector code) stores five masks a chunk (one bit per byte): the three bits of
//      the byte classes of table K (ASCII, continuation byte, leads by the length they declare,
//      FE/FF), the error kinds that a lead shows by itself or with its second byte and the leads
//      EE, EF (rarer notices) from table B; it counts in byte lanes surrogates, out-of-range leads,
//      C1 controls, ASCII controls and line feeds;
//   2. the bit-parallel logic, on four chunks at once (one in each 64-bit lane of a vector), turns
//      the masks into the well-formed characters (a lead of the right length whose second byte is
//      a continuation byte and shows no error kind, and enough continuation bytes: the next
//      chunk's mask covers the seam), the unexpected continuation bytes (which lead absorbs a
//      continuation byte: Horner's scheme over the declared lengths) and the starts of ill-formed
//      groups; scalar popcounts count what it stores.
// Neither pass keeps many values in general registers, and the batches grow (1, 2, 4, ...) so
// that a short run does not classify chunks it never uses.
// Bytes are classified in byte lanes, branch-free, with the byte after them (one unaligned load at
// +1, so no lookahead state), by nibble tables:
//   table B (this byte's high and low nibble, the next byte's high nibble): error kinds, C1
//     controls (C2 80-9F) and the leads EE, EF;
//   table K (this byte's nibbles, the smaller of two lookups): the byte class;
//   table C (this byte's nibbles, then a lookup of the two classes): ASCII controls, line feeds.
//
// Counts are exact per position: the continuation bytes of well-formed characters and the bytes
// that truncated groups absorb are counted with their lead, and the few that cross the run's
// edges are added (before) or taken away (after). Matches processChunk (simd_bitpath.h) exactly;
// the tests compare both with the reference on every instruction set.
//
// Included by the AVX2 and AVX-512 sources after simd_avx2.h.
#pragma once

#include "simd/avx2/simd_avx2.h"

namespace u8i::fast {
namespace {

namespace dense {

using tables::Table;

// Table B: kBHigh[high] & kBLow[low] & kBNext[next byte's high nibble], one bit a byte at most.
// The error kinds are the bits that make the byte positive as a signed byte, but for kRareLead. The
// bits counted in byte lanes sit in pairs 4 bits apart, so that (flags >> k) & 0x11 counts two in
// the nibbles of one byte lane: & kOutOfRange the out-of-range leads (both nibbles), (>> 3) & 0x11
// surrogates (low nibble) and C1 controls (high nibble).
inline constexpr std::uint8_t kOutOfRangeF5 = 1 << 0; // F5-F7, whatever follows
inline constexpr std::uint8_t kOverlongC0 = 1 << 1;   // C0, C1, whatever follows
inline constexpr std::uint8_t kOverlongE0 = 1 << 2;   // E0 80-9F
inline constexpr std::uint8_t kSurrogate = 1 << 3;    // ED A0-BF
inline constexpr std::uint8_t kOutOfRangeF4 = 1 << 4; // F4 90-BF
inline constexpr std::uint8_t kOverlongF0 = 1 << 5;   // F0 80-8F
inline constexpr std::uint8_t kRareLead = 1 << 6;     // EE, EF: leads of rarer notices
inline constexpr std::uint8_t kC1Control = 1 << 7;    // C2 80-9F, well-formed
inline constexpr std::uint8_t kOutOfRange = kOutOfRangeF5 | kOutOfRangeF4;
static_assert(kOutOfRange == 0x11 && (kSurrogate | kC1Control) >> 3 == 0x11,
              "the counted bits sit in pairs 4 bits apart");

// By the byte's high nibble: the leads C, E, F each may be.
inline constexpr Table kBHigh = {0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 0,
                                 kC1Control | kOverlongC0,                     // C
                                 0,                                            // D
                                 kRareLead | kSurrogate | kOverlongE0,         // E
                                 kOverlongF0 | kOutOfRangeF4 | kOutOfRangeF5}; // F
// By the byte's low nibble.
constexpr Table bLow()
{
    Table t{};
    for (int l = 0; l < 16; ++l) {
        int bits = 0;
        bits |= (l >= 5 && l <= 7) ? kOutOfRangeF5 : 0; // F5-F7
        bits |= l == 4 ? kOutOfRangeF4 : 0;             // F4
        bits |= l == 0xD ? kSurrogate : 0;              // ED
        bits |= l == 2 ? kC1Control : 0;                // C2
        bits |= l <= 1 ? kOverlongC0 : 0;               // C0, C1
        bits |= l == 0 ? kOverlongE0 | kOverlongF0 : 0; // E0, F0
        bits |= l >= 0xE ? kRareLead : 0;               // EE, EF
        t[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(bits);
    }
    return t;
}
inline constexpr Table kBLow = bLow();
// By the next byte's high nibble: what each lead's bit needs to follow it.
inline constexpr std::uint8_t kAnyNext = kOutOfRangeF5 | kOverlongC0 | kRareLead;
inline constexpr std::uint8_t kAfterNonContinuation = kAnyNext; // 0-7, C-F: not a continuation
inline constexpr std::uint8_t kAfter80 = kAnyNext | kC1Control | kOverlongE0 | kOverlongF0;   // 8
inline constexpr std::uint8_t kAfter90 = kAnyNext | kC1Control | kOverlongE0 | kOutOfRangeF4; // 9
inline constexpr std::uint8_t kAfterA0 = kAnyNext | kSurrogate | kOutOfRangeF4; // A, B
inline constexpr Table kBNext = {kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfter80,
                                 kAfter90,
                                 kAfterA0,
                                 kAfterA0,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation,
                                 kAfterNonContinuation};
static_assert(kBHigh[0xC] == 0x82 && kBHigh[0xE] == 0x4C && kBHigh[0xF] == 0x31 &&
                  kAfterNonContinuation == 0x43 && kAfter80 == 0xE7 && kAfter90 == 0xD7 &&
                  kAfterA0 == 0x5B,
              "table B as the kernels were measured with");

// Table K: min(kKHigh[high], kKLow[low]) is 32 times the byte's class: 0 ASCII, 1 continuation
// byte, then leads by the length they declare: 2 (C0-DF), 3 (E0-EF), 4 (F0-F7), 5 (F8-FB), 6
// (FC-FD); 7 for FE and FF. Its three bits (7, 6, 5) become three masks.
inline constexpr Table kKHigh = {0,    0,    0,    0,    0,    0,    0,    0,
                                 0x20, 0x20, 0x20, 0x20, 0x40, 0x40, 0x60, 0xE0};
inline constexpr Table kKLow = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                0xA0, 0xA0, 0xA0, 0xA0, 0xC0, 0xC0, 0xE0, 0xE0};

// Table C: kCTable[kCHigh[high] | kCLow[low]] is 0x01 for an ASCII control that is a notice (00-1F
// but TAB, LF and CR; 7F), 0x10 for LF: what a byte lane adds to a count of each in its nibbles.
// kCHigh: 0 for 0x, 4 for 1x, 8 for 7x, 12 for the rest; kCLow: 0 for x9 and xD, 1 for xA, 2 for
// xF, 3 for the rest.
inline constexpr Table kCHigh = {0, 4, 12, 12, 12, 12, 12, 8, 12, 12, 12, 12, 12, 12, 12, 12};
inline constexpr Table kCLow = {3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 1, 3, 3, 0, 3, 2};
inline constexpr Table kCTable = {0,    0x10, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
                                  0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00};

// The counts that the classifiers keep in byte lanes, summed.
struct Sums {
    Offset surrogate = 0, outOfRange = 0, c1 = 0, controls = 0, lf = 0;
};

// The most chunks a batch holds (a multiple of 4: the second pass takes 4 chunks a vector).
inline constexpr int kBatch = 32;

// The masks of a batch of chunks that the classifier stores (bit i: byte i of the chunk, or the
// lead there), chunk by chunk: the three bits of the byte classes of table K (k2 k1 k0), the error
// kinds (and EE, EF), EE and EF. Chunk n (after the batch) has its continuation bytes as class 1;
// the masks past it are 0.
struct Batch {
    alignas(32) u64 k2[kBatch + 4], k1[kBatch + 4], k0[kBatch + 4];
    alignas(32) u64 kinds[kBatch]; // leads that show an error kind, and EE, EF (table B bits 0-6)
    alignas(32) u64 ee[kBatch];    // EE, EF

    // Chunk i: the chunk after the batch, with continuation bytes `cont`.
    void after(int i, u64 cont)
    {
        const auto at = static_cast<std::size_t>(i);
        k0[at] = cont;
        k1[at] = k2[at] = 0;
    }
    // Chunks from `from` on, to `to`: nothing (and the chunks after them).
    void clear(int from, int to)
    {
        for (auto i = static_cast<std::size_t>(from); i < static_cast<std::size_t>(to); ++i) {
            k2[i + 1] = k1[i + 1] = k0[i + 1] = 0;
            kinds[i] = ee[i] = 0;
        }
    }
};

// What the second pass gives of each chunk of a batch, position by position: well-formed
// characters (leads), truncated groups absorbing one continuation byte or two, the starts of runs
// of unexpected continuation bytes, leads of truncated groups, bytes 80-FF, leads of the 5- and
// 6-byte forms, FE and FF, leads that show an error kind; the starts of ill-formed groups, the
// unexpected continuation bytes, and candidates for a rarer notice.
struct BatchResults {
    alignas(32) u64 w2[kBatch], w3[kBatch], w4[kBatch], tk1[kBatch], tk2[kBatch];
    alignas(32) u64 runs[kBatch], truncated[kBatch], ge80[kBatch], obsolete[kBatch],
        invalid[kBatch], kinds[kBatch];
    alignas(32) u64 groups[kBatch], unexpected[kBatch], candidates[kBatch];
};

// The 64-bit lanes of x moved up by one, the last lane of `before` coming in.
U8I_FAST_TARGET inline __m256i lanesUp(__m256i x, __m256i before)
{
    return _mm256_alignr_epi8(x, _mm256_permute2x128_si256(before, x, 0x21), 8);
}
// Each chunk's mask moved towards higher positions by one, the previous chunk's top bit coming in.
U8I_FAST_TARGET inline __m256i up1(__m256i x, __m256i before)
{
    return _mm256_or_si256(_mm256_slli_epi64(x, 1), _mm256_srli_epi64(lanesUp(x, before), 63));
}
// ... towards lower positions by j, the next chunk's bottom bits coming in (next: the masks of the
// chunks after, lane by lane).
template <int j> U8I_FAST_TARGET inline __m256i down(__m256i x, __m256i next)
{
    return _mm256_or_si256(_mm256_srli_epi64(x, j), _mm256_slli_epi64(next, 64 - j));
}

U8I_FAST_TARGET inline __m256i everyLane(u64 v)
{
    return _mm256_set1_epi64x(static_cast<long long>(v));
}

// a & ~b.
U8I_FAST_TARGET inline __m256i andNot(__m256i a, __m256i b)
{
    return _mm256_andnot_si256(b, a);
}

U8I_FAST_TARGET inline __m256i load4(const u64 *p)
{
    return _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
}
U8I_FAST_TARGET inline void store4(u64 *p, __m256i v)
{
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(p), v);
}

// What a chunk hands to the next one: Horner's terms (x_k: a lead here declaring k bytes or more,
// or a continuation byte after an x_(k+1)) and the unexpected continuation bytes; in the second
// pass, of the chunk before a vector's first chunk, in the vector's last lane.
struct Chain {
    __m256i x2, x3, x4, x5, x6, unexpected;

    // The chain after a chunk in which every lead starts a well-formed character (no 5- or 6-byte
    // form: only the characters that spill over matter).
    U8I_FAST_TARGET static Chain afterWellFormed(const Carry &c)
    {
        const __m256i zero = _mm256_setzero_si256();
        return {everyLane(c.w | (c.w34 << 1) | (c.w4 << 2)),
                everyLane(c.w34 | (c.w4 << 1)),
                everyLane(c.w4),
                zero,
                zero,
                zero};
    }
    // The chain after lane `lane` of `from`, in every lane.
    U8I_FAST_TARGET static Chain after(const Chain &from, int lane)
    {
        const auto low = static_cast<u64>(2 * lane);
        const __m256i pick = everyLane(low | ((low + 1) << 32));
        return {_mm256_permutevar8x32_epi32(from.x2, pick),
                _mm256_permutevar8x32_epi32(from.x3, pick),
                _mm256_permutevar8x32_epi32(from.x4, pick),
                _mm256_permutevar8x32_epi32(from.x5, pick),
                _mm256_permutevar8x32_epi32(from.x6, pick),
                _mm256_permutevar8x32_epi32(from.unexpected, pick)};
    }
    // The chain after a chunk of the byte classes k2 k1 k0 (table K), whatever came before it
    // (only the last few bytes matter, and no lead reaches over a chunk); no unexpected bytes.
    U8I_FAST_TARGET static Chain ofChunk(u64 k2, u64 k1, u64 k0)
    {
        const u64 cont = k0 & ~(k2 | k1), lead = ~(k2 & k1 & k0);
        const u64 x6 = k2 & k1 & lead;
        const u64 x5 = (k2 & (k1 | k0) & lead) | (cont & (x6 << 1));
        const u64 x4 = (k2 & lead) | (cont & (x5 << 1));
        const u64 x3 = ((k2 | (k1 & k0)) & lead) | (cont & (x4 << 1));
        const u64 x2 = ((k2 | k1) & lead) | (cont & (x3 << 1));
        return {everyLane(x2), everyLane(x3), everyLane(x4),
                everyLane(x5), everyLane(x6), _mm256_setzero_si256()};
    }
};

// The second pass over 4 chunks from `i` on, one chunk in each 64-bit lane.
__attribute__((always_inline)) U8I_FAST_TARGET inline void examine4(const Batch &in, int i,
                                                                    Chain &chain, BatchResults &out)
{
    const __m256i k2 = load4(in.k2 + i), k1 = load4(in.k1 + i), k0 = load4(in.k0 + i);
    const __m256i c = andNot(k0, _mm256_or_si256(k2, k1));
    const __m256i after =
        andNot(load4(in.k0 + i + 1), _mm256_or_si256(load4(in.k2 + i + 1), load4(in.k1 + i + 1)));
    const __m256i ee = load4(in.ee + i), kinds = _mm256_andnot_si256(ee, load4(in.kinds + i));
    const __m256i geC0 = _mm256_or_si256(k2, k1),
                  geE0 = _mm256_or_si256(k2, _mm256_and_si256(k1, k0)), geF0 = k2,
                  geF8 = _mm256_and_si256(k2, _mm256_or_si256(k1, k0)),
                  geFC = _mm256_and_si256(k2, k1), geFE = _mm256_and_si256(geFC, k0);
    // A continuation byte is absorbed when a lead j bytes back declares more than j bytes and the
    // bytes between are continuation bytes (FE and FF are no leads).
    const __m256i x6 = andNot(geFC, geFE);
    const __m256i x5 = _mm256_or_si256(andNot(geF8, geFE), _mm256_and_si256(c, up1(x6, chain.x6)));
    const __m256i x4 = _mm256_or_si256(andNot(geF0, geFE), _mm256_and_si256(c, up1(x5, chain.x5)));
    const __m256i x3 = _mm256_or_si256(andNot(geE0, geFE), _mm256_and_si256(c, up1(x4, chain.x4)));
    const __m256i x2 = _mm256_or_si256(andNot(geC0, geFE), _mm256_and_si256(c, up1(x3, chain.x3)));
    const __m256i absorbed = _mm256_and_si256(c, up1(x2, chain.x2));
    const __m256i unexpected = andNot(c, absorbed);
    const __m256i runs = andNot(unexpected, up1(unexpected, chain.unexpected));
    chain = {x2, x3, x4, x5, x6, unexpected};

    // Leads whose second byte is a continuation byte and that show no error kind, by length.
    const __m256i cont1 = down<1>(c, after), cont2 = down<2>(c, after), cont3 = down<3>(c, after);
    const __m256i right = andNot(cont1, kinds);
    const __m256i good3 = _mm256_and_si256(right, andNot(geE0, geF0)),
                  good4 = _mm256_and_si256(right, andNot(geF0, geF8));
    const __m256i w2 = _mm256_and_si256(right, andNot(geC0, geE0));
    const __m256i w3 = _mm256_and_si256(good3, cont2);
    const __m256i w4 = _mm256_and_si256(good4, _mm256_and_si256(cont2, cont3));
    const __m256i w34 = _mm256_or_si256(w3, w4), w = _mm256_or_si256(w2, w34);
    // Truncated groups (a lead with a right second byte but too few continuation bytes) and the
    // continuation bytes they absorb: one (tk1), two (tk2).
    store4(out.tk1 + i, andNot(_mm256_or_si256(good3, good4), w34));
    store4(out.tk2 + i, _mm256_and_si256(good4, andNot(cont2, cont3)));
    store4(out.w2 + i, w2);
    store4(out.w3 + i, w3);
    store4(out.w4 + i, w4);
    store4(out.runs + i, runs);
    // Leads of truncated groups: no well-formed character, no 5- or 6-byte form, FE, FF, nor
    // error kind.
    store4(out.truncated + i, andNot(geC0, _mm256_or_si256(w, _mm256_or_si256(geF8, kinds))));
    store4(out.ge80 + i, _mm256_or_si256(c, geC0));
    store4(out.obsolete + i, andNot(geF8, geFE));
    store4(out.invalid + i, geFE);
    store4(out.kinds + i, kinds);
    // Every byte C0-FF that leads no well-formed character starts an ill-formed group.
    store4(out.groups + i, _mm256_or_si256(andNot(geC0, w), runs));
    store4(out.unexpected + i, unexpected);
    store4(out.candidates + i, _mm256_or_si256(_mm256_and_si256(w3, ee), w4));
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

U8I_FAST_TARGET inline bool allAscii(const std::uint8_t *p)
{
    return _mm256_movemask_epi8(_mm256_or_si256(load32(p), load32(p + 32))) == 0;
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

// The totals of a dense run, chunk by chunk.
struct RunTotals {
    Offset w2s = 0, w3s = 0, w4s = 0, tk = 0, runs = 0, truncated = 0, ge80 = 0, obsolete = 0,
           invalid = 0, kinds = 0;

    U8I_FAST_TARGET void add(const BatchResults &r, int i)
    {
        w2s += pop(r.w2[i]);
        w3s += pop(r.w3[i]);
        w4s += pop(r.w4[i]);
        tk += pop(r.tk1[i]) + pop(r.tk2[i]);
        runs += pop(r.runs[i]);
        truncated += pop(r.truncated[i]);
        ge80 += pop(r.ge80[i]);
        obsolete += pop(r.obsolete[i]);
        invalid += pop(r.invalid[i]);
        kinds += pop(r.kinds[i]);
    }
};

// Adds the totals of a dense run to `out`. `spillIn`, `spillInTruncated`: the bytes that the
// chunk before the run gave to it; `last` (`at`): the run's last chunk.
U8I_FAST_TARGET inline void addRun(const RunTotals &t, const Sums &sums, Offset bytes,
                                   Offset spillIn, Offset spillInTruncated,
                                   const BatchResults &last, int at, Counts &out)
{
    const u64 w34 = last.w3[at] | last.w4[at], w = last.w2[at] | w34;
    const Offset chars = t.w2s + t.w3s + t.w4s;
    const Offset continuations =
        t.w2s + 2 * t.w3s + 3 * t.w4s + spillIn - spillOfCharacters(w, w34, last.w4[at]);
    const Offset interiors = t.tk + spillInTruncated - spillOfTruncated(last.tk1[at], last.tk2[at]);
    out.bytes += bytes;
    out.ascii += bytes - t.ge80;
    out.seq2 += t.w2s;
    out.seq3 += t.w3s;
    out.seq4 += t.w4s;
    out.continuations += continuations;
    out.replacements += t.ge80 - chars - continuations - interiors;
    out.newlines += sums.lf;
    auto &diag = out.diagnostics;
    diag[static_cast<std::size_t>(ErrorKind::ObsoleteForm)] += t.obsolete;
    diag[static_cast<std::size_t>(ErrorKind::InvalidByte)] += t.invalid;
    diag[static_cast<std::size_t>(ErrorKind::Overlong)] +=
        t.kinds - sums.surrogate - sums.outOfRange;
    diag[static_cast<std::size_t>(ErrorKind::Surrogate)] += sums.surrogate;
    diag[static_cast<std::size_t>(ErrorKind::OutOfRange)] += sums.outOfRange;
    diag[static_cast<std::size_t>(ErrorKind::UnexpectedContinuation)] += t.runs;
    diag[static_cast<std::size_t>(ErrorKind::Truncated)] += t.truncated;
    out.notices[static_cast<std::size_t>(NoticeKind::Control)] += sums.controls;
    out.notices[static_cast<std::size_t>(NoticeKind::C1Control)] += sums.c1;
}

// The first and last ill-formed group among the groups of n chunks from `pos` on.
U8I_FAST_TARGET inline void noteGroups(const u64 *groups, int n, Offset pos, Counts &out)
{
    int last = n - 1;
    while (last >= 0 && groups[last] == 0)
        --last;
    if (last < 0)
        return;
    out.lastDiagnostic = pos + 64 * Offset(last) + highBit(groups[last]);
    if (out.firstDiagnostic == kNoOffset) {
        int first = 0;
        while (groups[first] == 0)
            ++first;
        out.firstDiagnostic = pos + 64 * Offset(first) + lowBit(groups[first]);
    }
}

// Counts whole chunks from `pos` on (pos >= 64) the dense way, while each batch ends with a chunk
// that has an ill-formed group, before a chunk that holds bytes 80-FF; `carry` describes the chunk
// before pos and receives the one before the returned position. `lastHadGroups`: whether that
// chunk started an ill-formed group. The classifier stores the masks of a chunk in a batch
// (classify<true> also counts what it counts in byte lanes) and gives the continuation bytes of
// one (cont); endBatch() after each batch, finish() gives its sums.
template <class Classifier>
__attribute__((noinline)) U8I_FAST_TARGET Offset denseRun(Bytes data, Offset pos, Offset stop,
                                                          Carry &carry, CarryIn carryIn,
                                                          Counts &out, bool &lastHadGroups)
{
    const std::uint8_t *d = data.data();
    Classifier classifier;
    Batch in;
    BatchResults r;
    r.w2[0] = r.w3[0] = r.w4[0] = r.tk1[0] = r.tk2[0] = r.groups[0] = r.unexpected[0] = 0;
    Chain chain{};
    if (carryIn == CarryIn::AfterClean) {
        // Every lead of the chunk before pos is well-formed.
        classifier.template classify<false>(d + pos - 64, in, 0);
        const u64 k2 = in.k2[0], k1 = in.k1[0], k0 = in.k0[0];
        carry = {};
        carry.w = k2 | k1;
        carry.w34 = k2 | (k1 & k0);
        carry.w4 = k2;
    }
    if (carryIn == CarryIn::Any) {
        // The chain after the chunk before pos: its masks alone give it (no lead reaches over a
        // chunk).
        classifier.template classify<false>(d + pos - 64, in, 0);
        chain = Chain::ofChunk(in.k2[0], in.k1[0], in.k0[0]);
    } else {
        chain = Chain::afterWellFormed(carry);
    }
    chain.unexpected = everyLane(carry.u);
    const Offset start = pos;
    // Chunks with pos + 128 <= size, before stop.
    const Offset end = std::min(stop, data.size() - 64);
    RunTotals totals;
    const Offset spillIn = spillOfCharacters(carry.w, carry.w34, carry.w4);
    const Offset spillInTruncated = spillOfTruncated(carry.tk1, carry.tk2);
    int last = 0;
    for (int batch = 1; end - pos >= 64; batch = std::min(2 * batch, kBatch)) {
        const int room = static_cast<int>(std::min<Offset>((end - pos) / 64, Offset(batch)));
        int n = 0;
        bool asciiNext = false;
        while (n < room && !asciiNext) {
            classifier.template classify<true>(d + pos + 64 * Offset(n), in, n);
            ++n;
            asciiNext = allAscii(d + pos + 64 * Offset(n));
        }
        in.clear(n, (n + 3) / 4 * 4);
        in.after(n, classifier.cont(d + pos + 64 * Offset(n)));
        classifier.endBatch();
        for (int i = 0; i < n; i += 4)
            examine4(in, i, chain, r);
        last = n - 1;
        if ((n & 3) != 0)
            chain = Chain::after(chain, last & 3);
        u64 candidates = 0;
        for (int i = 0; i < n; ++i) {
            totals.add(r, i);
            candidates |= r.candidates[i];
        }
        if (out.firstNotice == kNoOffset)
            for (int i = 0; i < n; ++i)
                firstNoticeIn(d + pos + 64 * Offset(i), pos + 64 * Offset(i), r.w2[i], out);
        if (candidates != 0)
            for (int i = 0; i < n; ++i)
                if (r.candidates[i] != 0)
                    candidatesIn(r.candidates[i], d + pos + 64 * Offset(i), pos + 64 * Offset(i),
                                 data, out);
        noteGroups(r.groups, n, pos, out);
        pos += 64 * Offset(n);
        if (asciiNext || r.groups[last] == 0)
            break;
    }
    carry.w = r.w2[last] | r.w3[last] | r.w4[last];
    carry.w34 = r.w3[last] | r.w4[last];
    carry.w4 = r.w4[last];
    carry.u = r.unexpected[last];
    carry.tk1 = r.tk1[last];
    carry.tk2 = r.tk2[last];
    lastHadGroups = r.groups[last] != 0;
    addRun(totals, classifier.finish(), pos - start, spillIn, spillInTruncated, r, last, out);
    return pos;
}

} // namespace dense

} // namespace
} // namespace u8i::fast
