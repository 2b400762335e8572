// The detector's legacy runs of UTF-8 with errors (per_run_verdict.cpp): each run is widened to
// the ASCII of its field, and runs stay apart, so that --decode --from auto converts each byte
// once. Inputs found by fuzz/fuzz_detect.
#include "u8i/charsets/detection/encoding_detection.h"

#include <QTest>

using namespace u8i;
using namespace u8i::charsets;

class TestPerRunVerdict : public QObject {
    Q_OBJECT

  private slots:
    void runsAreApart_data();
    void runsAreApart();
};

void TestPerRunVerdict::runsAreApart_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("runs");
    // Greek UTF-8, then a run that reads as CP437 and, after a control both could take, one that
    // reads as Windows-1252: the control 02 between them was in both runs.
    QTest::newRow("two encodings share the ASCII between them")
        << QByteArray("[\n   \xcf\x85\xcf\x87\xcf\x8e-\xff\x02\xa0t", 16) << 2;
}

void TestPerRunVerdict::runsAreApart()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, runs);
    const Bytes data(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                     static_cast<std::size_t>(bytes.size()));
    const EncodingVerdict v = detectEncoding(data);
    QCOMPARE(v.kind, EncodingClass::Utf8WithErrors);
    QCOMPARE(static_cast<int>(v.runs.size()), runs);
    Offset previousEnd = 0;
    for (const LegacyRun &run : v.runs) {
        QVERIFY2(
            run.offset >= previousEnd,
            qPrintable(
                QStringLiteral("run at %1 begins before %2").arg(run.offset).arg(previousEnd)));
        QVERIFY(run.length > 0 && run.offset + run.length <= data.size());
        previousEnd = run.offset + run.length;
    }
    // The control between the runs goes with the first: "-", FF, 02 and then A0, "t".
    QCOMPARE(v.runs.front().offset + v.runs.front().length, Offset{14});
    QCOMPARE(v.runs.back().offset, Offset{14});
}

QTEST_GUILESS_MAIN(TestPerRunVerdict)
#include "tst_per_run_verdict.moc"
