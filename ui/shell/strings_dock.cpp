#include "strings_dock.h"

#include "overview_bar.h"
#include "strings_panel.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

namespace u8i::ui {

namespace {
constexpr int kOverviewBuckets = 4096; // finer than any screen's pixel rows
constexpr int kOverviewMs = 300;       // the list grows in bursts: draw once they rest
constexpr int kStatusMs = 4000;
} // namespace

StringsDock::StringsDock(QMainWindow *window, DocumentModel *document, QDockWidget *besides,
                         OverviewBar *overview)
    : QObject(window), m_window(window), m_panel(new StringsPanel(document, window)),
      m_dock(new QDockWidget(tr("Strings"), window)), m_overview(overview),
      m_overviewTimer(new QTimer(this))
{
    m_panel->setObjectName(QStringLiteral("stringsPanel"));
    m_dock->setObjectName(QStringLiteral("stringsDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    if (besides) {
        window->tabifyDockWidget(besides, m_dock);
        besides->raise();
    }
    // Raising the dock's tab shows no new widget (Qt counts a tab behind others as visible), so
    // the search that waits for the panel to be seen starts here.
    connect(m_dock, &QDockWidget::visibilityChanged, m_panel, [this](bool visible) {
        if (visible)
            m_panel->searchOnceScanned();
    });
    m_overviewTimer->setSingleShot(true);
    m_overviewTimer->setInterval(kOverviewMs);
    connect(m_overviewTimer, &QTimer::timeout, this, &StringsDock::updateOverview);
    connect(m_panel, &StringsPanel::listChanged, m_overviewTimer, qOverload<>(&QTimer::start));
}

void StringsDock::addGoActions(QMenu *go)
{
    go->addSeparator();
    go->addAction(tr("Next S&tring"), QKeySequence(Qt::Key_F6), this, [this] { step(true); });
    go->addAction(tr("Previous Str&ing"), QKeySequence(Qt::SHIFT | Qt::Key_F6), this,
                  [this] { step(false); });
}

void StringsDock::step(bool forward)
{
    m_dock->show();
    m_dock->raise();
    const bool found = forward ? m_panel->nextString() : m_panel->previousString();
    if (!found)
        m_window->statusBar()->showMessage(forward ? tr("No string after this point.")
                                                   : tr("No string before this point."),
                                           kStatusMs);
}

void StringsDock::updateOverview()
{
    m_overview->setTextRegions(m_panel->coverage(kOverviewBuckets));
}

} // namespace u8i::ui
