// libFuzzer target over the streaming repairer (MojibakeRepairer: line by line, as --fix-mojibake
// runs on a stream):
//   - the text and findings do not depend on how the input is cut into chunks (whole, or cut at a
//     point derived from the input, or a byte at a time at the start);
//   - the findings are in order and inside the stream, their originals are the stream's bytes,
//     and the bytes outside them come out unchanged;
//   - restart() gives the same again; changed() says whether the text differs.
#include "fuzz_check.h"
#include "mojibake_invariants.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/mojibake/mojibake.h"

#include <string>
#include <vector>

using namespace u8i;
using namespace u8i::fuzz;

namespace {

struct Streamed {
    std::string text;
    std::vector<MojibakeFinding> findings;
    bool changed = false;
};

Streamed repairInPieces(MojibakeRepairer &repairer, Streamed &sink, Bytes data,
                        std::initializer_list<Offset> cuts)
{
    sink = {};
    Offset at = 0;
    for (const Offset cut : cuts) {
        repairer.feed(data.subspan(at, cut - at));
        at = cut;
    }
    repairer.feed(data.subspan(at));
    repairer.finish();
    sink.changed = repairer.changed();
    Streamed result = std::move(sink);
    repairer.restart();
    return result;
}

bool sameFindings(const std::vector<MojibakeFinding> &a, const std::vector<MojibakeFinding> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].offset != b[i].offset || a[i].length != b[i].length ||
            a[i].repairedOffset != b[i].repairedOffset || a[i].repaired != b[i].repaired ||
            a[i].applied != b[i].applied || a[i].chain != b[i].chain)
            return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const Bytes data(bytes, size);
    const std::string_view input(reinterpret_cast<const char *>(bytes), size);
    MojibakeOptions options = charsets::mojibakeOptions();
    options.maxChain = 1 + static_cast<int>(derived(data, 5) % 3);
    Streamed sink;
    MojibakeRepairer repairer(
        charsets::mojibakeCharsets(), options, [&](std::string_view text) { sink.text += text; },
        [&](MojibakeFinding &&f) { sink.findings.push_back(std::move(f)); });
    const Offset cut = derivedCut(data, 9);
    const Streamed whole = repairInPieces(repairer, sink, data, {});
    const Streamed halves = repairInPieces(repairer, sink, data, {cut});
    const Offset one = size > 0 ? 1 : 0, two = size > 1 ? 2 : one, three = size > 2 ? 3 : two;
    const Streamed bytewise = repairInPieces(repairer, sink, data, {one, two, three});
    check(whole.text == halves.text, "the repaired text does not depend on the cut", cut);
    check(sameFindings(whole.findings, halves.findings), "the findings do not depend on the cut",
          cut);
    check(whole.text == bytewise.text && sameFindings(whole.findings, bytewise.findings),
          "feeding the first bytes one at a time changes nothing");
    check(whole.changed == (whole.text != input), "changed() says whether the text changed");
    checkOutsideUnchanged(input, whole.text, whole.findings);
    return 0;
}
