// --check: every diagnostic with file:line:column and reason, then a summary per file.
// Mapped files are scanned on all cores, and only blocks whose summary has something to list
// are decoded again; streams are decoded once, chunk by chunk.
#include "cli/check/byte_runs.h"
#include "cli/check/check_deceptive.h"
#include "cli/check/check_file.h"
#include "cli/check/check_mojibake.h"
#include "cli/check/check_report.h"
#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/rules/file_rules.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/scan/diagnostic_cursor.h"
#include "u8i/scan/scan.h"
#include "u8i/scan/stream_window.h"
#include "u8i/scan/zero_ranges.h"
#include "u8i/utf8/annotate.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <optional>

namespace u8i::cli {

namespace {

// Below this confidence --check does not say what a file likely is.
constexpr double kLikelyConfidence = 0.6;

// Where the listing stands: `at` is the line and column of the first unit starting at or after
// `offset`. Listing goes forward, so the next position is usually carried from here.
struct Cursor {
    Offset offset = 0;
    LineColumn at;
};

// Line and column of `target`, an item start at or after the cursor: carried over the bytes
// between when they are fewer than the index would summarize again (back to the start of the
// target's super-block), else asked of the index.
LineColumn positionOf(Bytes data, const ScanIndex &index, const Cursor &cursor, Offset target)
{
    if (cursor.offset <= target && target - cursor.offset <= target % kSuperBlockSize) {
        LineColumn at = cursor.at;
        advance(at, summarizeBlock(data, cursor.offset, target));
        return at;
    }
    return index.lineColumnAt(data, target);
}

// Blocks with this many diagnostics or fewer jump from one to the next with the fast block
// summary; denser blocks are decoded item by item.
constexpr Offset kSparseDiagnostics = 64;
static_assert(kSparseDiagnostics < kBlockDiagnosticsCap);

// Lists the `count` ill-formed groups of a block that has few, from the first (`first`): the
// diagnostic cursor finds the next, and the summary of the gap carries line:column over it.
void listSparse(Bytes data, const ScanIndex &index, Offset first, Offset end, Offset count,
                Cursor &cursor, ItemView &view, CheckReport &report)
{
    view.at = positionOf(data, index, cursor, first);
    Offset pos = first;
    for (Offset listed = 1;; ++listed) {
        view.item = decodeItemAt(data, pos);
        report.item(view);
        advance(view.at, view.item);
        cursor = {view.item.end(), view.at};
        if (listed == count || !report.wantsDiagnostics())
            return;
        const Offset from = view.item.end();
        pos = DiagnosticCursor(data, &index).next(from, end).offset;
        if (pos == kNoOffset)
            return;
        advance(view.at, summarizeBlock(data, from, pos)); // line:column carried over the gap
    }
}

// Lists every item of [begin, end) that has a diagnostic or a notice. A run of a one-byte notice
// (10 MiB of NUL) is extended over the equal bytes that follow without decoding them one by one.
void listAll(Bytes data, const ScanIndex &index, Offset begin, Offset end, Cursor &cursor,
             ItemView &view, CheckReport &report)
{
    const Offset first = itemStartAtOrAfter(data, begin, end);
    const Offset limit = std::min(end, data.size());
    if (first >= limit)
        return;
    view.at = positionOf(data, index, cursor, first);
    Offset pos = first;
    while (pos < limit && report.wantsMore()) {
        view.item = decodeItemAt(data, pos);
        report.item(view);
        advance(view.at, view.item);
        pos = view.item.end();
        if (const std::optional<std::uint8_t> byte = report.runByteAt(pos)) {
            const Offset n = sameBytes(data, pos, limit, *byte);
            report.extendRun(n);
            view.at.column += n; // a noticed one-byte character is never a line feed
            pos += n;
        }
    }
    cursor = {pos, view.at};
}

// Lists a mapped file's findings into `summary`; false when the mapping went wrong (the file
// shrank, or its storage failed) before everything was read. With `deceptive`, each range the scan
// is done with is analysed for deceptive text before its pages are released; `rules` looks for
// its inline allowances there too.
bool checkMapped(const Input &input, CheckReport &report, FileSummary &summary,
                 DeceptiveMappedCheck *deceptive, FileRules &rules)
{
    const Bytes data = input.bytes();
    ScanOptions scanOptions;
    const MappedFile &mapping = input.mapping();
    UniformRanges uniform(data, mapping.holes()); // where a run of a one-byte notice goes on unread
    scanOptions.released = [&mapping, deceptive, &uniform, &rules](Offset begin, Offset end) {
        const std::optional<std::uint8_t> byte = uniform.note(begin, end);
        if (deceptive != nullptr) // one byte other than a line feed is ASCII without one
            deceptive->analyse(begin, end, byte && *byte != '\n');
        rules.scanned(begin, end);
        mapping.releaseAround(begin, end);
    };
    // Holes are not read; each 4 MiB range is brought in at once before the scan reads it.
    const ScanResult result = scan(data, mapping.holes(), scanOptions,
                                   [&mapping](Offset b, Offset e) { mapping.populate(b, e); });
    const ScanIndex &index = result.index;
    if (input.damaged())
        return false;

    // Only blocks where the index marks something to list are read again.
    Cursor cursor;
    for (Offset b = 0; b < index.blockCount() && report.wantsMore() && !mapping.damaged(); ++b) {
        const Offset groups = index.diagnosticsInBlock(b);
        const bool listDiagnostics = groups > 0 && report.wantsDiagnostics();
        const bool listNotices = index.hasNoticesInBlock(b) && report.wantsNotices();
        if (!listDiagnostics && !listNotices)
            continue;
        const Offset begin = b * kBlockSize;
        const Offset end = std::min(begin + kBlockSize, data.size());
        if (const std::optional<std::uint8_t> byte = report.runByteAt(begin);
            byte && uniform.holds(begin, end, *byte)) {
            report.extendRun(end - begin);
            cursor.at.column += end - begin; // a noticed one-byte character is never a line feed
            cursor.offset = end;
            continue;
        }
        ItemView view;
        view.context = data;
        if (!listNotices && groups <= kSparseDiagnostics)
            listSparse(data, index, index.firstDiagnosticInBlock(b), end, groups, cursor, view,
                       report);
        else
            listAll(data, index, begin, end, cursor, view, report);
        mapping.releaseAround(begin, end);
    }
    mapping.releaseAll();
    summary = FileSummary::fromTotals(index.totals());
    return !input.damaged();
}

// What the encoding detector says of a file's first bytes (the same for a mapped file and a
// stream), asked only when needed: whether a file with many findings is binary data, and what a
// file with UTF-8 errors likely is.
class ContentVerdict {
  public:
    explicit ContentVerdict(std::function<Bytes()> head) : m_head(std::move(head)) {}

