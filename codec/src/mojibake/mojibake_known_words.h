// The words a repairer has seen, with what its run filters found in each alone: text repeats its
// words (a log line, a catalog, prose), so that most lines are judged from words already known,
// without decoding them. RunFilter's sequences lie inside a word and the space after it (a lost
// byte) unless that space carries one on into the next word; where none may, its tallies of a
// line are the sums of its words' (RunFilter::supportedByWords). MultiByteRunFilter's runs never
// cross a blank. A line whose words cannot be judged so is left to the filters, so the decisions
// are theirs, unchanged. The words are kept in a WordTable, which repairers on several threads may
// share (share). Text whose words rarely recur (a word list) is left to the filters for a while.
#pragma once

#include "mojibake/mojibake_multibyte.h"
#include "mojibake/mojibake_run_filter.h"
#include "mojibake/mojibake_word_table.h"

#include <array>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::moji {

class KnownWords {
  public:
    KnownWords(const RunFilter &filter, MultiByteRunFilter &multiByte);

    // Judges from the words `other` keeps, and keeps its own there: both judge with the same
    // charsets and options. Before either judges a line.
    void share(KnownWords &other);

    // What the filters say of `line`, from its words, when they can say it (`known`): the
    // tables RunFilter::tablesToTry gives and what MultiByteRunFilter::mayHold says.
    struct Judged {
        bool known = false; // false: a word is not clean, or a sequence may go on into the next
        std::uint64_t firstTables = 0;
        bool multiByte = false;
    };
    [[nodiscard]] Judged judge(Bytes line);

    static constexpr std::size_t kMaxWords = WordTable::kMaxWords;
    // Per kWindow look-ups, when more than a quarter are new words, the next kRestLines lines are
    // left to the filters.
    static constexpr std::size_t kWindow = 4096;
    static constexpr std::size_t kRestLines = 16384;
    // ... once this many words are kept: till then every line teaches words.
    static constexpr std::size_t kLearnWords = kMaxWords / 4;

  private:
    using Signs = WordTable::Signs;
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
    std::shared_ptr<WordTable> table_; // taken at the first line judged, or when shared
    std::vector<WordSpan> spans_;      // a line's words, its buffer reused
    std::deque<Signs> long_;           // a line's words not kept (too long, the table full)
    std::vector<const RunFilter::WordSigns::Tallies *> words_; // a line's words, its buffer reused
    std::u32string text_;     // a word's characters, its buffer reused
    std::size_t lookups_ = 0; // in this window
    std::size_t misses_ = 0;
    std::size_t resting_ = 0; // lines left to the filters
};

} // namespace u8i::moji
