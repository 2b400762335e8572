// The verdict per run (see u8i/mojibake/ill_formed_runs.h).
#include "u8i/mojibake/ill_formed_runs.h"

#include "mojibake/mojibake_text_model.h"
#include "mojibake/run_reading.h"
#include "mojibake/run_survey.h"
#include "u8i/utf8/item.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

namespace u8i {

namespace {

using moji::FileLetters;
using moji::kContextReach;
using moji::kMaxWordsChecked;
using moji::Piece;
using moji::RunCharset;
using moji::RunText;
using moji::Survey;
using moji::wordAround;

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

// A reading of Windows punctuation alone, standing where punctuation stands.
bool punctuationReading(const RunText &r)
{
    return r.letters == 0 && r.placedAsPunctuation &&
           std::all_of(r.text.begin(), r.text.end(), windowsPunctuation);
}

// Whether the reading is evidence enough that the piece is text. Bytes in the shape of UTF-8 (a
// refused form, a character cut short, continuation bytes without their lead) or pieces of
// characters the text uses are text only as letters the text uses elsewhere; a reading without a
// letter only as the punctuation of Windows code pages, standing where punctuation stands; a lone
// capital letter never. `given`: the reading is in the charset the file's runs were found in.
bool textEvidence(const Piece &piece, const RunText &r, bool given)
{
    // Alone, a capital letter standing apart, or a letter the text never uses ("<FF>" on a line
    // of its own: "ÿ"), is no evidence of a language.
    if ((r.loneCapital || (r.alone && r.unseen > 0)) && !given)
        return false;
    if (r.letters == 0 && (!r.placedAsPunctuation || piece.cutPunctuation))
        return false; // "<FF>" alone on a line: a no-break space there is no evidence of text
    if (r.otherScript)
        return false;
    // Inside a word of the line, a reading makes a word whose case or script changes inside
    // ("cartellisa<80>tion": "cartellisaÇtion"): whichever charset is the file's, that is no word.
    if (r.oddWord && r.inside)
        return false;

    if (piece.shaped || piece.fragment) {
        // Broken UTF-8 spells no word whose case or script changes inside ("a<80 80>b": "aÇÇb").
        if (r.oddWord)
            return false;
        // A lone fragment may be the no-break space or a quotation mark of a code page.
        const bool punctuation = !piece.shaped && r.letters == 0;
        bool allLetters = true;
        for (const char32_t cp : r.text)
            allLetters =
                allLetters && cp >= 0x80 &&
                (moji::isLetter(moji::classify(cp)) || (punctuation && windowsPunctuation(cp)));
        // Letters the text does not use count when the file's runs were found in this charset
        // (`given`), but never for a form a decoder refuses, nor for a lead of a character the
        // text uses, cut short ("cerra<C3>r": "Ã" in Spanish text is the lead of its "é"). A lone
        // continuation byte may be a letter of the charset the line's text does not show
        // ("rybaczy<B3>a" in ISO-8859-2 beside "ó", C3 B3).
        const bool cutLead =
            piece.fragment && std::all_of(piece.kinds.begin(), piece.kinds.end(),
                                          [](ErrorKind k) { return k == ErrorKind::Truncated; });
        return allLetters && (r.unseen == 0 || (given && !piece.refused && !cutLead));
    }
    if (r.letters == 0)
        return std::all_of(r.text.begin(), r.text.end(),
                           [](char32_t cp) { return cp < 0x80 || windowsPunctuation(cp); });
    return true;
}

// Whether the reading is one letter glued to a word that neither the language of the text
// (`alphabet`, lower case, sorted; empty: not known) nor its well-formed text writes: a byte that
// stands inside a word of the text, not a letter of it ("cap<FF>ability" is no "capÿability";
// "K<F6>ln" beside German "Müller" is "Köln").
bool strayLetter(const RunText &r, std::u32string_view alphabet)
{
    return !alphabet.empty() && r.text.size() == 1 && r.letters == 1 && !r.alone && r.unseen > 0 &&
           !std::binary_search(alphabet.begin(), alphabet.end(), moji::foldLetter(r.text[0]));
}

// Whether the runs spell the file's language in a legacy charset, so that its one-letter runs are
// read as theirs: a legacy word (a reading of two letters or more that reads as a word: "Gr<FC
// DF>e aus K<F6>ln"), or three runs or more that read as letters of the language. Only runs that
// are evidence of text count: not a form a decoder refuses, nor a run inside a word written in
// UTF-8 (an overlong "<E0 80 AF>" reads as three Cyrillic letters in Windows-1251).
bool spellsLanguage(const std::vector<Piece> &pieces,
                    const std::vector<std::vector<RunText>> &readings, std::u32string_view alphabet)
{
    std::size_t letterRuns = 0;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const Piece &piece = pieces[i];
        if (readings[i].empty() || piece.refused || piece.inUtf8Word)
            continue;
        const RunText &r = readings[i].front();
        if (r.letters == 0 || r.oddWord || !textEvidence(piece, r, false))
            continue;
        if (r.letters >= 2)
            return true;
        letterRuns += strayLetter(r, alphabet) ? 0 : 1;
    }
    return letterRuns >= 3;
}

// A lone continuation byte standing apart between words, a blank or the line's edge on both sides
// ("Preis <80> netto"): a stray byte of broken UTF-8, or a code page's punctuation or letter
// standing alone. Only the file's other runs can tell (see runsSpellLetters).
bool standsApart(Bytes data, const Piece &piece)
{
    const auto blank = [](std::uint8_t b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    };
    return piece.end - piece.begin == 1 && isContinuation(data[piece.begin]) &&
           (piece.begin == 0 || blank(data[piece.begin - 1])) &&
           (piece.end == data.size() || blank(data[piece.end]));
}

// Whether a run that does not stand apart reads as letters of a legacy charset, as evidence of
// text: the file's own sign that a code page wrote some of it, so that a byte standing apart may
// be that code page's too ("5 <80>" beside "K<F6>ln" is "5 €").
bool runsSpellLetters(Bytes data, const std::vector<Piece> &pieces,
                      const std::vector<std::vector<RunText>> &readings,
                      std::u32string_view alphabet)
{
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const Piece &piece = pieces[i];
        if (readings[i].empty() || piece.refused || piece.inUtf8Word || standsApart(data, piece))
            continue;
        const RunText &r = readings[i].front();
        if (r.letters > 0 && !r.oddWord && textEvidence(piece, r, false) &&
            !strayLetter(r, alphabet))
            return true;
    }
    return false;
}

