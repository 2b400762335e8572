// The language the GUI speaks: the one of the translation in use ("de"), or English. Texts that do
// not come from the translation (the user guide, ICU's language names) follow it.
#pragma once

#include <QString>

#include <string>

namespace u8i::ui {

// "de" with the German translation installed, "en" without one.
[[nodiscard]] QString uiLanguage();

// The name of the language `code` ("ru") in uiLanguage() ("Russisch"), from ICU; `fallback` (the
// detector's English name) where ICU has none.
[[nodiscard]] QString languageName(const std::string &code, const std::string &fallback);

} // namespace u8i::ui