    [[nodiscard]] bool binary() { return verdict().kind == charsets::EncodingClass::Binary; }

    // Whether --fix-mojibake repairs the file run by run, as UTF-8 (not binary data, not text in
    // another encoding): then --check looks for mojibake runs in it.
    [[nodiscard]] bool utf8Text()
    {
        const charsets::EncodingClass kind = verdict().kind;
        return kind != charsets::EncodingClass::Binary && kind != charsets::EncodingClass::Legacy;
    }

    // "Windows-1251 text (Russian)", "binary data (PNG image)"; empty for UTF-8 with errors, or
    // when the evidence is thin.
    [[nodiscard]] std::string likely()
    {
        const charsets::EncodingVerdict &v = verdict();
        if (v.kind == charsets::EncodingClass::Binary && v.binaryType != "data")
            return charsets::describe(v);
        if (v.kind == charsets::EncodingClass::Legacy && v.confidence >= kLikelyConfidence)
            return charsets::describe(v).substr(std::string_view("not UTF-8: ").size());
        return {};
    }

  private:
    // A stream's head grows as it is read: judged again when it has grown since.
    const charsets::EncodingVerdict &verdict()
    {
        const Bytes head = m_head();
        if (!m_verdict || head.size() != m_judgedSize) {
            m_verdict = charsets::detectEncoding(head);
            m_judgedSize = head.size();
        }
        return *m_verdict;
    }

