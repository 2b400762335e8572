// Deceptive and hidden text in well-formed UTF-8 (UTS #55 Unicode Source Code Handling, UTS #39
// Unicode Security Mechanisms), with ICU's data only: bidi controls and the embeddings, overrides
// and isolates left open at the end of a line (Trojan Source), default-ignorable characters out of
// the contexts that need them, letters of another script that look like letters of their word's
// script, spaces other than U+0020 where a plain space is expected, and, on request, runs that a
// normalization form changes.
//
// The analyser reads the bytes a line at a time (lines over kMaxPiece bytes in pieces), in chunks
// of any size, so a mapped file and a stream give the same findings; a line of ASCII is skipped
// without being decoded. Ill-formed groups are skipped (they are diagnostics of their own) and end
// a word.
#pragma once

#include "u8i/types.h"
#include "u8i/utf8/message.h"
#include "u8i/utf8/utf8_rules.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace u8i::charsets {

enum class NormalizationForm : std::uint8_t { None, Nfc, Nfd };

// "nfc" and "nfd" (the --normalization values); nullopt for anything else.
[[nodiscard]] std::optional<NormalizationForm> normalizationFormFromName(std::string_view name);

struct DeceptiveOptions {
    NormalizationForm normalization = NormalizationForm::None; // not-nfc / not-nfd when set
};

// One finding: a run of `count` adjacent characters with the same notice and message.
struct DeceptiveFinding {
    Offset offset = 0; // first byte, in the whole data
    Offset length = 0; // bytes; for bidi-unterminated, up to the end of its line (its reach)
    NoticeKind kind = NoticeKind::Invisible;
    Offset count = 1;
    char32_t codePoint = 0; // the first character
    LineColumn at;          // of the first byte
    Message said;           // what was found, as data (the GUI says it in the user's language)
    std::string message;    // englishText(said): "Н U+041D CYRILLIC CAPITAL LETTER EN looks …"
};

// Lines longer than this are analysed in pieces (a word cut there is two words).
inline constexpr std::size_t kMaxPiece = 64 * 1024;

class DeceptiveTextAnalyzer {
  public:
    using Sink = std::function<void(const DeceptiveFinding &)>;
    explicit DeceptiveTextAnalyzer(Sink sink, DeceptiveOptions options = {});
    // For data fed from `start` of the whole on, a line start: offsets count from 0 of the whole,
    // lines from 1 at `start`.
    DeceptiveTextAnalyzer(Sink sink, DeceptiveOptions options, Offset start);
    ~DeceptiveTextAnalyzer();
    DeceptiveTextAnalyzer(const DeceptiveTextAnalyzer &) = delete;
    DeceptiveTextAnalyzer &operator=(const DeceptiveTextAnalyzer &) = delete;

    // The next bytes of the data. Findings of each completed line go to the sink, in order.
    void feed(Bytes chunk);
    // The next bytes of the data up to the end of the line they are in (its line feed) at most:
    // returns how many were fed (chunk.size() when the line goes on past it).
    [[nodiscard]] std::size_t feedLine(Bytes chunk);
    // The next bytes of the data, which the caller knows to be ASCII without a line feed (a scan
    // counted them): they hold no finding unless a bidi state is open, so only the pieces at
    // their edges are read.
    void feedAscii(Bytes chunk);
    // The data ended: analyses the last line.
    void finish();
    // The line and column of the first byte not yet analysed; after finish(), of the end.
    [[nodiscard]] LineColumn position() const;

  private:
    struct State;
    std::unique_ptr<State> m_state;
};

// All findings of `data`, in order.
[[nodiscard]] std::vector<DeceptiveFinding> findDeceptiveText(Bytes data,
                                                              DeceptiveOptions options = {});

// True when `bytes` are ASCII without a line feed: what DeceptiveTextAnalyzer::feedAscii takes.
[[nodiscard]] bool asciiWithoutLineFeed(Bytes bytes);

// The first line start at or after `pos`: 0, or a byte after a line feed; data.size() if none.
[[nodiscard]] Offset lineStartAtOrAfter(Bytes data, Offset pos);

// The findings of the lines of `data` that start in [from, to), each read to its end.
struct DeceptiveLines {
    std::vector<DeceptiveFinding> findings; // lines counted from 1 at `begin`
    Offset begin = 0;                       // lineStartAtOrAfter(data, from)
    Offset end = 0;                         // lineStartAtOrAfter(data, to)
    Offset lineFeeds = 0;                   // in [begin, end)
    bool complete = true; // false: there were more than the limit, and the rest are not kept
};

// Those findings are findDeceptiveText's on the whole data, in those lines, with line numbers less
// the line of `begin` minus 1: ranges that tile the data, analysed on any threads, give every
// finding once.
// `read`, when set, is told of each 4 MiB read (a line may be long), so that its pages may be
// released. A line that goes on more than `reach` bytes past `to` is left out: then `end` is its
// start.
[[nodiscard]] DeceptiveLines findDeceptiveLines(
    Bytes data, Offset from, Offset to, DeceptiveOptions options = {}, std::size_t limit = SIZE_MAX,
    const std::function<void(Offset begin, Offset end)> &read = {}, Offset reach = kNoOffset);

// The characters that UTS #39 calls confusable with `c` (the same skeleton), in code point order,
// `c` itself left out; at most `limit` of them.
[[nodiscard]] std::vector<char32_t> confusablesOf(char32_t c, std::size_t limit = 24);

} // namespace u8i::charsets
