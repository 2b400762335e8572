// The index of a scanned buffer: a few MB for a 100 GB file, and exact in every answer.
//
// It keeps
//   - per 64 KiB block, one byte: how many ill-formed groups start there (up to
//     kBlockDiagnosticsCap) and whether a notice starts there;
//   - per 1 MiB super-block, the newlines before it and the column its first unit starts at;
//   - for the super-blocks where groups start, their counts by kind and where each block's first
//     group lies (a sparse list);
//   - the overview: ill-formed and non-ASCII bytes in at most kOverviewSegments equal segments;
//   - the totals of the whole buffer.
// That is 2 bytes per block, plus 72 bytes per super-block that holds diagnostics, plus at most
// 256 KiB for the overview. Finer questions (line and column of an offset, the offset of a line,
// the next or previous diagnostic, a block's whole summary) summarize at most one super-block of
// the data again (about 0.25 ms); the caller passes the data, which the index never owns.
#pragma once

#include "u8i/scan/block_summary.h"
#include "u8i/utf8/utf8_rules.h"

#include <optional>
#include <vector>

namespace u8i {

inline constexpr Offset kBlocksPerSuperBlock = 16;
inline constexpr Offset kSuperBlockSize = kBlocksPerSuperBlock * kBlockSize; // 1 MiB
inline constexpr Offset kOverviewSegments = 16384;

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
    bool operator==(const Totals &) const = default;
};

// A block's count of the ill-formed groups starting in it stops here: the count then means "this
// many or more".
inline constexpr Offset kBlockDiagnosticsCap = 127;

// Per super-block where groups start: their counts by kind and each block's first group
// (scan_index_internal.h).
struct SuperBlockDiagnostics;

// Where the buffer holds ill-formed bytes and non-ASCII text, at a resolution that does not grow
// with its size: segment i covers [i * segmentSize, (i + 1) * segmentSize).
struct Overview {
    struct Segment {
        Offset invalid = 0;  // bytes of ill-formed groups
        Offset nonAscii = 0; // lead and continuation bytes of well-formed characters
        bool operator==(const Segment &) const = default;
    };
    Offset segmentSize = 1; // a power of two; segments.size() <= kOverviewSegments
    std::vector<Segment> segments;
    bool operator==(const Overview &) const = default;
};

// The smallest power of two that cuts `size` bytes into at most kOverviewSegments segments.
[[nodiscard]] Offset overviewSegmentSize(Offset size);

class ScanIndex {
  public:
    ScanIndex();
    ~ScanIndex();
    ScanIndex(const ScanIndex &);
    ScanIndex(ScanIndex &&) noexcept;
    ScanIndex &operator=(const ScanIndex &);
    ScanIndex &operator=(ScanIndex &&) noexcept;

    [[nodiscard]] Offset size() const { return m_size; }
    [[nodiscard]] const Totals &totals() const { return m_totals; }

    // The 64 KiB blocks: ceil(size() / kBlockSize) of them.
    [[nodiscard]] Offset blockCount() const { return m_marks.size(); }
    // Ill-formed groups starting in block `block` (< blockCount()), at most kBlockDiagnosticsCap.
    [[nodiscard]] Offset diagnosticsInBlock(Offset block) const;
    // Whether a notice starts in block `block` (< blockCount()).
    [[nodiscard]] bool hasNoticesInBlock(Offset block) const;
    [[nodiscard]] Offset superBlockCount() const
    {
        return (m_size + kSuperBlockSize - 1) / kSuperBlockSize;
    }
    [[nodiscard]] const Overview &overview() const { return m_overview; }

    // The exact summary of block `block` (< blockCount()), summarized again from `data`.
    [[nodiscard]] BlockSummary blockSummary(Bytes data, Offset block) const;
    // The offset of the first group starting in block `block`, or kNoOffset.
    [[nodiscard]] Offset firstDiagnosticInBlock(Offset block) const;

    // Line and column of the character or unit that contains `offset` (offset <= size()).
    [[nodiscard]] LineColumn lineColumnAt(Bytes data, Offset offset) const;
    // Offset of the first byte of a line (1-based); size() when past the end.
    [[nodiscard]] Offset offsetOfLine(Bytes data, Offset line) const;

    // (The next, previous and n-th ill-formed group: DiagnosticCursor.)

    // Bytes of memory the index holds, itself included.
    [[nodiscard]] std::size_t memoryBytes() const;

    bool operator==(const ScanIndex &) const;

  private:
    friend class ScanIndexBuilder;
    friend class ScanIndexInternals;

    [[nodiscard]] Offset nextBlockWithDiagnostics(Offset block) const;
    [[nodiscard]] Offset previousBlockWithDiagnostics(Offset block) const;

    Offset m_size = 0;
    Totals m_totals;
    std::vector<std::uint8_t> m_marks;  // per block, a BlockMark's bits (block_mark.h)
    std::vector<Offset> m_linesBefore;  // per super-block, and one more: LF bytes before it
    std::vector<Offset> m_columnBefore; // per super-block, and one more: units since the last LF
    std::vector<SuperBlockDiagnostics> m_diagnostics;
    Overview m_overview;
};

} // namespace u8i
