// The command line, run as a real program (U8I_PROGRAM) with no display: every mode, the exit
// codes, the exact human line format, JSON Lines, --max, stdin, and refused inputs.
#include "cli_run.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

namespace {

RunInput piped(const QByteArray &bytes, const QByteArray &chunk = {})
{
    RunInput in;
    in.bytes = bytes;
    in.pipe = true;
    in.streamChunk = chunk;
    return in;
}

// Text with every diagnostic kind and notice, multi-byte characters and several lines.
QByteArray mixedSample()
{
    QByteArray s;
    s += "\xEF\xBB\xBF"; // BOM at offset 0
    s += "plain ASCII line\n";
    s += "caf\xC3\xA9 \xE2\x82\xAC 5 \xF0\x9F\x90\x9A shell\n";
    s += "overlong \xC0\xAF and \xE0\x80\xAF here\n";
    s += "surrogates \xED\xA0\xBD\xED\xB8\x80 (CESU-8)\n";
    s += "above \xF4\x90\x80\x80 range\n";
    s += "obsolete \xF8\x88\x80\x80\x80 form\n";
    s += "never \xFF\xFE bytes\n";
    s += "stray \x80\x80\x80 continuations\n";
    s += "cut \xE2\x82 then text\n";
    s += "controls \x01 \xC2\x85 \xEF\xBF\xBD \xEE\x80\x80 \xEF\xB7\x90 zw\xEF\xBB\xBFnbsp\n";
    s += "tail cut \xF0\x9F\x90";
    return s;
}

// More than the 1 MiB stream chunk, with characters and ill-formed groups across every
// position of the 1 MiB boundary.
QByteArray bigSample()
{
    QByteArray s;
    const QByteArray line = "line \xC3\xA9\xE2\x82\xAC\xF0\x9F\x90\x9A ok\n";
    while (s.size() < (1 << 20) - 64)
        s += line;
    s.resize((1 << 20) - 7, 'x');
    s += "\xF0\x9F\x90\x9A\xE2\x82\xAC"; // a 4-byte then a 3-byte character ending at 1 MiB
    s += "\xE2\x82\xC0\xAF\xED\xA0\xBD\xED\xB8\x80\x80\x80\n";
    while (s.size() < (1 << 20) + (1 << 18))
        s += line + "bad \xE2\x82 \xC0\xAF\n";
    s += "\xF0\x9F";
    return s;
}

// Over several 64 KiB blocks, a few ill-formed groups per block (the sparse listing path),
// some straddling block boundaries, between lines of multi-byte text.
QByteArray sparseSample()
{
    QByteArray s;
    const QByteArray line = "sparse \xC3\xA9t\xC3\xA9 \xE2\x82\xAC line\n";
    int n = 0;
    while (s.size() < 5 * 65536) {
        s += line;
        if (++n % 700 == 0)
            s += "x\xC0\xAFy\n";
        const qsizetype toBoundary = 65536 - s.size() % 65536;
        if (toBoundary < 40 && toBoundary > 2) {
            s += QByteArray(toBoundary - 1, 'z');
            s += n % 2 ? "\xE2\x82\n" : "\xF0\x9F\x90\x9A\xED\xA0\x80\n"; // across the boundary
        }
    }
    return s;
}

// About 3.2 MiB over four 1 MiB super-blocks of the scan index: errors far apart (each one's line
// and column found from its super-block's start), groups at and across super-block boundaries, a
// block dense with groups, notices among errors, and a line longer than a super-block.
QByteArray superBlockSample()
{
    constexpr qsizetype kMiB = 1 << 20;
    QByteArray s;
    const QByteArray line = "super \xC3\xA9t\xC3\xA9 \xE2\x82\xAC line\n";
    while (s.size() < 3 * kMiB + 200000)
        s += line;
    for (qsizetype i = kMiB + 400000; i < 2 * kMiB + 600000; ++i)
        if (s[i] == '\n')
            s[i] = ' ';
    for (const qsizetype at : {qsizetype(300000), 2 * kMiB + 1000, 3 * kMiB + 150000})
        s[at] = '\xC0';
    for (qsizetype k = 1; k <= 3; ++k) {
        s[k * kMiB - 2] = '\xF0'; // truncated, across the boundary
        s[k * kMiB - 1] = '\x9F';
        s[k * kMiB] = '\xFF';
    }
    for (qsizetype at = 40 * 65536; at < 41 * 65536; at += 500)
        s[at] = '\x80';
    for (qsizetype at = 10 * 65536 + 77; at < 11 * 65536; at += 9000)
        s[at] = at % 2 ? '\x01' : '\xFE';
    return s;
}

} // namespace

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
    void namedPipe();
    void procFileReadAsStream();
    void streamMatchesMapped_data();
    void streamMatchesMapped();
    void decode_data();
    void decode();
    void dump();
    void explainExercise();
    void explainInputForms_data();
    void explainInputForms();
    void encodeInputForms_data();
    void encodeInputForms();

  private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

