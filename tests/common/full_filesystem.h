// A full disk for the write-path tests: a 64 KiB tmpfs mounted on a temporary folder (root can, as
// CI runs), holding one file (previous.txt, or another name) and filled to its last byte. Writing
// anything more there fails with ENOSPC, as coreutils' tests do it. Unmounted when this goes.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

namespace u8i::testing {

class FullFilesystem {
  public:
    explicit FullFilesystem(const QString &previousName = QStringLiteral("previous.txt"))
        : m_previousName(previousName)
    {
        if (!m_dir.isValid()) {
            m_error = QStringLiteral("no temporary folder");
            return;
        }
        const QByteArray path = QFile::encodeName(m_dir.path());
        if (::mount("tmpfs", path.constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k") != 0) {
            m_error = QStringLiteral("cannot mount a tmpfs (%1): the full-disk tests need root, as "
                                     "CI runs them")
                          .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
        QFile previous(previousPath());
        if (!previous.open(QIODevice::WriteOnly) || previous.write(previousContent()) < 0) {
            m_error = QStringLiteral("cannot write ") + m_previousName;
            return;
        }
        previous.close();
        fill();
    }
    ~FullFilesystem()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    FullFilesystem(const FullFilesystem &) = delete;
    FullFilesystem &operator=(const FullFilesystem &) = delete;

    // Empty when the full file system is ready, else why not.
    [[nodiscard]] const QString &error() const { return m_error; }
    [[nodiscard]] QString path() const { return m_dir.path(); }
    [[nodiscard]] QString filePath(const QString &name) const { return m_dir.filePath(name); }
    // The file that was there before, and what it holds, which no failed save may change.
    [[nodiscard]] QString previousPath() const { return m_dir.filePath(m_previousName); }
    [[nodiscard]] static QByteArray previousContent() { return "the file as it was\n"; }
    // The names in the folder but the filler: what a failed save left behind.
    [[nodiscard]] QStringList leftBehind() const
    {
        QStringList names = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
        names.removeAll(QStringLiteral("filler"));
        names.removeAll(m_previousName);
        return names;
    }

  private:
    // Writes a filler file until the file system has no byte left.
    void fill()
    {
        const QByteArray name = QFile::encodeName(filePath(QStringLiteral("filler")));
        const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0) {
            m_error = QStringLiteral("cannot make the filler");
            return;
        }
        const QByteArray block(4096, 'x');
        for (qsizetype size = block.size(); size > 0;) {
            const ssize_t n = ::write(fd, block.constData(), static_cast<std::size_t>(size));
            if (n < 0 && errno == ENOSPC)
                size /= 2; // the last blocks, smaller and smaller, to the last byte
            else if (n < 0)
                break;
        }
        ::close(fd);
    }

    QString m_previousName;
    QTemporaryDir m_dir;
    QString m_error;
    bool m_mounted = false;
};

} // namespace u8i::testing
