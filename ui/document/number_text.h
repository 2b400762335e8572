// How the program writes a byte count or an offset for people: 1,234,567 (English grouping, so
// that messages read the same in every locale and tests can compare them).
#pragma once

#include <u8i/types.h>

#include <QLocale>
#include <QString>

namespace u8i::ui {

[[nodiscard]] inline QString grouped(Offset n)
{
    return QLocale(QLocale::English).toString(static_cast<qulonglong>(n));
}

} // namespace u8i::ui
