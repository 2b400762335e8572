// --check in a CI pipeline, run as the real program: directories walked (inside a git work tree
// through git, so .gitignore holds), binary files found there skipped, --include/--exclude,
// --files-from (-0), -j N giving the output of -j 1, --quiet, --error/--no-warn and their exit
// codes. SARIF and GitHub annotations: tst_cli_ci_formats.cpp.
#include "ci_tree.h"
#include "cli_run.h"
#include "cli_samples.h"

#include <QtTest>

#include <QTemporaryDir>

class TestCliCi : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void walk_data();
    void walk();
    void filters_data();
    void filters();
    void filesFrom_data();
    void filesFrom();
    void parallelSameOutput_data();
    void parallelSameOutput();
    void quiet_data();
    void quiet();
    void severities_data();
    void severities();
    void usageErrors_data();
    void usageErrors();

  private:
    QTemporaryDir m_git;   // a git work tree with a .gitignore
    QTemporaryDir m_plain; // the same files, no git
    QTemporaryDir m_named; // the same files and more, named one by one (--files-from, --quiet)
    QTemporaryDir m_many;  // real files for -j
    QStringList m_manyFiles;
};

namespace {

// The tree both walks see: text, ill-formed text, files .gitignore names, binary files.
void writeTree(const QString &root)
{
    writeFile(root, "README.md", "# readme\n");
    writeFile(root, ".gitignore", "ignored/\n*.log\n");
    writeFile(root, "src/a.txt", "caf\xC3\xA9\n");
    writeFile(root, "src/b.txt", "bad \xC0\xAF here\n");
    writeFile(root, "src/deep/c.h", "// \xE2\x82\xAC\n");
    writeFile(root, "ignored/x.txt", "\xFF ignored\n");
    writeFile(root, "debug.log", "\xFE log\n");
    writeFile(root, "vendor/lib.txt", "vendor\n");
    writeFile(root, "bin/tool", readFile("/usr/bin/true"));
}

} // namespace

void TestCliCi::initTestCase()
{
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
    QVERIFY(m_git.isValid() && m_plain.isValid() && m_named.isValid() && m_many.isValid());
    writeTree(m_plain.path());
    writeTree(m_git.path());
    writeTree(m_named.path());
    writeFile(m_named.path(), "line\nfeed.txt", "ok\n");
    writeFile(m_named.path(), "bom.txt", "\xEF\xBB\xBFok\n");
    // git is a test dependency (tools/install-deps.sh installs it): no git, no test.
    QVERIFY2(runGit(m_git.path(), {"init", "-q"}), "git init failed: is git installed?");
    QVERIFY(runGit(m_git.path(), {"add", "README.md", "src/a.txt"}));
    m_manyFiles = writeManyFiles(m_many.path());
    QVERIFY(m_manyFiles.size() >= 30);
}

void TestCliCi::walk_data()
{
    QTest::addColumn<bool>("git");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QStringList>("checked");
    QTest::addColumn<QStringList>("skipped");
    QTest::addColumn<int>("code");

    const QStringList text = {".gitignore", "README.md",    "src/a.txt",
                              "src/b.txt",  "src/deep/c.h", "vendor/lib.txt"};
    QTest::newRow("git tree: .gitignore honoured, untracked files kept, binary skipped")
        << true << QStringList() << text << QStringList{"bin/tool"} << 1;
    QStringList withBinary = text;
    withBinary << "bin/tool";
    withBinary.sort();
    QTest::newRow("git tree with --binary")
        << true << QStringList{"--binary"} << withBinary << QStringList() << 1;
    QStringList all = text;
    all << "debug.log"
        << "ignored/x.txt";
    all.sort();
    QTest::newRow("plain walk: nothing ignored")
        << false << QStringList() << all << QStringList{"bin/tool"} << 1;
    QTest::newRow("plain walk, only valid files")
        << false << QStringList{"--exclude", "b.txt", "--exclude", "*.log", "--exclude", "ignored"}
        << QStringList{".gitignore", "README.md", "src/a.txt", "src/deep/c.h", "vendor/lib.txt"}
        << QStringList{"bin/tool"} << 0;
}

