// libFuzzer target over the codec: on every input, the invariants of DESIGN.md section 3 and the
// agreement of every way the codec has to look at the same bytes.
//   - every byte has exactly one role, and the roles agree with the items;
//   - the items tile the buffer; the ill-formed groups tile exactly the Invalid bytes;
//   - the sum of Item::replacements is the number of U+FFFD that decodeToUtf8(Replace) emits for
//     errors (the input's own U+FFFD characters aside);
//   - annotate(data, a, b) on windows derived from the input equals the whole annotation;
//   - summarizeBlock, and the fast summary on every instruction set, equal the reference on
//     small blocks and on the whole input; validateFast finds the first group;
//   - a StreamDecoder fed in two chunks gives the same items as decoding the whole.
#include "simd/block_summary_fast.h"
#include "u8i/scan/scan.h"
#include "u8i/scan/stream_decoder.h"
#include "u8i/utf8/annotate.h"

#include "scan/block_summary_reference.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace u8i;

namespace {

[[noreturn]] void fail(const char *what, Offset at)
{
    std::fprintf(stderr, "invariant broken: %s (offset %llu)\n", what,
                 static_cast<unsigned long long>(at));
    std::abort();
}

void check(bool ok, const char *what, Offset at = 0)
{
    if (!ok)
        fail(what, at);
}

bool sameItem(const Item &a, const Item &b)
{
    return a.offset == b.offset && a.length == b.length && a.wellFormed == b.wellFormed &&
           (a.wellFormed ? a.codePoint == b.codePoint
                         : a.kind == b.kind && a.replacements == b.replacements &&
                               a.atEnd == b.atEnd && a.decodesTo == b.decodesTo);
}

bool sameAnnotation(const ByteAnnotation &a, const ByteAnnotation &b)
{
    return a.role == b.role && a.sequenceLength == b.sequenceLength && a.index == b.index &&
           a.unitStart == b.unitStart;
}

// A number derived from the input, so that each input explores its own windows and splits.
Offset derived(Bytes data, unsigned salt)
{
    std::uint64_t h = 1469598103934665603ull ^ salt;
    for (std::size_t i = 0; i < data.size() && i < 64; ++i)
        h = (h ^ data[i]) * 1099511628211ull;
    return h;
}

void checkWhole(Bytes data, const Window &whole)
{
    const Offset size = data.size();
    check(whole.bytes.size() == size, "one annotation per byte");
    Offset pos = 0;
    Offset replacements = 0, ownReplacementCharacters = 0;
    for (const Item &item : whole.items) {
        check(item.offset == pos && item.length > 0, "items tile the buffer", item.offset);
        for (Offset p = item.offset; p < item.end(); ++p) {
            const ByteRole role = whole.at(p).role;
            const ByteRole expected = !item.wellFormed   ? ByteRole::Invalid
                                      : item.length == 1 ? ByteRole::Ascii
                                      : p == item.offset ? ByteRole::Lead
                                                         : ByteRole::Continuation;
            check(role == expected,
                  "byte role agrees with its item (groups tile the Invalid bytes)", p);
            check((data[p] < 0x80) == (role == ByteRole::Ascii),
                  "ASCII bytes and only they are ascii", p);
        }
        if (item.wellFormed) {
            check(item.replacements == 0, "characters have no replacement units", item.offset);
            if (item.codePoint == 0xFFFD)
                ++ownReplacementCharacters;
        } else {
            Offset units = 0;
            forEachReplacementUnit(data, item, [&](ReplacementUnit) { ++units; });
            check(units == item.replacements && units >= 1, "replacements = replacement units",
                  item.offset);
            replacements += item.replacements;
        }
        pos = item.end();
    }
    check(pos == size, "items cover the buffer", pos);

    const std::string decoded = decodeToUtf8(data, ErrorMode::Replace);
    Offset fffd = 0;
    for (std::size_t i = 0; i + 3 <= decoded.size(); ++i)
        if (static_cast<unsigned char>(decoded[i]) == 0xEF &&
            static_cast<unsigned char>(decoded[i + 1]) == 0xBF &&
            static_cast<unsigned char>(decoded[i + 2]) == 0xBD)
            ++fffd;
    check(fffd == replacements + ownReplacementCharacters,
          "sum of replacements = U+FFFD of the replace decoding");
}

void checkWindows(Bytes data, const Window &whole)
{
    const Offset size = data.size();
    if (size == 0)
        return;
    for (unsigned salt = 0; salt < 4; ++salt) {
        const Offset a = derived(data, salt) % size;
        const Offset b = a + derived(data, salt + 100) % (size - a + 1);
        const Window w = annotate(data, a, b);
        check(w.bytes.size() == b - a, "window has one annotation per byte", a);
        for (Offset p = a; p < b; ++p)
            check(sameAnnotation(w.at(p), whole.at(p)),
                  "window annotation equals the whole annotation", p);
        // The whole decoding's items are in offset order: found by bisection, so that a long
        // input costs n log n here, not n squared (a 35 KB input took 27 s).
        for (const Item &item : w.items) {
            const auto x =
                std::lower_bound(whole.items.begin(), whole.items.end(), item.offset,
                                 [](const Item &i, Offset offset) { return i.offset < offset; });
            check(x != whole.items.end() && x->offset == item.offset && sameItem(*x, item),
                  "window item equals the whole decoding's item", item.offset);
        }
    }
}

void checkSummaries(Bytes data)
{
    const Offset size = data.size();
    const Offset block = 1 + derived(data, 7) % 300;
    for (Offset begin = 0; begin < size || begin == 0; begin += block) {
        const Offset end = begin + block < size ? begin + block : size;
        const BlockSummary expected = summarizeBlockReference(data, begin, end);
        check(summarizeBlock(data, begin, end) == expected, "summarizeBlock == reference", begin);
        for (const simd::Implementation &i : simd::kImplementations)
            if (simd::supported(i.isa))
                check(fast::summarizeBlock(i.isa, data, begin, end) == expected,
                      "fast summary == reference", begin);
        if (size == 0)
            break;
    }
    // The whole input as one block: long runs of one way (batches of the dense way).
    const BlockSummary all = summarizeBlockReference(data, 0, size);
    for (const simd::Implementation &i : simd::kImplementations)
        if (simd::supported(i.isa))
            check(fast::summarizeBlock(i.isa, data, 0, size) == all,
                  "fast summary of the whole input == reference", 0);
    const Offset firstError = all.firstDiagnostic == kNoOffset ? size : all.firstDiagnostic;
    for (const simd::Implementation &i : simd::kImplementations)
        if (simd::supported(i.isa))
            check(fast::validate(i.isa, data) == firstError, "validate finds the first group",
                  firstError);
}

void checkStream(Bytes data, const Window &whole)
{
    const Offset split = data.empty() ? 0 : derived(data, 11) % (data.size() + 1);
    std::vector<Item> items;
    StreamDecoder decoder([&](const Item &item, Bytes) { items.push_back(item); });
    decoder.feed(data.first(split));
    decoder.feed(data.subspan(split));
    decoder.finish();
    check(items.size() == whole.items.size(), "stream gives as many items as the whole decoding",
          split);
    for (std::size_t i = 0; i < items.size(); ++i)
        check(sameItem(items[i], whole.items[i]), "stream item equals the whole decoding's item",
              items[i].offset);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const Bytes data(bytes, size);
    const Window whole = annotate(data, 0, size);
    checkWhole(data, whole);
    checkWindows(data, whole);
    checkSummaries(data);
    checkStream(data, whole);
    return 0;
}
