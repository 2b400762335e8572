// StreamContext: holding ill-formed groups until the bytes after them are known.
#include "cli/check/item_view.h"

#include <algorithm>

namespace u8i::cli {

StreamContext::StreamContext(Deliver deliver) : m_deliver(std::move(deliver)) {}

void StreamContext::deliver(const Held &held)
{
    ItemView view;
    view.item = held.item;
    view.context = Bytes(held.buffer);
    view.contextStart = held.bufferStart;
    view.at = held.at;
    m_deliver(view);
}

void StreamContext::addHeldOrWanted(const Item &item, Bytes bytes, const LineColumn &at,
                                    bool wanted)
{
    // The new bytes follow every held group that still wants context.
    for (Held &held : m_held) {
        if (!held.needsContext || held.after >= kContextBytes)
            continue;
        const std::size_t take = std::min(kContextBytes - held.after, bytes.size());
        held.buffer.insert(held.buffer.end(), bytes.begin(),
                           bytes.begin() + static_cast<std::ptrdiff_t>(take));
        held.after += take;
    }
    while (!m_held.empty() &&
           (!m_held.front().needsContext || m_held.front().after >= kContextBytes)) {
        deliver(m_held.front());
        m_held.pop_front();
    }

    if (wanted) {
        if (item.wellFormed && m_held.empty()) {
            // Nothing to wait for: a character needs no context.
            ItemView view{item, bytes, item.offset, at};
            m_deliver(view);
        } else {
            Held held;
            held.item = item;
            held.at = at;
            held.needsContext = !item.wellFormed;
            held.buffer = history();
            held.bufferStart = item.offset - held.buffer.size();
            held.buffer.insert(held.buffer.end(), bytes.begin(), bytes.end());
            m_held.push_back(std::move(held));
        }
    }

    remember(bytes);
}

void StreamContext::rememberMany(Bytes bytes)
{
    // Only the last kContextBytes bytes of a long item matter.
    const Bytes tail = bytes.size() > kContextBytes ? bytes.last(kContextBytes) : bytes;
    for (const std::uint8_t b : tail)
        m_ring[m_seen++ % kContextBytes] = b;
}

std::vector<std::uint8_t> StreamContext::history() const
{
    const Offset n = std::min<Offset>(m_seen, kContextBytes);
    std::vector<std::uint8_t> h(n);
    for (Offset i = 0; i < n; ++i)
        h[i] = m_ring[(m_seen - n + i) % kContextBytes];
    return h;
}

void StreamContext::finish()
{
    for (const Held &held : m_held)
        deliver(held);
    m_held.clear();
}

} // namespace u8i::cli
