#include "reading_menu.h"

#include "document_model.h"

#include <u8i/charsets/detection/legacy_charsets.h>

#include <QActionGroup>
#include <QMenu>
#include <QWidget>

namespace u8i::ui {

ReadingMenu::ReadingMenu(DocumentModel *model, QMenu *menu, QWidget *views)
    : QObject(menu), m_model(model), m_menu(menu), m_views(views), m_group(new QActionGroup(this))
{
    // A submenu's entry is never triggered by a click (that opens it), only by its key.
    menu->menuAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    connect(menu->menuAction(), &QAction::triggered, this, &ReadingMenu::popUp);
    QAction *utf8 = menu->addAction(tr("&UTF-8 (byte-level diagnosis)"), this,
                                    [this] { m_model->setReading(nullptr); });
    utf8->setShortcut(QKeySequence(tr("Ctrl+Shift+U")));
    utf8->setCheckable(true);
    utf8->setData(QString());
    utf8->setObjectName(QStringLiteral("showAs UTF-8"));
    m_group->addAction(utf8);
    menu->addSeparator();
    for (const LegacyCharset *charset : charsets::allLegacyCharsets()) {
        const QString name = QString::fromStdString(charset->name());
        QAction *a = menu->addAction(name, this, [this, charset] { m_model->setReading(charset); });
        a->setCheckable(true);
        a->setData(name);
        a->setObjectName(QStringLiteral("showAs ") + name);
        m_group->addAction(a);
    }
    connect(m_model, &DocumentModel::readingChanged, this, &ReadingMenu::showChecked);
    connect(m_model, &DocumentModel::changed, this, &ReadingMenu::showChecked);
    showChecked();
}

void ReadingMenu::popUp()
{
    m_menu->popup(m_views->mapToGlobal(QPoint(m_views->width() / 4, m_views->height() / 4)));
    m_menu->setActiveAction(m_group->checkedAction());
}

void ReadingMenu::showChecked()
{
    const LegacyCharset *reading = m_model->reading();
    const QString name = reading ? QString::fromStdString(reading->name()) : QString();
    for (QAction *a : m_group->actions())
        a->setChecked(a->data().toString() == name);
}

} // namespace u8i::ui
