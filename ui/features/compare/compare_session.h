// File ▸ Compare With…: the open document against another file, byte for byte. The other file is
// mapped like the document; a Comparison dock says how many bytes differ in how many runs (counted
// in the background), with Previous and Next difference (Go menu, Shift+F7 and F7: memcmp over
// mapped chunks, off the GUI thread), and the hex view marks the differing bytes. The last file
// compared with is remembered for the file dialog.
//
// A comparison belongs to the document it was started on (its tab): another tab shows neither
// its marks nor its dock, and coming back to the tab shows them again. Reloading the file keeps
// it; closing the tab ends it.
#pragma once

#include "background_task.h"
#include "byte_compare.h"
#include "byte_source.h"
#include "document_model.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QDockWidget;
class QLabel;
class QWidget;

namespace u8i::ui {

class HexView;

class CompareSession : public QObject {
    Q_OBJECT
  public:
    // The dock is the caller's to add to the window (CompareFeature gives it to the host).
    CompareSession(QWidget *window, DocumentModel *model, HexView *hex);
    ~CompareSession() override;

    // Maps `path` and starts comparing; false (and message()) when it cannot be opened.
    bool compareWith(const QString &path);
    void dialog();
    void stop(); // no comparison any more
    // A comparison of the document shown (one started on another tab waits there).
    [[nodiscard]] bool comparing() const;
    [[nodiscard]] QString otherPath() const;
    void next();
    void previous();

    [[nodiscard]] QDockWidget *dock() const { return m_dock; }
    [[nodiscard]] QString summary() const; // the dock's text
    [[nodiscard]] BackgroundTask *navigation() const { return m_navigation; }
    [[nodiscard]] BackgroundTask *counting() const { return m_counting; }
    [[nodiscard]] const DifferenceCount &count() const { return m_count; }

  signals:
    void message(const QString &text);
    void counted();                 // count() is up to date
    void moved(u8i::Offset offset); // a difference was selected; kNoOffset when there is none

  private:
    void recount();
    void onDocumentChanged(); // another tab, a reload: the comparison follows its document
    void setOwner(Document *document);
    void showMarks();
    void seek(bool forward);
    [[nodiscard]] Bytes otherBytes() const;

    QWidget *m_window;
    DocumentModel *m_model;
    HexView *m_hex;
    std::unique_ptr<ByteSource> m_other;
    QPointer<Document> m_owner; // the document compared with m_other
    QMetaObject::Connection m_ownerGone;
    BackgroundTask *m_navigation;
    BackgroundTask *m_counting;
    QDockWidget *m_dock;
    QLabel *m_summary;
    DifferenceCount m_count;
    bool m_counted = false;
};

} // namespace u8i::ui
