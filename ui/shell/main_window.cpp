#include "main_window.h"

#include "byte_description.h"
#include "character_inspector.h"
#include "desktop_features.h"
#include "diagnostic_search.h"
#include "diagnostics_panel.h"
#include "find_bar.h"
#include "hex_view.h"
#include "input_parsing.h"
#include "learn_menu.h"
#include "message_bar.h"
#include "mojibake_docks.h"
#include "new_bytes_dialog.h"
#include "overview_bar.h"
#include "scan_after_first_paint.h"
#include "stdin_reader.h"
#include "text_view.h"
#include "verdict.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace u8i::ui {

namespace {

constexpr int kMaxRecent = 10;
constexpr Offset kMaxCopyBytes = Offset{64} << 20;
constexpr int kStatusMs = 4000;

QString grouped(Offset n)
{
    return QLocale(QLocale::English).toString(static_cast<qulonglong>(n));
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("UTF-8 Inspector"));
    setAcceptDrops(true);
    createViews();
    createDocks();
    createMenus();
    createStatusBar();
    restoreSettings();
    connect(&m_findWatcher, &QFutureWatcher<Offset>::finished, this, &MainWindow::onFindDone);
    setDocument(std::make_unique<Document>(ByteSource::fromBytes({}, tr("(nothing open)"))));
    new DesktopFeatures(this,
                        m_viewMenu); // Settings, Help, View ▸ Syntax/Theme; owned by the window
}

MainWindow::~MainWindow()
{
    m_diagnosticSearch->stopAndWait(); // it reads the document's bytes
    m_findCancel = true;
    m_findWatcher.waitForFinished();
    m_learn->setDocument(nullptr); // its search reads the document's bytes
}

void MainWindow::createViews()
{
    m_hex = new HexView(this);
    m_hex->setObjectName(QStringLiteral("hexView"));
    m_text = new TextView(this);
    m_text->setObjectName(QStringLiteral("textView"));
    const auto check = [this] { return m_document && m_document->checkAccess(); };
    m_hex->setAccessCheck(check);
    m_text->setAccessCheck(check);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("viewSplitter"));
    m_splitter->addWidget(m_hex);
    m_splitter->addWidget(m_text);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_hex->setFocus();
    m_messages = new MessageBar(this);
    m_findBar = new FindBar(this);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_messages);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_findBar);
    setCentralWidget(central);

    connect(m_messages, &MessageBar::reloadRequested, this, &MainWindow::reload);
    connect(m_findBar, &FindBar::findRequested, this, &MainWindow::find);
    connect(m_findBar, &FindBar::closed, this, [this] {
        cancelFind();
        m_hex->setFocus();
    });

    // Keep the two views in step, both ways; m_syncing stops the echo.
    connect(m_hex, &HexView::selectionChanged, this, [this](Offset begin, Offset end) {
        updateCaretStatus();
        m_diagnostics->showOffset(begin);
        if (m_syncing)
            return;
        ++m_syncing;
        m_text->selectBytes(begin, end);
        --m_syncing;
    });
    connect(m_hex, &HexView::caretChanged, this, [this](Offset caret) {
        m_inspector->setCaret(caret);
        updateCaretStatus();
    });
    connect(m_hex, &HexView::topOffsetChanged, this, [this](Offset top) {
        syncOverviewViewport();
        if (m_syncing)
            return;
        ++m_syncing;
        m_text->scrollToOffset(top);
        --m_syncing;
    });
    connect(m_text, &TextView::bytesSelected, this, [this](Offset begin, Offset end) {
        if (m_syncing)
            return;
        ++m_syncing;
        if (end > begin)
            m_hex->select(begin, end);
        else
            m_hex->setCaret(begin);
        --m_syncing;
    });
    connect(m_text, &TextView::topOffsetChanged, this, [this](Offset top) {
        if (m_syncing)
            return;
        ++m_syncing;
        m_hex->scrollToOffset(top);
        --m_syncing;
    });
}

