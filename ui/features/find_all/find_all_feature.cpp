#include "find_all_feature.h"

#include "feature_host.h"
#include "find_all_panel.h"

#include <QDockWidget>

namespace u8i::ui {

void FindAllFeature::install(FeatureHost &host)
{
    auto *dock = new QDockWidget(tr("Find All"), host.window());
    dock->setObjectName(QStringLiteral("findAllDock"));
    auto *panel = new FindAllPanel(host.model(), dock);
    dock->setWidget(panel);
    host.addDock(dock, {Qt::BottomDockWidgetArea, true, true, QKeySequence(Qt::ALT | Qt::Key_9)});
    dock->hide();
    host.addMenuEntry(MenuAnchor::EditFind, tr("Find A&ll…"), QKeySequence(tr("Ctrl+Alt+F")), dock,
                      [dock, panel] {
                          dock->show();
                          dock->raise();
                          panel->activate();
                      });
    host.addStatusTask(panel->task(), QStringLiteral("findAllTask"));
}

} // namespace u8i::ui
