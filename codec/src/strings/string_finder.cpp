// StringFinder: the readers of string_lanes.h over each chunk, then the strings they found put in
// order and their overlaps settled. A string is settled once nothing still to come can overlap
// it: every reader is past its end (the first offset a reader may still start a string at is the
// watermark).
#include "strings/string_lanes.h"

#include <algorithm>
#include <optional>

namespace u8i {

using strings_detail::Utf16Lane;
using strings_detail::Utf8Lane;

std::string_view name(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8: return "utf-8";
    case TextEncoding::Utf16Le: return "utf-16le";
    case TextEncoding::Utf16Be: return "utf-16be";
    }
    return "";
}

std::optional<TextEncoding> textEncodingFromName(std::string_view text)
{
    for (int e = 0; e < kTextEncodingCount; ++e)
        if (name(static_cast<TextEncoding>(e)) == text)
            return static_cast<TextEncoding>(e);
    return std::nullopt;
}

struct StringFinder::Impl {
    Impl(const StringsOptions &o, Sink s, Offset start)
        : options(o), sink(std::move(s)), position(start)
    {
        if (options.searches(TextEncoding::Utf8))
            utf8.emplace(options, found);
        for (const TextEncoding e : {TextEncoding::Utf16Le, TextEncoding::Utf16Be})
            if (options.searches(e))
                for (int parity = 0; parity < 2; ++parity)
                    utf16.push_back(std::make_unique<Utf16Lane>(options, e, parity, found));
    }

    [[nodiscard]] Offset watermark() const
    {
        Offset w = position;
        if (utf8)
            w = std::min(w, utf8->pendingFrom());
        for (const auto &lane : utf16)
            w = std::min(w, lane->pendingFrom());
        return w;
    }
    void settle(Offset watermark);
    void settleComponent(std::size_t begin, std::size_t end);

    StringsOptions options;
    Sink sink;
    Offset position;
    std::vector<FoundString> found; // what the readers found since the last settle
    std::vector<FoundString> held;  // found, in order, not yet settled
    std::optional<Utf8Lane> utf8;
    std::vector<std::unique_ptr<Utf16Lane>> utf16;
};

