// StreamContext: holding ill-formed groups until the bytes after them are known.
#include "cli/item_view.h"

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

void StreamContext::add(const Item &item, Bytes bytes, const LineColumn &at, bool wanted)
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
            held.bufferStart = item.offset - m_history.size();
            held.buffer = m_history;
            held.buffer.insert(held.buffer.end(), bytes.begin(), bytes.end());
            m_held.push_back(std::move(held));
        }
    }

    // Keep the last kContextBytes bytes as the history of the next item.
    if (bytes.size() >= kContextBytes) {
        m_history.assign(bytes.end() - static_cast<std::ptrdiff_t>(kContextBytes), bytes.end());
    } else {
        m_history.insert(m_history.end(), bytes.begin(), bytes.end());
        if (m_history.size() > kContextBytes)
            m_history.erase(m_history.begin(),
                            m_history.begin() +
                                static_cast<std::ptrdiff_t>(m_history.size() - kContextBytes));
    }
}

void StreamContext::finish()
{
    for (const Held &held : m_held)
        deliver(held);
    m_held.clear();
}

} // namespace u8i::cli
