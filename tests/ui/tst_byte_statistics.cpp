// Byte statistics: counts, role shares and entropy of known data (table-driven), the whole file's
// roles taken from the scan's index equal to those counted, the entropy profile of a file with a
// text part, a repeated part and a random part; and the docks in the main window: Ctrl+Shift+T
// shows the histogram of the file, the selection scope (remembered), the entropy strip beside the
// overview bar, and Stop on a large sparse file.
#include "byte_view.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "main_window_testing.h"
#include "sparse_file.h"
#include "statistics/byte_statistics.h"
#include "statistics/entropy_strip.h"
#include "statistics/histogram_view.h"
#include "statistics/statistics_panel.h"
#include "task_stopping.h"

#include <u8i/scan/scan.h>

#include <QComboBox>
#include <QDockWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace u8i;
using namespace u8i::ui;

namespace {

QByteArray randomBytes(qsizetype n)
{
    QByteArray data(n, Qt::Uninitialized);
    QRandomGenerator rng(27);
    for (char &c : data)
        c = static_cast<char>(rng.bounded(256));
    return data;
}

} // namespace

class TestByteStatistics : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_byte_statistics"))); }

    void counts_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<double>("entropy");
        QTest::addColumn<qulonglong>("ascii");
        QTest::addColumn<qulonglong>("lead");
        QTest::addColumn<qulonglong>("continuation");
        QTest::addColumn<qulonglong>("invalid");
        QTest::newRow("one value repeated")
            << QByteArray(1000, 'a') << 0.0 << 1000ULL << 0ULL << 0ULL << 0ULL;
        QTest::newRow("two values, half each")
            << QByteArray("abababab") << 1.0 << 8ULL << 0ULL << 0ULL << 0ULL;
        QTest::newRow("every value once") <<
            [] {
                QByteArray d(256, Qt::Uninitialized);
                for (int i = 0; i < 256; ++i)
                    d[i] = char(i);
                return d;
            }() << 8.0 << 128ULL << 0ULL << 0ULL
                                          << 128ULL;
        QTest::newRow("euro sign and ill-formed") << QByteArray("\xE2\x82\xAC"
                                                                "A\xC0\xAF\xFF")
                                                  << std::log2(7.0) << 1ULL << 1ULL << 2ULL << 3ULL;
        QTest::newRow("empty") << QByteArray() << 0.0 << 0ULL << 0ULL << 0ULL << 0ULL;
    }

    void counts()
    {
        QFETCH(QByteArray, data);
        QFETCH(double, entropy);
        QFETCH(qulonglong, ascii);
        QFETCH(qulonglong, lead);
        QFETCH(qulonglong, continuation);
        QFETCH(qulonglong, invalid);
        const ByteStatistics s =
            byteStatistics(testing::bytesOf(data), 0, Offset(data.size()), nullptr, {});
        QVERIFY(!s.cancelled);
        QVERIFY(qAbs(s.entropy() - entropy) < 1e-9);
        QCOMPARE(s.roles[std::size_t(ByteRole::Ascii)], ascii);
        QCOMPARE(s.roles[std::size_t(ByteRole::Lead)], lead);
        QCOMPARE(s.roles[std::size_t(ByteRole::Continuation)], continuation);
        QCOMPARE(s.roles[std::size_t(ByteRole::Invalid)], invalid);
        Offset total = 0;
        for (const Offset n : s.counts)
            total += n;
        QCOMPARE(total, Offset(data.size()));
    }

    // The whole file's roles from the index equal those counted chunk by chunk, and a range that
    // starts inside a character counts its continuation bytes as the scan does there.
    void indexAndChunksAgree()
    {
        QByteArray data;
        for (int i = 0; i < 1000000; ++i)
            data += (i % 7 == 0) ? QByteArray("\xF0\x9F\x90\x9A")
                                 : (i % 11 == 0 ? QByteArray("\xC3") : QByteArray("x"));
        const ScanResult scanned = scan(testing::bytesOf(data));
        const ByteStatistics counted =
            byteStatistics(testing::bytesOf(data), 0, Offset(data.size()), nullptr, {});
        const ByteStatistics indexed =
            byteStatistics(testing::bytesOf(data), 0, Offset(data.size()), &scanned.index, {});
        QVERIFY(counted.roles == indexed.roles);
        QVERIFY(counted.counts == indexed.counts);
        QVERIFY(counted.roles[std::size_t(ByteRole::Invalid)] > 0);
    }

    void entropyProfileShowsTheParts()
    {
        const QByteArray data = QByteArray(64 * 1024, '\0') + randomBytes(64 * 1024) +
                                QByteArray("plain English text, as letters go. ").repeated(1900);
        const std::vector<float> profile = entropyProfile(testing::bytesOf(data), 3, {});
        QCOMPARE(profile.size(), std::size_t(3));
        QVERIFY(profile[0] < 0.5f);
        QVERIFY(profile[1] > 7.9f);
        QVERIFY(profile[2] > 3.0f && profile[2] < 5.0f);
    }

    void dockShowsFileAndSelection()
    {
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        w->openBytes(QByteArray("aaaa\xE2\x82\xAC\xFF"), QStringLiteral("stats"));
        QTest::keyClick(w.get(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("statisticsDock"));
        QTRY_VERIFY(dock->isVisible());
        auto *panel = dock->findChild<StatisticsPanel *>();
        QTRY_COMPARE(panel->statistics().size(), Offset{8});
        QCOMPARE(panel->histogram()->counts()['a'], Offset{4});
        QVERIFY(panel->summary().contains(QStringLiteral("ASCII 50.0 %")));
        QVERIFY(panel->summary().contains(QStringLiteral("ill-formed 12.5 %")));

        panel->scope()->setFocus();
        QTest::keyClick(panel->scope(), Qt::Key_Down);
        QCOMPARE(QSettings().value(QStringLiteral("statistics/scope")).toString(),
                 QStringLiteral("selection"));
        w->model()->select(4, 7);
        QTRY_COMPARE(panel->statistics().size(), Offset{3});
        QCOMPARE(panel->statistics().roles[std::size_t(ByteRole::Continuation)], Offset{2});
        QSettings().remove(QStringLiteral("statistics/scope"));
    }

    void entropyStripBesideTheOverview()
    {
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        w->openBytes(QByteArray(64 * 1024, '\0') + randomBytes(64 * 1024),
                     QStringLiteral("halves"));
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("entropyDock"));
        QVERIFY(dock && !dock->isVisible());
        dock->toggleViewAction()->trigger(); // View ▸ Entropy Strip
        auto *strip = dock->findChild<EntropyStrip *>();
        QTRY_VERIFY(!strip->profile().empty());
        QCOMPARE(w->dockWidgetArea(dock), Qt::LeftDockWidgetArea);
        QVERIFY(strip->entropyAtY(0) < 0.5f);
        QVERIFY(strip->entropyAtY(strip->height() - 1) > 7.5f);
        // Colours from the palette: repeated bytes in the base colour, random ones in the
        // highlight.
        QCOMPARE(EntropyStrip::colorOf(0.0f, strip->palette()),
                 strip->palette().color(QPalette::Base));
        QCOMPARE(EntropyStrip::colorOf(8.0f, strip->palette()).rgb(),
                 strip->palette().color(QPalette::Highlight).rgb());
    }

    void stopOnALargeSparseFile()
    {
        QTemporaryDir dir;
        const QString path = testing::writeSparseFile(dir);
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        QTest::keyClick(w.get(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        auto *panel = w->findChild<StatisticsPanel *>();
        QTRY_VERIFY(panel->task()->running());
        testing::stopWithButton(panel->task(), panel->stopButton());
        if (QTest::currentTestFailed())
            return;
        QVERIFY(panel->summary().startsWith(QStringLiteral("Stopped.")));
    }

  private:
    testing::IsolatedSettings m_settings;
};

QTEST_MAIN(TestByteStatistics)
#include "tst_byte_statistics.moc"
