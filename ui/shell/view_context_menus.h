// The context menus of the hex view, the text view and the lists (diagnostics, bookmarks): copy as
// hex, text, C or Python escapes, find this, go to an offset or a line, bookmark. A right click
// outside the selection first moves the caret there; on a list row it first goes to the row.
#pragma once

#include <QObject>

#include <functional>

class QAbstractItemView;
class QMenu;
class QPoint;

namespace u8i::ui {

class Bookmarks;
class MainWindow;

class ViewContextMenus : public QObject {
    Q_OBJECT
  public:
    struct Commands {
        std::function<void()> goToOffset;
        std::function<void()> goToLine;
    };
    ViewContextMenus(MainWindow *window, Bookmarks *bookmarks, Commands commands);

    // Gives a list's rows the menu: a right click goes to the row (activates it) first.
    void addList(QAbstractItemView *list);
    // The entries of the menu, for the selection or the caret (exposed for tests).
    void fill(QMenu *menu);
    // Edit ▸ Find This: the selection (or the character at the caret) into the find bar as text
    // when it is well-formed printable text, as hex bytes otherwise; then finds the next one.
    void findThis();

  private:
    void showHexMenu(const QPoint &pos);
    void showTextMenu(const QPoint &pos);

    MainWindow *m_window;
    Bookmarks *m_bookmarks;
    Commands m_commands;
};

} // namespace u8i::ui
