#include "main_window.h"
#include "control_run_badges.h"
#include "diagnostic_navigation.h"
#include "document_opener.h"
#include "document_tabs.h"
#include "open_files_session.h"
#include "scan_after_first_paint.h"
#include "settings_feature.h"
#include "shell_host.h"
#include "status_bar_presenter.h"
#include "views_orientation.h"
#include "window_layout.h"

#include "bookmarks/bookmarks_feature.h"
#include "checksums/checksums_feature.h"
#include "compare/compare_feature.h"
#include "data_inspector/data_inspector_feature.h"
#include "encoding_offer/encoding_offer_feature.h"
#include "find/find_feature.h"
#include "find_all/find_all_feature.h"
#include "goto/goto_feature.h"
#include "learn/learn_feature.h"
#include "mojibake/mojibake_feature.h"
#include "statistics/statistics_feature.h"
#include "strings/strings_feature.h"

#include "character_inspector.h"
#include "diagnostics_panel.h"
#include "hex_view.h"
#include "message_bar.h"
#include "new_bytes_dialog.h"
#include "notices_model.h"
#include "number_text.h"
#include "overview_bar.h"
#include "recent_files.h"
#include "text_view.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QLocale>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
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
    m_status = new StatusBarPresenter(statusBar(), m_model);
    m_host =
        new ShellHost({this, m_model, m_hex, m_text, m_overview, m_messages, m_status, m_central});
    connect(this, &MainWindow::documentChanged, m_host, &FeatureHost::documentChanged);
    createDocks();
    m_opener = new DocumentOpener(m_model, m_messages, this);
    connect(m_opener, &DocumentOpener::opened, this, &MainWindow::onOpened);
    connect(m_opener, &DocumentOpener::openFailed, m_status, &StatusBarPresenter::showOpenFailed);
    statusBar()->addWidget(m_opener->stdinStatus());
    m_status->setReadingStdin([this] { return m_opener->readingStdin(); });
    m_navigation = new DiagnosticNavigation(m_model, this);
    trackShellTasks();
    m_tabs = new DocumentTabs(this);
    createMenus();
    registerFeatures(); // before restoreSettings: their docks are restored too
    restoreSettings();
    connect(m_model, &DocumentModel::indexReady, this, &MainWindow::syncOverviewViewport);
    openBytes({}, tr("(nothing open)"));
}

// The features, one line each (Okteta's setupControllers): the order is the order of their docks
// under View and of their entries at a shared anchor. The Diagnostics toggle follows the docks
// tabbed with it, where View has always listed it.
void MainWindow::registerFeatures()
{
    registerFeature<FindFeature>();
    registerFeature<MojibakeFeature>();
    registerFeature<StringsFeature>();
    m_host->addAction(MenuAnchor::ViewDocks, m_diagnosticsDock->toggleViewAction()); // as before
    registerFeature<EncodingOfferFeature>();
    registerFeature<GoToFeature>();
    registerFeature<BookmarksFeature>();
    registerFeature<CompareFeature>();
    registerFeature<DataInspectorFeature>();
    registerFeature<FindAllFeature>();
    registerFeature<ChecksumsFeature>();
    registerFeature<StatisticsFeature>();
    registerFeature<LearnFeature>();
    m_settings = registerFeature<SettingsFeature>();
    connect(m_settings, &SettingsFeature::applied, this, &MainWindow::syncViewChecks);
}

void MainWindow::install(Feature *feature)
{
    m_features.push_back(feature);
    feature->install(*m_host);
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
    m_overview = new OverviewBar(m_model, this);
    auto *central = new QWidget(this);
    m_central = new QVBoxLayout(central);
    m_central->setContentsMargins(0, 0, 0, 0);
    m_central->setSpacing(0);
    m_central->addWidget(m_messages);
    m_central->addWidget(m_splitter, 1); // the features' bars (the find bar) come below
    setCentralWidget(central);

    connect(m_messages, &MessageBar::reloadRequested, this, &MainWindow::reload);
    connect(m_hex, &HexView::topOffsetChanged, this, &MainWindow::syncOverviewViewport);
}

