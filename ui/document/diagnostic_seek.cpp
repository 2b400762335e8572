#include "diagnostic_seek.h"

#include <algorithm>

namespace u8i::ui {

namespace {

bool cancelled(const SeekControl &control)
{
    return control.cancel && control.cancel->load(std::memory_order_relaxed);
}

void advance(const SeekControl &control, Offset bytes)
{
    if (control.done)
        control.done->fetch_add(bytes, std::memory_order_relaxed);
}

} // namespace

Offset seekDiagnosticForward(Bytes data, Offset from, SeekControl control)
{
    const Offset size = data.size();
    // summarizeBlock counts the groups that start in [begin, end), whatever lies around it; the
    // first piece ends on a block boundary, so the rest are whole blocks.
    for (Offset begin = from; begin < size;) {
        if (cancelled(control))
            return kNoOffset;
        const Offset end = std::min(size, (begin / kBlockSize + 1) * kBlockSize);
        const BlockSummary s = summarizeBlock(data, begin, end);
        if (s.firstDiagnostic != kNoOffset)
            return s.firstDiagnostic;
        advance(control, end - begin);
        begin = end;
    }
    return kNoOffset;
}

Offset seekDiagnosticBackward(Bytes data, Offset before, SeekControl control)
{
    for (Offset end = std::min<Offset>(before, data.size()); end > 0;) {
        if (cancelled(control))
            return kNoOffset;
        const Offset begin = (end - 1) / kBlockSize * kBlockSize;
        const BlockSummary s = summarizeBlock(data, begin, end);
        if (s.lastDiagnostic != kNoOffset)
            return s.lastDiagnostic;
        advance(control, end - begin);
        end = begin;
    }
    return kNoOffset;
}

} // namespace u8i::ui
