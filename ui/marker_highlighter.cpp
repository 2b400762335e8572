#include "marker_highlighter.h"

#include <algorithm>

namespace u8i::ui {

MarkerHighlighter::MarkerHighlighter(QTextDocument *document) : QSyntaxHighlighter(document) {}

void MarkerHighlighter::setColors(const RoleColors &colors)
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
    rehighlight();
}

void MarkerHighlighter::highlightBlock(const QString &text)
{
    if (!m_window)
        return;
    const int blockStart = currentBlock().position();
    const int blockEnd = blockStart + static_cast<int>(text.size());
    const auto &markers = m_window->markers;
    auto it = std::lower_bound(markers.begin(), markers.end(), blockStart,
                               [](const TextMarker &m, int p) { return m.position + m.length <= p; });
    for (; it != markers.end() && it->position < blockEnd; ++it) {
        const int from = std::max(it->position, blockStart) - blockStart;
        const int to = std::min(it->position + it->length, blockEnd) - blockStart;
        const QTextCharFormat *format = &m_control;
        switch (it->kind) {
        case TextMarker::Kind::Replacement: format = &m_replacement; break;
        case TextMarker::Kind::Control: format = &m_control; break;
        case TextMarker::Kind::Badge: format = &m_badge; break;
        case TextMarker::Kind::Notice: format = &m_notice; break;
        }
        if (to > from)
            setFormat(from, to - from, *format);
    }
}

} // namespace u8i::ui
