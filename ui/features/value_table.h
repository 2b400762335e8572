// A table of named values (the Data Inspector's, the checksums): one row per value, the name in
// the first column, the value in the second. Ctrl+C or the context menu copies the current row's
// value (not the document's selection, which the window's Ctrl+C copies elsewhere); a click, Enter
// or Space on a row emits rowChosen.
#pragma once

#include <QTableWidget>

namespace u8i::ui {

class ValueTable : public QTableWidget {
    Q_OBJECT
  public:
    // `names` label the rows; `valueHeader` heads the second column.
    ValueTable(const QStringList &names, const QString &nameHeader, const QString &valueHeader,
               QWidget *parent = nullptr);

    [[nodiscard]] QString value(int row) const;
    void setValue(int row, const QString &text);
    // The current row's value, in the clipboard.
    void copyCurrent() const;
    // Extra entries of the context menu, after Copy Value.
    void addContextAction(QAction *action) { m_extra.append(action); }

  signals:
    void rowChosen(int row);

  protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

  private:
    QList<QAction *> m_extra;
};

} // namespace u8i::ui
