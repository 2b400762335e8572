// The evidence rules of one undo step (mojibake_step.h): which candidates are taken once each
// is weighed on its own. A word is repaired as a whole or not at all, a whole text explained by
// three sequences or more is misdecoded, a guessed byte needs a firm repair beside it, a chain
// of decodings applies to the whole text, and correctly decoded text elsewhere argues against.
#include "mojibake/mojibake_step.h"
#include "mojibake/mojibake_text_model.h"

#include <algorithm>
#include <limits>

namespace u8i::moji {

// True when every unit of the candidate was made by an earlier undo step: the text was found
// misdecoded there, and this step takes the chain one decoding further.
bool Step::continuesChain(const Candidate &c) const
{
    for (std::size_t u = 0; u < c.count; ++u)
        if (!text_.changed(c.first + u))
            return false;
    return true;
}

// True when the candidate's units were made by an earlier step through this very charset, which
// was credited for the common character they lead to (creditDeeperSequences), and this is it.
bool Step::endsChain(const Candidate &c) const
{
    for (std::size_t u = 0; u < c.count; ++u)
        if (!text_.deeper(c.first + u) || text_.lastTable[c.first + u] != index_)
            return false;
    return !c.wildcard && !c.lostSpace && classify(c.cp).rarity <= 1;
}

std::vector<std::size_t> wordSegments(std::u32string_view text)
{
    std::vector<std::size_t> segment;
    wordSegments(text, segment);
    return segment;
}

void wordSegments(std::u32string_view text, std::vector<std::size_t> &segment)
{
    segment.resize(text.size());
    std::size_t seg = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        segment[i] = seg;
        if (isBlank(text[i]))
            ++seg;
    }
}

std::size_t wordCount(std::u32string_view text, const std::vector<std::size_t> &segment)
{
    return text.empty() ? 1 : segment.back() + (isBlank(text.back()) ? 2 : 1);
}

std::vector<bool> oddWords(std::u32string_view text, const std::vector<std::size_t> &segment,
                           std::size_t count)
{
    std::vector<bool> odd(count, false);
    std::vector<std::uint16_t> script(count, 0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t w = segment[i];
        if (text[i] < 0x80 || text[i] == kOpaque || isBlank(text[i]))
            continue;
        const CharInfo info = classify(text[i]);
        const bool letter = isLetter(info) || info.cls == CharClass::Mark;
        const bool newScript = info.script != 0 && script[w] != 0 && info.script != script[w];
        const bool capitalAfterSmall = info.cls == CharClass::Upper && i > 0 &&
                                       segment[i - 1] == w &&
                                       classify(text[i - 1]).cls == CharClass::Lower;
        odd[w] = odd[w] || !letter || newScript || capitalAfterSmall;
        if (info.script != 0)
            script[w] = info.script;
    }
    return odd;
}

void Step::applyEvidenceRules()
{
    WordEvidence words = weighWords();
    int firm = acceptWholeWords(words);
    firm += acceptWholeText(words.inCandidate);
    requireFirmSupport(words, firm);
    firm += acceptSameChain();
    rejectBesideCorrectText(words, firm);
    rejectScriptChange(words);
}

// The words (units between blanks) and how their candidates weigh together.
WordEvidence Step::weighWords() const
{
    WordEvidence e;
    e.segment = wordSegments(std::u32string_view(text_.cp.data(), text_.cp.size()));
    e.words.resize(wordCount(std::u32string_view(text_.cp.data(), text_.cp.size()), e.segment));
    for (const Candidate &c : candidates_) {
        if (c.wildcard && !c.lostUndefined)
            continue;
        WordEvidence::Word &w = e.words[e.segment[c.first]];
        w.gain += c.gain;
        const bool ok = c.gain > 0 || (softGuess(c) && c.gain >= 0);
        (ok ? w.good : w.bad) += 1;
    }
    // A word all of whose non-ASCII characters are candidates is explained as a whole.
    e.inCandidate.assign(text_.size(), false);
    for (const Candidate &c : candidates_)
        for (std::size_t u = 0; u < c.count; ++u)
            e.inCandidate[c.first + u] = true;
    for (std::size_t i = 0; i < text_.size(); ++i)
        if (text_.cp[i] >= 0x80 && !e.inCandidate[i])
            e.words[e.segment[i]].explained = false;
    return e;
}

