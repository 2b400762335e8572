#include "marker_painter.h"

#include <u8i/item.h>

#include <QFont>

#include <algorithm>

namespace u8i::ui {

MarkerPainter::MarkerPainter()
{
    m_shown.fill(true);
}

void MarkerPainter::setColors(const RoleColors &colors)
{
    m_replacement = {};
    m_replacement.setForeground(colors.invalid);
    m_replacement.setBackground(colors.invalidFill);
    m_replacement.setFontWeight(QFont::Bold);
    m_control = {};
    m_control.setForeground(colors.dim);
    m_badge = {};
    m_badge.setForeground(colors.notice);
    m_badge.setBackground(colors.noticeFill);
    m_notice = {};
    m_notice.setForeground(colors.notice);
    m_notice.setUnderlineStyle(QTextCharFormat::DotLine);
    m_notice.setUnderlineColor(colors.notice);
}

const QTextCharFormat *MarkerPainter::formatFor(const TextMarker &marker) const
{
    if (marker.kind == TextMarker::Kind::Replacement)
        return &m_replacement;
    // Control pictures, badges and notices show well-formed characters: the user may hide the
    // notice they stand for (a control picture stays a picture, just unmarked).
    if (const auto notice = noticeFor(marker.codePoint, marker.itemOffset);
        notice && !showsNotice(*notice))
        return nullptr;
    switch (marker.kind) {
    case TextMarker::Kind::Control: return &m_control;
    case TextMarker::Kind::Badge: return &m_badge;
    case TextMarker::Kind::Notice: return &m_notice;
    case TextMarker::Kind::Replacement: break;
    }
    return &m_replacement;
}

void MarkerPainter::paint(const TextWindow &window, int blockStart, int length,
                          const SetFormat &setFormat) const
{
    const int blockEnd = blockStart + length;
    const auto &markers = window.markers;
    auto it =
        std::lower_bound(markers.begin(), markers.end(), blockStart,
                         [](const TextMarker &m, int p) { return m.position + m.length <= p; });
    for (; it != markers.end() && it->position < blockEnd; ++it) {
        const int from = std::max(it->position, blockStart) - blockStart;
        const int to = std::min(it->position + it->length, blockEnd) - blockStart;
        if (to <= from)
            continue;
        if (const QTextCharFormat *format = formatFor(*it))
            setFormat(from, to - from, *format);
    }
}

} // namespace u8i::ui
