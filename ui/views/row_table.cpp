#include "row_table.h"

#include <QKeyEvent>

namespace u8i::ui {

RowTable::RowTable(QWidget *parent) : QTableView(parent)
{
    setTabKeyNavigation(false);
}

bool RowTable::event(QEvent *event)
{
    // Ctrl+A is the list's own (QAbstractItemView selects every row on it), not the window's,
    // where more than one row can be chosen.
    const bool many = selectionMode() != NoSelection && selectionMode() != SingleSelection;
    if (many && event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::SelectAll)) {
        event->accept();
        return true;
    }
    return QTableView::event(event);
}

QModelIndex RowTable::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers)
{
    // A table's Home and End go to the row's first and last cell; here the rows are the items.
    if (action == MoveHome || action == MoveEnd)
        modifiers |= Qt::ControlModifier;
    return QTableView::moveCursor(action, modifiers);
}

} // namespace u8i::ui
