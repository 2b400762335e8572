// The look of the views: the colour theme and, when KSyntaxHighlighting is available, the syntax
// highlighting of the text view.
//
// A theme is a palette for the whole application (ApplicationTheme applies it, with Fusion); the
// byte role and diagnostic colours follow from it (RoleColors::fromPalette), in the hex view, the
// text view's markers and the panels alike. With KSyntaxHighlighting the themes are the
// repository's, the palette is made of the theme's colours, and the default theme follows the
// system palette (Repository::themeForPalette). Without it there are built-in light and dark
// palettes, and the default keeps the system's.
//
// Appearance replaces the text view's own marker highlighter by one that also honours the notices
// the user chose to hide and, with KSyntaxHighlighting, highlights by file type underneath.
#pragma once

#include "role_colors.h"

#include <QByteArrayView>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

class QSyntaxHighlighter;

namespace u8i::ui {

class MarkerPainter;
class TextView;

struct SyntaxEntry {
    QString name;           // untranslated, as stored: "JSON"
    QString translatedName; // as shown
    QString section;        // "Markup", "Sources", ...
};

class Appearance : public QObject {
    Q_OBJECT
  public:
    explicit Appearance(TextView *textView, QObject *parent = nullptr);
    ~Appearance() override;

    [[nodiscard]] static bool hasSyntaxHighlighting();
    // What the build has, in words, for the About dialog.
    [[nodiscard]] static QString highlightingStatus();

    // Themes: names to choose from; "" is the default (follows the system palette).
    [[nodiscard]] static QStringList themeNames();
    [[nodiscard]] QString theme() const { return m_theme; }
    // The theme in effect: the chosen one, or for the default the theme picked for the palette
    // (KSyntaxHighlighting) or empty (built-in palettes: the system palette itself).
    [[nodiscard]] QString effectiveTheme() const;
    void setTheme(const QString &name); // unknown names give the default
    // The application palette of a theme; nullopt for the default (the system's) and unknown names.
    [[nodiscard]] static std::optional<QPalette> paletteOf(const QString &name);
    // The byte role and diagnostic colours of the current theme.
    [[nodiscard]] RoleColors roleColors() const;

    // Syntax highlighting (all empty without KSyntaxHighlighting).
    [[nodiscard]] static std::vector<SyntaxEntry> syntaxes();
    [[nodiscard]] QString syntax() const; // the definition in use; empty: none
    [[nodiscard]] bool syntaxAutomatic() const { return m_automatic; }
    void setSyntax(const QString &name); // the user's choice; empty: no highlighting
    void setSyntaxAutomatic();           // back to choosing by file type
    // A new document: picks the definition from its name, then its MIME type (unless the user chose
    // one).
    void documentOpened(const QString &fileName, QByteArrayView head);

    void setShownNotices(const std::array<bool, kNoticeKindCount> &shown);
    [[nodiscard]] QSyntaxHighlighter *highlighter() const { return m_highlighter; }

  signals:
    void themeChanged();
    void syntaxChanged();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void applySyntax(const QString &name);
    void updateMarkerColors();
    [[nodiscard]] MarkerPainter &markers() const;

    QPointer<TextView> m_view;
    QSyntaxHighlighter *m_highlighter = nullptr; // a child of the view's document
    QString m_theme;
    bool m_automatic = true;
    QString m_fileName;
    QByteArray m_head;
};

} // namespace u8i::ui
