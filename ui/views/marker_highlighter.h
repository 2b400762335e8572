// Formats the markers of a TextWindow (replacement units, control pictures, badges, notices) in a
// text document, block by block, in colours from the palette: the text view's own highlighter, and
// the appearance's in builds without KSyntaxHighlighting. The formats themselves are the
// MarkerPainter's, shared with the syntax highlighter.
#pragma once

#include "marker_painter.h"

#include <QSyntaxHighlighter>

namespace u8i::ui {

class MarkerHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
  public:
    // The window must outlive the highlighter's use of it (the text view owns both).
    explicit MarkerHighlighter(QTextDocument *document, const TextWindow *window = nullptr);
    void setWindow(const TextWindow *window) { m_window = window; }
    void setColors(const RoleColors &colors);
    [[nodiscard]] MarkerPainter &markers() { return m_painter; }

  protected:
    void highlightBlock(const QString &text) override;

  private:
    const TextWindow *m_window;
    MarkerPainter m_painter;
};

} // namespace u8i::ui
