// --fix-mojibake: mojibake analysis of one input, with the ICU charsets of the program.
#include "cli/repair/fix_mojibake.h"
#include "u8i/hex_text.h"

#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/repair/parallel_repair.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/run_encoding.h"
#include "u8i/charsets/detection/utf8_converter.h"
#include "u8i/mojibake/mojibake.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/message.h"

#include <vector>

namespace u8i::cli {

namespace {

bool isUtf8(std::string_view s)
{
    const Bytes bytes(reinterpret_cast<const std::uint8_t *>(s.data()), s.size());
    for (Offset p = 0; p < bytes.size();) {
        const Item item = decodeItemAt(bytes, p);
        if (!item.wellFormed)
            return false;
        p = item.end();
    }
    return true;
}

} // namespace

std::string shownText(const std::string &text)
{
    constexpr std::size_t kMax = 120;
    if (isUtf8(text)) {
        if (text.size() <= kMax)
            return "\"" + showable(text) + "\"";
        std::size_t cut = kMax;
        while (cut > 0 && (static_cast<std::uint8_t>(text[cut]) & 0xC0) == 0x80)
            --cut;
        return "\"" + showable(text.substr(0, cut)) + "\"... (" + grouped(text.size()) + " bytes)";
    }
    std::string hex = hexByteList(text.substr(0, 48));
    if (text.size() > 48)
        hex += " ... (" + grouped(text.size()) + " bytes)";
    return hex;
}

std::string shownReadings(const MojibakeFinding &finding)
{
    std::string out;
    for (const MojibakeReading &reading : finding.alternatives) {
        std::string chain;
        for (const std::string &link : reading.chain)
            chain += (chain.empty() ? "" : " \u2192 ") + link;
        out += (out.empty() ? "" : ", ") + chain + " gives " + shownText(reading.repaired);
    }
    return out;
}

namespace {

void explainFinding(const std::string &label, const MojibakeFinding &f)
{
    out(label + ": offset " + hexOffset(f.offset) + " (" + grouped(f.length) +
        " bytes): " + std::string(name(f.kind)) + ": " + describeChain(f) + "\n");
    out("  original: " + shownText(f.original) + "\n");
    if (f.applied)
        out("  repaired: " + shownText(f.repaired) + "\n");
    else if (f.ambiguous)
        out("  left as it is: ambiguous, " + shownReadings(f) + "\n");
    else
        out("  left as it is\n");
    if (!f.evidence.empty())
        out("  evidence: " + showable(f.evidence) + "\n");
    if (f.lossy)
        out("  lossy: the repair stands in for bytes that an earlier decoding lost\n");
    if (!f.alike.empty()) {
        std::string alike;
        for (const std::string &name : f.alike)
            alike += (alike.empty() ? "" : ", ") + name;
        out("  the same repair through: " + alike + "\n");
    }
}

void explainSummary(const std::string &label, std::uint64_t findings, std::uint64_t applied)
{
    out(label + ": " + grouped(findings) + " finding" + (findings == 1 ? "" : "s") + ", " +
        grouped(applied) + " repaired, " + grouped(findings - applied) + " reported only\n");
}

// A file in a legacy encoding (UTF-16 included): converted to UTF-8 as a whole, one finding.
int convertLegacyFile(Input &input, const std::vector<std::uint8_t> &head,
                      const charsets::EncodingVerdict &verdict, bool explain)
{
    const LegacyCharset *charset = charsets::legacyCharset(verdict.encoding);
    if (!charset) {
        errorLine(input.label() + ": " + charsets::describe(verdict) + ", which cannot be read");
        return kExitError;
    }
    constexpr std::size_t kShown = 200;
    std::string start; // the first converted bytes, for --explain
    charsets::Utf8Converter converter(*charset, [&](std::string_view utf8) {
        if (explain) {
            start.append(utf8.substr(0, kShown - std::min(kShown, start.size())));
        } else {
            out(utf8);
        }
        return true;
    });
    std::string error;
    bool fed = true;
    const bool ok = forEachChunkAfter(input, head, error,
                                      [&](Bytes chunk) { return fed = converter.feed(chunk); }) &&
                    fed && converter.finish();
    flushOut();
    if (!ok) {
        errorLine(error);
        return kExitError;
    }
    if (explain) {
        MojibakeFinding f;
        f.kind = MojibakeKind::LegacyEncoding;
        f.length = converter.bytesRead();
        f.source = charset->name();
        f.repaired = start;
        f.original = "(" + grouped(f.length) + " bytes in " + charset->name() + ")";
        for (const std::string &sentence : verdict.evidence)
            f.evidence += (f.evidence.empty() ? "" : "; ") + sentence;
        if (converter.undefinedBytes() > 0) {
            f.lossy = true;
            f.evidence += "; " + grouped(converter.undefinedBytes()) +
                          " bytes are not defined in " + charset->name() + " and became U+FFFD";
        }
        explainFinding(input.label(), f);
        explainSummary(input.label(), 1, 1);
    }
    return kExitValid;
}

} // namespace

int runFixMojibake(const std::string &path, bool explain)
{
    std::string error;
    std::unique_ptr<Input> input = openOrReport(path, error);
    if (!input)
        return kExitError;
    std::vector<std::uint8_t> head;
    Bytes sample;
    if (!readDetectionSample(*input, head, sample, error)) {
        errorLine(error);
        return kExitError;
    }
    // Binary data is never "repaired": an executable, an image or random bytes would otherwise
    // read as some legacy charset. A file that is not UTF-8 at all is converted as a whole.
    const charsets::EncodingVerdict verdict = charsets::detectEncoding(sample);
    if (!sampleIntact(*input, error)) {
        errorLine(error);
        return kExitError;
    }
    // UTF-8, with or without errors: repaired as run_encoding.h says (read before the sample's
    // pages go).
    MojibakeOptions options =
        charsets::runByRunRepairOptions(verdict, sample).value_or(MojibakeOptions{});
    options.evidence = explain; // only --explain shows a finding's evidence
    input->mapping().releaseAll();
    if (verdict.kind == charsets::EncodingClass::Binary) {
        errorLine(input->label() + ": " + charsets::describe(verdict) +
                  ", not text: nothing to repair");
        return kExitInvalid;
    }
    if (verdict.kind == charsets::EncodingClass::Legacy)
        return convertLegacyFile(*input, head, verdict, explain);

    // UTF-8, with or without errors: repaired line by line, in bounded memory, on two threads.
    const auto &all = charsets::mojibakeCharsets();
    std::uint64_t applied = 0;
    ParallelRepair repairer(
        LegacyCharsets(all.data(), all.size()), options,
        [explain](std::string_view text) {
            if (!explain)
                out(text);
        },
        [&](MojibakeFinding &&f) {
            applied += f.applied ? 1 : 0;
            if (explain)
                explainFinding(input->label(), f);
        });
    const bool ok = forEachChunkAfter(*input, head, error, [&](Bytes chunk) {
        repairer.feed(chunk);
        return true;
    });
    repairer.finish();
    if (explain)
        explainSummary(input->label(), repairer.findings(), applied);
    flushOut();
    if (!ok) {
        errorLine(error);
        return kExitError;
    }
    if (!repairer.changed()) {
        if (!explain)
            errorLine(input->label() + ": no mojibake found; the text is unchanged");
        return kExitInvalid;
    }
    return kExitValid;
}

} // namespace u8i::cli
