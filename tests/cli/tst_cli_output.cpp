// --check output that a CI job and a person can trust, run as the real program: runs of identical
// notices are one finding (human and JSON, mapped and streamed), binary files are summarised
// unless --all, names that are not UTF-8 stay distinct in JSON and names with control characters
// are quoted, messages never carry bidi controls or separators raw, --dump --json writes whole
// groups, and --json closes with a total and gives unreadable files a record.
#include "ci_skip.h"
#include "cli_run.h"
#include "mo_catalogs.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <fcntl.h>
#include <unistd.h>

using u8i::testing::catalogText;

namespace {

QJsonObject jsonLine(const QByteArray &line)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s", line.constData());
    return doc.object();
}

} // namespace

class TestCliOutput : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void runs_data();
    void runs();
    void runsInJson();
    void hugeRun();
    void binarySummary_data();
    void binarySummary();
    void textWithManyErrorsIsListed();
    void jsonNamesStayDistinct();
    void humanNamesAreQuoted_data();
    void humanNamesAreQuoted();
    void messagesShowNoRawControls_data();
    void messagesShowNoRawControls();
    void dumpJsonWholeGroups();
    void jsonTotalAndUnreadable();

  private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        return u8i::testing::writeTempFile(m_dir, name, bytes);
    }
    QTemporaryDir m_dir;
};

void TestCliOutput::runs_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("expected"); // after "path:"; '*' matches anything

    QTest::newRow("a run of NUL is one finding")
        << QByteArray(1000, '\0')
        << QStringList{"1:1: warning: control: 1,000 × U+0000 NULL at 0x0–0x3e7: U+0000 is an "
                       "ASCII control character (not TAB, LF or CR)"};
    QTest::newRow("one control keeps the single form")
        << QByteArray("a\x01z")
        << QStringList{"1:2: warning: control: U+0001 is an ASCII control * [offset 0x1]"};
    QTest::newRow("form feeds on their own lines are not adjacent")
        << QByteArray("a\f\nb\f\n")
        << QStringList{"1:2: warning: control: * [offset 0x1]",
                       "2:2: warning: control: * [offset 0x4]"};
    QTest::newRow("different characters are different findings")
        << QByteArray("\x01\x01\x02")
        << QStringList{"1:1: warning: control: 2 × U+0001 * at 0x0–0x1: *",
                       "1:3: warning: control: U+0002 * [offset 0x2]"};
    QTest::newRow("a character between ends the run")
        << QByteArray("\x00\x00"
                      "A\x00",
                      4)
        << QStringList{"1:1: warning: control: 2 × U+0000 NULL at 0x0–0x1: *",
                       "1:4: warning: control: U+0000 * [offset 0x3]"};
    QTest::newRow("a diagnostic between ends the run")
        << QByteArray("\x00\x00\xFF\x00", 4)
        << QStringList{"1:1: warning: control: 2 × U+0000 NULL at 0x0–0x1: *",
                       "1:3: error: invalid-byte: * [offset 0x2]",
                       "1:4: warning: control: U+0000 * [offset 0x3]"};
    QTest::newRow("multi-byte notices: C1 controls")
        << QByteArray("x\xC2\x85\xC2\x85\xC2\x85y")
        << QStringList{"1:2: warning: c1-control: 3 × U+0085 NEXT LINE at 0x1–0x6: *"};
    QByteArray acrossBlocks(70000, 'a');
    acrossBlocks.replace(65530, 20, QByteArray(20, '\x1b'));
    QTest::newRow("a run across a block boundary")
        << acrossBlocks
        << QStringList{"1:65531: warning: control: 20 × U+001B ESCAPE at 0xfffa–0x1000d: *"};
}

// The same lines from a mapped file and from stdin read three bytes at a time.
void TestCliOutput::runs()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, expected);
    const QString path = write(QStringLiteral("runs.bin"), content);
    const Run mapped = run({QStringLiteral("--check"), QStringLiteral("--all"), path});
    const Run streamed =
        run({QStringLiteral("--check"), QStringLiteral("--all"), QStringLiteral("-")},
            piped(content, "3"));
    for (const auto &[r, label] :
         {std::pair{mapped, path}, std::pair{streamed, QStringLiteral("<stdin>")}}) {
        QVERIFY(r.finished);
        const QList<QByteArray> lines = r.lines();
        QCOMPARE(lines.size(), expected.size() + 1);
        const QString mismatch = mismatchedLine(lines, label, expected);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
}

