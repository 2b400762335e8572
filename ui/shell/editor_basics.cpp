#include "editor_basics.h"
#include "bookmarks.h"
#include "bookmarks_panel.h"
#include "compare_session.h"
#include "diagnostics_panel.h"
#include "document_tabs.h"
#include "go_to_line.h"
#include "hex_view.h"
#include "main_window.h"
#include "status_bar_presenter.h"
#include "view_context_menus.h"

#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTreeWidget>

namespace u8i::ui {

namespace {

constexpr int kStatusMs = 4000;
const QString kCharactersKey = QStringLiteral("view/characterColumn");

// The entry of `menu` whose shortcut is `key`, or null.
QAction *actionWithKey(const QMenu *menu, const QKeySequence &key)
{
    for (QAction *a : menu->actions())
        if (a->shortcut() == key)
            return a;
    return nullptr;
}

} // namespace

EditorBasics::EditorBasics(MainWindow *window)
    : QObject(window), m_window(window), m_goToLine(new GoToLine(window->model(), window)),
      m_bookmarks(new Bookmarks(window->model(), this)),
      m_bookmarksPanel(new BookmarksPanel(m_bookmarks, window->model(), window)),
      m_bookmarksDock(new QDockWidget(tr("Bookmarks"), window)),
      m_compare(new CompareSession(window, window->model(), window->hexView())),
      m_tabs(new DocumentTabs(window))
{
    m_bookmarksDock->setObjectName(QStringLiteral("bookmarksDock"));
    m_bookmarksDock->setWidget(m_bookmarksPanel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_bookmarksDock);
    m_bookmarksDock->hide(); // until the first bookmark, or View ▸ Bookmarks
    HexView *hex = window->hexView();
    hex->setMarkLayer(
        QStringLiteral("bookmarks"),
        [this](Offset begin, Offset end) {
            std::vector<bool> marks(end - begin, false);
            for (const Bookmark &b : m_bookmarks->list())
                for (Offset at = std::max(begin, b.offset); at < std::min(end, b.end()); ++at)
                    marks[at - begin] = true;
            return marks;
        },
        QPalette::LinkVisited);
    connect(m_bookmarks, &Bookmarks::changed, hex->viewport(), qOverload<>(&QWidget::update));
    connect(m_bookmarksPanel, &BookmarksPanel::activated, hex, qOverload<>(&QWidget::setFocus));
    StatusBarPresenter *status = window->m_status;
    status->track(m_goToLine->task(), QStringLiteral("goToLineStatus"));
    status->track(m_compare->navigation(), QStringLiteral("differenceStatus"));
    status->track(m_compare->counting(), QStringLiteral("comparisonStatus"));
    connect(m_goToLine, &GoToLine::message, this, &EditorBasics::showStatus);
    connect(m_goToLine, &GoToLine::arrived, hex, qOverload<>(&QWidget::setFocus));
    connect(m_compare, &CompareSession::message, this, &EditorBasics::showStatus);
    addFileEntries();
    addEditEntries();
    addViewEntries();
    addGoEntries();
}

QMenu *EditorBasics::menu(const char *name) const
{
    return m_window->findChild<QMenu *>(QLatin1String(name));
}

void EditorBasics::showStatus(const QString &text)
{
    m_window->statusBar()->showMessage(text, kStatusMs);
}

void EditorBasics::addFileEntries()
{
    QMenu *file = menu("fileMenu");
    QAction *quit = actionWithKey(file, QKeySequence::Quit);
    QAction *compare = new QAction(tr("Co&mpare With…"), file);
    connect(compare, &QAction::triggered, m_compare, &CompareSession::dialog);
    file->insertAction(quit, compare);
    QAction *close = new QAction(tr("&Close Tab"), file);
    close->setShortcuts(QKeySequence::Close); // Ctrl+W and Ctrl+F4
    connect(close, &QAction::triggered, m_tabs, &DocumentTabs::closeCurrent);
    file->insertAction(quit, close);
    file->insertSeparator(quit);
}

void EditorBasics::addEditEntries()
{
    QMenu *go = menu("goMenu");
    QAction *goToOffset = actionWithKey(go, QKeySequence(tr("Ctrl+G")));
    m_menus = new ViewContextMenus(m_window, m_bookmarks,
                                   {[goToOffset] {
                                        if (goToOffset)
                                            goToOffset->trigger();
                                    },
                                    [this] { m_goToLine->dialog(); }});
    m_menus->addList(m_bookmarksPanel->list());
    if (auto *diagnostics = m_window->findChild<DiagnosticsPanel *>())
        m_menus->addList(diagnostics->view());
    QMenu *edit = menu("editMenu");
    edit->addAction(tr("Find T&his"), QKeySequence(tr("Ctrl+Shift+F")), m_menus,
                    &ViewContextMenus::findThis);
}

void EditorBasics::addViewEntries()
{
    QMenu *view = menu("viewMenu");
    HexView *hex = m_window->hexView();
    m_characters = new QAction(tr("&Characters Beside Bytes"), view);
    m_characters->setObjectName(QStringLiteral("characterColumnAction"));
    m_characters->setCheckable(true);
    m_characters->setShortcut(QKeySequence(tr("Ctrl+Shift+H")));
    m_characters->setChecked(QSettings().value(kCharactersKey, true).toBool());
    hex->setShowCharacters(m_characters->isChecked());
    connect(m_characters, &QAction::toggled, this, [this, hex](bool on) {
        hex->setShowCharacters(on);
        QSettings().setValue(kCharactersKey, on);
        m_window->fitHexWidth();
    });
    // After the offset bases, before Show As.
    const QList<QAction *> actions = view->actions();
    QAction *before = nullptr;
    for (QAction *a : actions)
        if (a->menu()) {
            before = a;
            break;
        }
    view->insertAction(before, m_characters);
    view->insertSeparator(before);
    view->addAction(m_bookmarksDock->toggleViewAction());
    view->addAction(m_compare->dock()->toggleViewAction());
}

void EditorBasics::addGoEntries()
{
    QMenu *go = menu("goMenu");
    QAction *line = new QAction(tr("Go to &Line…"), go);
    line->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(line, &QAction::triggered, m_goToLine, &GoToLine::dialog);
    const QList<QAction *> actions = go->actions();
    go->insertAction(actions.size() > 1 ? actions.at(1) : nullptr, line);
    go->addSeparator();
    go->addAction(tr("Toggle &Bookmark"), QKeySequence(tr("Ctrl+B")), this, [this] {
        if (m_bookmarks->toggle())
            m_bookmarksDock->show();
    });
    go->addAction(tr("Next Boo&kmark"), QKeySequence(Qt::Key_F2), m_bookmarks,
                  &Bookmarks::goToNext);
    go->addAction(tr("Previous Bookm&ark"), QKeySequence(Qt::SHIFT | Qt::Key_F2), m_bookmarks,
                  &Bookmarks::goToPrevious);
    go->addAction(tr("&Clear Bookmarks"), m_bookmarks, &Bookmarks::clear);
    go->addSeparator();
    go->addAction(tr("Next &Difference"), QKeySequence(Qt::Key_F7), m_compare,
                  &CompareSession::next);
    go->addAction(tr("Previous Di&fference"), QKeySequence(Qt::SHIFT | Qt::Key_F7), m_compare,
                  &CompareSession::previous);
    go->addSeparator();
    go->addAction(tr("Next Tab"), QKeySequence::NextChild, m_tabs, &DocumentTabs::next);
    go->addAction(tr("Previous Tab"), QKeySequence::PreviousChild, m_tabs, &DocumentTabs::previous);
}

} // namespace u8i::ui
