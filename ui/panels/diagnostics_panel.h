// The diagnostics list: every ill-formed group of the file, filtered by kind; activating a row
// asks the main window to jump to it.
#pragma once

#include "u8i/scan.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;
class QToolButton;

namespace u8i::ui {

class DiagnosticsModel;

class DiagnosticsPanel : public QWidget {
    Q_OBJECT
  public:
    explicit DiagnosticsPanel(QWidget *parent = nullptr);

    // The bytes and their scan (owned by the caller, alive until the next call); index may be
    // nullptr while the scan runs.
    void setDocument(Bytes bytes, const ScanIndex *index);
    // Selects and shows the first diagnostic (matching the filter) at or after `offset`, moving
    // the model's window when it lies outside it (caret sync, next diagnostic). Emits nothing.
    void showOffset(Offset offset);
    // Moves the listed window by half its size (files with more than kWindowRows diagnostics).
    void showEarlier();
    void showLater();

    [[nodiscard]] DiagnosticsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QComboBox *kindCombo() const { return m_kinds; }

  signals:
    // A row was activated (double click, Enter): the first byte of its group.
    void activated(u8i::Offset offset);

  private:
    void fillKinds();
    void applyFilter();
    void updateSummary();

    DiagnosticsModel *m_model = nullptr;
    QComboBox *m_kinds = nullptr;
    QLabel *m_summary = nullptr;
    QToolButton *m_earlier = nullptr;
    QToolButton *m_later = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace u8i::ui
