// File ▸ Open Recent: the last files opened, kept in the settings, newest first.
#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QMenu;

namespace u8i::ui {

class RecentFiles : public QObject {
    Q_OBJECT
  public:
    static constexpr int kMax = 10;

    // Fills `menu`; choosing an entry calls `open` with its path.
    RecentFiles(QMenu *menu, std::function<void(const QString &)> open);

    [[nodiscard]] QStringList list() const;
    void add(const QString &path);

  private:
    void rebuild();

    QMenu *m_menu;
    std::function<void(const QString &)> m_open;
};

} // namespace u8i::ui