void MainWindow::createDocks()
{
    m_inspector = new CharacterInspector(this);
    m_diagnostics = new DiagnosticsPanel(this);
    m_overview = new OverviewBar(this);
    const auto addDock = [this](QWidget *widget, const QString &title, const char *name,
                                Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(title, this);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(widget);
        addDockWidget(area, dock);
        return dock;
    };
    addDock(m_inspector, tr("Character Inspector"), "inspectorDock", Qt::RightDockWidgetArea);
    addDock(m_diagnostics, tr("Diagnostics"), "diagnosticsDock", Qt::BottomDockWidgetArea);
    auto *overviewDock =
        addDock(m_overview, tr("Overview"), "overviewDock", Qt::LeftDockWidgetArea);
    overviewDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    // A strip a few pixels wide has no room for a title ("O…"); View ▸ Overview toggles it.
    overviewDock->setTitleBarWidget(new QWidget(overviewDock));
    connect(m_diagnostics, &DiagnosticsPanel::activated, this, [this](Offset offset) {
        if (!m_document || offset >= m_document->size())
            return;
        const Item group = decodeItemAt(m_document->bytes(), offset);
        m_hex->select(offset, group.end());
        m_hex->setFocus();
    });
    connect(m_overview, &OverviewBar::activated, this, [this](Offset offset) {
        m_hex->scrollToOffset(offset);
        m_hex->setCaret(offset);
    });
    installMojibakeDocks(this); // Mojibake and View As, beside Diagnostics
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("&New from Bytes…"), QKeySequence::New, this,
                    &MainWindow::newFromBytesDialog);
    file->addAction(tr("Re&load"), QKeySequence::Refresh, this, &MainWindow::reload);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    rebuildRecentMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Copy as Hex"), QKeySequence::Copy, this,
                    [this] { copyAs(CopyFormat::Hex); });
    edit->addAction(tr("Copy as &Text"), QKeySequence(tr("Ctrl+Shift+C")), this,
                    [this] { copyAs(CopyFormat::Text); });
    edit->addAction(tr("Copy as C &Escapes"), this, [this] { copyAs(CopyFormat::CEscapes); });
    edit->addAction(tr("Copy as &Python Bytes"), this, [this] { copyAs(CopyFormat::PythonBytes); });
    edit->addSeparator();
    edit->addAction(tr("Select &All"), QKeySequence::SelectAll, this, [this] {
        if (m_document && m_document->size() > 0)
            m_hex->select(0, m_document->size());
    });
    edit->addSeparator();
    edit->addAction(tr("&Find…"), QKeySequence::Find, this, [this] { m_findBar->activate(); });
    edit->addAction(tr("Find &Next"), QKeySequence(Qt::Key_F3), this, [this] { find(true); });
    edit->addAction(tr("Find Pre&vious"), QKeySequence(Qt::SHIFT | Qt::Key_F3), this,
                    [this] { find(false); });

    m_viewMenu = menuBar()->addMenu(tr("&View"));
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
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    go->addAction(tr("&Go to Offset…"), QKeySequence(tr("Ctrl+G")), this,
                  &MainWindow::goToOffsetDialog);
    go->addAction(tr("&Next Diagnostic"), QKeySequence(Qt::Key_F8), this,
                  &MainWindow::nextDiagnostic);
    go->addAction(tr("&Previous Diagnostic"), QKeySequence(Qt::SHIFT | Qt::Key_F8), this,
                  &MainWindow::previousDiagnostic);
    go->addSeparator();
    go->addAction(tr("&Start of File"), QKeySequence(Qt::CTRL | Qt::Key_Home), this,
                  [this] { goToOffset(0); });
    go->addAction(tr("&End of File"), QKeySequence(Qt::CTRL | Qt::Key_End), this, [this] {
        if (m_document && m_document->size() > 0)
            goToOffset(m_document->size() - 1);
    });
    // Ctrl+Home/End are the hex view's keys too; the menu entries are for discovery only.
    for (QAction *a : go->actions())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Home) ||
            a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_End))
            a->setShortcutContext(Qt::WidgetShortcut);

    // Learn: the teaching tools; the byte map lists the open file's occurrences of a byte.
    m_learn = createLearnMenu(this);
    menuBar()->addMenu(m_learn);
    connect(m_learn, &LearnMenu::occurrenceActivated, this, [this](Offset offset) {
        if (offset < m_hex->data().size())
            m_hex->setCaret(offset);
    });
}

