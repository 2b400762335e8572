// --detect: for each file, what it is: UTF-8 (with or without errors), text in a legacy encoding
// (with its language, confidence and evidence), or binary data (and its type). One line per file,
// or one JSON object per line with --json.
#include "cli/repair/detect.h"

#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/uniform_bytes.h"

#include <cmath>
#include <vector>

namespace u8i::cli {

namespace {

using charsets::EncodingClass;
using charsets::EncodingVerdict;

// A stream is read only as far as the detector would look at a file.
bool readSample(Input &input, std::vector<std::uint8_t> &data, std::string &error)
{
    const Offset limit = charsets::kDetectionHead + 2 * charsets::kDetectionPiece;
    return forEachChunk(input, error, [&](Bytes chunk) {
        data.insert(data.end(), chunk.begin(), chunk.end());
        return data.size() < limit;
    });
}

std::string jsonList(const std::vector<std::string> &items)
{
    std::string s = "[";
    for (const std::string &item : items)
        s += (s.size() > 1 ? "," : "") + jsonString(item);
    return s + "]";
}

// [{"offset":26,"length":1,"encoding":"Windows-1252"}]
std::string jsonRuns(const std::vector<charsets::LegacyRun> &runs)
{
    std::string s = "[";
    for (const charsets::LegacyRun &r : runs)
        s += (s.size() > 1 ? "," : "") + std::string("{\"offset\":") + std::to_string(r.offset) +
             ",\"length\":" + std::to_string(r.length) + ",\"encoding\":" + jsonString(r.encoding) +
             "}";
    return s + "]";
}

void print(const std::string &label, const EncodingVerdict &v, bool json)
{
    if (json) {
        out(detectJson(label, v) + "\n");
        return;
    }
    const long percent = std::lround(v.confidence * 100);
    std::string line = label + ": " + charsets::describe(v);
    if (v.kind != EncodingClass::Empty)
        line += ", confidence " + std::to_string(percent) + "%";
    if (!v.sameReading.empty()) {
        line += " (reads the same as";
        for (const std::string &other : v.sameReading)
            line += " " + other;
        line += ")";
    }
    for (const std::string &e : v.evidence)
        line += "; " + e;
    out(line + "\n");
}

} // namespace

std::string detectJson(const std::string &file, const EncodingVerdict &v)
{
    const long percent = std::lround(v.confidence * 100);
    return "{\"file\":" + jsonString(file) +
           ",\"class\":" + jsonString(charsets::className(v.kind)) +
           ",\"verdict\":" + jsonString(charsets::describe(v)) +
           ",\"encoding\":" + jsonString(v.encoding) + ",\"language\":" + jsonString(v.language) +
           ",\"confidence\":" + std::to_string(static_cast<double>(percent) / 100) +
           ",\"binary_type\":" + jsonString(v.binaryType) +
           ",\"same_reading\":" + jsonList(v.sameReading) + ",\"runs\":" + jsonRuns(v.runs) +
           ",\"evidence\":" + jsonList(v.evidence) + "}";
}

int runDetect(const Options &options)
{
    int notUtf8 = 0;
    const int failed = forEachInput(options.args, [&](Input &input, std::string &error) {
        EncodingVerdict verdict;
        if (input.isMapped()) {
            // A file of one byte repeated is checked whole through its data extents, not its
            // mapping: a sparse file of gigabytes costs what it stores.
            verdict = charsets::detectEncoding(input.bytes(), [&input] {
                return charsets::uniformFileByte(input.fd(), input.bytes().size());
            });
            if (!sampleIntact(input, error))
                return false;
        } else {
            std::vector<std::uint8_t> data;
            if (!readSample(input, data, error))
                return false;
            verdict = charsets::detectEncoding(Bytes(data));
        }
        print(options.json ? input.path() : input.label(), verdict, options.json);
        if (verdict.kind != EncodingClass::Utf8 && verdict.kind != EncodingClass::Empty)
            ++notUtf8;
        return true;
    });
    if (failed > 0)
        return kExitError;
    return notUtf8 > 0 ? kExitInvalid : kExitValid;
}

} // namespace u8i::cli
