// The mojibake part of a status verdict (see mojibake_verdict.h).
#include "u8i/mojibake/mojibake_verdict.h"

#include <algorithm>

namespace u8i {

void MojibakeTally::add(const MojibakeFinding &finding)
{
    ++runs;
    ambiguous += finding.ambiguous ? 1 : 0;
    for (const std::string &link : finding.chain)
        if (std::find(encodings.begin(), encodings.end(), link) == encodings.end())
            encodings.push_back(link);
}

std::string describe(const MojibakeTally &tally)
{
    if (tally.runs == 0)
        return {};
    std::string text = std::to_string(tally.runs) +
                       (tally.runs == 1 ? " run looks like mojibake" : " runs look like mojibake");
    if (!tally.encodings.empty()) {
        text += " (";
        for (std::size_t i = 0; i < tally.encodings.size(); ++i)
            text += (i ? ", " : "") + tally.encodings[i];
        text += ")";
    }
    if (tally.ambiguous == 0)
        return text;
    if (tally.runs == 1)
        return text + ", ambiguous: left as it is";
    return text + ", " + std::to_string(tally.ambiguous) + " of them ambiguous: left as " +
           (tally.ambiguous == 1 ? "it is" : "they are");
}

} // namespace u8i
