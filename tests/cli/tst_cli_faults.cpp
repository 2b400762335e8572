// Faults injected into the real program, as coreutils tests its write paths: EIO from the reads of
// one file (an LD_PRELOAD shim, fault_shim.c), a file shrinking to nothing while mapped, output to
// a full file system (a 64 KiB tmpfs), and a reader that goes away without SIGPIPE ignored. Each
// time nothing already written is lost, the message names the file, and the exit status is 2.
// (tst_cli_failures has /dev/full, a closed stdout, a reader gone with SIGPIPE ignored for the
// modes that print most, and a file cut to 64 KiB while it is checked.)
#include "ci_skip.h"
#include "cli_run.h"
#include "full_filesystem.h"
#include "temp_file.h"

#include <QtTest>

#include <QTemporaryDir>

#include <csignal>

namespace {

// Runs `script` in bash with $0 set to the program under test and $1 to the fault shim.
Run shellWithShim(const QString &script)
{
    return shell(script, {QStringLiteral(U8I_FAULT_SHIM)});
}

// The shell words that preload the shim into the program, for the file `path`. (A program built
// with AddressSanitizer wants its runtime first among the preloaded libraries: told not to check.)
QString preloaded(const QString &path)
{
    return QStringLiteral("LD_PRELOAD=\"$1\" U8I_FAULT_PATH='%1' "
                          "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}"
                          "verify_asan_link_order=0\"")
        .arg(path);
}

// The shell words that give the program the shim, failing the reads of `path` after `after`.
QString faulty(const QString &path, qint64 after, bool noMmap)
{
    return preloaded(path) + QStringLiteral(" U8I_FAULT_EIO_AFTER=%1 %2")
                                 .arg(after)
                                 .arg(noMmap ? QStringLiteral("U8I_FAULT_NO_MMAP=1") : QString());
}

constexpr qint64 kFaultAt = 300000; // the bytes read before EIO: more than a 64 KiB pipe holds

} // namespace

class TestCliFaults : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void readError_data();
    void readError();
    void readErrorAmongFiles_data();
    void readErrorAmongFiles();
    void vanishingFile_data();
    void vanishingFile();
    void deletedFile();
    void fullFileSystem_data();
    void fullFileSystem();
    void screenshotOnAFullDisk();
    void readerGone_data();
    void readerGone();

  private:
    QString m_ok, m_mixed, m_big, m_long;
    QTemporaryDir m_dir;
};

void TestCliFaults::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_ok = u8i::testing::writeTempFile(m_dir, QStringLiteral("ok.txt"), "caf\xC3\xA9 ok\n");
    m_mixed = u8i::testing::writeTempFile(m_dir, QStringLiteral("mixed.txt"), mixedTextOf(1 << 20));
    m_big = u8i::testing::writeTempFile(m_dir, QStringLiteral("big.txt"), textOf(1 << 20));
    m_long = u8i::testing::writeTempFile(m_dir, QStringLiteral("long.txt"), textOf(3 << 20));
}

void TestCliFaults::readError_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("how"); // "file": a file that cannot be mapped; "fifo"; "stdin"
    QTest::addColumn<QString>("input");
    QTest::addColumn<qint64>("faultAt"); // the bytes read before EIO
    QTest::addColumn<bool>("streams");   // something is written before EIO

    // The modes that detect the encoding first read 1 MiB before they write (kDetectionHead).
    const qint64 inHead = 300000, afterHead = 2 << 20;
    const struct {
        const char *name;
        const char *mode;
        QString input;
        qint64 faultAt;
        bool streams;
    } modes[] = {
        {"check", "--check", m_big, inHead, false},
        {"decode", "--decode", m_big, inHead, true},
        {"decode --from", "--decode --from Windows-1252", m_big, inHead, true},
        {"fix-mojibake, in the head", "--fix-mojibake", m_big, inHead, false},
        {"fix-mojibake, after the head", "--fix-mojibake", m_long, afterHead, true},
        {"strings", "--strings", m_big, inHead, true},
        {"dump", "--dump", m_big, inHead, true},
        {"detect", "--detect", m_big, inHead, false},
    };
    for (const auto &m : modes) {
        for (const char *how : {"file", "fifo", "stdin"})
            QTest::addRow("%s, %s", m.name, how)
                << QString::fromLatin1(m.mode) << QString::fromLatin1(how) << m.input << m.faultAt
                << m.streams;
    }
}