void MainWindow::createStatusBar()
{
    m_caretLabel = new QLabel(this);
    m_selectionLabel = new QLabel(this);
    m_verdictLabel = new QLabel(this);
    m_verdictLabel->setObjectName(QStringLiteral("verdict"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(180);
    m_progress->setFormat(tr("Scanning %p%"));
    m_cancelScan = new QToolButton(this);
    m_cancelScan->setText(tr("Cancel"));
    m_cancelScan->setToolTip(tr("Stop the scan (diagnostics and statistics need it)"));
    connect(m_cancelScan, &QToolButton::clicked, this, [this] {
        if (m_document)
            m_document->cancelScan();
    });
    statusBar()->addWidget(m_caretLabel);
    statusBar()->addWidget(m_selectionLabel);
    statusBar()->addPermanentWidget(m_verdictLabel);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelScan);
    m_stdin = new StdinReader(this); // "Reading standard input… 12.3 MB" and its Cancel
    statusBar()->addWidget(m_stdin->statusWidget());
    connect(m_stdin, &StdinReader::finished, this, &MainWindow::onStdinRead);
    // F8 before the index exists looks from the caret directly; its progress shows here.
    m_diagnosticSearch = new DiagnosticSearch(this);
    statusBar()->addWidget(m_diagnosticSearch->statusWidget());
    connect(m_diagnosticSearch, &DiagnosticSearch::found, this, &MainWindow::showDiagnostic);
}

bool MainWindow::openFile(const QString &path)
{
    if (path == QLatin1String("-"))
        return openStdin();
    QString error;
    auto source = ByteSource::openFile(path, error);
    if (!source) {
        showOpenError(error);
        return false;
    }
    m_stdin->abandon(); // a file opened while standard input arrives replaces it
    const bool isFile = source->kind() == ByteSource::Kind::File;
    setDocument(std::make_unique<Document>(std::move(source)));
    if (isFile)
        addRecent(m_document->source().path());
    return true;
}

bool MainWindow::openStdin()
{
    QString error;
    if (!m_stdin->start(error)) {
        showOpenError(error);
        return false;
    }
    // The window stays usable while the input arrives (the status bar shows how much); the
    // document opens when the input ends or is cancelled (see createStatusBar).
    setDocument(std::make_unique<Document>(ByteSource::fromStandardInput({})));
    return true;
}

bool MainWindow::readingStdin() const
{
    return m_stdin->running();
}

void MainWindow::onStdinRead()
{
    StdinReader::Result read = m_stdin->take();
    setDocument(std::make_unique<Document>(ByteSource::fromStandardInput(std::move(read.bytes))));
    if (read.message.isEmpty())
        return;
    const auto level = read.outcome == StdinReader::Outcome::Failed ? MessageBar::Level::Error
                       : read.outcome == StdinReader::Outcome::Cancelled
                           ? MessageBar::Level::Info
                           : MessageBar::Level::Warning;
    m_messages->showMessage(read.message, level, false);
}

void MainWindow::openBytes(QByteArray bytes, const QString &name)
{
    m_stdin->abandon();
    setDocument(std::make_unique<Document>(ByteSource::fromBytes(std::move(bytes), name)));
}

void MainWindow::reload()
{
    if (!m_document || m_document->source().kind() != ByteSource::Kind::File) {
        statusBar()->showMessage(tr("Only files can be reloaded."), kStatusMs);
        return;
    }
    const Offset caret = m_hex->caret();
    const Offset top = m_hex->topRow();
    if (openFile(m_document->source().path())) {
        m_hex->scrollToRow(top);
        m_hex->setCaret(caret);
    }
}

void MainWindow::showOpenError(const QString &message)
{
    m_messages->showMessage(message, MessageBar::Level::Error, false);
}

void MainWindow::setDocument(std::unique_ptr<Document> document)
{
    cancelFind();
    m_diagnosticSearch->stopAndWait();
    std::unique_ptr<Document> old = std::move(m_document);
    m_document = std::move(document);
    Document *doc = m_document.get();
    const Bytes bytes = doc->bytes();
    ++m_syncing;
    m_hex->setData(bytes);
    m_text->setData(bytes);
    --m_syncing;
    m_inspector->setData(bytes);
    m_inspector->setCaret(0);
    m_learn->setDocument(doc);
    m_diagnostics->setDocument(bytes, nullptr);
    m_overview->setIndex(nullptr, bytes.size());
    syncOverviewViewport();
    if (old)
        m_messages->hide();
    old.reset(); // after the views let go of its bytes; waits for its scan to stop

    connect(doc, &Document::scanProgress, this, [this](Offset done, Offset total) {
        m_progress->setValue(total ? static_cast<int>(done * 1000 / total) : 1000);
    });
    connect(doc, &Document::scanFinished, this, &MainWindow::onScanFinished);
    connect(&doc->source(), &ByteSource::shrunkOnDisk, this, &MainWindow::onShrunk);
    connect(&doc->source(), &ByteSource::changedOnDisk, this, [this] {
        m_messages->showMessage(tr("“%1” changed on disk. The view may show a mix of old and new "
                                   "bytes until you reload.")
                                    .arg(m_document->displayName()),
                                MessageBar::Level::Warning, true);
    });
    connect(&doc->source(), &ByteSource::goneFromDisk, this, [this] {
        m_messages->showMessage(
            tr("“%1” was deleted or renamed on disk; the open copy stays readable.")
                .arg(m_document->displayName()),
            MessageBar::Level::Warning, false);
    });
    // A UTF-16 verdict needs only the first 64 KiB: it is shown at once, and the scan keeps it.
    const QString utf16 = verdictEvidence(doc->bytes());
    m_verdictLabel->setText(utf16.isEmpty() ? tr("scanning…") : verdictText({}, doc->bytes()));
    m_verdictLabel->setToolTip(utf16);
    m_progress->setValue(0);
    m_progress->show();
    m_cancelScan->show();
    updateTitle();
    updateCaretStatus();
    emit documentChanged();
    startScanAfterFirstPaint(
        doc, m_hex->viewport()); // the first screen before the scan takes every core
}

void MainWindow::onScanFinished(bool cancelled)
{
    m_progress->hide();
    m_cancelScan->hide();
    if (m_stdin->running()) { // the empty stand-in while standard input arrives
        m_verdictLabel->setText(tr("reading standard input…"));
        return;
    }
    if (cancelled || !m_document->index()) {
        if (!m_document->checkAccess())
            m_verdictLabel->setText(tr("no longer readable"));
        else if (verdictEvidence(m_document->bytes()).isEmpty())
            m_verdictLabel->setText(tr("scan cancelled"));
        return;
    }
    m_verdictLabel->setText(verdictText(m_document->index()->totals(), m_document->bytes()));
    m_verdictLabel->setToolTip(verdictEvidence(m_document->bytes()));
    m_diagnostics->setDocument(m_document->bytes(), m_document->index());
    m_overview->setIndex(m_document->index(), m_document->size());
    syncOverviewViewport();
}

void MainWindow::onShrunk(Offset newSize)
{
    const QString name = m_document->displayName();
    const Offset oldSize = m_hex->data().size();
    ++m_syncing;
    m_hex->setData({});
    m_text->setData({});
    --m_syncing;
    m_inspector->setData({});
    m_diagnostics->setDocument({}, nullptr);
    m_overview->setIndex(nullptr, 0);
    m_verdictLabel->setText(tr("no longer readable"));
    m_messages->showMessage(
        tr("“%1” shrank on disk from %2 to %3 bytes. Its old contents can no longer be read; "
           "reload to see the file as it is now.")
            .arg(name, grouped(oldSize), grouped(newSize)),
        MessageBar::Level::Error, true);
    updateCaretStatus();
}

QString MainWindow::verdict() const
{
    return m_verdictLabel->text();
}

QString MainWindow::caretStatus() const
{
    return m_caretLabel->text();
}

QString MainWindow::selectionStatus() const
{
    return m_selectionLabel->text();
}

void MainWindow::updateCaretStatus()
{
    const Offset caret = m_hex->caret();
    if (m_hex->data().empty()) {
        m_caretLabel->setText(tr("0 bytes"));
        m_selectionLabel->clear();
        return;
    }
    m_caretLabel->setText(tr("Offset %1 (0x%2) of %3")
                              .arg(grouped(caret))
                              .arg(caret, 0, 16)
                              .arg(grouped(m_hex->data().size())));
    const Offset length = m_hex->selectionEnd() - m_hex->selectionBegin();
    m_selectionLabel->setText(length ? tr("Selection: %1 bytes").arg(grouped(length)) : QString());
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1 — UTF-8 Inspector").arg(m_document->displayName()));
}

void MainWindow::fitHexWidth()
{
    // The hex pane gets exactly its content's width; the text pane the rest.
    const QList<int> sizes = m_splitter->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    const int hex = m_hex->sizeHint().width();
    m_splitter->setSizes(total > hex ? QList<int>{hex, total - hex} : QList<int>{hex, 10000});
}

void MainWindow::syncOverviewViewport()
{
    const Offset top = m_hex->topOffset();
    const auto shown =
        static_cast<Offset>(m_hex->visibleRowCount()) * static_cast<Offset>(m_hex->bytesPerRow());
    m_overview->setViewport(top, std::min<Offset>(m_hex->data().size(), top + shown));
}

bool MainWindow::goToOffsetText(const QString &text)
{
    const auto offset = parseOffset(text);
    const Offset size = m_hex->data().size();
    if (!offset) {
        statusBar()->showMessage(tr("“%1” is not an offset (write 0x1F4 or 500).").arg(text),
                                 kStatusMs);
        return false;
    }
    if (*offset >= size) {
        statusBar()->showMessage(tr("Offset %1 is past the end (the data has %2 bytes).")
                                     .arg(grouped(*offset), grouped(size)),
                                 kStatusMs);
        return false;
    }
    goToOffset(*offset);
    return true;
}

void MainWindow::goToOffset(Offset offset)
{
    m_hex->setCaret(offset);
    m_hex->setFocus();
}

void MainWindow::goToOffsetDialog()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Go to Offset"), tr("Offset (0x1F4 for hexadecimal, 500 for decimal):"),
        QLineEdit::Normal, QString(), &ok);
    if (ok)
        goToOffsetText(text);
}

