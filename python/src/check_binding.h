// check() and iter_findings(): the engine of --check (cli::checkTarget) on one file, its findings
// and summary written by the --check --json format into lines the Python side reads. The one
// home of a finding's fields and words stays the command line's: the module cannot differ.
#pragma once

#include <pybind11/pybind11.h>

#include <functional>
#include <string>
#include <string_view>

namespace u8i::python {

namespace py = pybind11;

// What a check is asked for: --all, whether the project's rules apply (a file given by its path:
// .editorconfig, .utf8-inspector.toml, inline allowances; not --no-config), and --baseline.
struct CheckSettings {
    bool all = false;
    bool rules = true;
    std::string baseline;
};

// Checks the file at `path` as `utf8-inspector --check --json [--all] PATH` does, giving `line`
// each line it writes (without its line feed): the findings in order, then the file's summary, or
// the record of an error. Error lines (stderr) go to `error`. Call it with the GIL released.
void checkJson(const std::string &path, const CheckSettings &settings,
               const std::function<void(std::string_view)> &line,
               const std::function<void(std::string_view)> &error);

void registerCheck(py::module_ &m);
void registerCheckStream(py::module_ &m);

} // namespace u8i::python
