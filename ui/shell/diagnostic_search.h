// F8 / Shift+F8 before the scan's index exists: seeks the next or previous diagnostic from the
// caret in a worker thread (see diagnostic_seek.h). A seek that takes a while shows its progress
// and a Stop button in the status bar; a new seek, stop() or the end of the document stops it.
#pragma once

#include "status_task.h"

#include <u8i/scan.h>

#include <QObject>
#include <QThreadPool>

#include <atomic>

class QTimer;
class QWidget;

namespace u8i::ui {

class DiagnosticSearch : public QObject {
    Q_OBJECT
  public:
    // `window` owns this object and, until a status bar takes it, the status widget.
    explicit DiagnosticSearch(QWidget *window);
    ~DiagnosticSearch() override; // stops the seek and waits for it

    // Starts a seek over `data`, which must stay valid until found() or stopAndWait(). Forward: the
    // first group starting at or after `from`; backward: the last starting before `from`.
    void start(Bytes data, Offset from, bool forward);
    // Stops the seek (found() is not emitted) and waits for its thread: then `data` may go.
    void stopAndWait();
    [[nodiscard]] bool running() const { return m_running; }

    // "Looking for the next diagnostic… 40%" and Stop, for the status bar; hidden unless a seek
    // has run for a moment.
    [[nodiscard]] QWidget *statusWidget() const { return m_status; }

  signals:
    void found(u8i::Offset offset, bool forward); // kNoOffset: there is none in that direction

  private:
    void finish(quint64 generation, Offset offset);
    void showProgress();

    QThreadPool m_pool;
    std::atomic<bool> m_cancel{false};
    std::atomic<Offset> m_done{0};
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_forward = true;
    Offset m_total = 0;
    StatusTask *m_status = nullptr;
    QTimer *m_progressTimer = nullptr;
    QTimer *m_showTimer = nullptr;
};

} // namespace u8i::ui
