// Which runs of text the mojibake analysis must look at (see mojibake_run_filter.h).
#include "mojibake/mojibake_run_filter.h"
#include "mojibake/mojibake_step.h"
#include "mojibake/mojibake_text_model.h"

#include "u8i/utf8/item.h"
#include "u8i/utf8/utf8_rules.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <string>

namespace u8i::moji {

namespace {

// What a lost byte may have become on the way, in a guess that may stand alone: U+FFFD from a
// strict decoder, a space for a no-break space A0.
bool lostByte(char32_t cp)
{
    return cp == ' ' || cp == 0xFFFD;
}

// Characters the step weighs as correctly decoded text when no repair covers them.
bool orphan(char32_t cp)
{
    return cp >= 0xA0 && cp != 0xFFFD;
}

// Counts, per word of `text` (of `count`, by `segment`), its non-ASCII characters into `nonAscii`;
// returns the line's orphans.
std::size_t countNonAscii(std::u32string_view text, const std::vector<std::size_t> &segment,
                          std::size_t count, std::vector<std::size_t> &nonAscii)
{
    nonAscii.assign(count, 0);
    std::size_t orphans = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        nonAscii[segment[i]] += text[i] >= 0x80 ? 1 : 0;
        orphans += orphan(text[i]) ? 1 : 0;
    }
    return orphans;
}

} // namespace

Offset nextNonAscii(Bytes run, Offset from)
{
    Offset p = from;
    for (; p + 8 <= run.size(); p += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, run.data() + p, sizeof word);
        if ((word & 0x8080808080808080ULL) != 0)
            break;
    }
    while (p < run.size() && run[p] < 0x80)
        ++p;
    return p;
}

RunFilter::RunFilter(const std::vector<ByteTable> &tables)
    : lead_(0x10000, 0), continuation_(0x10000, 0), leadOfLength_(3 * 0x10000, 0), tables_(tables)
{
    everything_ = tables.size() > 64;
    for (std::size_t t = 0; t < tables.size() && t < 64; ++t) {
        const std::uint64_t bit = std::uint64_t{1} << t;
        if (tables[t].prior == 0)
            guessing_ |= bit;
        for (char32_t cp = 0x80; cp < 0x10000; ++cp) {
            const auto byte = tables[t].byteOf(cp);
            if (!byte || *byte < 0x80)
                continue;
            if (const int length = sequenceLength(*byte); length > 0) {
                lead_[cp] |= bit;
                leadOfLength_[static_cast<std::size_t>(length - 2) * 0x10000 + cp] |= bit;
            } else if (*byte < 0xC0)
                continuation_[cp] |= bit;
        }
    }
}

std::array<std::uint64_t, 3> RunFilter::continuations(std::u32string_view text, std::size_t at,
                                                      int length) const
{
    std::array<std::uint64_t, 3> fitting{};
    std::uint64_t fits = ~std::uint64_t{0}; // every character so far a continuation or lost
    std::uint64_t lostOnce = 0;
    for (std::size_t j = 1; j < static_cast<std::size_t>(length) && at + j < text.size(); ++j) {
        const char32_t cp = text[at + j];
        const std::uint64_t continuation = cp < 0x10000 ? continuation_[cp] : 0;
        const std::uint64_t lost = lostByte(cp) ? guessing_ & ~continuation : 0;
        fits &= (continuation | lost) & ~(lostOnce & lost);
        lostOnce = (lostOnce | lost) & fits;
        fitting[j - 1] = fits;
    }
    return fitting;
}

std::uint64_t RunFilter::tablesToTry(Bytes run, std::u32string &text) const
{
    constexpr std::uint64_t kAll = ~std::uint64_t{0};
    text.clear();
    if (nextNonAscii(run, 0) == run.size())
        return 0;
    if (everything_)
        return kAll;
    thread_local std::vector<std::uint64_t> mayStart; // bit t: a sequence of tables_[t] may start
    if (!decodeLine(run, text))
        return kAll; // an ill-formed piece (CESU-8, modified UTF-8) or a C1 control
    const std::uint64_t found = sequencesFound(text, mayStart);
    return found == 0 ? 0 : supported(text, mayStart, found);
}