// A word is misdecoded as a whole or not at all: its candidates must gain together, most of them
// on their own; then the ones that merely do no harm go with them. Three sequences or more that
// explain every non-ASCII character of a word are strong evidence by themselves: text in a chain
// of 2 or 3 decodings passes through stages that read badly, so that each sequence alone may not
// gain. Returns the number of firm repairs.
int Step::acceptWholeWords(WordEvidence &words)
{
    int firm = 0;
    for (Candidate &c : candidates_) {
        WordEvidence::Word &w = words.words[words.segment[c.first]];
        // A word an earlier step repaired, undone once more: the chain goes on.
        const bool strong = w.explained && (w.good + w.bad >= 3 || continuesChain(c));
        const bool ends = endsChain(c);
        const bool wordHolds =
            ((w.gain > 0 || (softGuess(c) && w.gain >= 0)) && (w.good >= w.bad || strong)) || ends;
        const int tolerance = strong ? std::numeric_limits<int>::min() : w.explained ? -2 : 0;
        c.accepted = (!c.wildcard || c.lostUndefined) && wordHolds && (c.gain >= tolerance || ends);
        if (ends && c.accepted)
            c.gain = std::max(c.gain, 1);
        if (c.accepted && !softGuess(c)) {
            ++firm;
            w.firm = true;
        }
    }
    return firm;
}

// A text all of whose non-ASCII characters spell well-formed sequences, three or more, is
// explained as a whole: such a coincidence in correctly decoded text is rare. Returns the number
// of firm repairs it adds.
int Step::acceptWholeText(const std::vector<bool> &inCandidate)
{
    bool allExplained = true;
    for (std::size_t i = 0; i < text_.size() && allExplained; ++i)
        allExplained = text_.cp[i] < 0x80 || inCandidate[i] || text_.changed(i);
    int sum = 0;
    std::size_t plain = 0;
    for (const Candidate &c : candidates_)
        if (!c.wildcard && !c.lostSpace) {
            sum += c.gain;
            ++plain;
        }
    int firm = 0;
    if (allExplained && plain >= 3 && sum >= 0)
        for (Candidate &c : candidates_)
            if (!c.wildcard || c.lostUndefined) {
                c.accepted = true;
                if (!softGuess(c))
                    ++firm;
            }
    return firm;
}

// A guessed byte needs the support of a firm repair: anywhere in the text for a lost A0 or a lost
// undefined byte (or a strong case of the most common misdecoding); in its word for any other
// lost byte, or anywhere in the text when two bytes or more of three are known.
void Step::requireFirmSupport(const WordEvidence &words, int firm)
{
    for (Candidate &c : candidates_) {
        if (softGuess(c) && c.accepted && firm == 0 && !(table_.prior == 0 && c.gain >= 2))
            c.accepted = false;
        if (c.wildcard && !c.lostUndefined)
            c.accepted =
                words.words[words.segment[c.first]].firm || (firm > 0 && c.bytes.size() >= 3);
    }
}

// A text goes through a chain of decodings as a whole: when this step firmly undoes a sequence
// whose characters as many earlier steps made (none, the first time), the other such sequences
// went through the same chain, unless they read much worse undone or give a character rarely seen
// in text (IPA, Latin Extended-B, ...). Returns the number of firm repairs it adds.
int Step::acceptSameChain()
{
    const auto depthOf = [this](const Candidate &c) -> int {
        const int d = text_.depth[c.first];
        for (std::size_t u = 1; u < c.count; ++u)
            if (text_.depth[c.first + u] != d)
                return -1;
        return d;
    };
    std::vector<bool> chainDepth(256, false);
    for (const Candidate &c : candidates_)
        if (c.accepted && !c.wildcard && !softGuess(c) && depthOf(c) >= 0)
            chainDepth[static_cast<std::size_t>(depthOf(c))] = true;
    int firm = 0;
    for (Candidate &c : candidates_)
        if (!c.accepted && !c.wildcard && !c.lostSpace && depthOf(c) >= 0 &&
            chainDepth[static_cast<std::size_t>(depthOf(c))] && c.gain >= -2 &&
            classify(c.cp).rarity <= 1) {
            c.accepted = true;
            ++firm;
        }
    return firm;
}

