// Internals of the mojibake analysis: the text as units that remember where they came from.
#pragma once

#include "u8i/hex_text.h"
#include "u8i/utf8/utf8_rules.h"

#include "u8i/mojibake/ill_formed_runs.h"
#include "u8i/mojibake/mojibake.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace u8i::moji {

class RunFilter; // mojibake_run_filter.h

// A unit that stands for bytes no repair touches: an ill-formed group of the input.
inline constexpr char32_t kOpaque = 0xFFFFFFFFU;
// In Unit::undone: a link through a multi-byte charset (Unit::multiByteCharset), not a table.
inline constexpr std::uint8_t kMultiByteLink = 254;

// One undo step a unit went through: its text before the step and the bytes it re-encoded to.
struct UndoStep {
    std::u32string before;
    std::string bytes;
};

// Another reading of a unit's text, as plausible as the one taken: the charset a rival undo step
// went through at link `level` (Unit::undone), or that reads the bytes of a legacy run (level 0),
// and the text it gives there.
struct RivalReading {
    std::size_t level = 0;
    std::string charset;
    std::u32string text;
};

struct Unit {
    char32_t cp = 0;
    Offset begin = 0; // input bytes this unit stands for
    Offset end = 0;
    bool changed = false;
    MojibakeKind kind = MojibakeKind::Misdecoded;
    bool lossy = false;
    bool applied = true;
    bool deeper = false;              // the last undo step's repair spells UTF-8 again
    std::string source;               // set when changed: "UTF-8", "CESU-8", "Windows-1251", ...
    std::vector<std::uint8_t> undone; // charset indices, in the order the steps undid them
    std::string multiByteCharset;     // the charset of a kMultiByteLink in undone
    std::vector<UndoStep> history;    // one per undo step
    std::vector<Message> notes;       // evidence beyond the chain (undefined bytes, guesses)
    // Readings that give other text: the finding that holds the unit is ambiguous, and left as
    // it is. A legacy run's readings are all here, its own first.
    std::vector<RivalReading> rivals;
};

// The unit's text after `steps` undo steps: its characters as they were before the next step, or
// as they are.
[[nodiscard]] std::u32string textAfter(const Unit &unit, std::size_t steps);

// A single-byte charset as two tables, built once through the LegacyCharset interface.
struct ByteTable {
    const LegacyCharset *charset = nullptr;
    std::string name;
    int prior = 0; // how unlikely this misdecoding is, a priori (0: the common Windows-1252)
    int candidatePrior = 0; // the same, for every sequence repaired
    std::array<char32_t, 256> toUnicode{};
    std::array<bool, 256> undefined{};
    // The byte of each BMP character the charset has (-1: none), in two levels: `pageOf` names,
    // for each block of 256 characters, its page in `pages` (page 0: no character of the block).
    // A charset's 256 bytes fill a few pages, so a table takes a few KiB, not the 128 KiB of a
    // flat one (each analysis holds two sets of some 30 tables). Single-byte charsets have
    // nothing beyond the BMP.
    std::array<std::uint16_t, 256> pageOf{};
    std::vector<std::int16_t> pages;

    // Inline: the analysis and its run filter ask it for every character.
    [[nodiscard]] std::optional<std::uint8_t> byteOf(char32_t cp) const
    {
        if (cp > 0xFFFF)
            return std::nullopt;
        const std::int16_t byte = pages[std::size_t{pageOf[cp >> 8]} * 256 + (cp & 0xFF)];
        if (byte < 0)
            return std::nullopt;
        return static_cast<std::uint8_t>(byte);
    }
};

[[nodiscard]] ByteTable makeByteTable(const LegacyCharset &charset);
// The a-priori cost of the chain link "decoded as <name>".
[[nodiscard]] int misdecodePrior(std::string_view charsetName);

// The input as units: characters, ill-formed groups (opaque), CESU-8 pairs and C0 80 repaired.
// `cesuPairs`: a CESU-8 pair is read as its character (MojibakeOptions::cesuPairs).
[[nodiscard]] std::vector<Unit> unitsFromUtf8(Bytes data, bool cesuPairs = true);