// Whether the reading of a byte standing apart fits its place as text does: a dash between words
// ("Hamburg – Berlin"), or a currency sign beside a number ("5,90 €").
bool fitsApart(Bytes data, const Piece &piece, const RunText &r)
{
    if (r.text.size() != 1)
        return false;
    const char32_t cp = r.text[0];
    if (cp == 0x2013 || cp == 0x2014)
        return true;
    const auto digit = [&data](Offset at) {
        return at < data.size() && data[at] >= '0' && data[at] <= '9';
    };
    return (cp == 0x20AC || cp == 0xA3 || cp == 0xA5) &&
           ((piece.begin >= 2 && digit(piece.begin - 2)) || digit(piece.end + 1));
}

// Unless the file's other runs show a code page wrote letters, a byte standing apart keeps only
// the readings that fit its place (fitsApart): alone between two words, "<80>" is a stray
// continuation byte, no "€". Returns the pieces left with no reading so, stray bytes.
std::vector<bool> strayBytesApart(Bytes data, const std::vector<Piece> &pieces,
                                  std::vector<std::vector<RunText>> &readings,
                                  std::u32string_view alphabet)
{
    std::vector<bool> stray(pieces.size(), false);
    if (runsSpellLetters(data, pieces, readings, alphabet))
        return stray;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (!standsApart(data, pieces[i]))
            continue;
        std::erase_if(readings[i],
                      [&](const RunText &r) { return !fitsApart(data, pieces[i], r); });
        stray[i] = readings[i].empty();
    }
    return stray;
}

