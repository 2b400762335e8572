// Mojibake repair on two threads, block by block (see parallel_repair.h).
#include "cli/repair/parallel_repair.h"

#include <algorithm>
#include <cstring>

namespace u8i::cli {

// A repairer of its own (its tables are built once) and the block it is repairing.
struct ParallelRepair::Worker {
    Worker(LegacyCharsets charsets, const MojibakeOptions &options)
        : repairer(
              charsets, options, [this](std::string_view t) { block->text += t; },
              [this](MojibakeFinding &&f) { block->findings.push_back(std::move(f)); })
    {
    }

    std::unique_ptr<Block> run(std::unique_ptr<Block> b)
    {
        block = b.get();
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
    MojibakeRepairer repairer;
};

ParallelRepair::ParallelRepair(LegacyCharsets charsets, const MojibakeOptions &options,
                               MojibakeRepairer::TextSink text,
                               MojibakeRepairer::FindingSink findings)
    : m_text(std::move(text)), m_findingSink(std::move(findings))
{
    for (int i = 0; i < 2; ++i)
        m_workers.push_back(std::make_unique<Worker>(charsets, options));
}

ParallelRepair::~ParallelRepair()
{
    for (auto &f : m_inFlight)
        f.wait(); // the workers go with this object
}

void ParallelRepair::feed(Bytes bytes)
{
    while (!bytes.empty()) {
        const std::size_t take = std::min(bytes.size(), kBlock - m_pending.size());
        m_pending.append(reinterpret_cast<const char *>(bytes.data()), take);
        bytes = bytes.subspan(take);
        if (m_pending.size() < kBlock)
            return;
        // The block ends after its last line feed; the rest starts the next one.
        std::size_t cut = m_pending.rfind('\n');
        if (cut == std::string::npos) {
            cut = m_pending.size() - 1;
            while (cut > m_pending.size() - 4 &&
                   (static_cast<std::uint8_t>(m_pending[cut]) & 0xC0) == 0x80)
                --cut;
            --cut; // the block ends before that character
        }
        std::string rest = m_pending.substr(cut + 1);
        m_pending.resize(cut + 1);
        submit(std::move(m_pending));
        m_pending = std::move(rest);
    }
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
    m_inFlight.push_back(std::async(std::launch::async, [worker, b = std::move(block)]() mutable {
        return worker->run(std::move(b));
    }));
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
    m_text(b->text);
    m_changed = m_changed || b->changed;
    m_inputBase += b->input.size();
    m_repairedBase += b->text.size();
}

} // namespace u8i::cli
