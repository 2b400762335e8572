#include "input_parsing.h"
#include "message_texts.h"

#include <u8i/utf8/explain.h>
#include <u8i/utf8/message.h>

#include <QObject>

namespace u8i::ui {

std::optional<QByteArray> parseScratchInput(const QString &input, ScratchMode mode, QString &error)
{
    error.clear();
    switch (mode) {
    case ScratchMode::Text: return input.toUtf8();
    case ScratchMode::HexOrEscapes: {
        if (input.trimmed().isEmpty())
            return QByteArray();
        std::vector<std::uint8_t> bytes;
        Message why;
        if (!parseHexBytes(input.trimmed().toStdString(), bytes, why)) {
            error = messageText(why);
            return std::nullopt;
        }
        return QByteArray(reinterpret_cast<const char *>(bytes.data()),
                          static_cast<qsizetype>(bytes.size()));
    }
    case ScratchMode::CodePoints: {
        QByteArray out;
        const QString separators = QStringLiteral(" ,;\t\n");
        QString part;
        const auto flush = [&]() -> bool {
            if (part.isEmpty())
                return true;
            std::uint32_t cp = 0;
            if (!parseCodePoint(part.toStdString(), cp) || cp > 0x7FFFFFFF) {
                error = QObject::tr("“%1” is not a code point (write U+20AC, 0x20AC or 8364)")
                            .arg(part);
                return false;
            }
            out += QByteArray::fromStdString(encodeUtf8(cp));
            part.clear();
            return true;
        };
        for (const QChar c : input) {
            if (separators.contains(c)) {
                if (!flush())
                    return std::nullopt;
            } else {
                part += c;
            }
        }
        if (!flush())
            return std::nullopt;
        return out;
    }
    }
    return std::nullopt;
}

std::optional<Offset> parseOffset(const QString &input)
{
    QString s = input.trimmed();
    s.remove(QLatin1Char(',')).remove(QLatin1Char('_')).remove(QLatin1Char(' '));
    if (s.isEmpty())
        return std::nullopt;
    int base = 10;
    if (s.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        s = s.mid(2);
        base = 16;
    } else if (s.endsWith(QLatin1Char('h'), Qt::CaseInsensitive)) {
        s.chop(1);
        base = 16;
    }
    bool ok = false;
    const qulonglong value = s.toULongLong(&ok, base);
    if (!ok)
        return std::nullopt;
    return static_cast<Offset>(value);
}

} // namespace u8i::ui
