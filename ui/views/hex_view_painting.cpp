// The hex view's painting: the column header, then each visible row: its offset, the cell
// backgrounds by byte role (and the selection), a bracket around each well-formed multi-byte
// unit, ill-formed groups outlined in the pen of their kind, the hex digits and the caret.
#include "hex_view.h"
#include "styles.h"

#include <u8i/utf8/item.h>

#include <QPainter>
#include <QScrollBar>

#include <algorithm>

namespace u8i::ui {

namespace {

bool isPrintableAscii(std::uint8_t b)
{
    return b >= 0x20 && b < 0x7F;
}

} // namespace

void HexView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    const int hscroll = horizontalScrollBar()->value();
    p.translate(-hscroll, 0);

    // Column header.
    p.setPen(m_colors.dim);
    for (int c = 0; c < m_bytesPerRow; ++c)
        p.drawText(cellX(c) + m_charWidth / 2, m_ascent,
                   QStringLiteral("%1").arg(c, 2, 16, QLatin1Char('0')).toUpper());
    p.drawLine(0, m_lineHeight - 1, m_contentWidth + hscroll, m_lineHeight - 1);

    const Bytes data = safeData();
    if (data.size() != m_data.size() || m_data.empty()) {
        p.setPen(m_colors.dim);
        p.drawText(QRect(0, m_lineHeight, viewport()->width() + hscroll, 3 * m_lineHeight),
                   Qt::AlignCenter,
                   m_data.empty() ? tr("No bytes") : tr("The bytes are no longer available"));
        return;
    }
    const auto bpr = static_cast<Offset>(m_bytesPerRow);
    const Offset rows = rowCount();
    const auto visible = static_cast<Offset>(visibleRowCount()) + 1; // + a partial row
    const Offset lastRow = std::min(rows, m_top + visible);
    const Window &window = annotation(m_top * bpr, std::min<Offset>(m_data.size(), lastRow * bpr));
    for (Offset row = m_top; row < lastRow; ++row)
        paintRow(p, row, m_lineHeight + static_cast<int>(row - m_top) * m_lineHeight, window);
}