namespace {

bool overlap(const FoundString &a, const FoundString &b)
{
    return a.offset < b.end() && b.offset < a.end();
}

Offset asciiCharacters(const FoundString &s)
{
    return static_cast<Offset>(std::count_if(
        s.text.begin(), s.text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
}

// Between the two parities of one encoding: more ASCII characters (text of every script has
// spaces, digits and punctuation, and UTF-16 read at the wrong parity turns ASCII into ideographs
// such as U+4F00), then more characters, then the earlier offset.
bool winsParity(const FoundString &a, const FoundString &b)
{
    if (const Offset aa = asciiCharacters(a), ba = asciiCharacters(b); aa != ba)
        return aa > ba;
    if (a.characters != b.characters)
        return a.characters > b.characters;
    return a.offset < b.offset;
}

// Between UTF-16LE and UTF-16BE: LE (text in one byte order reads as text in the other one byte
// on, often a character longer: the two cannot be told apart by the bytes around them).
bool winsByteOrder(const FoundString &a, const FoundString &b)
{
    if (a.encoding != b.encoding)
        return a.encoding < b.encoding;
    return a.offset < b.offset;
}

// Between UTF-8 and UTF-16: more characters, then UTF-8, then the earlier offset.
bool winsEncoding(const FoundString &a, const FoundString &b)
{
    if (a.characters != b.characters)
        return a.characters > b.characters;
    if (a.encoding != b.encoding)
        return a.encoding < b.encoding;
    return a.offset < b.offset;
}

} // namespace

void StringFinder::Impl::settle(Offset mark)
{
    if (!utf8 || !utf16.empty()) {
        // Several readings: order, then settle each group of overlapping strings that is complete.
        // The held strings are in order already: the new ones are sorted and merged in, so that
        // a group held open over many small feeds is not sorted again on each (it was n² log n).
        const auto byStart = [](const FoundString &a, const FoundString &b) {
            return a.offset != b.offset ? a.offset < b.offset : a.encoding < b.encoding;
        };
        const auto fresh = static_cast<std::ptrdiff_t>(held.size());
        for (FoundString &s : found)
            held.push_back(std::move(s));
        found.clear();
        std::stable_sort(held.begin() + fresh, held.end(), byStart);
        std::inplace_merge(held.begin(), held.begin() + fresh, held.end(), byStart);
        std::size_t i = 0;
        while (i < held.size()) {
            Offset end = held[i].end();
            std::size_t k = i + 1;
            for (; k < held.size() && held[k].offset < end; ++k)
                end = std::max(end, held[k].end());
            if (end > mark)
                break;
            settleComponent(i, k);
            i = k;
        }
        held.erase(held.begin(), held.begin() + static_cast<std::ptrdiff_t>(i));
        return;
    }
    // One reading, in order already, and no overlap.
    for (const FoundString &s : found)
        sink(s);
    found.clear();
}

void StringFinder::Impl::settleComponent(std::size_t begin, std::size_t end)
{
    if (end - begin == 1) {
        sink(held[begin]);
        return;
    }
    // The best of `candidates` by `better`, then each next one that overlaps none kept.
    auto pick = [this](std::vector<std::size_t> candidates, auto better) {
        std::sort(candidates.begin(), candidates.end(),
                  [&](std::size_t a, std::size_t b) { return better(held[a], held[b]); });
        std::vector<std::size_t> kept;
        for (const std::size_t c : candidates)
            if (std::none_of(kept.begin(), kept.end(),
                             [&](std::size_t k) { return overlap(held[k], held[c]); }))
                kept.push_back(c);
        return kept;
    };
    std::vector<std::size_t> survivors;
    for (int e = 0; e < kTextEncodingCount; ++e) {
        std::vector<std::size_t> same;
        for (std::size_t i = begin; i < end; ++i)
            if (held[i].encoding == static_cast<TextEncoding>(e))
                same.push_back(i);
        const std::vector<std::size_t> kept = pick(same, winsParity);
        survivors.insert(survivors.end(), kept.begin(), kept.end());
    }
    std::vector<std::size_t> wide;
    std::vector<std::size_t> rest;
    for (const std::size_t i : survivors)
        (held[i].encoding == TextEncoding::Utf8 ? rest : wide).push_back(i);
    const std::vector<std::size_t> oneOrder = pick(wide, winsByteOrder);
    rest.insert(rest.end(), oneOrder.begin(), oneOrder.end());
    std::vector<std::size_t> kept = pick(rest, winsEncoding);
    std::sort(kept.begin(), kept.end()); // held is in order of offsets
    for (const std::size_t k : kept)
        sink(held[k]);
}

StringFinder::StringFinder(const StringsOptions &options, Sink sink, Offset start)
    : m(std::make_unique<Impl>(options, std::move(sink), start))
{
}

StringFinder::~StringFinder() = default;

void StringFinder::feed(Bytes chunk)
{
    if (m->utf8)
        m->utf8->feed(chunk, m->position);
    for (const auto &lane : m->utf16)
        lane->feed(chunk, m->position);
    m->position += chunk.size();
    m->settle(m->watermark());
}

void StringFinder::finish()
{
    if (m->utf8)
        m->utf8->finish(m->position);
    for (const auto &lane : m->utf16)
        lane->finish();
    m->settle(kNoOffset);
}

Offset StringFinder::position() const
{
    return m->position;
}

void findStrings(Bytes data, const StringsOptions &options, const StringFinder::Sink &sink,
                 Offset start)
{
    StringFinder finder(options, sink, start);
    for (Offset at = 0; at < data.size(); at += kStringsChunk)
        finder.feed(data.subspan(at, std::min<Offset>(kStringsChunk, data.size() - at)));
    finder.finish();
}

} // namespace u8i
