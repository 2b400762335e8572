#include "find_all_search.h"

#include <algorithm>

namespace u8i::ui {

namespace {

constexpr Offset kFirstWindow = Offset{4} << 10;
constexpr Offset kLargestWindow = Offset{16} << 20;
constexpr Offset kTail = Offset{4} << 10;     // read past a window: a match may end there
constexpr Offset kOverlap = Offset{64} << 10; // the longest match text_search.h finds whole

bool cancelled(const FindAllControl &c)
{
    return c.cancel && c.cancel->load(std::memory_order_relaxed);
}

// The first match starting in [from, limit), or none; `data` is the whole document.
TextMatch firstIn(Bytes data, const FindAllQuery &q, Offset from, Offset limit,
                  const FindAllControl &c)
{
    const Offset size = data.size();
    if (!q.meaning) {
        const auto n = static_cast<Offset>(q.pattern.size());
        const Offset end = std::min(size, limit + n - 1);
        const Offset hit = findBytes(data.first(end), q.pattern, from, true, false, c.cancel);
        return hit == kNoOffset ? TextMatch{} : TextMatch{hit, n};
    }
    // Decoding only a little past the window; a match that reaches the cut is looked for again
    // with all the room the text search gives one.
    const Offset end = std::min(size, limit + kTail);
    TextMatch m = findMeaning(data.first(end), nullptr, *q.meaning, from, true, c.cancel, false);
    if (m.found() && m.offset < limit && m.offset + m.length >= end && end < size)
        m = findMeaning(data.first(std::min(size, limit + kOverlap)), nullptr, *q.meaning, from,
                        true, c.cancel, false);
    return m.found() && m.offset < limit ? m : TextMatch{};
}

// Kinds of ill-formed groups: through the scan's index, over the whole data.
FindAllResult allKinds(Bytes data, const ScanIndex *index, const FindAllQuery &q,
                       const FindAllControl &c)
{
    FindAllResult out;
    for (Offset from = 0; from < data.size();) {
        if (cancelled(c)) {
            out.cancelled = true;
            return out;
        }
        const TextMatch m = findMeaning(data, index, *q.meaning, from, true, c.cancel, false);
        if (!m.found())
            break;
        if (out.matches.size() == c.maxMatches) {
            out.capped = true;
            break;
        }
        out.matches.push_back({m.offset, m.length});
        from = m.offset + std::max<Offset>(1, m.length);
        if (c.done)
            c.done->store(from, std::memory_order_relaxed);
    }
    out.cancelled = cancelled(c);
    return out;
}

} // namespace

std::optional<FindAllQuery> findAllQuery(const QString &input, SearchMode mode, QString &error)
{
    FindAllQuery q;
    q.mode = mode;
    if (isMeaningMode(mode)) {
        q.meaning = meaningQuery(input, mode, error);
        if (!q.meaning)
            return std::nullopt;
        return q;
    }
    q.pattern = searchPattern(input, mode, error);
    if (q.pattern.isEmpty())
        return std::nullopt;
    return q;
}

FindAllResult findAll(Bytes data, const ScanIndex *index, const FindAllQuery &q,
                      const FindAllControl &c)
{
    if (q.meaning && (q.meaning->kind || q.meaning->anyKind))
        return allKinds(data, index, q, c);
    FindAllResult out;
    Offset window = kFirstWindow;
    Offset released = 0;
    for (Offset from = 0; from < data.size();) {
        if (cancelled(c)) {
            out.cancelled = true;
            return out;
        }
        const Offset limit = std::min(data.size(), from + window);
        const TextMatch m = firstIn(data, q, from, limit, c);
        if (m.found()) {
            if (out.matches.size() == c.maxMatches) {
                out.capped = true;
                break;
            }
            out.matches.push_back({m.offset, m.length});
            from = m.offset + std::max<Offset>(1, m.length);
            window = kFirstWindow;
        } else {
            from = limit;
            window = std::min(kLargestWindow, window * 2);
        }
        if (c.done)
            c.done->store(from, std::memory_order_relaxed);
        if (c.release && from - released >= kLargestWindow) {
            c.release(released, from);
            released = from;
        }
    }
    out.cancelled = cancelled(c);
    return out;
}

} // namespace u8i::ui
