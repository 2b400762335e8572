#include "main_window.h"
#include "binary_verdict.h"
#include "encoding_offer.h"
#include "number_text.h"

#include "character_inspector.h"
#include "desktop_features.h"
#include "diagnostic_navigation.h"
#include "diagnostics_panel.h"
#include "document_opener.h"
#include "document_tabs.h"
#include "editor_basics.h"
#include "find_bar.h"
#include "hex_view.h"
#include "input_parsing.h"
#include "learn_menu.h"
#include "message_bar.h"
#include "mojibake_docks.h"
#include "mojibake_panel.h"
#include "new_bytes_dialog.h"
#include "notices_model.h"
#include "open_files_session.h"
#include "overview_bar.h"
#include "recent_files.h"
#include "scan_after_first_paint.h"
#include "status_bar_presenter.h"
#include "strings_dock.h"
#include "strings_panel.h"
#include "text_view.h"
#include "views_orientation.h"
#include "window_layout.h"

#include "checksums/checksums_panel.h"
#include "data_inspector/data_inspector.h"
#include "find_all/find_all_panel.h"
#include "install_context.h"
#include "statistics/statistics_panel.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLocale>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

#include <algorithm>

namespace u8i::ui {

namespace {

constexpr Offset kMaxCopyBytes = Offset{64} << 20;
constexpr int kStatusMs = 4000;

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_model(new DocumentModel(this))
{
    setWindowTitle(tr("UTF-8 Inspector"));
    setAcceptDrops(true);
    createViews();
    createDocks();
    m_status = new StatusBarPresenter(statusBar(), m_model);
    m_opener = new DocumentOpener(m_model, m_messages, this);
    connect(m_opener, &DocumentOpener::opened, this, &MainWindow::onOpened);
    connect(m_opener, &DocumentOpener::openFailed, m_status, &StatusBarPresenter::showOpenFailed);
    statusBar()->addWidget(m_opener->stdinStatus());
    m_status->setReadingStdin([this] { return m_opener->readingStdin(); });
    m_navigation = new DiagnosticNavigation(m_model, this);
    m_status->track(m_navigation->task(), QStringLiteral("diagnosticSearchStatus"));
    m_status->track(m_findBar->task(), QStringLiteral("findStatus"));
    m_status->track(m_diagnostics->noticeTask(), QStringLiteral("noticeStatus"));
    m_status->track(m_diagnostics->errorRunsTask(), QStringLiteral("errorsInTextStatus"));
    connect(m_diagnostics, &DiagnosticsPanel::noticesListed, this, [this] {
        m_status->showDeceptive(m_diagnostics->noticesModel()->listing().deceptiveCharacters());
    });
    m_status->track(m_mojibake->repairTask(), QStringLiteral("repairStatus"));
    m_status->track(m_strings->panel()->search()->task(), QStringLiteral("stringsStatus"));
    m_encoding = new EncodingOffer(m_model, m_messages, this);
    m_status->track(m_encoding->conversion(), QStringLiteral("conversionStatus"));
    connect(m_encoding, &EncodingOffer::verdictChanged, m_status,
            &StatusBarPresenter::showDetectedVerdict);
    auto *binary = new BinaryVerdict(m_model, m_strings->panel(), m_status, this);
    connect(m_encoding, &EncodingOffer::binaryDetected, binary, &BinaryVerdict::setBinaryType);
    connect(m_encoding, &EncodingOffer::binaryDetected, m_diagnostics,
            [this] { m_diagnostics->setBinary(true); });
    connect(m_diagnostics, &DiagnosticsPanel::kindFilterChanged, m_navigation,
            &DiagnosticNavigation::setKindFilter); // F8 visits the kind the list shows
    connect(m_navigation, &DiagnosticNavigation::notFound, this, [this](bool forward) {
        showStatus(forward ? tr("No diagnostic after this point.")
                           : tr("No diagnostic before this point."));
    });
    createMenus();
    installFeatures();
    m_basics = new EditorBasics(this); // before restoreSettings: its docks are restored too
    restoreSettings();
    connect(m_model, &DocumentModel::indexReady, this, &MainWindow::syncOverviewViewport);
    openBytes({}, tr("(nothing open)"));
    new DesktopFeatures(this, m_viewMenu); // Settings, Help, View ▸ Syntax/Theme
}

MainWindow::~MainWindow()
{
    // Every search over the document's bytes ends, before the widgets and the model go.
    m_model->setDocument(std::make_unique<Document>(ByteSource::fromBytes({}, {})));
}

void MainWindow::createViews()
{
    m_hex = new HexView(m_model, this);
    m_hex->setObjectName(QStringLiteral("hexView"));
    m_text = new TextView(m_model, this);
    m_text->setObjectName(QStringLiteral("textView"));
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("viewSplitter"));
    m_splitter->addWidget(m_hex);
    m_splitter->addWidget(m_text);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    new ViewsOrientation(m_splitter, m_hex, m_text, [this] { fitHexWidth(); });
    m_hex->setFocus();
    m_messages = new MessageBar(this);
    m_findBar = new FindBar(m_model, this);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_messages);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_findBar);
    setCentralWidget(central);

    connect(m_messages, &MessageBar::reloadRequested, this, &MainWindow::reload);
    connect(m_findBar, &FindBar::findFinished, this, &MainWindow::findFinished);
    connect(m_findBar, &FindBar::closed, m_hex, qOverload<>(&QWidget::setFocus));
    connect(m_hex, &HexView::topOffsetChanged, this, &MainWindow::syncOverviewViewport);
}

