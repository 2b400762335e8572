// The real program when the world fails it: every write checked (/dev/full, a closed stdout, a
// reader gone with SIGPIPE ignored), a file that shrinks while it is read (reported by name, what
// came before kept, the next files still checked), and the rough edges of the command line
// (/dev/null, --encode and --dump --from out of range). The GUI with no display is
// tst_cli_gui_without_display's.
#include "cli_run.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliFailures : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void writeErrors_data();
    void writeErrors();
    void shrinkingFile_data();
    void shrinkingFile();
    void shrinkingFileInJson();
    void roughEdges_data();
    void roughEdges();
    void closedStdin();

  private:
    QString m_ok, m_mixed, m_big;
    QTemporaryDir m_dir;
};

void TestCliFailures::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_ok = u8i::testing::writeTempFile(m_dir, QStringLiteral("ok.txt"), "caf\xC3\xA9 ok\n");
    m_mixed = u8i::testing::writeTempFile(m_dir, QStringLiteral("mixed.txt"), mixedTextOf(1 << 20));
    m_big = u8i::testing::writeTempFile(m_dir, QStringLiteral("big.txt"), textOf(8 << 20));
}

void TestCliFailures::writeErrors_data()
{
    QTest::addColumn<QString>("command"); // after "$0 ", the output redirected by `sink`
    QTest::addColumn<QString>("sink");
    QTest::addColumn<QByteArray>("reason");

    const QString ok = m_ok, mixed = m_mixed, big = m_big;
    const struct {
        const char *name;
        QString command;
        bool bigOutput; // more than a pipe holds: the reader is surely gone before the end
    } commands[] = {
        {"decode", "--decode '" + ok + "'", false},
        {"decode big", "--decode '" + big + "'", true},
        {"check", "--check '" + mixed + "'", true},
        {"check json", "--check --json '" + mixed + "'", true},
        {"check stdin", "--check - < '" + ok + "'", false},
        {"dump", "--dump '" + big + "'", true},
        {"dump json", "--dump --json '" + mixed + "'", true},
        {"detect", "--detect '" + ok + "'", false},
        {"encode", "--encode U+1F41A", false},
        {"explain", "--explain 'F0 9F 90 9A'", false},
        {"help", "--help", false},
    };
    for (const auto &c : commands) {
        QTest::addRow("%s > /dev/full", c.name)
            << c.command << QStringLiteral("> /dev/full")
            << QByteArray("write error: No space left on device");
        QTest::addRow("%s, stdout closed", c.name)
            << c.command << QStringLiteral(">&-") << QByteArray("write error: Bad file descriptor");
        if (c.bigOutput)
            QTest::addRow("%s | head, SIGPIPE ignored", c.name)
                << c.command << QStringLiteral("| head -c 10 > /dev/null")
                << QByteArray("write error: Broken pipe");
    }
}

// A failed write says so and exits 2; a reader gone (EPIPE) stops the run at once.
void TestCliFailures::writeErrors()
{
    QFETCH(QString, command);
    QFETCH(QString, sink);
    QFETCH(QByteArray, reason);
    const Run r = shell(
        QStringLiteral("trap '' PIPE; \"$0\" %1 %2; exit ${PIPESTATUS[0]}").arg(command, sink));
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("utf8-inspector: " + reason), r.err.constData());
    QCOMPARE(r.err.count("write error"), 1);
}

void TestCliFailures::shrinkingFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("check") << QStringList{"--check"};
    QTest::newRow("check --max 1") << QStringList{"--check", "--max", "1"};
    QTest::newRow("check -j 4") << QStringList{"--check", "-j", "4"}; // a worker thread's SIGBUS
}

// big.txt is cut to 64 KiB after it was mapped (U8I_TEST_SHRINK_MAPPED, deterministic): it is
// reported by name, ok.txt's result before it stays written, and mixed.txt after it is checked.
void TestCliFailures::shrinkingFile()
{
    QFETCH(QStringList, args);
    const QString big =
        u8i::testing::writeTempFile(m_dir, QStringLiteral("shrinks.txt"), textOf(8 << 20));
    RunSetup in;
    in.env << QStringLiteral("U8I_TEST_SHRINK_MAPPED=65536:") + big;
    const Run r = run(args + QStringList{m_ok, big, m_mixed}, {}, in);
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.out.startsWith((m_ok + QStringLiteral(": valid UTF-8")).toUtf8()),
             r.out.left(300).constData());
    QVERIFY2(!r.out.contains(big.toUtf8() + ": "), r.out.left(2000).constData());
    QVERIFY(r.out.contains((m_mixed + QStringLiteral(": not valid UTF-8")).toUtf8()));
    QCOMPARE(r.lines().last(), QByteArray("3 files: 1 valid, 1 not valid, 1 not readable"));
    QVERIFY2(r.err.contains((big + QStringLiteral(": the file shrank or became unreadable while "
                                                  "it was being read"))
                                .toUtf8()),
             r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(QFileInfo(big).size(), 65536); // the hook did cut it
}