void TestCliOutput::runsInJson()
{
    const QByteArray content = QByteArray("ab") + QByteArray(300, '\0') + "\xC2\x85\xC2\x85";
    const QString path = write(QStringLiteral("runs.json.bin"), content);
    const Run r = run({QStringLiteral("--check"), QStringLiteral("--json"), path});
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 3);
    const QJsonObject nul = jsonLine(lines[0]);
    QCOMPARE(nul.value("notice").toString(), QStringLiteral("control"));
    QCOMPARE(nul.value("count").toInteger(), 300);
    QCOMPARE(nul.value("offset").toInteger(), 2);
    QCOMPARE(nul.value("length").toInteger(), 300);
    QCOMPARE(nul.value("bytes").toString(), QStringLiteral("00"));
    QCOMPARE(nul.value("column").toInteger(), 3);
    QCOMPARE(nul.value("decodes_to").toString(), QStringLiteral("U+0000"));
    const QJsonObject c1 = jsonLine(lines[1]);
    QCOMPARE(c1.value("notice").toString(), QStringLiteral("c1-control"));
    QCOMPARE(c1.value("count").toInteger(), 2);
    QCOMPARE(c1.value("offset").toInteger(), 302);
    QCOMPARE(c1.value("length").toInteger(), 4);
    QCOMPARE(c1.value("column").toInteger(), 303);
    const QJsonObject summary = jsonLine(lines[2]);
    QCOMPARE(summary.value("notices").toObject().value("control").toInteger(), 300);
    QCOMPARE(summary.value("notices").toObject().value("c1-control").toInteger(), 2);
    QCOMPARE(summary.value("listed").toInteger(), 2);
    QCOMPARE(summary.value("unlisted").toInteger(), 0);
}

// 64 MiB of NUL (a sparse file): one line, not 64 million.
void TestCliOutput::hugeRun()
{
    const QString path = m_dir.filePath(QStringLiteral("sparse.bin"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(64) << 20));
    }
    for (const bool json : {false, true}) {
        QStringList args{QStringLiteral("--check"), path};
        if (json)
            args.prepend(QStringLiteral("--json"));
        const Run r = run(args);
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.lines();
        QCOMPARE(lines.size(), 2);
        if (json) {
            QCOMPARE(jsonLine(lines[0]).value("count").toInteger(), qint64(64) << 20);
            QCOMPARE(jsonLine(lines[1]).value("notices").toObject().value("control").toInteger(),
                     qint64(64) << 20);
        } else {
            QVERIFY2(lines[0].contains("control: 67,108,864 × U+0000 NULL at 0x0–0x3ffffff: "),
                     lines[0].constData());
            QVERIFY2(lines[1].contains("67,108,864 warnings (67,108,864 control)"),
                     lines[1].constData());
        }
    }
}

void TestCliOutput::binarySummary_data()
{
    QTest::addColumn<bool>("viaStdin");
    QTest::newRow("mapped") << false;
    QTest::newRow("stdin") << true;
}

// A real executable: its first 10 findings and a count of the rest; --all lists every one, and
// the summary's counts are the same either way.
void TestCliOutput::binarySummary()
{
    QFETCH(bool, viaStdin);
    const QString program = QStandardPaths::findExecutable(QStringLiteral("ls"));
    QVERIFY(!program.isEmpty());
    RunInput in;
    if (viaStdin) {
        QFile f(program);
        QVERIFY(f.open(QIODevice::ReadOnly));
        in = piped(f.readAll()); // a pipe: the stream path, judged on what has come so far
    }
    const QString arg = viaStdin ? QStringLiteral("-") : program;
    const Run summarised = run({QStringLiteral("--check"), arg}, in);
    const Run all = run({QStringLiteral("--check"), QStringLiteral("--all"), arg}, in);
    QCOMPARE(summarised.code, 1);
    QCOMPARE(all.code, 1);
    const QList<QByteArray> lines = summarised.lines();
    QCOMPARE(lines.size(), 11);
    const QByteArray summary = lines.last();
    QVERIFY2(summary.contains("(binary data: listed the first 10 findings, "), summary.constData());
    QVERIFY2(summary.contains(" more not listed; --all lists them)"), summary.constData());
    QVERIFY2(all.lines().size() > 1000, "--all lists every finding");
    const QByteArray allSummary = all.lines().last();
    // The counts before the listing note are the same.
    QCOMPARE(summary.left(summary.indexOf(" (binary data")), allSummary);
    for (qsizetype i = 0; i < 10; ++i)
        QCOMPARE(lines[i], all.lines()[i]);

    const Run json = run({QStringLiteral("--check"), QStringLiteral("--json"), arg}, in);
    const QJsonObject s = jsonLine(json.lines().last());
    QCOMPARE(s.value("binary").toBool(), true);
    QCOMPARE(s.value("listed").toInteger(), 10);
    QVERIFY(s.value("unlisted").toInteger() > 1000);
}

