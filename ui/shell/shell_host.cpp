#include "shell_host.h"
#include "status_bar_presenter.h"
#include "view_context_menus.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>

namespace u8i::ui {

namespace {

constexpr int kStatusMs = 4000;

enum Menu { File, Edit, View, Go, Learn, Settings, Help };

// Which menu each anchor is in, and whether a separator comes before it; in MenuAnchor's order,
// which is the order of the entries in the menus.
struct AnchorPlace {
    Menu menu;
    bool separated;
};
constexpr std::array<AnchorPlace, kMenuAnchorCount> kAnchorPlaces = {{
    {File, false},     // FileOpen
    {File, false},     // FileConvert
    {File, true},      // FileCompare
    {File, false},     // FileTabs
    {File, true},      // FileQuit
    {Edit, false},     // EditCopy
    {Edit, true},      // EditSelect
    {Edit, true},      // EditFind
    {View, false},     // ViewRows
    {View, true},      // ViewOffsets
    {View, true},      // ViewColumns
    {View, true},      // ViewReading
    {View, true},      // ViewDocks
    {View, true},      // ViewAppearance
    {Go, false},       // GoJump
    {Go, false},       // GoDiagnostics
    {Go, true},        // GoFile
    {Go, true},        // GoStrings
    {Go, true},        // GoBookmarks
    {Go, true},        // GoDifferences
    {Go, true},        // GoTabs
    {Learn, false},    // Learn
    {Settings, false}, // Settings
    {Help, false},     // Help
    {Help, true},      // HelpAbout
}};

constexpr std::size_t at(MenuAnchor anchor)
{
    return static_cast<std::size_t>(anchor);
}

// Focuses `panel`, or its first widget that takes the keyboard (a filter, an input, a list), so
// that what is typed after opening a dock goes into it.
void focusFirstInput(QWidget *panel)
{
    QWidget *target = panel;
    if (!panel->focusProxy() && !(panel->focusPolicy() & Qt::TabFocus)) {
        for (QWidget *w = panel->nextInFocusChain(); w != panel; w = w->nextInFocusChain())
            if (panel->isAncestorOf(w) && w->isVisibleTo(panel) && w->isEnabled() &&
                (w->focusPolicy() & Qt::TabFocus)) {
                target = w;
                break;
            }
    }
    target->setFocus(Qt::ShortcutFocusReason);
}

// A dock's key brings an open dock that has not the keyboard (the Diagnostics list at the first
// start, a dock tabbed behind another) in front with the keyboard, and closes it only from inside
// it; the key closed an open dock at once before (issue 27). A click on its View entry still
// toggles it: that is no shortcut event.
class DockKeyFilter : public QObject {
  public:
    explicit DockKeyFilter(QDockWidget *dock) : QObject(dock), m_dock(dock) {}

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Shortcut || m_dock->isHidden() || !m_dock->widget())
            return QObject::eventFilter(watched, event);
        const QWidget *focus = QApplication::focusWidget();
        if (focus && m_dock->isAncestorOf(focus) && !m_dock->visibleRegion().isEmpty())
            return false; // the toggle closes it
        m_dock->raise();
        focusFirstInput(m_dock->widget());
        return true;
    }

  private:
    QDockWidget *m_dock;
};

} // namespace

ShellHost::ShellHost(const Parts &parts) : FeatureHost(parts.window), m_parts(parts)
{
    QMenuBar *bar = parts.window->menuBar();
    const std::pair<QString, const char *> menus[] = {
        {tr("&File"), "fileMenu"}, {tr("&Edit"), "editMenu"},   {tr("&View"), "viewMenu"},
        {tr("&Go"), "goMenu"},     {tr("&Learn"), "learnMenu"}, {tr("&Settings"), "settingsMenu"},
        {tr("&Help"), "helpMenu"},
    };
    for (const auto &[title, name] : menus) {
        QMenu *menu = bar->addMenu(title);
        menu->setObjectName(QLatin1String(name));
        m_menus.push_back(menu);
    }
    for (std::size_t a = 0; a < kAnchorPlaces.size(); ++a) {
        if (!kAnchorPlaces[a].separated)
            continue;
        QMenu *menu = m_menus[static_cast<std::size_t>(kAnchorPlaces[a].menu)];
        m_anchored[a].push_back(menu->addSeparator());
    }
    m_context = new ViewContextMenus(parts.model, parts.hex, parts.text, this);
}

QWidget *ShellHost::window() const
{
    return m_parts.window;
}

void ShellHost::addDock(QDockWidget *dock, const DockPlacement &placement)
{
    Q_ASSERT(!dock->objectName().isEmpty()); // the remembered layout knows docks by name
    Q_ASSERT(!m_docks.contains(dock));
    m_parts.window->addDockWidget(placement.area, dock);
    if (placement.besideDiagnostics && m_diagnostics) {
        m_parts.window->tabifyDockWidget(m_diagnostics, dock);
        m_diagnostics->raise();
    }
    m_docks.append(dock);
    QAction *toggle = dock->toggleViewAction();
    if (!placement.key.isEmpty())
        toggle->setShortcut(placement.key);
    toggle->installEventFilter(new DockKeyFilter(dock));
    // Opened from View or its key: in front of the docks tabbed with it, with the keyboard.
    connect(toggle, &QAction::triggered, dock, [dock](bool on) {
        if (on && dock->widget()) {
            dock->raise();
            focusFirstInput(dock->widget());
        }
    });
    if (placement.inViewMenu)
        addAction(MenuAnchor::ViewDocks, toggle);
}

void ShellHost::addAction(MenuAnchor anchor, QAction *action)
{
    const std::size_t a = at(anchor);
    const Menu menu = kAnchorPlaces[a].menu;
    // Before the first entry (or separator) of a later anchor in the same menu, if there is one.
    QAction *before = nullptr;
    for (std::size_t next = a + 1;
         !before && next < kAnchorPlaces.size() && kAnchorPlaces[next].menu == menu; ++next)
        if (!m_anchored[next].empty())
            before = m_anchored[next].front();
    m_menus[static_cast<std::size_t>(menu)]->insertAction(before, action);
    m_anchored[a].push_back(action);
}

QMenu *ShellHost::menuOf(MenuAnchor anchor) const
{
    return m_menus[static_cast<std::size_t>(kAnchorPlaces[at(anchor)].menu)];
}

QList<QAction *> ShellHost::actionsAt(MenuAnchor anchor) const
{
    QList<QAction *> out;
    for (QAction *a : m_anchored[at(anchor)])
        if (!a->isSeparator())
            out.append(a);
    return out;
}

void ShellHost::addContextAction(ContextAnchor anchor, const QString &text,
                                 std::function<void()> slot)
{
    m_context->add(anchor, text, std::move(slot));
}

void ShellHost::addContextList(QAbstractItemView *list)
{
    m_context->addList(list);
}

void ShellHost::addStatusTask(BackgroundTask *task, const QString &name)
{
    m_parts.status->track(task, name);
}

void ShellHost::addBar(QWidget *bar)
{
    m_parts.bars->addWidget(bar);
}

void ShellHost::showStatus(const QString &text)
{
    m_parts.window->statusBar()->showMessage(text, kStatusMs);
}

void ShellHost::showVerdict(const QString &text, const QString &evidence)
{
    m_parts.status->showDetectedVerdict(text, evidence);
}

} // namespace u8i::ui