void MainWindow::createDocks()
{
    m_inspector = new CharacterInspector(m_model, this);
    m_diagnostics = new DiagnosticsPanel(m_model, this);
    m_overview = new OverviewBar(m_model, this);
    const auto addDock = [this](QWidget *widget, const QString &title, const char *name,
                                Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(title, this);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(widget);
        addDockWidget(area, dock);
        return dock;
    };
    m_inspectorDock =
        addDock(m_inspector, tr("Character Inspector"), "inspectorDock", Qt::RightDockWidgetArea);
    m_diagnosticsDock =
        addDock(m_diagnostics, tr("Diagnostics"), "diagnosticsDock", Qt::BottomDockWidgetArea);
    auto *overviewDock =
        addDock(m_overview, tr("Overview"), "overviewDock", Qt::LeftDockWidgetArea);
    overviewDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    // A strip a few pixels wide has no room for a title ("O…"); View ▸ Overview toggles it.
    overviewDock->setTitleBarWidget(new QWidget(overviewDock));
    connect(m_diagnostics, &DiagnosticsPanel::activated, m_hex, qOverload<>(&QWidget::setFocus));
    m_mojibake = (new MojibakeDocks(this, m_model, m_diagnosticsDock))->mojibake();
    m_strings = new StringsDock(this, m_model, m_diagnosticsDock, m_overview);
    connect(m_strings->panel(), &StringsPanel::activated, m_hex, qOverload<>(&QWidget::setFocus));
}

void MainWindow::installFeatures()
{
    const InstallContext context{
        this,
        m_model,
        findChild<QMenu *>(QStringLiteral("editMenu")),
        m_viewMenu,
        m_inspectorDock,
        m_diagnosticsDock,
        findChild<QDockWidget *>(QStringLiteral("overviewDock")),
        [this](BackgroundTask *task, const QString &name) { m_status->track(task, name); }};
    installDataInspector(context);
    installChecksums(context);
    installFindAll(context);
    installStatistics(context);
}

bool MainWindow::openFile(const QString &path)
{
    DocumentTabs *tabs = m_basics ? m_basics->tabs() : nullptr;
    if (const int tab = tabs ? tabs->indexOfFile(path) : -1; tab >= 0) {
        tabs->setCurrent(tab); // open already: its tab, as it was left
        m_recent->add(document()->source().path());
        showStatus(tr("“%1” is open already.").arg(document()->displayName()));
        return true;
    }
    return m_opener->openFile(path);
}

bool MainWindow::openStdin()
{
    return m_opener->openStdin();
}

bool MainWindow::readingStdin() const
{
    return m_opener->readingStdin();
}

void MainWindow::openBytes(QByteArray bytes, const QString &name)
{
    m_opener->openBytes(std::move(bytes), name);
}

void MainWindow::reload()
{
    if (!m_opener->reload())
        showStatus(tr("Only files can be reloaded."));
}