// Non-ASCII text that is not part of a repair is correctly decoded: a text that holds such text
// needs two repairs at least, and more repaired than correct characters, before we believe it is
// misdecoded elsewhere. C1 controls and U+FFFD are no such proof. A word is judged on its own,
// though, when its repairs are strong and explain all of it, with no correct text inside it: one
// garbled word in a clean line ("serrÃ¢t") is repaired.
void Step::rejectBesideCorrectText(const WordEvidence &words, int firm)
{
    std::vector<bool> covered(text_.size(), false);
    std::size_t coveredCount = 0;
    for (const Candidate &c : candidates_)
        if (c.accepted)
            for (std::size_t u = 0; u < c.count; ++u) {
                covered[c.first + u] = true;
                ++coveredCount;
            }
    std::size_t orphans = 0;
    std::vector<bool> wordHasOrphan(words.words.size(), false);
    for (std::size_t i = 0; i < text_.size(); ++i) {
        const char32_t cp = text_.cp[i];
        if (!covered[i] && !text_.changed(i) && cp >= 0xA0 && cp != kOpaque && cp != 0xFFFD) {
            ++orphans;
            wordHasOrphan[words.segment[i]] = true;
        }
    }
    // Enough repairs outweigh the correct text, when they give characters seen in text: two
    // rare ones (Latin Extended-B, IPA, ...) are more likely a coincidence.
    const bool common = std::all_of(candidates_.begin(), candidates_.end(), [](const Candidate &c) {
        return !c.accepted || classify(c.cp).rarity <= 2;
    });
    if (orphans == 0 || (firm >= 2 && orphans <= coveredCount && common))
        return;
    // How much a word's repairs must gain together to stand alone, each of them gaining.
    constexpr int kStrongGain = 4;
    std::vector<bool> wordStands(words.words.size(), true);
    std::vector<int> wordGain(words.words.size(), 0);
    for (const Candidate &c : candidates_) {
        const std::size_t w = words.segment[c.first];
        if (c.accepted && (c.wildcard || softGuess(c) || (c.gain <= 0 && !continuesChain(c))))
            wordStands[w] = false;
        wordGain[w] += c.accepted ? (continuesChain(c) ? kStrongGain : c.gain) : 0;
    }
    for (std::size_t w = 0; w < wordStands.size(); ++w)
        wordStands[w] = wordStands[w] && wordGain[w] >= kStrongGain;
    // ... and only a word that reads oddly as it stands. A word of plain letters ("список") is
    // taken as written.
    const std::vector<bool> odd = oddWords(std::u32string_view(text_.cp.data(), text_.cp.size()),
                                           words.segment, words.words.size());
    for (std::size_t w = 0; w < wordStands.size(); ++w)
        wordStands[w] = wordStands[w] && odd[w];
    for (Candidate &c : candidates_) {
        const std::size_t w = words.segment[c.first];
        if (!words.words[w].explained || wordHasOrphan[w] || !wordStands[w])
            c.accepted = false;
    }
}

