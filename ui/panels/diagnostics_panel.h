// The diagnostics list: every ill-formed group of the document, and its notices (deceptive text
// and the others, listed in the background once the scan is done, then the mojibake runs), filtered
// by group or kind; it follows the document model's caret, and activating a row selects its group
// or characters. In binary data (setBinary) it also lists the errors in text
// (u8i/charsets/detection/errors_in_text.h), runs joined, and starts on them unless the user chose
// every error the last time: that choice is remembered ("diagnostics/binaryFilter").
#pragma once

#include "diagnostics_choice.h"
#include "document_model.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QTableView;
class QToolButton;

namespace u8i::ui {

class BackgroundTask;
class DiagnosticsModel;
class ErrorRunsModel;
class NoticesModel;

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

    // The document is binary data (the encoding detector's verdict; false again when another
    // document opens): the errors in text are listed, and the list starts on them.
    void setBinary(bool binary);

    [[nodiscard]] DiagnosticsModel *model() const { return m_model; }
    [[nodiscard]] ErrorRunsModel *errorRunsModel() const { return m_runs; }
    [[nodiscard]] BackgroundTask *errorRunsTask() const { return m_runsTask; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    // The filter; each entry's data is its DiagnosticsChoice's key.
    [[nodiscard]] QComboBox *kindCombo() const { return m_kinds; }
    [[nodiscard]] NoticesModel *noticesModel() const { return m_notices; }
    [[nodiscard]] BackgroundTask *noticeTask() const { return m_noticeTask; }
    // Lists the mojibake runs once the other notices are listed (mojibake_listing.h).
    [[nodiscard]] BackgroundTask *mojibakeTask() const { return m_mojibakeTask; }

  signals:
    // A row was activated (double click, Enter): its group is selected in the document model.
    // (A single click selects it too, without this signal: the focus stays in the list.)
    void activated(u8i::Offset offset);
    // The notices of the document are listed (or cleared: all counts 0).
    void noticesListed();
    // The kind filter changed (std::nullopt: every kind).
    void kindFilterChanged(std::optional<u8i::ErrorKind> kind);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void createTable();                    // the list: its rows, keys and columns
    bool jumpTo(const QModelIndex &index); // selects the row's group in the document model
    void reload();                         // the document's bytes or its index changed
    void fillKinds();
    void applyFilter();
    void updateSummary();
    void listNotices();
    void listMojibake();
    void listErrorsInText();
    void addNoticeKinds();
    void rememberChoice(); // the user chose a filter in binary data
    // Which model the list shows.
    enum class Shown { Errors, ErrorsInText, Notices };
    [[nodiscard]] Shown shown() const;

    DocumentModel *m_document;
    DiagnosticsModel *m_model = nullptr;
    NoticesModel *m_notices = nullptr;
    BackgroundTask *m_noticeTask = nullptr;
    BackgroundTask *m_mojibakeTask = nullptr;
    ErrorRunsModel *m_runs = nullptr;
    BackgroundTask *m_runsTask = nullptr;
    QComboBox *m_kinds = nullptr;
    QLabel *m_summary = nullptr;
    QToolButton *m_earlier = nullptr;
    QToolButton *m_later = nullptr;
    QTableView *m_view = nullptr;
    DiagnosticsChoice m_chosen; // the entry chosen in the combo (its data is the entry's key)
    bool m_binary = false;      // the document is binary data
    bool m_jumping = false;     // the list selects a group itself: the rows stay as the user chose
};

} // namespace u8i::ui
