#include "stdin_reader.h"

#include <QLocale>
#include <QTimer>
#include <QWidget>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace u8i::ui {

namespace {

constexpr int kProgressMs = 100;
constexpr Offset kChunk = Offset{1} << 20;

QString size(Offset bytes)
{
    return QLocale(QLocale::English)
        .formattedDataSize(static_cast<qint64>(bytes), 1, QLocale::DataSizeSIFormat);
}

QString grouped(Offset n)
{
    return QLocale(QLocale::English).toString(static_cast<qulonglong>(n));
}

} // namespace

StdinReader::StdinReader(QWidget *window) : QObject(window)
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
    stopThread();
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
    stopThread(); // a reader abandoned earlier
    if (::pipe2(m_wake, O_CLOEXEC | O_NONBLOCK) != 0) {
        error =
            tr("Cannot read standard input: %1.").arg(QString::fromLocal8Bit(std::strerror(errno)));
        m_wake[0] = m_wake[1] = -1;
        return false;
    }
    m_stop = false;
    m_read = 0;
    m_bytes.clear();
    m_outcome = Outcome::Ended;
    m_errno = 0;
    m_limit = limit;
    m_running = true;
    m_thread = std::thread([this, fd, limit] { run(fd, limit); });
    showProgress();
    m_status->show();
    m_timer->start();
    return true;
}

void StdinReader::run(int fd, Offset limit)
{
    Offset used = 0;
    pollfd fds[2] = {{fd, POLLIN, 0}, {m_wake[0], POLLIN, 0}};
    for (;;) {
        if (m_stop.load()) {
            m_outcome = Outcome::Cancelled;
            break;
        }
        if (::poll(fds, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            m_errno = errno;
            m_outcome = Outcome::Failed;
            break;
        }
        if (fds[1].revents != 0) {
            m_outcome = Outcome::Cancelled;
            break;
        }
        if (fds[0].revents == 0)
            continue;
        const Offset want = std::min(kChunk, limit - used);
        if (static_cast<Offset>(m_bytes.size()) <
            used + want) // grow geometrically: amortised copies
            m_bytes.resize(static_cast<qsizetype>(
                std::max(used + want, static_cast<Offset>(m_bytes.size()) * 2)));
        const ssize_t n = ::read(fd, m_bytes.data() + used, static_cast<std::size_t>(want));
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            m_errno = errno;
            m_outcome = Outcome::Failed;
            break;
        }
        if (n == 0) {
            m_outcome = Outcome::Ended;
            break;
        }
        used += static_cast<Offset>(n);
        m_read.store(used);
        if (used >= limit) {
            m_outcome = Outcome::TooLong;
            break;
        }
    }
    m_bytes.resize(static_cast<qsizetype>(used));
    // Queued to this object: dropped if it is gone by then.
    QMetaObject::invokeMethod(this, &StdinReader::onThreadDone, Qt::QueuedConnection);
}

void StdinReader::cancel()
{
    m_stop = true;
    if (m_wake[1] >= 0) {
        const char byte = 1;
        [[maybe_unused]] const ssize_t n = ::write(m_wake[1], &byte, 1);
    }
}

void StdinReader::abandon()
{
    if (!m_running)
        return;
    stopThread();
    m_bytes.clear();
    m_running = false;
    m_timer->stop();
    m_status->hide();
}

void StdinReader::stopThread()
{
    cancel();
    if (m_thread.joinable())
        m_thread.join();
    for (int &fd : m_wake) {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
}

void StdinReader::onThreadDone()
{
    if (!m_running)
        return; // abandoned
    stopThread();
    m_running = false;
    m_timer->stop();
    m_status->hide();
    emit finished();
}

StdinReader::Result StdinReader::take()
{
    Result r;
    r.bytes = std::move(m_bytes);
    m_bytes = QByteArray();
    r.outcome = m_outcome;
    const Offset n = static_cast<Offset>(r.bytes.size());
    switch (m_outcome) {
    case Outcome::Ended: break;
    case Outcome::Cancelled:
        r.message = tr("Reading standard input was cancelled: showing the %1 bytes read before.")
                        .arg(grouped(n));
        break;
    case Outcome::Failed:
        r.message = tr("Cannot read standard input after %1 bytes: %2. Showing the bytes read "
                       "before the error.")
                        .arg(grouped(n), QString::fromLocal8Bit(std::strerror(m_errno)));
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
    m_status->setText(tr("Reading standard input… %1").arg(size(m_read.load())));
}

} // namespace u8i::ui
