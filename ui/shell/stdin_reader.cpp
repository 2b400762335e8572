#include "stdin_reader.h"
#include "number_text.h"

#include <QLocale>
#include <QTimer>
#include <QWidget>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>
#include <utility>

namespace u8i::ui {

namespace {

constexpr int kProgressMs = 100;
constexpr Offset kChunk = Offset{1} << 20;

QString size(Offset bytes)
{
    return QLocale(QLocale::English)
        .formattedDataSize(static_cast<qint64>(bytes), 1, QLocale::DataSizeSIFormat);
}

// Reads `fd` to its end, or until `limit` bytes, `stop` (the bytes so far are kept), the task's
// cancel (they are dropped), or an error. A byte on `wakeFd` wakes it out of poll() for both.
StdinReader::Read readInput(int fd, int wakeFd, Offset limit, const std::atomic<bool> &stop,
                            BackgroundTask::Control &c)
{
    StdinReader::Read r;
    Offset used = 0;
    pollfd fds[2] = {{fd, POLLIN, 0}, {wakeFd, POLLIN, 0}};
    for (;;) {
        if (stop.load() || c.cancel.load() || (fds[1].revents != 0)) {
            r.outcome = StdinReader::Outcome::Cancelled;
            break;
        }
        if (::poll(fds, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            r.error = errno;
            r.outcome = StdinReader::Outcome::Failed;
            break;
        }
        if (fds[0].revents == 0)
            continue;
        const Offset want = std::min(kChunk, limit - used);
        if (static_cast<Offset>(r.bytes.size()) < used + want) // grow geometrically
            r.bytes.resize(static_cast<qsizetype>(
                std::max(used + want, static_cast<Offset>(r.bytes.size()) * 2)));
        const ssize_t n = ::read(fd, r.bytes.data() + used, static_cast<std::size_t>(want));
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            r.error = errno;
            r.outcome = StdinReader::Outcome::Failed;
            break;
        }
        if (n == 0)
            break; // the input ended
        used += static_cast<Offset>(n);
        c.done.store(used);
        if (used >= limit) {
            r.outcome = StdinReader::Outcome::TooLong;
            break;
        }
    }
    r.bytes.resize(static_cast<qsizetype>(used));
    return r;
}

} // namespace

StdinReader::StdinReader(QWidget *window)
    : QObject(window), m_task(new BackgroundTask(tr("Reading standard input"), this))
{
    m_status = new StatusTask(QStringLiteral("stdinStatus"), tr("Cancel"),
                              tr("Stop reading standard input and show what has arrived"), window);
    connect(m_status, &StatusTask::stopClicked, this, &StdinReader::cancel);
    m_timer = new QTimer(this);
    m_timer->setInterval(kProgressMs);
    connect(m_timer, &QTimer::timeout, this, &StdinReader::showProgress);
}

StdinReader::~StdinReader()
{
    stopReading();
}

bool StdinReader::start(QString &error, int fd, Offset limit)
{
    if (m_running) {
        error = tr("Standard input is being read already.");
        return false;
    }
    if (::isatty(fd)) {
        error = tr("Standard input is a terminal: pipe data into the program, e.g. "
                   "“printf 'caf\\xc3\\xa9' | utf8-inspector -”.");
        return false;
    }
    stopReading(); // a reader abandoned earlier
    if (::pipe2(m_wake, O_CLOEXEC | O_NONBLOCK) != 0) {
        error =
            tr("Cannot read standard input: %1.").arg(QString::fromLocal8Bit(std::strerror(errno)));
        m_wake[0] = m_wake[1] = -1;
        return false;
    }
    m_stop = false;
    m_read = {};
    m_limit = limit;
    m_running = true;
    m_task->start(
        limit,
        [fd, wake = m_wake[0], limit, stop = &m_stop](BackgroundTask::Control &c) {
            return readInput(fd, wake, limit, *stop, c);
        },
        [this](Read read) { onRead(std::move(read)); });
    showProgress();
    m_status->show();
    m_timer->start();
    return true;
}

void StdinReader::cancel()
{
    m_stop = true;
    wake();
}

void StdinReader::wake()
{
    if (m_wake[1] >= 0) {
        const char byte = 1;
        [[maybe_unused]] const ssize_t n = ::write(m_wake[1], &byte, 1);
    }
}

void StdinReader::abandon()
{
    if (!m_running)
        return;
    stopReading();
    m_read = {};
    m_running = false;
    m_timer->stop();
    m_status->hide();
}

void StdinReader::stopReading()
{
    wake();
    m_task->cancelAndWait(); // what it read is dropped
    for (int &fd : m_wake) {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
}

void StdinReader::onRead(Read read)
{
    m_read = std::move(read);
    m_running = false;
    m_timer->stop();
    m_status->hide();
    emit finished();
}

StdinReader::Result StdinReader::take()
{
    Result r;
    r.bytes = std::exchange(m_read.bytes, QByteArray());
    r.outcome = m_read.outcome;
    const Offset n = static_cast<Offset>(r.bytes.size());
    switch (r.outcome) {
    case Outcome::Ended: break;
    case Outcome::Cancelled:
        r.message = tr("Reading standard input was cancelled: showing the %1 bytes read before.")
                        .arg(grouped(n));
        break;
    case Outcome::Failed:
        r.message = tr("Cannot read standard input after %1 bytes: %2. Showing the bytes read "
                       "before the error.")
                        .arg(grouped(n), QString::fromLocal8Bit(std::strerror(m_read.error)));
        break;
    case Outcome::TooLong:
        r.message = tr("Standard input is longer than %1: showing its first %2 bytes. Save it to a "
                       "file to see it all.")
                        .arg(size(m_limit), grouped(n));
        break;
    }
    return r;
}

void StdinReader::showProgress()
{
    m_status->setText(tr("Reading standard input… %1").arg(size(bytesRead())));
}

} // namespace u8i::ui
