// ByteSource on files the user may not read: openFile refuses them with "permission denied". Root
// reads every file, so this suite carries the ctest label needs-unprivileged: as root it skips
// (fails in CI), and CI runs it as user nobody (tools/test-unprivileged.sh).
#include "byte_source.h"

#include "unreadable_file.h"

#include <QTest>

using u8i::ui::ByteSource;

class TestByteSourcePermissions : public QObject {
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

        QString error;
        const bool opened = bool(ByteSource::openFile(path, error));
        QVERIFY(!opened);
        QVERIFY2(error.contains("permission denied"), qPrintable(error));
        QVERIFY(error.contains(path));
    }
};

QTEST_MAIN(TestByteSourcePermissions)
#include "tst_byte_source_permissions.moc"