// Until the scan's index exists (the scan still runs, or was cancelled), F8 and Shift+F8 look
// from the caret directly, in the background; the index answers at once afterwards.
void MainWindow::nextDiagnostic()
{
    if (!m_document)
        return;
    const Bytes bytes = m_document->bytes();
    const Offset from = m_hex->selectionBegin();
    // At the very start, a group at offset 0 counts as the next one.
    const bool fromStart = from == 0 && !m_hex->hasSelection();
    const ScanIndex *index = m_document->index();
    if (!index) {
        m_diagnosticSearch->start(bytes, fromStart ? 0 : from + 1, true);
        return;
    }
    const bool atZero = fromStart && !bytes.empty() && !decodeItemAt(bytes, 0).wellFormed;
    showDiagnostic(atZero ? 0 : index->nextDiagnostic(bytes, from), true);
}

void MainWindow::previousDiagnostic()
{
    if (!m_document)
        return;
    const Bytes bytes = m_document->bytes();
    const Offset from = m_hex->selectionBegin();
    if (const ScanIndex *index = m_document->index())
        showDiagnostic(index->previousDiagnostic(bytes, from), false);
    else
        m_diagnosticSearch->start(bytes, from, false);
}

void MainWindow::showDiagnostic(Offset found, bool forward)
{
    const Bytes bytes = m_document ? m_document->bytes() : Bytes{};
    if (found == kNoOffset || found >= bytes.size()) {
        statusBar()->showMessage(forward ? tr("No diagnostic after this point.")
                                         : tr("No diagnostic before this point."),
                                 kStatusMs);
        return;
    }
    m_hex->select(found, decodeItemAt(bytes, found).end());
}

