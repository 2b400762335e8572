// --check, one file: every diagnostic with file:line:column and reason, then its summary.
// Mapped files are scanned on all cores, and only blocks whose summary has something to list
// are decoded again; streams are decoded once, chunk by chunk.
#include "cli/check_file.h"
#include "cli/check_report.h"
#include "cli/input.h"
#include "cli/modes.h"
#include "cli/output.h"
#include "u8i/annotate.h"
#include "u8i/charsets/encoding_detection.h"
#include "u8i/diagnostic_cursor.h"
#include "u8i/scan.h"

#include <algorithm>

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

// Lists every item of [begin, end) that has a diagnostic or a notice.
void listAll(Bytes data, const ScanIndex &index, Offset begin, Offset end, Cursor &cursor,
             ItemView &view, CheckReport &report)
{
    const Offset first = itemStartAtOrAfter(data, begin, end);
    if (first >= end)
        return;
    view.at = positionOf(data, index, cursor, first);
    Offset after = first;
    forEachItem(data, first, end, [&](const Item &item) {
        view.item = item;
        report.item(view);
        advance(view.at, item);
        after = item.end();
        return report.wantsMore();
    });
    cursor = {after, view.at};
}

FileSummary checkMapped(const Input &input, CheckReport &report)
{
    const Bytes data = input.bytes();
    ScanOptions scanOptions;
    const MappedFile &mapping = input.mapping();
    scanOptions.released = [&mapping](Offset begin, Offset end) {
        mapping.releaseAround(begin, end);
    };
    const ScanResult result = scan(data, scanOptions);
    const ScanIndex &index = result.index;

    // Only blocks where the index marks something to list are read again.
    Cursor cursor;
    for (Offset b = 0; b < index.blockCount() && report.wantsMore(); ++b) {
        const Offset groups = index.diagnosticsInBlock(b);
        const bool listDiagnostics = groups > 0 && report.wantsDiagnostics();
        const bool listNotices = index.hasNoticesInBlock(b) && report.wantsNotices();
        if (!listDiagnostics && !listNotices)
            continue;
        const Offset begin = b * kBlockSize;
        const Offset end = std::min(begin + kBlockSize, data.size());
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
    return FileSummary::fromTotals(index.totals());
}

// What a file with UTF-8 errors likely is, judged from its first bytes (the same for a mapped file
// and a stream): "Windows-1251 text (Russian)", "binary data (PNG image)"; empty for UTF-8 with
// errors, or when the evidence is thin.
std::string likelyContent(Bytes head)
{
    const charsets::EncodingVerdict v = charsets::detectEncoding(head);
    if (v.kind == charsets::EncodingClass::Binary && v.binaryType != "data")
        return charsets::describe(v);
    if (v.kind == charsets::EncodingClass::Legacy && v.confidence >= kLikelyConfidence)
        return charsets::describe(v).substr(std::string_view("not UTF-8: ").size());
    return {};
}

bool checkStream(Input &input, CheckReport &report, FileSummary &summary, std::string &error)
{
    StreamContext context([&report](const ItemView &view) { report.item(view); });
    LineColumn at;
    StreamDecoder decoder([&](const Item &item, Bytes bytes) {
        summary.count(item);
        bool wanted = false;
        if (!item.wellFormed)
            wanted = report.wantsDiagnostics();
        else if (mayHaveNotice(item.codePoint))
            wanted = report.wantsNotices() && noticeFor(item.codePoint, item.offset).has_value();
        context.add(item, bytes, at, wanted);
        advance(at, item);
    });
    std::vector<std::uint8_t> head; // what likelyContent judges, as for a mapped file
    const bool ok = feedStream(input, decoder, error, {}, [&head](Bytes chunk) {
        const Offset room =
            charsets::kDetectionHead - std::min<Offset>(head.size(), charsets::kDetectionHead);
        head.insert(head.end(), chunk.begin(),
                    chunk.begin() + static_cast<std::ptrdiff_t>(std::min(room, chunk.size())));
    });
    context.finish();
    if (ok && !summary.valid())
        summary.likely = likelyContent(Bytes(head));
    return ok;
}

} // namespace

namespace {

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

// Silenced notices leave the summary; true when a notice made an error is left.
bool applySeverities(const NoticeSeverities &severities, FileSummary &summary)
{
    bool flagged = false;
    for (std::size_t k = 0; k < summary.notices.size(); ++k) {
        if (severities.of[k] == Severity::Off)
            summary.notices[k] = 0;
        flagged = flagged || (severities.of[k] == Severity::Error && summary.notices[k] > 0);
    }
    return flagged;
}

} // namespace

FileOutcome checkTarget(const CheckTarget &target, const CheckOptions &options, CheckReport &report)
{
    std::string error;
    const std::unique_ptr<Input> input = Input::open(target.path, error);
    if (!input) {
        errorLine(error);
        return FileOutcome::Failed;
    }
    if (target.found && !options.binary) {
        if (const std::string what = binaryContent(*input); !what.empty()) {
            report.skipped(input->label(), what);
            return FileOutcome::Skipped;
        }
    }
    report.beginFile(input->label());
    FileSummary summary;
    if (input->isMapped()) {
        summary = checkMapped(*input, report);
        if (!summary.valid())
            summary.likely = likelyContent(input->bytes().first(
                std::min<Offset>(input->bytes().size(), charsets::kDetectionHead)));
    } else if (!checkStream(*input, report, summary, error)) {
        flushOut();
        errorLine(error);
        return FileOutcome::Failed;
    }
    const bool flagged = applySeverities(options.severities, summary);
    report.endFile(summary);
    if (!summary.valid())
        return FileOutcome::Invalid;
    return flagged ? FileOutcome::Flagged : FileOutcome::Valid;
}

} // namespace u8i::cli
