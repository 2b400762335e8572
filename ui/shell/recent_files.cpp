#include "recent_files.h"

#include <QMenu>
#include <QSettings>

namespace u8i::ui {

namespace {
const QString kKey = QStringLiteral("recentFiles");
} // namespace

RecentFiles::RecentFiles(QMenu *menu, std::function<void(const QString &)> open)
    : QObject(menu), m_menu(menu), m_open(std::move(open))
{
    rebuild();
}

QStringList RecentFiles::list() const
{
    return QSettings().value(kKey).toStringList();
}

void RecentFiles::add(const QString &path)
{
    QStringList paths = list();
    paths.removeAll(path);
    paths.prepend(path);
    while (paths.size() > kMax)
        paths.removeLast();
    QSettings().setValue(kKey, paths);
    rebuild();
}

void RecentFiles::rebuild()
{
    m_menu->clear();
    const QStringList paths = list();
    for (const QString &path : paths)
        m_menu->addAction(path, this, [this, path] { m_open(path); });
    if (paths.isEmpty()) {
        m_menu->addAction(tr("(none)"))->setEnabled(false);
        return;
    }
    m_menu->addSeparator();
    m_menu->addAction(tr("&Clear List"), this, [this] {
        QSettings().remove(kKey);
        rebuild();
    });
}

} // namespace u8i::ui