// The characters of `word`, when it is all well-formed UTF-8.
std::optional<std::u32string> wellFormedText(Bytes word)
{
    std::u32string text;
    for (Offset p = 0; p < word.size();) {
        const Item item = decodeItemAt(word, p);
        if (!item.wellFormed)
            return std::nullopt;
        text.push_back(item.codePoint);
        p = item.end();
    }
    return text;
}

// Whether the word around the well-formed character at `at` is all well-formed UTF-8 and reads
// as text of `script` with a letter of it beyond ASCII ("dúho", not "Ã©" in Latin text).
bool wordIsUtf8Text(Bytes data, Offset at, std::uint16_t script)
{
    const std::optional<std::u32string> text = wellFormedText(wordAround(data, at));
    if (!text)
        return false;
    const bool letter = std::any_of(text->begin(), text->end(), [script](char32_t cp) {
        const moji::CharInfo info = moji::classify(cp);
        return cp >= 0x80 && moji::isLetter(info) && info.script == script;
    });
    return letter && moji::readsAsText(*text, script);
}

// The kinds of the piece's groups, "overlong, truncated" (the CLI's names).
MessageArg damageKinds(const Piece &piece)
{
    std::string kinds;
    for (const ErrorKind kind : piece.kinds)
        kinds += (kinds.empty() ? "" : ", ") + std::string(name(kind));
    return verbatimArg(std::move(kinds));
}

// Why the piece is damage, by what marks it as broken UTF-8 and whether the file's charset
// (`given`: named `charset`) was tried.
Message damageWhy(const Piece &piece, bool given, const std::string &charset)
{
    if (given)
        return {piece.shaped     ? MessageId::DamageShapedNotIn
                : piece.fragment ? MessageId::DamageFragmentNotIn
                                 : MessageId::DamageNotInCharset,
                {damageKinds(piece), verbatimArg(charset)}};
    return {piece.shaped     ? MessageId::DamageShapedNone
            : piece.fragment ? MessageId::DamageFragmentNone
                             : MessageId::DamageNoCharset,
            {damageKinds(piece)}};
}

} // namespace

struct IllFormedRunJudge::Impl {
    std::vector<RunCharset> charsets;

