// Unicode script names in the user's language. ICU names a character's script in English
// ("Cyrillic", "Old_Italic"), and the codec passes those names on as they are (MessageArg::Type::
// Script, the inspector's script, the strings' scripts); the GUI shows them through this table,
// whose names lupdate extracts (context "UnicodeScript"). Block names have their own table
// (block_names.h); character names stay ICU's, as the formal Unicode identifiers.
#pragma once

#include <QString>

#include <string_view>

namespace u8i::ui {

// "Kyrillisch" for "Cyrillic" in the German GUI; "Old_Italic" and "Old Italic" are the same name.
// A name the table lacks is shown as it is.
[[nodiscard]] QString scriptName(std::string_view englishName);

// "Lateinisch, Kyrillisch" for "Latin, Cyrillic": a list of names joined by ", ".
[[nodiscard]] QString scriptListText(const QString &englishNames);

// Whether the table holds the name (spaced or with ICU's underscores).
[[nodiscard]] bool hasScriptName(std::string_view englishName);

} // namespace u8i::ui
