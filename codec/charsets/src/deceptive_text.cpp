// The deceptive-text analyser's driver: cuts the bytes into lines (long lines into pieces),
// skips the lines of ASCII, decodes the others and runs the rules on them, then joins adjacent
// identical findings into runs and hands them on in order.
#include "u8i/charsets/deceptive_text.h"

#include "deceptive_line.h"
#include "deceptive_prefilter.h"
#include "u8i/item.h"

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

    [[nodiscard]] std::size_t process(Bytes bytes, Offset start, bool complete);
    void piece(Bytes bytes, Offset start, bool lineEnds);
    void analyse(Bytes bytes, Offset start, bool lineEnds);
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

void DeceptiveTextAnalyzer::State::analyse(Bytes bytes, Offset start, bool lineEnds)
{
    decode(bytes, start, lineEnds);
    findings.clear();
    detail::findBidi(line, open, findings);
    detail::findInvisible(line, findings);
    detail::findNonstandardSpaces(line, findings);
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

void DeceptiveTextAnalyzer::State::piece(Bytes bytes, Offset start, bool lineEnds)
{
    if (!open.empty() || detail::mayHaveFindings(bytes, options.normalization)) {
        analyse(bytes, start, lineEnds);
    } else if (bytes.back() == '\n') { // nothing to find, and the next line starts
        at.line += 1;
        at.column = 1;
    } else if (allAscii(bytes)) {
        at.column += bytes.size();
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
    State &s = *m_state;
    // The skipper reads whole lines: up to the chunk's last line feed (searched for once).
    const auto *lastFeed =
        static_cast<const std::uint8_t *>(memrchr(chunk.data(), '\n', chunk.size()));
    const Bytes lines =
        chunk.first(lastFeed ? static_cast<std::size_t>(lastFeed - chunk.data()) + 1 : 0);
    std::size_t pos = 0;
    while (pos < chunk.size()) {
        if (s.pending.empty() && s.at.column == 1 && pos < lines.size()) { // at a line start
            Offset feeds = 0;
            pos = detail::skipLinesWithoutFindings(lines, pos, s.options.normalization, feeds);
            s.at.line += feeds;
            if (pos == chunk.size())
                break;
        }
        const auto *lf = static_cast<const std::uint8_t *>(
            std::memchr(chunk.data() + pos, '\n', chunk.size() - pos));
        const std::size_t end = lf ? static_cast<std::size_t>(lf - chunk.data()) + 1 : chunk.size();
        const Bytes segment = chunk.subspan(pos, end - pos);
        const Offset segmentStart = s.offset + pos;
        if (s.pending.empty()) { // no copy unless a line goes on past the chunk
            const std::size_t done = s.process(segment, segmentStart, lf != nullptr);
            s.pending.assign(segment.begin() + static_cast<std::ptrdiff_t>(done), segment.end());
            s.pendingStart = segmentStart + done;
        } else {
            // resize and copy: GCC 14 takes insert() from a span for an overflow
            // (-Wstringop-overflow) that cannot happen
            const std::size_t held = s.pending.size();
            s.pending.resize(held + segment.size());
            std::memcpy(s.pending.data() + held, segment.data(), segment.size());
            const std::size_t done = s.process(Bytes(s.pending), s.pendingStart, lf != nullptr);
            s.pending.erase(s.pending.begin(),
                            s.pending.begin() + static_cast<std::ptrdiff_t>(done));
            s.pendingStart += done;
        }
        pos = end;
    }
    s.offset += chunk.size();
}

void DeceptiveTextAnalyzer::finish()
{
    State &s = *m_state;
    (void)s.process(Bytes(s.pending), s.pendingStart, true);
    s.pending.clear();
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
                                  const std::function<void(Offset begin, Offset end)> &read)
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
    for (Offset search = std::max(at, to - 1); at < data.size();) {
        const Offset window = std::min(search + kWindow, data.size());
        const auto *lf = static_cast<const std::uint8_t *>(
            std::memchr(data.data() + search, '\n', window - search));
        feedTo(lf ? static_cast<Offset>(lf - data.data()) + 1 : window);
        if (lf)
            break;
        search = window;
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
