// --check: every diagnostic with file:line:column and reason, then a summary per file.
// Mapped files are scanned on all cores, and only blocks whose summary has something to list
// are decoded again; streams go through the same block summary, window by window, and only their
// blocks with something to list are decoded item by item.
#include "cli/check_report.h"
#include "cli/input.h"
#include "cli/modes.h"
#include "cli/output.h"
#include "u8i/annotate.h"
#include "u8i/charsets/encoding_detection.h"
#include "u8i/diagnostic_cursor.h"
#include "u8i/scan.h"
#include "u8i/stream_window.h"

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

// Where the listing of a stream stands: `at` counts every unit that starts before `next` (a
// stream offset), which is an item start when the last block was listed item by item.
struct StreamCursor {
    Offset next = 0;
    LineColumn at;
};

// Lists the diagnostics and notices of the block [b, e) of the window, item by item from the
// first item that starts at or after b (and after what was listed before).
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

bool checkStream(Input &input, CheckReport &report, FileSummary &summary, std::string &error)
{
    std::vector<std::uint8_t> head; // what likelyContent judges, as for a mapped file
    StreamCursor cursor;
    StreamWindow window;
    const bool ok = forEachWindow(input, window, error, [&](StreamWindow &w) {
        if (head.size() < charsets::kDetectionHead) {
            const Offset take =
                std::min(w.end() - w.begin(), charsets::kDetectionHead - head.size());
            const auto first = w.bytes().begin() + static_cast<std::ptrdiff_t>(w.begin());
            head.insert(head.end(), first, first + static_cast<std::ptrdiff_t>(take));
        }
        checkWindow(w, report, summary, cursor);
        // Items are needed whole only while something may still be listed.
        w.setWholeItems(report.wantsMore());
        return true;
    });
    if (ok && !summary.valid())
        summary.likely = likelyContent(Bytes(head));
    return ok;
}

} // namespace

int runCheck(const Options &options)
{
    CheckReport report(options.json, options.max);
    int valid = 0, invalid = 0, failed = 0;
    for (const std::string &path : options.args) {
        std::string error;
        const std::unique_ptr<Input> input = Input::open(path, error);
        if (!input) {
            errorLine(error);
            ++failed;
            continue;
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
            ++failed;
            continue;
        }
        report.endFile(summary);
        ++(summary.valid() ? valid : invalid);
    }
    if (options.args.size() > 1)
        report.total(static_cast<int>(options.args.size()), valid, invalid, failed);
    flushOut();
    if (failed > 0)
        return kExitError;
    return invalid > 0 ? kExitInvalid : kExitValid;
}

} // namespace u8i::cli
