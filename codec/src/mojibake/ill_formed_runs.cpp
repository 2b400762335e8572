// The verdict per run (see u8i/mojibake/ill_formed_runs.h).
#include "u8i/mojibake/ill_formed_runs.h"

#include "mojibake/mojibake_text_model.h"
#include "mojibake/run_reading.h"
#include "u8i/utf8/item.h"

#include <algorithm>
#include <array>
#include <map>

namespace u8i {

namespace {

using moji::FileLetters;
using moji::RunCharset;
using moji::RunText;

// The well-formed characters beyond ASCII whose words are read again in the runs' charset.
constexpr std::size_t kMaxWordsChecked = 2048;
// How far the context of a run reaches, each side.
constexpr Offset kContextReach = 32;

struct Piece {
    Offset begin = 0;
    Offset end = 0;
    bool shaped = true; // every group has the shape of UTF-8 a program wrote or cut
    // Every group is a fragment of a character the text uses: its lead byte cut short (ü of
    // "Über" as a lone C3), or its continuation bytes without their lead.
    bool fragment = true;
    bool inUtf8Word = false; // a well-formed letter beyond ASCII is in the same word
    bool refused = false;    // a group is an overlong, surrogate or out-of-range form
    std::vector<ErrorKind> kinds;
};

struct Survey {
    std::vector<Piece> pieces;
    FileLetters letters;
    std::vector<Offset> utf8Starts; // of the first kMaxWordsChecked characters beyond ASCII
    std::array<bool, 256> leads{};  // the lead bytes of the well-formed characters
    std::array<bool, 256> tails{};  // and their continuation bytes
    Offset utf8Characters = 0;
    Offset utf8Bytes = 0;
    Offset illFormedBytes = 0;
};

// A group as a UTF-8 encoder writes it but a decoder refuses it (an overlong or surrogate form
// with all its continuation bytes), a lead with some of its continuation bytes (a character cut
// short), or continuation bytes that lost their lead.
bool utf8Shaped(Bytes data, const Item &group)
{
    switch (group.kind) {
    case ErrorKind::Overlong:
    case ErrorKind::Surrogate:
    case ErrorKind::OutOfRange:
    case ErrorKind::ObsoleteForm:
        return group.length >= 2 &&
               group.length == static_cast<Offset>(declaredLength(data[group.offset]));
    case ErrorKind::Truncated:
    case ErrorKind::UnexpectedContinuation: return group.length >= 2;
    case ErrorKind::InvalidByte: return false;
    }
    return false;
}

// Whether the word around the piece (letters, up to kWordReach bytes each side) holds a
// well-formed letter beyond ASCII: a field another program wrote is never glued to one.
bool wordHasUtf8Letter(Bytes data, const Piece &piece)
{
    constexpr Offset kWordReach = 16;
    const auto letterAt = [&](Offset p, bool &utf8) {
        const Item item = decodeItemAt(data, p);
        if (!item.wellFormed)
            return false;
        const char32_t cp = item.codePoint;
        if (cp < 0x80)
            return (cp | 0x20U) >= 'a' && (cp | 0x20U) <= 'z';
        utf8 = utf8 || moji::isLetter(moji::classify(cp));
        return moji::isLetter(moji::classify(cp));
    };
    bool utf8 = false;
    for (Offset p = piece.end; p < data.size() && p - piece.end < kWordReach;) {
        if (!letterAt(p, utf8))
            break;
        p = decodeItemAt(data, p).end();
    }
    for (Offset p = piece.begin; p > 0 && piece.begin - p < kWordReach;) {
        const Offset start = itemStartContaining(data, p - 1);
        if (!letterAt(start, utf8))
            break;
        p = start;
    }
    return utf8;
}

void noteLetter(Survey &s, std::map<std::uint16_t, Offset> &scripts, char32_t cp)
{
    const moji::CharInfo info = moji::classify(cp);
    if (!moji::isLetter(info) || info.rarity > 2)
        return;
    ++scripts[info.script];
    s.letters.seen.push_back(moji::foldLetter(cp));
}

// The word around data[at]: bytes beyond ASCII and ASCII letters, up to kContextReach each side.
Bytes wordAround(Bytes data, Offset at)
{
    const auto inWord = [&](Offset p) {
        const std::uint8_t b = data[p];
        return b >= 0x80 || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
    };
    Offset begin = at;
    while (begin > 0 && at - begin < kContextReach && inWord(begin - 1))
        --begin;
    Offset end = at + 1;
    while (end < data.size() && end - at < kContextReach && inWord(end))
        ++end;
    return data.subspan(begin, end - begin);
}

bool illFormedAt(Bytes data, Offset p)
{
    return p < data.size() && data[p] >= 0x80 && !decodeItemAt(data, p).wellFormed;
}

void countScript(std::map<std::uint16_t, Offset> &scripts, char32_t cp)
{
    const moji::CharInfo info = moji::classify(cp);
    if (cp >= 0x80 && moji::isLetter(info) && info.rarity <= 2)
        ++scripts[info.script];
}

// The script of most letters: of the well-formed ones away from ill-formed bytes, and of the
// ill-formed bytes read in `given` (the charset of the file's runs, when it is known). A line
// all in KOI8-U is Cyrillic, whatever letters its bytes form as UTF-8 by chance.
std::uint16_t dominantScript(Bytes data, const RunCharset *given)
{
    std::map<std::uint16_t, Offset> scripts;
    bool afterIllFormed = false;
    for (Offset p = 0; p < data.size();) {
        if (data[p] < 0x80) {
            ++p;
            afterIllFormed = false;
            continue;
        }
        const Item item = decodeItemAt(data, p);
        if (item.wellFormed && !afterIllFormed && !illFormedAt(data, item.end()))
            countScript(scripts, item.codePoint);
        for (Offset k = p; !item.wellFormed && given && given->table && k < item.end(); ++k)
            if (!given->table->undefined[data[k]])
                countScript(scripts, given->table->toUnicode[data[k]]);
        afterIllFormed = !item.wellFormed;
        p = item.end();
    }
    const auto top = std::max_element(scripts.begin(), scripts.end(),
                                      [](auto &a, auto &b) { return a.second < b.second; });
    return top == scripts.end() ? 0 : top->first;
}

// A well-formed sequence that legacy text formed by chance: between ill-formed bytes on both
// sides (KOI8-R "далёко" holds CC A3, U+0323), or beside them and no letter of the text's
// `script` (a combining mark, a superscript, a Hebrew letter in Cyrillic text). It belongs to the
// run around it; a letter of the script beside a broken one stays UTF-8.
bool formedByChance(Bytes data, const Item &item, const std::vector<Piece> &pieces,
                    std::uint16_t script)
{
    const bool before = !pieces.empty() && pieces.back().end == item.offset;
    const bool after = illFormedAt(data, item.end());
    const moji::CharInfo info = moji::classify(item.codePoint);
    return (before && after) ||
           ((before || after) && (!moji::isLetter(info) || (script != 0 && info.script != script)));
}

// Adds the ill-formed group (or a sequence formed by chance) at `item` to the survey's last piece,
// or starts a piece with it.
void addToPiece(Survey &s, Bytes data, const Item &item, bool chance)
{
    if (s.pieces.empty() || s.pieces.back().end != item.offset)
        s.pieces.push_back(Piece{item.offset, item.offset, true, true, false, false, {}});
    Piece &piece = s.pieces.back();
    piece.end = item.end();
    if (chance) {
        piece.shaped = false;
        piece.fragment = false;
        return;
    }
    s.illFormedBytes += item.length;
    piece.shaped = piece.shaped && utf8Shaped(data, item);
    piece.refused = piece.refused || (utf8Shaped(data, item) && item.kind != ErrorKind::Truncated &&
                                      item.kind != ErrorKind::UnexpectedContinuation);
    piece.fragment = piece.fragment && (item.kind == ErrorKind::Truncated ||
                                        item.kind == ErrorKind::UnexpectedContinuation);
    if (std::find(piece.kinds.begin(), piece.kinds.end(), item.kind) == piece.kinds.end())
        piece.kinds.push_back(item.kind);
}

// Whether `word` holds more ill-formed bytes than well-formed multi-byte ones and reads as text of
// `script` in `charset` as a whole: "піарний" in KOI8-U, whose first two bytes form "Ц" as UTF-8.
bool legacyWord(Bytes word, const RunCharset &charset, std::uint16_t script)
{
    Offset illFormed = 0;
    Offset multiByte = 0;
    for (Offset p = 0; p < word.size();) {
        const Item item = decodeItemAt(word, p);
        (item.wellFormed ? multiByte : illFormed) +=
            item.length > 1 || !item.wellFormed ? item.length : 0;
        p = item.end();
    }
    if (illFormed <= multiByte)
        return false;
    std::u32string text;
    if (charset.table) {
        for (const std::uint8_t b : word) {
            if (charset.table->undefined[b])
                return false;
            text.push_back(charset.table->toUnicode[b]);
        }
    } else {
        const LegacyDecoding d = charset.charset->decode(word);
        if (!d.undefinedBytes.empty())
            return false;
        text = d.text;
    }
    return moji::readsAsText(text, script);
}

Survey survey(Bytes data, const RunCharset *given)
{
    Survey s;
    std::map<std::uint16_t, Offset> scripts;
    const std::uint16_t script = dominantScript(data, given);
    Offset wordEnd = 0; // of the last word looked at whole, with the charset given
    bool inLegacyWord = false;
    for (Offset p = 0; p < data.size();) {
        if (data[p] < 0x80) {
            ++p;
            continue;
        }
        const Item item = decodeItemAt(data, p);
        if (item.wellFormed && given && p >= wordEnd) {
            const Bytes word = wordAround(data, p);
            wordEnd = static_cast<Offset>(word.data() - data.data()) + word.size();
            inLegacyWord = legacyWord(word, *given, script);
        }
        const bool chance = item.wellFormed && ((given && p < wordEnd && inLegacyWord) ||
                                                formedByChance(data, item, s.pieces, script));
        if (item.wellFormed && !chance) {
            ++s.utf8Characters;
            s.utf8Bytes += item.length;
            if (s.utf8Starts.size() < kMaxWordsChecked)
                s.utf8Starts.push_back(p);
            s.leads[data[p]] = true;
            for (Offset k = p + 1; k < item.end(); ++k)
                s.tails[data[k]] = true;
            noteLetter(s, scripts, item.codePoint);
        } else {
            addToPiece(s, data, item, item.wellFormed);
        }
        p = item.end();
    }
    for (Piece &piece : s.pieces)
        for (Offset p = piece.begin; piece.fragment && p < piece.end;) {
            const Item group = decodeItemAt(data.first(piece.end), p);
            for (Offset k = p + 1; k < group.end(); ++k)
                piece.fragment = piece.fragment && s.tails[data[k]];
            piece.fragment =
                piece.fragment && (isContinuation(data[p]) ? s.tails[data[p]] : s.leads[data[p]]);
            p = group.end();
        }
    for (Piece &piece : s.pieces)
        piece.inUtf8Word = wordHasUtf8Letter(data, piece);
    std::sort(s.letters.seen.begin(), s.letters.seen.end());
    s.letters.seen.erase(std::unique(s.letters.seen.begin(), s.letters.seen.end()),
                         s.letters.seen.end());
    const auto top = std::max_element(scripts.begin(), scripts.end(),
                                      [](auto &a, auto &b) { return a.second < b.second; });
    if (top != scripts.end())
        s.letters.script = top->first;
    if (given && script != 0)
        s.letters.script = script;
    return s;
}

// The characters of data[from, to) (within one line), ill-formed groups as blanks.
std::u32string contextText(Bytes data, Offset from, Offset to)
{
    std::u32string out;
    for (Offset p = itemStartAtOrAfter(data, from, to); p < to;) {
        const Item item = decodeItemAt(data, p);
        if (data[p] == '\n')
            out.clear();
        else
            out.push_back(item.wellFormed ? item.codePoint : char32_t{' '});
        p = item.end();
    }
    return out;
}

moji::RunContext contextOf(Bytes data, const Piece &piece)
{
    moji::RunContext c;
    c.left = contextText(data, piece.begin > kContextReach ? piece.begin - kContextReach : 0,
                         piece.begin);
    // contextText keeps what follows the last line feed; on the right, what precedes the first.
    const Offset to = std::min(data.size(), piece.end + kContextReach);
    Offset lineEnd = piece.end;
    while (lineEnd < to && data[lineEnd] != '\n')
        ++lineEnd;
    c.right = contextText(data, piece.end, lineEnd);
    return c;
}

// Punctuation that Windows code pages add and text uses alone: quotation marks, dashes, the
// no-break space, the euro sign.
bool windowsPunctuation(char32_t cp)
{
    return cp == 0xA0 || cp == 0xAB || cp == 0xBB || cp == 0x20AC || cp == 0x2013 || cp == 0x2014 ||
           (cp >= 0x2018 && cp <= 0x201E) || cp == 0x2026;
}

// Whether the reading is evidence enough that the piece is text. Bytes in the shape of UTF-8 (a
// refused form, a character cut short, continuation bytes without their lead) or pieces of
// characters the text uses are text only as letters the text uses elsewhere; a reading without a
// letter only as the punctuation of Windows code pages; a lone capital letter never.
// `given`: the reading is in the charset the file's runs were found in.
bool textEvidence(const Piece &piece, const RunText &r, bool given)
{
    if (r.loneCapital && !given)
        return false; // alone, a capital letter standing apart is no evidence of a language

    if (piece.shaped || piece.fragment) {
        // A lone fragment may be the no-break space or a quotation mark of a code page.
        const bool punctuation = !piece.shaped && r.letters == 0;
        bool allLetters = true;
        for (const char32_t cp : r.text)
            allLetters =
                allLetters && cp >= 0x80 &&
                (moji::isLetter(moji::classify(cp)) || (punctuation && windowsPunctuation(cp)));
        // Letters the text does not use count when the file's runs were found in this charset
        // (`given`), but never for a form a decoder refuses.
        return allLetters && (r.unseen == 0 || (given && !piece.refused));
    }
    if (r.letters == 0)
        return std::all_of(r.text.begin(), r.text.end(),
                           [](char32_t cp) { return cp < 0x80 || windowsPunctuation(cp); });
    return true;
}

// Whether the word around the well-formed character at `at` is all well-formed UTF-8 and reads
// as text of `script` with a letter of it beyond ASCII ("dúho", not "Ã©" in Latin text).
bool wordIsUtf8Text(Bytes data, Offset at, std::uint16_t script)
{
    const Bytes word = wordAround(data, at);
    std::u32string text;
    bool letter = false;
    for (Offset p = 0; p < word.size();) {
        const Item item = decodeItemAt(word, p);
        if (!item.wellFormed)
            return false;
        const moji::CharInfo info = moji::classify(item.codePoint);
        letter =
            letter || (item.codePoint >= 0x80 && moji::isLetter(info) && info.script == script);
        text.push_back(item.codePoint);
        p = item.end();
    }
    return letter && moji::readsAsText(text, script);
}

std::string damageWhy(const Piece &piece)
{
    std::string kinds;
    for (const ErrorKind kind : piece.kinds)
        kinds += (kinds.empty() ? "" : ", ") + std::string(name(kind));
    return kinds;
}

} // namespace

struct IllFormedRunJudge::Impl {
    std::vector<RunCharset> charsets;

