// The loop of the fast block summary over one block, 64-byte chunk by chunk, for an instruction
// set `Isa` that provides:
//   using Chunk                                   64 bytes in registers
//   static Chunk load(const std::uint8_t *p)
//   static u64 nonAscii(const Chunk &)            the bytes >= 0x80, one bit per byte
//   static void countAscii(const Chunk &, Offset base, Counts &)
//       counts a chunk of ASCII: its bytes, line feeds and controls (whatever came before it)
//   static constexpr bool kValidates              whether the next two exist
//   static u64 examine(const Chunk &cur, const Chunk &prev)
//       the bytes of cur that show an error, or may belong to a notice other than an ASCII
//       control, judged with the 3 bytes before cur (the lookup-table validator)
//   static void countValid(const Chunk &, Offset base, Counts &)
//       counts a chunk proven valid and free of such notices by its byte classes
//   static Raw raw(const std::uint8_t *p)         the masks of 64 bytes (simd_bitpath.h)
//   static Offset validateRun(Bytes, Offset pos)
//       skips whole chunks from `pos` on as long as it can prove them valid; returns where it
//       stopped
// Each chunk takes the cheapest of three exact ways, chosen by two tests and no restart:
//   ASCII       every byte is a character of its own, whatever came before;
//   valid       the validator shows nothing in the chunk nor in the 3 bytes after it, and no group
//               started in the chunk before: byte classes give the roles and sequences;
//   bit-parallel processChunk, exact for any bytes (errors, rare notices, block edges).
// Included after simd_bitpath.h by one source file per instruction set.
#pragma once

#include "simd_bitpath.h"

#include <cstring>

