// check(): a file's --check --json lines, or those of data put in an in-memory file.
#include "check_binding.h"

#include "cli/check/check_file.h"
#include "cli/check/check_report.h"
#include "cli/io/output_sink.h"
#include "python_input.h"
#include "u8i/utf8/kind_descriptors.h"

#include <pybind11/stl.h>

#include <optional>
#include <vector>

namespace u8i::python {

namespace {

// Cuts what the format writes into lines.
class LineSink final : public cli::OutputSink {
  public:
    LineSink(const std::function<void(std::string_view)> &line,
             const std::function<void(std::string_view)> &error)
        : m_line(line), m_error(error)
    {
    }
    void out(std::string_view text) override
    {
        for (std::size_t end; (end = text.find('\n')) != std::string_view::npos;) {
            if (m_pending.empty()) {
                m_line(text.substr(0, end));
            } else {
                m_pending.append(text.substr(0, end));
                m_line(m_pending);
                m_pending.clear();
            }
            text.remove_prefix(end + 1);
        }
        m_pending.append(text);
    }
    void error(std::string_view line) override { m_error(line); }

  private:
    const std::function<void(std::string_view)> &m_line;
    const std::function<void(std::string_view)> &m_error;
    std::string m_pending;
};

std::vector<std::string> checkLines(py::handle dataOrPath, bool all, bool rules,
                                    const std::optional<std::string> &baseline)
{
    CheckSettings settings{all, rules && isPath(dataOrPath), baseline.value_or("")};
    std::unique_ptr<MemoryFile> memory;
    std::string path;
    if (isPath(dataOrPath)) {
        (void)openInput(dataOrPath); // OSError with the path, before the engine says it in words
        path = pathOf(dataOrPath);
    } else {
        const DataView view(dataOrPath, "check");
        memory = std::make_unique<MemoryFile>(view.bytes());
        path = memory->path();
    }
    std::vector<std::string> lines;
    std::string errors;
    {
        const py::gil_scoped_release release;
        checkJson(
            path, settings, [&lines](std::string_view line) { lines.emplace_back(line); },
            [&errors](std::string_view line) { errors.append(line).append("\n"); });
    }
    return lines;
}

} // namespace

void checkJson(const std::string &path, const CheckSettings &settings,
               const std::function<void(std::string_view)> &line,
               const std::function<void(std::string_view)> &error)
{
    LineSink sink(line, error);
    const cli::SinkScope scope(&sink);
    const std::unique_ptr<cli::FindingFormat> format = cli::makeJsonFormat();
    cli::CheckOptions options;
    options.format = cli::CheckFormat::Json;
    options.projectRules = settings.rules;
    options.baseline = settings.baseline;
    cli::CheckReport report(*format, {kNoOffset, settings.all, options.severities});
    cli::FileSummary summary;
    (void)cli::checkTarget({path, false}, options, report, summary);
}

void registerCheck(py::module_ &m)
{
    m.def("check_json", &checkLines, py::arg("data_or_path"), py::arg("all") = false,
          py::arg("rules") = true, py::arg("baseline") = std::nullopt,
          "The lines `utf8-inspector --check --json [--all] [--no-config] [--baseline FILE]`\n"
          "writes for data or a file: its findings in order, then its summary (or the record of\n"
          "an error). check() reads them. The project's rules apply to a path only.");
    m.def(
        "deceptive_notices",
        [] {
            std::vector<std::string> names;
            for (const KindDescriptor<NoticeKind> &d : kNoticeKindDescriptors)
                if (d.category == KindCategory::Deceptive)
                    names.emplace_back(d.name);
            return names;
        },
        "The notices of deceptive text, which --check lists after a file's other findings.");
}

} // namespace u8i::python
