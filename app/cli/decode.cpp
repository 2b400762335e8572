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
        const Offset first = index.totals().valid() ? data.size() : index.nextDiagnostic(data, kNoOffset);
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
    // Valid stretches are written as they are; ill-formed groups are found through the block
    // summaries and decoded one by one, and blocks dense with them are decoded whole (windows
    // that start and end on item starts decode exactly as the whole file does).
    const std::vector<BlockSummary> &blocks = index.blocks();
    auto writeRaw = [&](Offset from, Offset to) {
        for (Offset p = from; p < to; p += kWindow) {
            const Offset n = std::min(kWindow, to - p);
            out(std::string_view(reinterpret_cast<const char *>(data.data() + p), n));
            mapping.releaseAround(p, p + n);
        }
    };
    Offset pos = 0;
    std::string text;
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const BlockSummary &block = blocks[b];
        const Offset end = std::min((static_cast<Offset>(b) + 1) * kBlockSize, data.size());
        if (block.diagnosticCount() == 0 || block.lastDiagnostic < pos)
            continue;
        if (block.diagnosticCount() > kSparseDiagnostics) {
            const Offset stop = end < data.size() ? itemStartAtOrAfter(data, end) : end;
            writeRaw(pos, std::max(pos, std::min(block.firstDiagnostic, stop)));
            pos = std::max(pos, std::min(block.firstDiagnostic, stop));
            text = decodeToUtf8(data.subspan(pos, stop - pos), mode);
            out(text);
            pos = stop;
            continue;
        }
        Offset next = block.firstDiagnostic >= pos ? block.firstDiagnostic : kNoOffset;
        Offset from = pos;
        Offset window = 512;
        for (;;) {
            while (next == kNoOffset && from < end) {
                const Offset to = std::min(from + window, end);
                next = summarizeBlock(data, from, to).firstDiagnostic;
                from = to;
                window *= 2;
            }
            if (next == kNoOffset)
                break;
            writeRaw(pos, next);
            const Item group = decodeItemAt(data, next);
            text.clear();
            appendDecoded(text, group, data.subspan(next, group.length), mode);
            out(text);
            pos = group.end();
            if (next == block.lastDiagnostic)
                break;
            next = kNoOffset;
            from = pos;
            window = 512;
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
    StreamContext strictError([&](const ItemView &view) { reportStrictError(input.label(), view); });
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