// Latin-1 text from a real catalog: thousands of errors, but text, so every one is listed.
void TestCliOutput::textWithManyErrorsIsListed()
{
    const QByteArray utf8 =
        catalogText(QStringLiteral("/usr/share/locale/de/LC_MESSAGES/coreutils.mo"));
    if (utf8.size() < 10000)
        U8I_SKIP_OUTSIDE_CI("no German coreutils catalog on this machine (tools/install-deps.sh "
                            "installs it)");
    const QByteArray latin1 = QString::fromUtf8(utf8).toLatin1();
    const QString path = write(QStringLiteral("latin1.txt"), latin1);
    const Run r = run({QStringLiteral("--check"), path});
    QCOMPARE(r.code, 1);
    const QByteArray summary = r.lines().last();
    QVERIFY2(!summary.contains("binary"), summary.constData());
    QVERIFY2(summary.contains("likely ISO-8859") || summary.contains("likely Windows-125"),
             summary.constData());
    QVERIFY(r.lines().size() > 100);
}

// n\xE9.txt and n\xE8.txt (Latin-1 names) stay two names in JSON: each byte that is not UTF-8 is
// \udcXX, and Python's surrogateescape gives the bytes back.
void TestCliOutput::jsonNamesStayDistinct()
{
    const QByteArray dir = QFile::encodeName(m_dir.path());
    for (const char byte : {'\xE9', '\xE8'}) {
        const QByteArray name = dir + "/n" + byte + ".txt";
        const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        QVERIFY(fd >= 0);
        QCOMPARE(::write(fd, "ok\x01\n", 4), ssize_t(4));
        ::close(fd);
    }
    const Run r = shell(QStringLiteral("cd '%1' && exec \"$0\" --check --json $'n\\xe9.txt' "
                                       "$'n\\xe8.txt'")
                            .arg(m_dir.path()));
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 5); // a notice and a summary each, then the total
    QVERIFY2(lines[0].startsWith("{\"file\":\"n\\udce9.txt\""), lines[0].constData());
    QVERIFY2(lines[2].startsWith("{\"file\":\"n\\udce8.txt\""), lines[2].constData());
    QVERIFY2(lines[1].startsWith("{\"file\":\"n\\udce9.txt\""), lines[1].constData());
    QVERIFY(!r.out.contains("\xEF\xBF\xBD")); // no U+FFFD in place of a byte
    QVERIFY2(jsonLine(lines[4]).value("total").toBool(), lines[4].constData());
    for (const char byte : {'\xE9', '\xE8'}) // QTemporaryDir cannot name them
        ::unlink((dir + "/n" + byte + ".txt").constData());
}

void TestCliOutput::humanNamesAreQuoted_data()
{
    QTest::addColumn<QString>("shellName"); // the name, as bash $'...' spells it
    QTest::addColumn<QByteArray>("shown");
    QTest::newRow("line feed") << QStringLiteral("$'a\\nb.txt'") << QByteArray("'a'$'\\n''b.txt'");
    QTest::newRow("terminal escape")
        << QStringLiteral("$'x\\e[31m.txt'") << QByteArray("'x'$'\\033''[31m.txt'");
    QTest::newRow("byte that is not UTF-8")
        << QStringLiteral("$'n\\xe9.txt'") << QByteArray("'n'$'\\351''.txt'");
    QTest::newRow("right-to-left override")
        << QStringLiteral("$'a\\u202eb.txt'") << QByteArray("'a'$'\\342\\200\\256''b.txt'");
    QTest::newRow("quote and tab")
        << QStringLiteral("$'it\\'s\\t.txt'") << QByteArray("'it'\\''s'$'\\t''.txt'");
    QTest::newRow("plain name as it is") << QStringLiteral("plain.txt") << QByteArray("plain.txt");
}

// Each finding stays one line, starting with the quoted name, and the name reads back in bash.
void TestCliOutput::humanNamesAreQuoted()
{
    QFETCH(QString, shellName);
    QFETCH(QByteArray, shown);
    const Run r = shell(QStringLiteral("cd '%1' && printf 'x\\377y\\n' > %2 && \"$0\" --check %2; "
                                       "c=$?; rm -f %2; exit $c")
                            .arg(m_dir.path(), shellName));
    QCOMPARE(r.code, 1);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith(shown + ":1:2: error: invalid-byte: "), lines[0].constData());
    QVERIFY2(lines[1].startsWith(shown + ": not valid UTF-8"), lines[1].constData());
    // bash reads the quoted name back as the same file name.
    const Run back = shell(QStringLiteral("cd '%1' && : > %2 && ls -- %3 >/dev/null; c=$?; "
                                          "rm -f %2; exit $c")
                               .arg(m_dir.path(), shellName, QString::fromUtf8(shown)));
    QCOMPARE(back.code, 0);
}

