// The bytes read in a legacy charset ("Show as Windows-1251"): its characters over a range, the
// text pane's window and the hex view's annotation built from them. A range is decoded from a
// point where the charset is in step with the bytes (u8i/charsets/detection/charset_steps.h).
#pragma once

#include "text_window.h"

#include <u8i/mojibake/legacy_charset.h>
#include <u8i/utf8/annotate.h>

#include <QString>

#include <optional>
#include <vector>

namespace u8i::ui {

struct LegacyCharacter {
    Offset offset = 0; // its first byte
    Offset length = 1;
    char32_t codePoint = 0xFFFD;
    bool undefined = false; // bytes the charset does not define (shown as U+FFFD)
};

// The characters that overlap [begin, end), in order.
[[nodiscard]] std::vector<LegacyCharacter> legacyCharacters(Bytes data, Offset begin, Offset end,
                                                            const LegacyCharset &charset);

// The character containing byte `offset`; nullopt past the end.
[[nodiscard]] std::optional<LegacyCharacter> legacyCharacterAt(Bytes data, Offset offset,
                                                               const LegacyCharset &charset);

// "U+0416 at offset 12 (0xc): Windows-1251 bytes C6, UTF-8 bytes D0 96", or for undefined bytes
// "bytes 98 at offset 12 (0xc): not defined in Windows-1251".
[[nodiscard]] QString legacyCharacterText(Bytes data, const LegacyCharacter &character,
                                          const LegacyCharset &charset);

// The text pane's window, like buildTextWindow: undefined bytes are replacement markers.
[[nodiscard]] TextWindow buildLegacyTextWindow(Bytes data, Offset around, Offset radius,
                                               const LegacyCharset &charset);

// The hex view's annotation of [begin, end): a byte of an ASCII character is Ascii, the bytes of
// another character Lead and Continuation (sequenceLength = its bytes), undefined bytes Invalid.
// Its items are the charset's characters (well-formed, with their code points), so that the
// character column shows them; no ill-formed groups or notices, which are UTF-8's.
[[nodiscard]] Window annotateLegacy(Bytes data, Offset begin, Offset end,
                                    const LegacyCharset &charset);

} // namespace u8i::ui
