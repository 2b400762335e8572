// strings(): the codec's string finder with the Unicode text classes of --strings; each string a
// dict of the fields of --strings --json.
#include "strings_binding.h"

#include "python_input.h"
#include "u8i/charsets/properties/text_classes.h"
#include "u8i/strings/strings.h"

#include <pybind11/stl.h>

namespace u8i::python {

namespace {

StringsOptions optionsFor(Offset min, const std::vector<std::string> &encodings)
{
    if (min < 1)
        throw py::value_error("strings(): min must be at least 1, not " + std::to_string(min));
    StringsOptions options;
    options.minCharacters = min;
    std::fill(std::begin(options.encodings), std::end(options.encodings), false);
    for (const std::string &name : encodings) {
        const std::optional<TextEncoding> e = textEncodingFromName(name);
        if (!e)
            throw py::value_error("strings(): no encoding named '" + name +
                                  "'; known: utf-8, utf-16le, utf-16be");
        options.encodings[static_cast<int>(*e)] = true;
    }
    if (encodings.empty())
        throw py::value_error("strings(): encodings names none");
    options.classes = &charsets::unicodeTextClasses();
    options.utf16Classes = &charsets::unicodeUtf16TextClasses();
    return options;
}

py::list strings(py::handle dataOrPath, Offset min, const std::vector<std::string> &encodings)
{
    const StringsOptions options = optionsFor(min, encodings);
    const Source source(dataOrPath, "strings");
    std::vector<FoundString> found;
    {
        const py::gil_scoped_release release;
        findStrings(source.bytes(), options,
                    [&found](const FoundString &s) { found.push_back(s); });
    }
    py::list list;
    for (const FoundString &s : found) {
        py::dict d;
        d["offset"] = s.offset;
        d["length"] = s.length;
        d["characters"] = s.characters;
        d["encoding"] = std::string(name(s.encoding));
        d["scripts"] = charsets::scriptsOf(s.text);
        d["text"] = py::str(s.text);
        list.append(d);
    }
    return list;
}

} // namespace

void registerStrings(py::module_ &m)
{
    m.def("strings", &strings, py::arg("data_or_path"), py::arg("min") = 4,
          py::arg("encodings") = std::vector<std::string>{"utf-8"},
          "The strings of data or a file as --strings --json gives them, as dicts.");
}

} // namespace u8i::python
