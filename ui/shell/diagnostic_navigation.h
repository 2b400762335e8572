// F8 and Shift+F8: select the next or previous ill-formed group from the caret (DiagnosticCursor),
// of the kind the diagnostics list is filtered to, or of any kind. With the scan's index the
// answer comes at once; before it exists (the scan still runs, or was cancelled) the bytes are
// read from the caret in the background (a BackgroundTask, shown in the status bar).
#pragma once

#include "background_task.h"
#include "document_model.h"

#include <optional>

namespace u8i::ui {

class DiagnosticNavigation : public QObject {
    Q_OBJECT
  public:
    DiagnosticNavigation(DocumentModel *document, QObject *parent);

    void next();
    void previous();
    // Only groups of this kind are visited (std::nullopt: every kind).
    void setKindFilter(std::optional<ErrorKind> kind) { m_kind = kind; }
    [[nodiscard]] std::optional<ErrorKind> kindFilter() const { return m_kind; }
    [[nodiscard]] BackgroundTask *task() const { return m_task; }

  signals:
    void notFound(bool forward); // there is no diagnostic in that direction

  private:
    void seek(Offset from, bool forward); // at or after `from`, or before it
    void show(Offset found, bool forward);

    DocumentModel *m_document;
    BackgroundTask *m_task;
    std::optional<ErrorKind> m_kind;
};

} // namespace u8i::ui
