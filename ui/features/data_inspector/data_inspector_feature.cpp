#include "data_inspector_feature.h"

#include "data_inspector.h"
#include "feature_host.h"

#include <QAction>
#include <QDockWidget>

namespace u8i::ui {

void DataInspectorFeature::install(FeatureHost &host)
{
    auto *dock = new QDockWidget(tr("Data Inspector"), host.window());
    dock->setObjectName(QStringLiteral("dataInspectorDock"));
    dock->setWidget(new DataInspector(host.model(), dock));
    // Opened by its key, typed keys go to the rows at once (the host focuses it).
    host.addDock(dock, {Qt::RightDockWidgetArea, false, true, QKeySequence(tr("Ctrl+Shift+I"))});
    dock->hide();
}

} // namespace u8i::ui