void MainWindow::find(bool forward)
{
    if (!m_document)
        return;
    QString error;
    const QByteArray pattern = searchPattern(m_findBar->query(), m_findBar->mode(), error);
    m_findBar->show();
    if (pattern.isEmpty()) {
        m_findBar->setStatus(error);
        return;
    }
    cancelFind();
    const Bytes bytes = m_document->bytes();
    const Offset size = bytes.size();
    Offset from = 0;
    if (forward)
        from = m_hex->hasSelection() ? m_hex->selectionBegin() + 1 : m_hex->caret();
    else
        from = m_hex->selectionBegin() > 0 ? m_hex->selectionBegin() - 1 : (size ? size - 1 : 0);
    m_findCancel = false;
    m_findLength = static_cast<Offset>(pattern.size());
    m_findBar->setStatus(tr("Searching…"));
    const std::atomic<bool> *cancel = &m_findCancel;
    m_findWatcher.setFuture(QtConcurrent::run([bytes, pattern, from, forward, cancel] {
        return findBytes(bytes, pattern, from, forward, true, cancel);
    }));
}

void MainWindow::cancelFind()
{
    if (!m_findWatcher.isRunning())
        return;
    m_findCancel = true;
    m_findWatcher.waitForFinished();
}

void MainWindow::onFindDone()
{
    const Offset found = m_findCancel ? kNoOffset : m_findWatcher.result();
    if (m_findCancel) {
        m_findBar->setStatus(tr("Stopped"));
    } else if (found == kNoOffset) {
        m_findBar->setStatus(tr("Not found"));
    } else {
        m_findBar->setStatus(tr("Found at offset %1 (0x%2)").arg(grouped(found)).arg(found, 0, 16));
        m_hex->select(found, found + m_findLength);
    }
    emit findFinished(found);
}

