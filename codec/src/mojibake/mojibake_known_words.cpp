// The words a repairer has seen (see mojibake_known_words.h).
#include "mojibake/mojibake_known_words.h"

#include <algorithm>

namespace u8i::moji {

namespace {

// The blanks that end a word (isBlank), as bytes.
bool blankByte(std::uint8_t b)
{
    return b == ' ' || b == '\t' || b == '\n' || b == '\r';
}

} // namespace

KnownWords::KnownWords(const RunFilter &filter, MultiByteRunFilter &multiByte)
    : filter_(filter), multiByte_(multiByte)
{
}

KnownWords::Signs KnownWords::signsOf(Bytes word)
{
    const std::string_view key(reinterpret_cast<const char *>(word.data()), word.size());
    if (const auto it = known_.find(key); it != known_.end())
        return it->second;
    Signs signs;
    signs.single = filter_.wordSigns(word, text_);
    signs.highLead =
        std::any_of(word.begin(), word.end(), [](std::uint8_t b) { return b >= 0xE0; });
    if (signs.single.clean)
        signs.multi = multiByte_.runSigns(text_);
    if (word.size() > kMaxWordBytes)
        return signs;
    if (known_.size() >= kMaxWords)
        known_.clear();
    known_.emplace(key, signs);
    return signs;
}

bool KnownWords::pass(Bytes line)
{
    if (!multiByte_.signsComplete())
        return false;
    std::uint64_t found = 0;
    std::uint64_t goesOn = 0; // the word before's sequences that a space may carry on
    Offset nextWord = 0;      // where the word after that space starts
    bool highLead = false;
    bool encodes = false;
    std::uint32_t loneOnce = 0;
    std::uint32_t loneTwice = 0;
    for (Offset p = nextNonAscii(line, 0); p < line.size(); p = nextNonAscii(line, p)) {
        Offset begin = p;
        while (begin > 0 && !blankByte(line[begin - 1]))
            --begin;
        Offset end = p;
        while (end < line.size() && !blankByte(line[end]))
            ++end;
        const Signs signs = signsOf(line.subspan(begin, end - begin));
        if (!signs.single.clean)
            return false;
        const bool space = end < line.size() && line[end] == ' ';
        found |= signs.single.found | (begin == nextWord ? goesOn & signs.single.head : 0) |
                 (space ? signs.single.endsOnSpace : 0);
        if (found != 0)
            return false;
        goesOn = space ? signs.single.goesOn : 0;
        nextWord = end + 1;
        highLead = highLead || signs.highLead;
        encodes = encodes || signs.multi.encodes;
        loneTwice |= signs.multi.loneTwice | (loneOnce & signs.multi.loneOnce);
        loneOnce |= signs.multi.loneOnce;
        p = end;
    }
    return !(highLead && (encodes || loneTwice != 0));
}

} // namespace u8i::moji
