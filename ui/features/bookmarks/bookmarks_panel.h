// The Bookmarks dock's list: offset, length, line:column, a preview of the bytes as text, and the
// label, which is edited in place. Activating a row (click, Enter) selects its bytes; its context
// menu goes there, renames, removes or clears.
#pragma once

#include "bookmarks.h"

#include <QWidget>

class QTreeWidget;

namespace u8i::ui {

class BookmarksPanel : public QWidget {
    Q_OBJECT
  public:
    BookmarksPanel(Bookmarks *bookmarks, DocumentModel *model, QWidget *parent = nullptr);

    [[nodiscard]] QTreeWidget *list() const { return m_list; }
    // The text of a cell (row, column), for tests and accessibility.
    [[nodiscard]] QString cellText(int row, int column) const;

  signals:
    void activated(); // a bookmark was chosen: the caller focuses the hex view

  private:
    void rebuild();
    void showMenu(const QPoint &pos);

    Bookmarks *m_bookmarks;
    DocumentModel *m_model;
    QTreeWidget *m_list;
    bool m_rebuilding = false;
};

} // namespace u8i::ui
