// Checksums: CRC-32 (zlib), MD5, SHA-1, SHA-256 and SHA3-256 against digests computed with Python's
// zlib and hashlib (table-driven, including the standard check string "123456789" and data that
// spans several of the blocks the computation reads); and the dock in the main window: its
// shortcut, the whole file and the selection, Ctrl+C on a row, the remembered scope, and Stop on a
// large sparse file, which leaves the window responsive.
#include "byte_view.h"
#include "checksums/checksum_computation.h"
#include "checksums/checksums_panel.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "main_window_testing.h"
#include "sparse_file.h"
#include "task_stopping.h"
#include "temp_file.h"
#include "value_table.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace u8i;
using namespace u8i::ui;

namespace {

// 9 MiB and 5 bytes of (i * 7 + 3) mod 256: more than two of the computation's 4 MiB blocks.
QByteArray pattern()
{
    QByteArray data(9 * 1024 * 1024 + 5, Qt::Uninitialized);
    for (qsizetype i = 0; i < data.size(); ++i)
        data[i] = static_cast<char>((i * 7 + 3) % 256);
    return data;
}

} // namespace

class TestChecksums : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_checksums"))); }

    void digests_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QStringList>("expected"); // CRC-32, MD5, SHA-1, SHA-256, SHA3-256
        QTest::newRow("check string 123456789")
            << QByteArray("123456789")
            << QStringList{"cbf43926", "25f9e794323b453885f5181f1b624d0b",
                           "f7c3bc1d808e04732adf679965ccc34ca7ae3441",
                           "15e2b0d3c33891ebb0f1ef609ec419420c20e320ce94c65fbc8c3312448eb225",
                           "87cd084d190e436f147322b90e7384f6a8e0676c99d21ef519ea718e51d45f9c"};
        QTest::newRow("empty")
            << QByteArray()
            << QStringList{"00000000", "d41d8cd98f00b204e9800998ecf8427e",
                           "da39a3ee5e6b4b0d3255bfef95601890afd80709",
                           "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
                           "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a"};
        QTest::newRow("three blocks")
            << pattern()
            << QStringList{"bc011383", "d3cca9f5c05f5d08dd7fd2553684c5f1",
                           "a860cbbb1465957daa4f10477099a7586ee39278",
                           "27b2a86772d2dedd93256d18262716cf6df186ce81345051ab3e3d9d587371b5",
                           "909c4757c49602e3f3d0f200b0bc92050fda9b491c65828d1c044b5c94c85e84"};
    }

    void digests()
    {
        QFETCH(QByteArray, data);
        QFETCH(QStringList, expected);
        std::atomic<Offset> done{0};
        std::vector<std::pair<Offset, Offset>> released;
        const Checksums sums =
            computeChecksums(testing::bytesOf(data), nullptr, &done, [&](Offset b, Offset e) {
                released.push_back({b, e});
            });
        QVERIFY(!sums.cancelled);
        for (int k = 0; k < kChecksumKindCount; ++k)
            QCOMPARE(sums.hex[std::size_t(k)], expected[k]);
        QCOMPARE(done.load(), Offset(data.size()));
        Offset covered = 0; // every byte read is released, in order
        for (const auto &[b, e] : released) {
            QCOMPARE(b, covered);
            covered = e;
        }
        QCOMPARE(covered, Offset(data.size()));
    }

    void cancelledBeforeTheFirstBlock()
    {
        const QByteArray data = pattern();
        const std::atomic<bool> cancel{true};
        QVERIFY(computeChecksums(testing::bytesOf(data), &cancel).cancelled);
    }

    void dockComputesFileAndSelection()
    {
        QTemporaryDir dir;
        const QString path =
            testing::writeTempFile(dir, QStringLiteral("check.txt"), QByteArray("xx123456789yy"));
        auto w = testing::shownWindow({1200, 800}, path);
        QVERIFY(w);
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("checksumsDock"));
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());
        QTest::keyClick(w.get(), Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(dock->isVisible());
        auto *panel = dock->findChild<ChecksumsPanel *>();
        QTRY_COMPARE(
            panel->value(ChecksumKind::Sha256),
            QStringLiteral("2441a50836dbcb1ffd4448192505b90e82a692fcb1c5662c339faa6e1043ccf4"));
        QVERIFY(panel->status().contains(QStringLiteral("whole file")));

        // The selection "123456789": the standard check values.
        QTest::keyClick(panel->scope(), Qt::Key_Down); // the combo, as a user chooses
        QCOMPARE(panel->scope()->currentIndex(), 1);
        QCOMPARE(QSettings().value(QStringLiteral("checksums/scope")).toString(),
                 QStringLiteral("selection"));
        w->model()->select(2, 11);
        QTRY_COMPARE(panel->value(ChecksumKind::Crc32), QStringLiteral("cbf43926"));
        QTRY_COMPARE(
            panel->value(ChecksumKind::Sha3_256),
            QStringLiteral("87cd084d190e436f147322b90e7384f6a8e0676c99d21ef519ea718e51d45f9c"));
        QVERIFY(panel->status().contains(QStringLiteral("selection")));

        // Ctrl+C on the MD5 row copies its value.
        ValueTable *table = panel->table();
        table->setFocus();
        table->setCurrentCell(int(ChecksumKind::Md5), 1);
        QApplication::clipboard()->clear();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("25f9e794323b453885f5181f1b624d0b"));

        // The scope is remembered by the next window.
        auto again = testing::shownWindow({1200, 800});
        QVERIFY(again);
        QCOMPARE(again->findChild<ChecksumsPanel *>()->scope()->currentIndex(), 1);
        QSettings().remove(QStringLiteral("checksums/scope"));
    }

    void stopOnALargeSparseFile()
    {
        QTemporaryDir dir;
        const QString path = testing::writeSparseFile(dir);
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        QTest::keyClick(w.get(), Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
        auto *panel = w->findChild<ChecksumsPanel *>();
        QTRY_VERIFY(panel->task()->running());
        testing::stopWithButton(panel->task(), panel->stopButton());
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(panel->status(), QStringLiteral("Stopped."));
        QVERIFY(panel->value(ChecksumKind::Sha256).isEmpty());
        QVERIFY(panel->task()->done() < panel->task()->total());
    }

  private:
    testing::IsolatedSettings m_settings;
};

QTEST_MAIN(TestChecksums)
#include "tst_checksums.moc"
