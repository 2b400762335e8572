// libFuzzer target over the deceptive-text analysis (bidi controls, invisible characters,
// look-alike letters, odd spaces, not-NFC/NFD runs) and its line skippers. The skipper's kernel is
// the one simd::active() chooses: .ci/run runs this target once per implementation of the ISA
// registry that the CPU has (U8I_FAST_ISA=scalar, sse2, avx2, avx512).
//   - the analysis of the whole equals the analysis line by line (each line alone, offsets of the
//     whole, lines counted on);
//   - it equals the analysis fed in chunks cut at points derived from the input, the ASCII pieces
//     without a line feed through feedAscii;
//   - findDeceptiveLines over two ranges that tile the data gives every finding once.
#include "fuzz_check.h"
#include "u8i/charsets/deceptive/deceptive_text.h"
#include "u8i/simd/isa.h"

#include <cstdio>
#include <vector>

using namespace u8i;
using namespace u8i::fuzz;
using charsets::DeceptiveFinding;

namespace {

bool same(const DeceptiveFinding &a, const DeceptiveFinding &b, Offset lineShift)
{
    return a.offset == b.offset && a.length == b.length && a.kind == b.kind && a.count == b.count &&
           a.codePoint == b.codePoint && a.at.line == b.at.line + lineShift &&
           a.at.column == b.at.column && a.message == b.message;
}

void checkSame(const std::vector<DeceptiveFinding> &whole,
               const std::vector<DeceptiveFinding> &other, const char *what)
{
    check(whole.size() == other.size(), what, whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i)
        check(same(whole[i], other[i], 0), what, whole[i].offset);
}

std::vector<DeceptiveFinding> lineByLine(Bytes data, charsets::DeceptiveOptions options)
{
    std::vector<DeceptiveFinding> all;
    Offset line = 0;
    for (Offset start = 0; start < data.size(); ++line) {
        Offset end = start;
        while (end < data.size() && data[end] != '\n')
            ++end;
        end = end < data.size() ? end + 1 : end;
        charsets::DeceptiveTextAnalyzer analyzer(
            [&](const DeceptiveFinding &f) {
                all.push_back(f);
                all.back().at.line += line;
            },
            options, start);
        analyzer.feed(data.subspan(start, end - start));
        analyzer.finish();
        start = end;
    }
    return all;
}

std::vector<DeceptiveFinding> inChunks(Bytes data, charsets::DeceptiveOptions options)
{
    std::vector<DeceptiveFinding> all;
    charsets::DeceptiveTextAnalyzer analyzer([&](const DeceptiveFinding &f) { all.push_back(f); },
                                             options);
    const Offset step = 1 + derived(data, 21) % 97;
    for (Offset at = 0; at < data.size(); at += step) {
        const Bytes piece = data.subspan(at, std::min<Offset>(step, data.size() - at));
        if (charsets::asciiWithoutLineFeed(piece))
            analyzer.feedAscii(piece);
        else
            analyzer.feed(piece);
    }
    analyzer.finish();
    return all;
}

std::vector<DeceptiveFinding> inTwoRanges(Bytes data, charsets::DeceptiveOptions options)
{
    const Offset cut = derivedCut(data, 23);
    const charsets::DeceptiveLines first = charsets::findDeceptiveLines(data, 0, cut, options);
    const charsets::DeceptiveLines second =
        charsets::findDeceptiveLines(data, cut, data.size(), options);
    check(first.end == second.begin, "the two ranges meet", cut);
    std::vector<DeceptiveFinding> all = first.findings;
    for (DeceptiveFinding f : second.findings) {
        f.at.line += first.lineFeeds;
        all.push_back(f);
    }
    return all;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    std::fprintf(stderr, "fuzz_deceptive: the line skipper of %s (%s)\n",
                 std::string(simd::name(simd::active())).c_str(),
                 std::string(simd::activeNote()).c_str());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const Bytes data(bytes, size);
    charsets::DeceptiveOptions options;
    const std::uint64_t form = derived(data, 19) % 3;
    options.normalization = form == 0   ? charsets::NormalizationForm::None
                            : form == 1 ? charsets::NormalizationForm::Nfc
                                        : charsets::NormalizationForm::Nfd;
    const std::vector<DeceptiveFinding> whole = charsets::findDeceptiveText(data, options);
    Offset previous = 0;
    for (const DeceptiveFinding &f : whole) {
        check(f.offset >= previous && f.offset + f.length <= size && f.count >= 1,
              "findings are in order and inside the data", f.offset);
        check(isWellFormedUtf8(f.message), "a finding's message is well-formed UTF-8", f.offset);
        previous = f.offset;
    }
    checkSame(whole, lineByLine(data, options), "the whole equals the analysis line by line");
    checkSame(whole, inChunks(data, options), "the whole equals the analysis in chunks");
    checkSame(whole, inTwoRanges(data, options), "the whole equals two ranges that tile it");
    return 0;
}
