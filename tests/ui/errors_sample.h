// Strings with the errors a reverse engineer meets in the text of binary data, as C literals (the
// bytes escaped): Latin-1 inside words, a UTF-8 sequence cut at the end of a string, CESU-8.
#pragma once

namespace u8i::testing {

inline constexpr const char *kErrorsSample[] = {
    "Gr\xFC\xDF"
    "e aus K\xF6ln, sagte der Br\xE4utigam",         // Latin-1
    "Invalid name: Jos\xC3",                         // cut after the first byte of é
    "emoji \xED\xA0\xBD\xED\xB8\x80 in CESU-8 form", // U+1F600 as two surrogates
};

} // namespace u8i::testing
