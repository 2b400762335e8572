// Mojibake repair on every core, block by block (see parallel_repair.h).
#include "cli/repair/parallel_repair.h"

#include "u8i/simd/isa.h"

#include <algorithm>
#include <cstring>

namespace u8i::cli {

// A repairer of its own (its tables are built once) and the block it is repairing.
struct ParallelRepair::Worker {
    Worker(LegacyCharsets charsets, const MojibakeOptions &options, bool keep)
        : keepText(keep),
          repairer(
              charsets, options,
              [this](std::string_view t) {
                  block->textSize += t.size();
                  if (keepText)
                      block->text += t;
              },
              [this](MojibakeFinding &&f) { block->findings.push_back(std::move(f)); })
    {
    }

    std::unique_ptr<Block> run(std::unique_ptr<Block> b)
    {
        block = b.get();
        if (keepText)
            block->text.reserve(block->input.size());
        repairer.restart();
        repairer.feed(Bytes(reinterpret_cast<const std::uint8_t *>(block->input.data()),
                            block->input.size()));
        repairer.finish();
        block->changed = repairer.changed();
        block = nullptr;
        return b;
    }

    Block *block = nullptr;
    bool keepText;
    MojibakeRepairer repairer;
};

ParallelRepair::ParallelRepair(LegacyCharsets charsets, const MojibakeOptions &options,
                               MojibakeRepairer::TextSink text,
                               MojibakeRepairer::FindingSink findings, std::size_t block)
    : m_text(std::move(text)), m_findingSink(std::move(findings)),
      m_block(std::max<std::size_t>(block, 1))
{
    const unsigned threads = simd::threadCount();
    for (unsigned i = 0; i < threads; ++i) {
        m_workers.push_back(std::make_unique<Worker>(charsets, options, m_text != nullptr));
        // One table of known words for all: each worker would learn the same words.
        if (i > 0)
            m_workers[i]->repairer.shareKnownWords(m_workers[0]->repairer);
    }
}

ParallelRepair::~ParallelRepair()
{
    for (auto &f : m_inFlight)
        if (f.valid())
            f.wait(); // the workers go with this object
}

void ParallelRepair::feed(Bytes bytes)
{
    while (!bytes.empty()) {
        // A block's bytes at a time; then more only while a long line has no cut in them.
        const std::size_t room =
            m_pending.size() < m_block ? m_block - m_pending.size() : MojibakeRepairer::kMaxRun;
        const std::size_t take = std::min(bytes.size(), room);
        m_pending.append(reinterpret_cast<const char *>(bytes.data()), take);
        bytes = bytes.subspan(take);
        if (m_pending.size() >= m_block)
            cutBlocks();
    }
}

void ParallelRepair::cutBlocks()
{
    const Bytes pending(reinterpret_cast<const std::uint8_t *>(m_pending.data()), m_pending.size());
    // Blocks of at most m_block bytes, each ending where one repairer would end a run (the block
    // before ended there too); a longer one only when no run ends in its first m_block bytes.
    Offset from = 0;
    while (pending.size() - from >= m_block) {
        const Bytes rest = pending.subspan(from);
        Offset cut = MojibakeRepairer::wholeRuns(rest.first(m_block));
        if (cut == 0)
            cut = MojibakeRepairer::wholeRuns(rest);
        if (cut == 0)
            break; // a line that goes on: more bytes are needed
        submit(m_pending.substr(from, cut));
        from += cut;
    }
    m_pending.erase(0, from);
}

void ParallelRepair::finish()
{
    if (!m_pending.empty())
        submit(std::move(m_pending));
    m_pending.clear();
    while (!m_inFlight.empty())
        deliverOldest();
}

void ParallelRepair::submit(std::string input)
{
    if (m_inFlight.size() == m_workers.size())
        deliverOldest(); // its worker is the next one
    auto block = std::make_unique<Block>();
    block->input = std::move(input);
    Worker *worker = m_workers[m_next].get();
    m_next = (m_next + 1) % m_workers.size();
    // One core: the block is repaired on the calling thread when it is delivered.
    const auto policy = m_workers.size() > 1 ? std::launch::async : std::launch::deferred;
    m_inFlight.push_back(std::async(
        policy, [worker, b = std::move(block)]() mutable { return worker->run(std::move(b)); }));
}

void ParallelRepair::deliverOldest()
{
    std::unique_ptr<Block> b = m_inFlight.front().get();
    m_inFlight.erase(m_inFlight.begin());
    for (MojibakeFinding &f : b->findings) {
        f.offset += m_inputBase;
        f.repairedOffset += m_repairedBase;
        m_findings += 1;
        m_findingSink(std::move(f));
    }
    if (m_text)
        m_text(b->text);
    m_changed = m_changed || b->changed;
    m_inputBase += b->input.size();
    m_repairedBase += b->textSize;
}

} // namespace u8i::cli
