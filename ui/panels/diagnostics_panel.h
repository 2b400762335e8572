// The diagnostics list: every ill-formed group of the document, filtered by kind; it follows the
// document model's caret, and activating a row selects its group in the model.
#pragma once

#include "document_model.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QTableView;
class QToolButton;

namespace u8i::ui {

class DiagnosticsModel;

class DiagnosticsPanel : public QWidget {
    Q_OBJECT
  public:
    explicit DiagnosticsPanel(DocumentModel *document, QWidget *parent = nullptr);

    // Shows the first diagnostic (matching the filter) at or after `offset`, moving the model's
    // window when it lies outside it (caret sync, next diagnostic), and selects its row when the
    // offset lies in its group; a caret elsewhere leaves no row selected. Emits nothing.
    void showOffset(Offset offset);
    // The selected rows as text, one line each (kind, offset, line:column, message, by tabs), as
    // Ctrl+C copies them.
    [[nodiscard]] QString selectedRowsText() const;
    // Moves the listed window by half its size (files with more than kWindowRows diagnostics).
    void showEarlier();
    void showLater();

    [[nodiscard]] DiagnosticsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QComboBox *kindCombo() const { return m_kinds; }

  signals:
    // A row was activated (double click, Enter): its group is selected in the document model.
    // (A single click selects it too, without this signal: the focus stays in the list.)
    void activated(u8i::Offset offset);
    // The kind filter changed (std::nullopt: every kind).
    void kindFilterChanged(std::optional<u8i::ErrorKind> kind);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    bool jumpTo(const QModelIndex &index); // selects the row's group in the document model
    void reload();                         // the document's bytes or its index changed
    void fillKinds();
    void applyFilter();
    void updateSummary();

    DocumentModel *m_document;
    DiagnosticsModel *m_model = nullptr;
    QComboBox *m_kinds = nullptr;
    QLabel *m_summary = nullptr;
    QToolButton *m_earlier = nullptr;
    QToolButton *m_later = nullptr;
    QTableView *m_view = nullptr;
    int m_chosenKind = -1;  // the kind chosen in the combo (an ErrorKind), -1 for all
    bool m_jumping = false; // the list selects a group itself: the rows stay as the user chose
};

} // namespace u8i::ui
