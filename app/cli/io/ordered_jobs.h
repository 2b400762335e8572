// Work on many items in parallel, output in order: -j N checks files on N threads and prints each
// file's output in the order the files were given, the same output as one thread gives. The item
// whose turn it is writes straight through; the others keep their output until their turn.
#pragma once

#include "cli/io/output_sink.h"

#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace u8i::cli {

// Runs work(i) for every i in [0, count) on `jobs` threads, with out() and errorLine() of the
// work going to the calling thread's output (its sink, or stdout and stderr) in the order of i:
// what item i writes before its turn is kept, and comes out when all the items before it are
// done. Then done(i, result) is called on the calling thread, in order. No more than `ahead` items
// run ahead of the one whose turn it is, so kept output stays bounded by what they write.
template <typename Result, typename Work, typename Done>
void runInOrder(std::size_t count, unsigned jobs, std::size_t ahead, Work work, Done done)
{
    if (jobs <= 1 || count <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            done(i, work(i));
        return;
    }
    std::mutex mutex;
    std::condition_variable changed; // an item started or finished
    std::condition_variable room;    // an item may start
    std::vector<std::unique_ptr<BufferedOutput>> outputs(count);
    std::vector<std::optional<Result>> results(count);
    std::size_t next = 0;     // the next item to start
    std::size_t finished = 0; // items handed to done
    OutputSink *const target = currentSink();
    const auto worker = [&] {
        for (;;) {
            std::size_t i = 0;
            BufferedOutput *output = nullptr;
            {
                std::unique_lock lock(mutex);
                room.wait(lock, [&] { return next >= count || next < finished + ahead; });
                if (next >= count)
                    return;
                i = next++;
                outputs[i] = std::make_unique<BufferedOutput>();
                output = outputs[i].get();
            }
            changed.notify_all();
            std::optional<Result> result;
            {
                const SinkScope scope(output);
                result.emplace(work(i));
            }
            {
                const std::lock_guard lock(mutex);
                results[i].swap(result);
            }
            changed.notify_all();
        }
    };
    std::vector<std::jthread> threads;
    for (unsigned t = 0; t < jobs; ++t)
        threads.emplace_back(worker);
    for (std::size_t i = 0; i < count; ++i) {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return outputs[i] != nullptr; });
        BufferedOutput *output = outputs[i].get();
        lock.unlock();
        output->goLive(target); // its turn: what it kept, then the rest as it comes
        lock.lock();
        changed.wait(lock, [&] { return results[i].has_value(); });
        std::optional<Result> result;
        result.swap(results[i]);
        outputs[i].reset();
        finished = i + 1;
        lock.unlock();
        room.notify_all();
        done(i, std::move(*result));
    }
    // The threads are joined as `threads` goes out of scope.
}

} // namespace u8i::cli
