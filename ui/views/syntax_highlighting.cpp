#include "syntax_highlighting.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <ksyntaxhighlighting_version.h>

#include <QCoreApplication>
#include <QMimeDatabase>

#include <algorithm>

namespace u8i::ui {

namespace {

namespace ksh = KSyntaxHighlighting;

// One repository for the program: loading the definitions takes a while, so it happens once.
ksh::Repository &repository()
{
    static ksh::Repository repo;
    return repo;
}

QColor mixed(QColor a, QColor b, double t)
{
    const auto ch = [t](int x, int y) { return static_cast<int>(x * (1.0 - t) + y * t + 0.5); };
    return {ch(a.red(), b.red()), ch(a.green(), b.green()), ch(a.blue(), b.blue())};
}

} // namespace

namespace syntax {

QStringList themeNames()
{
    QStringList names;
    for (const ksh::Theme &t : repository().themes())
        names << t.name();
    names.sort(Qt::CaseInsensitive);
    return names;
}

QString themeNameForPalette(const QPalette &palette)
{
    return repository().themeForPalette(palette).name();
}

QPalette paletteForTheme(const QString &themeName, const QPalette &fallback)
{
    const ksh::Theme theme = repository().theme(themeName);
    if (!theme.isValid())
        return fallback;
    const QColor base = QColor::fromRgba(theme.editorColor(ksh::Theme::BackgroundColor));
    const QColor text = QColor::fromRgba(theme.textColor(ksh::Theme::Normal));
    const QColor selection = QColor::fromRgba(theme.editorColor(ksh::Theme::TextSelection));
    const QColor border = QColor::fromRgba(theme.editorColor(ksh::Theme::IconBorder));
    const QColor current = QColor::fromRgba(theme.editorColor(ksh::Theme::CurrentLine));
    const QColor link = QColor::fromRgba(theme.textColor(ksh::Theme::Function));
    const QColor comment = QColor::fromRgba(theme.textColor(ksh::Theme::Comment));

    QPalette p = fallback;
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, current);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Window, border);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Button, mixed(border, text, 0.08));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, selection);
    p.setColor(QPalette::HighlightedText, text);
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, mixed(link, text, 0.3));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, comment);
    p.setColor(QPalette::BrightText, base);
    p.setColor(QPalette::Light, mixed(border, QColor(Qt::white), 0.3));
    p.setColor(QPalette::Midlight, mixed(border, QColor(Qt::white), 0.15));
    p.setColor(QPalette::Mid, mixed(border, QColor(Qt::black), 0.2));
    p.setColor(QPalette::Dark, mixed(border, QColor(Qt::black), 0.4));
    p.setColor(QPalette::Shadow, mixed(border, QColor(Qt::black), 0.7));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, mixed(text, base, 0.55));
    return p;
}

std::vector<DefinitionEntry> definitions()
{
    std::vector<DefinitionEntry> list;
    for (const ksh::Definition &d : repository().definitions())
        if (!d.isHidden())
            list.push_back({d.name(), d.translatedName(), d.translatedSection()});
    std::sort(list.begin(), list.end(), [](const DefinitionEntry &a, const DefinitionEntry &b) {
        if (const int c = a.section.compare(b.section, Qt::CaseInsensitive); c != 0)
            return c < 0;
        return a.translatedName.compare(b.translatedName, Qt::CaseInsensitive) < 0;
    });
    return list;
}

QString definitionNameFor(const QString &fileName, QByteArrayView head)
{
    if (!fileName.isEmpty())
        if (const ksh::Definition d = repository().definitionForFileName(fileName); d.isValid())
            return d.name();
    const QMimeDatabase mimes;
    const QByteArray bytes = head.toByteArray();
    const QMimeType mime = fileName.isEmpty() ? mimes.mimeTypeForData(bytes)
                                              : mimes.mimeTypeForFileNameAndData(fileName, bytes);
    // text/plain and application/octet-stream say nothing about syntax.
    if (mime.isValid() && !mime.isDefault() && mime.name() != QLatin1String("text/plain")) {
        if (const ksh::Definition d = repository().definitionForMimeType(mime.name()); d.isValid())
            return d.name();
        for (const QString &parent : mime.allAncestors())
            if (parent != QLatin1String("text/plain"))
                if (const ksh::Definition d = repository().definitionForMimeType(parent);
                    d.isValid())
                    return d.name();
    }
    return {};
}

QString statusText()
{
    return QCoreApplication::translate("u8i::ui::AboutDialog",
                                       "KSyntaxHighlighting %1: %2 syntax definitions, %3 themes")
        .arg(QStringLiteral(KSYNTAXHIGHLIGHTING_VERSION_STRING))
        .arg(repository().definitions().size())
        .arg(repository().themes().size());
}

} // namespace syntax

SyntaxHighlighter::SyntaxHighlighter(QTextDocument *document, const TextWindow *window)
    : KSyntaxHighlighting::SyntaxHighlighter(document), m_window(window)
{
    setTheme(repository().themeForPalette(QPalette()));
}

void SyntaxHighlighter::setDefinitionName(const QString &name)
{
    // An invalid definition makes the base class highlight nothing; markers are still drawn.
    setDefinition(name.isEmpty() ? ksh::Definition() : repository().definitionForName(name));
}

QString SyntaxHighlighter::definitionName() const
{
    return definition().isValid() ? definition().name() : QString();
}

void SyntaxHighlighter::setThemeName(const QString &name)
{
    const ksh::Theme t = repository().theme(name);
    setTheme(t.isValid() ? t : repository().themeForPalette(QPalette()));
    rehighlight();
}

QString SyntaxHighlighter::themeName() const
{
    return theme().name();
}

void SyntaxHighlighter::highlightBlock(const QString &text)
{
    if (definition().isValid())
        KSyntaxHighlighting::SyntaxHighlighter::highlightBlock(text);
    if (!m_window)
        return;
    m_markers.paint(*m_window, currentBlock().position(), static_cast<int>(text.size()),
                    [this](int start, int length, const QTextCharFormat &format) {
                        setFormat(start, length, format);
                    });
}

} // namespace u8i::ui
