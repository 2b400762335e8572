#include "compare_feature.h"
#include "compare_session.h"
#include "feature_host.h"

#include <QDockWidget>

namespace u8i::ui {

void CompareFeature::install(FeatureHost &host)
{
    m_session = new CompareSession(host.window(), host.model(), host.hexView());
    host.addDock(m_session->dock(),
                 {Qt::BottomDockWidgetArea, false, true, QKeySequence(Qt::ALT | Qt::Key_8)});
    m_session->dock()->hide(); // until a comparison starts
    host.addStatusTask(m_session->navigation(), QStringLiteral("differenceStatus"));
    host.addStatusTask(m_session->counting(), QStringLiteral("comparisonStatus"));
    connect(m_session, &CompareSession::message, this,
            [&host](const QString &text) { host.showStatus(text); });
    host.addMenuEntry(MenuAnchor::FileCompare, tr("Co&mpare With…"),
                      QKeySequence(tr("Ctrl+Shift+O")), this, [this] { m_session->dialog(); });
    host.addMenuEntry(MenuAnchor::GoDifferences, tr("Next &Difference"), QKeySequence(Qt::Key_F7),
                      this, [this] { m_session->next(); });
    host.addMenuEntry(MenuAnchor::GoDifferences, tr("Previous Di&fference"),
                      QKeySequence(Qt::SHIFT | Qt::Key_F7), this,
                      [this] { m_session->previous(); });
}

} // namespace u8i::ui
