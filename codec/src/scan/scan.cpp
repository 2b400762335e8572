// The whole-buffer scan: blocks are handed out in chunks to worker threads; each block (or each
// piece of it, for small buffers) is summarized on its own and added to the index builder, so
// the result is the same whatever the number of threads. Pieces known to be zeros (the holes of a
// sparse file) are summarized without being read.
#include "u8i/scan/scan.h"
#include "scan/scan_index_builder.h"
#include "u8i/scan/zero_ranges.h"
#include "u8i/simd/isa.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace u8i {

namespace {

// Blocks a worker takes at a time: 4 MiB, small enough for smooth progress and cancellation,
// and whole super-blocks, so that one thread adds the pieces of a super-block in order.
constexpr Offset kBlocksPerChunk = 64;
static_assert(kBlocksPerChunk % kBlocksPerSuperBlock == 0);

} // namespace

ScanResult scan(Bytes data, const ScanOptions &options)
{
    return scan(data, ZeroRanges(), options);
}

ScanResult scan(Bytes data, const ZeroRanges &zeros, const ScanOptions &options,
                const ReadingHook &reading)
{
    const Offset size = data.size();
    const Offset blockCount = (size + kBlockSize - 1) / kBlockSize;
    const Offset chunkCount = (blockCount + kBlocksPerChunk - 1) / kBlocksPerChunk;
    ScanIndexBuilder builder(size);
    const Offset piece = builder.pieceSize();

    unsigned threads = simd::threadCount(options.threads);
    threads =
        static_cast<unsigned>(std::clamp<Offset>(threads, 1, std::max<Offset>(chunkCount, 1)));

    std::atomic<Offset> nextChunk{0};
    std::atomic<Offset> bytesDone{0};
    std::atomic<bool> stopped{false};
    std::mutex progressMutex;

    auto worker = [&] {
        for (;;) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
                stopped = true;
                return;
            }
            const Offset chunk = nextChunk.fetch_add(1);
            if (chunk >= chunkCount)
                return;
            const Offset begin = chunk * kBlocksPerChunk * kBlockSize;
            const Offset end = std::min(begin + kBlocksPerChunk * kBlockSize, size);
            if (reading && !zeros.covers(begin, end))
                reading(begin, end);
            for (Offset from = begin; from < end; from += piece) {
                const Offset to = std::min(from + piece, end);
                builder.add(from, to,
                            zeros.covers(from, to) ? summarizeZeros(from, to)
                                                   : summarizeBlock(data, from, to));
            }
            if (options.released)
                options.released(begin, end);
            const Offset done = bytesDone.fetch_add(end - begin) + (end - begin);
            if (options.progress) {
                std::lock_guard lock(progressMutex);
                options.progress(done, size);
            }
        }
    };

    std::vector<std::thread> pool;
    for (unsigned i = 1; i < threads; ++i)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();

    ScanResult result;
    if (stopped) {
        result.cancelled = true;
        return result;
    }
    result.index = builder.finish();
    return result;
}

} // namespace u8i
