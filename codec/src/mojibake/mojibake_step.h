// One undo step of the chain of wrong decodings (mojibake_chain.cpp): the candidates for one
// charset, how each weighs in its neighbourhood, and the evidence rules that weigh them together
// (mojibake_evidence.cpp).
#pragma once

#include "mojibake/mojibake_internal.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::moji {

// A run of units that re-encode to one well-formed UTF-8 (or CESU-8) sequence: one repaired
// character, if the evidence holds.
struct Candidate {
    std::size_t first = 0;
    std::size_t count = 0; // units replaced
    char32_t cp = 0;
    std::string bytes;          // what the units re-encode to; a lost byte shows as '?'
    bool wildcard = false;      // one byte was lost earlier ('?' or U+FFFD in its place)
    bool lostUndefined = false; // ... as U+FFFD where a byte undefined in the charset fits
    bool lostSpace = false;     // a no-break space A0 that became ' ' (consumed) or vanished
    bool cesu = false;
    std::size_t spaceAt = 0; // the byte position of the lost A0
    bool undefinedUsed = false;
    bool deeper = false; // its repair spells UTF-8 again (see Step::creditDeeperSequences)
    std::vector<std::string> notes;
    int gain = 0;
    bool accepted = false;
};

inline bool isContinuationByte(std::uint8_t b)
{
    return (b & 0xC0) == 0x80;
}

// The second byte's range for a lead; ED may reach the surrogates for CESU-8.
inline bool secondByteFits(std::uint8_t lead, std::uint8_t b)
{
    if (!isContinuationByte(b))
        return false;
    switch (lead) {
    case 0xE0: return b >= 0xA0;
    case 0xF0: return b >= 0x90;
    case 0xF4: return b <= 0x8F;
    default: return true;
    }
}

// Word separators in a step's text.
inline bool isBlank(char32_t cp)
{
    return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r';
}

// The units as a step sees them, compact: code points, and whether each may still be undone.
struct StepText {
    static constexpr std::uint8_t kUsable = 1;
    static constexpr std::uint8_t kChanged = 2;
    static constexpr std::uint8_t kDeeper = 4; // its last repair spells UTF-8 again
    std::vector<char32_t> cp;
    std::vector<std::uint8_t> flags;
    std::vector<std::uint8_t> depth; // undo steps each unit went through already
    static constexpr std::uint8_t kNoTable = 255;
    std::vector<std::uint8_t> lastTable; // the table of each unit's last undo step, or kNoTable

    StepText(const std::vector<Unit> &units, std::size_t maxChain)
    {
        cp.reserve(units.size());
        flags.reserve(units.size());
        for (const Unit &u : units) {
            cp.push_back(u.cp);
            std::uint8_t f = u.changed ? kChanged : 0;
            f |= u.deeper ? kDeeper : 0;
            // Text read from a legacy run is what another program wrote, not a chain of wrong
            // decodings: a step never undoes it.
            if (u.cp != kOpaque && u.undone.size() < maxChain &&
                u.kind != MojibakeKind::LegacyEncoding)
                f |= kUsable;
            flags.push_back(f);
            depth.push_back(static_cast<std::uint8_t>(std::min<std::size_t>(u.undone.size(), 255)));
            lastTable.push_back(u.undone.empty() ? kNoTable : u.undone.back());
        }
    }
    [[nodiscard]] std::size_t size() const { return cp.size(); }
    [[nodiscard]] bool usable(std::size_t i) const { return (flags[i] & kUsable) != 0; }
    [[nodiscard]] bool changed(std::size_t i) const { return (flags[i] & kChanged) != 0; }
    [[nodiscard]] bool deeper(std::size_t i) const { return (flags[i] & kDeeper) != 0; }
};

// The word of each character of `text`: words are separated by blanks, each blank ending its
// word.
[[nodiscard]] std::vector<std::size_t> wordSegments(std::u32string_view text);
// The same into `segment`, its buffer reused.
void wordSegments(std::u32string_view text, std::vector<std::size_t> &segment);
// How many words wordSegments makes of `text` (the last one empty after a final blank).
[[nodiscard]] std::size_t wordCount(std::u32string_view text,
                                    const std::vector<std::size_t> &segment);
// Per word (of `count`, by `segment`), whether it reads oddly as it stands: a sign inside it, two
// scripts, or a capital after a small letter.
[[nodiscard]] std::vector<bool>
oddWords(std::u32string_view text, const std::vector<std::size_t> &segment, std::size_t count);

// The words of a step's text (units between blanks) and how their candidates weigh.
struct WordEvidence {
    struct Word {
        int gain = 0;
        int good = 0;
        int bad = 0;
        bool firm = false;
        bool explained = true; // every non-ASCII character of the word is in a candidate
    };
    std::vector<std::size_t> segment; // the word of each unit
    std::vector<Word> words;
    std::vector<bool> inCandidate; // each unit
};

class Step {
  public:
    // `index`: the table's index among the step's tables (StepText::lastTable speaks of them).
    Step(const StepText &text, const ByteTable &table, std::size_t index)
        : text_(text), table_(table), index_(index)
    {
    }

    // Finds the candidates; returns what identifies them (empty: none). Charsets that find the
    // same candidates weigh them alike.
    [[nodiscard]] std::u32string findCandidates();
    // Weighs the candidates found; returns the summed gain of those accepted, less the prior.
    int evaluate();
    [[nodiscard]] std::vector<Candidate> takeCandidates() { return std::move(candidates_); }

  private:
    [[nodiscard]] std::optional<std::uint8_t> highByte(std::size_t i) const
    {
        if (!text_.usable(i) || text_.cp[i] < 0x80)
            return std::nullopt;
        return table_.byteOf(text_.cp[i]);
    }
    [[nodiscard]] std::optional<Candidate> parseAt(std::size_t i) const;
    // True when a byte undefined in the charset would fit byte j of a sequence led by `lead`:
    // a U+FFFD there is most likely that byte, lost by a strict decoder.
    [[nodiscard]] bool undefinedFits(std::uint8_t lead, int j) const;
    // Guesses that a firm repair elsewhere in the text must support.
    [[nodiscard]] static bool softGuess(const Candidate &c)
    {
        return c.lostSpace || c.lostUndefined;
    }
    bool parseSequence(std::size_t i, Candidate &c, std::uint32_t &value) const;
    void weigh();
    // The rules that weigh the candidates together (mojibake_evidence.cpp): by word, in the
    // whole text, along the chain, against correctly decoded text.
    void applyEvidenceRules();
    void creditDeeperSequences();
    [[nodiscard]] bool continuesChain(const Candidate &c) const;
    [[nodiscard]] bool endsChain(const Candidate &c) const;
    [[nodiscard]] WordEvidence weighWords() const;
    int acceptWholeWords(WordEvidence &words);
    int acceptWholeText(const std::vector<bool> &inCandidate);
    void requireFirmSupport(const WordEvidence &words, int firm);
    int acceptSameChain();
    void rejectBesideCorrectText(const WordEvidence &words, int firm);
    void rejectScriptChange(const WordEvidence &words);

    const StepText &text_;
    const ByteTable &table_;
    std::size_t index_;
    std::vector<Candidate> candidates_;
};

} // namespace u8i::moji
