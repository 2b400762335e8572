// What the listings (--check, --dump) need of one item: the item, the bytes around it for
// u8i::describe, and its line and column. Built from a mapped file or from a stream alike, so
// that both print the same lines.
#pragma once

#include "u8i/scan/scan.h"
#include "u8i/utf8/item.h"

#include <array>
#include <deque>
#include <functional>
#include <vector>

namespace u8i::cli {

struct ItemView {
    Item item;               // offsets in the whole input
    Bytes context;           // bytes around the item (the whole file when mapped)
    Offset contextStart = 0; // offset of context[0] in the whole input
    LineColumn at;

    // The item with its offset inside `context`, for u8i::describe(context, ...).
    [[nodiscard]] Item local() const
    {
        Item l = item;
        l.offset -= contextStart;
        return l;
    }
    [[nodiscard]] Bytes bytes() const
    {
        return context.subspan(item.offset - contextStart, item.length);
    }
};

// Bytes that u8i::describe may look at around a group (it looks at most a few bytes away).
inline constexpr std::size_t kContextBytes = 16;

// Turns the items of a stream into ItemViews with context: an ill-formed group is held until
// kContextBytes more bytes have arrived (or the data ended), and the items after it wait behind
// it, so that views come out in order with the same context a mapped file gives.
class StreamContext {
  public:
    using Deliver = std::function<void(const ItemView &)>;
    explicit StreamContext(Deliver deliver);

    // Every item of the stream, in order; only the `wanted` ones are delivered.
    void add(const Item &item, Bytes bytes, const LineColumn &at, bool wanted)
    {
        if (!wanted && m_held.empty()) // the common case, kept inline
            remember(bytes);
        else
            addHeldOrWanted(item, bytes, at, wanted);
    }
    // The data ended: delivers what is held.
    void finish();
    // Nothing is held back: an item now would be delivered at once.
    [[nodiscard]] bool holdsNothing() const { return m_held.empty(); }

  private:
    struct Held {
        Item item;
        LineColumn at;
        std::vector<std::uint8_t> buffer; // history, the item, then what followed
        Offset bufferStart = 0;
        std::size_t after = 0; // bytes that followed the item so far
        bool needsContext = false;
    };
    void deliver(const Held &held);

    void addHeldOrWanted(const Item &item, Bytes bytes, const LineColumn &at, bool wanted);
    void remember(Bytes bytes)
    {
        if (bytes.size() == 1)
            m_ring[m_seen++ % kContextBytes] = bytes[0];
        else
            rememberMany(bytes);
    }
    void rememberMany(Bytes bytes);
    [[nodiscard]] std::vector<std::uint8_t> history() const;

    Deliver m_deliver;
    std::deque<Held> m_held;
    // The last kContextBytes bytes before the next item, as a ring (kept per item, so cheap).
    std::array<std::uint8_t, kContextBytes> m_ring{};
    Offset m_seen = 0; // bytes written into the ring so far
};

} // namespace u8i::cli
