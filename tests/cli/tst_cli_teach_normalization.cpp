// --encode and --explain show a combining sequence beside its precomposed form (e + U+0301 and
// U+00E9), code point by code point and byte by byte, whenever NFC or NFD changes the text; text
// that both forms leave alone gets no such note.
#include "cli_run.h"

#include <QtTest>

class TestCliTeachNormalization : public QObject {
    Q_OBJECT

  private slots:
    void bothForms_data();
    void bothForms();
};

void TestCliTeachNormalization::bothForms_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("expected"); // lines of the note; empty: no note at all

    const QString e = QStringLiteral("e\u0301");
    QTest::newRow("encode: combining sequence e + U+0301")
        << QStringList{"--encode", e} << 0
        << QStringList{"  as given  e + U+0301              65 CC 81 (3 bytes: 65 | CC 81)",
                       "  NFC       U+00E9                  C3 A9 (2 bytes)",
                       "  NFD       e + U+0301              65 CC 81 (3 bytes: 65 | CC 81)"};
    QTest::newRow("encode: precomposed character typed")
        << QStringList{"--encode", QStringLiteral("é")} << 0
        << QStringList{"  as given  U+00E9                  C3 A9 (2 bytes)",
                       "  NFD       e + U+0301              65 CC 81 (3 bytes: 65 | CC 81)"};
    QTest::newRow("encode: precomposed code point as U+00E9")
        << QStringList{"--encode", "U+00E9"} << 0
        << QStringList{"  NFD       e + U+0301              65 CC 81 (3 bytes: 65 | CC 81)"};
    QTest::newRow("encode: angstrom sign, NFC is another code point")
        << QStringList{"--encode", "U+212B"} << 0
        << QStringList{"  as given  U+212B                  E2 84 AB (3 bytes)",
                       "  NFC       U+00C5                  C3 85 (2 bytes)",
                       "  NFD       A + U+030A              41 CC 8A (3 bytes: 41 | CC 8A)"};
    QTest::newRow("encode: Hangul syllable and its jamo")
        << QStringList{"--encode", QStringLiteral("한")} << 0
        << QStringList{"  NFD       U+1112 + U+1161 + U+11AB  E1 84 92 E1 85 A1 E1 86 AB (9 bytes: "
                       "E1 84 92 | E1 85 A1 | E1 86 AB)"};
    QTest::newRow("encode: Vietnamese with two marks")
        << QStringList{"--encode", QStringLiteral("ế")} << 0
        << QStringList{"  NFD       e + U+0302 + U+0301     65 CC 82 CC 81 (5 bytes: 65 | CC 82 | "
                       "CC 81)"};
    QTest::newRow("encode: ASCII has one form")
        << QStringList{"--encode", "abc"} << 0 << QStringList();
    QTest::newRow("encode: emoji has one form")
        << QStringList{"--encode", QStringLiteral("😀")} << 0 << QStringList();
    QTest::newRow("encode: a surrogate has no normal form")
        << QStringList{"--encode", "U+D800"} << 1 << QStringList();
    QTest::newRow("explain: bytes of e + U+0301")
        << QStringList{"--explain", "65 CC 81"} << 0
        << QStringList{"  as given  e + U+0301              65 CC 81 (3 bytes: 65 | CC 81)",
                       "  NFC       U+00E9                  C3 A9 (2 bytes)"};
    QTest::newRow("explain: bytes of U+00E9")
        << QStringList{"--explain", "C3 A9"} << 0
        << QStringList{"  NFD       e + U+0301              65 CC 81 (3 bytes: 65 | CC 81)"};
    QTest::newRow("explain: conjoining jamo compose to a syllable")
        << QStringList{"--explain", "E1 84 92 E1 85 A1"} << 0
        << QStringList{"  NFC       U+D558                  ED 95 98 (3 bytes)"};
    QTest::newRow("explain: ill-formed byte after the sequence")
        << QStringList{"--explain", "65 CC 81 FF"} << 1
        << QStringList{"  NFC       U+00E9 + U+FFFD         C3 A9 EF BF BD (5 bytes: C3 A9 | EF "
                       "BF BD)"};
    QTest::newRow("explain: ASCII has one form")
        << QStringList{"--explain", "41 42"} << 0 << QStringList();
}

void TestCliTeachNormalization::bothForms()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QStringList, expected);
    const Run r = run(args);
    QCOMPARE(r.code, code);
    const bool note = r.out.contains("The same text composed and decomposed");
    QCOMPARE(note, !expected.isEmpty());
    const QList<QByteArray> lines = r.lines();
    for (const QString &line : expected)
        QVERIFY2(lines.contains(line.toUtf8()), r.out.constData());
    if (note)
        QVERIFY(r.out.contains("They look the same but are different bytes"));
}

QTEST_GUILESS_MAIN(TestCliTeachNormalization)
#include "tst_cli_teach_normalization.moc"
