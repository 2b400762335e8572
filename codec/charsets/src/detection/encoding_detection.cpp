#include "u8i/charsets/detection/encoding_detection.h"

#include "detection/detection_sample.h"
#include "detection/legacy_candidates.h"
#include "detection/text_plausibility.h"
#include "u8i/charsets/detection/file_type.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/strings/utf16_guess.h"

#include <algorithm>
#include <cmath>

namespace u8i::charsets {

namespace {

// Below this plausibility (per non-ASCII character) no reading is called text.
constexpr double kMinTextScore = 0.25;
constexpr Offset kGoodPerBad = 3;
// Characters beyond ASCII under which a reading's confidence is scaled down.
constexpr double kEnoughCharacters = 4;

// NULs, or more than 1% control bytes: text has neither.
bool looksLikeControls(const ByteCounts &counts)
{
    return counts.nul > 0 || counts.controlShare() > 0.01;
}

std::string percent(double share)
{
    return std::to_string(static_cast<int>(std::lround(share * 100))) + "%";
}

EncodingVerdict unicodeForm(const DetectionSample &sample, const char *name, std::string why)
{
    EncodingVerdict v;
    v.kind = EncodingClass::Legacy;
    v.encoding = name;
    v.confidence = 1;
    v.sampled = sample.bytes().size();
    v.evidence.push_back(std::move(why));
    if (const LegacyCharset *c = legacyCharset(name)) {
        const LegacyDecoding d = c->decode(sample.bytes());
        v.language = judgeText(d.text, d.undefinedBytes.size()).language;
    }
    return v;
}

// UTF-16 and UTF-32, by their byte order mark or the NULs of their code units.
std::optional<EncodingVerdict> unicodeEncodingForm(const DetectionSample &sample)
{
    const Bytes b = sample.bytes();
    const auto starts = [&](std::initializer_list<std::uint8_t> bom) {
        return b.size() >= bom.size() && std::equal(bom.begin(), bom.end(), b.begin());
    };
    if (starts({0xFF, 0xFE, 0x00, 0x00}))
        return unicodeForm(sample, "UTF-32LE",
                           "starts with FF FE 00 00, the UTF-32LE byte order mark");
    if (starts({0x00, 0x00, 0xFE, 0xFF}))
        return unicodeForm(sample, "UTF-32BE",
                           "starts with 00 00 FE FF, the UTF-32BE byte order mark");
    if (const std::optional<Utf32Pattern> u32 = utf32Pattern(b))
        return unicodeForm(sample, u32->little ? "UTF-32LE" : "UTF-32BE",
                           percent(u32->share) + " of the 4-byte units are code points with two "
                                                 "NUL high bytes, as UTF-32 text has");
    if (const std::optional<Utf16Guess> u16 = guessUtf16(b))
        return unicodeForm(sample, u16->name(), describeUtf16Evidence(*u16));
    return std::nullopt;
}

EncodingVerdict binary(const DetectionSample &sample, const FileType &type, std::string why)
{
    EncodingVerdict v;
    v.kind = EncodingClass::Binary;
    v.binaryType = type.description.empty() ? std::string("data") : type.shortName();
    v.confidence = 1;
    v.sampled = sample.bytes().size();
    if (!type.description.empty())
        v.evidence.push_back("libmagic: " + type.description);
    v.evidence.push_back(std::move(why));
    return v;
}

EncodingVerdict legacyVerdict(const DetectionSample &sample, const RankedReading &best,
                              const std::vector<RankedReading> &ranked)
{
    EncodingVerdict v;
    v.kind = EncodingClass::Legacy;
    v.encoding = best.charset->name();
    v.language = best.judged.language;
    v.sampled = sample.bytes().size();
    bool named = best.namedByDetector;
    for (const RankedReading &r : ranked)
        if (&r != &best && r.text == best.text) {
            v.sameReading.push_back(r.charset->name());
            named = named || r.namedByDetector;
        }
    // A reading no detector proposed (not even under another name) is less certain, and so is
    // one that rests on a handful of characters.
    const double evidence =
        std::min(1.0, static_cast<double>(best.judged.nonAscii) / kEnoughCharacters);
    v.confidence = std::clamp(best.judged.score, 0.0, 1.0) * (named ? 1.0 : 0.8) * evidence;
    v.evidence = explainReading(best, ranked);
    return v;
}

// UTF-8 with a few errors has far more good sequences than bad ones; legacy multi-byte text
// forms a good one now and then by chance. `v`: the verdict so far (what was sampled).
std::optional<EncodingVerdict> utf8WithErrors(const ByteCounts &counts, EncodingVerdict v)
{
    v.kind = EncodingClass::Utf8WithErrors;
    if (counts.utf8Relatives == counts.illFormedGroups) {
        v.confidence = 0.9;
        v.evidence.push_back("every ill-formed group is an encoded surrogate or C0 80: UTF-8 as "
                             "CESU-8 or Java's modified UTF-8 write it");
        return v;
    }
    if (counts.multiByte >= kGoodPerBad * counts.illFormedGroups) {
        v.confidence = std::clamp(1.0 - static_cast<double>(counts.illFormedGroups) /
                                            static_cast<double>(counts.multiByte + 1),
                                  0.5, 0.99);
        v.evidence.push_back(std::to_string(counts.multiByte) +
                             " well-formed multi-byte characters beside " +
                             std::to_string(counts.illFormedGroups) + " ill-formed groups");
        return v;
    }
    return std::nullopt;
}

} // namespace

bool mayBeBinary(Bytes data)
{
    if (data.empty())
        return false;
    const DetectionSample sample(data);
    const ByteCounts counts = countBytes(sample.bytes());
    return looksLikeControls(counts) || counts.illFormedGroups > 0;
}

EncodingVerdict detectEncoding(Bytes data)
{
    EncodingVerdict v;
    if (data.empty())
        return v;
    const DetectionSample sample(data);
    const Bytes bytes = sample.bytes();
    const bool utf8Bom =
        bytes.size() >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF;
    if (!utf8Bom)
        if (std::optional<EncodingVerdict> unicode = unicodeEncodingForm(sample))
            return *unicode;
    const ByteCounts counts = countBytes(bytes);
    const FileType type = fileTypeOf(sample.head());
    v.sampled = bytes.size();
    const bool controls = looksLikeControls(counts);
    if (controls && !type.isText())
        return binary(sample, type,
                      std::to_string(counts.nul) + " NUL bytes and " +
                          percent(counts.controlShare()) +
                          " control bytes in what was read: not text");
    if (counts.illFormedGroups == 0) {
        v.kind = EncodingClass::Utf8;
        v.confidence = 1;
        v.evidence.push_back(counts.multiByte == 0 ? "every byte is ASCII"
                                                   : std::to_string(counts.multiByte) +
                                                         " multi-byte characters, all well-formed");
        return v;
    }
    // libmagic's weaker signatures fire on short legacy text too ("MPEG-4 LOAS" for a line that
    // starts with V and E1, "DOS executable" for one that starts with B8): its file type stands
    // unless a detector proposes an encoding that reads the bytes as plausible text (below).
    const bool typedNotText =
        !type.isText() && !type.mime.empty() && type.mime != "application/octet-stream";
    if (!typedNotText)
        if (std::optional<EncodingVerdict> utf8 = utf8WithErrors(counts, v))
            return *utf8;
    const std::vector<RankedReading> ranked = rankReadings(sample);
    const bool plausible = !ranked.empty() && ranked.front().judged.score >= kMinTextScore;
    if (!plausible && type.isText() && counts.multiByte > 0) {
        // Text to libmagic, no legacy reading makes sense of it, and some UTF-8 is well-formed.
        v.kind = EncodingClass::Utf8WithErrors;
        v.confidence = 0.5;
        v.evidence.push_back("no legacy encoding reads it as text, and " +
                             std::to_string(counts.multiByte) +
                             " UTF-8 multi-byte characters are well-formed");
        return v;
    }
    if (!plausible && typedNotText)
        return binary(sample, type, "libmagic names a file type that is not text");
    if (!plausible && !type.isText())
        return binary(sample, type,
                      ranked.empty() ? std::string("no encoding reads it")
                                     : "no encoding reads it as text: the best, " +
                                           ranked.front().charset->name() +
                                           ", gives mostly symbols, controls or undefined bytes");
    EncodingVerdict legacy = legacyVerdict(sample, ranked.front(), ranked);
    // Bytes that neither detector nor libmagic takes for text (random bytes may still read as
    // letters in some code page) are not called text on plausibility alone.
    if (legacy.evidence.empty() || !legacy.evidence.front().starts_with("proposed by")) {
        if (typedNotText)
            return binary(sample, type, "libmagic names a file type that is not text");
        if (!type.isText())
            return binary(sample, type,
                          "neither detector proposes an encoding for it and libmagic does not "
                          "call it text");
    }
    return legacy;
}

std::string describe(const EncodingVerdict &v)
{
    switch (v.kind) {
    case EncodingClass::Empty: return "empty";
    case EncodingClass::Utf8: return "UTF-8";
    case EncodingClass::Utf8WithErrors: return "UTF-8 with errors";
    case EncodingClass::Binary: return "binary data (" + v.binaryType + ")";
    case EncodingClass::Legacy: break;
    }
    std::string s = "not UTF-8: " + v.encoding + " text";
    if (!v.language.empty())
        s += " (" + v.language + ")";
    return s;
}

std::string_view className(EncodingClass kind)
{
    switch (kind) {
    case EncodingClass::Empty: return "empty";
    case EncodingClass::Utf8: return "utf-8";
    case EncodingClass::Utf8WithErrors: return "utf-8-with-errors";
    case EncodingClass::Legacy: return "legacy";
    case EncodingClass::Binary: return "binary";
    }
    return "empty";
}

} // namespace u8i::charsets
