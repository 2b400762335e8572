// The legacy readings of a sample, ranked: candidates named by uchardet and by ICU's detector, and
// every other legacy charset of the program, each judged by text_plausibility.h. Private to
// u8i_charsets.
#pragma once

#include "detection/detection_sample.h"
#include "detection/east_asian_fit.h"
#include "detection/text_plausibility.h"
#include "u8i/mojibake/legacy_charset.h"
#include "u8i/utf8/message.h"

#include <string>
#include <vector>

namespace u8i::charsets {

struct RankedReading {
    const LegacyCharset *charset = nullptr;
    std::u32string text; // the judged lines, read in it
    Plausibility judged;
    std::size_t undefined = 0;        // bytes the charset leaves undefined in the judged lines
    bool namedByDetector = false;     // uchardet or ICU proposed it (or a charset reading the same)
    int support = 0;                  // 2: uchardet, 1: ICU, 0: neither
    std::string detectorLanguage;     // the language ICU gave with it
    std::vector<std::string> namedBy; // "uchardet", "ICU (ru, 54)"
    std::string writes;               // the language an East Asian charset writes ("ja"), or empty
    EastAsianFit fit;                 // ... and how the text fits it
};

// Best first: the highest plausibility; near ties go to the more common of two names for the same
// text, then to what uchardet proposed, then ICU, then to the program's order of charsets.
[[nodiscard]] std::vector<RankedReading> rankReadings(const DetectionSample &sample);

// A reading in an East Asian charset with no undefined byte, whose letters, a dozen or more, are
// nearly all common letters of the charset's language: text on its own evidence, as a detector's
// proposal is (bytes that are not text read in such a charset as rare ideographs).
[[nodiscard]] bool readsAsEastAsianText(const RankedReading &r);

// The evidence for the best reading, in sentences.
[[nodiscard]] std::vector<std::vector<Message>>
explainReading(const RankedReading &best, const std::vector<RankedReading> &ranked);

} // namespace u8i::charsets
