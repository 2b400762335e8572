// The loop of the fast block summary over one block, for an instruction set `Isa` that provides:
//   static Raw raw(const std::uint8_t *p)       the masks of 64 bytes (simd_bitpath.h)
//   static Offset cleanRun(Bytes, Offset pos, Offset end, Counts &)
//       counts whole chunks from `pos` on as long as it can prove them valid and free of notices
//       (the chunk before `pos` has been counted exactly); returns where it stopped
//   static Offset validateRun(Bytes, Offset pos)
//       skips whole chunks from `pos` on as long as it can prove them valid; returns where it stopped
// Chunks that a clean run cannot prove go through processChunk, which is exact for any bytes.
// Included after simd_bitpath.h by one source file per instruction set.
#pragma once

#include "simd_bitpath.h"

#include <cstring>

namespace u8i::fast {
namespace {

U8I_FAST_TARGET inline const std::uint8_t *lastNewline(const std::uint8_t *from, const std::uint8_t *to)
{
#ifdef __GLIBC__
    return static_cast<const std::uint8_t *>(memrchr(from, '\n', static_cast<std::size_t>(to - from)));
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

    // Warm up on the chunk before the block: the carry needs its last few bytes' items.
    Raw prev = Isa::raw(chunkAt(data, pos - 64, buf));
    Raw cur = Isa::raw(chunkAt(data, pos, buf));
    Carry carry;
    (void)processChunk(Raw{}, prev, cur, carry, 0, 0, data, out);

    bool rolling = true; // prev, cur and carry describe the chunks around pos
    while (pos < stop) {
        if (!rolling) {
            // The clean run proved the chunk before pos valid through its end.
            prev = Isa::raw(chunkAt(data, pos - 64, buf));
            carry = carryAfterClean(prev);
            cur = Isa::raw(chunkAt(data, pos, buf));
            rolling = true;
        }
        const Raw next = Isa::raw(chunkAt(data, pos + 64, buf));
        const std::int64_t len = stop - pos < 64 ? stop - pos : 64;
        const u64 count = len == 64 ? ~u64{0} : (u64{1} << len) - 1;
        const u64 groups = processChunk(prev, cur, next, carry, count, static_cast<Offset>(pos), data, out);
        pos += len;
        prev = cur;
        cur = next;
        if (groups == 0 && pos < stop) {
            const auto after = static_cast<std::int64_t>(
                Isa::cleanRun(data, static_cast<Offset>(pos), end, out));
            if (after != pos) {
                pos = after;
                rolling = false;
            }
        }
    }

    // Chunks counted by the clean runs: every byte is ASCII, a lead or a continuation byte of a
    // well-formed character, and every lead starts a character.
    const Offset cleanAscii = out.cleanBytes - out.cleanGe80;
    out.roles[0] += cleanAscii;
    out.roles[1] += out.cleanGeC0;
    out.roles[2] += out.cleanGe80 - out.cleanGeC0;
    out.sequences[0] += cleanAscii;
    out.sequences[1] += out.cleanGeC0 - out.cleanGeE0;
    out.sequences[2] += out.cleanGeE0 - out.cleanGeF0;
    out.sequences[3] += out.cleanGeF0;
    out.units += cleanAscii + out.cleanGeC0;

    s.roles = out.roles;
    s.sequences = out.sequences;
    s.diagnostics = out.diagnostics;
    s.notices = out.notices;
    s.replacements = out.replacements;
    s.units = out.units;
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
            s.unitsAfterLastNewline = after < end ? summarizeWith<Isa>(data, after, end, false).units : 0;
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
