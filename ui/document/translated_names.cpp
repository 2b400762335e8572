#include "translated_names.h"

#include <QCoreApplication>

#include <algorithm>
#include <string>

namespace u8i::ui {

bool TranslatedNames::holds(std::string_view name) const
{
    return std::ranges::any_of(m_names, [name](const char *entry) { return name == entry; });
}

QString TranslatedNames::shown(std::string_view name) const
{
    const std::string source(name);
    return QCoreApplication::translate(m_context, source.c_str());
}

} // namespace u8i::ui
