// ByteSource on files the user may not read: openFile refuses them with "permission denied". Root
// reads every file, so this suite carries the ctest label needs-unprivileged: as root it skips
// (fails in CI), and CI runs it as user nobody (tools/test-unprivileged.sh).
#include "byte_source.h"

#include "ci_skip.h"
#include "temp_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using u8i::ui::ByteSource;

class TestByteSourcePermissions : public QObject {
    Q_OBJECT

  private slots:
    void unreadableFile_data()
    {
        QTest::addColumn<QString>("folder"); // made in a temporary folder
        QTest::addColumn<int>("folderMode"); // set after the file is written
        QTest::addColumn<int>("fileMode");
        QTest::newRow("file without read permission") << "." << 0755 << 0200;
        QTest::newRow("file in a folder without search permission") << "locked" << 0600 << 0644;
    }

    void unreadableFile()
    {
        QFETCH(QString, folder);
        QFETCH(int, folderMode);
        QFETCH(int, fileMode);
        if (::geteuid() == 0)
            U8I_SKIP_OUTSIDE_CI("root reads every file: run this suite as an unprivileged user "
                                "(CI runs it as nobody: tools/test-unprivileged.sh)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(folder));
        const QString folderPath = QDir(dir.path()).filePath(folder);
        const QString path =
            u8i::testing::writeTempFile(dir, folder + QStringLiteral("/secret.txt"), "x");
        QVERIFY(::chmod(QFile::encodeName(path).constData(), mode_t(fileMode)) == 0);
        QVERIFY(::chmod(QFile::encodeName(folderPath).constData(), mode_t(folderMode)) == 0);

        QString error;
        const bool opened = bool(ByteSource::openFile(path, error));
        // Let QTemporaryDir remove the folder again.
        QVERIFY(::chmod(QFile::encodeName(folderPath).constData(), 0755) == 0);
        QVERIFY(!opened);
        QVERIFY2(error.contains("permission denied"), qPrintable(error));
        QVERIFY(error.contains(path));
    }
};

QTEST_MAIN(TestByteSourcePermissions)
#include "tst_byte_source_permissions.moc"