    [[nodiscard]] std::vector<RunText> readings(Bytes data, const Piece &piece,
                                                const FileLetters &letters) const;
    [[nodiscard]] IllFormedRun decide(const Piece &piece, const std::vector<RunText> &readings,
                                      std::size_t majority, bool given,
                                      std::u32string_view alphabet) const;
    [[nodiscard]] static const RunText *choose(const std::vector<RunText> &readings,
                                               std::size_t majority, bool given);
    [[nodiscard]] static const RunText *choosePunctuation(const std::vector<RunText> &readings,
                                                          std::size_t majority);
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

// The most plausible reading of the run as punctuation, or the majority's such reading.
const RunText *IllFormedRunJudge::Impl::choosePunctuation(const std::vector<RunText> &readings,
                                                          std::size_t majority)
{
    const RunText *chosen = nullptr;
    for (const RunText &r : readings)
        if (punctuationReading(r) && (!chosen || r.charset == majority))
            chosen = &r;
    return chosen;
}

IllFormedRun IllFormedRunJudge::Impl::decide(const Piece &piece,
                                             const std::vector<RunText> &readings,
                                             std::size_t majority, bool given,
                                             std::u32string_view alphabet) const
{
    IllFormedRun run;
    run.offset = piece.begin;
    run.length = piece.end - piece.begin;
    run.brokenUtf8 = piece.shaped || piece.fragment || piece.inUtf8Word;
    const RunText *chosen = choose(readings, majority, given);
    // Glued to a word of UTF-8 letters, a run is no field another program wrote, but bytes
    // without a lead may be the punctuation one pasted in ("«слово»", "Köln…"): read so, or
    // damage. A lead cut short there is a broken character ("<D0>" is "–" only in MacRoman).
    const bool leadless = std::all_of(piece.kinds.begin(), piece.kinds.end(), [](ErrorKind k) {
        return k == ErrorKind::UnexpectedContinuation;
    });
    const bool pasted = piece.inUtf8Word && leadless;
    if (chosen && pasted && !given)
        if (const RunText *punctuation = choosePunctuation(readings, majority))
            chosen = punctuation;
    if (!chosen) {
        run.why = damageWhy(piece, given, given ? charsets[majority].name : std::string());
        return run;
    }
    const std::string &name = charsets[chosen->charset].name;
    if (piece.inUtf8Word && !(pasted && punctuationReading(*chosen))) {
        run.why = {MessageId::DamageInUtf8Word, {damageKinds(piece)}};
        return run;
    }
    const bool stray = strayLetter(*chosen, alphabet);
    if (!textEvidence(piece, *chosen, given) || stray) {
        run.why = {
            stray            ? MessageId::DamageStrayLetter
            : piece.shaped   ? MessageId::DamageShapedSpells
            : piece.fragment ? MessageId::DamageFragmentSpells
                             : MessageId::DamageNotTextSpells,
            {damageKinds(piece), verbatimArg(name), verbatimArg(moji::toUtf8(chosen->text))}};
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
    run.why = {chosen->letters == 0 ? MessageId::LegacyPunctuation : MessageId::LegacySpells,
               {verbatimArg(name), verbatimArg(moji::toUtf8(chosen->text))}};
    return run;
}

// Whether the word around the well-formed character at `at` reads as text in the charset too, and
// as plausibly as it reads as UTF-8: "Öffnen" is "Ã–ffnen" in Windows-1252, a word by its shape,
// but no language writes a letter and a dash so.
bool IllFormedRunJudge::Impl::wordReadsAsText(Bytes data, Offset at, std::size_t charset) const
{
    const RunCharset &c = charsets[charset];
    const Bytes word = wordAround(data, at);
    std::u32string text;
    if (c.table) {
        for (const std::uint8_t b : word) {
            if (c.table->undefined[b])
                return false;
            text.push_back(c.table->toUnicode[b]);
        }
    } else {
        LegacyDecoding d = c.charset->decode(word);
        if (!d.undefinedBytes.empty())
            return false;
        text = std::move(d.text);
    }
    if (!moji::readsAsText(text, 0))
        return false;
    const std::optional<std::u32string> utf8 = wellFormedText(word);
    return !utf8 || !moji::readsAsText(*utf8, 0) ||
           moji::textCost(text, 0, text.size()) <= moji::textCost(*utf8, 0, utf8->size());
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

IllFormedRuns IllFormedRunJudge::judge(Bytes data, std::string_view preferred,
                                       std::u32string_view alphabet, bool oneLetterRuns) const
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
    for (const Piece &piece : s.pieces)
        readings.push_back(impl_->readings(data, piece, s.letters));
    // A file's given charset was chosen by its runs: a byte standing apart is read in it.
    const std::vector<bool> stray = given ? std::vector<bool>(s.pieces.size(), false)
                                          : strayBytesApart(data, s.pieces, readings, alphabet);
    for (std::size_t i = 0; !oneLetterRuns && i < s.pieces.size(); ++i)
        if (s.pieces[i].end - s.pieces[i].begin == 1)
            std::erase_if(readings[i], [](const RunText &r) { return r.letters > 0; });
    if (spellsLanguage(s.pieces, readings, alphabet))
        alphabet = {};
    std::vector<Offset> votes(impl_->charsets.size(), 0);
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const Piece &piece = s.pieces[i];
        // A reading as a stray letter gives way to one as a letter of the language ("Gda<F1>sk"
        // beside Polish UTF-8: Windows-1250 "ń", not Windows-1252 "ñ").
        std::vector<RunText> &read = readings[i];
        if (std::any_of(read.begin(), read.end(),
                        [alphabet](const RunText &r) { return !strayLetter(r, alphabet); }))
            std::erase_if(read, [alphabet](const RunText &r) { return strayLetter(r, alphabet); });
        const RunText *best = Impl::choose(read, impl_->charsets.size(), false);
        if (!best || piece.inUtf8Word || !textEvidence(piece, *best, false))
            continue;
        for (const RunText &r : read)
            if (r.text == best->text)
                votes[r.charset] += piece.end - piece.begin;
    }
    const auto top = std::max_element(votes.begin(), votes.end());
    std::size_t majority = top != votes.end() && *top > 0
                               ? static_cast<std::size_t>(top - votes.begin())
                               : impl_->charsets.size();
    if (given)
        majority = preferredIndex;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        IllFormedRun run = impl_->decide(s.pieces[i], readings[i], majority, given, alphabet);
        // Beside well-formed UTF-8, a stray continuation byte is broken UTF-8.
        run.brokenUtf8 = run.brokenUtf8 || (stray[i] && s.utf8Characters > 0);
        const Offset end = run.offset + run.length;
        run.insideAsciiWord = run.offset > 0 && end < data.size() &&
                              moji::isAsciiLetter(data[run.offset - 1]) &&
                              moji::isAsciiLetter(data[end]);
        out.runs.push_back(std::move(run));
    }
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
    // the well-formed UTF-8, or in mostly ASCII. Legacy multi-byte text has neither. When most
    // runs read as no text, a short text of ASCII may hold a tenth of its bytes in damage.
    const auto broken = static_cast<std::size_t>(std::count_if(
        runs.begin(), runs.end(), [](const IllFormedRun &r) { return r.brokenUtf8; }));
    const bool few = runs.size() <= std::max<Offset>(3, utf8Characters) ||
                     illFormedBytes * (damage * 2 > runs.size() ? 10 : 20) <= total;
    return broken * 2 >= runs.size() && few &&
           (utf8Bytes >= illFormedBytes || illFormedBytes * 4 <= total);
}

