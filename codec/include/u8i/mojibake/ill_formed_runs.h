// The verdict per run: the ill-formed runs of mostly-UTF-8 bytes, each judged on its own, with the
// well-formed text around it as evidence of the language's script and letters:
//   - text in a legacy encoding: bytes that spell letters of that script in one legacy charset
//     and fit the words around them (`K<F6>ln` is "Köln" in Windows-1252);
//   - damage: a truncated character, stray continuation bytes, an overlong or surrogate form, or
//     bytes that no charset turns into letters of the text's script. Damage is explained, never
//     read as letters;
//   - ambiguous: two charsets read it as different plausible text; it is reported, not repaired.
// The one home of this rule: the encoding detector, the mojibake analysis (and so --fix-mojibake,
// --decode --from auto and the GUI's repairs) all ask it.
#pragma once

#include "u8i/mojibake/legacy_charset.h"
#include "u8i/utf8/message.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace u8i {

enum class RunReading : std::uint8_t {
    Damage,    // not text: explained, left as it is
    Legacy,    // text in `encoding`
    Ambiguous, // text in more than one charset, read differently: reported, left as it is
};

struct IllFormedRun {
    Offset offset = 0; // one or more ill-formed groups, adjacent
    Offset length = 0;
    RunReading reading = RunReading::Damage;
    std::string encoding;                  // Legacy, Ambiguous: the most plausible charset
    std::vector<std::string> sameReading;  // other charsets that read the bytes as the same text
    std::vector<std::string> alternatives; // Ambiguous: charsets that read them as other text
    std::u32string text;                   // Legacy, Ambiguous: the reading in `encoding`
    Message why; // the damage, or the evidence of the reading (englishText(why) in English)
    // Damage: it has the marks of broken UTF-8 (a form a decoder refuses, a character cut short,
    // continuation bytes without their lead, a piece of a character the text uses, a byte inside
    // a word of UTF-8 letters), not merely bytes no charset reads.
    bool brokenUtf8 = false;
    // An ASCII letter touches it on both sides: it is glued inside a word ("pr<F5>omotes").
    bool insideAsciiWord = false;
};

struct IllFormedRuns {
    std::vector<IllFormedRun> runs; // in order of offset
    // The charset most legacy runs read as (empty when none is text).
    std::string encoding;
    // Well-formed UTF-8 characters beyond ASCII, and how many of them lie in words that read as
    // plausible text in `encoding` too (a legacy file forms some UTF-8 by chance; mojibake of
    // UTF-8 read as a legacy charset does not read as text).
    Offset utf8Characters = 0;
    Offset utf8AlsoInEncoding = 0;
    // Of them, those in words of well-formed UTF-8 that read as text of the file's script as they
    // are and not in `encoding`: reading the whole input in `encoding` would garble them.
    Offset utf8OnlyAsUtf8 = 0;
    Offset utf8Bytes = 0;
    Offset illFormedBytes = 0;
    Offset total = 0;
    bool complete = true; // false: only the first runs were judged (kMaxJudgedRuns)

    [[nodiscard]] std::size_t count(RunReading reading) const;
    // The well-formed UTF-8 reads as plausible text in `encoding` too, or there is none: the
    // whole input may be in that legacy charset.
    [[nodiscard]] bool wholeMayBeLegacy() const;
    // Some well-formed UTF-8 is text that a reading of the whole input in `encoding` would
    // garble (utf8OnlyAsUtf8), beside runs that read as text in it: the input is not one legacy
    // text, whatever a detector says of it as a whole.
    [[nodiscard]] bool utf8BesideLegacy() const;
    // UTF-8 with errors: well-formed multi-byte text that is not also text in the runs' charset,
    // or mostly ASCII, with a few ill-formed runs that are broken UTF-8 only.
    [[nodiscard]] bool utf8WithErrors() const;
    // Beside well-formed UTF-8, every run is damage of a few bytes glued inside a word of ASCII
    // letters ("Damnedes<A9>t", "pr<F5>omotes"): what a stray or flipped byte leaves. A multi-byte
    // charset reads each such byte with the letter after it as one character inside a Latin word,
    // which its own text does not do at every non-ASCII character: its clean reading of the whole
    // is chance.
    [[nodiscard]] bool onlyDamageInsideAsciiWords() const;
};

// Judges the ill-formed runs of `data` with `charsets` as the possible legacy readings. Built once
// for a set of charsets (it keeps their byte tables), then used for any number of inputs.
class IllFormedRunJudge {
  public:
    static constexpr std::size_t kMaxJudgedRuns = 4096;

    explicit IllFormedRunJudge(LegacyCharsets charsets);
    ~IllFormedRunJudge();
    IllFormedRunJudge(const IllFormedRunJudge &) = delete;
    IllFormedRunJudge &operator=(const IllFormedRunJudge &) = delete;

    // `preferred`: the charset the caller found the file's runs in (by the words around them and
    // the alphabets of languages, see u8i/charsets/detection/run_encoding.h). Every run is read in
    // it, or is damage: a run that gives characters of the text's script in it is read so, even
    // one byte or a word whose case looks odd alone ("мВт"), since the file's runs as a whole
    // chose it. Empty: the charset most runs read best in. `alphabet`: the letters (lower case,
    // sorted) of the language of the file's well-formed text, when the caller knows it: a run
    // read as one letter glued to a word is text only as a letter of that alphabet or of the
    // well-formed text ("K<F6>ln" beside German "Müller", not "cap<FF>ability": "capÿability").
    // `oneLetterRuns` false: a run of one byte is never read as one letter (the file was written
    // as UTF-8 and damaged, see brokenByEncoder).
    [[nodiscard]] IllFormedRuns judge(Bytes data, std::string_view preferred = {},
                                      std::u32string_view alphabet = {},
                                      bool oneLetterRuns = true) const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// What the damage of a file says of the program that wrote it (encoder_damage.cpp).
// Whether a CESU-8 encoder (or Java's modified UTF-8) may have written the ill-formed bytes of
// `data` that `runs` judged damage: each is half of a surrogate pair, or C0 80. A file that holds
// other broken UTF-8 too (an overlong form, a character cut short, a lone surrogate, a stray byte)
// is damaged, and a pair in it is damage like the rest ("wasting<ED A0 BD ED B8 80>" is no
// "wasting😀" beside "<E0 80 AF>").
[[nodiscard]] bool cesu8Writer(const IllFormedRuns &runs, Bytes data);
// Whether the runs hold a form only a UTF-8 encoder writes (an overlong form, a surrogate) and at
// most one run reads as a letter (none as a word of two letters or more, as "K<F6>ln und
// D<FC>sseldorf" do): the file was written as UTF-8 and then damaged, so a
// run of one byte that a code page reads as one letter is damage too ("dia<FF>tom" beside
// "<E0 80 AF>" is no "diaÿtom"). A file with legacy text in it has words of its code page.
[[nodiscard]] bool brokenByEncoder(const IllFormedRuns &runs, Bytes data);

// "3 runs read as Windows-1252", "1 run reads as Windows-1252, 2 runs are damage": empty when
// there is no ill-formed run.
[[nodiscard]] std::vector<Message> describeRunsMessages(const IllFormedRuns &runs);
// englishText(describeRunsMessages(runs)).
[[nodiscard]] std::string describeRuns(const IllFormedRuns &runs);

} // namespace u8i
