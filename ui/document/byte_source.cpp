#include "byte_source.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace u8i::ui {

namespace {

QString errnoText(int err)
{
    switch (err) {
    case ENOENT: return QObject::tr("no such file");
    case EACCES: return QObject::tr("permission denied");
    case ENOTDIR: return QObject::tr("a part of the path is not a folder");
    case ENOMEM: return QObject::tr("not enough address space to map it");
    default: return QString::fromLocal8Bit(std::strerror(err));
    }
}

QString fileTypeName(mode_t mode)
{
    if (S_ISDIR(mode))
        return QObject::tr("is a folder, not a file");
    if (S_ISCHR(mode))
        return QObject::tr("is a character device, not a regular file");
    if (S_ISBLK(mode))
        return QObject::tr("is a block device, not a regular file");
    if (S_ISFIFO(mode))
        return QObject::tr(
            "is a pipe (FIFO); pipe it into standard input instead: … | utf8-inspector -");
    if (S_ISSOCK(mode))
        return QObject::tr("is a socket, not a regular file");
    return QObject::tr("is not a regular file");
}

qint64 mtimeNs(const struct stat &st)
{
    return qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
}

constexpr int kPollMs = 1000;

} // namespace

ByteSource::ByteSource(Kind kind) : m_kind(kind) {}

ByteSource::~ByteSource()
{
    m_mapping = {}; // unmapped before its file is closed
    if (m_fd >= 0)
        ::close(m_fd);
}

std::unique_ptr<ByteSource> ByteSource::openFile(const QString &path, QString &error)
{
    const QByteArray native = QFile::encodeName(path);
    const QString shown = QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName();
    struct stat st {};
    if (::stat(native.constData(), &st) != 0) {
        error = QObject::tr("Cannot open “%1”: %2.").arg(path, errnoText(errno));
        return nullptr;
    }
    if (!S_ISREG(st.st_mode)) {
        error = QObject::tr("Cannot open “%1”: it %2.").arg(path, fileTypeName(st.st_mode));
        return nullptr;
    }
    // O_NONBLOCK: should the path have become a FIFO since the stat, open must not wait for a
    // writer.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        error = QObject::tr("Cannot open “%1”: %2.").arg(path, errnoText(errno));
        return nullptr;
    }
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        error = QObject::tr("Cannot open “%1”: it %2.").arg(path, fileTypeName(st.st_mode));
        ::close(fd);
        return nullptr;
    }
    std::unique_ptr<ByteSource> source(new ByteSource(Kind::File));
    source->m_fd = fd;
    source->m_path = QFileInfo(path).absoluteFilePath();
    source->m_name = shown;
    source->m_mtimeNs = mtimeNs(st);
    const auto size = static_cast<Offset>(st.st_size);
    if (const int err = source->m_mapping.map(fd, size); err != 0) {
        error = QObject::tr("Cannot map “%1” into memory: %2.").arg(path, errnoText(err));
        return nullptr;
    }
    source->watch();
    return source;
}

std::unique_ptr<ByteSource> ByteSource::fromStandardInput(QByteArray bytes)
{
    auto source = fromBytes(std::move(bytes), QObject::tr("standard input"));
    source->m_kind = Kind::Stdin;
    return source;
}

std::unique_ptr<ByteSource> ByteSource::fromBytes(QByteArray bytes, QString name)
{
    std::unique_ptr<ByteSource> source(new ByteSource(Kind::Scratch));
    source->m_memory = std::move(bytes);
    source->m_name = std::move(name);
    return source;
}

Bytes ByteSource::bytes() const
{
    if (m_kind != Kind::File)
        return {reinterpret_cast<const std::uint8_t *>(m_memory.constData()),
                static_cast<std::size_t>(m_memory.size())};
    if (m_neutralized)
        return {};
    return m_mapping.bytes();
}

bool ByteSource::checkAccess()
{
    if (m_kind != Kind::File || !m_mapping.isMapped())
        return true;
    if (m_neutralized)
        return false;
    struct stat st {};
    if (::fstat(m_fd, &st) == 0 && static_cast<Offset>(st.st_size) >= m_mapping.bytes().size())
        return true;
    neutralize();
    if (m_state != DiskState::Shrunk) {
        m_state = DiskState::Shrunk;
        const auto newSize = static_cast<Offset>(st.st_size);
        // Queued: checkAccess is called from paint events, where the UI must not be rebuilt.
        QMetaObject::invokeMethod(
            this, [this, newSize] { emit shrunkOnDisk(newSize); }, Qt::QueuedConnection);
    }
    return false;
}

ByteSource::DiskState ByteSource::checkDisk()
{
    if (m_kind != Kind::File || m_state == DiskState::Shrunk)
        return m_state;
    if (!checkAccess())
        return m_state; // checkAccess reported the shrink
    struct stat byPath {};
    struct stat byFd {};
    const bool exists = ::stat(QFile::encodeName(m_path).constData(), &byPath) == 0;
    ::fstat(m_fd, &byFd);
    DiskState now = DiskState::Unchanged;
    if (!exists)
        now = DiskState::Gone;
    else if (byPath.st_ino != byFd.st_ino || byPath.st_dev != byFd.st_dev ||
             static_cast<Offset>(byFd.st_size) != m_mapping.bytes().size() ||
             mtimeNs(byFd) != m_mtimeNs)
        now = DiskState::Changed;
    if (now != m_state) {
        m_state = now;
        if (now == DiskState::Changed)
            emit changedOnDisk();
        else if (now == DiskState::Gone)
            emit goneFromDisk();
    }
    return m_state;
}

void ByteSource::release(Offset begin, Offset end) const
{
    m_mapping.release(begin, end);
}

void ByteSource::watch()
{
    m_watcher = new QFileSystemWatcher(this);
    m_watcher->addPath(m_path);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { checkDisk(); });
    // inotify loses a file that is replaced by rename; a cheap stat once a second catches that too.
    m_poll = new QTimer(this);
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, [this] { checkDisk(); });
    m_poll->start();
}

void ByteSource::neutralize()
{
    if (!m_mapping.isMapped() || m_neutralized)
        return;
    m_mapping.zeroOut();
    m_neutralized = true;
}

} // namespace u8i::ui
