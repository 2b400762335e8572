// Formats the markers of a TextWindow (replacement units, control pictures, badges) in a text
// document, block by block, in colours from the palette. The formats themselves are the
// MarkerPainter's, shared with the syntax highlighter.
#pragma once

#include "marker_painter.h"

#include <QSyntaxHighlighter>

namespace u8i::ui {

class MarkerHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
  public:
    explicit MarkerHighlighter(QTextDocument *document);
    // The window must outlive the highlighter's use of it (the text view owns both).
    void setWindow(const TextWindow *window) { m_window = window; }
    void setColors(const RoleColors &colors);

  protected:
    void highlightBlock(const QString &text) override;

  private:
    const TextWindow *m_window = nullptr;
    MarkerPainter m_painter;
};

} // namespace u8i::ui
