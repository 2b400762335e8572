// --check: every diagnostic with file:line:column and reason, then a summary per file.
// Mapped files are scanned on all cores, and only blocks whose summary has something to list
// are decoded again; streams are decoded once, chunk by chunk.
#include "cli/check_report.h"
#include "cli/input.h"
#include "cli/modes.h"
#include "cli/output.h"
#include "u8i/annotate.h"
#include "u8i/scan.h"

#include <algorithm>

namespace u8i::cli {

namespace {

// Carries line:column over the characters and units that a summary of a range counts.
void skip(LineColumn &at, const BlockSummary &range)
{
    if (range.newlines > 0) {
        at.line += range.newlines;
        at.column = 1 + range.unitsAfterLastNewline;
    } else {
        at.column += range.units;
    }
}

// Blocks with this many diagnostics or fewer jump from one to the next with the fast block
// summary; denser blocks are decoded item by item.
constexpr Offset kSparseDiagnostics = 64;

// Lists the ill-formed groups of a block that has few, from the first: the gaps between them
// are crossed with summarizeBlock over growing windows, which also carries line:column.
void listSparse(Bytes data, const ScanIndex &index, Offset first, Offset end, ItemView &view,
                CheckReport &report)
{
    view.at = index.lineColumnAt(data, first);
    Offset pos = first;
    for (;;) {
        view.item = decodeItemAt(data, pos);
        report.item(view);
        if (!report.wantsDiagnostics())
            return;
        advance(view.at, view.item);
        Offset from = view.item.end();
        Offset window = 512;
        pos = kNoOffset;
        while (from < end && pos == kNoOffset) {
            const Offset to = std::min(from + window, end);
            const BlockSummary range = summarizeBlock(data, from, to);
            if (range.firstDiagnostic != kNoOffset) {
                pos = range.firstDiagnostic;
                skip(view.at, summarizeBlock(data, from, pos));
            } else {
                skip(view.at, range);
                from = to;
                window *= 2;
            }
        }
        if (pos == kNoOffset)
            return;
    }
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

    const std::vector<BlockSummary> &blocks = index.blocks();
    for (std::size_t b = 0; b < blocks.size() && report.wantsMore(); ++b) {
        const BlockSummary &block = blocks[b];
        const bool listDiagnostics = block.diagnosticCount() > 0 && report.wantsDiagnostics();
        const bool listNotices = block.noticeCount() > 0 && report.wantsNotices();
        if (!listDiagnostics && !listNotices)
            continue;
        const Offset begin = static_cast<Offset>(b) * kBlockSize;
        const Offset end = std::min(begin + kBlockSize, data.size());
        ItemView view;
        view.context = data;
        if (!listNotices && block.diagnosticCount() <= kSparseDiagnostics) {
            listSparse(data, index, block.firstDiagnostic, end, view, report);
        } else {
            const Offset first = itemStartAtOrAfter(data, begin, end);
            if (first >= end)
                continue;
            view.at = index.lineColumnAt(data, first);
            forEachItem(data, first, end, [&](const Item &item) {
                view.item = item;
                report.item(view);
                advance(view.at, item);
                return report.wantsMore();
            });
        }
        mapping.releaseAround(begin, end);
    }
    mapping.releaseAll();
    return FileSummary::fromTotals(index.totals());
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
        else if (item.codePoint < 0x20 || item.codePoint >= 0x7F)
            wanted = report.wantsNotices() && noticeFor(item.codePoint, item.offset).has_value();
        context.add(item, bytes, at, wanted);
        advance(at, item);
    });
    const bool ok = feedStream(input, decoder, error);
    context.finish();
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
