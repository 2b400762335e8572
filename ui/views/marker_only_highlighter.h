// The text view's highlighter in builds without KSyntaxHighlighting: the TextWindow's markers only,
// honouring the notices the user chose to hide. (With KSyntaxHighlighting, SyntaxHighlighter draws
// the same markers over the syntax formats.)
#pragma once

#include "marker_painter.h"

#include <QSyntaxHighlighter>

namespace u8i::ui {

class MarkerOnlyHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
  public:
    MarkerOnlyHighlighter(QTextDocument *document, const TextWindow *window);
    [[nodiscard]] MarkerPainter &markers() { return m_markers; }

  protected:
    void highlightBlock(const QString &text) override;

  private:
    const TextWindow *m_window;
    MarkerPainter m_markers;
};

} // namespace u8i::ui
