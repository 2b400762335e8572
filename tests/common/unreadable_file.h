// For the permission suites: the two ways a file can be unreadable to its user (no read permission
// on the file, no search permission on its folder), as table rows and as a file made so in a
// temporary folder.
#pragma once

#include "ci_skip.h"
#include "temp_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

namespace u8i::testing {

// The columns folder (made in the temporary folder), folderMode and fileMode, and one row for each
// way.
inline void addUnreadableFileRows()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("folderMode"); // set after the file is written
    QTest::addColumn<int>("fileMode");
    QTest::newRow("file without read permission") << "." << 0755 << 0200;
    QTest::newRow("file in a folder without search permission") << "locked" << 0600 << 0644;
}

// A file written into `folder` of a temporary folder, then given `fileMode`, its folder given
// `folderMode`. The folder is made searchable again when this goes, so that it can be removed.
class UnreadableFile {
  public:
    UnreadableFile(const QString &folder, int folderMode, int fileMode)
    {
        if (!m_dir.isValid() || !QDir(m_dir.path()).mkpath(folder))
            return;
        m_folderPath = QDir(m_dir.path()).filePath(folder);
        m_path = writeTempFile(m_dir, folder + QStringLiteral("/secret.txt"), "hidden\n");
        m_valid = ::chmod(QFile::encodeName(m_path).constData(), mode_t(fileMode)) == 0 &&
                  ::chmod(QFile::encodeName(m_folderPath).constData(), mode_t(folderMode)) == 0;
    }
    ~UnreadableFile()
    {
        if (!m_folderPath.isEmpty())
            ::chmod(QFile::encodeName(m_folderPath).constData(), 0755);
    }
    UnreadableFile(const UnreadableFile &) = delete;
    UnreadableFile &operator=(const UnreadableFile &) = delete;

    [[nodiscard]] bool isValid() const { return m_valid; }
    [[nodiscard]] const QString &path() const { return m_path; }

  private:
    QTemporaryDir m_dir;
    QString m_folderPath;
    QString m_path;
    bool m_valid = false;
};

} // namespace u8i::testing

// Root reads every file, so these tests prove nothing as root: they skip there (fail in CI, which
// runs them as user nobody with tools/test-unprivileged.sh).
#define U8I_SKIP_AS_ROOT()                                                                         \
    do {                                                                                           \
        if (::geteuid() == 0)                                                                      \
            U8I_SKIP_OUTSIDE_CI("root reads every file: run this suite as an unprivileged user "   \
                                "(CI runs it as nobody: tools/test-unprivileged.sh)");             \
    } while (false)
