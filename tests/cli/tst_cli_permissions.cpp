// The command line on files the user may not read: one clear "Permission denied" line and exit
// code 2. Root reads every file, so this suite carries the ctest label needs-unprivileged: as root
// it skips (fails in CI), and CI runs it as user nobody (tools/test-unprivileged.sh).
#include "ci_skip.h"
#include "cli_run.h"
#include "temp_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

class TestCliPermissions : public QObject {
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
            u8i::testing::writeTempFile(dir, folder + QStringLiteral("/secret.txt"), "hidden\n");
        QVERIFY(::chmod(QFile::encodeName(path).constData(), mode_t(fileMode)) == 0);
        QVERIFY(::chmod(QFile::encodeName(folderPath).constData(), mode_t(folderMode)) == 0);

        const Run r = run({QStringLiteral("--check"), path});
        // Let QTemporaryDir remove the folder again.
        QVERIFY(::chmod(QFile::encodeName(folderPath).constData(), 0755) == 0);
        QVERIFY(r.finished);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("Permission denied"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }
};

QTEST_MAIN(TestCliPermissions)
#include "tst_cli_permissions.moc"
