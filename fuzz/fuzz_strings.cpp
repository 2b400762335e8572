// libFuzzer target over the strings finder (UTF-8, and UTF-16LE/BE at both parities, with or
// without gaps of ill-formed bytes), options derived from the input:
//   - the strings found in a buffer equal those found in its halves fed one after the other,
//     joined at the cut (and fed a few bytes at a time);
//   - a finder started at an offset gives the same strings shifted by it;
//   - strings are in order, inside the data, at least minCharacters long, with well-formed text,
//     and their gaps inside them.
#include "fuzz_check.h"
#include "u8i/strings/strings.h"

#include <vector>

using namespace u8i;
using namespace u8i::fuzz;

namespace {

bool same(const FoundString &a, const FoundString &b, Offset shift)
{
    if (a.offset + shift != b.offset || a.length != b.length || a.characters != b.characters ||
        a.encoding != b.encoding || a.text != b.text || a.gaps.size() != b.gaps.size())
        return false;
    for (std::size_t i = 0; i < a.gaps.size(); ++i)
        if (a.gaps[i].begin + shift != b.gaps[i].begin || a.gaps[i].end + shift != b.gaps[i].end)
            return false;
    return true;
}

void checkSame(const std::vector<FoundString> &a, const std::vector<FoundString> &b, Offset shift,
               const char *what)
{
    check(a.size() == b.size(), what, a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        check(same(a[i], b[i], shift), what, a[i].offset);
}

std::vector<FoundString> fedInPieces(Bytes data, const StringsOptions &options, Offset step,
                                     Offset start)
{
    std::vector<FoundString> found;
    StringFinder finder(
        options, [&](const FoundString &s) { found.push_back(s); }, start);
    for (Offset at = 0; at < data.size(); at += step)
        finder.feed(data.subspan(at, std::min<Offset>(step, data.size() - at)));
    check(finder.position() == start + data.size(), "position() is the offset after the bytes fed");
    finder.finish();
    return found;
}

StringsOptions optionsFor(Bytes data)
{
    const std::uint64_t knobs = derived(data, 31);
    StringsOptions options;
    options.minCharacters = 1 + knobs % 6;
    const unsigned encodings = 1 + (knobs >> 3) % 7; // at least one
    for (int e = 0; e < kTextEncodingCount; ++e)
        options.encodings[e] = (encodings >> e & 1) != 0;
    options.gaps = (knobs >> 6 & 1) != 0;
    options.maxGapBytes = 1 + (knobs >> 7) % 4;
    return options;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const Bytes data(bytes, size);
    const StringsOptions options = optionsFor(data);
    std::vector<FoundString> whole;
    findStrings(data, options, [&](const FoundString &s) { whole.push_back(s); });
    Offset previous = 0;
    for (const FoundString &s : whole) {
        check(s.offset >= previous && s.end() <= size && s.length > 0,
              "strings are in order and inside the data", s.offset);
        check(s.characters >= options.minCharacters, "strings have minCharacters at least",
              s.offset);
        check(options.searches(s.encoding), "strings are of an encoding searched", s.offset);
        check(isWellFormedUtf8(s.text), "a string's text is well-formed UTF-8", s.offset);
        for (const ByteRange &gap : s.gaps)
            check(options.gaps && gap.begin > s.offset && gap.end < s.end() && gap.begin < gap.end,
                  "gaps are inside their string, between characters", gap.begin);
        previous = s.offset;
    }
    const Offset cut = derivedCut(data, 33);
    std::vector<FoundString> halves;
    StringFinder finder(options, [&](const FoundString &s) { halves.push_back(s); });
    finder.feed(data.first(cut));
    finder.feed(data.subspan(cut));
    finder.finish();
    checkSame(whole, halves, 0, "the strings of the halves, joined at the cut, are the whole's");
    checkSame(whole, fedInPieces(data, options, 1 + derived(data, 35) % 7, 0), 0,
              "the strings fed a few bytes at a time are the whole's");
    const Offset start = Offset{1} << 33;
    checkSame(whole, fedInPieces(data, options, size + 1, start), start,
              "a finder started at an offset shifts the strings by it");
    return 0;
}
