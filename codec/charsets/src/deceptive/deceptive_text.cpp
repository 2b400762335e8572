// The deceptive-text analyser's driver: cuts the bytes into lines (long lines into pieces),
// skips the lines of ASCII, decodes the others and runs the rules on them, then joins adjacent
// identical findings into runs and hands them on in order.
#include "u8i/charsets/deceptive/deceptive_text.h"

#include "deceptive/deceptive_line.h"
#include "deceptive/deceptive_prefilter.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/utf8_rules.h"

#include <algorithm>
#include <cstring>

namespace u8i::charsets {

using detail::Line;
using detail::LineChar;

std::optional<NormalizationForm> normalizationFormFromName(std::string_view name)
{
    if (name == "nfc")
        return NormalizationForm::Nfc;
    if (name == "nfd")
        return NormalizationForm::Nfd;
    return std::nullopt;
}

struct DeceptiveTextAnalyzer::State {
    Sink sink;
    DeceptiveOptions options;
    Offset offset = 0;                  // bytes fed so far
    std::vector<std::uint8_t> pending;  // the current line's bytes not yet analysed
    Offset pendingStart = 0;            // offset of pending[0]
    LineColumn at;                      // position of the next byte not yet analysed
    std::vector<detail::OpenBidi> open; // bidi state carried across the pieces of a line
    Line line;                          // reused
    detail::Findings findings;          // reused

