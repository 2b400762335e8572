#include "control_run_badges.h"

#include "document_model.h"
#include "text_view.h"

#include <QActionGroup>
#include <QMenu>
#include <QSettings>

namespace u8i::ui {

namespace {

constexpr const char *kKey = "view/controlRunBadges";

QString keyOf(ControlRunBadges::Policy policy)
{
    switch (policy) {
    case ControlRunBadges::Policy::InBinaryData: return QStringLiteral("binary");
    case ControlRunBadges::Policy::Always: return QStringLiteral("always");
    case ControlRunBadges::Policy::Never: return QStringLiteral("never");
    }
    return {};
}

} // namespace

ControlRunBadges::ControlRunBadges(DocumentModel *document, TextView *text, QMenu *menu,
                                   QObject *parent)
    : QObject(parent), m_text(text), m_group(new QActionGroup(this))
{
    const QString stored = QSettings().value(QLatin1String(kKey)).toString();
    const std::pair<Policy, QString> entries[] = {
        {Policy::InBinaryData, tr("One Badge in &Binary Data")},
        {Policy::Always, tr("One Badge &Always")},
        {Policy::Never, tr("&Every Byte Shown")},
    };
    for (const auto &[policy, label] : entries) {
        QAction *a = menu->addAction(label);
        a->setCheckable(true);
        a->setData(static_cast<int>(policy));
        a->setObjectName(QStringLiteral("controlRuns-") + keyOf(policy));
        m_group->addAction(a);
        if (stored == keyOf(policy))
            m_policy = policy;
        connect(a, &QAction::triggered, this, [this, policy] { setPolicy(policy); });
    }
    connect(document, &DocumentModel::changed, this, [this] { setBinary(false); });
    apply();
}

void ControlRunBadges::setPolicy(Policy policy)
{
    m_policy = policy;
    QSettings().setValue(QLatin1String(kKey), keyOf(policy));
    apply();
}

void ControlRunBadges::setBinary(bool binary)
{
    m_binary = binary;
    apply();
}

void ControlRunBadges::apply()
{
    for (QAction *a : m_group->actions())
        a->setChecked(a->data().toInt() == static_cast<int>(m_policy));
    m_text->setCompactControlRuns(m_policy == Policy::Always ||
                                  (m_policy == Policy::InBinaryData && m_binary));
}

} // namespace u8i::ui
