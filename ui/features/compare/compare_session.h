// File ▸ Compare With…: the open document against another file, byte for byte. The other file is
// mapped like the document; a Comparison dock says how many bytes differ in how many runs (counted
// in the background), with Previous and Next difference (Go menu, Shift+F7 and F7: memcmp over
// mapped chunks, off the GUI thread), and the hex view marks the differing bytes. The last file
// compared with is remembered for the file dialog.
#pragma once

#include "background_task.h"
#include "byte_compare.h"
#include "byte_source.h"
#include "document_model.h"

#include <QObject>

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
    [[nodiscard]] bool comparing() const { return m_other != nullptr; }
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
    void seek(bool forward);
    [[nodiscard]] Bytes otherBytes() const;

    QWidget *m_window;
    DocumentModel *m_model;
    HexView *m_hex;
    std::unique_ptr<ByteSource> m_other;
    BackgroundTask *m_navigation;
    BackgroundTask *m_counting;
    QDockWidget *m_dock;
    QLabel *m_summary;
    DifferenceCount m_count;
    bool m_counted = false;
};

} // namespace u8i::ui