void TestCliCi::walk()
{
    QFETCH(bool, git);
    QFETCH(QStringList, extra);
    QFETCH(QStringList, checked);
    QFETCH(QStringList, skipped);
    QFETCH(int, code);
    const QString root = git ? m_git.path() : m_plain.path();
    const Run r = run(QStringList{"--check", "--json", root} + extra);
    QVERIFY(r.finished);
    QCOMPARE(r.code, code);
    const Listing l = listing(r.out, root);
    QCOMPARE(l.checked, checked);
    QCOMPARE(l.skipped, skipped);
    // The human total counts the skipped files.
    const Run human = run(QStringList{"--check", root} + extra);
    const QByteArray total = QByteArray::number(checked.size() + skipped.size()) + " files: ";
    QVERIFY2(human.lines().last().startsWith(total), human.lines().last().constData());
    QCOMPARE(human.lines().last().contains("skipped as binary"), !skipped.isEmpty());
}

void TestCliCi::filters_data()
{
    QTest::addColumn<QStringList>("filters");
    QTest::addColumn<QStringList>("checked");

    QTest::newRow("include by name")
        << QStringList{"--include", "*.txt"}
        << QStringList{"ignored/x.txt", "src/a.txt", "src/b.txt", "vendor/lib.txt"};
    QTest::newRow("include two patterns") << QStringList{"--include", "*.h", "--include=*.md"}
                                          << QStringList{"README.md", "src/deep/c.h"};
    QTest::newRow("include a directory's files with **")
        << QStringList{"--include", "src/**"}
        << QStringList{"src/a.txt", "src/b.txt", "src/deep/c.h"};
    QTest::newRow("** matches no directory too")
        << QStringList{"--include", "src/**/*.txt"} << QStringList{"src/a.txt", "src/b.txt"};
    QTest::newRow("**/ at the start")
        << QStringList{"--include", "**/deep/*"} << QStringList{"src/deep/c.h"};
    QTest::newRow("* does not cross /") << QStringList{"--include", "*/c.h"} << QStringList();
    QTest::newRow("a directory that matches takes its files")
        << QStringList{"--include", "src/*"}
        << QStringList{"src/a.txt", "src/b.txt", "src/deep/c.h"};
    QTest::newRow("exclude a directory by name")
        << QStringList{"--include", "*.txt", "--exclude", "src"}
        << QStringList{"ignored/x.txt", "vendor/lib.txt"};
    QTest::newRow("exclude by path, bracket and ?")
        << QStringList{"--include",    "*.txt",     "--exclude",
                       "src/[ab].txt", "--exclude", "vendor/li?.txt"}
        << QStringList{"ignored/x.txt"};
    QTest::newRow("exclude with a leading slash is anchored")
        << QStringList{"--include", "*.txt", "--exclude", "/ignored"}
        << QStringList{"src/a.txt", "src/b.txt", "vendor/lib.txt"};
    QTest::newRow("nothing matches") << QStringList{"--include", "*.rs"} << QStringList();
}

void TestCliCi::filters()
{
    QFETCH(QStringList, filters);
    QFETCH(QStringList, checked);
    const Run r = run(QStringList{"--check", "--json", m_plain.path()} + filters);
    QVERIFY(r.finished);
    QCOMPARE(listing(r.out, m_plain.path()).checked, checked);
}

void TestCliCi::filesFrom_data()
{
    QTest::addColumn<QByteArray>("list");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QStringList>("checked");
    QTest::addColumn<int>("code");

    QTest::newRow("lines") << QByteArray("src/a.txt\nREADME.md\n") << QStringList()
                           << QStringList{"src/a.txt", "README.md"} << 0;
    QTest::newRow("lines, empty ones ignored")
        << QByteArray("\nsrc/b.txt\n\n") << QStringList() << QStringList{"src/b.txt"} << 1;
    QTest::newRow("NUL-separated with -0")
        << QByteArray("src/a.txt\0src/deep/c.h\0", 23) << QStringList{"-0"}
        << QStringList{"src/a.txt", "src/deep/c.h"} << 0;
    QTest::newRow("a name with a line feed needs -0")
        << QByteArray("line\nfeed.txt\0", 14) << QStringList{"-0"} << QStringList{"line\nfeed.txt"}
        << 0;
    QTest::newRow("filters apply to the list")
        << QByteArray("src/a.txt\nsrc/b.txt\nREADME.md\n") << QStringList{"--exclude", "*.md"}
        << QStringList{"src/a.txt", "src/b.txt"} << 1;
    QTest::newRow("a directory in the list is walked")
        << QByteArray("src\n") << QStringList()
        << QStringList{"src/a.txt", "src/b.txt", "src/deep/c.h"} << 1;
    QTest::newRow("a binary file named in the list is checked")
        << QByteArray("bin/tool\n") << QStringList() << QStringList{"bin/tool"} << 1;
}

