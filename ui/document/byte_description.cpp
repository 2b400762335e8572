#include "byte_description.h"

#include "message_texts.h"

#include <u8i/utf8/message.h>

#include <QObject>

namespace u8i::ui {

Item itemContaining(Bytes data, Offset offset)
{
    return decodeItemAt(data, itemStartContaining(data, offset));
}

QString codePointText(char32_t codePoint)
{
    return QString::fromStdString(describeCodePoint(static_cast<std::uint32_t>(codePoint)));
}

QString describeByte(Bytes data, Offset offset)
{
    if (offset >= data.size())
        return {};
    const Item item = itemContaining(data, offset);
    const auto byteHex = QStringLiteral("%1").arg(data[offset], 2, 16, QLatin1Char('0')).toUpper();
    const QString where =
        QObject::tr("Byte %1 at offset %2 (0x%3)").arg(byteHex).arg(offset).arg(offset, 0, 16);
    if (!item.wellFormed) {
        const auto kind =
            QString::fromUtf8(name(item.kind).data(), qsizetype(name(item.kind).size()));
        return QObject::tr("%1: ill-formed (%2)\n%3").arg(where, kind, groupText(data, item));
    }
    if (item.length == 1)
        return QObject::tr("%1: ASCII %2").arg(where, codePointText(item.codePoint));
    const Offset index = offset - item.offset;
    const QString role = index == 0 ? QObject::tr("lead byte") : QObject::tr("continuation byte");
    return QObject::tr("%1: %2 %3 of %4 of %5")
        .arg(where, role)
        .arg(index + 1)
        .arg(item.length)
        .arg(codePointText(item.codePoint));
}

} // namespace u8i::ui
