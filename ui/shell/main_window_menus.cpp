// The main window's menu bar: File, Edit, View, Go and Learn (Settings and Help come from
// DesktopFeatures). Every entry calls a MainWindow command or a feature's own.
#include "control_run_badges.h"
#include "encoding_offer.h"
#include "find_bar.h"
#include "hex_view.h"
#include "learn_menu.h"
#include "main_window.h"
#include "reading_menu.h"
#include "recent_files.h"
#include "strings_dock.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QMenuBar>

namespace u8i::ui {

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createGoMenu();
    m_learn = createLearnMenu(this, m_model); // the byte map lists the open file's occurrences
    menuBar()->addMenu(m_learn);
}

void MainWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    m_recent = new RecentFiles(file->addMenu(tr("Open &Recent")),
                               [this](const QString &path) { openFile(path); });
    file->addAction(tr("&New from Bytes…"), QKeySequence::New, this,
                    &MainWindow::newFromBytesDialog);
    file->addAction(tr("Re&load"), QKeySequence::Refresh, this, &MainWindow::reload);
    file->addAction(tr("Con&vert to UTF-8…"), m_encoding, &EncodingOffer::convertDialog);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::createEditMenu()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addAction(tr("&Copy as Hex"), QKeySequence::Copy, this,
                    [this] { copyAs(CopyFormat::Hex); });
    edit->addAction(tr("Copy as &Text"), QKeySequence(tr("Ctrl+Shift+C")), this,
                    [this] { copyAs(CopyFormat::Text); });
    edit->addAction(tr("Copy as C &Escapes"), this, [this] { copyAs(CopyFormat::CEscapes); });
    edit->addAction(tr("Copy as &Python Bytes"), this, [this] { copyAs(CopyFormat::PythonBytes); });
    edit->addSeparator();
    edit->addAction(tr("Select &All"), QKeySequence::SelectAll, this,
                    [this] { m_model->select(0, m_model->size()); });
    edit->addSeparator();
    edit->addAction(tr("&Find…"), QKeySequence::Find, m_findBar, &FindBar::activate);
    edit->addAction(tr("Find &Next"), QKeySequence(Qt::Key_F3), this, [this] { find(true); });
    edit->addAction(tr("Find Pre&vious"), QKeySequence(Qt::SHIFT | Qt::Key_F3), this,
                    [this] { find(false); });
}

void MainWindow::createViewMenu()
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_rowGroup = new QActionGroup(this);
    for (const int n : {8, 16, 32}) {
        QAction *a = m_viewMenu->addAction(tr("%1 Bytes per Row").arg(n), this, [this, n] {
            m_hex->setBytesPerRow(n);
            fitHexWidth();
        });
        a->setCheckable(true);
        a->setData(n);
        a->setChecked(n == m_hex->bytesPerRow());
        m_rowGroup->addAction(a);
    }
    m_viewMenu->addSeparator();
    m_baseGroup = new QActionGroup(this);
    QAction *hexBase = m_viewMenu->addAction(tr("Offsets in &Hexadecimal"), this, [this] {
        m_hex->setOffsetBase(HexView::OffsetBase::Hex);
    });
    QAction *decBase = m_viewMenu->addAction(tr("Offsets in &Decimal"), this, [this] {
        m_hex->setOffsetBase(HexView::OffsetBase::Decimal);
    });
    for (QAction *a : {hexBase, decBase}) {
        a->setCheckable(true);
        m_baseGroup->addAction(a);
    }
    hexBase->setChecked(true);
    m_viewMenu->addSeparator();
    new ReadingMenu(m_model, m_viewMenu->addMenu(tr("&Show As")));
    m_controlRuns = new ControlRunBadges(m_model, m_text, m_viewMenu, this);
    connect(m_encoding, &EncodingOffer::binaryDetected, m_controlRuns,
            [this] { m_controlRuns->setBinary(true); });
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());
}

void MainWindow::createGoMenu()
{
    QMenu *go = menuBar()->addMenu(tr("&Go"));
    go->setObjectName(QStringLiteral("goMenu"));
    go->addAction(tr("&Go to Offset…"), QKeySequence(tr("Ctrl+G")), this,
                  &MainWindow::goToOffsetDialog);
    go->addAction(tr("&Next Diagnostic"), QKeySequence(Qt::Key_F8), this,
                  &MainWindow::nextDiagnostic);
    go->addAction(tr("&Previous Diagnostic"), QKeySequence(Qt::SHIFT | Qt::Key_F8), this,
                  &MainWindow::previousDiagnostic);
    go->addSeparator();
    // Ctrl+Home/End are the hex view's keys too; these entries are for discovery only.
    const auto viewKey = [](QAction *a) { a->setShortcutContext(Qt::WidgetShortcut); };
    viewKey(go->addAction(tr("&Start of File"), QKeySequence(Qt::CTRL | Qt::Key_Home), this,
                          [this] { goToOffset(0); }));
    viewKey(go->addAction(tr("&End of File"), QKeySequence(Qt::CTRL | Qt::Key_End), this, [this] {
        if (m_model->size() > 0)
            goToOffset(m_model->size() - 1);
    }));
    m_strings->addGoActions(go);
}

} // namespace u8i::ui
