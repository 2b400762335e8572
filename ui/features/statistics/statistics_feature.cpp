#include "statistics_feature.h"

#include "entropy_strip.h"
#include "feature_host.h"
#include "statistics_panel.h"

#include "overview_bar.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace u8i::ui {

void StatisticsFeature::install(FeatureHost &host)
{
    auto *dock = new QDockWidget(tr("Statistics"), host.window());
    dock->setObjectName(QStringLiteral("statisticsDock"));
    auto *panel = new StatisticsPanel(host.model(), dock);
    dock->setWidget(panel);
    host.addDock(dock, {Qt::BottomDockWidgetArea, true, true, QKeySequence(tr("Ctrl+Shift+T"))});
    dock->hide();
    host.addStatusTask(panel->task(), QStringLiteral("statisticsTask"));
    installStrip(host);
}

void StatisticsFeature::installStrip(FeatureHost &host)
{
    auto *dock = new QDockWidget(tr("Entropy Strip"), host.window());
    dock->setObjectName(QStringLiteral("entropyDock"));
    auto *strip = new EntropyStrip(host.model(), dock);
    dock->setWidget(strip);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    dock->setTitleBarWidget(new QWidget(dock)); // a strip a few pixels wide has no room for one
    host.addDock(dock, {Qt::LeftDockWidgetArea, false, true, QKeySequence(Qt::ALT | Qt::Key_0)});
    // Beside the overview bar, not under it.
    auto *window = qobject_cast<QMainWindow *>(host.window());
    auto *overview =
        host.overview() ? qobject_cast<QDockWidget *>(host.overview()->parentWidget()) : nullptr;
    if (window && overview)
        window->splitDockWidget(overview, dock, Qt::Horizontal);
    dock->hide();
    host.addStatusTask(strip->task(), QStringLiteral("entropyTask"));
}

} // namespace u8i::ui
