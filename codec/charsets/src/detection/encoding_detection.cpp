#include "u8i/charsets/detection/encoding_detection.h"

#include "detection/detection_sample.h"
#include "detection/legacy_candidates.h"
#include "detection/per_run_verdict.h"
#include "detection/text_plausibility.h"
#include "u8i/charsets/detection/file_type.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/run_encoding.h"
#include "u8i/charsets/detection/uniform_bytes.h"
#include "u8i/strings/utf16_guess.h"

#include <algorithm>
#include <cmath>

namespace u8i::charsets {

namespace {

MessageArg bytesArg(std::string hex)
{
    return {MessageArg::Type::HexBytes, std::move(hex), 0};
}

// Below this plausibility (per non-ASCII character) no reading is called text.
constexpr double kMinTextScore = 0.25;
// At or above this plausibility, with no undefined byte, a reading is clean text.
constexpr double kCleanReading = 0.9;
// ... on at least this many characters beyond ASCII (two bytes read as one Han character are
// clean text in every CJK charset).
constexpr std::size_t kCleanCharacters = 12;
constexpr Offset kGoodPerBad = 3;
// Characters beyond ASCII under which a reading's confidence is scaled down.
constexpr double kEnoughCharacters = 4;

// NULs and C0 controls (but TAB, LF, CR, FF and ESC) are more than 5% of the bytes: text has a
// stray one now and then (Markus Kuhn's UTF-8-test.txt has one NUL), never that many.
bool looksLikeControls(const ByteCounts &counts)
{
    constexpr Offset kStray = 2; // a NUL or two is never enough, however short the text
    const Offset n = counts.nul + counts.controls;
    return n > kStray && n * 20 > counts.total;
}

// libmagic names a format, not just "data" (which means it does not know).
bool namesBinaryFormat(const FileType &type)
{
    return !type.isText() && !type.mime.empty() && type.mime != "application/octet-stream";
}

// A file of one byte value (NUL, a control or a byte above 7F), said so with its size.
std::optional<EncodingVerdict> uniformVerdict(Bytes data, const DetectionSample &sample,
                                              const WholeUniformCheck &wholeUniform)
{
    const std::optional<std::uint8_t> byte = uniformByte(sample.bytes());
    if (!byte || !uniformIsBinary(*byte))
        return std::nullopt;
    const std::optional<std::uint8_t> whole = sample.bytes().size() == data.size() ? byte
                                              : wholeUniform                       ? wholeUniform()
                                                             : uniformByte(data);
    if (whole != byte)
        return std::nullopt;
    EncodingVerdict v;
    v.kind = EncodingClass::Binary;
    v.binaryType = "data";
    v.confidence = 1;
    v.sampled = sample.bytes().size();
    v.uniformByte = byte;
    v.size = data.size();
    v.addEvidence({{MessageId::EveryByteIs, {verbatimArg(describeByte(*byte))}}});
    return v;
}

MessageArg percent(double share)
{
    return numberArg(static_cast<std::uint64_t>(std::lround(share * 100)));
}

EncodingVerdict unicodeForm(const DetectionSample &sample, const char *name, Message why)
{
    EncodingVerdict v;
    v.kind = EncodingClass::Legacy;
    v.encoding = name;
    v.confidence = 1;
    v.sampled = sample.bytes().size();
    v.addEvidence({std::move(why)});
    if (const LegacyCharset *c = legacyCharset(name)) {
        const LegacyDecoding d = c->decode(sample.bytes());
        const Plausibility judged = judgeText(d.text, d.undefinedBytes.size());
        v.language = judged.language;
        v.languageCode = judged.languageCode;
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
        return unicodeForm(
            sample, "UTF-32LE",
            {MessageId::Utf32Bom, {bytesArg("FF FE 00 00"), verbatimArg("UTF-32LE")}});
    if (starts({0x00, 0x00, 0xFE, 0xFF}))
        return unicodeForm(
            sample, "UTF-32BE",
            {MessageId::Utf32Bom, {bytesArg("00 00 FE FF"), verbatimArg("UTF-32BE")}});
    if (const std::optional<Utf32Pattern> u32 = utf32Pattern(b))
        return unicodeForm(sample, u32->little ? "UTF-32LE" : "UTF-32BE",
                           {MessageId::Utf32Nuls, {percent(u32->share)}});
    if (const std::optional<Utf16Guess> u16 = guessUtf16(b))
        return unicodeForm(sample, u16->name(), utf16EvidenceMessage(*u16));
    return std::nullopt;
}

EncodingVerdict binary(const DetectionSample &sample, const FileType &type, Message why)
{
    EncodingVerdict v;
    v.kind = EncodingClass::Binary;
    v.binaryType = type.description.empty() ? std::string("data") : type.shortName();
    v.confidence = 1;
    v.sampled = sample.bytes().size();
    if (!type.description.empty())
        v.addEvidence({{MessageId::Libmagic, {verbatimArg(type.description)}}});
    v.addEvidence({std::move(why)});
    return v;
}

EncodingVerdict legacyVerdict(const DetectionSample &sample, const RankedReading &best,
                              const std::vector<RankedReading> &ranked)
{
    EncodingVerdict v;
    v.kind = EncodingClass::Legacy;
    v.encoding = best.charset->name();
    v.language = best.judged.language;
    v.languageCode = best.judged.languageCode;
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
    for (std::vector<Message> &sentence : explainReading(best, ranked))
        v.addEvidence(std::move(sentence));
    return v;
}

// UTF-8 with a few errors has far more good sequences than bad ones; legacy multi-byte text
// forms a good one now and then by chance. `v`: the verdict so far (what was sampled).
std::optional<EncodingVerdict> utf8WithErrors(const ByteCounts &counts, EncodingVerdict v)
{
    v.kind = EncodingClass::Utf8WithErrors;
    if (counts.utf8Relatives == counts.illFormedGroups) {
        v.confidence = 0.9;
        v.addEvidence({{MessageId::CesuOrModified, {}}});
        return v;
    }
    if (counts.multiByte >= kGoodPerBad * counts.illFormedGroups) {
        v.confidence = std::clamp(1.0 - static_cast<double>(counts.illFormedGroups) /
                                            static_cast<double>(counts.multiByte + 1),
                                  0.5, 0.99);
        v.addEvidence(wellFormedBeside(counts.multiByte, counts.illFormedGroups, false));
        return v;
    }
    return std::nullopt;
}

// "UTF-8 with errors; 3 runs read as Windows-1252".
std::string utf8WithErrorsLine(const EncodingVerdict &v)
{
    std::string out = "UTF-8 with errors";
    for (std::size_t i = 0; i < v.runs.size();) {
        std::size_t n = 0;
        for (const LegacyRun &r : v.runs)
            n += r.encoding == v.runs[i].encoding ? 1 : 0;
        bool first = true;
        for (std::size_t k = 0; k < i; ++k)
            first = first && v.runs[k].encoding != v.runs[i].encoding;
        if (first)
            out += (i == 0 ? "; " : ", ") + std::to_string(n) +
                   (n == 1 ? " run reads as " : " runs read as ") + v.runs[i].encoding;
        ++i;
    }
    return out;
}

// A file that a detector's encoding reads whole as clean text is that encoding, whatever UTF-8 its
// bytes form by chance (Shift_JIS pairs do).
bool readsWholeAsDetected(const std::vector<RankedReading> &ranked)
{
    return !ranked.empty() && ranked.front().namedByDetector && ranked.front().undefined == 0 &&
           ranked.front().judged.nonAscii >= kCleanCharacters &&
           ranked.front().judged.score >= kCleanReading;
}

// Well-formed UTF-8 words that read as text of the file's script only as UTF-8, which the
// whole-file reading in `best` garbles into a chain of wrong decodings ("Müller" as "MĂĽller"):
// evidence against that reading, whatever the file's few ill-formed runs read as. They must be
// most of the well-formed UTF-8 and at least as many as the runs (a legacy file forms a UTF-8
// word now and then by chance, beside many runs).
bool garblesUtf8Text(Bytes bytes, const IllFormedRuns &runs, const RankedReading &best)
{
    if (runs.utf8Characters == 0 || runs.runs.empty() || best.charset == nullptr)
        return false;
    IllFormedRuns in = illFormedRunJudge().judge(bytes, best.charset->name());
    // The judge reads the charsets of runs only: for another, Windows-1252 stands in (a word of
    // UTF-8 letters read in a code page is a chain of wrong decodings in any of them).
    if (in.encoding.empty())
        in = illFormedRunJudge().judge(bytes, "Windows-1252");
    return in.utf8OnlyAsUtf8 > 0 && in.utf8OnlyAsUtf8 * 2 >= in.utf8Characters &&
           in.utf8OnlyAsUtf8 >= static_cast<Offset>(runs.runs.size());
}

// The verdict on bytes with ill-formed UTF-8 (`v`: the verdict so far): UTF-8 with errors, judged
// per run; text in a legacy encoding; or binary data.
EncodingVerdict illFormedVerdict(Bytes data, const DetectionSample &sample,
                                 const ByteCounts &counts, const FileType &type, EncodingVerdict v)
{
    const Bytes bytes = sample.bytes();
    // libmagic's weaker signatures fire on short legacy text too ("MPEG-4 LOAS" for a line that
    // starts with V and E1, "DOS executable" for one that starts with B8): its file type stands
    // unless a detector proposes an encoding that reads the bytes as plausible text (below).
    const bool typedNotText =
        !type.isText() && !type.mime.empty() && type.mime != "application/octet-stream";
    // Each ill-formed run judged on its own, with the well-formed text as evidence: text in a
    // legacy encoding, or damage. The file is a legacy encoding only when it reads as one whole.
    const IllFormedRuns runs = judgeRuns(bytes);
    const Offset fileOffsets = bytes.size() == data.size() ? data.size() : sample.head().size();
    // libmagic's "text" in a description it gives a type of its own ("New Line Delimited JSON
    // text") is text too.
    if (!typedNotText || type.description.find("text") != std::string::npos) {
        if (std::optional<EncodingVerdict> utf8 = utf8WithErrors(counts, v)) {
            addLegacyRuns(*utf8, bytes, runs, fileOffsets);
            return *utf8;
        }
    }
    const std::vector<RankedReading> ranked = rankReadings(sample);
    // A detector's reading of the whole never stands when it would garble UTF-8 words that read
    // as text only as UTF-8, beside runs that read as legacy text (utf8BesideLegacy).
    if ((!typedNotText || type.description.find("text") != std::string::npos) &&
        (((runs.utf8BesideLegacy() || !readsWholeAsDetected(ranked)) && runs.utf8WithErrors()) ||
         runs.onlyDamageInsideAsciiWords() ||
         (!ranked.empty() && garblesUtf8Text(bytes, runs, ranked.front()))))
        return perRunVerdict(v, bytes, runs, fileOffsets);
    const bool plausible = !ranked.empty() && ranked.front().judged.score >= kMinTextScore;
    if (!plausible && type.isText() && counts.multiByte > 0) {
        // Text to libmagic, no legacy reading makes sense of it, and some UTF-8 is well-formed.
        v.kind = EncodingClass::Utf8WithErrors;
        v.confidence = 0.5;
        v.addEvidence({counts.multiByte == 1
                           ? Message{MessageId::NoLegacyReadingOne, {}}
                           : Message{MessageId::NoLegacyReading, {numberArg(counts.multiByte)}}});
        return v;
    }
    if (!plausible && typedNotText)
        return binary(sample, type, {MessageId::LibmagicNotText, {}});
    if (!plausible && !type.isText())
        return binary(sample, type,
                      ranked.empty() ? Message{MessageId::NoEncodingReads, {}}
                                     : Message{MessageId::NoEncodingReadsText,
                                               {verbatimArg(ranked.front().charset->name())}});
    EncodingVerdict legacy = legacyVerdict(sample, ranked.front(), ranked);
    // Bytes that neither detector nor libmagic takes for text (random bytes may still read as
    // letters in some code page) are not called text on plausibility alone; common letters of an
    // East Asian language are more than plausibility.
    if ((legacy.evidenceMessages.empty() ||
         legacy.evidenceMessages.front().front().id != MessageId::ProposedBy) &&
        !readsAsEastAsianText(ranked.front())) {
        if (typedNotText)
            return binary(sample, type, {MessageId::LibmagicNotText, {}});
        if (!type.isText())
            return binary(sample, type, {MessageId::NeitherDetector, {}});
    }
    return legacy;
}

} // namespace

bool mayBeBinary(Bytes data)
{
    if (data.empty())
        return false;
    const DetectionSample sample(data);
    const ByteCounts counts = countBytes(sample.bytes());
    return counts.nul > 0 || looksLikeControls(counts) || counts.illFormedGroups > 0;
}

EncodingVerdict detectEncoding(Bytes data, const WholeUniformCheck &wholeUniform)
{
    EncodingVerdict v;
    if (data.empty())
        return v;
    const DetectionSample sample(data);
    if (std::optional<EncodingVerdict> uniform = uniformVerdict(data, sample, wholeUniform))
        return *uniform;
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
    if (controls)
        return binary(sample, type,
                      counts.nul == 1
                          ? Message{MessageId::ControlsNotTextOne, {percent(counts.controlShare())}}
                          : Message{MessageId::ControlsNotText,
                                    {numberArg(counts.nul), percent(counts.controlShare())}});
    if (counts.nul > 0 && namesBinaryFormat(type))
        return binary(sample, type, {MessageId::LibmagicBinaryNul, {}});
    if (counts.illFormedGroups == 0) {
        v.kind = EncodingClass::Utf8;
        v.confidence = 1;
        if (counts.multiByte == 0)
            v.addEvidence({{MessageId::EveryByteAscii, {}}});
        else if (counts.multiByte == 1)
            v.addEvidence({{MessageId::AllWellFormedOne, {}}});
        else
            v.addEvidence({{MessageId::AllWellFormed, {numberArg(counts.multiByte)}}});
        return v;
    }
    return illFormedVerdict(data, sample, counts, type, std::move(v));
}

std::string describe(const EncodingVerdict &v)
{
    switch (v.kind) {
    case EncodingClass::Empty: return "empty";
    case EncodingClass::Utf8: return "UTF-8";
    case EncodingClass::Utf8WithErrors: return utf8WithErrorsLine(v);
    case EncodingClass::Binary:
        if (v.uniformByte)
            return "binary data: " + groupedDigits(v.size) + " bytes, all " +
                   describeByte(*v.uniformByte);
        return "binary data (" + v.binaryType + ")";
    case EncodingClass::Legacy: break;
    }
    std::string s = "not UTF-8: " + v.encoding + " text";
    if (!v.language.empty())
        s += " (" + v.language + ")";
    return s;
}

std::string runsEncoding(const EncodingVerdict &v)
{
    std::string best;
    std::size_t most = 0;
    for (const LegacyRun &r : v.runs) {
        const auto n = static_cast<std::size_t>(
            std::count_if(v.runs.begin(), v.runs.end(),
                          [&r](const LegacyRun &o) { return o.encoding == r.encoding; }));
        if (n > most) {
            most = n;
            best = r.encoding;
        }
    }
    return best;
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
