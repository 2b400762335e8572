// The verdict on a file that is UTF-8 with errors, made per run: which ill-formed runs read as
// text in a legacy encoding and which are damage (see u8i/mojibake/ill_formed_runs.h). Private to
// u8i_charsets.
#pragma once

#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/mojibake/ill_formed_runs.h"

namespace u8i::charsets {

// `v` (the verdict so far) as UTF-8 with errors, with the legacy runs of `runs` (judged on `data`,
// the sample) that lie in its first `fileOffsets` bytes (where the sample's offsets are the
// file's), and the evidence. A legacy run is reported with the ASCII of its field or line, and
// runs of one encoding with only such ASCII between them are one.
[[nodiscard]] EncodingVerdict perRunVerdict(EncodingVerdict v, Bytes data,
                                            const IllFormedRuns &runs, Offset fileOffsets);

// "12 well-formed multi-byte characters[, which read as no text in X], beside 3 ill-formed runs"
// (or " beside 3 ill-formed groups"), each noun in its number. `noTextIn` empty: no such clause.
[[nodiscard]] std::vector<Message> wellFormedBeside(std::uint64_t characters,
                                                    std::uint64_t illFormed, bool runs,
                                                    const std::string &noTextIn = {});

// Adds the legacy runs and their evidence to a verdict of UTF-8 with errors made otherwise.
void addLegacyRuns(EncodingVerdict &v, Bytes data, const IllFormedRuns &runs, Offset fileOffsets);

} // namespace u8i::charsets
