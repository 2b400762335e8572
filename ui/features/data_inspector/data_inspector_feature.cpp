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
    host.addDock(dock, {Qt::RightDockWidgetArea, false, true});
    dock->hide();
    QAction *toggle = dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(tr("Ctrl+Shift+I")));
    connect(toggle, &QAction::triggered, dock, [dock](bool on) {
        if (on)
            dock->widget()->setFocus(); // typed keys go to the rows at once
    });
}

} // namespace u8i::ui
