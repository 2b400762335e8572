// --decode --from auto on a file that is UTF-8 with errors whose ill-formed runs read as a legacy
// encoding (a field or line another program wrote): those runs converted, the UTF-8 kept byte for
// byte, damage replaced as --errors says.
#pragma once

#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/mojibake/mojibake.h"
#include "u8i/scan/stream_decoder.h"

#include <cstdint>
#include <vector>

namespace u8i::cli {

class Input;

// Writes the converted text of `input` (`head`: its first bytes, already read) to stdout, its runs
// converted with `options` (charsets::runRepairOptions, RunRepair::Convert).
// Returns 0 when every ill-formed run read as text, 1 when damage was replaced, 2 on I/O errors.
[[nodiscard]] int decodeMixed(Input &input, const std::vector<std::uint8_t> &head,
                              const charsets::EncodingVerdict &verdict,
                              const MojibakeOptions &options, ErrorMode mode);

} // namespace u8i::cli
