#include "strings_feature.h"
#include "binary_verdict.h"
#include "feature_host.h"
#include "strings_panel.h"

#include "hex_view.h"
#include "overview_bar.h"

#include <QDockWidget>
#include <QTimer>

namespace u8i::ui {

namespace {
constexpr int kOverviewBuckets = 4096; // finer than any screen's pixel rows
constexpr int kOverviewMs = 300;       // the list grows in bursts: draw once they rest
} // namespace

void StringsFeature::install(FeatureHost &host)
{
    m_host = &host;
    m_panel = new StringsPanel(host.model(), host.window());
    m_panel->setObjectName(QStringLiteral("stringsPanel"));
    m_dock = new QDockWidget(tr("Strings"), host.window());
    m_dock->setObjectName(QStringLiteral("stringsDock"));
    m_dock->setWidget(m_panel);
    host.addDock(m_dock, {Qt::BottomDockWidgetArea, true, true, QKeySequence(Qt::ALT | Qt::Key_5)});
    // Raising the dock's tab shows no new widget (Qt counts a tab behind others as visible), so
    // the search that waits for the panel to be seen starts here.
    connect(m_dock, &QDockWidget::visibilityChanged, m_panel, [this](bool visible) {
        if (visible)
            m_panel->searchOnceScanned();
    });
    connect(m_panel, &StringsPanel::activated, host.hexView(), qOverload<>(&QWidget::setFocus));
    m_overviewTimer = new QTimer(this);
    m_overviewTimer->setSingleShot(true);
    m_overviewTimer->setInterval(kOverviewMs);
    connect(m_overviewTimer, &QTimer::timeout, this, &StringsFeature::updateOverview);
    connect(m_panel, &StringsPanel::listChanged, m_overviewTimer, qOverload<>(&QTimer::start));
    host.addStatusTask(m_panel->search()->task(), QStringLiteral("stringsStatus"));
    auto *binary = new BinaryVerdict(host.model(), m_panel, &host, this);
    connect(&host, &FeatureHost::binaryDetected, binary, &BinaryVerdict::setBinaryType);
    host.addMenuEntry(MenuAnchor::GoStrings, tr("Next S&tring"), QKeySequence(Qt::Key_F6), this,
                      [this] { step(true); });
    host.addMenuEntry(MenuAnchor::GoStrings, tr("Previous Str&ing"),
                      QKeySequence(Qt::SHIFT | Qt::Key_F6), this, [this] { step(false); });
}

void StringsFeature::step(bool forward)
{
    m_dock->show();
    m_dock->raise();
    const bool found = forward ? m_panel->nextString() : m_panel->previousString();
    if (!found)
        m_host->showStatus(forward ? tr("No string after this point.")
                                   : tr("No string before this point."));
}

void StringsFeature::updateOverview()
{
    m_host->overview()->setTextRegions(m_panel->coverage(kOverviewBuckets));
}

} // namespace u8i::ui
