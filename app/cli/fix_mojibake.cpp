// --fix-mojibake: mojibake analysis of one input, with the ICU charsets of the program.
#include "cli/fix_mojibake.h"

#include "cli/input.h"
#include "cli/modes.h"
#include "cli/output.h"
#include "u8i/charsets/encoding_detection.h"
#include "u8i/charsets/legacy_charsets.h"
#include "u8i/item.h"
#include "u8i/mojibake.h"

#include <vector>

namespace u8i::cli {

namespace {

bool readAll(Input &input, std::vector<std::uint8_t> &data, std::string &error)
{
    if (input.isMapped()) {
        const Bytes bytes = input.bytes();
        if (bytes.size() > kFixMojibakeMaxBytes) {
            error = input.label() + ": --fix-mojibake reads at most " +
                    grouped(kFixMojibakeMaxBytes) + " bytes; this file has " +
                    grouped(bytes.size());
            return false;
        }
        data.assign(bytes.begin(), bytes.end());
        return true;
    }
    bool tooLarge = false;
    const bool read = forEachChunk(input, error, [&](Bytes chunk) {
        data.insert(data.end(), chunk.begin(), chunk.end());
        tooLarge = data.size() > kFixMojibakeMaxBytes;
        return !tooLarge;
    });
    if (tooLarge)
        error = input.label() + ": --fix-mojibake reads at most " + grouped(kFixMojibakeMaxBytes) +
                " bytes of a stream";
    return read && !tooLarge;
}

bool isPrintableUtf8(std::string_view s)
{
    const Bytes bytes(reinterpret_cast<const std::uint8_t *>(s.data()), s.size());
    for (Offset p = 0; p < bytes.size();) {
        const Item item = decodeItemAt(bytes, p);
        if (!item.wellFormed || item.codePoint < 0x20 ||
            (item.codePoint >= 0x7F && item.codePoint < 0xA0))
            return false;
        p = item.end();
    }
    return true;
}

// A finding's text for one line: quoted when it is printable UTF-8, else its first bytes in hex.
std::string shown(const std::string &text)
{
    constexpr std::size_t kMax = 120;
    if (isPrintableUtf8(text)) {
        if (text.size() <= kMax)
            return "\"" + text + "\"";
        std::size_t cut = kMax;
        while (cut > 0 && (static_cast<std::uint8_t>(text[cut]) & 0xC0) == 0x80)
            --cut;
        return "\"" + text.substr(0, cut) + "\"... (" + grouped(text.size()) + " bytes)";
    }
    static constexpr char kDigits[] = "0123456789ABCDEF";
    std::string hex;
    for (std::size_t i = 0; i < text.size() && i < 48; ++i) {
        const auto b = static_cast<std::uint8_t>(text[i]);
        if (i > 0)
            hex.push_back(' ');
        hex.push_back(kDigits[b >> 4]);
        hex.push_back(kDigits[b & 15]);
    }
    if (text.size() > 48)
        hex += " ... (" + grouped(text.size()) + " bytes)";
    return hex;
}

void explainReport(const std::string &label, const MojibakeReport &report)
{
    std::size_t applied = 0;
    for (const MojibakeFinding &f : report.findings) {
        applied += f.applied ? 1 : 0;
        out(label + ": offset " + hexOffset(f.offset) + " (" + grouped(f.length) +
            " bytes): " + std::string(name(f.kind)) + ": " + describeChain(f) + "\n");
        out("  original: " + shown(f.original) + "\n");
        if (f.applied)
            out("  repaired: " + shown(f.repaired) + "\n");
        else
            out("  left as it is\n");
        if (!f.evidence.empty())
            out("  evidence: " + f.evidence + "\n");
        if (f.lossy)
            out("  lossy: the repair stands in for bytes that an earlier decoding lost\n");
        if (f.ambiguous)
            out("  ambiguous: undefined bytes are involved (see the evidence)\n");
    }
    out(label + ": " + grouped(report.findings.size()) + " finding" +
        (report.findings.size() == 1 ? "" : "s") + ", " + grouped(applied) + " repaired, " +
        grouped(report.findings.size() - applied) + " reported only\n");
}

} // namespace

int runFixMojibake(const std::string &path, bool explain)
{
    std::string error;
    std::unique_ptr<Input> input = Input::open(path, error);
    if (!input) {
        errorLine(error);
        return kExitError;
    }
    std::vector<std::uint8_t> data;
    if (!readAll(*input, data, error)) {
        errorLine(error);
        return kExitError;
    }
    // Binary data is never "repaired": an executable, an image or random bytes would otherwise
    // read as some legacy charset.
    const Bytes bytes(data.data(), data.size());
    const Offset sampled = charsets::kDetectionHead + 2 * charsets::kDetectionPiece;
    if (const charsets::EncodingVerdict v =
            charsets::detectEncoding(bytes.first(std::min<Offset>(bytes.size(), sampled)));
        v.kind == charsets::EncodingClass::Binary) {
        errorLine(input->label() + ": " + charsets::describe(v) + ", not text: nothing to repair");
        return kExitInvalid;
    }
    const auto &charsets = charsets::mojibakeCharsets();
    const MojibakeReport report = analyzeMojibake(Bytes(data.data(), data.size()),
                                                  LegacyCharsets(charsets.data(), charsets.size()));
    if (explain)
        explainReport(input->label(), report);
    else
        out(report.repaired);
    flushOut();
    if (!report.changed) {
        if (!explain)
            errorLine(input->label() + ": no mojibake found; the text is unchanged");
        return kExitInvalid;
    }
    return kExitValid;
}

} // namespace u8i::cli