QString TestCli::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
    write(QStringLiteral("valid.txt"), "h\xC3\xA9llo \xE2\x82\xAC \xF0\x9F\x90\x9A\nsecond line\n");
    write(QStringLiteral("empty.txt"), QByteArray());
    write(QStringLiteral("mixed.txt"), mixedSample());
    write(QStringLiteral("big.txt"), bigSample());
    write(QStringLiteral("sparse.txt"), sparseSample());
    write(QStringLiteral("superblocks.txt"), superBlockSample());
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
    QTest::newRow("directory") << QStringList{"--check", dir} << QString()
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
    QTest::newRow("json with decode") << QStringList{"--decode", "--json", valid} << QString()
                                      << QByteArray("--json goes with --check or --dump");
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
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QString line = QString::fromUtf8(lines[i]);
            const QString pattern = label + QLatin1Char(':') + expected[i];
            const QRegularExpression re(QLatin1Char('^') +
                                        QRegularExpression::escape(pattern).replace(
                                            QLatin1String("\\*"), QLatin1String(".+")) +
                                        QLatin1Char('$'));
            QVERIFY2(re.match(line).hasMatch(),
                     qPrintable(line + QLatin1String("\n  expected ") + pattern));
        }
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

// A named pipe (as <(zcat x.gz) gives) is read as a stream, like stdin.
void TestCli::namedPipe()
{
    const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QByteArray content = mixedSample();
    QProcess p;
    p.start(QStringLiteral(U8I_PROGRAM), {QStringLiteral("--check"), fifo});
    QVERIFY(p.waitForStarted());
    QFile writer(fifo);
    QVERIFY(writer.open(QIODevice::WriteOnly)); // returns once the program opened the pipe
    QCOMPARE(writer.write(content), content.size());
    writer.close();
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 1);
    const Run mapped =
        run({QStringLiteral("--check"), m_dir.filePath(QStringLiteral("mixed.txt"))});
    QByteArray expected = mapped.out;
    expected.replace(m_dir.filePath(QStringLiteral("mixed.txt")).toUtf8(), fifo.toUtf8());
    QCOMPARE(p.readAllStandardOutput(), expected);
}

// Files in /proc report size 0 yet have content: they are read as a stream.
void TestCli::procFileReadAsStream()
{
    const QString path = QStringLiteral("/proc/self/status");
    if (!QFileInfo::exists(path))
        QSKIP("no /proc here");
    const Run r = run({QStringLiteral("--check"), path});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith((path + QStringLiteral(": valid UTF-8; ")).toUtf8()),
             r.out.constData());
    QVERIFY2(!r.out.contains(": valid UTF-8; 0 bytes"), r.out.constData());
}

