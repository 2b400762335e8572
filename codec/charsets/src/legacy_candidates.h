// The legacy readings of a sample, ranked: candidates named by uchardet and by ICU's detector, and
// every other legacy charset of the program, each judged by text_plausibility.h. Private to
// u8i_charsets.
#pragma once

#include "detection_sample.h"
#include "text_plausibility.h"
#include "u8i/legacy_charset.h"

#include <string>
#include <vector>

namespace u8i::charsets {

struct RankedReading {
    const LegacyCharset *charset = nullptr;
    std::u32string text; // the judged lines, read in it
    Plausibility judged;
    bool namedByDetector = false;     // uchardet or ICU proposed it
    std::vector<std::string> namedBy; // "uchardet", "ICU (ru, 54)"
};

// Best first: the highest plausibility; near ties go to a charset a detector named, then to the
// program's order of charsets (Windows code pages before their ISO-8859 twins).
[[nodiscard]] std::vector<RankedReading> rankReadings(const DetectionSample &sample);

// The evidence for the best reading, in sentences.
[[nodiscard]] std::vector<std::string> explainReading(const RankedReading &best,
                                                      const std::vector<RankedReading> &ranked);

} // namespace u8i::charsets
