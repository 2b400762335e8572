// What the Unicode Character Database says about one code point
// (u8i/charsets/properties/character_properties.h), as QStrings for the widgets.
#pragma once

#include <QString>

namespace u8i::ui {

struct UnicodeInfo {
    char32_t codePoint = 0;
    QString name;         // "SPIRAL SHELL"; an alias ("LINE FEED") or "<control-000A>" when unnamed
    QString categoryName; // "Other Symbol"
    QString categoryCode; // "So"
    QString block;        // "Miscellaneous Symbols and Pictographs"; "No Block" when unassigned
    QString script;       // "Common"
    QString age;          // Unicode version that assigned it ("6.0"); empty when unassigned
};

// Looks a code point up in ICU. Any value is accepted; values above U+10FFFF or surrogates give
// what ICU knows of them (an empty name, category "Unassigned" or "Surrogate").
[[nodiscard]] UnicodeInfo unicodeInfo(char32_t codePoint);

// "U+0041", "U+1F41A": at least four hex digits, upper case.
[[nodiscard]] QString codePointLabel(char32_t codePoint);

} // namespace u8i::ui
