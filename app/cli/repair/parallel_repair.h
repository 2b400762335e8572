// Mojibake repair of a stream on every core (u8i::simd::threadCount()). The repair decides line by
// line, so the input can be cut into blocks where one repairer would start a run
// (MojibakeRepairer::wholeRuns: after a line feed, or where it cuts a line longer than kMaxRun)
// and each block repaired on its own: the text and the findings, delivered in order with their
// offsets in the whole stream, are those of one MojibakeRepairer. On one core the blocks are
// repaired on the calling thread as they are delivered.
#pragma once

#include "u8i/mojibake/mojibake.h"

#include <future>
#include <memory>
#include <string>
#include <vector>

namespace u8i::cli {

class ParallelRepair {
  public:
    static constexpr std::size_t kBlock = std::size_t{1} << 20;

    // A null `text` sink: the repaired text is not kept (only the findings are wanted). `block`:
    // the bytes a block holds at most, unless a line longer than kMaxRun goes on past it.
    ParallelRepair(LegacyCharsets charsets, const MojibakeOptions &options,
                   MojibakeRepairer::TextSink text, MojibakeRepairer::FindingSink findings,
                   std::size_t block = kBlock);
    ~ParallelRepair();
    ParallelRepair(const ParallelRepair &) = delete;
    ParallelRepair &operator=(const ParallelRepair &) = delete;

    void feed(Bytes bytes);
    void finish();
    [[nodiscard]] bool changed() const { return m_changed; }
    [[nodiscard]] std::uint64_t findings() const { return m_findings; }
    // The input bytes whose findings have all been delivered: every later finding is past them.
    [[nodiscard]] Offset delivered() const { return m_inputBase; }

  private:
    struct Block {
        std::string input;
        std::string text;
        Offset textSize = 0;
        std::vector<MojibakeFinding> findings;
        bool changed = false;
    };
    struct Worker;

    void cutBlocks(); // the blocks m_pending holds, to the workers
    void submit(std::string input);
    void deliverOldest();

    MojibakeRepairer::TextSink m_text;
    MojibakeRepairer::FindingSink m_findingSink;
    std::size_t m_block;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::vector<std::future<std::unique_ptr<Block>>> m_inFlight; // oldest first
    std::size_t m_next = 0;                                      // the worker of the next block
    std::string m_pending;                                       // bytes of the next block
    Offset m_inputBase = 0;                                      // of the next block delivered
    Offset m_repairedBase = 0;                                   // of its repaired text
    bool m_changed = false;
    std::uint64_t m_findings = 0;
};

} // namespace u8i::cli