    [[nodiscard]] std::size_t consume(Bytes chunk, bool oneLine);
    [[nodiscard]] std::size_t take(Bytes chunk, std::size_t pos, std::size_t end, bool lineEnds);
    [[nodiscard]] std::size_t process(Bytes bytes, Offset start, bool complete);
    void piece(Bytes bytes, Offset start, bool lineEnds);
    void analyse(Bytes bytes, Offset start, bool lineEnds, detail::PieceRules rules);
    void decode(Bytes bytes, Offset start, bool lineEnds);
    void deliver();
};

using detail::allAscii;

namespace {

// Joins `next` into `run` when it continues it: same notice and message, adjacent bytes.
bool joins(DeceptiveFinding &run, const DeceptiveFinding &next)
{
    if (run.kind != next.kind || run.offset + run.length != next.offset ||
        run.message != next.message)
        return false;
    run.length += next.length;
    run.count += next.count;
    return true;
}

} // namespace

// Decodes a line or piece into `line` (positions carried from `at`).
void DeceptiveTextAnalyzer::State::decode(Bytes bytes, Offset start, bool lineEnds)
{
    line.chars.clear();
    line.lineEnds = lineEnds;
    line.end = start + bytes.size();
    Offset pos = 0;
    while (pos < bytes.size()) {
        char32_t cp = 0;
        if (const int length = decodeWellFormed(bytes, pos, cp); length > 0) { // most characters
            line.chars.push_back({cp, start + pos, static_cast<Offset>(length), true, at});
            advance(at, cp);
            pos += static_cast<Offset>(length);
            continue;
        }
        const Item item = decodeItemAt(bytes, pos);
        LineChar c;
        c.cp = item.wellFormed ? item.codePoint : U'\uFFFD';
        c.offset = start + pos;
        c.length = item.length;
        c.wellFormed = item.wellFormed;
        c.at = at;
        line.chars.push_back(c);
        advance(at, item);
        pos = item.end();
    }
}

// Runs the rules on a line or piece; with PieceRules::Confusables (a word of two scripts, no
// character another rule looks at, no bidi state open) the look-alike rule alone, which is all
// that can find something there.
void DeceptiveTextAnalyzer::State::analyse(Bytes bytes, Offset start, bool lineEnds,
                                           detail::PieceRules rules)
{
    decode(bytes, start, lineEnds);
    findings.clear();
    const bool all =
        rules == detail::PieceRules::All || options.normalization != NormalizationForm::None;
    if (all) {
        detail::findBidi(line, open, findings);
        detail::findInvisible(line, findings);
        detail::findNonstandardSpaces(line, findings);
    }
    detail::findConfusables(line, findings);
    if (options.normalization != NormalizationForm::None)
        detail::findDenormalized(line, options.normalization, findings);
    deliver();
}

void DeceptiveTextAnalyzer::State::deliver()
{
    std::stable_sort(
        findings.begin(), findings.end(),
        [](const DeceptiveFinding &a, const DeceptiveFinding &b) { return a.offset < b.offset; });
    std::size_t i = 0;
    while (i < findings.size()) {
        DeceptiveFinding run = std::move(findings[i++]);
        while (i < findings.size() && joins(run, findings[i]))
            ++i;
        sink(run);
    }
}

// Analyses the pieces of a line that `bytes` (from `start`) begins: every kMaxPiece bytes (cut
// at the start of the character there), and the rest when `complete` (the line's end is there).
// Returns the bytes analysed. Pieces depend on the line alone, never on chunk boundaries.
std::size_t DeceptiveTextAnalyzer::State::process(Bytes bytes, Offset start, bool complete)
{
    std::size_t pos = 0;
    while (bytes.size() - pos > kMaxPiece) {
        std::size_t cut = itemStartContaining(bytes.subspan(pos), kMaxPiece);
        if (cut == 0)
            cut = kMaxPiece;
        piece(bytes.subspan(pos, cut), start + pos, false);
        pos += cut;
    }
    if (complete && pos < bytes.size()) {
        piece(bytes.subspan(pos), start + pos, true);
        pos = bytes.size();
    }
    if (complete)
        open.clear();
    return pos;
}

// A piece of ASCII holds no finding (no character a rule looks at, every word of one script)
// unless a bidi state is open: then a character that ends a line for bidi, or the line's end,
// reports it. Other pieces are decoded only when the quick test finds something to look at.
void DeceptiveTextAnalyzer::State::piece(Bytes bytes, Offset start, bool lineEnds)
{
    const bool ascii = allAscii(bytes);
    if (ascii && (open.empty() || (!lineEnds && !detail::hasBidiLineEnd(bytes)))) {
        if (bytes.back() == '\n') { // only the last byte of a line
            at.line += 1;
            at.column = 1;
        } else {
            at.column += bytes.size();
        }
    } else if (const detail::PieceRules rules = open.empty()
                                                    ? detail::rulesFor(bytes, options.normalization)
                                                    : detail::PieceRules::All;
               rules != detail::PieceRules::None) {
        analyse(bytes, start, lineEnds, rules);
    } else if (bytes.back() == '\n') { // nothing to find, and the next line starts
        at.line += 1;
        at.column = 1;
    } else {
        for (Offset pos = 0; pos < bytes.size();) {
            const Item item = decodeItemAt(bytes, pos);
            advance(at, item);
            pos = item.end();
        }
    }
}

DeceptiveTextAnalyzer::DeceptiveTextAnalyzer(Sink sink, DeceptiveOptions options)
    : m_state(std::make_unique<State>())
{
    m_state->sink = std::move(sink);
    m_state->options = options;
}

DeceptiveTextAnalyzer::DeceptiveTextAnalyzer(Sink sink, DeceptiveOptions options, Offset start)
    : DeceptiveTextAnalyzer(std::move(sink), options)
{
    m_state->offset = start;
    m_state->pendingStart = start;
}

DeceptiveTextAnalyzer::~DeceptiveTextAnalyzer() = default;

LineColumn DeceptiveTextAnalyzer::position() const
{
    return m_state->at;
}

void DeceptiveTextAnalyzer::feed(Bytes chunk)
{
    (void)m_state->consume(chunk, false);
}

std::size_t DeceptiveTextAnalyzer::feedLine(Bytes chunk)
{
    return m_state->consume(chunk, true);
}

void DeceptiveTextAnalyzer::feedAscii(Bytes chunk)
{
    State &s = *m_state;
    const Offset chunkStart = s.offset;
    // The piece under way is completed as usual (it may begin before the chunk).
    const std::size_t first = std::min(chunk.size(), kMaxPiece + 1 - s.pending.size());
    const std::size_t pos = s.consume(chunk.first(first), false);
    if (pos == chunk.size())
        return;
    if (!s.open.empty() || s.pending.empty() || s.pendingStart < chunkStart) {
        (void)s.consume(chunk.subspan(pos), false);
        return;
    }
    // The next piece starts in the chunk: from there on every byte is a character, so pieces are
    // cut every kMaxPiece bytes, and with no bidi state open they hold nothing.
    const std::size_t start = s.pendingStart - chunkStart;
    const std::size_t whole = (chunk.size() - start - 1) / kMaxPiece * kMaxPiece;
    s.at.column += whole;
    s.pending.assign(chunk.begin() + static_cast<std::ptrdiff_t>(start + whole), chunk.end());
    s.pendingStart = chunkStart + start + whole;
    s.offset = chunkStart + chunk.size();
}

// The bytes [pos, end) of the chunk go on the line held in `pending`: when they end it, or make a
// piece (kMaxPiece + 1 bytes from the piece's start), the pieces are analysed. Bytes are copied
// only into a piece that began in an earlier chunk. Returns where the chunk goes on.
std::size_t DeceptiveTextAnalyzer::State::take(Bytes chunk, std::size_t pos, std::size_t end,
                                               bool lineEnds)
{
    const Bytes bytes = chunk.subspan(pos, end - pos);
    if (!lineEnds && pending.size() + bytes.size() <= kMaxPiece) { // the chunk ends first
        if (pending.empty())
            pendingStart = offset + pos;
        // resize and copy: GCC 14 takes insert() from a span for an overflow
        // (-Wstringop-overflow) that cannot happen
        const std::size_t held = pending.size();
        pending.resize(held + bytes.size());
        std::memcpy(pending.data() + held, bytes.data(), bytes.size());
        return end;
    }
    if (pending.empty()) // analysed where they are
        return pos + process(bytes, offset + pos, lineEnds);
    const std::size_t held = pending.size();
    pending.resize(held + bytes.size());
    std::memcpy(pending.data() + held, bytes.data(), bytes.size());
    const std::size_t done = process(Bytes(pending), pendingStart, lineEnds);
    const std::size_t kept = pending.size() - done;
    if (kept <= bytes.size()) { // the rest is in the chunk: read there
        pending.clear();
        return end - kept;
    }
    pending.erase(pending.begin(), pending.begin() + static_cast<std::ptrdiff_t>(done));
    pendingStart += done;
    return end;
}

// Reads the chunk: whole lines without findings are skipped from a line start; the rest goes on
// a piece at a time (a line feed is looked for no further than the piece reaches). With
// `oneLine`, stops after the end of the line it is in. Returns the bytes read.
std::size_t DeceptiveTextAnalyzer::State::consume(Bytes chunk, bool oneLine)
{
    std::size_t lines = SIZE_MAX; // the chunk up to its last line feed, found at first need
    std::size_t pos = 0;
    while (pos < chunk.size()) {
        if (!oneLine && pending.empty() && at.column == 1) { // at a line start
            if (lines == SIZE_MAX) {
                const auto *last = static_cast<const std::uint8_t *>(
                    memrchr(chunk.data() + pos, '\n', chunk.size() - pos));
                lines = last ? static_cast<std::size_t>(last - chunk.data()) + 1 : 0;
            }
            if (pos < lines) {
                Offset feeds = 0;
                pos = detail::skipLinesWithoutFindings(chunk.first(lines), pos,
                                                       options.normalization, feeds);
                at.line += feeds;
                if (pos == chunk.size())
                    break;
            }
        }
        const std::size_t reach = std::min(kMaxPiece + 1 - pending.size(), chunk.size() - pos);
        const auto *lf =
            static_cast<const std::uint8_t *>(std::memchr(chunk.data() + pos, '\n', reach));
        const std::size_t end = lf ? static_cast<std::size_t>(lf - chunk.data()) + 1 : pos + reach;
        pos = take(chunk, pos, end, lf != nullptr);
        if (oneLine && lf != nullptr)
            break;
    }
    offset += pos;
    return pos;
}

void DeceptiveTextAnalyzer::finish()
{
    State &s = *m_state;
    (void)s.process(Bytes(s.pending), s.pendingStart, true);
    s.pending.clear();
}

bool asciiWithoutLineFeed(Bytes bytes)
{
    return std::memchr(bytes.data(), '\n', bytes.size()) == nullptr && allAscii(bytes);
}

Offset lineStartAtOrAfter(Bytes data, Offset pos)
{
    if (pos == 0 || pos > data.size())
        return std::min<Offset>(pos, data.size());
    const auto *lf = static_cast<const std::uint8_t *>(
        std::memchr(data.data() + pos - 1, '\n', data.size() - (pos - 1)));
    return lf ? static_cast<Offset>(lf - data.data()) + 1 : data.size();
}

DeceptiveLines findDeceptiveLines(Bytes data, Offset from, Offset to, DeceptiveOptions options,
                                  std::size_t limit,
                                  const std::function<void(Offset begin, Offset end)> &read,
                                  Offset reach)
{
    DeceptiveLines out;
    to = std::min<Offset>(to, data.size());
    // No line starts in [from, to) unless a line feed is in [from - 1, to - 1): then nothing is
    // read further (a line of gigabytes is read once, for the range it starts in).
    if (from > 0 && from < to && std::memchr(data.data() + from - 1, '\n', to - from) == nullptr)
        from = to;
    if (from >= to) {
        out.begin = out.end = to;
        return out;
    }
    out.begin = lineStartAtOrAfter(data, from);
    DeceptiveTextAnalyzer analyzer(
        [&out, limit](const DeceptiveFinding &f) {
            if (out.findings.size() < limit)
                out.findings.push_back(f);
            else
                out.complete = false;
        },
        options, out.begin);
    // Fed a window at a time up to `to`, then on to the end of the line there (which may be far).
    constexpr Offset kWindow = 4 * 1024 * 1024;
    Offset at = out.begin;
    const auto feedTo = [&](Offset stop) {
        for (; at < stop; at = std::min(at + kWindow, stop)) {
            const Offset next = std::min(at + kWindow, stop);
            analyzer.feed(data.subspan(at, next - at));
            if (read)
                read(at, next);
        }
    };
    feedTo(to - 1);
    const Offset stop = data.size() - to > reach ? to + reach : data.size();
    while (at < stop) { // the line there, to its line feed
        const Offset window = std::min(at + kWindow, stop);
        const Offset fed = analyzer.feedLine(data.subspan(at, window - at));
        if (read)
            read(at, at + fed);
        at += fed;
        if (at < window || data[at - 1] == '\n')
            break;
    }
    if (at < data.size() && data[at - 1] != '\n') { // the line goes on too far: left out
        const auto *lf = static_cast<const std::uint8_t *>(
            memrchr(data.data() + out.begin, '\n', to - 1 - out.begin));
        out.end = lf ? static_cast<Offset>(lf - data.data()) + 1 : out.begin;
        std::erase_if(out.findings,
                      [&out](const DeceptiveFinding &f) { return f.offset >= out.end; });
        out.lineFeeds = analyzer.position().line - 1;
        return out;
    }
    out.end = at;
    analyzer.finish();
    out.lineFeeds = analyzer.position().line - 1;
    return out;
}

std::vector<DeceptiveFinding> findDeceptiveText(Bytes data, DeceptiveOptions options)
{
    std::vector<DeceptiveFinding> out;
    DeceptiveTextAnalyzer analyzer([&out](const DeceptiveFinding &f) { out.push_back(f); },
                                   options);
    analyzer.feed(data);
    analyzer.finish();
    return out;
}

} // namespace u8i::charsets
