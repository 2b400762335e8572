// The main window's own menu entries, added at the host's named anchors as any feature's are:
// File ▸ Open, Open Recent, New from Bytes, Reload, Close Tab and Quit; Edit ▸ Copy and Select All;
// View ▸ bytes per row, offset base, Characters Beside Bytes, Show As (Ctrl+Shift+A) and Runs of
// Control Bytes;
// Go ▸ Next and Previous Diagnostic, Next and Previous Tab; and the views' context menu's Copy.
#include "control_run_badges.h"
#include "document_tabs.h"
#include "hex_view.h"
#include "main_window.h"
#include "reading_menu.h"
#include "recent_files.h"
#include "shell_host.h"

#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QSplitter>

namespace u8i::ui {

namespace {
const QString kCharactersKey = QStringLiteral("view/characterColumn");
} // namespace

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createGoMenu();
}

void MainWindow::createFileMenu()
{
    ShellHost &h = *m_host;
    h.addMenuEntry(MenuAnchor::FileOpen, tr("&Open…"), QKeySequence::Open, this,
                   [this] { openDialog(); });
    auto *recent = new QMenu(tr("Open &Recent"), this);
    h.addAction(MenuAnchor::FileOpen, recent->menuAction());
    m_recent = new RecentFiles(recent, [this](const QString &path) { openFile(path); });
    h.addMenuEntry(MenuAnchor::FileOpen, tr("&New from Bytes…"), QKeySequence::New, this,
                   [this] { newFromBytesDialog(); });
    h.addMenuEntry(MenuAnchor::FileOpen, tr("Re&load"), QKeySequence::Refresh, this,
                   [this] { reload(); });
    QAction *closeTab = h.addMenuEntry(MenuAnchor::FileTabs, tr("&Close Tab"), {}, m_tabs,
                                       [this] { m_tabs->closeCurrent(); });
    closeTab->setShortcuts(QKeySequence::Close); // Ctrl+W and Ctrl+F4
    h.addMenuEntry(MenuAnchor::FileQuit, tr("&Quit"), QKeySequence::Quit, this,
                   [this] { QWidget::close(); });
}

void MainWindow::createEditMenu()
{
    ShellHost &h = *m_host;
    // The menu's and the context menu's entries differ in one accelerator: Edit has Find T&his.
    struct Copy {
        QString menu;
        QString context;
        QKeySequence key;
        CopyFormat format;
    };
    const Copy copies[] = {
        {tr("&Copy as Hex"), tr("Copy as &Hex"), QKeySequence::Copy, CopyFormat::Hex},
        {tr("Copy as &Text"), tr("Copy as &Text"), QKeySequence(tr("Ctrl+Shift+C")),
         CopyFormat::Text},
        {tr("Copy as C &Escapes"), tr("Copy as C &Escapes"), {}, CopyFormat::CEscapes},
        {tr("Copy as &Python Bytes"), tr("Copy as &Python Bytes"), {}, CopyFormat::PythonBytes},
    };
    for (const Copy &c : copies) {
        const CopyFormat format = c.format;
        h.addMenuEntry(MenuAnchor::EditCopy, c.menu, c.key, this,
                       [this, format] { copyAs(format); });
        h.addContextAction(ContextAnchor::Copy, c.context, [this, format] { copyAs(format); });
    }
    h.addMenuEntry(MenuAnchor::EditSelect, tr("Select &All"), QKeySequence::SelectAll, this,
                   [this] { m_model->select(0, m_model->size()); });
}

void MainWindow::createViewMenu()
{
    ShellHost &h = *m_host;
    m_rowGroup = new QActionGroup(this);
    for (const int n : {8, 16, 32}) {
        QAction *a = h.addMenuEntry(MenuAnchor::ViewRows, tr("%1 Bytes per Row").arg(n), {}, this,
                                    [this, n] {
                                        m_hex->setBytesPerRow(n);
                                        fitHexWidth();
                                    });
        a->setCheckable(true);
        a->setData(n);
        a->setChecked(n == m_hex->bytesPerRow());
        m_rowGroup->addAction(a);
    }
    m_baseGroup = new QActionGroup(this);
    QAction *hexBase =
        h.addMenuEntry(MenuAnchor::ViewOffsets, tr("Offsets in &Hexadecimal"), {}, this,
                       [this] { m_hex->setOffsetBase(HexView::OffsetBase::Hex); });
    QAction *decBase =
        h.addMenuEntry(MenuAnchor::ViewOffsets, tr("Offsets in &Decimal"), {}, this,
                       [this] { m_hex->setOffsetBase(HexView::OffsetBase::Decimal); });
    for (QAction *a : {hexBase, decBase}) {
        a->setCheckable(true);
        m_baseGroup->addAction(a);
    }
    hexBase->setChecked(true);
    createCharactersAction();
    auto *showAs = new QMenu(tr("&Show As"), this);
    h.addAction(MenuAnchor::ViewReading, showAs->menuAction());
    new ReadingMenu(m_model, showAs, m_splitter);
    auto *runs = new QMenu(tr("R&uns of Control Bytes"), this);
    runs->setObjectName(QStringLiteral("controlRunsMenu"));
    h.addAction(MenuAnchor::ViewReading, runs->menuAction());
    m_controlRuns = new ControlRunBadges(m_model, m_text, runs, this);
    connect(m_host, &FeatureHost::binaryDetected, m_controlRuns,
            [this] { m_controlRuns->setBinary(true); });
}

// View ▸ Characters Beside Bytes (Ctrl+Shift+H), remembered.
void MainWindow::createCharactersAction()
{
    auto *characters = new QAction(tr("&Characters Beside Bytes"), this);
    characters->setObjectName(QStringLiteral("characterColumnAction"));
    characters->setCheckable(true);
    characters->setShortcut(QKeySequence(tr("Ctrl+Shift+H")));
    characters->setChecked(QSettings().value(kCharactersKey, true).toBool());
    m_hex->setShowCharacters(characters->isChecked());
    connect(characters, &QAction::toggled, this, [this](bool on) {
        m_hex->setShowCharacters(on);
        QSettings().setValue(kCharactersKey, on);
        fitHexWidth();
    });
    m_host->addAction(MenuAnchor::ViewColumns, characters);
}

void MainWindow::createGoMenu()
{
    ShellHost &h = *m_host;
    h.addMenuEntry(MenuAnchor::GoDiagnostics, tr("&Next Diagnostic"), QKeySequence(Qt::Key_F8),
                   this, [this] { nextDiagnostic(); });
    h.addMenuEntry(MenuAnchor::GoDiagnostics, tr("&Previous Diagnostic"),
                   QKeySequence(Qt::SHIFT | Qt::Key_F8), this, [this] { previousDiagnostic(); });
    h.addMenuEntry(MenuAnchor::GoTabs, tr("Next Tab"), QKeySequence::NextChild, m_tabs,
                   [this] { m_tabs->next(); });
    h.addMenuEntry(MenuAnchor::GoTabs, tr("Previous Tab"), QKeySequence::PreviousChild, m_tabs,
                   [this] { m_tabs->previous(); });
}

} // namespace u8i::ui
