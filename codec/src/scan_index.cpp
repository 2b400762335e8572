// Position questions answered from the block summaries: one block is decoded at most.
#include "u8i/scan.h"

#include "item_internal.h"
#include "u8i/annotate.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace u8i {

namespace {

template <typename Array> Offset sum(const Array &values)
{
    return std::accumulate(values.begin(), values.end(), Offset{0});
}

template <typename Array> void add(Array &into, const Array &from)
{
    for (std::size_t i = 0; i < into.size(); ++i)
        into[i] += from[i];
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
    return offset < item.offset + static_cast<Offset>(firstSubpartLength(data, item)) ? item.offset
                                                                                      : offset;
}

} // namespace

Offset Totals::characters() const { return sum(sequences); }
Offset Totals::diagnosticCount() const { return sum(diagnostics); }
Offset Totals::noticeCount() const { return sum(notices); }

ScanIndex::ScanIndex(Offset size, std::vector<BlockSummary> blocks)
    : m_size(size), m_blocks(std::move(blocks))
{
    m_totals.bytes = size;
    m_linesBefore.reserve(m_blocks.size() + 1);
    m_columnBefore.reserve(m_blocks.size() + 1);
    Offset lines = 0;
    Offset column = 0;
    for (std::size_t b = 0; b < m_blocks.size(); ++b) {
        const BlockSummary &s = m_blocks[b];
        m_linesBefore.push_back(lines);
        m_columnBefore.push_back(column);
        lines += s.newlines;
        column = s.newlines > 0 ? s.unitsAfterLastNewline : column + s.units;
        add(m_totals.roles, s.roles);
        add(m_totals.sequences, s.sequences);
        add(m_totals.diagnostics, s.diagnostics);
        add(m_totals.notices, s.notices);
        m_totals.replacements += s.replacements;
        m_totals.units += s.units;
        m_totals.newlines += s.newlines;
        if (s.diagnosticCount() > 0)
            m_blocksWithDiagnostics.push_back(b);
    }
    m_linesBefore.push_back(lines);
    m_columnBefore.push_back(column);
}

LineColumn ScanIndex::lineColumnAt(Bytes data, Offset offset) const
{
    if (m_blocks.empty())
        return {};
    const Offset unit = unitStartContaining(data, std::min(offset, m_size));
    const Offset block = std::min<Offset>(unit / kBlockSize, m_blocks.size());
    const Offset blockStart = block * kBlockSize;
    const BlockSummary before = summarizeBlock(data, blockStart, unit);
    LineColumn at;
    at.line = 1 + m_linesBefore[block] + before.newlines;
    at.column = 1 + (before.newlines > 0 ? before.unitsAfterLastNewline
                                         : m_columnBefore[block] + before.units);
    return at;
}

Offset ScanIndex::offsetOfLine(Bytes data, Offset line) const
{
    if (line <= 1 || m_blocks.empty())
        return 0;
    const Offset wanted = line - 1; // the LF that ends the line before
    if (wanted > m_totals.newlines)
        return m_size;
    // The block holding the wanted LF: the last block whose count before it is < wanted.
    const auto it = std::lower_bound(m_linesBefore.begin(), m_linesBefore.end(), wanted);
    const Offset block = static_cast<Offset>(it - m_linesBefore.begin()) - 1;
    Offset remaining = wanted - m_linesBefore[block];
    const Offset end = std::min((block + 1) * kBlockSize, m_size);
    for (Offset p = block * kBlockSize; p < end; ++p) {
        const void *found = std::memchr(data.data() + p, '\n', end - p);
        if (!found)
            break;
        p = static_cast<Offset>(static_cast<const std::uint8_t *>(found) - data.data());
        if (--remaining == 0)
            return p + 1;
    }
    return m_size;
}

Offset ScanIndex::nextDiagnostic(Bytes data, Offset offset) const
{
    const Offset from = offset == kNoOffset ? 0 : offset + 1;
    if (from >= m_size)
        return kNoOffset;
    const Offset block = from / kBlockSize;
    Offset found = kNoOffset;
    forEachItem(data, from, std::min((block + 1) * kBlockSize, m_size), [&](const Item &item) {
        if (item.wellFormed)
            return true;
        found = item.offset;
        return false;
    });
    if (found != kNoOffset)
        return found;
    const auto it = std::upper_bound(m_blocksWithDiagnostics.begin(), m_blocksWithDiagnostics.end(), block);
    return it == m_blocksWithDiagnostics.end() ? kNoOffset : m_blocks[*it].firstDiagnostic;
}

Offset ScanIndex::previousDiagnostic(Bytes data, Offset offset) const
{
    if (offset == 0 || m_blocks.empty())
        return kNoOffset;
    offset = std::min(offset, m_size);
    const Offset block = (offset - 1) / kBlockSize;
    Offset found = kNoOffset;
    forEachItem(data, block * kBlockSize, offset, [&](const Item &item) {
        if (!item.wellFormed)
            found = item.offset;
        return true;
    });
    if (found != kNoOffset)
        return found;
    const auto it = std::lower_bound(m_blocksWithDiagnostics.begin(), m_blocksWithDiagnostics.end(), block);
    return it == m_blocksWithDiagnostics.begin() ? kNoOffset : m_blocks[*(it - 1)].lastDiagnostic;
}

} // namespace u8i
