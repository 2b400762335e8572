// The bit-parallel core of the fast block summary: one 64-byte chunk as 64-bit masks, one bit per
// byte, turned into roles, items, group kinds, replacement units and notices with shifts and ands.
// No branch depends on the data except the rare notice candidates, so error-dense input (binary)
// runs as fast as valid text through this path.
//
// Included by one source file per instruction set, each defining U8I_FAST_TARGET (a target
// attribute) first; everything here has internal linkage so that the copies never mix.
#pragma once

#include "u8i/scan/scan.h"
#include "u8i/utf8/item.h"

#include <array>
#include <cstdint>
#include <cstring>

#ifndef U8I_FAST_TARGET
#define U8I_FAST_TARGET
#endif

namespace u8i::fast {
namespace {

using u64 = std::uint64_t;

// Per byte class masks of one chunk (bit i = byte i). "geXX": byte >= 0xXX; "eXX": byte == 0xXX.
struct Raw {
    u64 ge80 = 0, geC0 = 0, geC2 = 0, geE0 = 0, geF0 = 0, geF5 = 0, geF8 = 0, geFC = 0, geFE = 0;
    u64 ge90 = 0, geA0 = 0;
    u64 eE0 = 0, eED = 0, eF0 = 0, eF4 = 0, eC2 = 0, eEEorEF = 0;
    u64 lf = 0;   // 0A
    u64 ctrl = 0; // ASCII controls that are notices: 00-08, 0B, 0C, 0E-1F, 7F
};

// Scalar reference for the masks; the SIMD versions must give the same.
U8I_FAST_TARGET inline Raw rawScalar(const std::uint8_t *p)
{
    Raw r;
    for (int i = 0; i < 64; ++i) {
        const unsigned b = p[i];
        const u64 bit = u64{1} << i;
        r.ge80 |= b >= 0x80 ? bit : 0;
        r.geC0 |= b >= 0xC0 ? bit : 0;
        r.geC2 |= b >= 0xC2 ? bit : 0;
        r.geE0 |= b >= 0xE0 ? bit : 0;
        r.geF0 |= b >= 0xF0 ? bit : 0;
        r.geF5 |= b >= 0xF5 ? bit : 0;
        r.geF8 |= b >= 0xF8 ? bit : 0;
        r.geFC |= b >= 0xFC ? bit : 0;
        r.geFE |= b >= 0xFE ? bit : 0;
        r.ge90 |= b >= 0x90 ? bit : 0;
        r.geA0 |= b >= 0xA0 ? bit : 0;
        r.eE0 |= b == 0xE0 ? bit : 0;
        r.eED |= b == 0xED ? bit : 0;
        r.eF0 |= b == 0xF0 ? bit : 0;
        r.eF4 |= b == 0xF4 ? bit : 0;
        r.eC2 |= b == 0xC2 ? bit : 0;
        r.eEEorEF |= (b == 0xEE || b == 0xEF) ? bit : 0;
        r.lf |= b == 0x0A ? bit : 0;
        const bool control = (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D) || b == 0x7F;
        r.ctrl |= control ? bit : 0;
    }
    return r;
}

// The masks from the 8 bit planes of a chunk (plane[k] bit i = bit k of byte i): the SIMD versions
// only extract the planes (a shift and a movemask each), the rest is scalar logic.
U8I_FAST_TARGET inline Raw rawFromPlanes(const u64 (&b)[8])
{
    Raw r;
    const u64 lowNibble0 = ~(b[3] | b[2] | b[1] | b[0]);
    r.ge80 = b[7];
    r.geC0 = b[7] & b[6];
    r.geE0 = r.geC0 & b[5];
    r.geF0 = r.geE0 & b[4];
    r.geF8 = r.geF0 & b[3];
    r.geFC = r.geF8 & b[2];
    r.geFE = r.geFC & b[1];
    r.geC2 = r.geC0 & (b[5] | b[4] | b[3] | b[2] | b[1]);
    r.geF5 = r.geF0 & (b[3] | (b[2] & (b[1] | b[0])));
    r.ge90 = b[7] & (b[6] | b[5] | b[4]);
    r.geA0 = b[7] & (b[6] | b[5]);
    r.eE0 = r.geE0 & ~b[4] & lowNibble0;
    r.eF0 = r.geF0 & lowNibble0;
    r.eED = r.geE0 & ~b[4] & b[3] & b[2] & ~b[1] & b[0];
    r.eF4 = r.geF0 & ~b[3] & b[2] & ~b[1] & ~b[0];
    r.eC2 = r.geC0 & ~b[5] & ~b[4] & ~b[3] & ~b[2] & b[1] & ~b[0];
    r.eEEorEF = r.geE0 & ~b[4] & b[3] & b[2] & b[1];
    const u64 below20 = ~(b[7] | b[6] | b[5]);
    const u64 below10 = below20 & ~b[4];
    r.lf = below10 & b[3] & ~b[2] & b[1] & ~b[0];
    const u64 tab = below10 & b[3] & ~b[2] & ~b[1] & b[0];
    const u64 cr = below10 & b[3] & b[2] & ~b[1] & b[0];
    const u64 del = ~b[7] & b[6] & b[5] & b[4] & b[3] & b[2] & b[1] & b[0];
    r.ctrl = (below20 & ~(r.lf | tab | cr)) | del;
    return r;
}

// The bits of the previous chunk that the next one needs (all masks of the previous chunk).
struct Carry {
    u64 w = 0;   // leads of well-formed characters
    u64 w34 = 0; // ... of 3 and 4 bytes
    u64 w4 = 0;  // ... of 4 bytes
    u64 u = 0;   // unexpected continuation bytes
    u64 tk1 = 0; // truncated leads followed by one absorbed continuation byte
    u64 tk2 = 0; // ... by two
};

// What a way that starts at a chunk knows of the carry: it describes the chunk before (Any), and
// that chunk started no ill-formed group (NoGroups); or that chunk was counted as ASCII or valid
// and the carry is not made (AfterClean).
enum class CarryIn { Any, NoGroups, AfterClean };

// The carry after a chunk known to be valid UTF-8 through its end (every lead well-formed).
U8I_FAST_TARGET inline Carry carryAfterClean(const Raw &r)
{
    Carry c;
    c.w = r.geC0;
    c.w34 = r.geE0;
    c.w4 = r.geF0;
    return c;
}

// The counts being built. Byte roles, sequences and units are derived at the end: Invalid bytes
// are the bytes counted that are nothing else; leads are the 2-, 3- and 4-byte sequences; units
// are ASCII, leads and replacement units.
struct Counts {
    Offset bytes = 0, ascii = 0, seq2 = 0, seq3 = 0, seq4 = 0, continuations = 0;
    std::array<Offset, kErrorKindCount> diagnostics{};
    std::array<Offset, kNoticeKindCount> notices{};
    Offset replacements = 0;
    Offset newlines = 0;
    Offset firstDiagnostic = kNoOffset;
    Offset lastDiagnostic = kNoOffset;
    Offset firstNotice = kNoOffset;

