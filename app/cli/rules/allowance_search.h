// The inline allowances of a mapped file looked for while the scan reads it: each range the scan
// is done with is searched for markers before its pages are released, so that the file is read
// once, not once more through a buffer before the scan. What the scan did not search (nothing,
// unless it stopped early, or a finding came before the scan) is searched when the allowances are
// asked for.
#pragma once

#include "cli/rules/inline_allowances.h"

#include <atomic>
#include <mutex>
#include <utility>
#include <vector>

namespace u8i::cli {

class AllowanceSearch {
  public:
    // For the bytes of `data`, whose `holes` (zeros) are not read; `holes` outlives this.
    AllowanceSearch(Bytes data, const ZeroRanges &holes);

    // Looks for markers that start in [begin, end); from any thread, and nothing once finished.
    void search(Offset begin, Offset end);

    // Every allowance, in order: the ranges not searched yet are searched through `read`.
    [[nodiscard]] std::vector<Allowance> finish(const PieceReader &read);

  private:
    Bytes m_data;
    const ZeroRanges &m_holes;
    std::atomic<bool> m_finished{false};
    std::mutex m_mutex;                                // guards what follows
    std::vector<std::pair<Offset, Offset>> m_searched; // the ranges searched
    std::vector<Offset> m_markers;                     // where a marker starts
};

} // namespace u8i::cli
