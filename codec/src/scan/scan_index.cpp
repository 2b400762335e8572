// Position questions answered from the compact index: at most one super-block (1 MiB) of the
// data is summarized again, or one block decoded.
#include "u8i/scan/scan_index.h"

#include "scan/block_mark.h"
#include "scan/scan_index_internal.h"
#include "u8i/utf8/annotate.h"
#include "utf8/item_internal.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace u8i {

namespace {

template <typename Array> Offset sum(const Array &values)
{
    return std::accumulate(values.begin(), values.end(), Offset{0});
}

// The first byte of the character or replacement unit that contains `offset`.
Offset unitStartContaining(Bytes data, Offset offset)
{
    if (offset >= data.size())
        return data.size();
    const detail::Location where = detail::locate(data, offset);
    if (where.kind == detail::Location::ItemStart)
        return offset;
    if (where.kind == detail::Location::InRun)
        return offset; // every byte of a run is a unit
    const Item item = decodeItemAt(data, where.owner);
    if (item.wellFormed)
        return item.offset;
    Offset start = offset;
    forEachReplacementUnit(
        data, item, [&start](ReplacementUnit unit) { start = unit.begin; }, offset, offset + 1);
    return start;
}

bool bySuperBlock(const SuperBlockDiagnostics &entry, Offset superBlock)
{
    return entry.superBlock < superBlock;
}

} // namespace

ScanIndex::ScanIndex() = default;
ScanIndex::~ScanIndex() = default;
ScanIndex::ScanIndex(const ScanIndex &) = default;
ScanIndex::ScanIndex(ScanIndex &&) noexcept = default;
ScanIndex &ScanIndex::operator=(const ScanIndex &) = default;
ScanIndex &ScanIndex::operator=(ScanIndex &&) noexcept = default;
bool ScanIndex::operator==(const ScanIndex &) const = default;

Offset Totals::characters() const
{
    return sum(sequences);
}
Offset Totals::diagnosticCount() const
{
    return sum(diagnostics);
}
Offset Totals::noticeCount() const
{
    return sum(notices);
}

Offset SuperBlockDiagnostics::count(std::optional<ErrorKind> kind) const
{
    return kind ? byKind[static_cast<std::size_t>(*kind)] : sum(byKind);
}

BlockSummary ScanIndex::blockSummary(Bytes data, Offset block) const
{
    const Offset begin = block * kBlockSize;
    return summarizeBlock(data, begin, std::min(begin + kBlockSize, m_size));
}

Offset ScanIndex::diagnosticsInBlock(Offset block) const
{
    return BlockMark(m_marks[block]).diagnostics();
}

bool ScanIndex::hasNoticesInBlock(Offset block) const
{
    return BlockMark(m_marks[block]).hasNotices();
}

Offset ScanIndex::firstDiagnosticInBlock(Offset block) const
{
    if (block >= blockCount() || diagnosticsInBlock(block) == 0)
        return kNoOffset;
    const auto entry = std::lower_bound(m_diagnostics.begin(), m_diagnostics.end(),
                                        block / kBlocksPerSuperBlock, bySuperBlock);
    return block * kBlockSize + entry->firstInBlock[block % kBlocksPerSuperBlock];
}

Offset ScanIndex::nextBlockWithDiagnostics(Offset block) const
{
    const Offset blocks = blockCount();
    // The rest of this super-block, then the next one that holds diagnostics.
    const Offset superEnd =
        std::min((block / kBlocksPerSuperBlock + 1) * kBlocksPerSuperBlock, blocks);
    for (Offset b = block; b < superEnd; ++b)
        if (diagnosticsInBlock(b) > 0)
            return b;
    const auto next = std::lower_bound(m_diagnostics.begin(), m_diagnostics.end(),
                                       block / kBlocksPerSuperBlock + 1, bySuperBlock);
    if (next == m_diagnostics.end())
        return kNoOffset;
    const Offset first = next->superBlock * kBlocksPerSuperBlock;
    const Offset last = std::min(first + kBlocksPerSuperBlock, blocks);
    for (Offset b = first; b < last; ++b)
        if (diagnosticsInBlock(b) > 0)
            return b;
    return kNoOffset; // not reached: a listed super-block has a marked block
}

Offset ScanIndex::previousBlockWithDiagnostics(Offset block) const
{
    if (m_marks.empty())
        return kNoOffset;
    block = std::min(block, blockCount() - 1);
    const Offset superBegin = block / kBlocksPerSuperBlock * kBlocksPerSuperBlock;
    for (Offset b = block + 1; b-- > superBegin;)
        if (diagnosticsInBlock(b) > 0)
            return b;
    const auto after = std::lower_bound(m_diagnostics.begin(), m_diagnostics.end(),
                                        block / kBlocksPerSuperBlock, bySuperBlock);
    if (after == m_diagnostics.begin())
        return kNoOffset;
    const Offset first = std::prev(after)->superBlock * kBlocksPerSuperBlock;
    for (Offset b = first + kBlocksPerSuperBlock; b-- > first;)
        if (b < blockCount() && diagnosticsInBlock(b) > 0)
            return b;
    return kNoOffset; // not reached: a listed super-block has a marked block
}

LineColumn ScanIndex::lineColumnAt(Bytes data, Offset offset) const
{
    if (m_size == 0)
        return {};
    const Offset unit = unitStartContaining(data, std::min(offset, m_size));
    const Offset super = std::min<Offset>(unit / kSuperBlockSize, m_linesBefore.size() - 1);
    const BlockSummary before = summarizeBlock(data, super * kSuperBlockSize, unit);
    LineColumn at;
    at.line = 1 + m_linesBefore[super] + before.newlines;
    at.column = 1 + (before.newlines > 0 ? before.unitsAfterLastNewline
                                         : m_columnBefore[super] + before.units);
    return at;
}

Offset ScanIndex::offsetOfLine(Bytes data, Offset line) const
{
    if (line <= 1 || m_size == 0)
        return 0;
    const Offset wanted = line - 1; // the LF that ends the line before
    if (wanted > m_totals.newlines)
        return m_size;
    // The super-block holding the wanted LF: the last one whose count before it is < wanted.
    const auto it = std::lower_bound(m_linesBefore.begin(), m_linesBefore.end(), wanted);
    const Offset super = static_cast<Offset>(it - m_linesBefore.begin()) - 1;
    Offset remaining = wanted - m_linesBefore[super];
    const Offset end = std::min((super + 1) * kSuperBlockSize, m_size);
    for (Offset p = super * kSuperBlockSize; p < end; ++p) {
        const void *found = std::memchr(data.data() + p, '\n', end - p);
        if (!found)
            break;
        p = static_cast<Offset>(static_cast<const std::uint8_t *>(found) - data.data());
        if (--remaining == 0)
            return p + 1;
    }
    return m_size;
}

std::size_t ScanIndex::memoryBytes() const
{
    return sizeof(*this) + m_marks.capacity() * sizeof(std::uint8_t) +
           (m_linesBefore.capacity() + m_columnBefore.capacity()) * sizeof(Offset) +
           m_diagnostics.capacity() * sizeof(SuperBlockDiagnostics) +
           m_overview.segments.capacity() * sizeof(Overview::Segment);
}

} // namespace u8i
