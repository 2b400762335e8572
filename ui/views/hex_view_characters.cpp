// The hex view's character column: one cell per byte, aligned with the bytes of the row. A
// character sits under its lead byte, each continuation byte shows a filler mark, each ill-formed
// byte a marker; glyph and colour come from the byte's role (characterCell, in the theme). And the
// mark layers: bars under the bytes that bookmarks or a comparison mark.
#include "hex_view.h"

#include <QPainter>
#include <QScrollBar>

#include <algorithm>

namespace u8i::ui {

CharacterCell HexView::cellOf(Offset offset, const Window &window) const
{
    const ByteAnnotation &a = window.at(offset);
    char32_t character = m_data[offset];
    if (a.role == ByteRole::Lead) {
        const auto &items = window.items;
        const auto it =
            std::partition_point(items.begin(), items.end(),
                                 [offset](const Item &item) { return item.end() <= offset; });
        character = it != items.end() && it->offset == offset ? it->codePoint : U'\uFFFD';
    }
    return characterCell(a.role, character, m_colors);
}

CharacterCell HexView::characterCellAt(Offset offset)
{
    if (offset >= m_data.size() || safeData().empty())
        return {};
    return cellOf(offset, annotation(offset, offset + 1));
}

QRect HexView::characterRect(Offset offset) const
{
    const QRect cell = cellRect(offset);
    if (!m_showCharacters || cell.isNull())
        return {};
    const int column = static_cast<int>(offset % static_cast<Offset>(m_bytesPerRow));
    return {m_charsX + column * m_charWidth - horizontalScrollBar()->value(), cell.y(), m_charWidth,
            m_lineHeight};
}

std::optional<Offset> HexView::characterOffsetAt(int x, Offset row) const
{
    const int column = std::clamp((x - m_charsX) / m_charWidth, 0, m_bytesPerRow - 1);
    const Offset offset = row * static_cast<Offset>(m_bytesPerRow) + static_cast<Offset>(column);
    if (offset >= m_data.size())
        return std::nullopt;
    return offset;
}

void HexView::setMarkLayer(const QString &name, MarkFunction marks, QPalette::ColorRole colour)
{
    std::erase_if(m_markLayers, [&name](const MarkLayer &l) { return l.name == name; });
    if (marks)
        m_markLayers.push_back({name, std::move(marks), colour});
    viewport()->update();
}

bool HexView::marked(const QString &name, Offset offset) const
{
    for (const MarkLayer &l : m_markLayers)
        if (l.name == name) {
            const std::vector<bool> marks = l.marks(offset, offset + 1);
            return !marks.empty() && marks.front();
        }
    return false;
}

void HexView::paintMarks(QPainter &p, Offset rowBegin, Offset rowEnd, int y)
{
    // Each layer a bar of its own: the first at the cell's bottom, the next above it.
    const int bar = std::max(2, m_lineHeight / 8);
    int bottom = y + m_lineHeight - 1;
    for (const MarkLayer &layer : m_markLayers) {
        const std::vector<bool> marks = layer.marks(rowBegin, rowEnd);
        const QColor colour = palette().color(layer.colour);
        for (Offset off = rowBegin; off < rowEnd && off - rowBegin < marks.size(); ++off) {
            if (!marks[off - rowBegin])
                continue;
            const int column = static_cast<int>(off - rowBegin);
            p.fillRect(QRect(cellX(column), bottom - bar, 3 * m_charWidth, bar), colour);
            if (m_showCharacters)
                p.fillRect(QRect(m_charsX + column * m_charWidth, bottom - bar, m_charWidth, bar),
                           colour);
        }
        bottom -= bar + 1;
    }
}

void HexView::paintCharacters(QPainter &p, Offset rowBegin, Offset rowEnd, int y,
                              const Window &window)
{
    const int cw = m_charWidth;
    const Offset selBegin = selectionBegin();
    const Offset selEnd = selectionEnd();
    p.setPen(m_colors.dim);
    p.drawLine(m_charsX - cw, y, m_charsX - cw, y + m_lineHeight);
    // Backgrounds and marks first, then the characters, which may be wider than their cell (CJK,
    // emoji): each is drawn over the filler marks of its own continuation bytes.
    for (Offset off = rowBegin; off < rowEnd; ++off) {
        const int x = m_charsX + static_cast<int>(off - rowBegin) * cw;
        const QRect cell(x, y + 1, cw, m_lineHeight - 2);
        const CharacterCell c = cellOf(off, window);
        const bool selected = off >= selBegin && off < selEnd;
        if (selected)
            p.fillRect(cell, m_colors.selectionFill);
        else if (c.fill.isValid())
            p.fillRect(cell, c.fill);
        if (c.isCharacter)
            continue;
        p.setPen(selected ? m_colors.selectionText : c.colour);
        p.drawText(cell, Qt::AlignCenter, c.text);
    }
    const QFontMetrics fm(font());
    for (Offset off = rowBegin; off < rowEnd; ++off) {
        const CharacterCell c = cellOf(off, window);
        if (!c.isCharacter)
            continue;
        const int x = m_charsX + static_cast<int>(off - rowBegin) * cw;
        const int width = std::max(cw, fm.horizontalAdvance(c.text));
        const bool selected = off >= selBegin && off < selEnd;
        if (width > cw)
            p.fillRect(QRect(x + cw, y + 1, width - cw, m_lineHeight - 2),
                       selected ? m_colors.selectionFill
                                : (c.fill.isValid() ? c.fill : palette().color(QPalette::Base)));
        p.setPen(selected ? m_colors.selectionText : c.colour);
        p.drawText(x, y + m_ascent, c.text);
    }
    if (const Offset at = caret(); at >= rowBegin && at < rowEnd) {
        const int x = m_charsX + static_cast<int>(at - rowBegin) * cw;
        p.setPen(QPen(m_colors.caret, 1, hasFocus() ? Qt::DotLine : Qt::SolidLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRect(x, y + 1, cw - 1, m_lineHeight - 3));
    }
}

} // namespace u8i::ui
