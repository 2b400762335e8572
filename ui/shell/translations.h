// The program's translations (compiled in under :/i18n by qt_add_translations) and Qt's own.
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace u8i::ui {

// Language codes with a compiled-in translation, e.g. {"de"}.
[[nodiscard]] QStringList availableLanguages();

// Installs the translators for `language` ("de"; "en" for none; empty: the system's languages),
// replacing any installed before by this function. Returns the language loaded, or empty when the
// program stays in English.
QString installTranslations(const QString &language);

} // namespace u8i::ui
