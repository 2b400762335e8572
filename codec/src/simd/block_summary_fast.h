// The fast block summary: the same BlockSummary as summarizeBlockReference, computed 64 bytes at a
// time. Private to the codec (and its tests and benchmark).
//
// How it works (see simd_bitpath.h and simd_driver.h): every 64-byte chunk becomes a set of 64-bit
// masks (one bit per byte: "is a continuation byte", "is a lead of length >= 3", ...), and byte
// roles, item starts, well-formed characters, group kinds and replacement units are computed from
// those masks with shifts and ands, branch-free, however many errors the chunk holds. Chunks of
// valid text skip even that: a lookup-table validator proves them clean and vector compares count
// their bytes (AVX2), and pure ASCII is counted a chunk at a time (every instruction set). Runs of
// chunks with errors (binary data) take the dense way on AVX2 and AVX-512 (simd_dense.h): byte
// classes from nibble tables in byte lanes, with the next bytes loaded unaligned.
#pragma once

#include "scan/block_summary_reference.h"
#include "u8i/scan/scan.h"
#include "u8i/simd/isa.h"

namespace u8i {

// Exactly summarizeBlockReference(data, begin, end), on the fastest instruction set this CPU has.
[[nodiscard]] BlockSummary summarizeBlockFast(Bytes data, Offset begin, Offset end);

// Validation only: the offset of the first ill-formed group, or data.size() when there is none.
[[nodiscard]] Offset validateFast(Bytes data);

namespace fast {

// The implementations are those of the registry (u8i/simd/isa.h); simd::active() runs.
using simd::Isa;

// The same on a chosen instruction set (tests compare every one of them with the reference).
[[nodiscard]] BlockSummary summarizeBlock(Isa isa, Bytes data, Offset begin, Offset end);
[[nodiscard]] Offset validate(Isa isa, Bytes data);

// One implementation per instruction set (block_summary_fast_<isa>.cpp).
[[nodiscard]] BlockSummary summarizeScalar(Bytes data, Offset begin, Offset end);
[[nodiscard]] Offset validateScalar(Bytes data);
#if defined(__x86_64__) || defined(__i386__)
[[nodiscard]] BlockSummary summarizeSse2(Bytes data, Offset begin, Offset end);
[[nodiscard]] Offset validateSse2(Bytes data);
[[nodiscard]] BlockSummary summarizeAvx2(Bytes data, Offset begin, Offset end);
[[nodiscard]] Offset validateAvx2(Bytes data);
[[nodiscard]] BlockSummary summarizeAvx512(Bytes data, Offset begin, Offset end);
[[nodiscard]] Offset validateAvx512(Bytes data);
#endif

} // namespace fast
} // namespace u8i
