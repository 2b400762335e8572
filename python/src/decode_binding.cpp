// decode(): bytes to str with CPython's error handlers, through the codec's decoder (one U+FFFD
// per maximal subpart, as CPython), so that it equals bytes.decode("utf-8", errors) on every input.
#include "decode_binding.h"

#include "python_input.h"
#include "u8i/scan/stream_decoder.h"

#include <array>
#include <utility>

namespace u8i::python {

namespace {

ErrorMode errorMode(const std::string &errors)
{
    static constexpr std::array<std::pair<std::string_view, ErrorMode>, 5> kHandlers{{
        {"strict", ErrorMode::Strict},
        {"replace", ErrorMode::Replace},
        {"ignore", ErrorMode::Ignore},
        {"backslashreplace", ErrorMode::Escape},
        {"surrogateescape", ErrorMode::SurrogateEscape},
    }};
    for (const auto &[name, mode] : kHandlers)
        if (errors == name)
            return mode;
    PyErr_Format(PyExc_LookupError,
                 "unknown error handler name '%s' (decode() knows strict, replace, ignore, "
                 "backslashreplace and surrogateescape)",
                 errors.c_str());
    throw py::error_already_set();
}

// CPython's words for the first maximal subpart `unit` of an ill-formed group.
const char *reasonOf(Bytes data, const Item &group, ReplacementUnit unit)
{
    if (group.kind == ErrorKind::Truncated && group.atEnd && unit.end == data.size())
        return "unexpected end of data";
    const std::uint8_t lead = data[unit.begin];
    if (unit.end - unit.begin == 1 && (lead < 0xC2 || lead > 0xF4))
        return "invalid start byte";
    return "invalid continuation byte";
}

// UnicodeDecodeError for the first maximal subpart of `group`, as CPython's strict raises it.
[[noreturn]] void raiseDecodeError(Bytes data, const Item &group)
{
    ReplacementUnit first{group.offset, group.offset + 1};
    bool seen = false;
    forEachReplacementUnit(
        data, group,
        [&](ReplacementUnit unit) {
            if (!seen)
                first = unit;
            seen = true;
        },
        group.offset, group.offset + 1);
    PyObject *error = PyUnicodeDecodeError_Create(
        "utf-8", reinterpret_cast<const char *>(data.data()), static_cast<Py_ssize_t>(data.size()),
        static_cast<Py_ssize_t>(first.begin), static_cast<Py_ssize_t>(first.end),
        reasonOf(data, group, first));
    if (error != nullptr) {
        PyErr_SetObject(PyExc_UnicodeDecodeError, error);
        Py_DECREF(error);
    }
    throw py::error_already_set();
}

py::str decode(py::handle data, const std::string &errors)
{
    const ErrorMode mode = errorMode(errors);
    const DataView view(data, "decode");
    const Bytes bytes = view.bytes();
    std::string text;
    Item firstError;
    firstError.offset = kNoOffset;
    {
        const py::gil_scoped_release release;
        text = decodeToUtf8(bytes, mode, &firstError);
    }
    if (firstError.offset != kNoOffset)
        raiseDecodeError(bytes, firstError);
    PyObject *s =
        PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()),
                             mode == ErrorMode::SurrogateEscape ? "surrogatepass" : "strict");
    if (s == nullptr)
        throw py::error_already_set();
    return py::reinterpret_steal<py::str>(s);
}

} // namespace

void registerDecode(py::module_ &m)
{
    m.def("decode", &decode, py::arg("data"), py::arg("errors") = "replace",
          "Decodes UTF-8 bytes to str exactly as bytes.decode('utf-8', errors) does.");
}

} // namespace u8i::python
