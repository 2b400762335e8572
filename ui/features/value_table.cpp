#include "value_table.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>

namespace u8i::ui {

ValueTable::ValueTable(const QStringList &names, const QString &nameHeader,
                       const QString &valueHeader, QWidget *parent)
    : QTableWidget(static_cast<int>(names.size()), 2, parent)
{
    setHorizontalHeaderLabels({nameHeader, valueHeader});
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setContextMenuPolicy(Qt::CustomContextMenu);
    for (int row = 0; row < names.size(); ++row) {
        setItem(row, 0, new QTableWidgetItem(names[row]));
        setItem(row, 1, new QTableWidgetItem);
    }
    resizeColumnToContents(0);
    connect(this, &QTableWidget::cellClicked, this, [this](int row) { emit rowChosen(row); });
    connect(this, &QTableWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        QMenu menu(this);
        menu.addAction(tr("&Copy Value"), QKeySequence::Copy, this, &ValueTable::copyCurrent);
        menu.addActions(m_extra);
        menu.exec(viewport()->mapToGlobal(at));
    });
}

QString ValueTable::value(int row) const
{
    const QTableWidgetItem *cell = item(row, 1);
    return cell ? cell->text() : QString();
}

void ValueTable::setValue(int row, const QString &text)
{
    if (QTableWidgetItem *cell = item(row, 1)) {
        cell->setText(text);
        // A narrow dock (800×600) cuts long values (a GUID, a time): the tip shows them whole.
        cell->setToolTip(text);
    }
}

void ValueTable::copyCurrent() const
{
    if (const int row = currentRow(); row >= 0)
        QApplication::clipboard()->setText(value(row));
}

bool ValueTable::event(QEvent *event)
{
    // Ctrl+C is the window's Copy as Hex elsewhere: here it is this table's key.
    if (event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        event->accept();
        return true;
    }
    return QTableWidget::event(event);
}

void ValueTable::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copyCurrent();
        return;
    }
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        emit rowChosen(currentRow());
        return;
    }
    QTableWidget::keyPressEvent(event);
}

} // namespace u8i::ui