void TestCliFailures::shrinkingFileInJson()
{
    const QString big =
        u8i::testing::writeTempFile(m_dir, QStringLiteral("shrinks.json.txt"), textOf(8 << 20));
    RunSetup in;
    in.env << QStringLiteral("U8I_TEST_SHRINK_MAPPED=65536:") + big;
    const Run r = run({QStringLiteral("--check"), QStringLiteral("--json"), m_ok, big}, {}, in);
    QCOMPARE(r.code, 2);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 3);
    const QJsonObject error = QJsonDocument::fromJson(lines[1]).object();
    QCOMPARE(error.value("file").toString(), big);
    QVERIFY(error.value("error").toString().contains(QStringLiteral("shrank")));
    QCOMPARE(QJsonDocument::fromJson(lines[2]).object().value("unreadable").toInt(), 1);

    // --dump writes the rows of what was there, then stops with the file's name.
    const QString dumped =
        u8i::testing::writeTempFile(m_dir, QStringLiteral("shrinks.dump.txt"), textOf(8 << 20));
    in.env = QStringList{QStringLiteral("U8I_TEST_SHRINK_MAPPED=65536:") + dumped};
    const Run dump = run({QStringLiteral("--dump"), dumped}, {}, in);
    QCOMPARE(dump.code, 2);
    QVERIFY(dump.lines().size() > 60000); // a row per byte of the first 64 KiB
    QVERIFY(dump.lines().size() < 70000);
    QVERIFY2(dump.err.contains("shrank"), dump.err.constData());
    // --decode writes nothing that the file did not hold.
    const QString decoded =
        u8i::testing::writeTempFile(m_dir, QStringLiteral("shrinks.decode.txt"), textOf(8 << 20));
    in.env = QStringList{QStringLiteral("U8I_TEST_SHRINK_MAPPED=65536:") + decoded};
    const Run decode = run({QStringLiteral("--decode"), decoded}, {}, in);
    QCOMPARE(decode.code, 2);
    QVERIFY(textOf(8 << 20).startsWith(decode.out));
    QVERIFY2(decode.err.contains("shrank"), decode.err.constData());
}

void TestCliFailures::roughEdges_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QByteArray>("expected"); // in stdout for code 0, else in stderr

    QTest::newRow("check /dev/null: empty, valid")
        << QStringList{"--check", "/dev/null"} << 0
        << QByteArray("/dev/null: valid UTF-8; 0 bytes, 0 characters");
    QTest::newRow("decode /dev/null") << QStringList{"--decode", "/dev/null"} << 0 << QByteArray();
    QTest::newRow("encode empty") << QStringList{"--encode", ""} << 2
                                  << QByteArray("--encode needs a code point or text, not an "
                                                "empty string");
    QTest::newRow("encode number too large")
        << QStringList{"--encode", "99999999999999999999999"} << 2
        << QByteArray("--encode: 99999999999999999999999 is too large for a code point");
    QTest::newRow("encode hex too large") << QStringList{"--encode", "U+123456789"} << 2
                                          << QByteArray("--encode: U+123456789 is too large");
    QTest::newRow("encode largest old form")
        << QStringList{"--encode", "0x7FFFFFFF"} << 1 << QByteArray("not encodable");
    QTest::newRow("dump from past the end")
        << QStringList{"--dump", "--from", "0x1000", m_ok} << 2
        << QByteArray("--from 0x1000 is past the end of " + m_ok.toUtf8() + " (9 bytes)");
    QTest::newRow("dump from at the end") << QStringList{"--dump", "--from", "9", m_ok} << 2
                                          << QByteArray("--from 0x9 is past the end");
    QTest::newRow("empty file name, quoted")
        << QStringList{"--check", ""} << 2 << QByteArray("'': No such file or directory");
    QTest::newRow("all without check")
        << QStringList{"--dump", "--all", m_ok} << 2 << QByteArray("--all goes with --check");
}

void TestCliFailures::roughEdges()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QByteArray, expected);
    const Run r = run(args);
    QVERIFY(r.finished);
    QCOMPARE(r.code, code);
    if (code == 2) {
        QVERIFY2(r.err.startsWith("utf8-inspector: " + expected), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    } else {
        QVERIFY2(r.out.contains(expected), r.out.constData());
    }
}

// A closed stdin is an error, not an empty input (the program holds fd 0 with /dev/null).
void TestCliFailures::closedStdin()
{
    const Run r = shell(QStringLiteral("\"$0\" --check - <&-"));
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith("utf8-inspector: <stdin>: Bad file descriptor (stdin is closed)"),
             r.err.constData());
    QVERIFY(!r.out.contains("valid UTF-8"));
}

QTEST_GUILESS_MAIN(TestCliFailures)
#include "tst_cli_failures.moc"
