// The words a repairer has seen, with what its run filters found in each alone: text repeats its
// words (a log line, a catalog, prose), so that most lines are judged from words already known,
// without decoding them. RunFilter's sequences lie inside a word and the space after it (a lost
// byte) unless that space carries one on into the next word; where none may, its tallies of a
// line are the sums of its words' (RunFilter::supportedByWords). MultiByteRunFilter's runs never
// cross a blank. A line whose words cannot be judged so is left to the filters, so the decisions
// are theirs, unchanged. At most kMaxWords words of up to kMaxWordBytes are kept (about 6 MB, taken
// as they come): the memory is cleared when it is full. Text whose words rarely recur (a word
// list) is left to the filters for a while.
#pragma once

#include "mojibake/mojibake_multibyte.h"
#include "mojibake/mojibake_run_filter.h"

#include <array>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::moji {

class KnownWords {
  public:
    KnownWords(const RunFilter &filter, MultiByteRunFilter &multiByte);

    // What the filters say of `line`, from its words, when they can say it (`known`): the
    // tables RunFilter::tablesToTry gives and what MultiByteRunFilter::mayHold says.
    struct Judged {
        bool known = false; // false: a word is not clean, or a sequence may go on into the next
        std::uint64_t firstTables = 0;
        bool multiByte = false;
    };
    [[nodiscard]] Judged judge(Bytes line);

    // Enough for the words of text that repeats them (a log, a catalog, prose in a few scripts: a
    // million words of bench/write_mixed_words.py hold 28,500 non-ASCII ones).
    static constexpr std::size_t kMaxWords = std::size_t{1} << 15;
    static constexpr std::size_t kMaxWordBytes = 64; // longer ones are judged each time, not kept
    // Per kWindow look-ups, when more than a quarter are new words, the next kRestLines lines are
    // left to the filters.
    static constexpr std::size_t kWindow = 4096;
    static constexpr std::size_t kRestLines = 16384;
    // ... once this many words are kept: till then every line teaches words.
    static constexpr std::size_t kLearnWords = kMaxWords / 4;

  private:
    struct Signs {
        RunFilter::WordSigns single;
        MultiByteRunFilter::RunSigns multi;
        bool highLead = false; // a byte E0 or above (mayHold's first test)
    };
    // A kept word: its bytes in place, so that a look-up reads one slot and one entry; on cache
    // lines of its own, the size and the signs a clean word's look-up reads first.
    struct alignas(64) Entry {
        std::size_t size = 0;
        Signs signs;
        std::array<char, kMaxWordBytes> key{};
    };
    struct WordSpan {
        Offset begin = 0;
        Offset end = 0;
        std::uint64_t hash = 0;
    };
    [[nodiscard]] static std::uint64_t hashOf(Bytes word);
    // The words of `line` with a non-ASCII byte into spans_, their slots and entries fetched.
    void findWords(Bytes line);
    [[nodiscard]] const Signs &signsOf(Bytes word, std::uint64_t hash);

    const RunFilter &filter_;
    MultiByteRunFilter &multiByte_;
    // Open addressing over entries_: per slot, the key's hash (high half) and its entry + 1 (low
    // half); 0: empty. Twice as many slots as entries; entries_ never grows past kMaxWords, so
    // that a line's words stay where they are while it is judged.
    std::vector<std::uint64_t> slots_;
    std::vector<Entry> entries_;
    std::vector<WordSpan> spans_;                              // a line's words, its buffer reused
    std::deque<Signs> long_;                                   // a line's words too long to keep
    std::vector<const RunFilter::WordSigns::Tallies *> words_; // a line's words, its buffer reused
    std::u32string text_;     // a word's characters, its buffer reused
    std::size_t lookups_ = 0; // in this window
    std::size_t misses_ = 0;
    std::size_t resting_ = 0; // lines left to the filters
};

} // namespace u8i::moji
