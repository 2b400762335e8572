// Mojibake: text that went through a wrong decoding (UTF-8 read as Windows-1252 and written back
// as UTF-8, once or several times), CESU-8 and Java's modified UTF-8, UTF-16 files, and files in a
// legacy charset. Finds it, names the chain of decodings with the evidence, and repairs it.
//
// The legacy charsets come from the application (see legacy_charset.h).
#pragma once

#include "u8i/mojibake/legacy_charset.h"
#include "u8i/utf8/message.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace u8i {

enum class MojibakeKind : std::uint8_t {
    Misdecoded,     // UTF-8 decoded as a single-byte charset and encoded as UTF-8, 1-3 times
    C1Controls,     // Windows-1252 text decoded as ISO-8859-1: C1 controls U+0080-009F
    Cesu8,          // a supplementary character as two UTF-8-encoded surrogates
    ModifiedUtf8,   // Java's modified UTF-8: U+0000 as C0 80
    Utf16,          // the whole input is UTF-16 (a byte order mark, or NUL every other byte)
    LegacyEncoding, // the bytes are not UTF-8 but a legacy charset
};
[[nodiscard]] std::string_view name(MojibakeKind kind);

// One reading of an ambiguous run: the chain of wrong decodings it undoes, in the order they
// happened (for bytes that are not UTF-8, the one charset it reads them in), and the text it gives.
struct MojibakeReading {
    std::vector<std::string> chain;
    std::string repaired;
};

struct MojibakeFinding {
    MojibakeKind kind = MojibakeKind::Misdecoded;
    Offset offset = 0; // the bytes of the input that the finding covers
    Offset length = 0;
    Offset repairedOffset = 0; // the same text in MojibakeReport::repaired (when applied)
    Offset repairedLength = 0;
    // What the bytes were at first: "UTF-8", "CESU-8", "UTF-16LE", "Windows-1251", ...
    std::string source;
    // The charsets the text was wrongly decoded as, in the order it happened (a chain of 1-3).
    std::vector<std::string> chain;
    std::string original; // the input bytes of the finding
    std::string repaired; // the repaired text, UTF-8
    // Why we think so, as data (the sentences of message_templates.h) and in English:
    // evidence == englishText(evidenceMessages). The GUI shows the messages in its language.
    std::vector<Message> evidenceMessages;
    std::string evidence;
    bool lossy = false; // the repair had to guess lost bytes (U+FFFD in it, or a lost A0)
    // Two readings or more, with comparable evidence, give different text (ISO-8859-2 undoes
    // "PrĂźfsumme" to "Prüfsumme", Windows-1250 as plausibly to "Prßfsumme"): the run is reported
    // and left as it is (applied is false), and `alternatives` holds every reading, the likeliest
    // first. The one gate of --fix-mojibake, --decode --from auto and the GUI's repairs.
    bool ambiguous = false;
    std::vector<MojibakeReading> alternatives;
    // The charsets that give the very same bytes at a link of the chain (Windows-1254 beside
    // Windows-1252): one repair, not an ambiguity; the evidence names them.
    std::vector<std::string> alike;
    bool applied = true; // false: reported only, not applied to the repaired text
};

struct MojibakeReport {
    std::vector<MojibakeFinding> findings;
    std::string repaired; // the input with every applied finding repaired
    bool changed = false; // repaired differs from the input
};

struct MojibakeOptions {
    int maxChain = 3;       // the longest chain of wrong decodings undone
    bool wholeInput = true; // a UTF-16 or legacy-charset reading of the whole input is a finding
    // false: only the ill-formed runs are read (as legacy text, or left as damage); no chain of
    // wrong decodings is undone (--decode --from auto converts, it does not repair).
    bool chains = true;
    // The charset the file's ill-formed runs were found in (see ill_formed_runs.h): each run of a
    // line that reads as text in it is read so. Empty: judged from the line alone.
    std::string runEncoding;
    // The letters (lower case, sorted) of the language of the file's well-formed text, given with
    // runEncoding (see IllFormedRunJudge::judge). Empty: not known.
    std::u32string runAlphabet;
    // A CESU-8 pair ("<ED A0 BD ED B8 80>") is read as its character. false when the file's other
    // ill-formed bytes are broken UTF-8 that no CESU-8 encoder writes (see cesu8Writer in
    // ill_formed_runs.h): its pairs are damage too.
    bool cesuPairs = true;
    // A run of one byte may be read as one letter of runEncoding. false when the file's other
    // runs show it was written as UTF-8 and damaged (brokenByEncoder in ill_formed_runs.h).
    bool oneLetterRuns = true;
    // The single-byte charsets tried as links of a chain, by name (empty: all single-byte ones
    // of the charsets given). Each has a prior: the rarely met ones must explain more to win.
    std::vector<std::string> chainCharsets;
    // The charsets tried as readings of bytes that are not UTF-8, by name (empty: all the
    // charsets given).
    std::vector<std::string> readingCharsets;
    // false: the findings of the line-by-line analysis carry no evidence (evidence,
    // evidenceMessages and alike empty); their repairs, chains and alternatives are the same. For a
    // caller that shows none (--fix-mojibake without --explain): making them was a sixth of its
    // time on a garbled CSV.
    bool evidence = true;
};

