// Syntax highlighting through KSyntaxHighlighting (KF6). Compiled only when CMake found it
// (U8I_HAVE_KSYNTAXHIGHLIGHTING); Appearance is the one user of this header.
//
// The highlighter formats the decoded text by the chosen definition and theme, then draws the
// TextWindow's markers (replacement units, control pictures, badges) over it, so that diagnostics
// stay visible in highlighted text. Themes also give the program its palette, from which the byte
// role and diagnostic colours follow.
#pragma once

#include "marker_painter.h"

#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QByteArrayView>
#include <QPalette>
#include <QStringList>

namespace u8i::ui {

namespace syntax {

// The theme names of the repository, sorted.
[[nodiscard]] QStringList themeNames();
// The theme KSyntaxHighlighting picks for a palette (light or dark).
[[nodiscard]] QString themeNameForPalette(const QPalette &palette);
// A palette made of a theme's editor and text colours.
[[nodiscard]] QPalette paletteForTheme(const QString &themeName, const QPalette &fallback);

struct DefinitionEntry {
    QString name; // the definition's (untranslated) name, e.g. "JSON"
    QString translatedName;
    QString section; // translated section, e.g. "Markup"
};
// Every definition that is not hidden, by section, then by name.
[[nodiscard]] std::vector<DefinitionEntry> definitions();
// The definition for a file: from its name, else from the MIME type of its name and first bytes.
// Empty when none fits (then the text is left unhighlighted).
[[nodiscard]] QString definitionNameFor(const QString &fileName, QByteArrayView head);

// "KSyntaxHighlighting 6.13.0: 331 syntax definitions, 27 themes", for the About dialog.
[[nodiscard]] QString statusText();

} // namespace syntax

class SyntaxHighlighter : public KSyntaxHighlighting::SyntaxHighlighter {
    Q_OBJECT
  public:
    SyntaxHighlighter(QTextDocument *document, const TextWindow *window);

    // An empty or unknown name highlights nothing (markers only).
    void setDefinitionName(const QString &name);
    [[nodiscard]] QString definitionName() const;
    void setThemeName(const QString &name);
    [[nodiscard]] QString themeName() const;
    [[nodiscard]] MarkerPainter &markers() { return m_markers; }

  protected:
    void highlightBlock(const QString &text) override;

  private:
    const TextWindow *m_window;
    MarkerPainter m_markers;
};

} // namespace u8i::ui
