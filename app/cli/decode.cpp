// --decode: the decoded text as UTF-8 on stdout, ill-formed groups treated per --errors.
#include "cli/check_report.h"
#include "cli/input.h"
#include "cli/modes.h"
#include "cli/output.h"
#include "u8i/annotate.h"
#include "u8i/message.h"
#include "u8i/scan.h"

#include <algorithm>

namespace u8i::cli {

namespace {

// How far one window of a mapped file goes before it is written out.
constexpr Offset kWindow = Offset{4} << 20;

// Blocks with more ill-formed groups than this are decoded whole rather than group by group.
constexpr Offset kSparseDiagnostics = 64;
static_assert(kSparseDiagnostics < BlockMark::kMaxDiagnostics);

void reportStrictError(const std::string &label, const ItemView &view)
{
    errorLine(label + ":" + std::to_string(view.at.line) + ":" + std::to_string(view.at.column) +
              ": error: " + std::string(name(view.item.kind)) + ": " +
              describe(view.context, view.local()) + " [offset " + hexOffset(view.item.offset) +
              "] (--errors=strict stops here)");
}

int decodeMapped(const Input &input, ErrorMode mode)
{
    const Bytes data = input.bytes();
    ScanOptions scanOptions;
    const MappedFile &mapping = input.mapping();
    scanOptions.released = [&mapping](Offset begin, Offset end) {
        mapping.releaseAround(begin, end);
    };
    const ScanResult result = scan(data, scanOptions);
    const ScanIndex &index = result.index;
    if (index.totals().valid() || mode == ErrorMode::Strict) {
        // Valid bytes are their own decoding: write them as they are, up to the first error.
        const Offset first =
            index.totals().valid() ? data.size() : index.nextDiagnostic(data, kNoOffset);
        const Offset firstError = first == kNoOffset ? data.size() : first;
        for (Offset p = 0; p < firstError; p += kWindow) {
            const Offset n = std::min(kWindow, firstError - p);
            out(std::string_view(reinterpret_cast<const char *>(data.data() + p), n));
            mapping.releaseAround(p, p + n);
        }
        if (firstError == data.size())
            return kExitValid;
        flushOut();
        ItemView view;
        view.item = decodeItemAt(data, firstError);
        view.context = data;
        view.at = index.lineColumnAt(data, firstError);
        reportStrictError(input.label(), view);
        return kExitInvalid;
    }
    // Valid stretches are written as they are; ill-formed groups are found through the blocks'
    // marks and decoded one by one, and blocks dense with them are decoded whole (windows that
    // start and end on item starts decode exactly as the whole file does).
    const std::vector<BlockMark> &marks = index.marks();
    auto writeRaw = [&](Offset from, Offset to) {
        for (Offset p = from; p < to; p += kWindow) {
            const Offset n = std::min(kWindow, to - p);
            out(std::string_view(reinterpret_cast<const char *>(data.data() + p), n));
            mapping.releaseAround(p, p + n);
        }
    };
    // The first group starting in [from, end), found by growing windows, or kNoOffset.
    auto nextGroup = [&](Offset from, Offset end) {
        for (Offset window = 512; from < end; window *= 2) {
            const Offset to = std::min(from + window, end);
            const Offset found = summarizeBlock(data, from, to).firstDiagnostic;
            if (found != kNoOffset)
                return found;
            from = to;
        }
        return kNoOffset;
    };
    Offset pos = 0;
    std::string text;
    for (std::size_t b = 0; b < marks.size(); ++b) {
        const BlockMark mark = marks[b];
        if (!mark.hasDiagnostics())
            continue;
        const Offset end = std::min((static_cast<Offset>(b) + 1) * kBlockSize, data.size());
        // Groups do not overlap: the first of this block starts at or after `pos`, the end of
        // the last one written.
        const Offset first = index.firstDiagnosticInBlock(b);
        if (mark.diagnostics() > kSparseDiagnostics) {
            const Offset stop = end < data.size() ? itemStartAtOrAfter(data, end) : end;
            writeRaw(pos, first);
            text = decodeToUtf8(data.subspan(first, stop - first), mode);
            out(text);
            pos = stop;
            continue;
        }
        Offset next = first;
        for (Offset decoded = 0; next != kNoOffset;) {
            writeRaw(pos, next);
            const Item group = decodeItemAt(data, next);
            text.clear();
            appendDecoded(text, group, data.subspan(next, group.length), mode);
            out(text);
            pos = group.end();
            if (++decoded == mark.diagnostics())
                break;
            next = nextGroup(pos, end);
        }
    }
    writeRaw(pos, data.size());
    return kExitInvalid;
}

int decodeStream(Input &input, ErrorMode mode)
{
    std::string text;
    bool invalid = false;
    bool stopped = false;
    LineColumn at;
    StreamContext strictError(
        [&](const ItemView &view) { reportStrictError(input.label(), view); });
    StreamDecoder decoder([&](const Item &item, Bytes bytes) {
        if (stopped) {
            // Only context for the error's message is still wanted.
            strictError.add(item, bytes, at, false);
            return;
        }
        if (!item.wellFormed) {
            invalid = true;
            if (mode == ErrorMode::Strict) {
                stopped = true;
                out(text);
                text.clear();
                flushOut();
                strictError.add(item, bytes, at, true);
                return;
            }
        }
        appendDecoded(text, item, bytes, mode);
        advance(at, item);
        if (text.size() >= (Offset{1} << 16)) {
            out(text);
            text.clear();
        }
    });
    std::string error;
    Offset afterStop = 0;
    const bool ok = feedStream(input, decoder, error, [&] {
        // After a strict error, read only enough to describe it.
        return stopped && ++afterStop > 1;
    });
    if (stopped)
        decoder.finish();
    strictError.finish();
    out(text);
    flushOut();
    if (!ok) {
        errorLine(error);
        return kExitError;
    }
    return invalid ? kExitInvalid : kExitValid;
}

} // namespace

int runDecode(const Options &options)
{
    std::string error;
    const std::unique_ptr<Input> input = Input::open(options.args.front(), error);
    if (!input) {
        errorLine(error);
        return kExitError;
    }
    const int code = input->isMapped() ? decodeMapped(*input, options.errors)
                                       : decodeStream(*input, options.errors);
    flushOut();
    return code;
}

} // namespace u8i::cli
