// Legacy character sets (Windows-1252, KOI8-R, Shift_JIS, ...) as the codec sees them: an
// interface that the application fills (with ICU). The codec itself holds no tables.
#pragma once

#include "u8i/types.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8i {

struct LegacyDecoding {
    std::u32string text;                // the decoded characters; U+FFFD where nothing is defined
    std::vector<Offset> sourceOffsets;  // for each character, the offset of its first byte
    std::vector<Offset> undefinedBytes; // offsets of bytes the charset does not define
};

class LegacyCharset {
  public:
    virtual ~LegacyCharset() = default;

    // The display name used in findings: "Windows-1252", "ISO-8859-1", "MacRoman", "CP437", ...
    [[nodiscard]] virtual std::string name() const = 0;
    // True when every byte is one character (the charsets that mojibake chains go through).
    [[nodiscard]] virtual bool isSingleByte() const = 0;
    // Decodes the bytes. A byte the charset leaves undefined is listed in undefinedBytes; it
    // decodes to what the charset's common decoders give for it (Windows-1252 81 gives U+0081),
    // or to U+FFFD when there is nothing.
    [[nodiscard]] virtual LegacyDecoding decode(Bytes bytes) const = 0;
    // Encodes the characters; nullopt when one of them has no mapping.
    [[nodiscard]] virtual std::optional<std::string> encode(std::u32string_view text) const = 0;
};

using LegacyCharsets = std::span<const LegacyCharset *const>;

} // namespace u8i
