#include <u8i/scan/diagnostic_cursor.h>

#include "scan/scan_index_internal.h"

#include <u8i/scan/block_summary.h>
#include <u8i/utf8/annotate.h>
#include <u8i/utf8/item.h>

#include <algorithm>

namespace u8i {

namespace {

constexpr Offset kFirstWindow = 512;

Offset countOf(const BlockSummary &s, std::optional<ErrorKind> kind)
{
    if (kind)
        return s.diagnostics[static_cast<std::size_t>(*kind)];
    Offset n = 0;
    for (const Offset c : s.diagnostics)
        n += c;
    return n;
}

} // namespace

DiagnosticCursor::DiagnosticCursor(Bytes data, const ScanIndex *index, SeekControl control)
    : m_data(data), m_index(index), m_control(control)
{
}

bool DiagnosticCursor::stopped() const
{
    return m_control.cancel && m_control.cancel->load(std::memory_order_relaxed);
}

void DiagnosticCursor::advance(Offset bytes) const
{
    if (m_control.done)
        m_control.done->fetch_add(bytes, std::memory_order_relaxed);
}

// The matching groups starting in a whole block: from the block's mark where that is exact (no
// group, or fewer than the cap of every kind), else from the block's summary.
Offset DiagnosticCursor::countInBlock(Offset block, std::optional<ErrorKind> kind) const
{
    if (m_index) {
        const Offset marked = m_index->diagnosticsInBlock(block);
        if (marked == 0 || (!kind && marked < kBlockDiagnosticsCap))
            return marked;
    }
    const Offset begin = block * kBlockSize;
    return countOf(
        summarizeBlock(m_data, begin, std::min<Offset>(begin + kBlockSize, m_data.size())), kind);
}

// summarizeBlock counts the groups that start in [begin, end), whatever lies around the range,
// so the windows may start and end anywhere; they never cross a block boundary.
Seek DiagnosticCursor::firstIn(Offset from, Offset to) const
{
    Offset window = kFirstWindow;
    while (from < to) {
        if (stopped())
            return {kNoOffset, true};
        const Offset blockEnd = (from / kBlockSize + 1) * kBlockSize;
        const Offset end = std::min({to, blockEnd, from + window});
        const Offset found = summarizeBlock(m_data, from, end).firstDiagnostic;
        if (found != kNoOffset)
            return {found, false};
        advance(end - from);
        window *= 2; // past the first block, whole blocks
        from = end;
    }
    return {};
}

Seek DiagnosticCursor::lastIn(Offset from, Offset to) const
{
    while (to > from) {
        if (stopped())
            return {kNoOffset, true};
        const Offset begin = std::max(from, (to - 1) / kBlockSize * kBlockSize);
        const Offset found = summarizeBlock(m_data, begin, to).lastDiagnostic;
        if (found != kNoOffset)
            return {found, false};
        advance(to - begin);
        to = begin;
    }
    return {};
}

Seek DiagnosticCursor::next(Offset from, Offset limit) const
{
    limit = std::min<Offset>(limit, m_data.size());
    if (from >= limit)
        return {};
    if (!m_index)
        return firstIn(from, limit);
    const Offset block = from / kBlockSize;
    if (m_index->diagnosticsInBlock(block) > 0) {
        const Seek here = firstIn(from, std::min((block + 1) * kBlockSize, limit));
        if (here.found() || here.cancelled)
            return here;
    }
    const Offset later = ScanIndexInternals(*m_index).nextBlockWithDiagnostics(block + 1);
    if (later == kNoOffset)
        return {};
    const Offset found = m_index->firstDiagnosticInBlock(later);
    return found < limit ? Seek{found, false} : Seek{};
}

Seek DiagnosticCursor::previous(Offset before) const
{
    before = std::min<Offset>(before, m_data.size());
    if (before == 0)
        return {};
    if (!m_index)
        return lastIn(0, before);
    const Offset block = (before - 1) / kBlockSize;
    if (m_index->diagnosticsInBlock(block) > 0) {
        const Seek here = lastIn(block * kBlockSize, before);
        if (here.found() || here.cancelled)
            return here;
    }
    const Offset earlier =
        block == 0 ? kNoOffset
                   : ScanIndexInternals(*m_index).previousBlockWithDiagnostics(block - 1);
    if (earlier == kNoOffset)
        return {};
    return {m_index->blockSummary(m_data, earlier).lastDiagnostic, false};
}

Rank DiagnosticCursor::rank(Offset offset, std::optional<ErrorKind> kind) const
{
    offset = std::min<Offset>(offset, m_data.size());
    Offset counted = 0;
    Offset from = 0;
    if (m_index) {
        // Whole super-blocks from the index, then whole blocks from their marks where those are
        // exact, the rest from the bytes.
        const Offset super = offset / kSuperBlockSize;
        for (const SuperBlockDiagnostics &s :
             ScanIndexInternals(*m_index).diagnosticSuperBlocks()) {
            if (s.superBlock >= super)
                break;
            counted += s.count(kind);
        }
        from = super * kSuperBlockSize;
    }
    for (Offset begin = from; begin < offset;) {
        if (stopped())
            return {0, true};
        const Offset blockEnd =
            std::min<Offset>((begin / kBlockSize + 1) * kBlockSize, m_data.size());
        const Offset end = std::min(offset, blockEnd);
        counted += end == blockEnd ? countInBlock(begin / kBlockSize, kind)
                                   : countOf(summarizeBlock(m_data, begin, end), kind);
        advance(end - begin);
        begin = end;
    }
    return {counted, false};
}

// The n-th matching group starting in [begin, end), a piece of one block, in one pass of decoding.
// A run of continuation bytes may go on for gigabytes: the items are decoded from the bytes up to
// a little past `end` (more than any group needs to be told apart), which shortens only such a run.
Offset DiagnosticCursor::nthInBlock(Offset begin, Offset end, Offset n,
                                    std::optional<ErrorKind> kind) const
{
    const Bytes limited =
        m_data.first(static_cast<std::size_t>(std::min<Offset>(m_data.size(), end + 8)));
    Offset found = kNoOffset; // stays so only when the data changed under the index
    forEachItem(limited, begin, end, [&](const Item &item) {
        if (item.wellFormed || (kind && item.kind != *kind) || n-- > 0)
            return true;
        found = item.offset;
        return false;
    });
    return found;
}

NthBlock DiagnosticCursor::blockOfNth(Offset n, std::optional<ErrorKind> kind) const
{
    Offset before = 0;
    Offset begin = 0;
    Offset end = m_data.size();
    if (m_index) {
        // The super-block from the index, its block from the bytes.
        const auto &supers = ScanIndexInternals(*m_index).diagnosticSuperBlocks();
        auto s = supers.begin();
        for (; s != supers.end() && n >= s->count(kind); ++s) {
            n -= s->count(kind);
            before += s->count(kind);
        }
        if (s == supers.end())
            return {};
        begin = s->superBlock * kSuperBlockSize;
        end = std::min<Offset>(begin + kSuperBlockSize, m_data.size());
    }
    for (Offset b = begin; b < end; b += kBlockSize) {
        if (stopped())
            return {kNoOffset, 0, true};
        const Offset blockEnd = std::min(end, b + kBlockSize);
        const Offset here = countInBlock(b / kBlockSize, kind);
        if (n < here)
            return {b / kBlockSize, before, false};
        n -= here;
        before += here;
        advance(blockEnd - b);
    }
    return {};
}

Seek DiagnosticCursor::nth(Offset n, std::optional<ErrorKind> kind) const
{
    const NthBlock at = blockOfNth(n, kind);
    if (!at.found())
        return {kNoOffset, at.cancelled};
    const Offset begin = at.block * kBlockSize;
    return {
        nthInBlock(begin, std::min<Offset>(begin + kBlockSize, m_data.size()), n - at.before, kind),
        false};
}

} // namespace u8i
