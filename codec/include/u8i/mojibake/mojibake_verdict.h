// What the status verdict says of a file's mojibake, as data: how many runs read as a chain of
// wrong decodings, and the encodings their chains went through. The CLI words it in English
// (describe); the GUI words the same data through tr(), so that each language is whole.
#pragma once

#include "u8i/mojibake/mojibake.h"

#include <cstdint>
#include <string>
#include <vector>

namespace u8i {

// Whether a finding of the repairer is a mojibake notice: well-formed text read through a chain of
// wrong decodings. CESU-8 and C0 80 are errors already, and a lone C1 control is the c1-control
// notice, so nothing is reported twice.
[[nodiscard]] inline bool isMojibakeNotice(const MojibakeFinding &finding)
{
    return finding.kind == MojibakeKind::Misdecoded;
}

struct MojibakeTally {
    std::uint64_t runs = 0;
    std::uint64_t ambiguous = 0; // of them, runs whose readings give other text: left as they are
    // The charsets the runs were wrongly decoded as, each once, in the order first met.
    std::vector<std::string> encodings;

    // Counts a run that --check lists as a mojibake notice (well-formed text, misdecoded).
    void add(const MojibakeFinding &finding);
};

// "4 runs look like mojibake (Windows-1252)", "1 run looks like mojibake (Windows-1252,
// ISO-8859-2)", "3 runs look like mojibake (Windows-1252), 1 of them ambiguous: left as it is";
// empty when there is none.
[[nodiscard]] std::string describe(const MojibakeTally &tally);

} // namespace u8i
