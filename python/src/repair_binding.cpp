// detect(), fix_mojibake(), decode_legacy(): dictionaries the Python side turns into objects.
#include "repair_binding.h"

#include "cli/repair/detect.h"
#include "python_input.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/utf8_converter.h"
#include "u8i/mojibake/mojibake.h"
#include "u8i/scan/stream_decoder.h"

#include <pybind11/stl.h>

namespace u8i::python {

namespace {

using charsets::EncodingClass;
using charsets::EncodingVerdict;

// Text that may hold ill-formed bytes (passed through a repair, or an original): each such byte
// becomes the lone surrogate of surrogateescape, so that nothing is lost and .encode("utf-8",
// "surrogateescape") gives the bytes back.
py::str textOf(std::string_view bytes)
{
    PyObject *s = PyUnicode_DecodeUTF8(bytes.data(), static_cast<Py_ssize_t>(bytes.size()),
                                       "surrogateescape");
    if (s == nullptr)
        throw py::error_already_set();
    return py::reinterpret_steal<py::str>(s);
}

// The fields of --detect --json (cli::detectJson, its one rendering), but for "file".
py::dict verdictFields(const EncodingVerdict &v)
{
    py::dict d = py::module_::import("json").attr("loads")(cli::detectJson({}, v));
    d.attr("pop")("file");
    return d;
}

py::dict detect(py::handle dataOrPath)
{
    const Source source(dataOrPath, "detect");
    EncodingVerdict verdict;
    {
        const py::gil_scoped_release release;
        verdict = charsets::detectEncoding(source.bytes());
    }
    return verdictFields(verdict);
}

py::dict findingFields(const MojibakeFinding &f)
{
    py::dict d;
    d["kind"] = std::string(name(f.kind));
    d["offset"] = f.offset;
    d["length"] = f.length;
    d["repaired_offset"] = f.repairedOffset;
    d["repaired_length"] = f.repairedLength;
    d["source"] = f.source;
    d["chain"] = f.chain;
    d["description"] = describeChain(f);
    d["original"] = textOf(f.original);
    d["repaired"] = textOf(f.repaired);
    d["evidence"] = f.evidence;
    d["lossy"] = f.lossy;
    d["ambiguous"] = f.ambiguous;
    py::list alternatives;
    for (const MojibakeReading &reading : f.alternatives) {
        py::dict r;
        r["chain"] = reading.chain;
        r["repaired"] = textOf(reading.repaired);
        alternatives.append(r);
    }
    d["alternatives"] = alternatives;
    d["alike"] = f.alike;
    d["applied"] = f.applied;
    return d;
}

// The repairer of --fix-mojibake, built once per thread (building one costs more than repairing a
// line) and restarted for each call, with what it gives kept here.
struct Repair {
    std::string text;
    std::vector<MojibakeFinding> findings;
    MojibakeRepairer repairer;

    Repair()
        : repairer(
              LegacyCharsets(charsets::mojibakeCharsets().data(),
                             charsets::mojibakeCharsets().size()),
              options(), [this](std::string_view piece) { text.append(piece); },
              [this](MojibakeFinding &&f) { findings.push_back(std::move(f)); })
    {
    }
    static MojibakeOptions options()
    {
        MojibakeOptions o = charsets::mojibakeOptions();
        o.wholeInput = false; // run by run, as --fix-mojibake repairs UTF-8 text
        return o;
    }
};

// The repair of --fix-mojibake for UTF-8 text: run by run (line by line), each run alone.
py::tuple fixMojibake(py::handle text)
{
    const DataView view(text, "fix_mojibake");
    thread_local Repair repair;
    repair.text.clear();
    repair.findings.clear();
    repair.repairer.restart();
    bool changed = false;
    {
        const py::gil_scoped_release release;
        repair.repairer.feed(view.bytes());
        repair.repairer.finish();
        changed = repair.repairer.changed();
    }
    py::list list;
    for (const MojibakeFinding &f : repair.findings)
        list.append(findingFields(f));
    return py::make_tuple(textOf(repair.text), list, changed);
}

std::string knownNames()
{
    std::string names;
    for (const LegacyCharset *c : charsets::allLegacyCharsets())
        names += (names.empty() ? "" : ", ") + c->name();
    return names;
}

// The charset `encoding` names, or the detected one for "auto" (nullptr for UTF-8 text).
const LegacyCharset *charsetFor(const std::string &encoding, Bytes data, py::dict &result)
{
    if (encoding != "auto") {
        const LegacyCharset *c = charsets::legacyCharsetByAlias(encoding);
        if (c == nullptr)
            throw py::value_error("no encoding named '" + encoding + "'; known: " + knownNames());
        result["encoding"] = c->name();
        return c;
    }
    EncodingVerdict v;
    {
        const py::gil_scoped_release release;
        v = charsets::detectEncoding(data);
    }
    result["detected"] = verdictFields(v);
    if (v.kind == EncodingClass::Binary)
        throw py::value_error(charsets::describe(v) + ", not text: nothing to convert");
    if (v.kind != EncodingClass::Legacy) {
        result["encoding"] = "UTF-8";
        return nullptr;
    }
    const LegacyCharset *c = charsets::legacyCharset(v.encoding);
    if (c == nullptr)
        throw py::value_error(charsets::describe(v) + ", which cannot be read");
    result["encoding"] = c->name();
    return c;
}

py::dict decodeLegacy(py::handle data, const std::string &encoding)
{
    const DataView source(data, "decode_legacy");
    py::dict result;
    const LegacyCharset *charset = charsetFor(encoding, source.bytes(), result);
    std::string text;
    Offset undefined = 0;
    Offset firstUndefined = kNoOffset;
    {
        const py::gil_scoped_release release;
        if (charset == nullptr) {
            text = decodeToUtf8(source.bytes(), ErrorMode::Replace);
        } else {
            charsets::Utf8Converter converter(*charset, [&text](std::string_view utf8) {
                text.append(utf8);
                return true;
            });
            (void)charsets::convertToUtf8(source.bytes(), converter);
            (void)converter.finish();
            undefined = converter.undefinedBytes();
            firstUndefined = converter.firstUndefined();
        }
    }
    result["text"] = textOf(text);
    result["undefined_bytes"] = undefined;
    result["first_undefined"] =
        firstUndefined == kNoOffset ? py::object(py::none()) : py::int_(firstUndefined);
    return result;
}

} // namespace

void registerRepair(py::module_ &m)
{
    m.def("detect", &detect, py::arg("data_or_path"),
          "What --detect --json says of data or a file, as a dict of its fields.");
    m.def("fix_mojibake", &fixMojibake, py::arg("data"),
          "(repaired text, [repair fields], changed): --fix-mojibake on UTF-8 bytes.");
    m.def("decode_legacy", &decodeLegacy, py::arg("data"), py::arg("encoding") = "auto",
          "The text of data in a legacy encoding (or 'auto'), as --decode --from converts it.");
    m.def(
        "encodings",
        [] {
            std::vector<std::string> names;
            for (const LegacyCharset *c : charsets::allLegacyCharsets())
                names.push_back(c->name());
            return names;
        },
        "The names of the legacy encodings decode_legacy() knows.");
}

} // namespace u8i::python