// Undoes chains of wrong single-byte decodings; returns true when anything changed. With a
// filter, each step tries only the tables in which its text spells a sequence (the first step
// those of firstTables; see RunFilter); without one, all of them.
bool undoMisdecodings(std::vector<Unit> &units, const std::vector<ByteTable> &tables, int maxChain,
                      const RunFilter *filter = nullptr,
                      std::uint64_t firstTables = ~std::uint64_t{0});

// Undoes UTF-8 read as an East Asian multi-byte charset (GB18030, Big5, Shift_JIS, EUC-KR) and
// written back as UTF-8: a run of characters that such a charset encodes to well-formed UTF-8
// of more plausible text. Returns true when anything changed.
bool undoMultiByteMisdecodings(std::vector<Unit> &units, LegacyCharsets charsets);

// Reads leftover C1 controls as the Windows-1252 bytes they were.
void repairC1Controls(std::vector<Unit> &units, const std::vector<ByteTable> &tables);

// Whole input checks. Each returns a finding when the input as a whole is not UTF-8.
[[nodiscard]] std::optional<MojibakeFinding> detectUtf16(Bytes data);
// Reads the ill-formed runs of the input as `judge` finds them: when the input as a whole reads as
// one legacy charset (little UTF-8 beyond ASCII, none that is not also text in it), the whole
// input is read so and returned as one finding; otherwise each run that reads as legacy text is
// replaced by its characters, an ambiguous one is reported as it is, damage stays ill-formed, and
// nullopt is returned. `allowWhole` false: never read the whole input so (a line of a larger one).
// `runEncoding`, `runAlphabet`: the charset the file's runs were found in and the letters of its
// language (MojibakeOptions::runEncoding, runAlphabet); `oneLetterRuns` as
// MojibakeOptions::oneLetterRuns.
[[nodiscard]] std::optional<MojibakeFinding>
repairLegacyEncoding(Bytes data, std::vector<Unit> &units, LegacyCharsets charsets,
                     const IllFormedRunJudge &judge, bool allowWhole,
                     std::string_view runEncoding = {}, std::u32string_view runAlphabet = {},
                     bool oneLetterRuns = true);
// The finding for an input that is all in `charset`.
[[nodiscard]] MojibakeFinding legacyFileFinding(Bytes data, const LegacyCharset &charset,
                                                std::vector<Message> evidence);

// The charsets of `charsets` that options.readingCharsets names.
[[nodiscard]] std::vector<const LegacyCharset *> readingCharsets(LegacyCharsets charsets,
                                                                 const MojibakeOptions &options);
// The single-byte charsets of `charsets` that options.chainCharsets names, as tables.
[[nodiscard]] std::vector<ByteTable> chainTables(LegacyCharsets charsets,
                                                 const MojibakeOptions &options);
// Analyses one run of text (a line) on its own: its ill-formed pieces read as a legacy charset,
// chains of misdecodings undone, C1 controls read as Windows-1252. Offsets are the run's.
// firstTables: the tables the first undo step tries (bit t: tables[t]; see RunFilter); no filter:
// every step tries every table (what the filter must decide alike, see its test).
// multiByteRuns false: no run of it may be repaired through a multi-byte charset
// (MultiByteRunFilter::mayHold said so of a well-formed line), and none is tried.
[[nodiscard]] MojibakeReport analyzeRun(Bytes run, LegacyCharsets charsets,
                                        const IllFormedRunJudge &judge,
                                        const std::vector<ByteTable> &tables,
                                        const MojibakeOptions &options, const RunFilter *filter,
                                        std::uint64_t firstTables, bool multiByteRuns);

// The finding of units[first, last): adjacent units changed alike (see mojibake_finding.cpp);
// without its evidence when `evidence` is false (MojibakeOptions::evidence).
[[nodiscard]] MojibakeFinding makeFinding(Bytes data, const std::vector<Unit> &units,
                                          std::size_t first, std::size_t last,
                                          const std::vector<ByteTable> &tables,
                                          bool evidence = true);

[[nodiscard]] std::string toUtf8(std::u32string_view text);

// The plausibility cost of `text[from, to)` among its neighbours in `text` (see text model).
[[nodiscard]] int textCost(std::u32string_view text, std::size_t from, std::size_t to);

} // namespace u8i::moji
