// --decode --from auto on UTF-8 with legacy runs (see decode_mixed.h).
#include "cli/repair/decode_mixed.h"

#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/repair/parallel_repair.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/scan/stream_decoder.h"

namespace u8i::cli {

int decodeMixed(Input &input, const std::vector<std::uint8_t> &head,
                const charsets::EncodingVerdict &verdict, const MojibakeOptions &options,
                ErrorMode mode)
{
    errorLine(input.label() + ": " + charsets::describe(verdict) +
              ": converting those runs, keeping the UTF-8 as it is");
    const auto &all = charsets::mojibakeCharsets();
    bool damaged = false;
    std::string error;
    ParallelRepair repairer(
        LegacyCharsets(all.data(), all.size()), options,
        [&](std::string_view text) {
            if (damaged && mode == ErrorMode::Strict)
                return; // --errors=strict stops at the first damage
            const Bytes bytes(reinterpret_cast<const std::uint8_t *>(text.data()), text.size());
            const std::string decoded = decodeToUtf8(bytes, mode);
            out(decoded);
            damaged = damaged || decoded != text;
        },
        [](MojibakeFinding &&) {});
    const bool ok = forEachChunkAfter(input, head, error, [&](Bytes chunk) {
        repairer.feed(chunk);
        return true;
    });
    repairer.finish();
    flushOut();
    if (!ok) {
        errorLine(error);
        return kExitError;
    }
    return damaged ? kExitInvalid : kExitValid;
}

} // namespace u8i::cli
