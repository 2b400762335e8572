// The encoder's note on Unicode normalization: the typed text beside its composed (NFC) and
// decomposed (NFD) forms, code point by code point and byte by byte, as a table. The comparison is
// u8i::charsets::compareNormalizationForms, the one --encode and --explain print.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace u8i::ui {

class NormalizationNote {
    Q_DECLARE_TR_FUNCTIONS(NormalizationNote)
  public:
    // The note as rich text, or an empty string when NFC and NFD both leave `text` as it is.
    [[nodiscard]] static QString html(std::u32string_view text);
};

} // namespace u8i::ui
