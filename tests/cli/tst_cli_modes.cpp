// The command line's modes other than --check, run as a real program (U8I_PROGRAM): --decode with
// each error policy, --dump rows and windows, --explain and --encode with their input forms.
#include "cli_run.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

class TestCliModes : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void decode_data();
    void decode();
    void dump();
    void explainExercise();
    void explainInputForms_data();
    void explainInputForms();
    void encodeInputForms_data();
    void encodeInputForms();

  private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        return u8i::testing::writeTempFile(m_dir, name, bytes);
    }
    QTemporaryDir m_dir;
};

void TestCliModes::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
}

void TestCliModes::decode_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("errors");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("code");

    const QByteArray R = "\xEF\xBF\xBD";
    const QByteArray bad = "a\xC0\xAF"
                           "b\xF8\x93\xEA\x80\xB2\\\xE2\x82";
    QTest::newRow("replace: one U+FFFD per maximal subpart")
        << bad << "replace" << ("a" + R + R + "b" + R + R + "\xEA\x80\xB2\\" + R) << 1;
    QTest::newRow("ignore drops ill-formed bytes")
        << bad << "ignore" << QByteArray("ab\xEA\x80\xB2\\") << 1;
    QTest::newRow("escape writes \\xHH")
        << bad << "escape" << QByteArray("a\\xc0\\xafb\\xf8\\x93\xEA\x80\xB2\\\\xe2\\x82") << 1;
    QTest::newRow("strict stops at the first error") << bad << "strict" << QByteArray("a") << 1;
    QTest::newRow("valid text is unchanged")
        << QByteArray("h\xC3\xA9llo \xF0\x9F\x90\x9A\n") << "strict"
        << QByteArray("h\xC3\xA9llo \xF0\x9F\x90\x9A\n") << 0;
}

void TestCliModes::decode()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, errors);
    QFETCH(QByteArray, output);
    QFETCH(int, code);
    const QString path = write(QStringLiteral("decode.bin"), input);
    const QString option = QStringLiteral("--errors=") + errors;
    const Run mapped = run({QStringLiteral("--decode"), option, path});
    const Run streamed =
        run({QStringLiteral("--decode"), option, QStringLiteral("-")}, piped(input, "2"));
    for (const Run &r : {mapped, streamed}) {
        QCOMPARE(r.code, code);
        QCOMPARE(r.out, output);
        if (errors == QLatin1String("strict")) {
            QCOMPARE(r.err.isEmpty(), code == 0);
            if (code != 0)
                QVERIFY2(r.err.contains(":1:2: error: overlong: C0 AF"), r.err.constData());
        }
    }
}

void TestCliModes::dump()
{
    const QString path =
        write(QStringLiteral("dump.txt"), "A\xE2\x82\xAC\xC0\xAF\xF0\x9F\x90\x9A\xEF\xBB\xBF");
    const Run r = run({QStringLiteral("--dump"), path});
    QCOMPARE(r.code, 1);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 1 + 5);
    const QRegularExpression row(QStringLiteral(
        R"(^(0x[0-9a-f]{8})\s+((?:[0-9A-F]{2} ?)+)\s+([ALCX](?: [ALCX])*)\s+(U\+[0-9A-F]{4,6}(?:×\d+)?)\s+(.*)$)"));
    struct Expect {
        const char *offset, *bytes, *roles, *cp, *rest;
    };
    const Expect expect[] = {
        {"0x00000000", "41", "A", "U+0041", "LATIN CAPITAL LETTER A"},
        {"0x00000001", "E2 82 AC", "L C C", "U+20AC", "EURO SIGN"},
        {"0x00000004", "C0 AF", "X X", "U+FFFD×2", "overlong: C0 AF encodes U+002F '/'"},
        {"0x00000006", "F0 9F 90 9A", "L C C C", "U+1F41A", "SPIRAL SHELL"},
        {"0x0000000a", "EF BB BF", "L C C", "U+FEFF", "ZERO WIDTH NO-BREAK SPACE  [zwnbsp]"},
    };
    for (int i = 0; i < 5; ++i) {
        const QString line = QString::fromUtf8(lines[i + 1]);
        const QRegularExpressionMatch m = row.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(1), QLatin1String(expect[i].offset));
        QCOMPARE(m.captured(2).trimmed(), QLatin1String(expect[i].bytes));
        QCOMPARE(m.captured(3), QLatin1String(expect[i].roles));
        QCOMPARE(m.captured(4), QString::fromUtf8(expect[i].cp));
        QVERIFY2(m.captured(5).startsWith(QLatin1String(expect[i].rest)), qPrintable(line));
    }

    // A window: the row that contains --from is shown whole; JSON rows carry the fields.
    const Run window =
        run({QStringLiteral("--dump"), QStringLiteral("--json"), QStringLiteral("--from"),
             QStringLiteral("0x2"), QStringLiteral("--length"), QStringLiteral("3"), path});
    QCOMPARE(window.code, 1);
    const QList<QByteArray> rows = window.lines();
    QCOMPARE(rows.size(), 2);
    const QJsonObject euro = QJsonDocument::fromJson(rows[0]).object();
    QCOMPARE(euro.value("offset").toInt(), 1);
    QCOMPARE(euro.value("code_point").toString(), QStringLiteral("U+20AC"));
    QCOMPARE(euro.value("name").toString(), QStringLiteral("EURO SIGN"));
    QCOMPARE(euro.value("roles").toArray(), (QJsonArray{"lead", "continuation", "continuation"}));
    const QJsonObject group = QJsonDocument::fromJson(rows[1]).object();
    QCOMPARE(group.value("kind").toString(), QStringLiteral("overlong"));
    QCOMPARE(group.value("replacements").toInt(), 2);
    QCOMPARE(group.value("decodes_to").toString(), QStringLiteral("U+002F"));
    QCOMPARE(group.value("roles").toArray(), (QJsonArray{"invalid", "invalid"}));
}

