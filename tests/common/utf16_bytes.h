// Text as UTF-16 bytes, as Windows resources and string tables hold it (the strings tests hide
// such text among other bytes): little- or big-endian, no byte order mark (QString's units, so
// characters beyond the BMP as surrogate pairs).
#pragma once

#include <QByteArray>
#include <QString>

namespace u8i::testing {

[[nodiscard]] inline QByteArray utf16(const QString &text, bool little)
{
    QByteArray out;
    for (const QChar c : text) {
        const auto u = c.unicode();
        out.append(static_cast<char>(little ? u & 0xFF : u >> 8));
        out.append(static_cast<char>(little ? u >> 8 : u & 0xFF));
    }
    return out;
}

[[nodiscard]] inline QByteArray utf16le(const QString &text)
{
    return utf16(text, true);
}

} // namespace u8i::testing
