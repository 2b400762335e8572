#include "teach_text.h"

#include <u8i/utf8/utf8_rules.h>

#include "number_text.h"
#include "unicode_info.h"

#include <QApplication>
#include <QChar>
#include <QLabel>
#include <QPalette>
#include <QStringList>

namespace u8i::ui {

QLabel *makeTeachLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

namespace {

QString mono(const QString &s)
{
    return QStringLiteral("<code>%1</code>").arg(s.toHtmlEscaped());
}

} // namespace

QString TeachText::bits(std::uint32_t value, int width)
{
    return QString::fromStdString(u8i::bitString(value, width));
}

QString TeachText::uPlus(std::uint32_t codePoint)
{
    return codePointLabel(codePoint);
}

QString TeachText::codePointWithChar(std::uint32_t codePoint)
{
    const QString u = uPlus(codePoint);
    if (codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
        return u;
    if (codePoint < 0x20 || codePoint == 0x7F || (codePoint >= 0x80 && codePoint < 0xA0))
        return tr("%1 (a control character)").arg(u);
    if (codePoint == 0x20)
        return tr("%1 (space)").arg(u);
    const char32_t c = codePoint;
    return QStringLiteral("%1 '%2'").arg(u, QString::fromUcs4(&c, 1));
}

QString TeachText::hexByte(std::uint8_t byte)
{
    return upperHex(byte, 2);
}

QString TeachText::hexBytes(const std::vector<std::uint8_t> &bytes)
{
    QStringList l;
    for (const std::uint8_t b : bytes)
        l << hexByte(b);
    return l.join(QLatin1Char(' '));
}

QString TeachText::binaryByte(std::uint8_t byte)
{
    return bits(byte, 8);
}

std::vector<std::uint8_t> TeachText::bytesOf(const EncodeExplanation &e)
{
    std::vector<std::uint8_t> v;
    for (const ByteBits &b : e.bytes)
        v.push_back(b.value);
    return v;
}

QStringList TeachText::encodeSteps(const EncodeExplanation &e)
{
    QStringList steps;
    const int width = e.bitsNeeded;
    steps << tr("<b>Bits needed.</b> %1 in binary is %2, without leading zeros; bits needed: %3.")
                 .arg(uPlus(e.codePoint), mono(bits(e.codePoint, width)))
                 .arg(width);
    if (e.length == 0) {
        steps << tr("<b>Length table.</b> No row holds more than 21 bits (31 in the obsolete "
                    "forms): there is no UTF-8 form.");
        return steps;
    }
    static const char *const rows[] = {
        "",
        QT_TRANSLATE_NOOP("TeachText", "0–7 bits → 1 byte"),
        QT_TRANSLATE_NOOP("TeachText", "8–11 bits → 2 bytes"),
        QT_TRANSLATE_NOOP("TeachText", "12–16 bits → 3 bytes"),
        QT_TRANSLATE_NOOP("TeachText", "17–21 bits → 4 bytes"),
        QT_TRANSLATE_NOOP("TeachText", "22–26 bits → 5 bytes (obsolete, RFC 2279)"),
        QT_TRANSLATE_NOOP("TeachText", "27–31 bits → 6 bytes (obsolete, RFC 2279)")};
    steps << tr("<b>Length table.</b> For %1 the row %2 applies.")
                 .arg(width == 1 ? tr("1 bit") : tr("%1 bits").arg(width), tr(rows[e.length]));

    QStringList payloads;
    QStringList groups;
    for (const ByteBits &b : e.bytes)
        payloads << QString::fromStdString(b.payload());
    for (const std::string &g : e.groups)
        groups << QString::fromStdString(g);
    if (e.length == 1) {
        steps << tr("<b>Groups.</b> One byte holds 7 payload bits: %1 (padded with 0 on the left).")
                     .arg(mono(payloads.join(QLatin1Char(' '))));
        steps << tr("<b>Marker.</b> A 1-byte character starts with the marker bit 0: %1.")
                     .arg(mono(QStringLiteral("0·") + payloads.front()));
    } else {
        QStringList widths;
        for (const QString &p : payloads)
            widths << QString::number(p.size());
        steps << tr("<b>Groups.</b> Cut the bits into 6-bit groups from the low end: %1. Padded "
                    "to the payload widths (%2 bits) that is %3.")
                     .arg(mono(groups.join(QLatin1Char(' '))), widths.join(QStringLiteral(" + ")),
                          mono(payloads.join(QLatin1Char(' '))));
        QStringList marked;
        for (const ByteBits &b : e.bytes)
            marked << QString::fromStdString(b.marker()) + QStringLiteral("·") +
                          QString::fromStdString(b.payload());
        steps << tr("<b>Markers.</b> The lead byte gets %1 (%2 ones: %2 bytes, then a 0), each "
                    "continuation byte gets 10: %3.")
                     .arg(mono(QString::fromStdString(e.bytes.front().marker())))
                     .arg(e.length)
                     .arg(mono(marked.join(QLatin1Char(' '))));
    }
    QStringList binary;
    for (const ByteBits &b : e.bytes)
        binary << binaryByte(b.value);
    steps << tr("<b>Result.</b> %1 in hex, %2 in binary.")
                 .arg(mono(hexBytes(bytesOf(e))), mono(binary.join(QLatin1Char(' '))));
    return steps;
}

QString TeachText::lengthTableHtml(int length)
{
    const QPalette p = QApplication::palette();
    const QString fill = p.color(QPalette::Highlight).name();
    const QString ink = p.color(QPalette::HighlightedText).name();
    struct Row {
        const char *bits;
        const char *range;
        const char *pattern;
    };
    static const Row rows[] = {
        {"0–7", "U+0000–U+007F", "0xxxxxxx"},
        {"8–11", "U+0080–U+07FF", "110xxxxx 10xxxxxx"},
        {"12–16", "U+0800–U+FFFF", "1110xxxx 10xxxxxx 10xxxxxx"},
        {"17–21", "U+10000–U+10FFFF", "11110xxx 10xxxxxx 10xxxxxx 10xxxxxx"},
    };
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=3><tr><th>%1</th><th>%2</th>"
                                  "<th>%3</th><th>%4</th></tr>")
                       .arg(tr("bits"), tr("bytes"), tr("code points"), tr("pattern"));
    for (int i = 0; i < 4; ++i) {
        const bool on = i + 1 == length;
        const QString style =
            on ? QStringLiteral(" style=\"background-color:%1; color:%2\"").arg(fill, ink)
               : QString();
        html += QStringLiteral("<tr%1><td>%2</td><td align=center>%3</td><td>%4</td>"
                               "<td><code>%5</code></td></tr>")
                    .arg(style, QString::fromUtf8(rows[i].bits), QString::number(i + 1),
                         QString::fromUtf8(rows[i].range), QString::fromLatin1(rows[i].pattern));
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace u8i::ui
