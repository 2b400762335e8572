// The loop of the fast block summary over one block, 64-byte chunk by chunk, for an instruction
// set `Isa` that provides:
//   using Chunk                                   64 bytes in registers
//   static Chunk load(const std::uint8_t *p)
//   static u64 nonAscii(const Chunk &)            the bytes >= 0x80, one bit per byte
//   static u64 controls(const Chunk &)            the ASCII controls that are notices (NUL too)
//   struct Lanes                                  counters of ASCII and valid chunks:
//       ascii(const Chunk &)                      counts the line feeds of an ASCII chunk
//       valid(const Chunk &)                      counts the byte classes (bytes >= 80, C0, E0,
//                                                 F0) and line feeds of a valid chunk
//       round(Counts &), flush(Counts &)          after each chunk, at the end
//   static constexpr bool kValidates              whether valid() and examine() exist
//   static u64 examine(const Chunk &cur, const Chunk &prev)
//       the bytes of cur that show an error, or may belong to a notice (an ASCII control too),
//       judged with the 3 bytes before cur (the lookup-table validator)
//   static Raw raw(const std::uint8_t *p)         the masks of 64 bytes (simd_bitpath.h)
//   static constexpr bool kDense;
//   static Offset dense(data, pos, stop, carry, CarryIn, out, lastHadGroups)
//       the dense way from pos on (simd_dense.h), or pos when there is none
//   static Offset validateRun(Bytes, Offset pos)
//       skips whole chunks from `pos` on as long as it can prove them valid; returns where it
//       stopped
// Each chunk takes the cheapest of four exact ways, chosen by two tests and no restart:
//   ASCII       every byte is a character of its own, whatever came before;
//   valid       the validator shows nothing in the chunk nor in the 3 bytes after it, and no group
//               started in the chunk before: byte classes give the roles and sequences;
//   dense       (kDense: AVX2, AVX-512) whole chunks with errors, in runs (simd_dense.h);
//   bit-parallel processChunk, exact for any bytes (the block edges; every chunk with errors on
//               the instruction sets without the dense way).
// Included after simd_bitpath.h by one source file per instruction set.
#pragma once

#include "simd/simd_bitpath.h"

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

// Counts whole chunks from `pos` on as long as each is ASCII (controls counted by mask), or valid
// (the validator shows no error nor notice, ASCII controls included, in it nor in the 3 bytes
// after it, and no group started in the chunk before: at first `prevClean` says whether one did);
// returns where it stopped. A loop of its own, so that its
// counters stay in registers.
template <class Isa>
__attribute__((noinline)) U8I_FAST_TARGET Offset cleanRun(Bytes data, Offset pos, Offset stop,
                                                          bool prevClean, Counts &out)
{
    const std::uint8_t *d = data.data();
    const Offset start = pos;
    typename Isa::Lanes lanes;
    u64 aheadBad = 0;
    bool aheadKnown = false;
    while (stop - pos >= 64 && pos + 128 <= data.size()) {
        const typename Isa::Chunk v = Isa::load(d + pos);
        if (Isa::nonAscii(v) == 0) {
            lanes.ascii(v);
            if (const u64 controls = Isa::controls(v))
                countControls(controls, pos, out);
            aheadKnown = false;
        } else {
            if constexpr (Isa::kValidates) {
                if (!prevClean)
                    break;
                const u64 bad = aheadKnown ? aheadBad : Isa::examine(v, Isa::load(d + pos - 64));
                aheadBad = Isa::examine(Isa::load(d + pos + 64), v);
                aheadKnown = true;
                if ((bad | (aheadBad & 7)) != 0)
                    break;
                lanes.valid(v);
            } else {
                break;
            }
        }
        lanes.round(out);
        prevClean = true;
        pos += 64;
    }
    if (pos != start) {
        lanes.flush(out);
        out.cleanBytes += pos - start;
    }
    return pos;
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

    bool rolling = true;    // the ring describes the chunks around pos
    bool carried = true;    // the carry describes the chunk before pos
    bool prevClean = false; // no group started in the chunk before pos (unknown at first)
    while (pos < stop) {
        if (pos >= 64 && stop - pos >= 64 && pos + 128 <= size &&
            ((Isa::kValidates && prevClean) || Isa::nonAscii(Isa::load(d + pos)) == 0)) {
            const auto after = static_cast<std::int64_t>(cleanRun<Isa>(
                data, static_cast<Offset>(pos), static_cast<Offset>(stop), prevClean, out));
            if (after != pos) {
                // Counted exactly: every lead in the chunk before `after` is well-formed.
                pos = after;
                prevClean = true;
                rolling = carried = false;
                continue;
            }
        }
        if constexpr (Isa::kDense) {
            // Not the block's first chunk: the ring made for the carry serves the bit-parallel
            // way there, and a block of text then goes on as valid chunks.
            if (pos != static_cast<std::int64_t>(begin) && pos >= 64 && stop - pos >= 64 &&
                pos + 128 <= size) {
                // Whole chunks with errors: the dense way, exact per position; it makes the carry
                // (after a clean chunk when there is none) and leaves the ring to be made anew.
                const CarryIn in = !carried    ? CarryIn::AfterClean
                                   : prevClean ? CarryIn::NoGroups
                                               : CarryIn::Any;
                bool hadGroups = false;
                pos = static_cast<std::int64_t>(Isa::dense(data, static_cast<Offset>(pos),
                                                           static_cast<Offset>(stop), carry, in,
                                                           out, hadGroups));
                prevClean = !hadGroups;
                rolling = false;
                carried = true;
                continue;
            }
        }
        if (!rolling) {
            ring[prev] = Isa::raw(d + pos - 64);
            ring[cur] = Isa::raw(chunkAt(data, pos, buf));
            rolling = true;
        }
        if (!carried) {
            // The chunk before pos was counted as ASCII or valid: every lead in it is well-formed.
            carry = carryAfterClean(ring[prev]);
            carried = true;
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
