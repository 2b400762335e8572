// The summary of one block, item by item from decodeItemAt: the exact reference.
#include "scan/block_summary_reference.h"
#include "u8i/scan/scan.h"

#include "simd/block_summary_fast.h"
#include "u8i/utf8/item.h"
#include "utf8/item_internal.h"

#include <numeric>

namespace u8i {

namespace {

template <typename Array> Offset sum(const Array &values)
{
    return std::accumulate(values.begin(), values.end(), Offset{0});
}

void countUnits(BlockSummary &s, Offset units, Offset replacements)
{
    s.units += units;
    s.unitsAfterLastNewline += units;
    s.replacements += replacements;
}

// Bytes of [begin, end) that belong to an item which started before `begin`.
void summarizeCarriedBytes(Bytes data, Offset begin, Offset end, BlockSummary &s)
{
    const detail::Location where = detail::locate(data, begin);
    if (where.kind == detail::Location::InRun) {
        // Every byte of a run of unexpected continuation bytes is invalid and a unit of its own.
        s.roles[static_cast<int>(ByteRole::Invalid)] += end - begin;
        countUnits(s, end - begin, end - begin);
        return;
    }
    const Item item = decodeItemAt(data, where.owner);
    const Offset to = item.end() < end ? item.end() : end;
    if (item.wellFormed) {
        s.roles[static_cast<int>(ByteRole::Continuation)] += to - begin;
        return;
    }
    s.roles[static_cast<int>(ByteRole::Invalid)] += to - begin;
    const Offset units = detail::unitsStartingIn(data, item, begin, to);
    countUnits(s, units, units);
}

void summarizeItem(Bytes data, const Item &item, Offset end, BlockSummary &s)
{
    const Offset to = item.end() < end ? item.end() : end;
    if (item.wellFormed) {
        s.sequences[item.length - 1] += 1;
        if (item.length == 1) {
            s.roles[static_cast<int>(ByteRole::Ascii)] += 1;
        } else {
            s.roles[static_cast<int>(ByteRole::Lead)] += 1;
            s.roles[static_cast<int>(ByteRole::Continuation)] += to - item.offset - 1;
        }
        s.units += 1;
        if (item.codePoint == U'\n') {
            s.newlines += 1;
            s.unitsAfterLastNewline = 0;
        } else {
            s.unitsAfterLastNewline += 1;
        }
        if (const auto notice = noticeFor(item.codePoint, item.offset)) {
            s.notices[static_cast<int>(*notice)] += 1;
            if (s.firstNotice == kNoOffset)
                s.firstNotice = item.offset;
        }
        return;
    }
    s.diagnostics[static_cast<int>(item.kind)] += 1;
    if (s.firstDiagnostic == kNoOffset)
        s.firstDiagnostic = item.offset;
    s.lastDiagnostic = item.offset;
    s.roles[static_cast<int>(ByteRole::Invalid)] += to - item.offset;
    const Offset units = detail::unitsStartingIn(data, item, item.offset, to);
    countUnits(s, units, units);
}

} // namespace

Offset BlockSummary::diagnosticCount() const
{
    return sum(diagnostics);
}
Offset BlockSummary::noticeCount() const
{
    return sum(notices);
}

BlockSummary summarizeBlockReference(Bytes data, Offset begin, Offset end)
{
    BlockSummary s;
    if (end > data.size())
        end = data.size();
    if (begin >= end)
        return s;
    const Offset first = itemStartAtOrAfter(data, begin, end);
    if (first > begin)
        summarizeCarriedBytes(data, begin, first, s);
    Offset pos = first;
    while (pos < end) {
        // A long run of continuation bytes is decoded only as far as this block needs.
        const Item item =
            decodeItemAt(data.first(isContinuation(data[pos]) ? end : data.size()), pos);
        summarizeItem(data, item, end, s);
        pos = item.end();
    }
    return s;
}

BlockSummary summarizeBlock(Bytes data, Offset begin, Offset end)
{
    return summarizeBlockFast(data, begin, end);
}

} // namespace u8i