// EIO after `faultAt` bytes: what was written is the start of what a run without the fault
// writes, the one line on stderr names the input, and the exit status is 2.
void TestCliFaults::readError()
{
    QFETCH(QString, mode);
    QFETCH(QString, how);
    QFETCH(QString, input);
    QFETCH(qint64, faultAt);
    QFETCH(bool, streams);
    const Run clean = run(mode.split(QLatin1Char(' ')) << input);
    QVERIFY(clean.code == 0 || clean.code == 1);
    QString script;
    QString label = input;
    if (how == QLatin1String("file")) {
        script = faulty(input, faultAt, true) + QStringLiteral(" \"$0\" %1 '%2'").arg(mode, input);
    } else if (how == QLatin1String("fifo")) {
        label = m_dir.filePath(QStringLiteral("fifo"));
        QFile::remove(label);
        script = QStringLiteral("mkfifo '%1' && { cat '%2' > '%1' & } && ").arg(label, input) +
                 faulty(label, faultAt, false) + QStringLiteral(" \"$0\" %1 '%2'").arg(mode, label);
    } else {
        label = QStringLiteral("<stdin>");
        script = QStringLiteral("cat '%1' | ").arg(input) +
                 faulty(QStringLiteral("-"), faultAt, false) +
                 QStringLiteral(" \"$0\" %1 -; exit ${PIPESTATUS[1]}").arg(mode);
    }
    const Run r = shellWithShim(script);
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("utf8-inspector: %1: Input/output error\n").arg(label));
    const QByteArray expected = QByteArray(clean.out).replace(input.toUtf8(), label.toUtf8());
    QVERIFY2(expected.startsWith(r.out), r.out.right(300).constData());
    if (streams)
        QVERIFY2(!r.out.isEmpty(), "what was read before the error is written");
}

void TestCliFaults::readErrorAmongFiles_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("summary"); // the last line, or empty
    QTest::newRow("check") << QStringList{"--check"}
                           << "3 files: 1 valid, 1 not valid, 1 not readable";
    QTest::newRow("check -j 4") << QStringList{"--check", "-j", "4"}
                                << "3 files: 1 valid, 1 not valid, 1 not readable";
    QTest::newRow("check --json") << QStringList{"--check", "--json"} << QString();
    QTest::newRow("strings") << QStringList{"--strings"} << QString();
    QTest::newRow("detect") << QStringList{"--detect"} << QString();
}

// The file before the failing one keeps its output, and the one after it is still read.
void TestCliFaults::readErrorAmongFiles()
{
    QFETCH(QStringList, args);
    QFETCH(QString, summary);
    const Run r = shellWithShim(faulty(m_big, kFaultAt, true) +
                                QStringLiteral(" \"$0\" %1 '%2' '%3' '%4'")
                                    .arg(args.join(QLatin1Char(' ')), m_ok, m_big, m_mixed));
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("utf8-inspector: %1: Input/output error\n").arg(m_big));
    QVERIFY2(r.out.startsWith(m_ok.toUtf8()) || r.out.startsWith("{\"file\":\"" + m_ok.toUtf8()),
             r.out.left(300).constData());
    QVERIFY2(r.out.contains(m_mixed.toUtf8()), r.out.right(300).constData());
    if (!summary.isEmpty())
        QCOMPARE(QString::fromUtf8(r.lines().last()), summary);
}

void TestCliFaults::vanishingFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("check") << QStringList{"--check"};
    QTest::newRow("decode") << QStringList{"--decode"};
    QTest::newRow("decode --from") << QStringList{"--decode", "--from", "Windows-1252"};
    QTest::newRow("decode --from auto") << QStringList{"--decode", "--from", "auto"};
    QTest::newRow("fix-mojibake") << QStringList{"--fix-mojibake"};
    QTest::newRow("fix-mojibake --explain") << QStringList{"--fix-mojibake", "--explain"};
    QTest::newRow("strings") << QStringList{"--strings"};
    QTest::newRow("dump") << QStringList{"--dump"};
    QTest::newRow("detect") << QStringList{"--detect"};
}

// A file cut to nothing right after it was mapped (U8I_TEST_SHRINK_MAPPED): its pages read as
// zeros, which no mode may take for the file (a file of NUL bytes, binary data, valid UTF-8).
void TestCliFaults::vanishingFile()
{
    QFETCH(QStringList, args);
    const QString path =
        u8i::testing::writeTempFile(m_dir, QStringLiteral("vanishes.txt"), textOf(1 << 20));
    RunSetup setup;
    setup.env << QStringLiteral("U8I_TEST_SHRINK_MAPPED=0:") + path;
    const Run r = run(args + QStringList{path}, {}, setup);
    QVERIFY(r.finished);
    QCOMPARE(QFileInfo(path).size(), 0); // the hook did cut it
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith("utf8-inspector: " + path.toUtf8() +
                              ": the file shrank or became unreadable while it was being read"),
             r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(!r.out.contains("NUL") && !r.out.contains("valid UTF-8"), r.out.left(300).constData());
}