void MainWindow::copyAs(CopyFormat format)
{
    const Bytes bytes = m_document ? m_document->bytes() : Bytes{};
    if (bytes.empty() || !m_document->checkAccess())
        return;
    Offset begin = m_hex->selectionBegin();
    Offset end = m_hex->selectionEnd();
    if (begin == end) { // no selection: the character or group at the caret
        const Item item = itemContaining(bytes, m_hex->caret());
        begin = item.offset;
        end = item.end();
    }
    if (end - begin > kMaxCopyBytes) {
        statusBar()->showMessage(tr("The selection is too large to copy (%1 bytes; at most %2).")
                                     .arg(grouped(end - begin), grouped(kMaxCopyBytes)),
                                 kStatusMs);
        return;
    }
    QApplication::clipboard()->setText(formatBytes(bytes.subspan(begin, end - begin), format));
    statusBar()->showMessage(tr("Copied %1 bytes.").arg(grouped(end - begin)), kStatusMs);
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open File"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::newFromBytesDialog()
{
    NewBytesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted && dialog.inputValid())
        openBytes(dialog.bytes(), tr("new bytes"));
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void MainWindow::addRecent(const QString &path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), list);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList list = recentFiles();
    for (const QString &path : list)
        m_recentMenu->addAction(path, this, [this, path] { openFile(path); });
    if (list.isEmpty())
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            QSettings().remove(QStringLiteral("recentFiles"));
            rebuildRecentMenu();
        });
    }
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    resize(1280, 800);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: room for the inspector's rows and a few diagnostics.
        resizeDocks({findChild<QDockWidget *>(QStringLiteral("inspectorDock"))}, {400},
                    Qt::Horizontal);
        resizeDocks({findChild<QDockWidget *>(QStringLiteral("diagnosticsDock"))}, {170},
                    Qt::Vertical);
    }
    const int rows = settings.value(QStringLiteral("view/bytesPerRow"), 16).toInt();
    m_hex->setBytesPerRow(rows);
    const bool decimal =
        settings.value(QStringLiteral("view/offsetBase")).toString() == QLatin1String("decimal");
    m_hex->setOffsetBase(decimal ? HexView::OffsetBase::Decimal : HexView::OffsetBase::Hex);
    if (!m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray()))
        fitHexWidth();
    if (m_rowGroup)
        for (QAction *a : m_rowGroup->actions())
            a->setChecked(a->data().toInt() == m_hex->bytesPerRow());
    if (m_baseGroup)
        m_baseGroup->actions().at(decimal ? 1 : 0)->setChecked(true);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("view/bytesPerRow"), m_hex->bytesPerRow());
    settings.setValue(QStringLiteral("view/offsetBase"),
                      m_hex->offsetBase() == HexView::OffsetBase::Decimal
                          ? QStringLiteral("decimal")
                          : QStringLiteral("hex"));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile()) {
        openFile(urls.first().toLocalFile());
        event->acceptProposedAction();
    }
}

} // namespace u8i::ui