    [[nodiscard]] std::vector<RunText> readings(Bytes data, const Piece &piece,
                                                const FileLetters &letters) const;
    [[nodiscard]] IllFormedRun decide(const Piece &piece, const std::vector<RunText> &readings,
                                      std::size_t majority, bool given) const;
    [[nodiscard]] static const RunText *choose(const std::vector<RunText> &readings,
                                               std::size_t majority, bool given);
    [[nodiscard]] bool wordReadsAsText(Bytes data, Offset at, std::size_t charset) const;
};

std::vector<RunText> IllFormedRunJudge::Impl::readings(Bytes data, const Piece &piece,
                                                       const FileLetters &letters) const
{
    const moji::RunContext context = contextOf(data, piece);
    std::vector<RunText> out;
    for (std::size_t c = 0; c < charsets.size(); ++c)
        if (std::optional<RunText> r =
                moji::readRun(data, piece.begin, piece.end, charsets[c], c, letters, context))
            out.push_back(std::move(*r));
    std::stable_sort(out.begin(), out.end(),
                     [](const RunText &a, const RunText &b) { return a.cost < b.cost; });
    return out;
}

// The reading a run is given: with the file's charset `given`, its reading in that charset or
// none; else the most plausible reading whose words read as words, or the majority's close to it.
const RunText *IllFormedRunJudge::Impl::choose(const std::vector<RunText> &readings,
                                               std::size_t majority, bool given)
{
    if (given) {
        const auto it =
            std::find_if(readings.begin(), readings.end(),
                         [majority](const RunText &r) { return r.charset == majority; });
        return it == readings.end() ? nullptr : &*it;
    }
    const auto first =
        std::find_if(readings.begin(), readings.end(), [](const RunText &r) { return !r.oddWord; });
    if (first == readings.end())
        return nullptr;
    const RunText *chosen = &*first;
    for (const RunText &r : readings)
        if (!r.oddWord && r.charset == majority && r.cost <= chosen->cost + 4)
            chosen = &r;
    return chosen;
}

IllFormedRun IllFormedRunJudge::Impl::decide(const Piece &piece,
                                             const std::vector<RunText> &readings,
                                             std::size_t majority, bool given) const
{
    IllFormedRun run;
    run.offset = piece.begin;
    run.length = piece.end - piece.begin;
    run.brokenUtf8 = piece.shaped || piece.fragment || piece.inUtf8Word;
    const RunText *chosen = choose(readings, majority, given);
    if (!chosen) {
        run.why = damageWhy(piece) +
                  (given ? ": it does not read as text in " + charsets[majority].name +
                               ", the charset of the file's other runs"
                         : std::string(": no legacy charset reads it as letters of the text"));
        return run;
    }
    const std::string &name = charsets[chosen->charset].name;
    if (piece.inUtf8Word) {
        run.why = damageWhy(piece) + ": inside a word of well-formed UTF-8 letters";
        return run;
    }
    if (!textEvidence(piece, *chosen, given)) {
        run.why = damageWhy(piece) +
                  (piece.shaped     ? ": a UTF-8 form a decoder refuses"
                   : piece.fragment ? ": a piece of a character the text uses elsewhere"
                                    : ": not text") +
                  "; read as " + name + " it would spell \u201C" + moji::toUtf8(chosen->text) +
                  "\u201D, not letters the text uses";
        return run;
    }
    run.reading = RunReading::Legacy;
    run.encoding = name;
    run.text = chosen->text;
    run.length = chosen->end - piece.begin;
    for (const RunText &r : readings) {
        if (&r == chosen)
            continue;
        const std::string &other = charsets[r.charset].name;
        if (r.text == chosen->text)
            run.sameReading.push_back(other);
        else if (chosen->charset != majority && !r.oddWord && r.cost <= chosen->cost)
            run.alternatives.push_back(other);
    }
    if (!run.alternatives.empty())
        run.reading = RunReading::Ambiguous;
    run.why = "read as " + name + " it spells \u201C" + moji::toUtf8(chosen->text) +
              "\u201D, letters of the text's script that fit the words around them";
    return run;
}

// Whether the word around the well-formed character at `at` reads as text in the charset too.
bool IllFormedRunJudge::Impl::wordReadsAsText(Bytes data, Offset at, std::size_t charset) const
{
    const RunCharset &c = charsets[charset];
    const Bytes word = wordAround(data, at);
    if (c.table) {
        std::u32string text;
        for (const std::uint8_t b : word) {
            if (c.table->undefined[b])
                return false;
            text.push_back(c.table->toUnicode[b]);
        }
        return moji::readsAsText(text, 0);
    }
    const LegacyDecoding d = c.charset->decode(word);
    return d.undefinedBytes.empty() && moji::readsAsText(d.text, 0);
}

IllFormedRunJudge::IllFormedRunJudge(LegacyCharsets charsets) : impl_(std::make_unique<Impl>())
{
    for (const LegacyCharset *c : charsets) {
        if (!c)
            continue;
        RunCharset rc;
        rc.charset = c;
        rc.name = c->name();
        rc.prior = moji::misdecodePrior(rc.name);
        if (c->isSingleByte())
            rc.table = moji::makeByteTable(*c);
        impl_->charsets.push_back(std::move(rc));
    }
}

IllFormedRunJudge::~IllFormedRunJudge() = default;

IllFormedRuns IllFormedRunJudge::judge(Bytes data, std::string_view preferred) const
{
    std::size_t preferredIndex = impl_->charsets.size();
    for (std::size_t c = 0; !preferred.empty() && c < impl_->charsets.size(); ++c)
        if (impl_->charsets[c].name == preferred)
            preferredIndex = c;
    const bool given = preferredIndex < impl_->charsets.size();
    Survey s = survey(data, given ? &impl_->charsets[preferredIndex] : nullptr);
    IllFormedRuns out;
    out.total = data.size();
    out.utf8Characters = s.utf8Characters;
    out.utf8Bytes = s.utf8Bytes;
    out.illFormedBytes = s.illFormedBytes;
    if (s.pieces.size() > kMaxJudgedRuns) {
        s.pieces.resize(kMaxJudgedRuns);
        out.complete = false;
    }
    std::vector<std::vector<RunText>> readings;
    std::vector<Offset> votes(impl_->charsets.size(), 0);
    for (const Piece &piece : s.pieces) {
        readings.push_back(impl_->readings(data, piece, s.letters));
        const RunText *best = Impl::choose(readings.back(), impl_->charsets.size(), false);
        if (!best || piece.inUtf8Word || !textEvidence(piece, *best, false))
            continue;
        for (const RunText &r : readings.back())
            if (r.text == best->text)
                votes[r.charset] += piece.end - piece.begin;
    }
    const auto top = std::max_element(votes.begin(), votes.end());
    std::size_t majority = top != votes.end() && *top > 0
                               ? static_cast<std::size_t>(top - votes.begin())
                               : impl_->charsets.size();
    if (given)
        majority = preferredIndex;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        out.runs.push_back(impl_->decide(s.pieces[i], readings[i], majority, given));
    if (majority == impl_->charsets.size())
        return out;
    out.encoding = impl_->charsets[majority].name;
    for (const Offset at : s.utf8Starts) {
        const bool also = impl_->wordReadsAsText(data, at, majority);
        out.utf8AlsoInEncoding += also ? 1 : 0;
        out.utf8OnlyAsUtf8 += !also && wordIsUtf8Text(data, at, s.letters.script) ? 1 : 0;
    }
    if (s.utf8Starts.size() < s.utf8Characters) {
        out.utf8AlsoInEncoding = out.utf8AlsoInEncoding * s.utf8Characters / s.utf8Starts.size();
        out.utf8OnlyAsUtf8 = out.utf8OnlyAsUtf8 * s.utf8Characters / s.utf8Starts.size();
    }
    return out;
}

std::size_t IllFormedRuns::count(RunReading reading) const
{
    return static_cast<std::size_t>(
        std::count_if(runs.begin(), runs.end(),
                      [reading](const IllFormedRun &r) { return r.reading == reading; }));
}

bool IllFormedRuns::wholeMayBeLegacy() const
{
    return count(RunReading::Legacy) > 0 &&
           (utf8Characters == 0 || utf8AlsoInEncoding * 2 >= utf8Characters);
}

bool IllFormedRuns::utf8BesideLegacy() const
{
    return count(RunReading::Legacy) > 0 && utf8OnlyAsUtf8 > 0 && !wholeMayBeLegacy();
}

bool IllFormedRuns::utf8WithErrors() const
{
    if (runs.empty())
        return false;
    const std::size_t damage = count(RunReading::Damage);
    if (runs.size() - damage >= std::max<std::size_t>(damage, 1))
        // Mostly text in a legacy charset, beside well-formed UTF-8 that is not also text in it:
        // the UTF-8 must carry as much text as the runs do (a legacy file forms UTF-8 by chance),
        // or be words that read as text only as UTF-8.
        return utf8Characters > 0 && !wholeMayBeLegacy() &&
               (utf8Bytes * 3 >= illFormedBytes || utf8BesideLegacy());
    // Mostly damage, most of it broken UTF-8: a few runs (or a few bytes), of fewer bytes than
    // the well-formed UTF-8, or in mostly ASCII. Legacy multi-byte text has neither.
    const auto broken = static_cast<std::size_t>(std::count_if(
        runs.begin(), runs.end(), [](const IllFormedRun &r) { return r.brokenUtf8; }));
    const bool few =
        runs.size() <= std::max<Offset>(3, utf8Characters) || illFormedBytes * 20 <= total;
    return broken * 2 >= runs.size() && few &&
           (utf8Bytes >= illFormedBytes || illFormedBytes * 4 <= total);
}

std::string describeRuns(const IllFormedRuns &runs)
{
    std::map<std::string, std::size_t> legacy;
    for (const IllFormedRun &r : runs.runs)
        if (r.reading != RunReading::Damage)
            ++legacy[r.encoding];
    std::string out;
    for (const auto &[encoding, n] : legacy)
        out += (out.empty() ? "" : ", ") + std::to_string(n) +
               (n == 1 ? " run reads" : " runs read") + " as " + encoding;
    const std::size_t damage = runs.count(RunReading::Damage);
    if (damage > 0 && !out.empty())
        out +=
            ", " + std::to_string(damage) + (damage == 1 ? " run is damage" : " runs are damage");
    return out;
}

} // namespace u8i