// A file deleted as soon as it is mapped is still read whole, as POSIX keeps it: the same output as
// when it stays.
void TestCliFaults::deletedFile()
{
    for (const QStringList &args : {QStringList{"--check"}, QStringList{"--strings"},
                                    QStringList{"--decode", "--from", "Windows-1252"}}) {
        const QString path =
            u8i::testing::writeTempFile(m_dir, QStringLiteral("deleted.txt"), textOf(1 << 20));
        const Run kept = run(args + QStringList{path});
        const Run r = shellWithShim(preloaded(path) +
                                    QStringLiteral(" U8I_FAULT_UNLINK_MAPPED=1 \"$0\" %2 '%1'")
                                        .arg(path, args.join(QLatin1Char(' '))));
        QVERIFY(!QFile::exists(path)); // the shim did delete it
        QCOMPARE(r.code, kept.code);
        QCOMPARE(r.err, kept.err);
        QVERIFY2(r.out == kept.out, qPrintable(args.join(QLatin1Char(' '))));
    }
}

void TestCliFaults::fullFileSystem_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("decode") << QStringLiteral("--decode '%1'").arg(m_big);
    QTest::newRow("decode --from")
        << QStringLiteral("--decode --from Windows-1252 '%1'").arg(m_big);
    QTest::newRow("fix-mojibake") << QStringLiteral("--fix-mojibake '%1'").arg(m_mixed);
    QTest::newRow("strings") << QStringLiteral("--strings '%1'").arg(m_big);
    QTest::newRow("dump") << QStringLiteral("--dump '%1'").arg(m_big);
    QTest::newRow("check") << QStringLiteral("--check '%1'").arg(m_mixed);
}

// Output redirected to a file on a full file system: "write error: No space left on device", exit
// status 2, and what fitted stays in the file.
void TestCliFaults::fullFileSystem()
{
    QFETCH(QString, command);
    const u8i::testing::FullFilesystem full;
    if (!full.error().isEmpty())
        U8I_SKIP_OUTSIDE_CI(qPrintable(full.error()));
    const QString target = full.previousPath();
    const Run r = shellWithShim(QStringLiteral("\"$0\" %1 >> '%2'").arg(command, target));
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QByteArray("utf8-inspector: write error: No space left on device\n"));
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith(u8i::testing::FullFilesystem::previousContent()));
}

// --screenshot on a full disk: the PNG that was there stays as it was, no temporary file is left
// beside it, and the message names the file.
void TestCliFaults::screenshotOnAFullDisk()
{
    const u8i::testing::FullFilesystem full(QStringLiteral("previous.png"));
    if (!full.error().isEmpty())
        U8I_SKIP_OUTSIDE_CI(qPrintable(full.error()));
    const QString target = full.previousPath();
    RunSetup setup;
    setup.env << QStringLiteral("QT_QPA_PLATFORM=offscreen");
    const QString fresh = full.filePath(QStringLiteral("new.png"));
    const Run r = run({QStringLiteral("--screenshot"), fresh, m_ok}, {}, setup);
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("utf8-inspector: cannot write the screenshot to " + fresh.toUtf8() +
                            ": No space left on device"),
             r.err.constData());
    QCOMPARE(full.leftBehind(), QStringList());

    // Over a file that exists: it stays as it was.
    const Run over = run({QStringLiteral("--screenshot"), target, m_ok}, {}, setup);
    QCOMPARE(over.code, 2);
    QVERIFY2(over.err.contains("No space left on device"), over.err.constData());
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), u8i::testing::FullFilesystem::previousContent());
    QCOMPARE(full.leftBehind(), QStringList());
}

void TestCliFaults::readerGone_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("sigpipeIgnored");
    const QString big = m_big, mixed = m_mixed;
    const struct {
        const char *name;
        QString command;
    } commands[] = {
        {"strings", "--strings '" + big + "'"},
        {"fix-mojibake", "--fix-mojibake '" + mixed + "'"},
        {"decode --from", "--decode --from Windows-1252 '" + big + "'"},
        {"check", "--check '" + mixed + "'"},
        {"check -j 4", "--check -j 4 '" + mixed + "' '" + mixed + "'"},
        {"dump", "--dump '" + big + "'"},
    };
    for (const auto &c : commands) {
        QTest::addRow("%s | head -c 100", c.name) << c.command << false;
        QTest::addRow("%s | head -c 100, SIGPIPE ignored", c.name) << c.command << true;
    }
}

// A reader gone mid-stream: SIGPIPE ends the program silently (status 141 in the shell), as it
// does cat; with SIGPIPE ignored, one line "write error: Broken pipe" and exit status 2.
void TestCliFaults::readerGone()
{
    QFETCH(QString, command);
    QFETCH(bool, sigpipeIgnored);
    const Run r = shellWithShim(
        QStringLiteral("%1 \"$0\" %2 | head -c 100 > /dev/null; exit "
                       "${PIPESTATUS[0]}")
            .arg(sigpipeIgnored ? QStringLiteral("trap '' PIPE;") : QString(), command));
    QVERIFY(r.finished);
    if (sigpipeIgnored) {
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, QByteArray("utf8-inspector: write error: Broken pipe\n"));
    } else {
        QCOMPARE(r.code, 128 + SIGPIPE);
        QCOMPARE(r.err, QByteArray());
    }
}

QTEST_GUILESS_MAIN(TestCliFaults)
#include "tst_cli_faults.moc"
