// Checking one file of --check into its report: what happened to it, for the run's total.
#pragma once

#include "cli/check/check_report.h"
#include "cli/check/check_targets.h"

namespace u8i::cli {

enum class FileOutcome : std::uint8_t {
    Valid,   // valid UTF-8, and no notice made an error
    Invalid, // ill-formed bytes
    Flagged, // valid UTF-8, with a notice that --error makes an error
    Failed,  // not readable (the error line is written)
    Skipped, // binary data found in a directory (without --binary)
};

// Opens and checks one file, listing its findings and its summary (in `summary` too) through
// `report`; binary files found in a directory are skipped unless --binary, and the notices take
// their severities. Thread-safe for distinct reports.
[[nodiscard]] FileOutcome checkTarget(const CheckTarget &target, const CheckOptions &options,
                                      CheckReport &report, FileSummary &summary);

} // namespace u8i::cli
