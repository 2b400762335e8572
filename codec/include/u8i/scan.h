// The whole-buffer scan: one summary per 64 KiB block, computed in chunks over several threads.
// The summaries feed the overview, the statistics, next/previous diagnostic and offset <-> line.
//
// Attribution, so that every block's summary depends only on the data, never on the threads:
// byte roles, replacement units, characters and newlines count where their byte lies; a
// character's sequence length and a group's kind count in the block where it starts.
#pragma once

#include "u8i/types.h"

#include <array>
#include <atomic>
#include <functional>
#include <vector>

namespace u8i {

inline constexpr Offset kBlockSize = 64 * 1024;

inline constexpr Offset kNoOffset = ~Offset{0};

struct BlockSummary {
    std::array<Offset, 4> roles{};           // bytes per ByteRole
    std::array<Offset, 4> sequences{};       // well-formed characters of 1, 2, 3, 4 bytes starting here
    std::array<Offset, kErrorKindCount> diagnostics{}; // groups by ErrorKind starting here
    std::array<Offset, kNoticeKindCount> notices{};    // notices by NoticeKind starting here
    Offset replacements = 0;                 // replacement units starting here
    Offset units = 0;                        // characters + replacement units starting here
    Offset newlines = 0;                     // LF bytes
    Offset unitsAfterLastNewline = 0;        // units after the last LF (all units when no LF)
    Offset firstDiagnostic = kNoOffset;      // offset of the first group starting here
    Offset lastDiagnostic = kNoOffset;       // offset of the last group starting here
    Offset firstNotice = kNoOffset;

    [[nodiscard]] Offset diagnosticCount() const;
    [[nodiscard]] Offset noticeCount() const;
    bool operator==(const BlockSummary &) const = default;
};

// The summary of one block [begin, end): exact, whatever the neighbouring blocks hold.
[[nodiscard]] BlockSummary summarizeBlock(Bytes data, Offset begin, Offset end);

// The same, computed one byte at a time from decodeItemAt: the reference the fast path is tested
// against, and the baseline in the benchmark.
[[nodiscard]] BlockSummary summarizeBlockReference(Bytes data, Offset begin, Offset end);

struct ScanOptions {
    unsigned threads = 0; // 0: one per core
    // Called now and then from worker threads with the bytes done so far.
    std::function<void(Offset done, Offset total)> progress;
    // Set to true from any thread to stop; the result is then marked cancelled.
    const std::atomic<bool> *cancel = nullptr;
    // Called from worker threads when the scan is done with [begin, end), so that the owner of
    // the memory may release it (madvise), keeping resident memory bounded on huge files.
    std::function<void(Offset begin, Offset end)> released;
};

struct Totals {
    Offset bytes = 0;
    std::array<Offset, 4> roles{};
    std::array<Offset, 4> sequences{};
    std::array<Offset, kErrorKindCount> diagnostics{};
    std::array<Offset, kNoticeKindCount> notices{};
    Offset replacements = 0;
    Offset units = 0;
    Offset newlines = 0;

    [[nodiscard]] Offset characters() const; // well-formed characters
    [[nodiscard]] Offset diagnosticCount() const;
    [[nodiscard]] Offset noticeCount() const;
    [[nodiscard]] bool valid() const { return diagnosticCount() == 0; }
};

struct LineColumn {
    Offset line = 1;   // 1-based
    Offset column = 1; // 1-based, in characters (a character or one replacement unit)
};

// The summaries of a whole buffer, with the prefix sums that answer position questions fast.
class ScanIndex {
public:
    ScanIndex() = default;
    ScanIndex(Offset size, std::vector<BlockSummary> blocks);

    [[nodiscard]] Offset size() const { return m_size; }
    [[nodiscard]] const std::vector<BlockSummary> &blocks() const { return m_blocks; }
    [[nodiscard]] const Totals &totals() const { return m_totals; }

    // Line and column of the character or unit that contains `offset` (offset <= size()).
    [[nodiscard]] LineColumn lineColumnAt(Bytes data, Offset offset) const;
    // Offset of the first byte of a line (1-based); size() when past the end.
    [[nodiscard]] Offset offsetOfLine(Bytes data, Offset line) const;

    // The first ill-formed group starting after `offset` (strictly), or kNoOffset.
    [[nodiscard]] Offset nextDiagnostic(Bytes data, Offset offset) const;
    // The last ill-formed group starting before `offset` (strictly), or kNoOffset.
    [[nodiscard]] Offset previousDiagnostic(Bytes data, Offset offset) const;

private:
    Offset m_size = 0;
    std::vector<BlockSummary> m_blocks;
    std::vector<Offset> m_linesBefore;   // newlines before each block
    std::vector<Offset> m_columnBefore;  // units since the last LF before each block
    std::vector<Offset> m_blocksWithDiagnostics; // indices of blocks where a group starts
    Totals m_totals;
};

struct ScanResult {
    ScanIndex index;
    bool cancelled = false;
};

// Scans the whole buffer. With cancel set midway, returns with cancelled = true and an empty index.
[[nodiscard]] ScanResult scan(Bytes data, const ScanOptions &options = {});

} // namespace u8i