    std::function<Bytes()> m_head;
    std::optional<charsets::EncodingVerdict> m_verdict;
    Offset m_judgedSize = 0;
};

// Where the listing of a stream stands: `at` counts every unit that starts before `next` (a
// stream offset), which is an item start when the last block was listed item by item.
struct StreamCursor {
    Offset next = 0;
    LineColumn at;
};

// Lists the diagnostics and notices of the block [b, e) of the window, item by item from the
// first item that starts at or after b (and after what was listed before); a run of a one-byte
// notice is extended over the equal bytes that follow without decoding them one by one.
void listStreamBlock(const StreamWindow &window, Offset b, Offset e, StreamCursor &cursor,
                     CheckReport &report)
{
    const Bytes data = window.bytes();
    const Offset base = window.base();
    Offset pos = cursor.next - base;
    if (cursor.next <= base + b) {
        pos = itemStartAtOrAfter(data, b, e);
        advance(cursor.at, summarizeBlock(data, b, pos)); // the rest of an item from before b
    }
    ItemView view;
    view.context = data;
    view.contextStart = base;
    while (pos < e) {
        view.item = decodeItemAt(data, pos);
        view.item.offset += base;
        if (!view.item.wellFormed || mayHaveNotice(view.item.codePoint)) {
            view.at = cursor.at;
            report.item(view);
        }
        advance(cursor.at, view.item);
        pos += view.item.length;
        if (const std::optional<std::uint8_t> byte = report.runByteAt(base + pos)) {
            const Offset n = sameBytes(data, pos, e, *byte);
            report.extendRun(n);
            cursor.at.column += n; // a noticed one-byte character is never a line feed
            pos += n;
        }
    }
    cursor.next = base + pos;
}

// The ready range of the window, a 64 KiB block at a time: every block counts by its summary
// (the same kernel as a mapped file), and only blocks with something the report still wants
// are decoded item by item.
void checkWindow(const StreamWindow &window, CheckReport &report, FileSummary &summary,
                 StreamCursor &cursor)
{
    const Bytes data = window.bytes();
    const Offset base = window.base();
    for (Offset b = window.begin(); b < window.end(); b += kBlockSize) {
        const Offset e = std::min(b + kBlockSize, window.end());
        const BlockSummary s = summarizeBlock(data, b, e);
        summary.add(s);
        if ((s.diagnosticCount() > 0 && report.wantsDiagnostics()) ||
            (s.noticeCount() > 0 && report.wantsNotices())) {
            listStreamBlock(window, b, e, cursor, report);
            continue;
        }
        const Offset from = std::max(cursor.next, base + b) - base;
        if (from < e)
            advance(cursor.at, from == b ? s : summarizeBlock(data, from, e));
        cursor.next = std::max(cursor.next, base + e);
    }
}

// A stream through windows of whole items (see u8i::StreamWindow). The detector judges the first
// kDetectionHead bytes, as for a mapped file: they are read before anything is listed, so that a
// stream and a file give the same verdict and lines.
bool checkStream(Input &input, const CheckOptions &options, CheckReport &report,
                 FileSummary &summary, std::string &error, std::vector<std::uint8_t> &head,
                 ContentVerdict &content)
{
    DeceptiveStreamCheck deceptive(options.deceptive); // fed every ready range once, in order
    Bytes sample;
    bool ok = readDetectionSample(input, head, sample, error);
    std::optional<MojibakeCheck> mojibake; // the same, as --fix-mojibake would read the stream
    if (ok && options.severities[NoticeKind::Mojibake] != Severity::Off && content.utf8Text())
        mojibake.emplace();
    StreamCursor cursor;
    StreamWindow window;
    const auto check = [&](StreamWindow &w) {
        deceptive.feed(w.bytes().subspan(w.begin(), w.end() - w.begin()));
        if (mojibake)
            mojibake->feed(w.bytes().subspan(w.begin(), w.end() - w.begin()));
        checkWindow(w, report, summary, cursor);
        // Items are needed whole only while something may still be listed.
        w.setWholeItems(report.wantsMore());
        return true;
    };
    if (ok && !head.empty()) {
        std::memcpy(window.room(head.size()), head.data(), head.size());
        window.commit(head.size());
        (void)check(window);
        window.advance();
    }
    ok = ok && forEachWindow(input, window, error, check);
    if (ok && !summary.valid())
        summary.likely = content.likely();
    if (ok && summary.likely.empty()) { // text in another encoding or binary data: nothing to read
        deceptive.finish(report, summary);
        if (mojibake)
            mojibake->finish(report, summary);
    }
    return ok;
}

// The mojibake runs of a mapped file, read once more after the scan in windows whose pages are
// released behind; not when the file has no character above 7F (nothing can be misdecoded), nor
// when --fix-mojibake would not repair it run by run, nor with --no-warn mojibake.
void checkMojibakeMapped(const Input &input, const CheckOptions &options, CheckReport &report,
                         FileSummary &summary, ContentVerdict &content)
{
    constexpr Offset kWindow = 4 * 1024 * 1024;
    if (options.severities[NoticeKind::Mojibake] == Severity::Off ||
        summary.sequences[1] + summary.sequences[2] + summary.sequences[3] == 0 ||
        !content.utf8Text())
        return;
    const Bytes data = input.bytes();
    MojibakeCheck mojibake;
    for (Offset at = 0; at < data.size(); at += kWindow) {
        const Offset end = std::min(at + kWindow, data.size());
        mojibake.feed(data.subspan(at, end - at));
        input.mapping().releaseAround(at, end);
    }
    mojibake.finish(report, summary);
    input.mapping().releaseAll();
}

// "the file shrank ...": why a mapped file could not be read to its end.
std::string damageReason(const Input &input)
{
    return "the file shrank or became unreadable while it was being read (it had " +
           grouped(input.bytes().size()) + " bytes when opened); nothing after that is reported";
}

// The reason of an error line "<name>: <reason>" alone, for the JSON record.
std::string reasonOf(const std::string &error, const std::string &shownName)
{
    const std::string prefix = shownName + ": ";
    return error.starts_with(prefix) ? error.substr(prefix.size()) : error;
}

// Checks one file into the report; false when it could not be read (the error is reported).
// A file found in a directory that is binary data: what it is ("binary data (PNG image)"), or
// empty when it is to be checked. Only a sample that may be binary is given to the detector.
std::string binaryContent(const Input &input)
{
    const Bytes data = input.bytes();
    if (!input.isMapped() || !charsets::mayBeBinary(data))
        return {};
    const charsets::EncodingVerdict v = charsets::detectEncoding(data);
    return v.kind == charsets::EncodingClass::Binary ? charsets::describe(v) : std::string();
}

// True when the first 64 KiB of `data` (to the character there) are well-formed UTF-8.
bool startsAsUtf8(Bytes data)
{
    const Offset end =
        data.size() <= kBlockSize ? data.size() : itemStartContaining(data, kBlockSize);
    return summarizeBlock(data, 0, end).diagnosticCount() == 0;
}

// Silenced notices leave the summary; true when a notice made an error is left.
bool applySeverities(const NoticeSeverities &severities, FileSummary &summary)
{
    summary.severities = severities;
    for (std::size_t k = 0; k < summary.notices.size(); ++k)
        if (severities.of[k] == Severity::Off)
            summary.notices[k] = 0;
    return summary.noticeErrorCount() > 0;
}

} // namespace

FileOutcome checkTarget(const CheckTarget &target, const CheckOptions &options, CheckReport &report,
                        FileSummary &summary)
{
    const std::string &path = target.path;
    std::string error;
    std::shared_ptr<RunRules> run = options.rules;
    FileRules rules;
    if ((!run && !(run = makeRunRules(options, error))) ||
        !rules.load(path, options, *run, error)) {
        const std::string shown = path == "-" ? "<stdin>" : shownName(path);
        report.unreadable({path == "-" ? shown : path, shown}, error);
        errorLine(shown + ": " + error);
        return FileOutcome::Failed;
    }
    const std::unique_ptr<Input> input = openOrReport(path, error);
    if (!input) {
        const std::string shown = path == "-" ? "<stdin>" : shownName(path);
        report.unreadable({path == "-" ? shown : path, shown}, reasonOf(error, shown));
        return FileOutcome::Failed;
    }
    if (target.found && !options.binary && !rules.otherCharset()) {
        if (const std::string what = binaryContent(*input); !what.empty()) {
            report.skipped({input->path(), input->label()}, what);
            return FileOutcome::Skipped;
        }
    }
    std::vector<std::uint8_t> head;
    ContentVerdict content([&input, &head] {
        const Bytes bytes = input->isMapped() ? input->bytes() : Bytes(head);
        return bytes.first(std::min<Offset>(bytes.size(), charsets::kDetectionHead));
    });
    report.beginFile({input->path(), input->label()}, [&content] { return content.binary(); });
    report.setRules(&rules, rules.severities());
    if (input->isMapped())
        rules.readAlongScan(*input);
    rules.start(report);
    if (rules.otherCharset() && input->isMapped()) {
        rules.checkCharset(report, summary); // latin1 or UTF-16: not read as UTF-8
    } else if (input->isMapped()) {
        // Deceptive text is looked for during the scan when the file starts as UTF-8 (most
        // likely text to analyse), else afterwards if it is to be analysed at all.
        DeceptiveMappedCheck deceptive(*input, options.deceptive);
        if (!checkMapped(*input, report, summary,
                         startsAsUtf8(input->bytes()) ? &deceptive : nullptr, rules)) {
            const std::string reason = damageReason(*input);
            report.abandonFile(reason);
            errorLine(input->label() + ": " + reason);
            return FileOutcome::Failed;
        }
        if (!summary.valid())
            summary.likely = content.likely();
        if (summary.likely.empty()) { // not another encoding's text, nor binary data
            deceptive.finish(report, summary);
            checkMojibakeMapped(*input, options, report, summary, content);
        }
    } else if (!checkStream(*input, options, report, summary, error, head, content)) {
        report.abandonFile(reasonOf(error, input->label()));
        errorLine(error);
        return FileOutcome::Failed;
    }
    rules.finish(report, summary);
    report.uncountHidden(summary);
    const bool flagged = applySeverities(rules.severities(), summary);
    report.endFile(summary);
    if (!summary.valid())
        return FileOutcome::Invalid;
    return flagged ? FileOutcome::Flagged : FileOutcome::Valid;
}

} // namespace u8i::cli
