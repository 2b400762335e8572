// The command line, run as a real program (U8I_PROGRAM) with no display: every mode, the exit
// codes, the exact human line format, JSON Lines, --max, stdin, and refused inputs. Streams and
// pipes: tst_cli_streams.cpp; the other modes (--decode, --dump, --explain, --encode):
// tst_cli_modes.cpp.
#include "cli_run.h"
#include "cli_samples.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

class TestCli : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void exitCodes_data();
    void exitCodes();
    void badInput_data();
    void badInput();
    void humanLines_data();
    void humanLines();
    void humanSummary();
    void severalFiles();
    void json();
    void max_data();
    void max();

  private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

QString TestCli::write(const QString &name, const QByteArray &bytes)
{
    return u8i::testing::writeTempFile(m_dir, name, bytes);
}

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
    write(QStringLiteral("valid.txt"), "h\xC3\xA9llo \xE2\x82\xAC \xF0\x9F\x90\x9A\nsecond line\n");
    write(QStringLiteral("empty.txt"), QByteArray());
    write(QStringLiteral("mixed.txt"), mixedSample());
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("subdir")));
}

void TestCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QByteArray>("stdinBytes");
    QTest::addColumn<QByteArray>("outContains");

    const QString valid = m_dir.filePath(QStringLiteral("valid.txt"));
    const QString empty = m_dir.filePath(QStringLiteral("empty.txt"));
    const QString mixed = m_dir.filePath(QStringLiteral("mixed.txt"));

    QTest::newRow("check valid file")
        << QStringList{"--check", valid} << 0 << QByteArray() << QByteArray(": valid UTF-8");
    QTest::newRow("check empty file") << QStringList{"--check", empty} << 0 << QByteArray()
                                      << QByteArray("0 bytes, 0 characters");
    QTest::newRow("check ill-formed file")
        << QStringList{"--check", mixed} << 1 << QByteArray() << QByteArray("error: overlong");
    QTest::newRow("check valid and ill-formed")
        << QStringList{"--check", valid, mixed} << 1 << QByteArray()
        << QByteArray("2 files: 1 valid, 1 not valid");
    QTest::newRow("check stdin valid")
        << QStringList{"--check", "-"} << 0 << QByteArray("ok \xE2\x82\xAC\n")
        << QByteArray("<stdin>: valid");
    QTest::newRow("check stdin ill-formed")
        << QStringList{"--check", "-"} << 1 << QByteArray("a\xC0") << QByteArray("<stdin>:1:2:");
    QTest::newRow("check stdin empty")
        << QStringList{"--check", "-"} << 0 << QByteArray("") << QByteArray("<stdin>: valid UTF-8");
    QTest::newRow("check json valid") << QStringList{"--check", "--json", valid} << 0
                                      << QByteArray() << QByteArray("\"valid\":true");
    QTest::newRow("decode valid") << QStringList{"--decode", valid} << 0 << QByteArray()
                                  << QByteArray("second line");
    QTest::newRow("decode ill-formed")
        << QStringList{"--decode", mixed} << 1 << QByteArray() << QByteArray("\xEF\xBF\xBD");
    QTest::newRow("dump valid") << QStringList{"--dump", valid} << 0 << QByteArray()
                                << QByteArray("SPIRAL SHELL");
    QTest::newRow("dump ill-formed")
        << QStringList{"--dump", mixed} << 1 << QByteArray() << QByteArray("overlong");
    QTest::newRow("explain valid") << QStringList{"--explain", "E2 82 AC"} << 0 << QByteArray()
                                   << QByteArray("Result: 1 code point: U+20AC");
    QTest::newRow("explain ill-formed")
        << QStringList{"--explain", "C0 AF"} << 1 << QByteArray() << QByteArray("U+FFFD U+FFFD");
    QTest::newRow("encode code point") << QStringList{"--encode", "U+20AC"} << 0 << QByteArray()
                                       << QByteArray("UTF-8:        E2 82 AC");
    QTest::newRow("encode surrogate")
        << QStringList{"--encode", "U+D800"} << 1 << QByteArray() << QByteArray("not encodable");
    QTest::newRow("encode above range")
        << QStringList{"--encode", "0x110000"} << 1 << QByteArray() << QByteArray("above U+10FFFF");
    QTest::newRow("help") << QStringList{"--help"} << 0 << QByteArray() << QByteArray("--check");
    QTest::newRow("version") << QStringList{"--version"} << 0 << QByteArray()
                             << QByteArray("utf8-inspector ");
}

void TestCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QByteArray, stdinBytes);
    QFETCH(QByteArray, outContains);
    const bool usesStdin = args.contains(QStringLiteral("-"));
    const Run r = run(args, usesStdin ? piped(stdinBytes) : RunInput{});
    QVERIFY(r.finished);
    QCOMPARE(r.code, code);
    QVERIFY2(r.out.contains(outContains), r.out.left(2000).constData());
    QVERIFY2(r.err.isEmpty() || code == 1, r.err.constData());
}

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("stdinFile");
    QTest::addColumn<QByteArray>("errContains");

    const QString valid = m_dir.filePath(QStringLiteral("valid.txt"));
    const QString missing = m_dir.filePath(QStringLiteral("no-such-file.txt"));
    const QString dir = m_dir.filePath(QStringLiteral("subdir"));

    QTest::newRow("missing file") << QStringList{"--check", missing} << QString()
                                  << QByteArray("No such file");
    QTest::newRow("missing file among valid ones")
        << QStringList{"--check", valid, missing} << QString() << QByteArray("no-such-file.txt");
    QTest::newRow("directory") << QStringList{"--decode", dir} << QString()
                               << QByteArray("is a directory");
    QTest::newRow("character device /dev/zero")
        << QStringList{"--check", "/dev/zero"} << QString() << QByteArray("character device");
    QTest::newRow("decode /dev/zero")
        << QStringList{"--decode", "/dev/zero"} << QString() << QByteArray("character device");
    QTest::newRow("dump /dev/urandom")
        << QStringList{"--dump", "/dev/urandom"} << QString() << QByteArray("character device");
    QTest::newRow("stdin from /dev/zero") << QStringList{"--check", "-"} << "/dev/zero"
                                          << QByteArray("<stdin>: is a character device");
    QTest::newRow("unknown option")
        << QStringList{"--frobnicate"} << QString() << QByteArray("unknown option '--frobnicate'");
    QTest::newRow("unknown option with a mode")
        << QStringList{"--check", "-x", valid} << QString() << QByteArray("unknown option '-x'");
    QTest::newRow("check without file")
        << QStringList{"--check"} << QString() << QByteArray("needs at least one FILE");
    QTest::newRow("max without value")
        << QStringList{valid, "--check", "--max"} << QString() << QByteArray("--max needs a value");
    QTest::newRow("max not a number") << QStringList{"--check", "--max", "lots", valid} << QString()
                                      << QByteArray("--max needs a number");
    QTest::newRow("decode two files")
        << QStringList{"--decode", valid, valid} << QString() << QByteArray("takes one FILE");
    QTest::newRow("decode unknown errors mode")
        << QStringList{"--decode", "--errors=loose", valid} << QString()
        << QByteArray("unknown --errors mode 'loose'");
    QTest::newRow("dump bad offset") << QStringList{"--dump", "--from", "0xZZ", valid} << QString()
                                     << QByteArray("--from needs an offset");
    QTest::newRow("json with decode")
        << QStringList{"--decode", "--json", valid} << QString()
        << QByteArray("--json goes with --check, --dump, --detect or --strings");
    QTest::newRow("two modes") << QStringList{"--check", "--dump", valid} << QString()
                               << QByteArray("cannot be combined");
    QTest::newRow("explain without bytes")
        << QStringList{"--explain"} << QString() << QByteArray("--explain needs bytes");
    QTest::newRow("explain not hex")
        << QStringList{"--explain", "F8 9G"} << QString() << QByteArray("'G' at position 5");
    QTest::newRow("explain odd digits")
        << QStringList{"--explain", "E28"} << QString() << QByteArray("odd number of hex digits");
    QTest::newRow("encode without value")
        << QStringList{"--encode"} << QString() << QByteArray("--encode needs");
}

void TestCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, stdinFile);
    QFETCH(QByteArray, errContains);
    RunInput in;
    in.stdinFile = stdinFile;
    const Run r = run(args, in);
    QVERIFY2(r.finished, "the program must not hang on bad input");
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(errContains), r.err.constData());
    QVERIFY2(r.err.startsWith("utf8-inspector: "), r.err.constData());
    // One clear line per problem.
    QCOMPARE(r.err.count('\n'), 1);
    if (!args.contains(QStringLiteral("--check")) || args.size() == 2)
        QVERIFY2(!r.out.contains("error:"), r.out.constData());
}

void TestCli::humanLines_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>(
        "expected"); // "LINE:COLUMN: error|warning: kind: ... [offset 0x..]"
    QTest::addColumn<int>("code");

    QTest::newRow("design example")
        << QByteArray("first line of text here\nabcdefg\xC0\xAFrest\n")
        << QStringList{"2:8: error: overlong: C0 AF encodes U+002F '/' in 2 bytes; its shortest "
                       "form is 2F [offset 0x1f]"}
        << 1;
    QTest::newRow("columns count characters and replacement units")
        << QByteArray("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x90\x9A\xC0\xAFx\x80\x80y\xC0\xAF")
        << QStringList{"1:4: error: overlong: * [offset 0x9]",
                       "1:7: error: unexpected-continuation: * [offset 0xc]",
                       "1:10: error: overlong: * [offset 0xf]"}
        << 1;
    QTest::newRow("truncated at the end")
        << QByteArray("ab\ncd\xE2\x82") << QStringList{"2:3: error: truncated: * [offset 0x5]"}
        << 1;
    QTest::newRow("truncated by a byte")
        << QByteArray("\xE2\x82\x41\xE2\x82\xAC")
        << QStringList{"1:1: error: truncated: E2 82 then 41: * [offset 0x0]"} << 1;
    QTest::newRow("UTF-16 byte order mark")
        << QByteArray("\xFF\xFE"
                      "a\x00",
                      4)
        << QStringList{"1:1: error: invalid-byte: FF FE at offset 0 is a UTF-16LE byte order "
                       "mark: the file is likely UTF-16 [offset 0x0]",
                       "1:2: error: invalid-byte: * [offset 0x1]",
                       "1:4: warning: control: * [offset 0x3]"}
        << 1;
    QTest::newRow("UTF-8 byte order mark is a warning")
        << QByteArray("\xEF\xBB\xBFhi\n") << QStringList{"1:1: warning: bom: * [offset 0x0]"} << 0;
    QTest::newRow("obsolete form") << QByteArray("\xF8\x88\x80\x80\x80!")
                                   << QStringList{"1:1: error: obsolete-form: * [offset 0x0]"} << 1;
    QTest::newRow("out of range") << QByteArray("x\xF4\x90\x80\x80")
                                  << QStringList{"1:2: error: out-of-range: * [offset 0x1]"} << 1;
    QTest::newRow("surrogate pair as CESU-8")
        << QByteArray("\n\n\xED\xA0\xBD\xED\xB8\x80")
        << QStringList{"3:1: error: surrogate: ED A0 BD encodes surrogate U+D83D; with ED B8 80 "
                       "it is CESU-8 for U+1F600, whose UTF-8 is F0 9F 98 80 [offset 0x2]",
                       "3:4: error: surrogate: * [offset 0x5]"}
        << 1;
    QTest::newRow("CR is a character, LF ends the line")
        << QByteArray("a\r\nb\xC0\x80") << QStringList{"2:2: error: overlong: * [offset 0x4]"} << 1;
    QTest::newRow("valid text lists nothing") << QByteArray("h\xC3\xA9llo\n") << QStringList{} << 0;
}

