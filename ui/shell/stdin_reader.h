// Reads standard input (`utf8-inspector -`) in a worker thread, so that a pipe that stays open
// never blocks the window. While it reads, the status bar shows "Reading standard input… 12.3 MB"
// and a Cancel button; Cancel keeps what was read so far. finished() follows the end of the input,
// Cancel, a read error or the size limit; take() then hands over the bytes and what to tell the
// user.
#pragma once

#include "status_task.h"

#include <u8i/types.h>

#include <QByteArray>
#include <QObject>
#include <QString>

#include <atomic>
#include <thread>

class QTimer;
class QWidget;

namespace u8i::ui {

class StdinReader : public QObject {
    Q_OBJECT
  public:
    enum class Outcome { Ended, Cancelled, Failed, TooLong };
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
    [[nodiscard]] Offset bytesRead() const { return m_read.load(); }
    // After finished(): the bytes and the outcome. Leaves the reader empty.
    [[nodiscard]] Result take();

    [[nodiscard]] QWidget *statusWidget() const { return m_status; }

  signals:
    void finished();

  private:
    void run(int fd, Offset limit);
    void stopThread();
    void onThreadDone();
    void showProgress();

    std::thread m_thread;
    int m_wake[2] = {-1, -1}; // written to by cancel(): wakes the thread out of poll()
    std::atomic<bool> m_stop{false};
    std::atomic<Offset> m_read{0};
    bool m_running = false;
    // Written by the thread, read after it has been joined.
    QByteArray m_bytes;
    Outcome m_outcome = Outcome::Ended;
    int m_errno = 0;
    Offset m_limit = 0;

    StatusTask *m_status = nullptr;
    QTimer *m_timer = nullptr;
};

} // namespace u8i::ui