namespace u8i::fast {
namespace {

U8I_FAST_TARGET inline const std::uint8_t *lastNewline(const std::uint8_t *from,
                                                       const std::uint8_t *to)
{
#ifdef __GLIBC__
    return static_cast<const std::uint8_t *>(
        memrchr(from, '\n', static_cast<std::size_t>(to - from)));
#else
    for (const std::uint8_t *p = to; p != from; --p)
        if (p[-1] == '\n')
            return p - 1;
    return nullptr;
#endif
}

// The counts of the chunks by chunk kind, turned into a summary (every byte of a chunk counted as
// ASCII or valid is ASCII, a lead or a continuation byte of a well-formed character, and every
// lead there starts one).
U8I_FAST_TARGET inline BlockSummary summaryOf(const Counts &out)
{
    BlockSummary s;
    const Offset ascii = out.ascii + out.cleanBytes - out.cleanGe80;
    const Offset seq2 = out.seq2 + out.cleanGeC0 - out.cleanGeE0;
    const Offset seq3 = out.seq3 + out.cleanGeE0 - out.cleanGeF0;
    const Offset seq4 = out.seq4 + out.cleanGeF0;
    const Offset leads = seq2 + seq3 + seq4;
    const Offset continuations = out.continuations + out.cleanGe80 - out.cleanGeC0;
    s.roles = {ascii, leads, continuations,
               out.bytes + out.cleanBytes - ascii - leads - continuations};
    s.sequences = {ascii, seq2, seq3, seq4};
    s.diagnostics = out.diagnostics;
    s.notices = out.notices;
    s.replacements = out.replacements;
    s.units = ascii + leads + out.replacements;
    s.newlines = out.newlines;
    s.firstDiagnostic = out.firstDiagnostic;
    s.lastDiagnostic = out.lastDiagnostic;
    s.firstNotice = out.firstNotice;
    return s;
}

template <class Isa>
U8I_FAST_TARGET BlockSummary summarizeWith(Bytes data, Offset begin, Offset end, bool withColumn)
{
    if (end > data.size())
        end = data.size();
    if (begin >= end)
        return {};

    Counts out;
    alignas(64) std::uint8_t buf[64];
    const std::uint8_t *d = data.data();
    const auto size = static_cast<std::int64_t>(data.size());
    auto pos = static_cast<std::int64_t>(begin);
    const auto stop = static_cast<std::int64_t>(end);

    // The masks of the chunks before, at and after pos, in a ring, for the bit-parallel way.
    Raw ring[3];
    int prev = 0, cur = 1, next = 2;
    // Warm up on the chunk before the block: the carry needs its last few bytes' items.
    ring[prev] = Isa::raw(chunkAt(data, pos - 64, buf));
    ring[cur] = Isa::raw(chunkAt(data, pos, buf));
    Carry carry;
    (void)processChunk<false>(Raw{}, ring[prev], ring[cur], carry, 0, 0, data, out);

    bool rolling = true;       // the ring and the carry describe the chunks around pos
    bool prevClean = false;    // no group started in the chunk before pos (unknown at first)
    std::int64_t aheadAt = -1; // where aheadBad, the validator's verdict on a chunk, belongs
    u64 aheadBad = 0;
    while (pos < stop) {
        if (pos >= 64 && stop - pos >= 64 && pos + 128 <= size) {
            const std::uint8_t *p = d + pos;
            const typename Isa::Chunk v = Isa::load(p);
            if (Isa::nonAscii(v) == 0) {
                Isa::countAscii(v, static_cast<Offset>(pos), out);
                prevClean = true;
                rolling = false;
                pos += 64;
                continue;
            }
            if constexpr (Isa::kValidates) {
                if (prevClean) {
                    const u64 bad = aheadAt == pos ? aheadBad : Isa::examine(v, Isa::load(p - 64));
                    aheadBad = Isa::examine(Isa::load(p + 64), v);
                    aheadAt = pos + 64;
                    if ((bad | (aheadBad & 7)) == 0) {
                        Isa::countValid(v, static_cast<Offset>(pos), out);
                        rolling = false;
                        pos += 64;
                        continue;
                    }
                }
            }
        }
        if (!rolling) {
            // The chunk before pos was counted as ASCII or valid: every lead in it is well-formed.
            ring[prev] = Isa::raw(d + pos - 64);
            carry = carryAfterClean(ring[prev]);
            ring[cur] = Isa::raw(chunkAt(data, pos, buf));
            rolling = true;
        }
        ring[next] = Isa::raw(chunkAt(data, pos + 64, buf));
        u64 groups = 0;
        if (stop - pos >= 64) {
            groups = processChunk<true>(ring[prev], ring[cur], ring[next], carry, 0,
                                        static_cast<Offset>(pos), data, out);
            pos += 64;
        } else {
            const u64 count = (u64{1} << (stop - pos)) - 1;
            groups = processChunk<false>(ring[prev], ring[cur], ring[next], carry, count,
                                         static_cast<Offset>(pos), data, out);
            pos = stop;
        }
        prevClean = groups == 0;
        const int old = prev;
        prev = cur;
        cur = next;
        next = old;
    }

    BlockSummary s = summaryOf(out);
    if (withColumn) {
        // Units after the last LF: an LF is a whole item, so the rest of the block is a range
        // that starts at an item start; summarize it alone.
        if (s.newlines == 0) {
            s.unitsAfterLastNewline = s.units;
        } else {
            const std::uint8_t *lf = lastNewline(data.data() + begin, data.data() + end);
            const auto after = static_cast<Offset>(lf - data.data()) + 1;
            s.unitsAfterLastNewline =
                after < end ? summarizeWith<Isa>(data, after, end, false).units : 0;
        }
    }
    return s;
}

template <class Isa> U8I_FAST_TARGET Offset validateWith(Bytes data)
{
    const Offset size = data.size();
    Offset pos = 0;
    while (pos < size) {
        pos = Isa::validateRun(data, pos);
        if (pos >= size)
            break;
        const Offset to = size - pos < 64 ? size : pos + 64;
        const BlockSummary s = summarizeWith<Isa>(data, pos, to, false);
        if (s.firstDiagnostic != kNoOffset)
            return s.firstDiagnostic;
        pos = to;
    }
    return size;
}

} // namespace
} // namespace u8i::fast
