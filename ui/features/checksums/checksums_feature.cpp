#include "checksums_feature.h"

#include "checksums_panel.h"
#include "feature_host.h"

#include <QAction>
#include <QDockWidget>

namespace u8i::ui {

void ChecksumsFeature::install(FeatureHost &host)
{
    auto *dock = new QDockWidget(tr("Checksums"), host.window());
    dock->setObjectName(QStringLiteral("checksumsDock"));
    auto *panel = new ChecksumsPanel(host.model(), dock);
    dock->setWidget(panel);
    host.addDock(dock, {Qt::BottomDockWidgetArea, true, true, QKeySequence(tr("Ctrl+Shift+K"))});
    dock->hide();
    host.addStatusTask(panel->task(), QStringLiteral("checksumsTask"));
}

} // namespace u8i::ui