void TestCliModes::explainExercise()
{
    const Run r = run({QStringLiteral("--explain"), QStringLiteral("F8 93 EA 80 B2 5C 00")});
    QVERIFY(r.finished);
    QCOMPARE(r.code, 1);
    const QString out = QString::fromUtf8(r.out);
    const QStringList expectedInOrder{
        "byte 0: F8 = 111110 00",
        "obsolete 5-byte lead",
        "emits U+FFFD",
        "byte 1: 93 = 10 010011",
        "continuation byte",
        "emits U+FFFD",
        "byte 2: EA = 1110 1010",
        "EA leads a 3-byte sequence",
        "byte 3: 80 = 10 000000",
        "state: expecting 2 more; accepts 80..BF",
        "value so far: 0x280",
        "byte 4: B2 = 10 110010",
        "emits U+A032",
        "byte 5: 5C = 0 1011100",
        "emits U+005C '\\' REVERSE SOLIDUS",
        "byte 6: 00 = 0 0000000",
        "emits U+0000",
        "Result: 5 code points: U+FFFD U+FFFD U+A032 U+005C U+0000",
    };
    qsizetype from = 0;
    for (const QString &part : expectedInOrder) {
        const qsizetype at = out.indexOf(part, from);
        QVERIFY2(at >= 0, qPrintable(QStringLiteral("missing, in order: ") + part + "\n" + out));
        from = at + part.size();
    }
    QCOMPARE(out.count(QStringLiteral("\nbyte ")), 7);
}

void TestCliModes::explainInputForms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("result");
    QTest::newRow("spaced") << "E2 82 AC"
                            << "Result: 1 code point: U+20AC";
    QTest::newRow("packed") << "e282ac"
                            << "Result: 1 code point: U+20AC";
    QTest::newRow("C escapes") << "\\xe2\\x82\\xac"
                               << "Result: 1 code point: U+20AC";
    QTest::newRow("0x prefixed") << "0xE2 0x82 0xAC"
                                 << "Result: 1 code point: U+20AC";
    QTest::newRow("reprocessed byte") << "E2 82 41"
                                      << "Result: 2 code points: U+FFFD U+0041";
    QTest::newRow("cut at the end") << "F0 9F 90"
                                    << "Result: 1 code point: U+FFFD";
}

void TestCliModes::explainInputForms()
{
    QFETCH(QString, text);
    QFETCH(QString, result);
    const Run r = run({QStringLiteral("--explain"), text});
    QCOMPARE(r.code, result.contains(QLatin1String("FFFD")) ? 1 : 0);
    QVERIFY2(r.out.contains(result.toUtf8()), r.out.constData());
}

void TestCliModes::encodeInputForms_data()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("U+1F41A") << "U+1F41A";
    QTest::newRow("0x1F41A") << "0x1F41A";
    QTest::newRow("decimal 128026") << "128026";
    QTest::newRow("text") << QString::fromUtf8("\xF0\x9F\x90\x9A");
}

void TestCliModes::encodeInputForms()
{
    QFETCH(QString, value);
    const Run r = run({QStringLiteral("--encode"), value});
    QCOMPARE(r.code, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.startsWith(QString::fromUtf8("U+1F41A '\xF0\x9F\x90\x9A' SPIRAL SHELL\n")),
             qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("(17 bits)")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("17 bits -> 4 bytes")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("bit groups:   0 11111 010000 011010")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("11110   000      F0   11110000")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("UTF-8:        F0 9F 90 9A")), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestCliModes)
#include "tst_cli_modes.moc"