RunFilter::WordSigns RunFilter::wordSigns(Bytes word, std::u32string &text) const
{
    WordSigns signs;
    if (everything_ || !decodeLine(word, text)) {
        signs.clean = false;
        return signs;
    }
    const std::size_t n = text.size();
    const auto bmp = [](char32_t cp) { return cp >= 0x80 && cp < 0x10000; };
    signs.head = n > 0 && bmp(text[0]) ? continuation_[text[0]] : 0;
    // A sequence that goes on past a space after the word begins in its last 3 characters,
    // goes on with continuations (or lost bytes: counted as fitting, a superset), takes the
    // space as its lost byte and needs a continuation in the next word.
    constexpr std::uint64_t kAll = ~std::uint64_t{0};
    std::uint64_t fits = kAll; // every character after the lead fits
    for (std::size_t back = 1; back <= 3 && back <= n; ++back) {
        const char32_t cp = text[n - back];
        for (std::size_t length = back + 2; length <= 4 && bmp(cp); ++length)
            signs.goesOn |= leadOfLength_[(length - 2) * 0x10000 + cp] & fits;
        const bool lost = cp == '?' || cp == 0xFFFD;
        fits &= lost ? kAll : bmp(cp) ? continuation_[cp] : 0;
    }
    // No character a lead in any table (CJK, Hangul, most Indic scripts): no sequence starts in
    // the word, alone or with a space after it; only its orphans count.
    const auto lead = [&](char32_t cp) { return cp >= 0x80 && (cp >= 0x10000 || lead_[cp] != 0); };
    if (std::none_of(text.begin(), text.end(), lead)) {
        signs.orphans = static_cast<std::size_t>(std::count_if(text.begin(), text.end(), orphan));
        return signs;
    }
    signs.orphans = tallyWord(text, signs.alone);
    thread_local std::u32string spaced;
    spaced.assign(text);
    spaced.push_back(U' ');
    (void)tallyWord(spaced, signs.spaced);
    return signs;
}

std::size_t RunFilter::tallyWord(std::u32string_view text, WordSigns::Tallies &tallies) const
{
    thread_local std::vector<std::uint64_t> mayStart;
    tallies.found = sequencesFound(text, mayStart);
    thread_local std::vector<std::size_t> segment; // one word (and a blank ending it)
    thread_local std::vector<std::size_t> nonAscii;
    thread_local std::vector<std::size_t> covered;
    thread_local std::vector<std::uint8_t> starts;
    segment.assign(text.size(), 0);
    covered.assign(1, 0);
    starts.assign(1, 0);
    const std::size_t orphans = countNonAscii(text, segment, 1, nonAscii);
    // The tables that exist (a character past them may start a sequence in every bit).
    std::uint64_t tables = 0;
    for (const std::uint64_t m : mayStart)
        tables |= m;
    tables &= tables_.size() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << tables_.size()) - 1;
    std::vector<bool> odd;
    for (; tables != 0; tables &= tables - 1) {
        const auto t = static_cast<std::size_t>(std::countr_zero(tables));
        const Tally sum = tally(text, mayStart, t, segment, covered, starts);
        if (sum.starts == 0)
            continue;
        bool stands = false;
        if (covered[0] == nonAscii[0]) {
            if (odd.empty())
                odd = oddWords(text, segment, 1);
            stands = odd[0];
        }
        tallies.tables.push_back({static_cast<std::uint8_t>(t), stands, sum});
    }
    return orphans;
}

bool RunFilter::decodeLine(Bytes run, std::u32string &text)
{
    text.resize(run.size()); // no more characters than bytes
    std::size_t n = 0;
    for (Offset p = 0; p < run.size(); ++n) {
        if (run[p] < 0x80) {
            text[n] = run[p++];
            continue;
        }
        char32_t cp = 0;
        const int length = decodeWellFormed(run, p, cp);
        if (length == 0 || cp <= 0x9F)
            return false;
        p += static_cast<Offset>(length);
        text[n] = cp;
    }
    text.resize(n);
    return true;
}