namespace {

// Scripts that one text writes together count as one: Han, kana and Hangul.
std::uint16_t scriptFamily(const CharInfo &info)
{
    static const std::uint16_t han = classify(U'\u4E00').script;
    static const std::uint16_t kana = classify(U'\u3042').script;
    static const std::uint16_t hangul = classify(U'\uAC00').script;
    return info.script == kana || info.script == hangul ? han : info.script;
}

constexpr std::uint16_t kNoScript = 0;
constexpr std::uint16_t kNotPlain = 0xFFFF;
constexpr std::uint16_t kRareSign = 0xFFFE; // Braille, arrows, unassigned planes: no script's text

// What a repair gives, as this rule sees it: a letter's script family, kRareSign, or kNoScript
// (punctuation and common signs, which any text has).
std::uint16_t repairFamily(const CharInfo &to)
{
    if (isLetter(to))
        return scriptFamily(to);
    const bool sign =
        to.cls == CharClass::Symbol || to.cls == CharClass::Math || to.cls == CharClass::Pictograph;
    return sign && to.rarity >= 3 ? kRareSign : kNoScript;
}

} // namespace

// A word that reads as plain letters of one script as it stands ("список", "удачно") is taken as
// written rather than repaired into letters of another script ("ᯨ᮪", "㤠筮" through CP866) or
// into signs no script's text has ("⠪⨪": Braille, arrows, unassigned planes), unless
// the text beside the repairs already has letters of that script, or repairs of words that read
// oddly give it: text whose bytes happen to spell UTF-8 in a charset of its own script is common;
// text of another script misdecoded into clean words is not (its bytes give signs, box drawings
// and odd case as well). A word an earlier step repaired is no longer as written: the chain goes
// on.
void Step::rejectScriptChange(const WordEvidence &words)
{
    // Words here are split at ASCII signs too: "имя_функции_из_sql" is four, each in one script.
    std::vector<std::size_t> part(text_.size());
    std::size_t parts = 0;
    for (std::size_t i = 0; i < text_.size(); ++i) {
        const char32_t cp = text_.cp[i];
        const bool sign = cp < 0x80 && !((cp | 0x20U) >= 'a' && (cp | 0x20U) <= 'z');
        part[i] = parts;
        parts += sign ? 1 : 0;
    }
    std::vector<std::uint16_t> written(parts + 1, kNoScript);
    std::vector<bool> inRepair(text_.size(), false);
    for (const Candidate &c : candidates_)
        for (std::size_t u = 0; c.accepted && u < c.count; ++u)
            inRepair[c.first + u] = true;
    std::vector<std::uint16_t> beside; // the script families of the letters outside the repairs
    for (std::size_t i = 0; i < text_.size(); ++i) {
        const char32_t cp = text_.cp[i];
        std::uint16_t &word = written[part[i]];
        if (cp == kOpaque || text_.changed(i)) {
            word = kNotPlain;
            continue;
        }
        const CharInfo info = classify(cp);
        const bool letter = isLetter(info) || info.cls == CharClass::Mark;
        const std::uint16_t family = letter ? scriptFamily(info) : kNotPlain;
        if (letter && !inRepair[i] &&
            std::find(beside.begin(), beside.end(), family) == beside.end())
            beside.push_back(family);
        if (cp >= 0x80 || letter)
            word = word == kNoScript || word == family ? family : kNotPlain;
    }
    // Repairs of words that read oddly as they stand support the same script in plain ones.
    const auto plain = [&](const Candidate &c) {
        const std::uint16_t w = written[part[c.first]];
        return w != kNoScript && w != kNotPlain;
    };
    for (const Candidate &c : candidates_) {
        const std::uint16_t family = repairFamily(classify(c.cp));
        if (c.accepted && !plain(c) && family != kNoScript &&
            std::find(beside.begin(), beside.end(), family) == beside.end())
            beside.push_back(family);
    }
    std::vector<bool> changesScript(words.words.size(), false);
    for (const Candidate &c : candidates_) {
        const std::size_t w = words.segment[c.first];
        const std::uint16_t family = repairFamily(classify(c.cp));
        changesScript[w] =
            changesScript[w] ||
            (c.accepted && plain(c) && family != kNoScript && family != written[part[c.first]] &&
             std::find(beside.begin(), beside.end(), family) == beside.end());
    }
    for (Candidate &c : candidates_)
        c.accepted = c.accepted && !changesScript[words.segment[c.first]];
}

} // namespace u8i::moji
