#include "u8i/scan/line_seek.h"

#include <algorithm>

namespace u8i {

namespace {

// The unit `remaining` units after `from` (0: the first unit starting at or after `from`), walked
// item by item up to `to`; stops at an LF before it (the line ends there). kNoOffset when not
// reached by `to`.
struct Walk {
    Offset offset = kNoOffset;
    bool atLineEnd = false;
};
Walk walkUnits(Bytes data, Offset from, Offset to, Offset remaining)
{
    Walk walk;
    Offset pos = itemStartContaining(data, from);
    while (pos < to && walk.offset == kNoOffset) {
        const Item item = decodeItemAt(data, pos);
        if (item.wellFormed) {
            if (item.offset >= from) {
                if (remaining == 0)
                    return {item.offset, false};
                if (item.codePoint == U'\n')
                    return {item.offset, true};
                --remaining;
            }
        } else {
            forEachReplacementUnit(
                data, item,
                [&](ReplacementUnit unit) {
                    if (unit.begin < from || walk.offset != kNoOffset)
                        return;
                    if (remaining == 0)
                        walk.offset = unit.begin;
                    else
                        --remaining;
                },
                from, to);
        }
        pos = item.end();
    }
    return walk;
}

} // namespace

LinePosition offsetOfLineColumn(const ScanIndex &index, Bytes data, LineColumn at,
                                const std::atomic<bool> *cancel)
{
    const Offset size = data.size();
    LinePosition result;
    const Offset line = std::max<Offset>(at.line, 1);
    if (line > index.totals().newlines + 1) {
        result.offset = size;
        result.lineExists = false;
        return result;
    }
    Offset pos = index.offsetOfLine(data, line);
    Offset remaining = at.column > 1 ? at.column - 1 : 0;
    while (pos < size) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return result;
        }
        const Offset end = std::min(size, (pos / kBlockSize + 1) * kBlockSize);
        const BlockSummary summary = summarizeBlock(data, pos, end);
        if (summary.newlines == 0 && summary.units <= remaining) {
            remaining -= summary.units; // the column lies beyond this block
            pos = end;
            continue;
        }
        const Walk walk = walkUnits(data, pos, end, remaining);
        if (walk.offset != kNoOffset) {
            result.offset = walk.offset;
            result.columnClamped = walk.atLineEnd;
            return result;
        }
        pos = end; // not reached: a unit counted here started in the walk's overhang
    }
    result.offset = size;
    result.columnClamped = at.column > 1;
    return result;
}

} // namespace u8i
