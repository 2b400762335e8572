// A table whose rows are the things listed (diagnostics, strings, matches), as the keyboard should
// find it: Tab and Shift+Tab leave it for the next widget (Ctrl+Tab is Next Tab, so the table must
// not keep Tab for its cells), Home and End go to the first and last row (Shift extends the
// selection), and where several rows can be chosen, Ctrl+A selects its rows before the window's
// Select All (the file) takes the key.
#pragma once

#include <QTableView>

namespace u8i::ui {

class RowTable : public QTableView {
    Q_OBJECT
  public:
    explicit RowTable(QWidget *parent = nullptr);

  protected:
    bool event(QEvent *event) override;
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
};

} // namespace u8i::ui
