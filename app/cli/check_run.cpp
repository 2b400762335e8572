// --check as a whole run: the files to check (arguments, directories walked, --files-from), each
// checked alone or on -j threads with its output printed in order, the total, the exit status.
#include "cli/check_file.h"
#include "cli/check_report.h"
#include "cli/check_targets.h"
#include "cli/modes.h"
#include "cli/ordered_jobs.h"
#include "cli/output.h"
#include "cli/output_sink.h"
#include "cli/sarif_log.h"

#include <optional>
#include <thread>

namespace u8i::cli {

namespace {

void count(FileOutcome outcome, CheckTally &tally)
{
    switch (outcome) {
    case FileOutcome::Valid: ++tally.valid; break;
    case FileOutcome::Invalid: ++tally.invalid; break;
    case FileOutcome::Flagged: ++tally.flagged; break;
    case FileOutcome::Failed: ++tally.failed; break;
    case FileOutcome::Skipped: ++tally.skipped; break;
    }
}

CheckReport configuredReport(const Options &options)
{
    CheckReport report(options.json, options.max);
    report.configure(options.check);
    return report;
}

unsigned jobsFor(const CheckOptions &options)
{
    if (options.jobs > 0)
        return options.jobs;
    return std::max(1U, std::thread::hardware_concurrency());
}

void checkAll(const Options &options, const std::vector<CheckTarget> &files, CheckTally &tally)
{
    const unsigned jobs = jobsFor(options.check);
    if (jobs == 1 || files.size() <= 1) {
        CheckReport report = configuredReport(options);
        for (const CheckTarget &target : files)
            count(checkTarget(target, options.check, report), tally);
        return;
    }
    runInOrder<FileOutcome>(
        files.size(), jobs, std::size_t{4} * jobs,
        [&](std::size_t i) {
            CheckReport report = configuredReport(options);
            return checkTarget(files[i], options.check, report);
        },
        [&](std::size_t, FileOutcome outcome) { count(outcome, tally); });
}

int exitStatus(const CheckTally &tally)
{
    if (tally.failed > 0)
        return kExitError;
    return tally.invalid + tally.flagged > 0 ? kExitInvalid : kExitValid;
}

} // namespace

int runCheck(const Options &options)
{
    CheckTargets targets;
    std::string error;
    if (!collectTargets(options.args, options.check, targets, error)) {
        errorLine(error);
        return kExitError;
    }
    std::optional<SarifLog> sarif;
    std::optional<SinkScope> sarifScope;
    if (options.check.format == CheckFormat::Sarif) {
        sarif.emplace(options.check.severities);
        sarifScope.emplace(&*sarif);
    }
    CheckTally tally;
    for (const std::string &w : targets.warnings)
        errorLine(w);
    for (const std::string &e : targets.errors) {
        errorLine(e);
        ++tally.failed;
    }
    checkAll(options, targets.files, tally);
    if (tally.files() > 1 || targets.expanded)
        configuredReport(options).total(tally);
    const int status = exitStatus(tally);
    if (sarif) {
        sarifScope.reset();
        sarif->finish(status);
    }
    flushOut();
    return status;
}

} // namespace u8i::cli
