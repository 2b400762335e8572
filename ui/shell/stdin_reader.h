// Reads standard input (`utf8-inspector -`) in a worker thread, so that a pipe that stays open
// never blocks the window. While it reads, the status bar shows "Reading standard input… 12.3 MB"
// and a Cancel button; Cancel keeps what was read so far. finished() follows the end of the input,
// Cancel, a read error or the size limit; take() then hands over the bytes and what to tell the
// user.
#pragma once

#include "background_task.h"
#include "status_task.h"

#include <u8i/types.h>

#include <QByteArray>
#include <QObject>
#include <QString>

#include <atomic>

class QTimer;
class QWidget;

namespace u8i::ui {

class StdinReader : public QObject {
    Q_OBJECT
  public:
    enum class Outcome { Ended, Cancelled, Failed, TooLong };
    // What the reading task returns.
    struct Read {
        QByteArray bytes;
        Outcome outcome = Outcome::Ended;
        int error = 0; // errno, for Failed
    };
    struct Result {
        QByteArray bytes;
        Outcome outcome = Outcome::Ended;
        QString message; // for the message bar; empty when the input simply ended
    };

    // `window` owns this object and, until a status bar takes it, the status widget.
    explicit StdinReader(QWidget *window);
    ~StdinReader() override; // stops reading and waits for the thread

    // Starts reading `fd` (standard input unless a test says otherwise). Returns false, with a
    // sentence for the user in `error`, when it is a terminal or a read is already running.
    bool start(QString &error, int fd = 0, Offset limit = Offset{4} << 30);
    // Stops reading; finished() follows with the bytes read so far.
    void cancel();
    // Stops reading and drops the bytes: finished() does not follow (another document was opened).
    void abandon();
    [[nodiscard]] bool running() const { return m_running; }
    // Nothing read will arrive any more, not even input abandoned meanwhile (BackgroundTask).
    [[nodiscard]] bool settled() const { return m_task->settled(); }
    [[nodiscard]] Offset bytesRead() const
    {
        return m_running ? m_task->done() : static_cast<Offset>(m_read.bytes.size());
    }
    // After finished(): the bytes and the outcome. Leaves the reader empty.
    [[nodiscard]] Result take();

    [[nodiscard]] QWidget *statusWidget() const { return m_status; }

  signals:
    void finished();

  private:
    void wake();        // wakes the reading task out of poll()
    void stopReading(); // stops it, drops what it read, and closes the wake pipe
    void onRead(Read read);
    void showProgress();

    BackgroundTask *m_task;
    int m_wake[2] = {-1, -1};        // written to by cancel(): wakes the task out of poll()
    std::atomic<bool> m_stop{false}; // cancel(): the task ends, keeping what it read
    bool m_running = false;
    Read m_read; // what the task returned, until take()
    Offset m_limit = 0;

    StatusTask *m_status = nullptr;
    QTimer *m_timer = nullptr;
};

} // namespace u8i::ui
