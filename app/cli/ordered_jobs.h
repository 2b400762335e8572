// Work on many items in parallel, results in order: -j N checks files on N threads and prints
// each file's output in the order the files were given, the same output as one thread gives.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace u8i::cli {

// Runs work(i) for every i in [0, count) on `jobs` threads, and hands each result to
// deliver(i, result) on the calling thread in the order of i. No more than `ahead` results wait
// for their turn (memory stays bounded however slow one item is). When deliver returns false, no
// further work starts, and runInOrder returns once the work under way is done.
template <typename Result, typename Work, typename Deliver>
void runInOrder(std::size_t count, unsigned jobs, std::size_t ahead, Work work, Deliver deliver)
{
    if (jobs <= 1 || count <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            if (!deliver(i, work(i)))
                return;
        return;
    }
    std::mutex mutex;
    std::condition_variable done; // a result is in its slot
    std::condition_variable room; // an item may start
    std::vector<std::optional<Result>> slots(count);
    std::size_t next = 0;      // the next item to start
    std::size_t delivered = 0; // items handed to deliver
    bool stop = false;
    const auto worker = [&] {
        for (;;) {
            std::size_t i = 0;
            {
                std::unique_lock lock(mutex);
                room.wait(lock, [&] { return stop || next >= count || next < delivered + ahead; });
                if (stop || next >= count)
                    return;
                i = next++;
            }
            Result result = work(i);
            {
                const std::lock_guard lock(mutex);
                slots[i].emplace(std::move(result));
            }
            done.notify_all();
        }
    };
    std::vector<std::jthread> threads;
    for (unsigned t = 0; t < jobs; ++t)
        threads.emplace_back(worker);
    for (std::size_t i = 0; i < count; ++i) {
        std::optional<Result> result;
        {
            std::unique_lock lock(mutex);
            done.wait(lock, [&] { return slots[i].has_value(); });
            result.swap(slots[i]);
        }
        const bool more = deliver(i, std::move(*result));
        {
            const std::lock_guard lock(mutex);
            delivered = i + 1;
            stop = !more;
        }
        room.notify_all();
        if (!more)
            break;
    }
    // The threads are joined as `threads` goes out of scope.
}

} // namespace u8i::cli
