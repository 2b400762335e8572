#include "styles.h"

#include <QPainter>
#include <QPixmap>

#include <array>

namespace u8i::ui {

namespace {

// Per ErrorKind, in enum order: ObsoleteForm, InvalidByte, Overlong, Surrogate, OutOfRange,
// Truncated, UnexpectedContinuation.
struct KindLook {
    QList<qreal> dashes;
    char16_t glyph;
};
const std::array<KindLook, kErrorKindCount> &kindLooks()
{
    static const std::array<KindLook, kErrorKindCount> looks = {{
        {{1, 2, 1, 2, 6, 2}, u'\u25C6'}, // dot-dot-dash, ◆
        {{}, u'\u25A0'},                 // solid, ■
        {{4, 2}, u'\u25B2'},             // dash, ▲
        {{4, 2, 1, 2}, u'\u25CF'},       // dash-dot, ●
        {{1, 2}, u'\u25BC'},             // dot, ▼
        {{8, 3}, u'\u25D6'},             // long dash, ◖
        {{2, 2, 2, 6}, u'\u25AC'},       // pairs of short dashes, ▬
    }};
    return looks;
}

} // namespace

QPen Style::pen(qreal width) const
{
    QPen p(colour, width);
    if (!dashes.isEmpty())
        p.setDashPattern(dashes);
    return p;
}

Style styleOf(ByteRole role, const RoleColors &colors)
{
    switch (role) {
    // Glyphs, for the hex view's character column: a lead shows its character (no glyph), a
    // continuation byte a filler dot, an ill-formed byte a cross.
    case ByteRole::Ascii: return {colors.text, {}, {}, {}};
    case ByteRole::Lead: return {colors.multibyte, colors.unitFill, {}, {}};
    case ByteRole::Continuation: return {colors.multibyte, colors.unitFill, {}, QChar(u'\u00B7')};
    case ByteRole::Invalid: return {colors.invalid, colors.invalidFill, {}, QChar(u'\u00D7')};
    }
    return {colors.text, {}, {}, {}};
}

Style styleOf(ErrorKind kind, const RoleColors &colors)
{
    const auto k = static_cast<std::size_t>(kind);
    const KindLook &look = kindLooks()[k];
    return {colors.kind[k], colors.invalidFill, look.dashes, QChar(look.glyph)};
}

Style styleOf(NoticeKind, const RoleColors &colors)
{
    return {colors.notice, colors.noticeFill, {1, 2}, {}};
}

QIcon swatchIcon(ErrorKind kind, const RoleColors &colors, int size)
{
    const Style style = styleOf(kind, colors);
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(style.pen(2));
    p.drawLine(QPointF(1, size - 2), QPointF(size - 1, size - 2));
    QFont font = p.font();
    font.setPixelSize(size * 3 / 4);
    p.setFont(font);
    p.setPen(style.colour);
    p.drawText(QRect(0, 0, size, size - 3), Qt::AlignCenter, QString(style.glyph));
    return QIcon(pixmap);
}

} // namespace u8i::ui
