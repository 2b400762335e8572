// What libmagic says a run of bytes is: its MIME type ("image/png") and its description ("PNG
// image data, 16 x 16, 8-bit/color RGBA"). The encoding detector asks it whether bytes are text at
// all: an executable, an image or a compressed file is never read as a legacy encoding.
#pragma once

#include "u8i/types.h"

#include <string>

namespace u8i::charsets {

struct FileType {
    std::string mime;        // "image/png", "text/plain"; empty when libmagic could not tell
    std::string description; // "PNG image data, ..."; its first clause is the short name
    // The short name for a verdict: "PNG image", "ELF 64-bit LSB pie executable".
    [[nodiscard]] std::string shortName() const;
    // libmagic calls it text (text/*, or one of the text-like application types such as JSON).
    [[nodiscard]] bool isText() const;
};

// Looks at the first bytes of `data` (at most 1 MiB); thread-safe.
[[nodiscard]] FileType fileTypeOf(Bytes data);

} // namespace u8i::charsets
