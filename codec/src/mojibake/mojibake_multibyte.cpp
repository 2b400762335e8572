// UTF-8 read as an East Asian multi-byte charset and written back as UTF-8 ("浣犲ソ" for "你好":
// the bytes E4 BD A0 E5 A5 BD read as GB18030). A run of non-ASCII characters is encoded back with
// each multi-byte charset; where the bytes are well-formed UTF-8 of more plausible text, the run is
// repaired. Chance makes well-formed UTF-8 of a correct run only rarely, and never of a long one.
#include "mojibake/mojibake_multibyte.h"
#include "mojibake/mojibake_internal.h"
#include "mojibake/mojibake_text_model.h"

#include "u8i/utf8/item.h"
#include "u8i/utf8/utf8_rules.h"

#include <algorithm>
#include <string_view>

namespace u8i::moji {

namespace {

// Two characters at least: one repaired character from two multi-byte ones is the shortest case.
constexpr std::size_t kMinRun = 2;
// How unlikely such a misdecoding is a priori, in text-cost units.
constexpr int kPrior = 3;

// Whether units[k] may be part of a run a multi-byte charset misread.
bool inRun(const std::vector<Unit> &units, std::size_t k)
{
    return units[k].cp >= 0x80 && units[k].cp != kOpaque && !units[k].changed;
}

// The end of the run that starts at units[from] (inRun there): the first unit after it that
// is not in the run.
std::size_t runEnd(const std::vector<Unit> &units, std::size_t from)
{
    std::size_t end = from;
    while (end < units.size() && inRun(units, end))
        ++end;
    return end;
}

// The cost of the text with [from, to) replaced by `middle`, over the run and a few neighbours.
int costWith(const std::vector<Unit> &units, std::size_t from, std::size_t to,
             const std::u32string &middle)
{
    constexpr std::size_t kContext = 4;
    const std::size_t left = from > kContext ? from - kContext : 0;
    const std::size_t right = std::min(units.size(), to + kContext);
    std::u32string text;
    for (std::size_t i = left; i < from; ++i)
        text.push_back(units[i].cp == kOpaque ? char32_t{0xFFFD} : units[i].cp);
    text += middle;
    for (std::size_t i = to; i < right; ++i)
        text.push_back(units[i].cp == kOpaque ? char32_t{0xFFFD} : units[i].cp);
    return textCost(text, 0, text.size());
}

// The units standing for `repaired`: the first spans the run's bytes, the others none after it,
// so that the finding covers the run and gives the repaired text.
void replaceRun(std::vector<Unit> &units, std::size_t from, std::size_t to,
                const std::u32string &repaired, const std::string &bytes,
                const LegacyCharset &charset)
{
    std::u32string before;
    for (std::size_t i = from; i < to; ++i)
        before.push_back(units[i].cp);
    std::vector<Unit> made(repaired.size());
    for (std::size_t k = 0; k < repaired.size(); ++k) {
        Unit &u = made[k];
        u.cp = repaired[k];
        u.begin = k == 0 ? units[from].begin : units[to - 1].end;
        u.end = units[to - 1].end;
        u.changed = true;
        u.kind = MojibakeKind::Misdecoded;
        u.source = "UTF-8";
        u.undone.push_back(kMultiByteLink);
        u.multiByteCharset = charset.name();
        u.history.push_back(k == 0 ? UndoStep{before, hexByteList(bytes)}
                                   : UndoStep{std::u32string(), std::string()});
    }
    units.erase(units.begin() + static_cast<std::ptrdiff_t>(from),
                units.begin() + static_cast<std::ptrdiff_t>(to));
    units.insert(units.begin() + static_cast<std::ptrdiff_t>(from), made.begin(), made.end());
}

bool isIdeograph(char32_t cp)
{
    return std::string_view(scriptName(classify(cp).script)) == "Han";
}

// Whether units[from, to) are ideographs, two or more, that no repair changed.
bool ideographRun(const std::vector<Unit> &units, std::size_t from, std::size_t to)
{
    return to - from >= kMinRun &&
           std::all_of(units.begin() + static_cast<std::ptrdiff_t>(from),
                       units.begin() + static_cast<std::ptrdiff_t>(to),
                       [](const Unit &u) { return !u.changed && isIdeograph(u.cp); });
}

// Whether the line holds, beside the run [from, to), a run of ideographs that `charset` does not
// encode to UTF-8: the line is written in ideographs, as they are, and a run of ideographs alone
// is no mojibake through a Japanese or Korean `charset` ("分支重命名" and
// "命名" in one catalog: "命名" through EUC-KR is "٤٣"; "讀取至 位元組" through Shift_JIS).
bool ideographsStandBeside(const std::vector<Unit> &units, std::size_t from, std::size_t to,
                           const LegacyCharset &charset)
{
    for (std::size_t i = 0; i < units.size();) {
        if (!inRun(units, i)) {
            ++i;
            continue;
        }
        const std::size_t end = runEnd(units, i);
        if ((end <= from || i >= to) && ideographRun(units, i, end)) {
            std::u32string run;
            for (std::size_t k = i; k < end; ++k)
                run.push_back(units[k].cp);
            const std::optional<std::string> bytes = charset.encode(run);
            if (!bytes || !multiByteUtf8(*bytes))
                return true;
        }
        i = end;
    }
    return false;
}

// Whether `charset` writes Chinese: UTF-8 read through it gives ideographs alone, a word of them
// garbled amid a Chinese line as much as the line. Through a Japanese or Korean charset a garbled
// run shows kana or Hangul beside them, rarely ideographs alone.
bool chineseCharset(const LegacyCharset &charset)
{
    return charset.name().starts_with("GB") || charset.name().starts_with("Big5");
}

// The best repair of units [from, to) through one of the multi-byte charsets, if one is better.
// `prior`: how much better the repaired text must read than the run as it is.
const LegacyCharset *repairRun(std::vector<Unit> &units, std::size_t from, std::size_t to,
                               LegacyCharsets charsets, int prior)
{
    std::u32string run;
    for (std::size_t i = from; i < to; ++i)
        run.push_back(units[i].cp);
    const int asIs = costWith(units, from, to, run);
    const LegacyCharset *best = nullptr;
    int bestCost = 0;
    std::u32string bestText;
    std::string bestBytes;
    for (const LegacyCharset *charset : charsets) {
        if (!charset || charset->isSingleByte() || charset->name().starts_with("UTF-"))
            continue;
        const std::optional<std::string> bytes = charset->encode(run);
        if (!bytes)
            continue;
        const std::optional<std::u32string> text = multiByteUtf8(*bytes);
        if (!text)
            continue;
        const bool common = std::all_of(text->begin(), text->end(),
                                        [](char32_t cp) { return classify(cp).rarity <= 2; });
        // Two multi-byte sequences or more in the bytes are evidence enough that they were
        // UTF-8: pairs of a multi-byte charset rarely spell them by chance, and the more of them,
        // the less the text model's taste counts (it cannot tell a rare ideograph from a common
        // one).
        const auto sequences = static_cast<int>(
            std::count_if(text->begin(), text->end(), [](char32_t cp) { return cp >= 0x80; }));
        // ... of letters: digits, marks and signs from a run of Han ("命名" through EUC-KR is
        // "٤٣", "冒號" through GB18030 "ð̖") weigh only as the text model weighs them.
        const bool letters = std::all_of(text->begin(), text->end(), [](char32_t cp) {
            return cp < 0x80 || isLetter(classify(cp));
        });
        const int needed = sequences >= 2 && letters ? -(sequences - 2) / 2 : prior;
        const int cost = costWith(units, from, to, *text);
        if (common && cost < asIs - needed && (!best || cost < bestCost) &&
            !(!chineseCharset(*charset) && ideographRun(units, from, to) &&
              ideographsStandBeside(units, from, to, *charset))) {
            bestCost = cost;
            best = charset;
            bestText = *text;
            bestBytes = *bytes;
        }
    }
    if (best)
        replaceRun(units, from, to, bestText, bestBytes, *best);
    return best;
}

// A short run (one or two characters) between ASCII letters, or after one at a word's end
// ("Caf茅" and "Cafﾃｩ" for "Café"), that `charset` encodes as one two-byte UTF-8 letter of the
// neighbours' script: that letter; else 0.
char32_t shortRunLetter(const std::vector<Unit> &units, std::size_t from, std::size_t to,
                        const LegacyCharset &charset)
{
    const auto asciiLetter = [&](std::size_t k) {
        return k < units.size() && units[k].cp < 0x80 && isLetter(classify(units[k].cp));
    };
    const bool before = from > 0 && asciiLetter(from - 1);
    const bool after = asciiLetter(to);
    const bool wordEnd = to == units.size() || (units[to].cp < 0x80 && !after);
    if (!(before && (after || wordEnd)) && !(after && from > 0 && units[from - 1].cp == ' '))
        return 0;
    std::u32string run;
    for (std::size_t k = from; k < to; ++k)
        run.push_back(units[k].cp);
    const std::optional<std::string> bytes = charset.encode(run);
    if (!bytes || bytes->size() != 2)
        return 0;
    const std::optional<std::u32string> text = multiByteUtf8(*bytes);
    if (!text || text->size() != 1)
        return 0;
    const CharInfo info = classify(text->front());
    const CharInfo neighbour = classify(units[before ? from - 1 : to].cp);
    return isLetter(info) && info.script == neighbour.script ? text->front() : 0;
}

// The charset that reads two short runs of the text or more as Latin letters (see
// shortRunLetter), or one inside a word, the most of them; nullptr when none does.
const LegacyCharset *charsetOfShortRuns(const std::vector<Unit> &units, LegacyCharsets charsets)
{
    const LegacyCharset *best = nullptr;
    int bestCount = 1;
    for (const LegacyCharset *charset : charsets) {
        if (!charset || charset->isSingleByte() || charset->name().starts_with("UTF-"))
            continue;
        int count = 0;
        for (std::size_t i = 0; i < units.size();) {
            if (!inRun(units, i)) {
                ++i;
                continue;
            }
            const std::size_t end = runEnd(units, i);
            // one inside a word (Bin盲rmodus) counts as two beside a word's end (caf茅)
            const auto letter = [&](std::size_t k) {
                return k < units.size() && units[k].cp < 0x80 && isLetter(classify(units[k].cp));
            };
            const bool inside = i > 0 && letter(i - 1) && letter(end);
            if (end - i <= 2 && shortRunLetter(units, i, end, *charset) != 0)
                count += inside ? 2 : 1;
            i = end;
        }
        if (count > bestCount) {
            bestCount = count;
            best = charset;
        }
    }
    return best;
}

// One pass over the runs of `units` through `charsets`; adds the charsets of its repairs to `used`.
// A run of one character is weighed only with `lone` set: once the line's evidence named the
// charset.
bool repairRuns(std::vector<Unit> &units, LegacyCharsets charsets, int prior, bool lone,
                std::vector<const LegacyCharset *> &used)
{
    bool changed = false;
    for (std::size_t i = 0; i < units.size();) {
        if (!inRun(units, i)) {
            ++i;
            continue;
        }
        const std::size_t end = runEnd(units, i);
        const bool weighed = end - i >= kMinRun || lone;
        const LegacyCharset *charset =
            weighed ? repairRun(units, i, end, charsets, prior) : nullptr;
        if (!charset) {
            i = end;
            continue;
        }
        changed = true;
        if (std::find(used.begin(), used.end(), charset) == used.end())
            used.push_back(charset);
        // the run's units were replaced; go on after the repaired ones
        while (i < units.size() && units[i].changed)
            ++i;
    }
    return changed;
}

} // namespace

std::optional<std::u32string> multiByteUtf8(const std::string &bytes)
{
    const Bytes data(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
    std::u32string out;
    bool multiByte = false;
    for (Offset p = 0; p < data.size();) {
        const Item item = decodeItemAt(data, p);
        if (!item.wellFormed)
            return std::nullopt;
        multiByte = multiByte || item.length > 1;
        out.push_back(item.codePoint);
        p = item.end();
    }
    if (!multiByte)
        return std::nullopt;
    return out;
}

bool undoMultiByteMisdecodings(std::vector<Unit> &units, LegacyCharsets charsets)
{
    std::vector<const LegacyCharset *> used;
    const bool changed = repairRuns(units, charsets, kPrior, false, used);
    // Latin text read through a multi-byte charset leaves single ideographs inside its words
    // (Caf茅, tr猫s): two of them read as letters through the same charset are the evidence.
    if (used.empty())
        if (const LegacyCharset *lone = charsetOfShortRuns(units, charsets))
            used.push_back(lone);
    if (used.empty())
        return changed;
    // A charset that repaired a run of this line explains the line's shorter runs too: they are
    // weighed again through it with no prior (one misdecoding garbled the whole line).
    std::vector<const LegacyCharset *> again;
    const bool more = repairRuns(units, LegacyCharsets(used.data(), used.size()), 0, true, again);
    return changed || more;
}

MultiByteRunFilter::MultiByteRunFilter(LegacyCharsets charsets)
{
    for (const LegacyCharset *charset : charsets)
        if (charset && !charset->isSingleByte() && !charset->name().starts_with("UTF-"))
            encoders_.push_back({charset, std::vector<std::uint32_t>(0x10000, 0)});
    // More encoders than mask bits: every run is encoded (starts_ left empty).
    if (encoders_.size() < 8)
        starts_.assign(0x10000, 0);
}

std::uint32_t MultiByteRunFilter::entryOf(Encoder &encoder, char32_t cp) const
{
    std::uint32_t &entry = encoder.bytes[cp];
    if (entry == 0) {
        const std::optional<std::string> b = encoder.charset->encode(std::u32string(1, cp));
        entry = kUnmapped;
        if (b && !b->empty() && b->size() <= 3) {
            entry = static_cast<std::uint32_t>(b->size()) << 24;
            for (std::size_t k = 0; k < b->size(); ++k)
                entry |= static_cast<std::uint32_t>(static_cast<std::uint8_t>((*b)[k])) << (8 * k);
        }
    }
    return entry;
}

std::uint32_t MultiByteRunFilter::startsOf(char32_t cp)
{
    if (starts_.empty() || cp >= 0x10000)
        return 0x7FFFFFFFU; // every encoder: encode decides
    std::uint8_t &starts = starts_[cp];
    if (starts == 0) {
        starts = kStartsKnown;
        for (std::size_t e = 0; e < encoders_.size(); ++e) {
            const std::uint32_t entry = entryOf(encoders_[e], cp);
            int pending = 0;
            if (entry != kUnmapped && goesOn(entry, pending))
                starts |= static_cast<std::uint8_t>(1U << e);
        }
    }
    return starts & ~std::uint32_t{kStartsKnown};
}

bool MultiByteRunFilter::encode(Encoder &encoder, const std::u32string &run, std::string &out) const
{
    out.clear();
    int pending = 0; // continuation bytes the last lead still needs
    for (const char32_t cp : run) {
        if (cp >= 0x10000)
            return false;
        const std::uint32_t entry = entryOf(encoder, cp);
        if (entry == kUnmapped || !goesOn(entry, pending))
            return false;
        for (std::uint32_t k = 0; k < entry >> 24; ++k)
            out.push_back(static_cast<char>((entry >> (8 * k)) & 0xFF));
    }
    return true;
}

bool MultiByteRunFilter::goesOn(std::uint32_t entry, int &pending)
{
    for (std::uint32_t k = 0; k < entry >> 24; ++k) {
        const auto byte = static_cast<std::uint8_t>((entry >> (8 * k)) & 0xFF);
        // Stop at the first byte that cannot continue UTF-8 (clean text fails early);
        // multiByteUtf8 judges the whole afterwards.
        if (pending > 0 && (byte & 0xC0) != 0x80)
            return false;
        if (pending > 0)
            --pending;
        else if (byte >= 0x80 && (pending = sequenceLength(byte) - 1) < 0)
            return false;
    }
    return true;
}

bool MultiByteRunFilter::anyEncodesToUtf8(const std::u32string &run, std::uint32_t starts)
{
    for (std::size_t e = 0; e < encoders_.size(); ++e) {
        if (e < 31 && (starts & (std::uint32_t{1} << e)) == 0)
            continue; // encode would fail at the first character
        if (encode(encoders_[e], run, bytes_) && multiByteUtf8(bytes_))
            return true;
    }
    return false;
}

bool MultiByteRunFilter::mayHold(std::u32string_view text)
{
    // A misread run starts with a character of three bytes or more in UTF-8 (U+0800 on): every
    // lead byte of these charsets that is also a UTF-8 lead reads as an ideograph, a kana or a
    // Hangul syllable.
    if (std::none_of(text.begin(), text.end(), [](char32_t cp) { return cp >= 0x800; }))
        return false;
    const RunSigns signs = runSigns(text);
    return signs.encodes || signs.loneTwice != 0;
}

MultiByteRunFilter::RunSigns MultiByteRunFilter::runSigns(std::u32string_view text)
{
    const auto asciiLetter = [&](std::size_t at) {
        return at < text.size() && text[at] < 0x80 &&
               ((text[at] | 0x20) >= 'a' && (text[at] | 0x20) <= 'z');
    };
    RunSigns signs;
    std::vector<int> &lone = lone_; // per encoder: lone characters that read as one letter
    lone.assign(encoders_.size(), 0);
    std::size_t runStart = 0;
    std::size_t length = 0; // of the run of non-ASCII characters at runStart
    for (std::size_t p = 0; p <= text.size(); ++p) {
        if (p < text.size() && text[p] >= 0x80) {
            runStart = length == 0 ? p : runStart;
            ++length;
            continue;
        }
        // Weighed: a run of kMinRun or more, or a lone character beside an ASCII letter.
        const bool lone1 = length == 1 && (asciiLetter(runStart - 1) || asciiLetter(p));
        const std::uint32_t starts = length >= kMinRun || lone1 ? startsOf(text[runStart]) : 0;
        if (starts == 0) { // not weighed, or every encoder fails at its first character
            length = 0;
            continue;
        }
        run_.assign(text.substr(runStart, length));
        signs.encodes = length >= kMinRun && anyEncodesToUtf8(run_, starts);
        if (signs.encodes)
            return signs;
        if (lone1)
            for (std::size_t e = 0; e < encoders_.size(); ++e) {
                if (e < 31 && (starts & (std::uint32_t{1} << e)) == 0)
                    continue; // encode fails: nothing read as a letter
                const bool encoded = encode(encoders_[e], run_, bytes_);
                const auto letter =
                    encoded && bytes_.size() == 2 ? multiByteUtf8(bytes_) : std::nullopt;
                lone[e] += letter ? (asciiLetter(runStart - 1) && asciiLetter(p) ? 2 : 1) : 0;
                const std::uint32_t bit = e < 32 ? std::uint32_t{1} << e : 0;
                signs.loneOnce |= lone[e] >= 1 ? bit : 0;
                signs.loneTwice |= lone[e] >= 2 ? bit : 0;
                if (lone[e] >= 2)
                    return signs;
            }
        length = 0;
    }
    return signs;
}

} // namespace u8i::moji
