// --decode --from ENCODING|auto FILE: the file, written in a legacy encoding, converted to UTF-8 on
// stdout, in bounded memory at any size. auto: the encoding the detector finds, named on stderr;
// a file that is UTF-8 with runs in a legacy encoding has those runs converted (decode_mixed.h).
#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/repair/decode_mixed.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/run_encoding.h"
#include "u8i/charsets/detection/utf8_converter.h"

#include <utility>
#include <vector>

namespace u8i::cli {

namespace {

std::string knownNames()
{
    std::string names;
    for (const LegacyCharset *c : charsets::allLegacyCharsets())
        names += (names.empty() ? "" : ", ") + c->name();
    return names;
}

// The encoding --from names, or the detected one for "auto" (from the file's bytes, or from the
// first bytes of a stream, kept in `head` to be converted first).
// A file that is UTF-8 with runs in a legacy encoding gets nullptr and, in `runOptions`, how its
// runs are converted (run_encoding.h), read from the sample before its pages go.
const LegacyCharset *sourceCharset(const std::string &name, Input &input,
                                   std::vector<std::uint8_t> &head,
                                   charsets::EncodingVerdict &detected, MojibakeOptions &runOptions,
                                   std::string &error)
{
    if (name != "auto") {
        const LegacyCharset *c = charsets::legacyCharsetByAlias(name);
        if (!c)
            error = "--from: no encoding named '" + name + "'; known: " + knownNames();
        return c;
    }
    Bytes sample;
    if (!readDetectionSample(input, head, sample, error))
        return nullptr;
    charsets::EncodingVerdict verdict = charsets::detectEncoding(sample);
    if (!sampleIntact(input, error))
        return nullptr; // not what the file holds: `detected` stays empty
    detected = std::move(verdict);
    const charsets::EncodingVerdict &v = detected;
    const bool perRun = v.kind == charsets::EncodingClass::Utf8WithErrors && !v.runs.empty();
    if (perRun)
        runOptions = charsets::runRepairOptions(sample, charsets::RunRepair::Convert);
    input.mapping().releaseAll();
    if (perRun)
        return nullptr; // converted run by run: decodeMixed
    if (v.kind != charsets::EncodingClass::Legacy) {
        error =
            input.label() + ": " + charsets::describe(v) +
            (v.kind == charsets::EncodingClass::Binary ? ", not text: nothing to convert"
                                                       : ": use --decode without --from for UTF-8");
        return nullptr;
    }
    errorLine(input.label() + ": reading it as " + charsets::describe(v).substr(11));
    return charsets::legacyCharset(v.encoding);
}

} // namespace

int runDecodeLegacy(const Options &options)
{
    std::string error;
    if (options.sourceEncoding != "auto" &&
        !charsets::legacyCharsetByAlias(options.sourceEncoding)) {
        errorLine("--from: no encoding named '" + options.sourceEncoding +
                  "'; known: " + knownNames());
        return kExitError;
    }
    const std::unique_ptr<Input> input = openOrReport(options.args.front(), error);
    if (!input)
        return kExitError;
    std::vector<std::uint8_t> head;
    charsets::EncodingVerdict detected;
    MojibakeOptions runOptions;
    const LegacyCharset *charset =
        sourceCharset(options.sourceEncoding, *input, head, detected, runOptions, error);
    if (!charset && error.empty())
        return decodeMixed(*input, head, detected, runOptions, options.errors);
    if (!charset) {
        errorLine(error);
        return options.sourceEncoding == "auto" && detected.kind == charsets::EncodingClass::Binary
                   ? kExitInvalid
                   : kExitError;
    }
    charsets::Utf8Converter converter(*charset, [](std::string_view utf8) {
        out(utf8);
        return true;
    });
    bool fed = true;
    const auto feed = [&](Bytes chunk) { return fed = converter.feed(chunk); };
    const bool ok = forEachChunkAfter(*input, head, error, feed) && fed && converter.finish();
    flushOut();
    if (!ok) {
        errorLine(error);
        return kExitError;
    }
    if (converter.undefinedBytes() > 0) {
        errorLine(input->label() + ": " + grouped(converter.undefinedBytes()) +
                  " bytes are not defined in " + charset->name() +
                  " and became U+FFFD; the first at offset " +
                  hexOffset(converter.firstUndefined()));
        return kExitInvalid;
    }
    return kExitValid;
}

} // namespace u8i::cli
