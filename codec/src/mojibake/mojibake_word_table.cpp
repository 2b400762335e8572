// The words KnownWords has judged, shared across threads (see mojibake_word_table.h).
#include "mojibake/mojibake_word_table.h"

#include <algorithm>
#include <cstring>

namespace u8i::moji {

WordTable::WordTable() : slots_(std::make_unique<std::atomic<std::uint64_t>[]>(kSlots)) {}

const WordTable::Signs *WordTable::keep(Bytes word, std::uint64_t hash, Signs &signs)
{
    if (word.size() > kMaxWordBytes)
        return nullptr;
    const std::uint64_t tag = hash >> 32 << 32;
    const std::scoped_lock lock(keeping_);
    std::size_t at = hash & (kSlots - 1);
    for (;; at = (at + 1) & (kSlots - 1)) { // slots change only under the lock
        const std::uint64_t slot = slots_[at].load(std::memory_order_relaxed);
        if (slot == 0)
            break;
        if ((slot & ~kIndexBits) == tag && holds(entryOf(slot), word))
            return &entryOf(slot).signs; // another thread kept it first
    }
    const std::size_t index = size_.load(std::memory_order_relaxed);
    if (index == kMaxWords)
        return nullptr;
    std::unique_ptr<Entry[]> &chunk = chunks_[index / kChunkWords];
    if (!chunk)
        chunk = std::make_unique<Entry[]>(kChunkWords);
    Entry &entry = chunk[index % kChunkWords];
    std::copy(word.begin(), word.end(), reinterpret_cast<std::uint8_t *>(entry.key.data()));
    entry.size = word.size();
    entry.signs = std::move(signs);
    size_.store(index + 1, std::memory_order_relaxed);
    slots_[at].store(tag | (index + 1), std::memory_order_release); // the entry is written
    return &entry.signs;
}

void WordTable::clear()
{
    const std::scoped_lock lock(keeping_);
    for (std::size_t at = 0; at < kSlots; ++at)
        slots_[at].store(0, std::memory_order_relaxed);
    size_.store(0, std::memory_order_relaxed);
}

} // namespace u8i::moji