std::size_t RunFilter::sequenceAt(std::u32string_view text, std::size_t at, std::size_t table,
                                  bool &common) const
{
    const ByteTable &t = tables_[table];
    const auto lead = text[at] >= 0x80 ? t.byteOf(text[at]) : std::nullopt;
    const int length = lead ? sequenceLength(*lead) : 0;
    if (length == 0 || at + static_cast<std::size_t>(length) > text.size())
        return 0;
    bool lost = false; // a '?', U+FFFD or space in a byte's place: once in a sequence
    char32_t value = *lead & (length == 2 ? 0x1FU : length == 3 ? 0x0FU : 0x07U);
    for (std::size_t j = 1; j < static_cast<std::size_t>(length); ++j) {
        const char32_t cp = text[at + j];
        const auto b = cp >= 0x80 ? t.byteOf(cp) : std::nullopt;
        if (b && (j == 1 ? secondByteFits(*lead, *b) : isContinuationByte(*b))) {
            value = (value << 6) | (*b & 0x3FU);
        } else if ((cp == '?' || cp == 0xFFFD || cp == ' ') && !lost) {
            lost = true;
        } else {
            return 0;
        }
    }
    // A guess, or half of a CESU-8 pair, may repair to anything: counted as common.
    common = lost || (value >= 0xD800 && value <= 0xDFFF) || classify(value).rarity <= 2;
    return static_cast<std::size_t>(length);
}

std::uint64_t RunFilter::sequencesFound(std::u32string_view text,
                                        std::vector<std::uint64_t> &mayStart) const
{
    // For supported: a sequence starts with a lead and goes on with a continuation or a byte
    // lost ('?', U+FFFD, a space); characters past the tables' range are left to sequenceAt.
    constexpr std::uint64_t kAll = ~std::uint64_t{0};
    mayStart.assign(text.size(), 0);
    std::uint64_t found = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        const char32_t cp = text[i];
        const char32_t next = text[i + 1];
        if (cp < 0x80)
            continue;
        const std::uint64_t lead = cp < 0x10000 ? lead_[cp] : kAll;
        const bool lost = next == '?' || next == 0xFFFD || next == ' ';
        const std::uint64_t continued = lost || next >= 0x10000 ? kAll : continuation_[next];
        mayStart[i] = lead & continued;
        // Found: a lead in the BMP, then its continuations (lost bytes as lone guesses allow).
        const std::uint64_t open = mayStart[i] & ~found;
        if (cp >= 0x10000 || open == 0)
            continue;
        const std::uint64_t *leads = leadOfLength_.data() + cp;
        const int longest = (leads[2 * 0x10000] & open) != 0   ? 4
                            : (leads[1 * 0x10000] & open) != 0 ? 3
                                                               : 2;
        const std::array<std::uint64_t, 3> fitting = continuations(text, i, longest);
        for (std::size_t k = 0; k < fitting.size(); ++k)
            found |= leads[k * 0x10000] & open & fitting[k];
    }
    return found;
}

RunFilter::Tally RunFilter::tally(std::u32string_view text,
                                  const std::vector<std::uint64_t> &mayStart, std::size_t t,
                                  const std::vector<std::size_t> &segment,
                                  std::vector<std::size_t> &covered,
                                  std::vector<std::uint8_t> &starts) const
{
    // Buffers reused from call to call: this runs on most lines of text in some scripts.
    constexpr std::uint8_t kInSequence = 1;
    constexpr std::uint8_t kInCommon = 2; // in a sequence that repairs to a common character
    thread_local std::vector<std::uint8_t> inSequence;
    const std::uint64_t bit = std::uint64_t{1} << t;
    inSequence.assign(text.size(), 0);
    std::fill(covered.begin(), covered.end(), 0);
    std::fill(starts.begin(), starts.end(), std::uint8_t{0});
    Tally sum;
    for (std::size_t i = 0; i < text.size(); ++i) {
        bool common = false;
        const std::size_t length = (mayStart[i] & bit) != 0 ? sequenceAt(text, i, t, common) : 0;
        if (length == 0)
            continue;
        starts[segment[i]] = 1;
        ++sum.starts;
        sum.commonStarts += common ? 1 : 0;
        for (std::size_t k = i; k < i + length; ++k) {
            const std::uint8_t before = inSequence[k];
            inSequence[k] |= common ? kInCommon : kInSequence;
            const bool newlyCommon = common && (before & kInCommon) == 0;
            sum.inside += newlyCommon ? 1 : 0;
            sum.adoptedCommon += newlyCommon && orphan(text[k]) ? 1 : 0;
            if (before != 0)
                continue;
            sum.adopted += orphan(text[k]) ? 1 : 0;
            covered[segment[k]] += text[k] >= 0x80 ? 1 : 0;
        }
    }
    return sum;
}

