// The words a repairer has seen (see mojibake_known_words.h).
#include "mojibake/mojibake_known_words.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace u8i::moji {

namespace {

// The blanks that end a word (isBlank), as bytes.
bool blankByte(std::uint8_t b)
{
    return b == ' ' || b == '\t' || b == '\n' || b == '\r';
}

// The first blank byte of `line` at or after `from`, or its size: 8 bytes at a time (the lowest
// byte a zero-byte test flags is exact, so the lowest of the four tests' is the first blank).
Offset nextBlank(Bytes line, Offset from)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
    const auto zeroBytes = [](std::uint64_t v) { return (v - kOnes) & ~v & kHigh; };
    Offset p = from;
    for (; std::endian::native == std::endian::little && p + 8 <= line.size(); p += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, line.data() + p, sizeof word);
        const std::uint64_t blanks =
            zeroBytes(word ^ (kOnes * ' ')) | zeroBytes(word ^ (kOnes * '\t')) |
            zeroBytes(word ^ (kOnes * '\n')) | zeroBytes(word ^ (kOnes * '\r'));
        if (blanks != 0)
            return p + static_cast<Offset>(std::countr_zero(blanks) / 8);
    }
    while (p < line.size() && !blankByte(line[p]))
        ++p;
    return p;
}

} // namespace

KnownWords::KnownWords(const RunFilter &filter, MultiByteRunFilter &multiByte)
    : filter_(filter), multiByte_(multiByte)
{
}

std::uint64_t KnownWords::hashOf(Bytes word)
{
    // Eight bytes at a time, multiplied in (a word is short: this is most of a look-up's cost
    // that is not a cache miss); the last bits mixed into the high half (the tag) and the low
    // half (the slot).
    constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
    std::uint64_t hash = word.size() * kMultiplier;
    Offset p = 0;
    for (; p + 8 <= word.size(); p += 8) {
        std::uint64_t chunk = 0;
        std::memcpy(&chunk, word.data() + p, sizeof chunk);
        hash = std::rotl((hash ^ chunk) * kMultiplier, 31);
    }
    if (p < word.size()) {
        std::uint64_t chunk = 0;
        std::memcpy(&chunk, word.data() + p, word.size() - p);
        hash = std::rotl((hash ^ chunk) * kMultiplier, 31);
    }
    hash ^= hash >> 29;
    hash *= 0xBF58476D1CE4E5B9ULL;
    return hash ^ (hash >> 32);
}

void KnownWords::share(KnownWords &other)
{
    if (!other.table_)
        other.table_ = std::make_shared<WordTable>();
    table_ = other.table_;
}

void KnownWords::findWords(Bytes line)
{
    spans_.clear();
    for (Offset p = nextNonAscii(line, 0); p < line.size(); p = nextNonAscii(line, p)) {
        Offset begin = p;
        while (begin > 0 && !blankByte(line[begin - 1]))
            --begin;
        const Offset end = nextBlank(line, p);
        const std::uint64_t hash = hashOf(line.subspan(begin, end - begin));
        table_->prefetchSlot(hash);
        spans_.push_back({begin, end, hash});
        p = end;
    }
    // The slots are on their way: ask for the entries they name (their look-ups then wait for
    // them together, not one after another).
    for (const WordSpan &w : spans_)
        table_->prefetchEntry(w.hash);
}

const KnownWords::Signs &KnownWords::signsOf(Bytes word, std::uint64_t hash)
{
    ++lookups_;
    if (const Signs *kept = table_->find(word, hash))
        return *kept;
    ++misses_;
    Signs signs;
    signs.single = filter_.wordSigns(word, text_);
    signs.highLead =
        std::any_of(word.begin(), word.end(), [](std::uint8_t b) { return b >= 0xE0; });
    if (signs.single.clean)
        signs.multi = multiByte_.runSigns(text_);
    if (const Signs *kept = table_->keep(word, hash, signs))
        return *kept;
    return long_.emplace_back(std::move(signs)); // keep did not take it
}

KnownWords::Judged KnownWords::judge(Bytes line)
{
    Judged judged;
    if (!multiByte_.signsComplete())
        return judged;
    // Text whose words rarely recur (a word list) is left to the filters for a while: a new word
    // costs more than the line filter does.
    if (resting_ > 0) {
        --resting_;
        return judged;
    }
    if (lookups_ >= kWindow) {
        resting_ =
            misses_ * 4 > lookups_ && table_ && table_->size() >= kLearnWords ? kRestLines : 0;
        lookups_ = 0;
        misses_ = 0;
    }
    if (!table_) // the first line judged: the memory is taken as words come
        table_ = std::make_shared<WordTable>();
    // Full: between lines, so that no word is dropped while one is judged, and only when no other
    // repairer may be judging from it (a shared table keeps what it holds).
    if (table_->size() == kMaxWords && table_.use_count() == 1)
        table_->clear();
    long_.clear();
    words_.clear();
    std::uint64_t goesOn = 0; // the word before's sequences that a space may carry on
    std::size_t orphans = 0;
    Offset nextWord = 0; // where the word after that space starts
    bool highLead = false;
    MultiByteRunFilter::RunSigns multi;
    findWords(line);
    for (const auto &[begin, end, hash] : spans_) {
        const Signs &signs = signsOf(line.subspan(begin, end - begin), hash);
        if (!signs.single.clean)
            return judged;
        const bool space = end < line.size() && line[end] == ' ';
        if (begin == nextWord && (goesOn & signs.single.head) != 0)
            return judged; // a sequence may go on from the word before into this one
        goesOn = space ? signs.single.goesOn : 0;
        nextWord = end + 1;
        const RunFilter::WordSigns::Tallies &tallies =
            space ? signs.single.spaced : signs.single.alone;
        if (tallies.found != 0) // supportedByWords reads them: on their way while the line is read
            __builtin_prefetch(tallies.tables.data());
        words_.push_back(&tallies);
        orphans += signs.single.orphans;
        highLead = highLead || signs.highLead;
        multi.encodes = multi.encodes || signs.multi.encodes;
        multi.loneTwice |= signs.multi.loneTwice | (multi.loneOnce & signs.multi.loneOnce);
        multi.loneOnce |= signs.multi.loneOnce;
    }
    judged.known = true;
    judged.firstTables = RunFilter::supportedByWords(words_, orphans);
    judged.multiByte = highLead && (multi.encodes || multi.loneTwice != 0);
    return judged;
}

} // namespace u8i::moji
