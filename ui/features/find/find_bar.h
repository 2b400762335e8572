// The find bar under the views: what to look for (text, hex bytes, U+XXXX; text in any case, a
// regular expression, a character name, an error kind), next and previous. It searches the
// document model's bytes in the background from the caret or selection, and selects what it finds.
// The mode is remembered (settings key find/mode).
#pragma once

#include "background_task.h"
#include "byte_search.h"
#include "document_model.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace u8i::ui {

class ElidedLabel;

class FindBar : public QWidget {
    Q_OBJECT
  public:
    explicit FindBar(DocumentModel *document, QWidget *parent = nullptr);

    void activate(); // shows the bar and focuses the input
    void setQuery(const QString &text, SearchMode mode);
    [[nodiscard]] QString query() const;
    [[nodiscard]] SearchMode mode() const;
    void setStatus(const QString &text);
    [[nodiscard]] QString status() const;

    // Looks for the query after (or before) the caret or selection, in the background.
    void find(bool forward);
    [[nodiscard]] BackgroundTask *task() const { return m_task; }
    // Every find mode, named, with the search mode as its data (find_bar_meaning.cpp): the find
    // bar's and Find All's.
    static void addModes(QComboBox *combo);

  signals:
    void findFinished(u8i::Offset found); // kNoOffset when not found or stopped
    void closed();

  protected:
    void keyPressEvent(QKeyEvent *event) override;

  private:
    void showFound(Offset found, Offset length);
    // The mode chosen last time, and remembering the next choice (find_bar_meaning.cpp).
    void restoreMode();
    void findMeaningOf(bool forward, Offset from);

    DocumentModel *m_document;
    BackgroundTask *m_task = nullptr;
    QLineEdit *m_input = nullptr;
    QComboBox *m_mode = nullptr;
    ElidedLabel *m_status = nullptr;
    SearchMode m_chosenMode = SearchMode::Text; // chosen in the combo (or by setQuery)
};

} // namespace u8i::ui
