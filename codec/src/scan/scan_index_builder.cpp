// Folding the summaries of a buffer's pieces into the compact index: per-block marks, per
// super-block tallies turned into prefix sums at the end, overview segments and totals.
#include "scan/scan_index_builder.h"
#include "scan/block_mark.h"
#include "scan/scan_index_internal.h"
#include "u8i/scan/scan_index.h"

#include <algorithm>
#include <numeric>

namespace u8i {

namespace {

template <typename Array> void addTo(Array &into, const Array &from)
{
    for (std::size_t i = 0; i < into.size(); ++i)
        into[i] += from[i];
}

// A count within one super-block (at most 2^20), stored in 32 bits.
std::uint32_t narrow(Offset count)
{
    return static_cast<std::uint32_t>(count);
}

constexpr auto role(ByteRole r)
{
    return static_cast<std::size_t>(r);
}

} // namespace

Offset overviewSegmentSize(Offset size)
{
    Offset segment = 1;
    while ((size + segment - 1) / segment > kOverviewSegments)
        segment *= 2;
    return segment;
}

void BlockMark::add(Offset diagnostics, bool notices)
{
    const Offset count = std::min(this->diagnostics() + diagnostics, kMaxDiagnostics);
    m_bits = static_cast<std::uint8_t>((m_bits & kNoticeBit) | count | (notices ? kNoticeBit : 0));
}

ScanIndexBuilder::ScanIndexBuilder(Offset size)
{
    m_index.m_size = size;
    m_index.m_totals.bytes = size;
    m_index.m_marks.resize((size + kBlockSize - 1) / kBlockSize);
    m_index.m_overview.segmentSize = overviewSegmentSize(size);
    m_index.m_overview.segments.resize((size + m_index.m_overview.segmentSize - 1) /
                                       m_index.m_overview.segmentSize);
    m_tallies.resize(m_index.superBlockCount());
}

Offset ScanIndexBuilder::pieceSize() const
{
    return std::min(kBlockSize, m_index.m_overview.segmentSize);
}

void ScanIndexBuilder::add(Offset begin, Offset end, const BlockSummary &s)
{
    if (begin >= end || end > m_index.m_size)
        return;
    std::lock_guard lock(m_mutex);
    Totals &t = m_index.m_totals;
    addTo(t.roles, s.roles);
    addTo(t.sequences, s.sequences);
    addTo(t.diagnostics, s.diagnostics);
    addTo(t.notices, s.notices);
    t.replacements += s.replacements;
    t.units += s.units;
    t.newlines += s.newlines;

    std::uint8_t &markBits = m_index.m_marks[begin / kBlockSize];
    BlockMark mark(markBits);
    Tally &tally = m_tallies[begin / kSuperBlockSize];
    if (!mark.hasDiagnostics() && s.firstDiagnostic != kNoOffset)
        tally.firstInBlock[begin / kBlockSize % kBlocksPerSuperBlock] =
            static_cast<std::uint16_t>(s.firstDiagnostic % kBlockSize);
    mark.add(s.diagnosticCount(), s.noticeCount() > 0);
    markBits = mark.bits();

    tally.unitsAfterLastNewline = s.newlines > 0 ? narrow(s.unitsAfterLastNewline)
                                                 : tally.unitsAfterLastNewline + narrow(s.units);
    tally.newlines += narrow(s.newlines);
    tally.units += narrow(s.units);
    for (std::size_t k = 0; k < tally.diagnostics.size(); ++k)
        tally.diagnostics[k] += narrow(s.diagnostics[k]);

    Overview::Segment &segment =
        m_index.m_overview.segments[begin / m_index.m_overview.segmentSize];
    segment.invalid += s.roles[role(ByteRole::Invalid)];
    segment.nonAscii += s.roles[role(ByteRole::Lead)] + s.roles[role(ByteRole::Continuation)];
}

ScanIndex ScanIndexBuilder::finish()
{
    std::lock_guard lock(m_mutex);
    ScanIndex &index = m_index;
    const std::size_t supers = m_tallies.size();
    index.m_linesBefore.resize(supers + 1);
    index.m_columnBefore.resize(supers + 1);
    const auto holdsDiagnostics = [](const Tally &t) {
        return std::any_of(t.diagnostics.begin(), t.diagnostics.end(),
                           [](std::uint32_t n) { return n > 0; });
    };
    index.m_diagnostics.reserve(static_cast<std::size_t>(
        std::count_if(m_tallies.begin(), m_tallies.end(), holdsDiagnostics)));
    Offset lines = 0;
    Offset column = 0;
    for (std::size_t sb = 0; sb < supers; ++sb) {
        const Tally &t = m_tallies[sb];
        index.m_linesBefore[sb] = lines;
        index.m_columnBefore[sb] = column;
        lines += t.newlines;
        column = t.newlines > 0 ? t.unitsAfterLastNewline : column + t.units;
        if (holdsDiagnostics(t))
            index.m_diagnostics.push_back({sb, t.diagnostics, t.firstInBlock});
    }
    index.m_linesBefore[supers] = lines;
    index.m_columnBefore[supers] = column;
    m_tallies = {};
    ScanIndex done = std::move(m_index);
    m_index = ScanIndex();
    return done;
}

} // namespace u8i
