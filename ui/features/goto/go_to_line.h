// Go ▸ Go to Line:Column (Ctrl+L): "120", "120:7" or "120 7" (1-based; the column counts
// characters, as --check does). The line's start comes from the scan index and the column from
// the codec (offsetOfLineColumn), off the GUI thread, since a line may be gigabytes long. Before
// the scan has finished there is no line index, and it says so. The last input is remembered.
#pragma once

#include "background_task.h"
#include "document_model.h"

#include <u8i/utf8/utf8_rules.h>

#include <optional>

class QWidget;

namespace u8i::ui {

// "120", "120:7", "120,7" or "120 7"; nullopt when malformed or 0.
[[nodiscard]] std::optional<LineColumn> parseLineColumn(const QString &text);

class GoToLine : public QObject {
    Q_OBJECT
  public:
    GoToLine(DocumentModel *model, QWidget *window);

    // Starts going there; false (and message()) when the input is malformed or there is no index.
    bool goTo(const QString &text);
    void dialog();
    [[nodiscard]] BackgroundTask *task() const { return m_task; }

  signals:
    void message(const QString &text); // for the status bar
    void arrived(u8i::Offset offset);

  private:
    DocumentModel *m_model;
    QWidget *m_window;
    BackgroundTask *m_task;
};

} // namespace u8i::ui
