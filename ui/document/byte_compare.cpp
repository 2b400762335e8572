#include "byte_compare.h"

#include <algorithm>
#include <cstring>

namespace u8i::ui {

namespace {

constexpr Offset kChunk = Offset{1} << 20;

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

bool differs(Bytes a, Bytes b, Offset at)
{
    return at >= a.size() || at >= b.size() || a[at] != b[at];
}

Offset longer(Bytes a, Bytes b)
{
    return std::max<Offset>(a.size(), b.size());
}

// How far the run of differing bytes from `at` goes (exclusive end), at most kMaxRunLength.
Offset runEnd(Bytes a, Bytes b, Offset at)
{
    const Offset limit = std::min(longer(a, b), at + kMaxRunLength);
    Offset end = at;
    while (end < limit && differs(a, b, end))
        ++end;
    return end;
}

// The first differing byte in [from, to) of the common part, by chunks whose memcmp says equal.
Offset firstDifferingIn(Bytes a, Bytes b, Offset from, Offset to, const std::atomic<bool> *cancel)
{
    for (Offset chunk = from; chunk < to; chunk += kChunk) {
        if (cancelled(cancel))
            return kNoOffset;
        const Offset end = std::min(to, chunk + kChunk);
        if (std::memcmp(a.data() + chunk, b.data() + chunk, end - chunk) == 0)
            continue;
        for (Offset at = chunk; at < end; ++at)
            if (a[at] != b[at])
                return at;
    }
    return kNoOffset;
}

// The last differing byte in [from, to) of the common part.
Offset lastDifferingIn(Bytes a, Bytes b, Offset from, Offset to, const std::atomic<bool> *cancel)
{
    for (Offset chunkEnd = to; chunkEnd > from;) {
        if (cancelled(cancel))
            return kNoOffset;
        const Offset chunk = chunkEnd - from > kChunk ? chunkEnd - kChunk : from;
        if (std::memcmp(a.data() + chunk, b.data() + chunk, chunkEnd - chunk) != 0)
            for (Offset at = chunkEnd; at-- > chunk;)
                if (a[at] != b[at])
                    return at;
        chunkEnd = chunk;
    }
    return kNoOffset;
}

} // namespace

DifferenceRun nextDifference(Bytes a, Bytes b, Offset from, const std::atomic<bool> *cancel)
{
    const Offset common = std::min<Offset>(a.size(), b.size());
    Offset at = from < common ? firstDifferingIn(a, b, from, common, cancel) : kNoOffset;
    if (cancelled(cancel))
        return {};
    if (at == kNoOffset) {
        at = std::max(from, common);
        if (at >= longer(a, b))
            return {};
    }
    return {at, runEnd(a, b, at) - at};
}

DifferenceRun previousDifference(Bytes a, Bytes b, Offset before, const std::atomic<bool> *cancel)
{
    const Offset common = std::min<Offset>(a.size(), b.size());
    before = std::min(before, longer(a, b));
    Offset last = kNoOffset;
    if (before > common)
        last = before - 1; // in the tail that only one buffer has
    else if (before > 0)
        last = lastDifferingIn(a, b, 0, before, cancel);
    if (last == kNoOffset || cancelled(cancel))
        return {};
    // Back to the run's first byte (the tail's run starts at the common end, or earlier).
    Offset start = last;
    const Offset floor = last >= kMaxRunLength ? last - kMaxRunLength + 1 : 0;
    while (start > floor && differs(a, b, start - 1))
        --start;
    return {start, runEnd(a, b, start) - start};
}

DifferenceCount countDifferences(Bytes a, Bytes b, const std::atomic<bool> *cancel,
                                 std::atomic<Offset> *done)
{
    DifferenceCount count;
    const Offset common = std::min<Offset>(a.size(), b.size());
    bool inRun = false;
    for (Offset chunk = 0; chunk < common; chunk += kChunk) {
        if (cancelled(cancel))
            return {0, 0, true};
        const Offset end = std::min(common, chunk + kChunk);
        if (std::memcmp(a.data() + chunk, b.data() + chunk, end - chunk) == 0) {
            inRun = false;
        } else {
            for (Offset at = chunk; at < end; ++at) {
                const bool d = a[at] != b[at];
                count.bytes += d ? 1 : 0;
                count.runs += d && !inRun ? 1 : 0;
                inRun = d;
            }
        }
        if (done)
            done->store(end, std::memory_order_relaxed);
    }
    if (longer(a, b) > common) {
        count.bytes += longer(a, b) - common;
        count.runs += inRun ? 0 : 1;
    }
    return count;
}

} // namespace u8i::ui