bool RunFilter::outweighs(const Tally &sum, std::size_t orphans)
{
    // Its repairs outweigh the correct text only when every repair it takes gives a common
    // character: the orphans it leaves are at least those outside every common sequence.
    return orphans == sum.adopted ||
           (sum.commonStarts >= 2 && orphans - sum.adoptedCommon <= sum.inside);
}

std::uint64_t RunFilter::supported(std::u32string_view text,
                                   const std::vector<std::uint64_t> &mayStart,
                                   std::uint64_t tables) const
{
    thread_local std::vector<std::size_t> segment;
    thread_local std::vector<std::size_t> nonAscii; // per word
    thread_local std::vector<std::size_t> covered;  // per word: non-ASCII characters in a sequence
    thread_local std::vector<std::uint8_t> starts;  // per word: a sequence starts in it
    wordSegments(text, segment);
    const std::size_t count = wordCount(text, segment);
    std::vector<bool> odd; // made when first needed
    // Step::rejectBesideCorrectText weighs the characters outside every sequence (its orphans,
    // at least) against those in sequences that repair to common characters (at least the ones
    // its repairs cover, when they give characters seen in text and firmly, twice or more).
    const std::size_t orphans = countNonAscii(text, segment, count, nonAscii); // of the line
    covered.resize(count);
    starts.resize(count);
    std::uint64_t kept = 0;
    for (; tables != 0; tables &= tables - 1) {
        const auto t = static_cast<std::size_t>(std::countr_zero(tables));
        const Tally sum = tally(text, mayStart, t, segment, covered, starts);
        if (sum.starts == 0)
            continue;
        bool possible = outweighs(sum, orphans);
        // ... else only a word may stand alone: explained (every non-ASCII character in a
        // sequence), with a sequence, reading oddly.
        for (std::size_t w = 0; w < count && !possible; ++w) {
            if (covered[w] != nonAscii[w] || starts[w] == 0)
                continue;
            if (odd.empty())
                odd = oddWords(text, segment, count);
            possible = odd[w];
        }
        if (possible)
            kept |= std::uint64_t{1} << t;
    }
    return kept;
}

std::uint64_t RunFilter::supportedByWords(std::span<const WordSigns::Tallies *const> words,
                                          std::size_t orphans)
{
    std::uint64_t tables = 0;
    for (const WordSigns::Tallies *w : words)
        tables |= w->found;
    if (tables == 0)
        return 0;
    // One pass over the words' tables, summed per table (a word lists a table once); the sums
    // are left zero for the next line.
    thread_local std::array<Tally, 64> sums{};
    std::uint64_t stands = 0; // the tables in which a word may stand alone
    for (const WordSigns::Tallies *w : words)
        for (const WordSigns::Table &in : w->tables) {
            const std::uint64_t bit = std::uint64_t{1} << in.table;
            if ((tables & bit) == 0)
                continue;
            Tally &sum = sums[in.table];
            sum.starts += in.sum.starts;
            sum.commonStarts += in.sum.commonStarts;
            sum.inside += in.sum.inside;
            sum.adopted += in.sum.adopted;
            sum.adoptedCommon += in.sum.adoptedCommon;
            stands |= in.stands ? bit : 0;
        }
    std::uint64_t kept = 0;
    for (; tables != 0; tables &= tables - 1) {
        const auto t = static_cast<std::size_t>(std::countr_zero(tables));
        const std::uint64_t bit = std::uint64_t{1} << t;
        if (sums[t].starts != 0 && ((stands & bit) != 0 || outweighs(sums[t], orphans)))
            kept |= bit;
        sums[t] = Tally{};
    }
    return kept;
}

std::uint64_t RunFilter::tablesToTry(const StepText &text) const
{
    if (everything_)
        return ~std::uint64_t{0};
    std::uint64_t found = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        const char32_t cp = text.cp[i];
        if (cp < 0x80 || cp >= 0x10000 || !text.usable(i) || !text.usable(i + 1))
            continue;
        const char32_t next = text.cp[i + 1];
        const bool lost = next == '?' || next == ' ' || next == 0xFFFD;
        found |= lead_[cp] & (lost ? ~std::uint64_t{0} : next < 0x10000 ? continuation_[next] : 0);
    }
    return found;
}

} // namespace u8i::moji
