// The ill-formed runs of mostly-UTF-8 text judged with the file's language as evidence: the
// codec's judge (u8i/mojibake/ill_formed_runs.h) reads each run alone; here the one charset the
// words holding the legacy runs read best in is chosen by the alphabets of languages (CLDR, see
// text_plausibility.h), with the language of the file's well-formed text preferred, and every run
// that reads as text in it is read so ("Příliš" in Windows-1250, not "Pøíliš" in Windows-1252).
#pragma once

#include "u8i/mojibake/ill_formed_runs.h"
#include "u8i/mojibake/mojibake.h"

#include <optional>
#include <string>

namespace u8i::charsets {

[[nodiscard]] IllFormedRuns judgeRuns(Bytes data);

// The charset judgeRuns reads the legacy runs of `data` in (empty: none is text), judged on its
// first kDetectionHead bytes.
[[nodiscard]] std::string runEncoding(Bytes data);

// mojibakeOptions() with MojibakeOptions::runEncoding from `data`: what the GUI's repairs and the
// command line give the mojibake analysis of a file.
[[nodiscard]] MojibakeOptions mojibakeOptionsFor(Bytes data);

// What --fix-mojibake gives the repairer of a file whose bytes are `data` (a mapped file: the
// encoding detector samples it): nothing for binary data or a file in another encoding (those are
// not repaired run by run), else mojibakeOptions() line by line (not wholeInput), with the
// runEncoding of the detector's verdict. So the GUI finds the runs, and decides them, as the CLI.
[[nodiscard]] std::optional<MojibakeOptions> runByRunRepairOptions(Bytes data);

} // namespace u8i::charsets