// Analyses UTF-8 (or not) bytes. `charsets` are all the legacy charsets known; the single-byte
// ones are tried as links of mojibake chains, all of them as whole-input encodings.
[[nodiscard]] MojibakeReport analyzeMojibake(Bytes data, LegacyCharsets charsets,
                                             const MojibakeOptions &options = {});

// What a MojibakeRepairer with `options` as they are makes of `data` fed whole: its findings and
// repaired text, with no whole-input reading and no charset of the runs judged here. With the
// options of u8i/charsets/detection/run_encoding.h's runByRunRepairOptions, what --fix-mojibake
// makes of the same bytes (the GUI's Mojibake panel shows it).
[[nodiscard]] MojibakeReport repairMojibakeByLine(Bytes data, LegacyCharsets charsets,
                                                  const MojibakeOptions &options);

// Repairs mojibake run by run as the bytes stream past. Each line (a run of at most kMaxRun
// bytes: a longer line is cut after a blank, or at a character boundary) is analysed on its own,
// so a line gets the same repair alone or among a million others, and memory stays bounded by
// kMaxRun. A line with nothing that a misdecoding could have made is passed through unanalysed.
// The whole-input readings (UTF-16, a legacy charset) are not made here: see analyzeMojibake.
class MojibakeRepairer {
  public:
    static constexpr Offset kMaxRun = 64 * 1024;
    using TextSink = std::function<void(std::string_view repaired)>;
    // Offsets are of the whole stream: the input fed so far, and the text given to TextSink.
    using FindingSink = std::function<void(MojibakeFinding &&finding)>;

    MojibakeRepairer(LegacyCharsets charsets, const MojibakeOptions &options, TextSink text,
                     FindingSink findings);
    ~MojibakeRepairer();
    MojibakeRepairer(const MojibakeRepairer &) = delete;
    MojibakeRepairer &operator=(const MojibakeRepairer &) = delete;

    void feed(Bytes bytes);
    void finish(); // the last line, without a line feed
    // Starts a new stream: offsets from 0 again, nothing pending, nothing counted.
    void restart();
    // Judges lines from the words `other` has learned, and teaches it its own, through one table
    // that both may use from their own threads (the decisions are the same with or without it).
    // `other` was made with the same charsets and options; before either is fed.
    void shareKnownWords(MojibakeRepairer &other);

    [[nodiscard]] bool changed() const; // an applied repair changed the text
    [[nodiscard]] std::uint64_t findings() const;
    [[nodiscard]] std::uint64_t runsAnalysed() const; // lines that needed the analysis

    // Where `bytes`, which start a run, may be cut so that a repairer fed [0, cut) and another fed
    // [cut, ...) from its start find, between them, what one repairer fed all of it finds: the
    // end of the last whole run, after the last line feed, or in a line that has none the last
    // place a line longer than kMaxRun is cut; 0 when there is none.
    [[nodiscard]] static Offset wholeRuns(Bytes bytes);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The chain as data: "UTF-8", " → decoded as Windows-1252 → encoded as UTF-8 (twice)".
[[nodiscard]] std::vector<Message> chainMessages(const MojibakeFinding &finding);
// "UTF-8 → decoded as Windows-1252 → encoded as UTF-8 (twice)": englishText(chainMessages(…)).
[[nodiscard]] std::string describeChain(const MojibakeFinding &finding);

} // namespace u8i
