// The loop of the fast block summary over one block, for an instruction set `Isa` that provides:
//   static Raw raw(const std::uint8_t *p)       the masks of 64 bytes (simd_bitpath.h)
//   static Offset cleanRun(Bytes, Offset pos, Offset end, Counts &)
//       counts whole chunks from `pos` on as long as it can prove them valid and free of notices
//       (the chunk before `pos` has been counted exactly); returns where it stopped
//   static Offset validateRun(Bytes, Offset pos)
//       skips whole chunks from `pos` on as long as it can prove them valid; returns where it
//       stopped
// Chunks that a clean run cannot prove go through processChunk, which is exact for any bytes.
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

template <class Isa>
U8I_FAST_TARGET BlockSummary summarizeWith(Bytes data, Offset begin, Offset end, bool withColumn)
{
    BlockSummary s;
    if (end > data.size())
        end = data.size();
    if (begin >= end)
        return s;

    Counts out;
    alignas(64) std::uint8_t buf[64];
    auto pos = static_cast<std::int64_t>(begin);
    const auto stop = static_cast<std::int64_t>(end);

    // The masks of the chunks before, at and after pos, in a ring.
    Raw ring[3];
    int prev = 0, cur = 1, next = 2;
    // Warm up on the chunk before the block: the carry needs its last few bytes' items.
    ring[prev] = Isa::raw(chunkAt(data, pos - 64, buf));
    ring[cur] = Isa::raw(chunkAt(data, pos, buf));
    Carry carry;
    (void)processChunk<false>(Raw{}, ring[prev], ring[cur], carry, 0, 0, data, out);

    bool rolling = true; // the ring and the carry describe the chunks around pos
    while (pos < stop) {
        if (!rolling) {
            // The clean run proved the chunk before pos valid through its end.
            ring[prev] = Isa::raw(chunkAt(data, pos - 64, buf));
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
        const int old = prev;
        prev = cur;
        cur = next;
        next = old;
        if (groups == 0 && pos < stop) {
            const auto after =
                static_cast<std::int64_t>(Isa::cleanRun(data, static_cast<Offset>(pos), end, out));
            if (after != pos) {
                pos = after;
                rolling = false;
            }
        }
    }

    // Chunks counted by the clean runs: every byte is ASCII, a lead or a continuation byte of a
    // well-formed character, and every lead starts a character.
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
