#include "marker_painter.h"

#include <u8i/utf8/item.h>

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
    m_deceptive = {};
    m_deceptive.setBackground(colors.deceptiveFill);
    m_deceptive.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    m_deceptive.setUnderlineColor(colors.deceptive);
    m_run = {};
    m_run.setBackground(colors.noticeFill);
    m_run.setUnderlineStyle(QTextCharFormat::SingleUnderline);
    m_run.setUnderlineColor(colors.notice);
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
    paintDeceptive(window, blockStart, blockEnd, setFormat);
}

// Deceptive text and mojibake runs over the rest: the characters a marker already shows (a badge
// for a bidi control, a picture) keep that look, the others get the warning underline (deceptive)
// or the notice colour (mojibake).
void MarkerPainter::paintDeceptive(const TextWindow &window, int blockStart, int blockEnd,
                                   const SetFormat &setFormat) const
{
    for (const DeceptiveMark &mark : window.deceptive) {
        if (mark.position >= blockEnd || mark.position + mark.length <= blockStart ||
            !showsNotice(mark.kind))
            continue;
        const QTextCharFormat &format = mark.kind == NoticeKind::Mojibake ? m_run : m_deceptive;
        const int end = std::min(mark.position + mark.length, blockEnd);
        int runStart = -1;
        for (int p = std::max(mark.position, blockStart); p <= end; ++p) {
            const bool free = p < end && window.markerAt(p) == nullptr;
            if (free && runStart < 0)
                runStart = p;
            if (!free && runStart >= 0) {
                setFormat(runStart - blockStart, p - runStart, format);
                runStart = -1;
            }
        }
    }
}

} // namespace u8i::ui
