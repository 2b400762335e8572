// The Find All dock: a query in any find mode of the find bar (the mode remembered, settings key
// findAll/mode), every match listed with its offset, length and context, counted, filterable by
// context; choosing a row selects the match's bytes. The search runs in the background with
// progress and Stop. Edit ▸ Find All (Ctrl+Alt+F) opens it with the input focused.
#pragma once

#include "background_task.h"
#include "find_all_search.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace u8i::ui {

class DocumentModel;
class TaskProgress;
class FindAllModel;

class FindAllPanel : public QWidget {
    Q_OBJECT
  public:
    explicit FindAllPanel(DocumentModel *document, QWidget *parent = nullptr);

    [[nodiscard]] BackgroundTask *task() const { return m_task; }
    [[nodiscard]] QLineEdit *input() const { return m_input; }
    [[nodiscard]] QComboBox *mode() const { return m_mode; }
    [[nodiscard]] QLineEdit *filter() const { return m_filter; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QPushButton *stopButton() const;
    [[nodiscard]] FindAllModel *model() const { return m_model; }
    [[nodiscard]] QString summary() const;
    void setQuery(const QString &text, SearchMode mode);
    // Looks for every match of the query, in the background.
    void findAll();
    // Shows the panel's input, focused, with its text selected.
    void activate();

  signals:
    void searched(); // the list is complete (not emitted when stopped)

  private:
    void updateSummary();
    void selectRow(const QModelIndex &proxyIndex);

    DocumentModel *m_document;
    BackgroundTask *m_task;
    QLineEdit *m_input;
    QComboBox *m_mode;
    TaskProgress *m_progress;
    QLabel *m_summary;
    QLineEdit *m_filter;
    FindAllModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    bool m_capped = false;
};

} // namespace u8i::ui