void MainWindow::onOpened(const QString &path)
{
    if (!path.isEmpty())
        m_recent->add(path);
    setWindowTitle(tr("%1 — UTF-8 Inspector").arg(document()->displayName()));
    syncOverviewViewport();
    emit documentChanged();
    startScanAfterFirstPaint(document(), m_hex->viewport()); // the first screen before the scan
}

void MainWindow::showStatus(const QString &message)
{
    statusBar()->showMessage(message, kStatusMs);
}

QString MainWindow::verdict() const
{
    return m_status->verdict();
}

QString MainWindow::caretStatus() const
{
    return m_status->caretStatus();
}

QString MainWindow::selectionStatus() const
{
    return m_status->selectionStatus();
}

QStringList MainWindow::recentFiles() const
{
    return m_recent->list();
}

void MainWindow::fitHexWidth()
{
    // The hex pane gets exactly its content's width; the text pane the rest. (Hex above text,
    // in a narrow window, each keeps its height.)
    if (m_splitter->orientation() == Qt::Vertical)
        return;
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
    m_overview->setViewport(top, std::min<Offset>(m_model->size(), top + shown));
}

bool MainWindow::goToOffsetText(const QString &text)
{
    const auto offset = parseOffset(text);
    const Offset size = m_model->size();
    if (!offset) {
        showStatus(tr("“%1” is not an offset (write 0x1F4 or 500).").arg(text));
        return false;
    }
    if (*offset >= size) {
        showStatus(tr("Offset %1 is past the end (the data has %2 bytes).")
                       .arg(grouped(*offset), grouped(size)));
        return false;
    }
    goToOffset(*offset);
    return true;
}

void MainWindow::goToOffset(Offset offset)
{
    m_model->setCaret(offset);
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

void MainWindow::nextDiagnostic()
{
    m_navigation->next();
}

void MainWindow::previousDiagnostic()
{
    m_navigation->previous();
}

void MainWindow::find(bool forward)
{
    m_findBar->find(forward);
}

void MainWindow::cancelFind()
{
    m_findBar->task()->cancel();
}

bool MainWindow::findRunning() const
{
    return m_findBar->task()->running();
}

bool MainWindow::listingNotices() const
{
    return m_diagnostics->noticeTask()->running();
}

void MainWindow::copyAs(CopyFormat format)
{
    const CopiedBytes copied = copySelection(*m_model, format, kMaxCopyBytes);
    if (copied.tooLarge)
        showStatus(tr("The selection is too large to copy (%1 bytes; at most %2).")
                       .arg(grouped(copied.length), grouped(kMaxCopyBytes)));
    if (copied.text.isEmpty())
        return;
    QApplication::clipboard()->setText(copied.text);
    showStatus(tr("Copied %1 bytes.").arg(grouped(copied.length)));
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

void MainWindow::freshLayout()
{
    // First start: room for the inspector's rows and a few diagnostics, in proportion to the
    // window; the hex pane as wide as its rows, the text pane the rest.
    resizeDocks({m_inspectorDock}, {std::clamp(width() * 3 / 10, 200, 400)}, Qt::Horizontal);
    resizeDocks({m_diagnosticsDock}, {std::clamp(height() / 4, 120, 200)}, Qt::Vertical);
    layout()->activate();
    fitHexWidth();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    m_layout = new WindowLayout(this, m_splitter, findChildren<QDockWidget *>(),
                                [this] { freshLayout(); });
    m_layout->restoreGeometry(); // the docks and the splitter when shown, at the final size
    m_hex->setBytesPerRow(settings.value(QStringLiteral("view/bytesPerRow"), 16).toInt());
    const bool decimal =
        settings.value(QStringLiteral("view/offsetBase")).toString() == QLatin1String("decimal");
    m_hex->setOffsetBase(decimal ? HexView::OffsetBase::Decimal : HexView::OffsetBase::Hex);
    for (QAction *a : m_rowGroup->actions())
        a->setChecked(a->data().toInt() == m_hex->bytesPerRow());
    m_baseGroup->actions().at(decimal ? 1 : 0)->setChecked(true);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    if (m_layout->laidOut()) // a window never shown keeps the layout saved before
        m_layout->save();
    OpenFilesSession::save(*m_basics->tabs());
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