    // Bytes of chunks proven valid, counted with vector compares (see the clean runs).
    Offset cleanBytes = 0, cleanGe80 = 0, cleanGeC0 = 0, cleanGeE0 = 0, cleanGeF0 = 0;
};

U8I_FAST_TARGET inline Offset pop(u64 x)
{
    return static_cast<Offset>(__builtin_popcountll(x));
}
U8I_FAST_TARGET inline Offset lowBit(u64 x)
{
    return static_cast<Offset>(__builtin_ctzll(x));
}
U8I_FAST_TARGET inline Offset highBit(u64 x)
{
    return static_cast<Offset>(63 - __builtin_clzll(x));
}

// x shifted towards higher positions by j (1..5), the previous chunk's top bits coming in.
U8I_FAST_TARGET inline u64 shl(u64 cur, u64 prev, int j)
{
    return (cur << j) | (prev >> (64 - j));
}
// x shifted towards lower positions by j (1..3), the next chunk's bottom bits coming in.
U8I_FAST_TARGET inline u64 shr(u64 cur, u64 next, int j)
{
    return (cur >> j) | (next << (64 - j));
}

U8I_FAST_TARGET inline void noteNotice(Counts &out, NoticeKind kind, Offset at)
{
    ++out.notices[static_cast<std::size_t>(kind)];
    out.firstNotice = at < out.firstNotice ? at : out.firstNotice;
}

// The ASCII controls of a chunk that starts at `base`, counted in bulk (NUL included).
U8I_FAST_TARGET inline void countControls(u64 controls, Offset base, Counts &out)
{
    out.notices[static_cast<std::size_t>(NoticeKind::Control)] += pop(controls);
    const Offset at = controls != 0 ? base + lowBit(controls) : kNoOffset;
    out.firstNotice = at < out.firstNotice ? at : out.firstNotice;
}

// The rare notices of 3- and 4-byte characters (private use, noncharacters, U+FEFF, U+FFFD): the
// candidates are decoded and asked of noticeFor, so there is one definition of them.
U8I_FAST_TARGET inline void checkCandidates(u64 cand, Offset base, Bytes data, Counts &out)
{
    while (cand != 0) {
        const Offset at = base + lowBit(cand);
        cand &= cand - 1;
        const std::uint8_t *s = data.data() + at;
        char32_t cp = 0;
        if (s[0] < 0xF0)
            cp = (char32_t(s[0] & 0x0F) << 12) | (char32_t(s[1] & 0x3F) << 6) |
                 char32_t(s[2] & 0x3F);
        else
            cp = (char32_t(s[0] & 0x07) << 18) | (char32_t(s[1] & 0x3F) << 12) |
                 (char32_t(s[2] & 0x3F) << 6) | char32_t(s[3] & 0x3F);
        if (const auto kind = noticeFor(cp, at))
            noteNotice(out, *kind, at);
    }
}

// One chunk: p, r, n are the masks of the previous, this and the next chunk; `carry` holds the
// previous chunk's derived masks and receives this one's. Counts the bytes selected by `count`
// (all of them when `full`; a chunk of the block may be partial; count == 0 only updates the
// carry). Returns the starts of the ill-formed groups counted.
template <bool full>
U8I_FAST_TARGET inline u64 processChunk(const Raw &p, const Raw &r, const Raw &n, Carry &carry,
                                        u64 partialCount, Offset base, Bytes data, Counts &out)
{
    const u64 count = full ? ~u64{0} : partialCount;
    const u64 cont = r.ge80 & ~r.geC0, contP = p.ge80 & ~p.geC0, contN = n.ge80 & ~n.geC0;
    // Leads by declared length (FE and FF are no leads).
    const u64 lge2 = r.geC0 & ~r.geFE, lge2P = p.geC0 & ~p.geFE;
    const u64 lge3 = r.geE0 & ~r.geFE, lge3P = p.geE0 & ~p.geFE;
    const u64 lge4 = r.geF0 & ~r.geFE, lge4P = p.geF0 & ~p.geFE;
    const u64 lge5 = r.geF8 & ~r.geFE, lge5P = p.geF8 & ~p.geFE;
    const u64 l6 = r.geFC & ~r.geFE, l6P = p.geFC & ~p.geFE;

    // A continuation byte is absorbed when a lead j bytes back declares more than j bytes and the
    // bytes between are continuation bytes; otherwise it is an unexpected continuation byte.
    const u64 run2 = cont & shl(cont, contP, 1);
    const u64 run3 = run2 & shl(cont, contP, 2);
    const u64 run4 = run3 & shl(cont, contP, 3);
    const u64 run5 = run4 & shl(cont, contP, 4);
    const u64 absorbed = (cont & shl(lge2, lge2P, 1)) | (run2 & shl(lge3, lge3P, 2)) |
                         (run3 & shl(lge4, lge4P, 3)) | (run4 & shl(lge5, lge5P, 4)) |
                         (run5 & shl(l6, l6P, 5));
    const u64 unexpected = cont & ~absorbed;
    const u64 runStart = unexpected & ~((unexpected << 1) | (carry.u >> 63));

    // Continuation bytes following each position (looking into the next chunk).
    const u64 k1 = shr(cont, contN, 1);
    const u64 k2 = k1 & shr(cont, contN, 2);
    const u64 k3 = k2 & shr(cont, contN, 3);
    const u64 secondLow = shr(cont & ~r.geA0, contN & ~n.geA0, 1); // next byte 80-9F
    const u64 secondHigh = shr(cont & r.geA0, contN & n.geA0, 1);  // next byte A0-BF
    const u64 second8x = shr(cont & ~r.ge90, contN & ~n.ge90, 1);  // next byte 80-8F
    const u64 second9xBx = shr(cont & r.ge90, contN & n.ge90, 1);  // next byte 90-BF

    const u64 lead2 = r.geC0 & ~r.geE0, lead3 = r.geE0 & ~r.geF0, lead4 = r.geF0 & ~r.geF8;
    const u64 badE0 = r.eE0 & secondLow;  // overlong
    const u64 badED = r.eED & secondHigh; // surrogate
    const u64 badF0 = r.eF0 & second8x;   // overlong
    const u64 badF4 = r.eF4 & second9xBx; // above U+10FFFF
    const u64 w2 = r.geC2 & ~r.geE0 & k1;
    const u64 w3 = lead3 & k2 & ~(badE0 | badED);
    const u64 w4 = lead4 & ~r.geF5 & k3 & ~(badF0 | badF4);
    const u64 w = w2 | w3 | w4, w34 = w3 | w4;

    const u64 overlong = (r.geC0 & ~r.geC2) | badE0 | badF0;
    const u64 surrogate = badED;
    const u64 outOfRange = (lead4 & r.geF5) | badF4;
    const u64 obsolete = r.geF8 & ~r.geFE;
    const u64 invalidByte = r.geFE;
    const u64 truncated = (lead2 | lead3 | lead4) & ~w & ~overlong & ~surrogate & ~outOfRange;

    const u64 wellFormedCont = shl(w, carry.w, 1) | shl(w34, carry.w34, 2) | shl(w4, carry.w4, 3);
    const u64 tk1 = truncated & k1, tk2 = truncated & k2;
    // A truncated group is one maximal subpart: its continuation bytes start no unit.
    const u64 truncatedInterior = shl(tk1, carry.tk1, 1) | shl(tk2, carry.tk2, 2);

    carry.w = w;
    carry.w34 = w34;
    carry.w4 = w4;
    carry.u = unexpected;
    carry.tk1 = tk1;
    carry.tk2 = tk2;
    if (count == 0)
        return 0;

    const u64 ascii = ~r.ge80 & count;
    const u64 invalid = ~(~r.ge80 | w | wellFormedCont) & count;
    const u64 unitStarts = invalid & ~truncatedInterior;
    out.bytes += pop(count);
    out.ascii += pop(ascii);
    out.seq2 += pop(w2 & count);
    out.seq3 += pop(w3 & count);
    out.seq4 += pop(w4 & count);
    out.continuations += pop(wellFormedCont & count);
    out.replacements += pop(unitStarts);
    out.newlines += pop(r.lf & count);

    const u64 groups =
        (obsolete | invalidByte | overlong | surrogate | outOfRange | truncated | runStart) & count;
    if (groups != 0) {
        out.diagnostics[static_cast<std::size_t>(ErrorKind::ObsoleteForm)] += pop(obsolete & count);
        out.diagnostics[static_cast<std::size_t>(ErrorKind::InvalidByte)] +=
            pop(invalidByte & count);
        out.diagnostics[static_cast<std::size_t>(ErrorKind::Overlong)] += pop(overlong & count);
        out.diagnostics[static_cast<std::size_t>(ErrorKind::Surrogate)] += pop(surrogate & count);
        out.diagnostics[static_cast<std::size_t>(ErrorKind::OutOfRange)] += pop(outOfRange & count);
        out.diagnostics[static_cast<std::size_t>(ErrorKind::Truncated)] += pop(truncated & count);
        out.diagnostics[static_cast<std::size_t>(ErrorKind::UnexpectedContinuation)] +=
            pop(runStart & count);
        if (out.firstDiagnostic == kNoOffset)
            out.firstDiagnostic = base + lowBit(groups);
        out.lastDiagnostic = base + highBit(groups);
    }

    // Notices: ASCII controls and C1 controls (C2 80-9F) by count; the rest by candidates.
    const u64 controls = r.ctrl & count;
    const u64 c1 = w2 & r.eC2 & secondLow & count;
    const u64 candidates = ((w3 & r.eEEorEF) | w4) & count;
    // Chunks come in order, so the minimum with an earlier chunk's first notice keeps that one.
    if (controls != 0) {
        out.notices[static_cast<std::size_t>(NoticeKind::Control)] += pop(controls);
        const Offset at = base + lowBit(controls);
        out.firstNotice = at < out.firstNotice ? at : out.firstNotice;
    }
    if (c1 != 0) {
        out.notices[static_cast<std::size_t>(NoticeKind::C1Control)] += pop(c1);
        const Offset at = base + lowBit(c1);
        out.firstNotice = at < out.firstNotice ? at : out.firstNotice;
    }
    if (candidates != 0)
        checkCandidates(candidates, base, data, out);
    return groups;
}

// 64 bytes starting at `pos` (which may lie before 0 or run past the data): a pointer into the
// data when they are all inside it, else a copy in `buf` padded with zero bytes. Zero bytes are
// ASCII: before offset 0 and after the end there is no lead to absorb anything.
U8I_FAST_TARGET inline const std::uint8_t *chunkAt(Bytes data, std::int64_t pos, std::uint8_t *buf)
{
    const auto size = static_cast<std::int64_t>(data.size());
    if (pos >= 0 && pos + 64 <= size)
        return data.data() + pos;
    std::memset(buf, 0, 64);
    const std::int64_t from = pos < 0 ? 0 : pos;
    const std::int64_t to = pos + 64 < size ? pos + 64 : size;
    if (to > from)
        std::memcpy(buf + (from - pos), data.data() + from, static_cast<std::size_t>(to - from));
    return buf;
}

} // namespace
} // namespace u8i::fast
