// The deceptive-text suites' shorthand for findings: "notice U+XXXX" (the first character of a
// finding), with " xN" for a run of N characters, and the analyser run over a QString.
#pragma once

#include <u8i/charsets/deceptive/deceptive_text.h>

#include <QString>
#include <QStringList>

namespace u8i::testing {

inline QStringList summary(const std::vector<charsets::DeceptiveFinding> &findings)
{
    QStringList out;
    for (const charsets::DeceptiveFinding &f : findings) {
        QString s = QString::fromLatin1(name(f.kind).data()) + " " +
                    QStringLiteral("U+%1").arg(uint(f.codePoint), 4, 16, QChar('0')).toUpper();
        if (f.count > 1)
            s += QStringLiteral(" x%1").arg(f.count);
        out << s;
    }
    return out;
}

inline std::vector<charsets::DeceptiveFinding> analyse(const QString &text,
                                                       charsets::DeceptiveOptions options = {})
{
    const QByteArray utf8 = text.toUtf8();
    return charsets::findDeceptiveText(
        Bytes(reinterpret_cast<const std::uint8_t *>(utf8.constData()),
              static_cast<std::size_t>(utf8.size())),
        options);
}

// The text of code points (char32_t literals keep U+E0100 and the like readable in tables).
inline QString text(std::u32string_view codePoints)
{
    return QString::fromUcs4(codePoints.data(), static_cast<qsizetype>(codePoints.size()));
}

} // namespace u8i::testing
