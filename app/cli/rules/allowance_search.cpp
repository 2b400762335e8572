// The inline allowances of a mapped file, looked for while the scan reads it (allowance_search.h).
#include "cli/rules/allowance_search.h"

#include <algorithm>

namespace u8i::cli {

AllowanceSearch::AllowanceSearch(Bytes data, const ZeroRanges &holes) : m_data(data), m_holes(holes)
{
}

void AllowanceSearch::search(Offset begin, Offset end)
{
    if (m_finished.load(std::memory_order_acquire) || begin >= end)
        return;
    std::vector<Offset> found;
    findAllowanceMarkers(m_data, begin, end, m_holes, {}, found);
    const std::lock_guard lock(m_mutex);
    m_searched.emplace_back(begin, end);
    m_markers.insert(m_markers.end(), found.begin(), found.end());
}

std::vector<Allowance> AllowanceSearch::finish(const PieceReader &read)
{
    const std::lock_guard lock(m_mutex);
    m_finished.store(true, std::memory_order_release);
    std::sort(m_searched.begin(), m_searched.end());
    Offset covered = 0; // what comes before is searched
    for (const auto &[begin, end] : m_searched) {
        if (begin > covered)
            findAllowanceMarkers(m_data, covered, begin, m_holes, read, m_markers);
        covered = std::max(covered, end);
    }
    if (covered < m_data.size())
        findAllowanceMarkers(m_data, covered, m_data.size(), m_holes, read, m_markers);
    std::sort(m_markers.begin(), m_markers.end());
    m_markers.erase(std::unique(m_markers.begin(), m_markers.end()), m_markers.end());
    return allowancesAt(m_data, m_markers);
}

} // namespace u8i::cli
