// The Strings panel: every run of text in the document (UTF-8, UTF-16LE and UTF-16BE, see
// u8i/strings/strings.h), listed as the background search finds them, filtered by minimum length,
// encoding, script and text. Clicking a string selects its bytes in the document model (so in
// both views); "Next String" and "Previous String" move from the caret. The search starts when
// the panel is first shown once the document's scan is done (or when a string is asked for), and
// again for each new document while it is visible. The minimum length and the encoding filter are
// remembered (QSettings, "strings/").
#pragma once

#include "document_model.h"
#include "strings_model.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace u8i::ui {

class StringsPanel : public QWidget {
    Q_OBJECT
  public:
    explicit StringsPanel(DocumentModel *document, QWidget *parent = nullptr);

    // Starts the search on the open document unless it ran or runs on it already.
    void ensureSearched();
    // The same once the scan is done (the panel came into view: its dock tab was raised).
    void searchOnceScanned();
    // Selects the next (previous) listed string after (before) the caret; false when none. While
    // the search runs, one it finds later is selected then.
    bool nextString();
    bool previousString();

    [[nodiscard]] StringsSearch *search() const { return m_search; }
    [[nodiscard]] StringsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QSpinBox *minLength() const { return m_min; }
    [[nodiscard]] QComboBox *encodingFilter() const { return m_encoding; }
    [[nodiscard]] QComboBox *scriptFilter() const { return m_script; }
    [[nodiscard]] QLineEdit *textFilter() const { return m_text; }

    // Text regions for the overview bar: the share of bytes in listed strings per bucket, over
    // `buckets` equal parts of the document.
    [[nodiscard]] std::vector<float> coverage(int buckets) const;

  signals:
    // A string was chosen (click, Enter, next/previous): its bytes are selected.
    void activated(u8i::Offset offset);
    // The listed strings changed (found more, or the filter changed).
    void listChanged();

  protected:
    void showEvent(QShowEvent *event) override;

  private:
    void sizeColumns();
    // The filter has the keyboard; the controls, with no label beside them, have names.
    void makeAccessible();
    void onDocumentChanged();
    void watchDocument();
    void onScanFinished();
    void applyFilter();
    void updateScripts();
    void updateSummary();
    void choose(int row);
    bool step(int direction);

    DocumentModel *m_document;
    StringsSearch *m_search;
    StringsModel *m_model;
    QSpinBox *m_min = nullptr;
    QComboBox *m_encoding = nullptr;
    QComboBox *m_script = nullptr;
    QLineEdit *m_text = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_view = nullptr;
    bool m_searched = false;  // the search ran or runs on the open document
    bool m_scanEnded = false; // the open document's scan finished (or was cancelled)
    int m_pendingStep = 0;    // +1 / -1: a next / previous string asked for before it was found
};

} // namespace u8i::ui
