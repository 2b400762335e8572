// The command line on files the user may not read: one clear "Permission denied" line and exit
// code 2. Root reads every file, so this suite carries the ctest label needs-unprivileged: as root
// it skips (fails in CI), and CI runs it as user nobody (tools/test-unprivileged.sh).
#include "cli_run.h"
#include "unreadable_file.h"

#include <QTest>

class TestCliPermissions : public QObject {
    Q_OBJECT

  private slots:
    void unreadableFile_data() { u8i::testing::addUnreadableFileRows(); }

    void unreadableFile()
    {
        QFETCH(QString, folder);
        QFETCH(int, folderMode);
        QFETCH(int, fileMode);
        U8I_SKIP_AS_ROOT();
        const u8i::testing::UnreadableFile file(folder, folderMode, fileMode);
        QVERIFY(file.isValid());
        const QString &path = file.path();

        const Run r = run({QStringLiteral("--check"), path});
        QVERIFY(r.finished);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("Permission denied"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }
};

QTEST_MAIN(TestCliPermissions)
#include "tst_cli_permissions.moc"
