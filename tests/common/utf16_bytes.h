// Text as UTF-16LE bytes, as Windows resources and string tables hold it (the strings tests hide
// such text among other bytes).
#pragma once

#include <QByteArray>
#include <QString>

namespace u8i::testing {

[[nodiscard]] inline QByteArray utf16le(const QString &text)
{
    QByteArray out;
    for (const QChar c : text) {
        out.append(static_cast<char>(c.unicode() & 0xFF));
        out.append(static_cast<char>(c.unicode() >> 8));
    }
    return out;
}

} // namespace u8i::testing
