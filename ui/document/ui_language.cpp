#include "ui_language.h"

#include <u8i/charsets/properties/language_names.h>

#include <QCoreApplication>

namespace u8i::ui {

QString uiLanguage()
{
    // The translation gives its own language's code here.
    return QCoreApplication::translate("Language", "en",
                                       "the ISO 639 code of this translation's language");
}

QString languageName(const std::string &code, const std::string &fallback)
{
    const std::string name =
        code.empty() ? std::string() : charsets::languageName(code, uiLanguage().toStdString());
    return QString::fromStdString(name.empty() ? fallback : name);
}

} // namespace u8i::ui
