// Which runs of text the mojibake analysis must look at: a run holds a misdecoding only where a
// character that some chain charset encodes as a UTF-8 lead byte is followed by characters it
// encodes as the continuation bytes that lead needs, or where it holds ill-formed bytes or C1
// controls. A byte lost on the way (a space for A0, U+FFFD for an undefined byte) counts only in
// the charsets whose lone guesses the analysis takes (Windows-1252 and ISO-8859-1, prior 0): a
// guess elsewhere needs a firm repair beside it, and '?' always does.
//
// A charset whose sequences are found is then held to what the evidence rules of an undo step
// (Step::applyEvidenceRules) ask of a repair before any is taken: every non-ASCII character of
// the line in a sequence; or, twice or more, sequences that repair to common characters, with at
// least as many characters in them as outside every such sequence; or a word
// whose every non-ASCII character is in a sequence and that reads oddly as it stands (a sign in
// it, two scripts, a capital after a small letter). Clean text in one script rarely meets any of
// these, even where its letters spell UTF-8 in another script's code page (Cyrillic in CP866,
// Thai in TIS-620). The sequences are counted wherever one may start, a superset of the ones a
// step parses, so that nothing the analysis would repair is passed. Everything else is passed
// through without the analysis; that is most clean text, at memory speed.
#pragma once

#include "mojibake/mojibake_internal.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::moji {

struct StepText;

// The first non-ASCII byte of `run` at or after `from`, or its size: 8 bytes at a time.
[[nodiscard]] Offset nextNonAscii(Bytes run, Offset from);

class RunFilter {
  public:
    explicit RunFilter(const std::vector<ByteTable> &tables);

    // The tables (bit t: tables[t]) in which `run` spells a sequence that a first undo step may
    // repair; all bits when it holds ill-formed bytes or C1 controls; 0: nothing to find.
    // `text`: the run's characters when the result is not all bits (else unspecified), for
    // MultiByteRunFilter::mayHold.
    [[nodiscard]] std::uint64_t tablesToTry(Bytes run, std::u32string &text) const;
    // The same for a later undo step, roughly, from its characters (`usable`: the ones that may
    // still be undone): a lead followed by a continuation, or by a lost byte.
    [[nodiscard]] std::uint64_t tablesToTry(const StepText &text) const;

    // What the sequences of one table (in a line, a word) add up to, for supported.
    struct Tally {
        std::size_t starts = 0;
        std::size_t commonStarts = 0;  // of them, ones that repair to a common character
        std::size_t inside = 0;        // characters in those
        std::size_t adopted = 0;       // orphans in a sequence
        std::size_t adoptedCommon = 0; // ... in one that repairs to a common character
    };
    // What a word of a line (its bytes between blanks) holds alone, for a line's tablesToTry:
    // its sequences, as the word stands and with a space after it (a lost byte that may end
    // one); a sequence may go on past that space into the next word (see KnownWords).
    struct WordSigns {
        struct Table {
            std::uint8_t table = 0;
            bool stands = false; // explained and reading oddly: it may be repaired alone
            Tally sum;
        };
        struct Tallies {
            std::uint64_t found = 0;   // the tables with a sequence sequencesFound finds
            std::vector<Table> tables; // the tables with a sequence supported counts
        };
        bool clean = true;        // well-formed, no C1 control, the tables in 64 bits
        std::uint64_t goesOn = 0; // a sequence may go on past a space after it ...
        std::uint64_t head = 0;   // ... into a word whose first character is a continuation
        std::size_t orphans = 0;  // its characters weighed as correct text
        Tallies alone;            // followed by anything but a space
        Tallies spaced;           // followed by a space
    };
    // `text`: the word's characters when it is clean.
    [[nodiscard]] WordSigns wordSigns(Bytes word, std::u32string &text) const;
    // tablesToTry of a line of well-formed words (their tallies as they are followed) with
    // `orphans`, when no sequence goes on from one word into the next: the same tables.
    [[nodiscard]] static std::uint64_t
    supportedByWords(std::span<const WordSigns::Tallies *const> words, std::size_t orphans);

  private:
    // Bit t: the character is, in tables[t], a lead byte (of `length` bytes) / a continuation.
    std::vector<std::uint64_t> lead_;
    std::vector<std::uint64_t> continuation_;
    std::vector<std::uint64_t> leadOfLength_; // lead_ by length 2, 3, 4: 0x10000 entries each
    const std::vector<ByteTable> &tables_;
    bool everything_ = false; // more tables than bits: every run with non-ASCII is analysed

    // Decodes `run` into `text`; false: it holds ill-formed bytes or C1 controls.
    [[nodiscard]] static bool decodeLine(Bytes run, std::u32string &text);
    // The tables (bits) in which `text` spells a sequence that a first undo step may repair;
    // `mayStart` marks, per character, the tables in which one may start there (a superset of
    // sequenceAt's, for supported).
    [[nodiscard]] std::uint64_t sequencesFound(std::u32string_view text,
                                               std::vector<std::uint64_t> &mayStart) const;
    // Per length 2, 3, 4 (index 0, 1, 2), the tables in which the characters after text[at]
    // spell the continuation of a sequence of that length, up to `length`: a continuation byte
    // each, or once a lost byte where lone guesses count.
    [[nodiscard]] std::array<std::uint64_t, 3> continuations(std::u32string_view text,
                                                             std::size_t at, int length) const;
    // Of `tables` (bits), the ones in which the evidence rules could take a repair of `text`.
    [[nodiscard]] std::uint64_t supported(std::u32string_view text,
                                          const std::vector<std::uint64_t> &mayStart,
                                          std::uint64_t tables) const;
    // The sequences of tables_[t] in `text`: their sum, and per word (by `segment`) the non-ASCII
    // characters they cover and whether one starts there.
    [[nodiscard]] Tally tally(std::u32string_view text, const std::vector<std::uint64_t> &mayStart,
                              std::size_t t, const std::vector<std::size_t> &segment,
                              std::vector<std::size_t> &covered,
                              std::vector<std::uint8_t> &starts) const;
    // Whether a table's repairs may outweigh the correct text, `orphans` characters of it.
    [[nodiscard]] static bool outweighs(const Tally &sum, std::size_t orphans);
    // A word's tallies, table by table (`text`: the word, or the word and a space); returns its
    // orphans.
    [[nodiscard]] std::size_t tallyWord(std::u32string_view text,
                                        WordSigns::Tallies &tallies) const;
    // The characters a sequence led by text[at] spans in tables_[table], as Step::parseSequence
    // reads one (its value unchecked); 0: none. `common`: it may repair to a character seen in
    // text (rarity 2 or less).
    [[nodiscard]] std::size_t sequenceAt(std::u32string_view text, std::size_t at,
                                         std::size_t table, bool &common) const;
    std::uint64_t guessing_ = 0; // the tables whose lone guesses count (prior 0)
};

} // namespace u8i::moji
