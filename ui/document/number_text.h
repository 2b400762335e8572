// How the program writes a byte count or an offset for people: 1,234,567 (English grouping, so
// that messages read the same in every locale and tests can compare them).
#pragma once

#include <u8i/hex_text.h>
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

// "4F", "00FF": the upper-case hex digits of `value`, at least `minDigits` (u8i/hex_text.h).
[[nodiscard]] inline QString upperHex(std::uint64_t value, int minDigits = 1)
{
    return QString::fromStdString(hexNumber(value, minDigits));
}

// "0x5b": an offset as the lists, the tables and the status bar show it.
[[nodiscard]] inline QString offsetHex(Offset offset)
{
    return QStringLiteral("0x") + QString::number(static_cast<qulonglong>(offset), 16);
}

// "C0 AF": bytes in upper-case hex, a space between.
[[nodiscard]] inline QString hexByteListText(std::string_view bytes)
{
    return QString::fromStdString(hexByteList(bytes));
}

// The count that picks a plural form in tr(…, nullptr, n), which takes an int: counts past INT_MAX
// take the form of INT_MAX (plural in every language the program has). The text shows grouped(n).
[[nodiscard]] inline int pluralCount(Offset n)
{
    return static_cast<int>(std::min<Offset>(n, INT_MAX));
}

} // namespace u8i::ui