void TestCli::streamMatchesMapped_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("chunk");
    QTest::addColumn<QStringList>("mode");

    for (const char *chunk : {"1", "2", "3", "4", "5", "7", "13"}) {
        QTest::addRow("check, chunks of %s bytes", chunk)
            << "mixed.txt" << QByteArray(chunk) << QStringList{"--check"};
        QTest::addRow("check json, chunks of %s bytes", chunk)
            << "mixed.txt" << QByteArray(chunk) << QStringList{"--check", "--json"};
        QTest::addRow("decode replace, chunks of %s bytes", chunk)
            << "mixed.txt" << QByteArray(chunk) << QStringList{"--decode"};
    }
    QTest::newRow("decode escape, chunks of 2")
        << "mixed.txt" << QByteArray("2") << QStringList{"--decode", "--errors=escape"};
    QTest::newRow("decode ignore, chunks of 3")
        << "mixed.txt" << QByteArray("3") << QStringList{"--decode", "--errors=ignore"};
    QTest::newRow("dump json, chunks of 3")
        << "mixed.txt" << QByteArray("3") << QStringList{"--dump", "--json"};
    QTest::newRow("dump window, chunks of 2")
        << "mixed.txt" << QByteArray("2")
        << QStringList{"--dump", "--from", "40", "--length", "30"};
    QTest::newRow("sparse errors over blocks, chunks of 4 KiB + 1")
        << "sparse.txt" << QByteArray("4097") << QStringList{"--check"};
    QTest::newRow("sparse errors over blocks, decode")
        << "sparse.txt" << QByteArray("4097") << QStringList{"--decode"};
    QTest::newRow("sparse errors over blocks, json, chunks of 5")
        << "sparse.txt" << QByteArray("5") << QStringList{"--check", "--json"};
    QTest::newRow("errors over super-blocks, chunks of 4 KiB + 1")
        << "superblocks.txt" << QByteArray("4097") << QStringList{"--check"};
    QTest::newRow("errors over super-blocks, json, default chunk")
        << "superblocks.txt" << QByteArray() << QStringList{"--check", "--json"};
    QTest::newRow("errors over super-blocks, decode")
        << "superblocks.txt" << QByteArray("4097") << QStringList{"--decode"};
    QTest::newRow("errors over super-blocks, decode escape")
        << "superblocks.txt" << QByteArray() << QStringList{"--decode", "--errors=escape"};
    QTest::newRow("big file, default 1 MiB chunk")
        << "big.txt" << QByteArray() << QStringList{"--check"};
    QTest::newRow("big file json, 4 KiB + 1 chunks")
        << "big.txt" << QByteArray("4097") << QStringList{"--check", "--json"};
    QTest::newRow("big file decode, default chunk")
        << "big.txt" << QByteArray() << QStringList{"--decode"};
}

// Reading a pipe in chunks, with sequences split at every chunk boundary, gives the same output
// as the memory-mapped file: the same diagnostics, lines and columns.
void TestCli::streamMatchesMapped()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, chunk);
    QFETCH(QStringList, mode);

    const QString path = m_dir.filePath(file);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray content = f.readAll();
    const Run mapped = run(mode + QStringList{path});
    const Run streamed = run(mode + QStringList{QStringLiteral("-")}, piped(content, chunk));
    QVERIFY(mapped.finished && streamed.finished);
    QCOMPARE(streamed.code, mapped.code);
    QVERIFY(mapped.code == 1);
    QVERIFY(!mapped.out.isEmpty());
    QByteArray expected = mapped.out;
    expected.replace(path.toUtf8() + ":", "<stdin>:");
    expected.replace(
        QJsonDocument(QJsonArray{path}).toJson(QJsonDocument::Compact).mid(1).chopped(1),
        "\"<stdin>\"");
    if (streamed.out != expected) {
        const QList<QByteArray> a = expected.split('\n'), b = streamed.out.split('\n');
        for (qsizetype i = 0; i < qMin(a.size(), b.size()); ++i)
            QCOMPARE(b[i], a[i]);
        QCOMPARE(b.size(), a.size());
    }
    // Mapped input given as stdin ('-' redirected from the file) is the same again.
    RunInput redirected;
    redirected.stdinFile = path;
    const Run viaFile = run(mode + QStringList{QStringLiteral("-")}, redirected);
    QCOMPARE(viaFile.out, streamed.out);
}

void TestCli::decode_data()
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

void TestCli::decode()
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

void TestCli::dump()
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

void TestCli::explainExercise()
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

void TestCli::explainInputForms_data()
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

void TestCli::explainInputForms()
{
    QFETCH(QString, text);
    QFETCH(QString, result);
    const Run r = run({QStringLiteral("--explain"), text});
    QCOMPARE(r.code, result.contains(QLatin1String("FFFD")) ? 1 : 0);
    QVERIFY2(r.out.contains(result.toUtf8()), r.out.constData());
}

void TestCli::encodeInputForms_data()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("U+1F41A") << "U+1F41A";
    QTest::newRow("0x1F41A") << "0x1F41A";
    QTest::newRow("decimal 128026") << "128026";
    QTest::newRow("text") << QString::fromUtf8("\xF0\x9F\x90\x9A");
}

void TestCli::encodeInputForms()
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
