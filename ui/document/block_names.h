// Unicode block names in the user's language. ICU names a code point's block in English only, and
// the codec passes that name on as it is (charsets::CharacterProperties::block, "Latin 1
// Supplement"); the GUI shows it through this table, whose names lupdate extracts (context
// "UnicodeBlock"). Neither ICU nor Qt ships German block names: the German ones are the
// conventional names of the German Unicode literature, a block named after a script taking that
// script's German name from ui/document/script_names.cpp.
#pragma once

#include <QString>

#include <string_view>

namespace u8i::ui {

// "Lateinisch-1, Ergänzung" for "Latin 1 Supplement" in the German GUI. A name the table lacks is
// shown as it is.
[[nodiscard]] QString blockName(std::string_view englishName);

// Whether the table holds the name.
[[nodiscard]] bool hasBlockName(std::string_view englishName);

} // namespace u8i::ui
