#include "byte_statistics.h"

#include <u8i/scan/block_summary.h>

#include <algorithm>
#include <cmath>

namespace u8i::ui {

namespace {

constexpr Offset kChunk = Offset{1} << 20; // a multiple of the scan's 64 KiB blocks
constexpr Offset kSmallestPart = 4096;

bool cancelled(const StatisticsControl &c)
{
    return c.cancel && c.cancel->load(std::memory_order_relaxed);
}

void count(Bytes bytes, std::array<Offset, 256> &counts)
{
    for (const std::uint8_t b : bytes)
        ++counts[b];
}

} // namespace

double entropyOf(const std::array<Offset, 256> &counts, Offset total)
{
    if (total == 0)
        return 0.0;
    double h = 0.0;
    for (const Offset n : counts) {
        if (n == 0)
            continue;
        const double p = static_cast<double>(n) / static_cast<double>(total);
        h -= p * std::log2(p);
    }
    return std::max(0.0, h);
}

double ByteStatistics::entropy() const
{
    return entropyOf(counts, size());
}

double ByteStatistics::share(ByteRole role) const
{
    const Offset n = size();
    return n ? static_cast<double>(roles[static_cast<std::size_t>(role)]) / static_cast<double>(n)
             : 0.0;
}

ByteStatistics byteStatistics(Bytes data, Offset begin, Offset end, const ScanIndex *index,
                              const StatisticsControl &c)
{
    ByteStatistics out;
    out.begin = std::min<Offset>(begin, data.size());
    out.end = std::clamp<Offset>(end, out.begin, data.size());
    const bool wholeFile =
        index && index->size() == data.size() && out.begin == 0 && out.end == data.size();
    if (wholeFile)
        out.roles = index->totals().roles;
    for (Offset at = out.begin; at < out.end;) {
        if (cancelled(c)) {
            out.cancelled = true;
            return out;
        }
        // Chunks end on block bounds, so that the summaries of the chunks add up to the range's.
        const Offset next = std::min(out.end, (at / kChunk + 1) * kChunk);
        count(data.subspan(at, next - at), out.counts);
        if (!wholeFile) {
            const BlockSummary s = summarizeBlock(data, at, next);
            for (std::size_t r = 0; r < out.roles.size(); ++r)
                out.roles[r] += s.roles[r];
        }
        if (c.release)
            c.release(at, next);
        at = next;
        if (c.done)
            c.done->store(at - out.begin, std::memory_order_relaxed);
    }
    return out;
}

std::vector<float> entropyProfile(Bytes data, int parts, const StatisticsControl &c)
{
    const Offset size = data.size();
    if (size == 0 || parts <= 0)
        return {};
    const Offset n = std::clamp<Offset>(size / kSmallestPart, 1, static_cast<Offset>(parts));
    std::vector<float> out;
    out.reserve(n);
    for (Offset i = 0; i < n; ++i) {
        if (cancelled(c))
            return {};
        // floor(size * i / n) without overflow for any 64-bit size.
        const auto bound = [&](Offset k) { return (size / n) * k + (size % n) * k / n; };
        const Offset b = bound(i);
        const Offset e = bound(i + 1);
        std::array<Offset, 256> counts{};
        for (Offset at = b; at < e; at += kChunk) {
            if (cancelled(c))
                return {};
            const Offset stop = std::min(e, at + kChunk);
            count(data.subspan(at, stop - at), counts);
            if (c.release)
                c.release(at, stop);
            if (c.done)
                c.done->store(stop, std::memory_order_relaxed);
        }
        out.push_back(static_cast<float>(entropyOf(counts, e - b)));
    }
    return out;
}

} // namespace u8i::ui
