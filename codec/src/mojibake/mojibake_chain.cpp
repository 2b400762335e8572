// Undoing chains of wrong decodings: UTF-8 bytes read as a single-byte charset and written back
// as UTF-8, once or several times.
//
// One undo step, for one charset E: every character that E can encode is mapped back to its byte;
// where those bytes form a well-formed UTF-8 sequence (or a CESU-8 surrogate pair), the
// characters are a candidate for one repaired character. A candidate is taken when the repaired
// text is more plausible than the text as it stands (mojibake_text_model.h), and when the
// evidence holds up in its word and in the whole text (mojibake_evidence.cpp). The charset that
// explains the most wins the step; steps repeat until nothing changes, at most maxChain per
// character.
#include "mojibake/mojibake_internal.h"
#include "mojibake/mojibake_run_filter.h"
#include "mojibake/mojibake_step.h"
#include "mojibake/mojibake_text_model.h"

#include "u8i/utf8/item.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace u8i::moji {

namespace {

// Lower-case vowels with a diacritic: the letters that may stand alone as a word.
bool canBeOneLetterWord(char32_t cp)
{
    static constexpr std::u32string_view kVowels = U"àáâãäåèéêëìíîïòóôõöùúûüýÿ";
    return kVowels.find(cp) != std::u32string_view::npos;
}

// The characters of bytes that are all well-formed UTF-8; nullopt otherwise.
std::optional<std::u32string> decodeWellFormed(std::string_view bytes)
{
    if (bytes.empty())
        return std::nullopt;
    const Bytes data(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
    std::u32string out;
    for (Offset p = 0; p < data.size();) {
        const Item item = decodeItemAt(data, p);
        if (!item.wellFormed)
            return std::nullopt;
        out.push_back(item.codePoint);
        p = item.end();
    }
    return out;
}

} // namespace

// True when a byte undefined in the charset would fit byte j of a sequence led by `lead`: a
// U+FFFD there is most likely that byte, lost by a strict decoder.
bool Step::undefinedFits(std::uint8_t lead, int j) const
{
    for (int b = 0x80; b < 0xC0; ++b)
        if (table_.undefined[static_cast<std::size_t>(b)] &&
            (j > 1 || secondByteFits(lead, static_cast<std::uint8_t>(b))))
            return true;
    return false;
}

// Parses the UTF-8 sequence whose lead is the unit at i into c (appending to c.bytes and
// c.count); false when the units do not spell one.
bool Step::parseSequence(std::size_t i, Candidate &c, std::uint32_t &value) const
{
    const auto lead = highByte(i);
    if (!lead)
        return false;
    const int n = sequenceLength(*lead);
    if (n == 0)
        return false;
    value = *lead & (n == 2 ? 0x1FU : n == 3 ? 0x0FU : 0x07U);
    c.bytes.push_back(static_cast<char>(*lead));
    c.undefinedUsed = c.undefinedUsed || table_.undefined[*lead];
    for (int j = 1; j < n; ++j) {
        const std::size_t at = i + static_cast<std::size_t>(j);
        if (at >= text_.size() || !text_.usable(at))
            return false;
        const char32_t cp = text_.cp[at];
        const auto b = highByte(at);
        if (b && (j == 1 ? secondByteFits(*lead, *b) : isContinuationByte(*b))) {
            value = (value << 6) | (*b & 0x3FU);
            c.bytes.push_back(static_cast<char>(*b));
            c.undefinedUsed = c.undefinedUsed || table_.undefined[*b];
        } else if ((cp == '?' || cp == 0xFFFD) && !c.wildcard && !c.lostSpace) {
            c.wildcard = true;
            c.lostUndefined = cp == 0xFFFD && undefinedFits(*lead, j);
            value = (value << 6);
            c.bytes.push_back('?');
        } else if (cp == ' ' && !c.lostSpace && !c.wildcard) {
            c.lostSpace = true;
            c.spaceAt = static_cast<std::size_t>(j);
            value = (value << 6) | 0x20U;
            c.bytes.push_back(static_cast<char>(0xA0));
        } else {
            return false;
        }
    }
    c.count += static_cast<std::size_t>(n);
    return true;
}

std::optional<Candidate> Step::parseAt(std::size_t i) const
{
    const auto lead = highByte(i);
    if (!lead || sequenceLength(*lead) == 0)
        return std::nullopt;
    Candidate c;
    c.first = i;
    std::uint32_t value = 0;
    if (!parseSequence(i, c, value))
        return std::nullopt;
    if (c.wildcard) {
        c.cp = 0xFFFD;
        c.notes.push_back("a byte of this sequence was lost in an earlier decoding (it shows as "
                          "'?' or U+FFFD): repaired as U+FFFD");
    } else if (value >= 0xD800 && value <= 0xDBFF) {
        // CESU-8: a high surrogate must be followed by a low one.
        Candidate low;
        std::uint32_t lowValue = 0;
        const std::size_t next = i + c.count;
        if (next >= text_.size() || !parseSequence(next, low, lowValue) || low.wildcard ||
            low.lostSpace || lowValue < 0xDC00 || lowValue > 0xDFFF)
            return std::nullopt;
        c.cp = 0x10000 + ((value - 0xD800) << 10) + (lowValue - 0xDC00);
        c.count += low.count;
        c.bytes += low.bytes;
        c.notes.insert(c.notes.end(), low.notes.begin(), low.notes.end());
        c.undefinedUsed = c.undefinedUsed || low.undefinedUsed;
        c.cesu = true;
    } else if (value >= 0xD800 && value <= 0xDFFF) {
        return std::nullopt;
    } else {
        c.cp = value;
    }
    if (c.lostSpace) {
        // The A0 became a space. Inside a sequence the space is the A0. At its end the space may
        // also be the word space after it, with the A0 gone in a collapse of blanks: that is
        // the reading when the repaired character can be a one-letter word (French "à").
        const std::size_t after = i + c.count;
        const bool lastByte = c.spaceAt + 1 == c.count;
        const bool nextBlank = after < text_.size() && isBlank(text_.cp[after]);
        // ... unless the word after it would be a lone consonant: "Ã s" is "às", not "à s".
        const auto loneConsonant = [&] {
            if (after >= text_.size())
                return false;
            const char32_t next = text_.cp[after];
            const bool last = after + 1 >= text_.size() || isBlank(text_.cp[after + 1]);
            const bool letter = (next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z');
            return letter && last &&
                   std::u32string_view(U"aeiouyAEIOUY").find(next) == std::u32string_view::npos;
        };
        if (lastByte && !nextBlank && canBeOneLetterWord(c.cp) && !loneConsonant()) {
            c.count -= 1;
            // Both readings take one alteration (a blank-collapsing step that counts A0 as a
            // blank makes either), so the bytes cannot tell them apart: say which was taken.
            c.notes.push_back(
                "the byte A0 (a no-break space in " + table_.name + ") is missing after " +
                hexByte(static_cast<std::uint8_t>(c.bytes.front())) +
                ": read as a word space after \u201C" + toUtf8(std::u32string(1, c.cp)) +
                "\u201D; the space may instead be the A0 itself, joining \u201C" +
                toUtf8(std::u32string(1, c.cp)) +
                "\u201D to the next word: the bytes cannot tell the two apart");
        } else {
            c.notes.push_back("the byte A0 (a no-break space in " + table_.name +
                              ") was taken for a space that it became: an assumption");
        }
    }
    return c;
}

void Step::weigh()
{
    // The text around each candidate as it would read with the candidates accepted so far.
    std::u32string view;
    std::vector<std::size_t> start(candidates_.size()), stop(candidates_.size());
    std::size_t ci = 0;
    for (std::size_t i = 0; i < text_.size(); ++i) {
        if (ci < candidates_.size() && candidates_[ci].first == i) {
            const Candidate &c = candidates_[ci];
            start[ci] = view.size();
            if (c.accepted) {
                view.push_back(c.cp);
            } else {
                for (std::size_t k = 0; k < c.count; ++k)
                    view.push_back(text_.cp[i + k]);
            }
            stop[ci] = view.size();
            i += c.count - 1;
            ++ci;
            continue;
        }
        view.push_back(text_.cp[i] == kOpaque ? char32_t{0xFFFD} : text_.cp[i]);
    }
    constexpr std::size_t kContext = 10;
    std::u32string before;
    std::u32string after;
    for (std::size_t k = 0; k < candidates_.size(); ++k) {
        Candidate &c = candidates_[k];
        const std::size_t from = start[k] > kContext ? start[k] - kContext : 0;
        const std::size_t to = std::min(view.size(), stop[k] + kContext);
        const std::size_t leftSize = start[k] - from;
        const std::size_t rightSize = to - stop[k];
        before.assign(view, from, leftSize);
        after.assign(view, from, leftSize);
        for (std::size_t u = 0; u < c.count; ++u)
            before.push_back(text_.cp[c.first + u]);
        after.push_back(c.cp);
        before.append(view, stop[k], rightSize);
        after.append(view, stop[k], rightSize);
        // The neighbours' own costs change too (their case and script company): count 3 each side.
        const std::size_t from3 = leftSize > 3 ? leftSize - 3 : 0;
        const std::size_t tail = std::min<std::size_t>(rightSize, 3);
        const int oldCost = textCost(before, from3, leftSize + c.count + tail);
        const int newCost = textCost(after, from3, leftSize + 1 + tail);
        c.gain = oldCost - newCost - table_.candidatePrior;
    }
}

std::u32string Step::findCandidates()
{
    std::u32string key;
    for (std::size_t i = 0; i < text_.size();) {
        if (auto c = parseAt(i)) {
            const std::size_t count = c->count;
            key += {static_cast<char32_t>(i), static_cast<char32_t>(count), c->cp,
                    static_cast<char32_t>(c->wildcard) | (c->lostSpace ? 2U : 0U) |
                        (c->lostUndefined ? 4U : 0U) | (c->undefinedUsed ? 8U : 0U)};
            candidates_.push_back(std::move(*c));
            i += count;
        } else {
            ++i;
        }
    }
    return key;
}

int Step::evaluate()
{
    if (candidates_.empty())
        return 0;
    // Each candidate is weighed among its neighbours as they most likely read: first all
    // repaired, then as the previous round decided, until that settles.
    for (Candidate &c : candidates_)
        c.accepted = true;
    for (int round = 0; round < 4; ++round) {
        weigh();
        bool stable = true;
        for (Candidate &c : candidates_) {
            const bool accept = c.wildcard || c.gain > 0 || (softGuess(c) && c.gain >= 0);
            stable = stable && accept == c.accepted;
            c.accepted = accept;
        }
        if (stable)
            break;
    }
    creditDeeperSequences();
    applyEvidenceRules();
    if (std::getenv("U8I_MOJIBAKE_DEBUG")) {
        for (const Candidate &c : candidates_) {
            std::u32string text;
            for (std::size_t u = 0; u < c.count; ++u)
                text.push_back(text_.cp[c.first + u]);
            std::fprintf(stderr, "%s: %s -> %s gain %d%s%s%s\n", table_.name.c_str(),
                         toUtf8(text).c_str(), toUtf8(std::u32string(1, c.cp)).c_str(), c.gain,
                         c.accepted ? " accepted" : "", c.wildcard ? " wildcard" : "",
                         c.lostSpace ? " lost-space" : "");
        }
    }
    int total = 0;
    bool any = false;
    for (const Candidate &c : candidates_)
        if (c.accepted) {
            total += std::max(c.gain, 0);
            any = true;
        }
    return any ? total - table_.prior : 0;
}

// Adjacent candidates whose repaired characters spell, in the same charset, well-formed UTF-8
// again ("Ã‚Â«" gives "Â«", which is "«" once more) are a chain of two decodings or more: evidence
// the encodings' structure gives, beyond how each step alone reads. A run of such candidates that
// ends, one or two decodings further, in common characters gains at least kDeeperGain each.
void Step::creditDeeperSequences()
{
    constexpr int kDeeperGain = 3;
    constexpr int kDeeperSteps = 2;
    for (std::size_t k = 0; k < candidates_.size();) {
        std::size_t end = k + 1;
        while (end < candidates_.size() &&
               candidates_[end].first == candidates_[end - 1].first + candidates_[end - 1].count)
            ++end;
        std::u32string text;
        for (std::size_t c = k; c < end; ++c)
            text.push_back(candidates_[c].cp);
        bool common = false;
        for (int step = 0; step < kDeeperSteps && !common; ++step) {
            std::string bytes;
            for (char32_t cp : text) {
                const auto b = table_.byteOf(cp);
                if (!b) {
                    bytes.clear();
                    break;
                }
                bytes.push_back(static_cast<char>(*b));
            }
            const std::optional<std::u32string> deeper = decodeWellFormed(bytes);
            if (!deeper || deeper->size() == text.size())
                break; // not UTF-8 again, or no multi-byte sequence in it
            text = *deeper;
            common = std::all_of(text.begin(), text.end(),
                                 [](char32_t cp) { return classify(cp).rarity <= 1; });
        }
        for (std::size_t c = k; common && c < end; ++c)
            if (!candidates_[c].wildcard && !candidates_[c].lostSpace) {
                candidates_[c].gain = std::max(candidates_[c].gain, kDeeperGain);
                candidates_[c].deeper = true;
            }
        k = end;
    }
}

namespace {

// The rival readings of the parts a step merges into one unit: each rival's text is the parts' text
// after its link, the rival's own where it has one.
void mergeRivals(Unit &merged, const std::vector<Unit> &units, std::size_t first, std::size_t count)
{
    for (std::size_t u = first; u < first + count; ++u)
        for (const RivalReading &key : units[u].rivals) {
            const auto same = [&key](const RivalReading &r) {
                return r.level == key.level && r.charset == key.charset;
            };
            if (std::any_of(merged.rivals.begin(), merged.rivals.end(), same))
                continue;
            RivalReading whole{key.level, key.charset, {}};
            for (std::size_t v = first; v < first + count; ++v) {
                const auto it = std::find_if(units[v].rivals.begin(), units[v].rivals.end(), same);
                whole.text +=
                    it != units[v].rivals.end() ? it->text : textAfter(units[v], key.level + 1);
            }
            merged.rivals.push_back(std::move(whole));
        }
}

Unit mergeUnits(const std::vector<Unit> &units, const Candidate &c,
                const std::vector<ByteTable> &tables, std::uint8_t tableIndex)
{
    Unit merged;
    merged.cp = c.cp;
    merged.begin = units[c.first].begin;
    merged.end = units[c.first + c.count - 1].end;
    merged.changed = true;
    merged.deeper = c.deeper;
    merged.kind = MojibakeKind::Misdecoded;
    merged.source = c.cesu ? "CESU-8" : "UTF-8";
    std::size_t depth = 0;
    for (std::size_t u = 0; u < c.count; ++u)
        depth = std::max(depth, units[c.first + u].history.size());
    merged.history.resize(depth);
    std::u32string before;
    for (std::size_t u = 0; u < c.count; ++u) {
        const Unit &part = units[c.first + u];
        for (std::size_t level = 0; level < depth; ++level) {
            if (level < part.history.size()) {
                merged.history[level].before += part.history[level].before;
                if (!merged.history[level].bytes.empty() && !part.history[level].bytes.empty())
                    merged.history[level].bytes.push_back(' ');
                merged.history[level].bytes += part.history[level].bytes;
            } else {
                merged.history[level].before.push_back(part.cp);
            }
        }
        if (part.undone.size() > merged.undone.size())
            merged.undone = part.undone;
        if (merged.multiByteCharset.empty())
            merged.multiByteCharset = part.multiByteCharset;
        merged.lossy = merged.lossy || part.lossy;
        merged.notes.insert(merged.notes.end(), part.notes.begin(), part.notes.end());
        before.push_back(part.cp);
    }
    mergeRivals(merged, units, c.first, c.count);
    merged.history.push_back(UndoStep{before, hexByteList(c.bytes)});
    merged.undone.push_back(tableIndex);
    merged.lossy = merged.lossy || c.wildcard || c.lostSpace;
    for (char b : c.bytes) {
        const auto byte = static_cast<std::uint8_t>(b);
        if (c.undefinedUsed && byte >= 0x80 && tables[tableIndex].undefined[byte] &&
            !(c.wildcard && b == '?'))
            merged.notes.push_back("byte " + hexByte(byte) + " is undefined in " +
                                   tables[tableIndex].name +
                                   "; the text carries it as the character it decodes to");
    }
    merged.notes.insert(merged.notes.end(), c.notes.begin(), c.notes.end());
    return merged;
}

// A candidate that gains this much is firmly explained.
constexpr int kFirmGain = 3;

// Between two charsets that explain as much, how much better the first one's repairs read where
// the two differ, less what it is less likely a priori. The repairs both make weigh alike in both,
// so they do not count (nor the per-candidate prior they would pay in each).
int readingMargin(const std::vector<Candidate> &a, const ByteTable &aTable,
                  const std::vector<Candidate> &b, const ByteTable &bTable)
{
    const auto only = [](const std::vector<Candidate> &mine, const std::vector<Candidate> &other,
                         const ByteTable &table) {
        int sum = 0;
        for (const Candidate &c : mine) {
            if (!c.accepted)
                continue;
            const bool shared = std::any_of(other.begin(), other.end(), [&c](const Candidate &o) {
                return o.accepted && o.first == c.first && o.count == c.count && o.cp == c.cp;
            });
            if (!shared)
                sum += c.gain + table.candidatePrior;
        }
        return sum;
    };
    return only(a, b, aTable) - only(b, a, bTable) - (aTable.prior - bTable.prior);
}

// A charset that explains as much as the chosen one and reads within this margin of it is a
// rival reading: the finding names it. Within kAmbiguousMargin, the evidence is the same for both:
// where the rival reads other text, the run is ambiguous, reported and left as it is.
constexpr int kRivalMargin = 2;
constexpr int kAmbiguousMargin = 0;

struct Weighed {
    std::size_t table = 0;
    std::size_t covered = 0; // non-ASCII characters its accepted candidates explain
    std::vector<Candidate> candidates;
    int margin = 0; // a rival: how much better the chosen charset reads (readingMargin)
};

// The step's choice: the charset that explains the most non-ASCII characters; among equals, the
// one whose repairs read better (readingMargin). A chain of decodings goes through the whole run,
// so a charset that undoes only part of what another undoes (ISO-8859-1 beside Windows-1252)
// reads the rest wrongly later. Charsets that find the very same candidates weigh them alike: only
// the first (the most likely; the tables go by prior) is weighed. A rarer misdecoding is weighed
// only when the likelier ones leave non-ASCII text unexplained, or explain some of it weakly.
struct StepChoice {
    std::optional<Weighed> best;
    std::vector<Weighed> rivals;
};

StepChoice chooseStep(const StepText &text, const std::vector<ByteTable> &tables,
                      std::uint64_t tried)
{
    std::vector<Weighed> all;
    std::size_t best = 0; // in all
    bool bestFirm = false;
    std::vector<std::u32string> found;
    std::size_t unexplained = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        unexplained += text.cp[i] >= 0x80 && text.usable(i) ? 1 : 0;
    for (std::size_t t = 0; t < tables.size(); ++t) {
        if (t < 64 && ((tried >> t) & 1U) == 0)
            continue;
        if (!all.empty() && all[best].covered == unexplained && bestFirm &&
            tables[t].prior > tables[all[best].table].prior)
            break;
        Step step(text, tables[t], t);
        std::u32string key = step.findCandidates();
        if (key.empty() || std::find(found.begin(), found.end(), key) != found.end())
            continue;
        found.push_back(std::move(key));
        if (step.evaluate() <= 0)
            continue;
        Weighed w{t, 0, step.takeCandidates()};
        for (const Candidate &c : w.candidates)
            for (std::size_t u = 0; c.accepted && u < c.count; ++u)
                w.covered += text.cp[c.first + u] >= 0x80 ? 1 : 0;
        all.push_back(std::move(w));
        const Weighed &now = all.back();
        const Weighed &was = all[best];
        if (all.size() == 1 || now.covered > was.covered ||
            (now.covered == was.covered && readingMargin(now.candidates, tables[now.table],
                                                         was.candidates, tables[was.table]) > 0)) {
            best = all.size() - 1;
            bestFirm =
                std::all_of(now.candidates.begin(), now.candidates.end(),
                            [](const Candidate &c) { return !c.accepted || c.gain >= kFirmGain; });
        }
    }
    StepChoice choice;
    if (all.empty())
        return choice;
    for (std::size_t k = 0; k < all.size(); ++k) {
        if (k == best || all[k].covered != all[best].covered)
            continue;
        all[k].margin = readingMargin(all[best].candidates, tables[all[best].table],
                                      all[k].candidates, tables[all[k].table]);
        if (all[k].margin <= kRivalMargin)
            choice.rivals.push_back(std::move(all[k]));
    }
    choice.best = std::move(all[best]);
    return choice;
}

// Names, in the repaired unit, the rival charsets that read its characters otherwise; a rival as
// plausible makes the unit's run ambiguous.
void noteRivals(Unit &merged, const Candidate &c, const std::vector<Weighed> &rivals,
                const std::vector<ByteTable> &tables, std::size_t chosen)
{
    for (const Weighed &r : rivals)
        for (const Candidate &o : r.candidates) {
            if (!o.accepted || o.first != c.first || o.count != c.count || o.cp == c.cp)
                continue;
            const std::string other = toUtf8(std::u32string(1, o.cp));
            if (r.margin <= kAmbiguousMargin) {
                merged.rivals.push_back(
                    {merged.undone.size() - 1, tables[r.table].name, std::u32string(1, o.cp)});
                merged.notes.push_back(tables[r.table].name +
                                       " reads the same characters as \u201C" + other +
                                       "\u201D: the bytes fit both, and the line reads as well "
                                       "either way as " +
                                       tables[chosen].name + " reads it");
            } else {
                merged.notes.push_back(tables[r.table].name +
                                       " reads the same characters as \u201C" + other +
                                       "\u201D: the bytes fit both; " + tables[chosen].name +
                                       " reads the line better, or is likelier");
            }
        }
}

} // namespace

bool undoMisdecodings(std::vector<Unit> &units, const std::vector<ByteTable> &tables, int maxChain,
                      const RunFilter *filter, std::uint64_t firstTables)
{
    bool changed = false;
    const int maxSteps = maxChain * 4;
    for (int stepCount = 0; stepCount < maxSteps; ++stepCount) {
        const StepText text(units, static_cast<std::size_t>(maxChain));
        const std::uint64_t tried = !filter          ? ~std::uint64_t{0}
                                    : stepCount == 0 ? firstTables
                                                     : filter->tablesToTry(text);
        const StepChoice choice = chooseStep(text, tables, tried);
        if (!choice.best)
            break;
        const std::size_t best = choice.best->table;
        const std::vector<Candidate> &chosen = choice.best->candidates;
        std::vector<Unit> next;
        next.reserve(units.size());
        std::size_t ci = 0;
        for (std::size_t i = 0; i < units.size(); ++i) {
            while (ci < chosen.size() && !chosen[ci].accepted)
                ++ci;
            if (ci < chosen.size() && chosen[ci].first == i) {
                next.push_back(
                    mergeUnits(units, chosen[ci], tables, static_cast<std::uint8_t>(best)));
                noteRivals(next.back(), chosen[ci], choice.rivals, tables, best);
                i += chosen[ci].count - 1;
                ++ci;
            } else {
                next.push_back(std::move(units[i]));
            }
        }
        units = std::move(next);
        changed = true;
    }
    return changed;
}

void repairC1Controls(std::vector<Unit> &units, const std::vector<ByteTable> &tables)
{
    const auto it = std::find_if(tables.begin(), tables.end(),
                                 [](const ByteTable &t) { return t.name == "Windows-1252"; });
    if (it == tables.end())
        return;
    for (Unit &unit : units) {
        if (unit.cp < 0x80 || unit.cp > 0x9F)
            continue;
        const auto byte = static_cast<std::uint8_t>(unit.cp);
        unit.changed = true;
        unit.kind = MojibakeKind::C1Controls;
        unit.source = "Windows-1252";
        if (it->undefined[byte]) {
            unit.applied = false;
            unit.notes.push_back("byte " + hexByte(byte) +
                                 " is undefined in Windows-1252: the control is left as it is");
            continue;
        }
        unit.history.push_back(UndoStep{std::u32string(1, unit.cp), hexByte(byte)});
        unit.cp = it->toUnicode[byte];
    }
}

} // namespace u8i::moji