void MainWindow::createDocks()
{
    m_inspector = new CharacterInspector(m_model, this);
    m_diagnostics = new DiagnosticsPanel(m_model, this);
    const auto dock = [this](QWidget *widget, const QString &title, const char *name,
                             const DockPlacement &placement) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(widget);
        m_host->addDock(d, placement);
        return d;
    };
    // The docks' keys: Alt+1 to Alt+0 in View's order (README, "Keyboard").
    m_inspectorDock =
        dock(m_inspector, tr("Character Inspector"), "inspectorDock",
             {Qt::RightDockWidgetArea, false, true, QKeySequence(Qt::ALT | Qt::Key_1)});
    // Its View toggle comes after those of the docks tabbed with it (registerFeatures).
    m_diagnosticsDock =
        dock(m_diagnostics, tr("Diagnostics"), "diagnosticsDock",
             {Qt::BottomDockWidgetArea, false, false, QKeySequence(Qt::ALT | Qt::Key_6)});
    m_host->setDiagnosticsDock(m_diagnosticsDock);
    auto *overviewDock =
        dock(m_overview, tr("Overview"), "overviewDock",
             {Qt::LeftDockWidgetArea, false, true, QKeySequence(Qt::ALT | Qt::Key_2)});
    overviewDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    // A strip a few pixels wide has no room for a title ("O…"); View ▸ Overview toggles it.
    overviewDock->setTitleBarWidget(new QWidget(overviewDock));
    connect(m_diagnostics, &DiagnosticsPanel::activated, m_hex, qOverload<>(&QWidget::setFocus));
    m_host->addContextList(m_diagnostics->view());
}

void MainWindow::trackShellTasks()
{
    m_status->track(m_navigation->task(), QStringLiteral("diagnosticSearchStatus"));
    m_status->track(m_diagnostics->noticeTask(), QStringLiteral("noticeStatus"));
    m_status->track(m_diagnostics->mojibakeTask(), QStringLiteral("mojibakeStatus"));
    m_status->track(m_diagnostics->errorRunsTask(), QStringLiteral("errorsInTextStatus"));
    connect(m_diagnostics, &DiagnosticsPanel::noticesListed, this, [this] {
        const NoticeListing &listing = m_diagnostics->noticesModel()->listing();
        m_status->showNotices(listing.deceptiveCharacters(), listing.mojibakeTally);
        m_text->setNoticeRuns(runsOf(listing, NoticeKind::Mojibake));
        m_host->announceNotices(listing);
    });
    connect(m_host, &FeatureHost::binaryDetected, m_diagnostics,
            [this] { m_diagnostics->setBinary(true); });
    connect(m_diagnostics, &DiagnosticsPanel::kindFilterChanged, m_navigation,
            &DiagnosticNavigation::setKindFilter); // F8 visits the kind the list shows
    connect(m_navigation, &DiagnosticNavigation::notFound, this, [this](bool forward) {
        showStatus(forward ? tr("No diagnostic after this point.")
                           : tr("No diagnostic before this point."));
    });
}

bool MainWindow::openFile(const QString &path)
{
    if (const int tab = m_tabs ? m_tabs->indexOfFile(path) : -1; tab >= 0) {
        m_tabs->setCurrent(tab); // open already: its tab, as it was left
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
    const auto shown = static_cast<Offset>(m_hex->visibleRowCount()) *
                       static_cast<Offset>(m_hex->shownBytesPerRow());
    m_overview->setViewport(top, std::min<Offset>(m_model->size(), top + shown));
}

void MainWindow::nextDiagnostic()
{
    m_navigation->next();
}

void MainWindow::previousDiagnostic()
{
    m_navigation->previous();
}

bool MainWindow::listingNotices() const
{
    return m_diagnostics->noticeTask()->running() || m_diagnostics->mojibakeTask()->running();
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
    showStatus(copied.length == 1 ? tr("Copied 1 byte.")
                                  : tr("Copied %1 bytes.").arg(grouped(copied.length)));
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
    m_layout = new WindowLayout(this, m_splitter, m_host->docks(), [this] { freshLayout(); });
    m_layout->restoreGeometry(); // the docks and the splitter when shown, at the final size
    syncViewChecks(); // the bytes per row and the offset base: SettingsFeature applied them
}

void MainWindow::syncViewChecks()
{
    for (QAction *a : m_rowGroup->actions())
        a->setChecked(a->data().toInt() == m_hex->bytesPerRow());
    const bool decimal = m_hex->offsetBase() == HexView::OffsetBase::Decimal;
    m_baseGroup->actions().at(decimal ? 1 : 0)->setChecked(true);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    if (m_layout->laidOut()) // a window never shown keeps the layout saved before
        m_layout->save();
    OpenFilesSession::save(*m_tabs);
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