// Every diagnostic line is path:LINE:COLUMN: error: kind: message [offset 0x..], in order, and
// the summary comes last; the mapped file and stdin give the same lines.
void TestCli::humanLines()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, expected);
    QFETCH(int, code);

    const QString path = write(QStringLiteral("lines.txt"), content);
    const Run mapped = run({QStringLiteral("--check"), path});
    const Run streamed = run({QStringLiteral("--check"), QStringLiteral("-")}, piped(content, "3"));
    for (const auto &[r, label] :
         {std::pair{mapped, path}, std::pair{streamed, QStringLiteral("<stdin>")}}) {
        QVERIFY(r.finished);
        QCOMPARE(r.code, code);
        const QList<QByteArray> lines = r.lines();
        QCOMPARE(lines.size(), expected.size() + 1);
        const QString mismatch = mismatchedLine(lines, label, expected);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        QVERIFY2(lines.last().startsWith((label + QLatin1String(": ")).toUtf8()),
                 lines.last().constData());
        QCOMPARE(lines.last().contains(": valid UTF-8"), code == 0);
    }
}

void TestCli::humanSummary()
{
    const QString path =
        write(QStringLiteral("summary.txt"), "first line of text here\nabcdefg\xC0\xAFrest\n");
    const Run r = run({QStringLiteral("--check"), path});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.lines().last(),
             (path + QStringLiteral(": not valid UTF-8: 1 error (1 overlong), 2 U+FFFD when "
                                    "decoded; 38 bytes, 36 characters"))
                 .toUtf8());
}

void TestCli::severalFiles()
{
    const QString valid = m_dir.filePath(QStringLiteral("valid.txt"));
    const QString mixed = m_dir.filePath(QStringLiteral("mixed.txt"));
    const QString missing = m_dir.filePath(QStringLiteral("gone.txt"));
    const Run r = run({QStringLiteral("--check"), valid, missing, mixed});
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2); // an unreadable file wins over an ill-formed one
    QVERIFY(r.out.contains((valid + QStringLiteral(": valid UTF-8")).toUtf8()));
    QVERIFY(r.out.contains((mixed + QStringLiteral(": not valid UTF-8")).toUtf8()));
    QCOMPARE(r.lines().last(), QByteArray("3 files: 1 valid, 1 not valid, 1 not readable"));
    QVERIFY(r.err.contains("gone.txt: No such file"));
}