void TestCliOutput::messagesShowNoRawControls_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("shows");
    QTest::newRow("overlong right-to-left override")
        << QStringList{"--check"} << QByteArray("a\xF0\x82\x80\xAEz")
        << QByteArray("F0 82 80 AE encodes U+202E in 4 bytes");
    QTest::newRow("overlong line separator")
        << QStringList{"--check"} << QByteArray("\xF0\x82\x80\xA8")
        << QByteArray("encodes U+2028 in 4 bytes");
    QTest::newRow("overlong zero width space")
        << QStringList{"--check", "--json"} << QByteArray("\xF0\x82\x80\x8B")
        << QByteArray("encodes U+200B in 4 bytes");
    QTest::newRow("dump overlong isolate")
        << QStringList{"--dump"} << QByteArray("\xF0\x82\x81\xA6")
        << QByteArray("encodes U+2066 in 4 bytes");
    QTest::newRow("explain") << QStringList{"--explain", "E2 80 AE"} << QByteArray()
                             << QByteArray("emits U+202E RIGHT-TO-LEFT OVERRIDE");
    QTest::newRow("encode") << QStringList{"--encode", "U+202E"} << QByteArray()
                            << QByteArray("U+202E RIGHT-TO-LEFT OVERRIDE");
}

// Bidi controls, separators and invisible characters from the data never reach the output raw.
void TestCliOutput::messagesShowNoRawControls()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, shows);
    if (!content.isEmpty())
        args << write(QStringLiteral("message.txt"), content);
    const Run r = run(args);
    QVERIFY(r.finished);
    QVERIFY2(r.out.contains(shows), r.out.constData());
    for (const char *raw : {"\xE2\x80\xAE", "\xE2\x80\xA8", "\xE2\x80\x8B", "\xE2\x81\xA6"})
        QVERIFY2(!r.out.contains(raw), r.out.constData());
}

// A 17-byte group (stray continuation bytes) with all 17 bytes and roles.
void TestCliOutput::dumpJsonWholeGroups()
{
    const QByteArray content = "a" + QByteArray(17, '\x80') + "b";
    const QString path = write(QStringLiteral("group17.bin"), content);
    for (const bool viaStdin : {false, true}) {
        const Run r = run({QStringLiteral("--dump"), QStringLiteral("--json"),
                           viaStdin ? QStringLiteral("-") : path},
                          viaStdin ? piped(content, "5") : RunInput{});
        QCOMPARE(r.code, 1);
        const QList<QByteArray> lines = r.lines();
        QCOMPARE(lines.size(), 3);
        const QJsonObject group = jsonLine(lines[1]);
        QCOMPARE(group.value("length").toInteger(), 17);
        QCOMPARE(group.value("bytes").toString().split(QLatin1Char(' ')).size(), 17);
        QVERIFY(!group.value("bytes").toString().contains(QStringLiteral("…")));
        QCOMPARE(group.value("roles").toArray().size(), 17);
        QCOMPARE(group.value("roles").toArray().last().toString(), QStringLiteral("invalid"));
    }
}

// Several files: an object with the error of the one that cannot be read, then a total.
void TestCliOutput::jsonTotalAndUnreadable()
{
    const QString valid = write(QStringLiteral("fine.txt"), "fine\n");
    const QString bad = write(QStringLiteral("bad.txt"), "b\xC0\n");
    const QString missing = m_dir.filePath(QStringLiteral("missing.txt"));
    const Run r = run({QStringLiteral("--check"), QStringLiteral("--json"), valid, missing, bad});
    QCOMPARE(r.code, 2);
    QList<QJsonObject> objects;
    for (const QByteArray &line : r.lines())
        objects << jsonLine(line);
    QCOMPARE(objects.size(), 5); // summary, error, diagnostic, summary, total
    QCOMPARE(objects[1].value("file").toString(), missing);
    QCOMPARE(objects[1].value("error").toString(), QStringLiteral("No such file or directory"));
    const QJsonObject total = objects.last();
    QCOMPARE(total.value("total").toBool(), true);
    QCOMPARE(total.value("files").toInt(), 3);
    QCOMPARE(total.value("valid").toInt(), 1);
    QCOMPARE(total.value("invalid").toInt(), 1);
    QCOMPARE(total.value("unreadable").toInt(), 1);
    QCOMPARE(total.value("errors").toInt(), 1);
    QVERIFY(r.err.contains("missing.txt: No such file"));

    const Run one = run({QStringLiteral("--check"), QStringLiteral("--json"), valid});
    QCOMPARE(one.lines().size(), 1); // one file: no total
}

QTEST_GUILESS_MAIN(TestCliOutput)
#include "tst_cli_output.moc"
