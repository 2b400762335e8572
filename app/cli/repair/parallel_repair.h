// Mojibake repair of a stream on two threads. The repair decides line by line, so the input can
// be cut into blocks at line feeds and each block repaired on its own: the text and the findings,
// delivered in order with their offsets in the whole stream, are those of one MojibakeRepairer.
// (A line longer than a block, kBlock, is cut at the block's end, at a character boundary.)
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

    ParallelRepair(LegacyCharsets charsets, const MojibakeOptions &options,
                   MojibakeRepairer::TextSink text, MojibakeRepairer::FindingSink findings);
    ~ParallelRepair();
    ParallelRepair(const ParallelRepair &) = delete;
    ParallelRepair &operator=(const ParallelRepair &) = delete;

    void feed(Bytes bytes);
    void finish();
    [[nodiscard]] bool changed() const { return m_changed; }
    [[nodiscard]] std::uint64_t findings() const { return m_findings; }

  private:
    struct Block {
        std::string input;
        std::string text;
        std::vector<MojibakeFinding> findings;
        bool changed = false;
    };
    struct Worker;

    void submit(std::string input);
    void deliverOldest();

    MojibakeRepairer::TextSink m_text;
    MojibakeRepairer::FindingSink m_findingSink;
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