void TestCliCi::filesFrom()
{
    QFETCH(QByteArray, list);
    QFETCH(QStringList, extra);
    QFETCH(QStringList, checked);
    QFETCH(int, code);
    const QString listFile = writeFile(m_many.path(), "list", list);
    for (const bool fromStdin : {false, true}) {
        const QStringList args = QStringList{"--check", "--json", "--files-from",
                                             fromStdin ? QStringLiteral("-") : listFile} +
                                 extra;
        const Run r =
            run(args, piped(fromStdin ? list : QByteArray()), inDirectory(m_named.path()));
        QVERIFY(r.finished);
        QCOMPARE(r.code, code);
        QCOMPARE(listing(r.out, QString()).checked, checked);
    }
    const Run missing = run({"--check", "--files-from", m_many.filePath("no-such-list")});
    QCOMPARE(missing.code, 2);
    QVERIFY(missing.err.contains("--files-from") && missing.err.contains("No such file"));
}

void TestCliCi::parallelSameOutput_data()
{
    QTest::addColumn<QStringList>("format");
    QTest::newRow("human") << QStringList();
    QTest::newRow("json") << QStringList{"--json"};
    QTest::newRow("sarif") << QStringList{"--format=sarif"};
    QTest::newRow("github") << QStringList{"--format", "github"};
    QTest::newRow("quiet, with --max") << QStringList{"--quiet", "--max", "3"};
}

void TestCliCi::parallelSameOutput()
{
    QFETCH(QStringList, format);
    // The directory, then each file named (a missing one among them), so that stderr and stdout
    // interleave.
    QStringList args = QStringList{"--check"} + format;
    args << m_many.path() << m_manyFiles.mid(0, 10) << m_many.filePath("missing.txt")
         << m_manyFiles.mid(10);
    const Run one = run(QStringList{"-j", "1"} + args);
    QVERIFY(one.finished);
    QCOMPARE(one.code, 2); // the missing file
    QVERIFY(one.out.size() > 1000);
    const Run four = run(QStringList{"-j", "4"} + args);
    QVERIFY(four.finished);
    QCOMPARE(four.code, one.code);
    QCOMPARE(four.out, one.out);
    QCOMPARE(four.err, one.err);
    const Run byDefault = run(args); // one job per core
    QCOMPARE(byDefault.out, one.out);
}

void TestCliCi::quiet_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QList<QByteArray>>("lines");
    QTest::addColumn<int>("code");

    QTest::newRow("all valid: the total alone")
        << QStringList{"src/a.txt", "README.md"}
        << QList<QByteArray>{"2 files: 2 valid, 0 not valid"} << 0;
    QTest::newRow("one ill-formed: its lines and the total")
        << QStringList{"src/a.txt", "src/b.txt"}
        << QList<QByteArray>{"src/b.txt:1:5: error: overlong: C0 AF encodes U+002F '/' in 2 bytes; "
                             "its shortest form is 2F [offset 0x4]",
                             "src/b.txt: not valid UTF-8: 1 error (1 overlong), 2 U+FFFD when "
                             "decoded; 12 bytes, 10 characters",
                             "2 files: 1 valid, 1 not valid"}
        << 1;
    QTest::newRow("a warning is a finding")
        << QStringList{"src/a.txt", "bom.txt"}
        << QList<QByteArray>{"bom.txt:1:1: warning: bom: EF BB BF at offset 0: a UTF-8 byte order "
                             "mark (a signature, not text) [offset 0x0]",
                             "bom.txt: valid UTF-8; 1 warning (1 bom); 6 bytes, 4 characters",
                             "2 files: 2 valid, 0 not valid"}
        << 0;
    QTest::newRow("a skipped binary file is not listed")
        << QStringList{"src/a.txt", "bin"}
        << QList<QByteArray>{"2 files: 1 valid, 0 not valid, "
                             "1 skipped as binary"}
        << 0;
}

void TestCliCi::quiet()
{
    QFETCH(QStringList, names);
    QFETCH(QList<QByteArray>, lines);
    QFETCH(int, code);
    const Run r = run(QStringList{"--check", "--quiet"} + names, {}, inDirectory(m_named.path()));
    QVERIFY(r.finished);
    QCOMPARE(r.code, code);
    QCOMPARE(r.lines(), lines);
}

