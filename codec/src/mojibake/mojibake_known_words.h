// The words a repairer has seen, with what its run filters found in each alone: text repeats its
// words (a log line, a catalog, prose), so that most lines are judged from words already known,
// without decoding them. A line is passed when no word holds a sequence that RunFilter finds and
// none spans two words (only a space after a word, read as a lost byte, lets one cross), and
// when MultiByteRunFilter's runs, which never cross a blank, hold nothing; every other line is
// left to the filters, so the decisions are theirs, unchanged. At most kMaxWords words of up to
// kMaxWordBytes are kept: the memory is cleared when it is full.
#pragma once

#include "mojibake/mojibake_multibyte.h"
#include "mojibake/mojibake_run_filter.h"

#include <string>
#include <string_view>
#include <unordered_map>

namespace u8i::moji {

class KnownWords {
  public:
    KnownWords(const RunFilter &filter, MultiByteRunFilter &multiByte);

    // True: RunFilter::tablesToTry(line) is 0 and MultiByteRunFilter::mayHold(line) false.
    // False: either may send the line on, or a word of it cannot be judged alone.
    [[nodiscard]] bool pass(Bytes line);

    static constexpr std::size_t kMaxWords = std::size_t{1} << 17;
    static constexpr Offset kMaxWordBytes = 64; // longer words are judged each time, not kept

  private:
    struct Signs {
        RunFilter::WordSigns single;
        MultiByteRunFilter::RunSigns multi;
        bool highLead = false; // a byte E0 or above (mayHold's first test)
    };
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const
        {
            return std::hash<std::string_view>{}(s);
        }
    };
    [[nodiscard]] Signs signsOf(Bytes word);

    const RunFilter &filter_;
    MultiByteRunFilter &multiByte_;
    std::unordered_map<std::string, Signs, Hash, std::equal_to<>> known_;
    std::u32string text_; // a word's characters, its buffer reused
};

} // namespace u8i::moji
