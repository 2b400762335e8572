// How the program writes a byte count or an offset for people: 1,234,567 (English grouping, so
// that messages read the same in every locale and tests can compare them).
#pragma once

#include <u8i/types.h>

#include <QLocale>
#include <QString>

#include <algorithm>
#include <climits>

namespace u8i::ui {

[[nodiscard]] inline QString grouped(Offset n)
{
    return QLocale(QLocale::English).toString(static_cast<qulonglong>(n));
}

// The count that picks a plural form in tr(…, nullptr, n), which takes an int: counts past INT_MAX
// take the form of INT_MAX (plural in every language the program has). The text shows grouped(n).
[[nodiscard]] inline int pluralCount(Offset n)
{
    return static_cast<int>(std::min<Offset>(n, INT_MAX));
}

} // namespace u8i::ui