void TestCli::json()
{
    const QString path =
        write(QStringLiteral("json.txt"), "\xEF\xBB\xBF"
                                          "first line of text here\nabcdefg\xC0\xAFrest\n"
                                          "\xE2\x82\xAC\xE2\x82\n\xF0\x9F\x90\x9A\x80");
    const Run r = run({QStringLiteral("--check"), QStringLiteral("--json"), path});
    QCOMPARE(r.code, 1);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 5);
    QList<QJsonObject> objects;
    for (const QByteArray &line : lines) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, line.constData());
        QVERIFY(doc.isObject());
        objects << doc.object();
    }
    const QStringList common{"file",  "offset", "length", "replacements",
                             "bytes", "line",   "column", "message"};

    const QJsonObject bom = objects[0];
    QCOMPARE(bom.value("notice").toString(), QStringLiteral("bom"));
    QVERIFY(!bom.contains("kind"));
    for (const QString &key : common)
        QVERIFY2(bom.contains(key), qPrintable(key));
    QCOMPARE(bom.value("bytes").toString(), QStringLiteral("EF BB BF"));
    QCOMPARE(bom.value("line").toInt(), 1);
    QCOMPARE(bom.value("column").toInt(), 1);

    const QJsonObject overlong = objects[1];
    for (const QString &key : common)
        QVERIFY2(overlong.contains(key), qPrintable(key));
    QCOMPARE(overlong.value("file").toString(), path);
    QCOMPARE(overlong.value("offset").toInteger(), 34);
    QCOMPARE(overlong.value("length").toInteger(), 2);
    QCOMPARE(overlong.value("kind").toString(), QStringLiteral("overlong"));
    QCOMPARE(overlong.value("replacements").toInteger(), 2);
    QCOMPARE(overlong.value("bytes").toString(), QStringLiteral("C0 AF"));
    QCOMPARE(overlong.value("line").toInteger(), 2);
    QCOMPARE(overlong.value("column").toInteger(), 8);
    QCOMPARE(overlong.value("decodes_to").toString(), QStringLiteral("U+002F"));
    QCOMPARE(overlong.value("message").toString(),
             QStringLiteral("C0 AF encodes U+002F '/' in 2 bytes; its shortest form is 2F"));

    const QJsonObject truncated = objects[2];
    QCOMPARE(truncated.value("kind").toString(), QStringLiteral("truncated"));
    QCOMPARE(truncated.value("line").toInteger(), 3);
    QCOMPARE(truncated.value("column").toInteger(), 2);
    QCOMPARE(truncated.value("replacements").toInteger(), 1);

    const QJsonObject stray = objects[3];
    QCOMPARE(stray.value("kind").toString(), QStringLiteral("unexpected-continuation"));
    QCOMPARE(stray.value("line").toInteger(), 4);
    QCOMPARE(stray.value("column").toInteger(), 2);
    QVERIFY(!stray.contains("decodes_to"));

    const QJsonObject summary = objects[4];
    QCOMPARE(summary.value("file").toString(), path);
    QCOMPARE(summary.value("bytes").toInteger(), 52);
    QCOMPARE(summary.value("valid").toBool(true), false);
    QCOMPARE(summary.value("characters").toInteger(), 36 + 1 + 1 + 1 + 1);
    QCOMPARE(summary.value("sequences").toArray(),
             (QJsonArray{37, 0, 2, 1})); // ASCII; the BOM and the euro sign; the shell
    const QJsonObject kinds = summary.value("diagnostics").toObject();
    QCOMPARE(kinds.value("overlong").toInteger(), 1);
    QCOMPARE(kinds.value("truncated").toInteger(), 1);
    QCOMPARE(kinds.value("unexpected-continuation").toInteger(), 1);
    QCOMPARE(kinds.value("surrogate").toInteger(), 0);
    QCOMPARE(summary.value("replacements").toInteger(), 4);
}

void TestCli::max_data()
{
    QTest::addColumn<QString>("max");
    QTest::addColumn<bool>("json");
    QTest::addColumn<int>("listed");
    QTest::newRow("max 3") << "3" << false << 3;
    QTest::newRow("max 0") << "0" << false << 0;
    QTest::newRow("max above the count") << "50" << false << 10;
    QTest::newRow("json max 3") << "3" << true << 3;
    QTest::newRow("json max 0") << "0" << true << 0;
}

// --max stops the listing, never the counting.
void TestCli::max()
{
    QFETCH(QString, max);
    QFETCH(bool, json);
    QFETCH(int, listed);
    QByteArray content;
    for (int i = 0; i < 10; ++i)
        content += "line \x80 here\n";
    const QString path = write(QStringLiteral("ten.txt"), content);
    QStringList args{QStringLiteral("--check"), QStringLiteral("--max"), max, path};
    if (json)
        args.prepend(QStringLiteral("--json"));
    for (const bool viaStdin : {false, true}) {
        QStringList a = args;
        if (viaStdin)
            a.last() = QStringLiteral("-");
        const Run r = run(a, viaStdin ? piped(content) : RunInput{});
        QCOMPARE(r.code, 1);
        const QList<QByteArray> lines = r.lines();
        QCOMPARE(lines.size(), listed + 1);
        for (int i = 0; i < listed; ++i) {
            if (json) {
                const QJsonObject o = QJsonDocument::fromJson(lines[i]).object();
                QCOMPARE(o.value("line").toInt(), i + 1);
            } else {
                QVERIFY2(lines[i].contains(":" + QByteArray::number(i + 1) + ":6: error: "),
                         lines[i].constData());
            }
        }
        if (json) {
            const QJsonObject summary = QJsonDocument::fromJson(lines.last()).object();
            QCOMPARE(
                summary.value("diagnostics").toObject().value("unexpected-continuation").toInt(),
                10);
            QCOMPARE(summary.value("replacements").toInt(), 10);
        } else {
            QVERIFY2(lines.last().contains("10 errors (10 unexpected-continuation)"),
                     lines.last().constData());
        }
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