void HexView::paintRow(QPainter &p, Offset row, int y, const Window &window)
{
    const auto bpr = static_cast<Offset>(m_bytesPerRow);
    const Offset rowBegin = row * bpr;
    const Offset rowEnd = std::min<Offset>(m_data.size(), rowBegin + bpr);
    const Offset selBegin = selectionBegin();
    const Offset selEnd = selectionEnd();
    const int cw = m_charWidth;

    p.setPen(m_colors.dim);
    p.drawText(cw, y + m_ascent, offsetText(rowBegin));

    // Backgrounds: selection, ill-formed bytes, multi-byte units.
    for (Offset off = rowBegin; off < rowEnd; ++off) {
        const int x = cellX(static_cast<int>(off - rowBegin));
        const QRect cell(x, y + 1, 3 * cw, m_lineHeight - 2);
        const ByteAnnotation &a = window.at(off);
        if (off >= selBegin && off < selEnd)
            p.fillRect(
                cell.adjusted(0, 0, (off + 1 < selEnd && (off - rowBegin) % 8 == 7) ? cw : 0, 0),
                m_colors.selectionFill);
        else if (const QColor fill = styleOf(a.role, m_colors).fill; fill.isValid())
            p.fillRect(cell.adjusted(cw / 4, 0, -cw / 4, 0), fill);
    }
    // Brackets around each well-formed multi-byte unit: open on a side where the unit continues
    // on the previous or next row.
    p.setRenderHint(QPainter::Antialiasing, false);
    for (Offset off = rowBegin; off < rowEnd; ++off) {
        const ByteAnnotation &a = window.at(off);
        if (a.role == ByteRole::Ascii || a.role == ByteRole::Invalid || a.sequenceLength < 2)
            continue;
        const Offset unitStart = off - a.index;
        const Offset unitEnd = unitStart + a.sequenceLength; // exclusive
        const Offset last = std::min(unitEnd, rowEnd) - 1;
        const int left = cellX(static_cast<int>(off - rowBegin)) + cw / 4;
        const int right = cellX(static_cast<int>(last - rowBegin)) + 3 * cw - cw / 4 - 1;
        const int top = y + 1;
        const int bottom = y + m_lineHeight - 2;
        p.setPen(QPen(m_colors.multibyte, 1));
        p.drawLine(left, top, right, top);
        p.drawLine(left, bottom, right, bottom);
        if (off == unitStart)
            p.drawLine(left, top, left, bottom);
        if (last + 1 == unitEnd)
            p.drawLine(right, top, right, bottom);
        off = last;
    }
    paintGroups(p, rowBegin, rowEnd, y, window);
    paintMarks(p, rowBegin, rowEnd, y);

    // Hex digits.
    for (Offset off = rowBegin; off < rowEnd; ++off) {
        const ByteAnnotation &a = window.at(off);
        const std::uint8_t b = m_data[off];
        QColor color;
        if (off >= selBegin && off < selEnd)
            color = m_colors.selectionText;
        else if (a.role == ByteRole::Ascii && !isPrintableAscii(b))
            color = m_colors.dim;
        else
            color = styleOf(a.role, m_colors).colour;
        p.setPen(color);
        p.drawText(cellX(static_cast<int>(off - rowBegin)) + cw / 2, y + m_ascent,
                   QStringLiteral("%1").arg(b, 2, 16, QLatin1Char('0')).toUpper());
    }
    if (m_showCharacters)
        paintCharacters(p, rowBegin, rowEnd, y, window);
    // Caret.
    if (const Offset at = caret(); at >= rowBegin && at < rowEnd) {
        const QRect cell(cellX(static_cast<int>(at - rowBegin)), y, 3 * cw - 1, m_lineHeight - 1);
        QPen pen(m_colors.caret, hasFocus() ? 2 : 1, hasFocus() ? Qt::SolidLine : Qt::DotLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(cell.adjusted(1, 1, -1, -1));
    }
}

void HexView::paintGroups(QPainter &p, Offset rowBegin, Offset rowEnd, int y, const Window &window)
{
    // Ill-formed groups overlapping this row: outlined in the colour and line style of their kind,
    // with a tick under the first byte of each replacement unit.
    const auto &items = window.items;
    auto it = std::partition_point(items.begin(), items.end(),
                                   [rowBegin](const Item &item) { return item.end() <= rowBegin; });
    const int cw = m_charWidth;
    for (; it != items.end() && it->offset < rowEnd; ++it) {
        if (it->wellFormed)
            continue;
        const Offset first = std::max(it->offset, rowBegin);
        const Offset last = std::min(it->end(), rowEnd) - 1;
        const Style style = styleOf(it->kind, m_colors);
        const QColor color = style.colour;
        const QPen pen = style.pen(2);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const int left = cellX(static_cast<int>(first - rowBegin)) + 1;
        const int right = cellX(static_cast<int>(last - rowBegin)) + 3 * cw - 2;
        const int top = y + 1;
        const int bottom = y + m_lineHeight - 2;
        p.drawLine(left, top, right, top);
        p.drawLine(left, bottom, right, bottom);
        if (first == it->offset)
            p.drawLine(left, top, left, bottom);
        if (last + 1 == it->end())
            p.drawLine(right, top, right, bottom);
        // Replacement units: a small mark at the start of each unit.
        if (it->length > 1) {
            p.setPen(QPen(color, 1));
            const auto tick = [&](ReplacementUnit unit) {
                if (unit.begin >= rowBegin && unit.begin != it->offset) {
                    const int x = cellX(static_cast<int>(unit.begin - rowBegin));
                    p.drawLine(x, bottom - 4, x, bottom);
                }
            };
            forEachReplacementUnit(m_data, *it, tick, rowBegin, rowEnd);
        }
    }
}

} // namespace u8i::ui
