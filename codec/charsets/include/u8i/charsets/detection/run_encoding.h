// The ill-formed runs of mostly-UTF-8 text judged with the file's language as evidence: the
// codec's judge (u8i/mojibake/ill_formed_runs.h) reads each run alone; here the one charset the
// words holding the legacy runs read best in is chosen by the alphabets of languages (CLDR, see
// text_plausibility.h), with the language of the file's well-formed text preferred, and every run
// that reads as text in it is read so ("Příliš" in Windows-1250, not "Pøíliš" in Windows-1252).
#pragma once

#include "u8i/charsets/detection/encoding_detection.h"
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

// What is done to a file that is UTF-8 with errors, line by line (MojibakeRepairer): its legacy
// runs are read in the one charset of its runs, its UTF-8 and its damage kept byte for byte.
//   - Convert: nothing else (--decode --from auto, the GUI's Convert to UTF-8);
//   - Repair: chains of wrong decodings in the UTF-8 are undone too (--fix-mojibake, the GUI's
//     Save repaired).
// The one home of these options, so that the command line and the GUI do the same.
enum class RunRepair : std::uint8_t { Convert, Repair };
[[nodiscard]] MojibakeOptions runRepairOptions(Bytes data, RunRepair what);
// The one decision of how a file is repaired, taken from its verdict: a file that is UTF-8, with
// or without errors, gets the Repair options of `sample` (its bytes, or its detection sample);
// binary data and a file in another encoding get nothing (they are not repaired run by run).
// --fix-mojibake and the GUI's Mojibake panel, message bar and Save repaired all ask it, so that
// they find the same runs and decide them alike (damage stays damage in each).
[[nodiscard]] std::optional<MojibakeOptions> runByRunRepairOptions(const EncodingVerdict &verdict,
                                                                   Bytes sample);
// The same for a file whose bytes are `data` (a mapped file: the encoding detector samples it).
[[nodiscard]] std::optional<MojibakeOptions> runByRunRepairOptions(Bytes data);

} // namespace u8i::charsets
