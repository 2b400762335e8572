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
    // Greek UTF-8, then bytes that once read as two runs, CP437 and Windows-1252, with the control
    // 02 between them in both. Since one charset reads all the runs of a file (run_encoding.cpp),
    // they may be one run; whichever, no byte may be in two.
    QTest::newRow("two readings share the ASCII between them")
        << QByteArray("[\n   \xcf\x85\xcf\x87\xcf\x8e-\xff\x02\xa0t", 16);
    QTest::newRow("ASCII between two runs of one charset")
        << QByteArray("Gr\xc3\xbc\xc3\x9f"
                      "e: K\xf6ln, \x01 M\xfcnchen\n",
                      25);
}

void TestPerRunVerdict::runsAreApart()
{
    QFETCH(QByteArray, bytes);
    const Bytes data(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                     static_cast<std::size_t>(bytes.size()));
    const EncodingVerdict v = detectEncoding(data);
    QCOMPARE(v.kind, EncodingClass::Utf8WithErrors);
    QVERIFY(!v.runs.empty());
    Offset previousEnd = 0;
    for (const LegacyRun &run : v.runs) {
        QVERIFY2(
            run.offset >= previousEnd,
            qPrintable(
                QStringLiteral("run at %1 begins before %2").arg(run.offset).arg(previousEnd)));
        QVERIFY(run.length > 0 && run.offset + run.length <= data.size());
        previousEnd = run.offset + run.length;
    }
}

QTEST_GUILESS_MAIN(TestPerRunVerdict)
#include "tst_per_run_verdict.moc"
