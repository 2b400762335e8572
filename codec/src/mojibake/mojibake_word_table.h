// The words KnownWords has judged, with what the run filters found in each alone, in a table that
// repairers of the same charsets and options share across threads (ParallelRepair's workers learn
// the same words; one table is learned once and held once in the caches). A word is looked up
// without a lock; a new one is kept under a lock (they are few once text repeats its words), its
// entry written before its slot names it. Kept entries never move and are never dropped while the
// table is shared; a table with one owner is cleared between lines when it is full.
#pragma once

#include "mojibake/mojibake_multibyte.h"
#include "mojibake/mojibake_run_filter.h"

#include <array>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>

namespace u8i::moji {

class WordTable {
  public:
    // What the filters found in a word alone.
    struct Signs {
        RunFilter::WordSigns single;
        MultiByteRunFilter::RunSigns multi;
        bool highLead = false; // a byte E0 or above (mayHold's first test)
    };

    // Enough for the words of text that repeats them (a log, a catalog, prose in a few scripts: a
    // million words of bench/write_mixed_words.py hold 28,500 non-ASCII ones).
    static constexpr std::size_t kMaxWords = std::size_t{1} << 15;
    static constexpr std::size_t kMaxWordBytes = 64; // longer ones are judged each time, not kept

    WordTable();
    WordTable(const WordTable &) = delete;
    WordTable &operator=(const WordTable &) = delete;

    // Asks for the slot of `hash` / the entry it names, so that a line's look-ups wait together.
    void prefetchSlot(std::uint64_t hash) const
    {
        __builtin_prefetch(&slots_[hash & (kSlots - 1)]);
    }
    void prefetchEntry(std::uint64_t hash) const;
    // The kept signs of `word` (hashed to `hash`), or null.
    [[nodiscard]] const Signs *find(Bytes word, std::uint64_t hash) const;
    // Keeps `signs` (moved from) as those of `word` and returns the kept ones (another thread's
    // when it kept the word first: `signs` is left as it was); null when the word is too long or
    // the table full (the same).
    [[nodiscard]] const Signs *keep(Bytes word, std::uint64_t hash, Signs &signs);
    [[nodiscard]] std::size_t size() const { return size_.load(std::memory_order_relaxed); }
    // Forgets every word: only by the table's one owner, between lines.
    void clear();

  private:
    // A kept word: its bytes in place, so that a look-up reads one slot and one entry; on cache
    // lines of its own, the size and the signs a clean word's look-up reads first.
    struct alignas(64) Entry {
        std::size_t size = 0;
        Signs signs;
        std::array<char, kMaxWordBytes> key{};
    };
    static constexpr std::size_t kSlots = 2 * kMaxWords;
    static constexpr std::size_t kChunkWords = 1024; // entries are taken a chunk at a time
    static constexpr std::uint64_t kIndexBits = 0xFFFFFFFF;

    [[nodiscard]] const Entry &entryOf(std::uint64_t slot) const
    {
        const std::size_t index = (slot & kIndexBits) - 1;
        return chunks_[index / kChunkWords][index % kChunkWords];
    }
    // Whether `entry` is of `word`: 8 bytes at a time (a word is short; memcmp's call is most of
    // the cost).
    [[nodiscard]] static bool holds(const Entry &entry, Bytes word);

    // Open addressing: per slot, the key's hash (high half) and its entry's index + 1 (low half);
    // 0: empty. Twice as many slots as entries, so that a probe always ends.
    std::unique_ptr<std::atomic<std::uint64_t>[]> slots_;
    std::array<std::unique_ptr<Entry[]>, kMaxWords / kChunkWords> chunks_;
    std::atomic<std::size_t> size_ = 0;
    std::mutex keeping_; // held while a word is kept
};

// Inline: a line's look-ups are most of the known-word path.

inline void WordTable::prefetchEntry(std::uint64_t hash) const
{
    const std::uint64_t slot = slots_[hash & (kSlots - 1)].load(std::memory_order_acquire);
    if (slot == 0)
        return;
    const Entry &entry = entryOf(slot);
    __builtin_prefetch(&entry);
    __builtin_prefetch(reinterpret_cast<const char *>(&entry) + 64);
    __builtin_prefetch(entry.key.data());
}

inline bool WordTable::holds(const Entry &entry, Bytes word)
{
    if (entry.size != word.size())
        return false;
    std::size_t p = 0;
    for (; p + 8 <= word.size(); p += 8) {
        std::uint64_t kept = 0;
        std::uint64_t asked = 0;
        std::memcpy(&kept, entry.key.data() + p, sizeof kept);
        std::memcpy(&asked, word.data() + p, sizeof asked);
        if (kept != asked)
            return false;
    }
    for (; p < word.size(); ++p)
        if (static_cast<std::uint8_t>(entry.key[p]) != word[p])
            return false;
    return true;
}

inline const WordTable::Signs *WordTable::find(Bytes word, std::uint64_t hash) const
{
    if (word.size() > kMaxWordBytes)
        return nullptr;
    const std::uint64_t tag = hash >> 32 << 32;
    for (std::size_t at = hash & (kSlots - 1);; at = (at + 1) & (kSlots - 1)) {
        const std::uint64_t slot = slots_[at].load(std::memory_order_acquire);
        if (slot == 0)
            return nullptr;
        if ((slot & ~kIndexBits) == tag && holds(entryOf(slot), word))
            return &entryOf(slot).signs;
    }
}

} // namespace u8i::moji