std::vector<Message> describeRunsMessages(const IllFormedRuns &runs)
{
    std::map<std::string, std::size_t> legacy;
    for (const IllFormedRun &r : runs.runs)
        if (r.reading != RunReading::Damage)
            ++legacy[r.encoding];
    std::vector<Message> out;
    const auto add = [&out](Message m) {
        if (!out.empty())
            out.push_back({MessageId::ListComma, {}, true});
        m.joined = !out.empty();
        out.push_back(std::move(m));
    };
    for (const auto &[encoding, n] : legacy)
        add(n == 1 ? Message{MessageId::RunsReadAsOne, {verbatimArg(encoding)}}
                   : Message{MessageId::RunsReadAs, {numberArg(n), verbatimArg(encoding)}});
    const std::size_t damage = runs.count(RunReading::Damage);
    if (damage > 0 && !out.empty())
        add(damage == 1 ? Message{MessageId::RunsDamageOne, {}}
                        : Message{MessageId::RunsDamage, {numberArg(damage)}});
    return out;
}

std::string describeRuns(const IllFormedRuns &runs)
{
    return englishText(describeRunsMessages(runs));
}

bool IllFormedRuns::onlyDamageInsideAsciiWords() const
{
    constexpr Offset kFewBytes = 3;
    // Without any well-formed UTF-8 beyond ASCII, lone bytes in words are as likely a legacy
    // charset's letters ("miracul<E1>ramos").
    return !runs.empty() && utf8Characters > 0 &&
           std::all_of(runs.begin(), runs.end(), [](const IllFormedRun &r) {
               return r.reading == RunReading::Damage && r.length <= kFewBytes && r.insideAsciiWord;
           });
}

} // namespace u8i
