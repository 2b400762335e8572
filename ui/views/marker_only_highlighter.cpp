#include "marker_only_highlighter.h"

namespace u8i::ui {

MarkerOnlyHighlighter::MarkerOnlyHighlighter(QTextDocument *document, const TextWindow *window)
    : QSyntaxHighlighter(document), m_window(window)
{
}

void MarkerOnlyHighlighter::highlightBlock(const QString &text)
{
    if (!m_window)
        return;
    m_markers.paint(*m_window, currentBlock().position(), static_cast<int>(text.size()),
                    [this](int start, int length, const QTextCharFormat &format) {
                        setFormat(start, length, format);
                    });
}

} // namespace u8i::ui