void TestCliCi::severities_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("code");
    QTest::addColumn<QList<QByteArray>>("expected"); // each in some line
    QTest::addColumn<QList<QByteArray>>("absent");   // in no line

    QTest::newRow("notices warn by default")
        << QStringList() << 0 << QList<QByteArray>{"warning: bom", "warning: control", "2 warnings"}
        << QList<QByteArray>{"error:"};
    QTest::newRow("--error bom fails the run")
        << QStringList{"--error", "bom"} << 1
        << QList<QByteArray>{"error: bom", "warning: control", "1 error by --error (1 bom)",
                             "with errors by --error"}
        << QList<QByteArray>{"warning: bom"};
    QTest::newRow("--error with two kinds, = form")
        << QStringList{"--error=bom,control"} << 1
        << QList<QByteArray>{"error: bom", "error: control", "2 errors by --error"}
        << QList<QByteArray>{"warning:"};
    QTest::newRow("--no-warn silences")
        << QStringList{"--no-warn", "bom,control"} << 0 << QList<QByteArray>{"valid UTF-8; 6 bytes"}
        << QList<QByteArray>{"bom", "control", "warning"};
    QTest::newRow("--no-warn one, --error the other")
        << QStringList{"--no-warn", "bom", "--error", "control"} << 1
        << QList<QByteArray>{"error: control"} << QList<QByteArray>{"bom"};
    QTest::newRow("--error on a kind the file lacks")
        << QStringList{"--error", "private-use,c1-control"} << 0
        << QList<QByteArray>{"warning: bom"} << QList<QByteArray>{"error:"};
}

void TestCliCi::severities()
{
    QFETCH(QStringList, options);
    QFETCH(int, code);
    QFETCH(QList<QByteArray>, expected);
    QFETCH(QList<QByteArray>, absent);
    const QString bomControl = writeFile(m_many.path(), "notices.txt",
                                         "\xEF\xBB\xBF"
                                         "a\x01\n");
    const QString other = writeFile(m_many.path(), "other.txt", "plain\n");
    const Run r = run(QStringList{"--check"} + options + QStringList{bomControl, other});
    QVERIFY(r.finished);
    QCOMPARE(r.code, code);
    for (const QByteArray &e : expected)
        QVERIFY2(r.out.contains(e), (e + " not in:\n" + r.out).constData());
    for (const QByteArray &a : absent)
        QVERIFY2(!r.lines().first().contains(a) && !r.out.contains(": " + a),
                 (a + " in:\n" + r.out).constData());
}

void TestCliCi::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("unknown notice in --error")
        << QStringList{"--check", "--error", "bom,nope", "x"}
        << QByteArray("--error: unknown notice 'nope' (expected bom, zwnbsp,");
    QTest::newRow("an error kind in --no-warn")
        << QStringList{"--check", "--no-warn", "overlong", "x"}
        << QByteArray("'overlong' is a kind of ill-formed bytes, always an error");
    QTest::newRow("empty --error")
        << QStringList{"--check", "--error=", "x"} << QByteArray("--error needs notice names");
    QTest::newRow("unknown format")
        << QStringList{"--check", "--format=xml", "x"} << QByteArray("unknown --format 'xml'");
    QTest::newRow("--json with --format=sarif")
        << QStringList{"--check", "--json", "--format=sarif", "x"}
        << QByteArray("--json and --format other than json cannot be combined");
    QTest::newRow("-j 0") << QStringList{"--check", "-j", "0", "x"}
                          << QByteArray("-j needs a number of parallel checks from 1 to 1024");
    QTest::newRow("-j without a value")
        << QStringList{"--check", "x", "-j"} << QByteArray("-j needs a value");
    QTest::newRow("-0 without --files-from")
        << QStringList{"--check", "-0", "x"} << QByteArray("-0 goes with --files-from");
    QTest::newRow("--include with --decode") << QStringList{"--decode", "--include", "*.c", "x"}
                                             << QByteArray("--include goes with --check");
    QTest::newRow("stdin twice") << QStringList{"--check", "--files-from", "-", "-"}
                                 << QByteArray("cannot both read stdin");
    QTest::newRow("no file at all") << QStringList{"--check", "--quiet"}
                                    << QByteArray("--check needs at least one FILE or DIR");
}

void TestCliCi::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run r = run(args);
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliCi)
#include "tst_cli_ci.moc"
