#include "marker_highlighter.h"

namespace u8i::ui {

MarkerHighlighter::MarkerHighlighter(QTextDocument *document, const TextWindow *window)
    : QSyntaxHighlighter(document), m_window(window)
{
}

void MarkerHighlighter::setColors(const RoleColors &colors)
{
    m_painter.setColors(colors);
    rehighlight();
}

void MarkerHighlighter::highlightBlock(const QString &text)
{
    if (!m_window)
        return;
    m_painter.paint(*m_window, currentBlock().position(), static_cast<int>(text.size()),
                    [this](int start, int length, const QTextCharFormat &format) {
                        setFormat(start, length, format);
                    });
}

} // namespace u8i::ui
