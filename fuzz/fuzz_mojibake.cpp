// libFuzzer target over the mojibake analysis and repair (chains of wrong decodings of 1-3 links,
// CESU-8, modified UTF-8, ill-formed runs read as legacy text, whole-input readings):
//   - each finding's original is the input's bytes it covers;
//   - the applied findings that cover part of the input are in order and apart, and the bytes
//     outside them are unchanged in the repaired text: the pieces between the findings equal the
//     pieces between their repaired ranges, and each repaired range holds the finding's text;
//   - each applied finding's repair is well-formed UTF-8, and `changed` says whether the repaired
//     text differs from the input.
#include "fuzz_check.h"
#include "mojibake_invariants.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/mojibake/mojibake.h"

#include <string>

using namespace u8i;
using namespace u8i::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const Bytes data(bytes, size);
    const std::string_view input(reinterpret_cast<const char *>(bytes), size);
    MojibakeOptions options = charsets::mojibakeOptions();
    const std::uint64_t knobs = derived(data, 3);
    options.maxChain = 1 + static_cast<int>(knobs % 3);
    options.wholeInput = (knobs >> 2 & 1) == 0;
    options.chains = (knobs >> 3 & 3) != 0;
    const MojibakeReport report = analyzeMojibake(data, charsets::mojibakeCharsets(), options);
    checkOutsideUnchanged(input, report.repaired, report.findings);
    bool applied = false;
    for (const MojibakeFinding &f : report.findings) {
        applied = applied || f.applied;
        check(static_cast<int>(f.chain.size()) <= options.maxChain, "a chain is at most maxChain",
              f.offset);
        // A finding reported but not applied may keep its original bytes as its "repair" (an
        // ill-formed run read as legacy text, left as it was): only applied repairs are checked.
        check(!f.applied || isWellFormedUtf8(f.repaired),
              "an applied finding's repair is well-formed UTF-8", f.offset);
        check(!describeChain(f).empty(), "every finding's chain can be described", f.offset);
    }
    check(report.changed == (report.repaired != input), "changed says whether the text changed");
    if (!applied)
        check(report.repaired == input, "without an applied finding the text is the input");
    return 0;
}
