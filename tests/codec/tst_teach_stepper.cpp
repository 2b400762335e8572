// The decoder stepper's state after each step: what it still expects and the range Table 3-7
// accepts for the next byte, over the classic exercise and every length boundary.
#include "u8i/utf8/explain.h"

#include <QtTest>

#include <vector>

using namespace u8i;

class TestTeachStepper : public QObject {
    Q_OBJECT
  private slots:
    void stateAfter_data();
    void stateAfter();
};

void TestTeachStepper::stateAfter_data()
{
    // Per step: "expectingAfter/nextAccepted", separated by " | ".
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("after");
    QTest::addColumn<QList<uint>>("output");
    const QString start = QStringLiteral("0/00..7F, C2..DF, E0..EF, F0..F4");
    QTest::newRow("F8 93 EA 80 B2 5C 00")
        << QByteArray::fromHex("F893EA80B25C00")
        << QStringList{start, start, QStringLiteral("2/80..BF"), QStringLiteral("1/80..BF"), start,
                       start, start}
        << QList<uint>{0xFFFD, 0xFFFD, 0xA032, 0x5C, 0x00};
    QTest::newRow("U+007F 7F") << QByteArray::fromHex("7F") << QStringList{start}
                               << QList<uint>{0x7F};
    QTest::newRow("U+0080 C2 80") << QByteArray::fromHex("C280")
                                  << QStringList{QStringLiteral("1/80..BF"), start}
                                  << QList<uint>{0x80};
    QTest::newRow("U+07FF DF BF") << QByteArray::fromHex("DFBF")
                                  << QStringList{QStringLiteral("1/80..BF"), start}
                                  << QList<uint>{0x7FF};
    QTest::newRow("U+0800 E0 A0 80")
        << QByteArray::fromHex("E0A080")
        << QStringList{QStringLiteral("2/A0..BF"), QStringLiteral("1/80..BF"), start}
        << QList<uint>{0x800};
    QTest::newRow("U+D7FF ED 9F BF")
        << QByteArray::fromHex("ED9FBF")
        << QStringList{QStringLiteral("2/80..9F"), QStringLiteral("1/80..BF"), start}
        << QList<uint>{0xD7FF};
    // ED A0 is refused: A0 is read again at the start, as a lone continuation byte.
    QTest::newRow("U+D800 ED A0 80") << QByteArray::fromHex("EDA080")
                                     << QStringList{QStringLiteral("2/80..9F"), start, start, start}
                                     << QList<uint>{0xFFFD, 0xFFFD, 0xFFFD};
    QTest::newRow("U+DFFF ED BF BF") << QByteArray::fromHex("EDBFBF")
                                     << QStringList{QStringLiteral("2/80..9F"), start, start, start}
                                     << QList<uint>{0xFFFD, 0xFFFD, 0xFFFD};
    QTest::newRow("U+E000 EE 80 80")
        << QByteArray::fromHex("EE8080")
        << QStringList{QStringLiteral("2/80..BF"), QStringLiteral("1/80..BF"), start}
        << QList<uint>{0xE000};
    QTest::newRow("U+FFFF EF BF BF")
        << QByteArray::fromHex("EFBFBF")
        << QStringList{QStringLiteral("2/80..BF"), QStringLiteral("1/80..BF"), start}
        << QList<uint>{0xFFFF};
    QTest::newRow("U+10000 F0 90 80 80")
        << QByteArray::fromHex("F0908080")
        << QStringList{QStringLiteral("3/90..BF"), QStringLiteral("2/80..BF"),
                       QStringLiteral("1/80..BF"), start}
        << QList<uint>{0x10000};
    QTest::newRow("U+10FFFF F4 8F BF BF")
        << QByteArray::fromHex("F48FBFBF")
        << QStringList{QStringLiteral("3/80..8F"), QStringLiteral("2/80..BF"),
                       QStringLiteral("1/80..BF"), start}
        << QList<uint>{0x10FFFF};
    QTest::newRow("U+110000 F4 90 80 80")
        << QByteArray::fromHex("F4908080")
        << QStringList{QStringLiteral("3/80..8F"), start, start, start, start}
        << QList<uint>{0xFFFD, 0xFFFD, 0xFFFD, 0xFFFD};
    // Cut at the end: the last byte leaves the decoder expecting more, then the end step.
    QTest::newRow("truncated E2 82")
        << QByteArray::fromHex("E282")
        << QStringList{QStringLiteral("2/80..BF"), QStringLiteral("1/80..BF"), start}
        << QList<uint>{0xFFFD};
    // Interrupted: 41 is refused as a continuation, then read again as ASCII.
    QTest::newRow("interrupted E2 41")
        << QByteArray::fromHex("E241") << QStringList{QStringLiteral("2/80..BF"), start, start}
        << QList<uint>{0xFFFD, 0x41};
}

void TestTeachStepper::stateAfter()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, after);
    QFETCH(QList<uint>, output);
    const std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
    const DecodeExplanation d = explainDecode(data);
    QStringList got;
    for (const DecodeStep &s : d.steps) {
        got << QStringLiteral("%1/%2")
                   .arg(s.expectingAfter)
                   .arg(QString::fromStdString(s.nextAccepted));
        QCOMPARE(QString::fromStdString(s.stateAfter),
                 s.expectingAfter == 0 ? QStringLiteral("start")
                                       : QStringLiteral("expecting %1 more").arg(s.expectingAfter));
    }
    QCOMPARE(got, after);
    QList<uint> out;
    for (const char32_t c : d.output)
        out << uint(c);
    QCOMPARE(out, output);
}

QTEST_APPLESS_MAIN(TestTeachStepper)
#include "tst_teach_stepper.moc"
