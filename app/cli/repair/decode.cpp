// --decode: the decoded text as UTF-8 on stdout, ill-formed groups treated per --errors.
#include "cli/check/check_report.h"
#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "u8i/scan/diagnostic_cursor.h"
#include "u8i/scan/scan.h"
#include "u8i/scan/zero_ranges.h"
#include "u8i/utf8/annotate.h"
#include "u8i/utf8/message.h"

#include <algorithm>
#include <cstdlib>

namespace u8i::cli {

namespace {

// How far one window of a mapped file goes before it is written out.
constexpr Offset kWindow = Offset{4} << 20;

// Blocks with more ill-formed groups than this are decoded whole rather than group by group.
constexpr Offset kSparseDiagnostics = 64;
static_assert(kSparseDiagnostics < kBlockDiagnosticsCap);

void reportStrictError(const std::string &label, const ItemView &view)
{
    errorLine(label + ":" + std::to_string(view.at.line) + ":" + std::to_string(view.at.column) +
              ": error: " + std::string(name(view.item.kind)) + ": " +
              describe(view.context, view.local()) + " [offset " + hexOffset(view.item.offset) +
              "] (--errors=strict stops here)");
}

// Reads one byte of every page of data[from, from + n): a page the file no longer has fails here,
// in the program (the mapping is then marked damaged), not inside write(), which would fail
// with EFAULT as if stdout were at fault.
void touchPages(Bytes data, Offset from, Offset n)
{
    constexpr Offset kPage = 4096;
    volatile std::uint8_t sink = 0;
    for (Offset p = from; p < from + n; p += kPage)
        sink = sink ^ data[p];
    (void)sink;
}

// Stops the run when the mapping went wrong: what was written stays written.
[[noreturn]] void fileDamaged(const Input &input)
{
    errorLine(input.shrankMessage());
    std::exit(kExitError);
}

// Writes data[from, to) as it is, in windows whose pages are released behind.
void writeRaw(const Input &input, Offset from, Offset to)
{
    const Bytes data = input.bytes();
    for (Offset p = from; p < to; p += kWindow) {
        const Offset n = std::min(kWindow, to - p);
        touchPages(data, p, n);
        if (input.mapping().damaged())
            fileDamaged(input);
        out(std::string_view(reinterpret_cast<const char *>(data.data() + p), n));
        input.mapping().releaseAround(p, p + n);
    }
}

// Valid bytes are their own decoding: written as they are, up to the first error, where
// --errors=strict stops.
int decodeUpToFirstError(const Input &input, const ScanIndex &index)
{
    const Bytes data = input.bytes();
    const Seek first = index.totals().valid() ? Seek{} : DiagnosticCursor(data, &index).next(0);
    const Offset firstError = first.found() ? first.offset : data.size();
    writeRaw(input, 0, firstError);
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

// Valid stretches are written as they are; ill-formed groups are found with the diagnostic cursor
// and decoded one by one, and blocks dense with them are decoded whole (windows that start and
// end on item starts decode exactly as the whole file does).
int decodeGroups(const Input &input, const ScanIndex &index, ErrorMode mode)
{
    const Bytes data = input.bytes();
    const DiagnosticCursor cursor(data, &index);
    Offset pos = 0;
    std::string text;
    for (Offset b = 0; b < index.blockCount(); ++b) {
        const Offset groups = index.diagnosticsInBlock(b);
        if (groups == 0)
            continue;
        const Offset end = std::min((b + 1) * kBlockSize, data.size());
        // Groups do not overlap: the first of this block starts at or after `pos`, the end of
        // the last one written.
        const Offset first = index.firstDiagnosticInBlock(b);
        if (groups > kSparseDiagnostics) {
            const Offset stop = end < data.size() ? itemStartAtOrAfter(data, end) : end;
            writeRaw(input, pos, first);
            text = decodeToUtf8(data.subspan(first, stop - first), mode);
            out(text);
            pos = stop;
            continue;
        }
        Offset next = first;
        for (Offset decoded = 0; next != kNoOffset;) {
            writeRaw(input, pos, next);
            const Item group = decodeItemAt(data, next);
            text.clear();
            appendDecoded(text, group, data.subspan(next, group.length), mode);
            out(text);
            pos = group.end();
            if (++decoded == groups)
                break;
            next = cursor.next(pos, end).offset;
        }
    }
    writeRaw(input, pos, data.size());
    return kExitInvalid;
}

int decodeMapped(const Input &input, ErrorMode mode)
{
    ScanOptions scanOptions;
    const MappedFile &mapping = input.mapping();
    scanOptions.released = [&mapping](Offset begin, Offset end) {
        mapping.releaseAround(begin, end);
    };
    const ScanResult result = scan(input.bytes(), mapping.holes(), scanOptions,
                                   [&mapping](Offset b, Offset e) { mapping.populate(b, e); });
    if (mapping.damaged())
        fileDamaged(input);
    if (result.index.totals().valid() || mode == ErrorMode::Strict)
        return decodeUpToFirstError(input, result.index);
    return decodeGroups(input, result.index, mode);
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
    if (!options.sourceEncoding.empty())
        return runDecodeLegacy(options);
    const std::unique_ptr<Input> input = openOrReport(options.args.front());
    if (!input)
        return kExitError;
    const int code = input->isMapped() ? decodeMapped(*input, options.errors)
                                       : decodeStream(*input, options.errors);
    flushOut();
    return code;
}

} // namespace u8i::cli
