// --check as a whole run: the files to check (arguments, directories walked, --files-from), each
// checked alone or on -j threads with its output printed in order, the total, the exit status.
#include "cli/check/check_file.h"
#include "cli/check/check_report.h"
#include "cli/check/check_targets.h"
#include "cli/formats/ci_formats.h"
#include "cli/formats/sarif_log.h"
#include "cli/io/ordered_jobs.h"
#include "cli/io/output.h"
#include "cli/io/output_sink.h"
#include "cli/modes.h"
#include "cli/rules/explain_config.h"
#include "cli/rules/run_rules.h"
#include "u8i/simd/isa.h"

#include <optional>

namespace u8i::cli {

namespace {

// One file's outcome and the counts the total adds up.
struct Checked {
    FileOutcome outcome = FileOutcome::Failed;
    Offset errors = 0;
    Offset warnings = 0;
};

void count(const Checked &checked, RunTotal &total)
{
    ++total.files;
    switch (checked.outcome) {
    case FileOutcome::Valid: ++total.valid; break;
    case FileOutcome::Invalid: ++total.invalid; break;
    case FileOutcome::Flagged: ++total.flagged; break;
    case FileOutcome::Failed: ++total.unreadable; break;
    case FileOutcome::Skipped: ++total.skipped; break;
    }
    total.errors += checked.errors;
    total.warnings += checked.warnings;
}

std::unique_ptr<FindingFormat> formatFor(const CheckOptions &options)
{
    std::unique_ptr<FindingFormat> format;
    switch (options.format) {
    case CheckFormat::Human: format = makeHumanFormat(); break;
    case CheckFormat::Json: format = makeJsonFormat(); break;
    case CheckFormat::Sarif: format = makeSarifFormat(); break;
    case CheckFormat::Github: format = makeGithubFormat(); break;
    }
    return options.quiet ? makeQuietFormat(std::move(format)) : std::move(format);
}

// A format and a report for one thread.
struct Reporter {
    explicit Reporter(const Options &options)
        : format(formatFor(options.check)),
          report(*format, {options.max, options.all, options.check.severities})
    {
    }
    std::unique_ptr<FindingFormat> format;
    CheckReport report;
};

Checked checkOne(const CheckTarget &target, const CheckOptions &options, CheckReport &report)
{
    FileSummary summary;
    Checked checked;
    checked.outcome = checkTarget(target, options, report, summary);
    checked.errors = summary.diagnosticCount() + summary.noticeErrorCount();
    checked.warnings = summary.noticeCount() - summary.noticeErrorCount();
    return checked;
}

unsigned jobsFor(const CheckOptions &options)
{
    return simd::threadCount(options.jobs);
}

void checkAll(const Options &options, const std::vector<CheckTarget> &files, RunTotal &total)
{
    const unsigned jobs = jobsFor(options.check);
    if (jobs == 1 || files.size() <= 1) {
        Reporter reporter(options);
        for (const CheckTarget &target : files)
            count(checkOne(target, options.check, reporter.report), total);
        return;
    }
    runInOrder<Checked>(
        files.size(), jobs, std::size_t{4} * jobs,
        [&](std::size_t i) {
            Reporter reporter(options);
            return checkOne(files[i], options.check, reporter.report);
        },
        [&](std::size_t, const Checked &checked) { count(checked, total); });
}

int exitStatus(const RunTotal &total)
{
    if (total.unreadable > 0)
        return kExitError;
    return total.invalid + total.flagged > 0 ? kExitInvalid : kExitValid;
}

} // namespace

int runCheck(const Options &given)
{
    if (!given.check.explainConfig.empty())
        return explainConfig(given.check);
    Options options = given;
    std::string error;
    options.check.rules = makeRunRules(options.check, error);
    CheckTargets targets;
    if (!options.check.rules || !collectTargets(options.args, options.check, targets, error)) {
        errorLine(error);
        return kExitError;
    }
    std::erase_if(targets.files, [&options](const CheckTarget &t) {
        return options.check.rules->excluded(t.path); // a .utf8-inspector.toml's exclude
    });
    std::optional<SarifLog> sarif;
    std::optional<SinkScope> sarifScope;
    if (options.check.format == CheckFormat::Sarif) {
        sarif.emplace(options.check.severities);
        sarifScope.emplace(&*sarif);
    }
    RunTotal total;
    for (const std::string &w : targets.warnings)
        errorLine(w);
    for (const std::string &e : targets.errors) {
        errorLine(e);
        ++total.files;
        ++total.unreadable;
    }
    checkAll(options, targets.files, total);
    if (total.files > 1 || targets.expanded)
        formatFor(options.check)->total(total);
    const int status = exitStatus(total);
    if (sarif) {
        if (options.check.rules->baseline)
            for (const std::string &result : options.check.rules->baseline->absentResults())
                out(result + "\n");
        sarifScope.reset();
        sarif->finish(status);
    }
    flushOut();
    return status;
}

} // namespace u8i::cli
