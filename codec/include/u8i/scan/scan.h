// The whole-buffer scan: every 64 KiB block is summarized on its own, in chunks over several
// threads, and the summaries are folded into a compact ScanIndex (scan_index.h) that feeds the
// overview, the statistics, next/previous diagnostic and offset <-> line. The index is the same
// whatever the number of threads.
#pragma once

#include "u8i/scan/block_summary.h"
#include "u8i/scan/scan_index.h"

#include <atomic>
#include <functional>

namespace u8i {

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

struct ScanResult {
    ScanIndex index;
    bool cancelled = false;
};

// Scans the whole buffer. With cancel set midway, returns with cancelled = true and an empty index.
[[nodiscard]] ScanResult scan(Bytes data, const ScanOptions &options = {});

} // namespace u8i
