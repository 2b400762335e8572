#include "appearance.h"

#include "application_theme.h"
#include "builtin_palettes.h"
#include "text_view.h"

#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
#include "syntax_highlighting.h"
#else
#include "marker_highlighter.h"
#endif

#include <QApplication>
#include <QEvent>
#include <QSyntaxHighlighter>

namespace u8i::ui {

namespace {

constexpr qsizetype kHeadBytes = 4096; // what MIME detection looks at

#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
using Highlighter = SyntaxHighlighter;
#else
using Highlighter = MarkerHighlighter;
#endif

} // namespace

Appearance::Appearance(TextView *textView, QObject *parent) : QObject(parent), m_view(textView)
{
    // The view's own highlighter draws the markers only; this one replaces it.
    QTextDocument *doc = m_view->document();
    for (QSyntaxHighlighter *old :
         doc->findChildren<QSyntaxHighlighter *>(Qt::FindDirectChildrenOnly))
        old->setDocument(nullptr);
    m_highlighter = new Highlighter(doc, &m_view->window());
    m_view->installEventFilter(this);
    updateMarkerColors();
}

Appearance::~Appearance()
{
    if (m_view)
        m_view->removeEventFilter(this);
}

bool Appearance::hasSyntaxHighlighting()
{
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    return true;
#else
    return false;
#endif
}

QString Appearance::highlightingStatus()
{
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    return syntax::statusText();
#else
    return tr("KSyntaxHighlighting: not available in this build; built-in light and dark palettes");
#endif
}

QStringList Appearance::themeNames()
{
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    return syntax::themeNames();
#else
    return builtinThemeNames();
#endif
}

QString Appearance::effectiveTheme() const
{
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    return static_cast<SyntaxHighlighter *>(m_highlighter)->themeName();
#else
    return m_theme;
#endif
}

std::optional<QPalette> Appearance::paletteOf(const QString &name)
{
    if (name.isEmpty() || !themeNames().contains(name))
        return std::nullopt;
    const QPalette &system = ApplicationTheme::instance().systemPalette();
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    return syntax::paletteForTheme(name, system);
#else
    return builtinPalette(name, system);
#endif
}

void Appearance::setTheme(const QString &name)
{
    m_theme = themeNames().contains(name) ? name : QString();
    ApplicationTheme::instance().apply(paletteOf(m_theme));
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    static_cast<SyntaxHighlighter *>(m_highlighter)
        ->setThemeName(m_theme.isEmpty() ? syntax::themeNameForPalette(QApplication::palette())
                                         : m_theme);
#endif
    // Outside a running event loop (tests, --screenshot) widgets learn of it only from posted
    // events.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    updateMarkerColors();
    emit themeChanged();
}

RoleColors Appearance::roleColors() const
{
    return RoleColors::fromPalette(m_view->palette());
}

std::vector<SyntaxEntry> Appearance::syntaxes()
{
    std::vector<SyntaxEntry> list;
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    for (const syntax::DefinitionEntry &d : syntax::definitions())
        list.push_back({d.name, d.translatedName, d.section});
#endif
    return list;
}

QString Appearance::syntax() const
{
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    return static_cast<SyntaxHighlighter *>(m_highlighter)->definitionName();
#else
    return {};
#endif
}

void Appearance::setSyntax(const QString &name)
{
    m_automatic = false;
    applySyntax(name);
}

void Appearance::setSyntaxAutomatic()
{
    m_automatic = true;
    documentOpened(m_fileName, m_head);
}

void Appearance::documentOpened(const QString &fileName, QByteArrayView head)
{
    m_fileName = fileName;
    m_head = head.first(std::min(head.size(), kHeadBytes)).toByteArray();
    if (!m_automatic)
        return;
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    applySyntax(syntax::definitionNameFor(m_fileName, m_head));
#endif
}

void Appearance::applySyntax([[maybe_unused]] const QString &name)
{
#ifdef U8I_HAVE_KSYNTAXHIGHLIGHTING
    auto *h = static_cast<SyntaxHighlighter *>(m_highlighter);
    if (h->definitionName() == name)
        return;
    h->setDefinitionName(name);
    emit syntaxChanged();
#endif
}

MarkerPainter &Appearance::markers() const
{
    return static_cast<Highlighter *>(m_highlighter)->markers();
}

void Appearance::setShownNotices(const std::array<bool, kNoticeKindCount> &shown)
{
    markers().setShownNotices(shown);
    m_highlighter->rehighlight();
}

void Appearance::updateMarkerColors()
{
    markers().setColors(roleColors());
    m_highlighter->rehighlight();
}

bool Appearance::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::PaletteChange)
        updateMarkerColors();
    return QObject::eventFilter(watched, event);
}

} // namespace u8i::ui
