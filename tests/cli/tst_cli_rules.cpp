// --check following a project's own rules, run as the real program: .editorconfig's charset
// (latin1 and UTF-16 checked as such, utf-8-bom, utf-8), .utf8-inspector.toml (allow, exclude,
// [[rules]], nearer files winning, root = true, bad files), inline allowances (the line and the
// line before, by kind and by character, unused and unknown ones), --baseline (only new findings,
// in human, JSON and SARIF, lines moved, findings gone) and --explain-config.
#include "ci_tree.h"
#include "cli_run.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using Files = QList<QPair<QString, QByteArray>>; // relative path, bytes

class TestCliRules : public QObject {
    Q_OBJECT
  private slots:
    void editorconfig_data();
    void editorconfig();
    void projectToml_data();
    void projectToml();
    void inlineAllowances_data();
    void inlineAllowances();
    void baseline_data();
    void baseline();
    void baselineErrors_data();
    void baselineErrors();
    void sarifSuppressions();
    void explainConfig_data();
    void explainConfig();
};

namespace {

// "kind level line:column" of each finding of a --json run, in order.
QStringList findingsOf(const QByteArray &json)
{
    QStringList found;
    for (const QByteArray &line : json.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const bool notice = o.contains(QStringLiteral("notice"));
        if (!notice && !o.contains(QStringLiteral("kind")))
            continue;
        found << QStringLiteral("%1 %2 %3:%4")
                     .arg(o.value(notice ? QStringLiteral("notice") : QStringLiteral("kind"))
                              .toString(),
                          notice ? o.value(QStringLiteral("level")).toString()
                                 : QStringLiteral("error"))
                     .arg(o.value(QStringLiteral("line")).toInteger())
                     .arg(o.value(QStringLiteral("column")).toInteger());
    }
    return found;
}

QString writeTree(const QTemporaryDir &dir, const Files &files)
{
    for (const auto &[path, bytes] : files)
        writeFile(dir.path(), path, bytes);
    return dir.path();
}

// The results of a SARIF log as "ruleId baselineState suppressed?", in order.
QStringList sarifResults(const QByteArray &log)
{
    QStringList found;
    const QJsonObject root = QJsonDocument::fromJson(log).object();
    const QJsonArray runs = root.value(QStringLiteral("runs")).toArray();
    for (const QJsonValue &r : runs.first().toObject().value(QStringLiteral("results")).toArray()) {
        const QJsonObject o = r.toObject();
        QString s = o.value(QStringLiteral("ruleId")).toString();
        if (o.contains(QStringLiteral("baselineState")))
            s += QLatin1Char(' ') + o.value(QStringLiteral("baselineState")).toString();
        if (o.contains(QStringLiteral("suppressions")))
            s += QStringLiteral(" suppressed");
        if (!o.value(QStringLiteral("partialFingerprints")).toObject().isEmpty())
            s += QStringLiteral(" fp");
        found << s;
    }
    return found;
}

// 65,535 lines of 64 bytes, then 50 letters and `rest` on line 65,536 (column 51 on), which
// crosses the end of the scan's first 4 MiB range.
QByteArray acrossTheFirstRange(const QByteArray &rest)
{
    QByteArray line(63, 'a');
    line += '\n';
    return line.repeated(65535) + QByteArray(50, 'a') + rest;
}

} // namespace

void TestCliRules::editorconfig_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("findings");
    const QByteArray latin1 = "root = true\n[*.txt]\ncharset = latin1\n";
    const QByteArray be = "[*.txt]\ncharset = utf-16be\n";
    const QByteArray le = "[*.txt]\ncharset = utf-16le\n";
    const QByteArray bom = "[*]\ncharset = utf-8-bom\n";
    const QByteArray utf8 = "[*]\ncharset = utf-8\n";
    QTest::newRow("latin1 text") << latin1 << QByteArray("caf\xE9 na\xEFve\n") << 0
                                 << QStringList();
    QTest::newRow("latin1 not read as UTF-8")
        << latin1 << QByteArray("\xE9\xE8\xFF\n") << 0 << QStringList();
    QTest::newRow("latin1 bytes 80-9F")
        << latin1 << QByteArray("a\x93quoted\x94\nb\x80\x81") << 1
        << QStringList{"charset-mismatch error 1:2", "charset-mismatch error 1:9",
                       "charset-mismatch error 2:2"};
    QTest::newRow("utf-16le text")
        << le << QByteArray("h\0i\0\n\0\x3D\xD8\x00\xDE", 10) << 0 << QStringList();
    QTest::newRow("utf-16le lone high surrogate") << le << QByteArray("a\0\n\0b\0\x3D\xD8x\0", 10)
                                                  << 1 << QStringList{"charset-mismatch error 2:2"};
    QTest::newRow("utf-16be lone low surrogate")
        << be << QByteArray("\0a\xDE\x00", 4) << 1 << QStringList{"charset-mismatch error 1:2"};
    QTest::newRow("utf-16be odd byte at the end")
        << be << QByteArray("\0a\0b\0", 5) << 1 << QStringList{"charset-mismatch error 1:3"};
    QTest::newRow("utf-8-bom without a BOM")
        << bom << QByteArray("text\n") << 1 << QStringList{"bom-missing error 1:1"};
    QTest::newRow("utf-8-bom with its BOM")
        << bom << QByteArray("\xEF\xBB\xBFtext\n") << 0 << QStringList();
    QTest::newRow("utf-8 makes a BOM an error")
        << utf8 << QByteArray("\xEF\xBB\xBFtext\n") << 1 << QStringList{"bom error 1:1"};
    QTest::newRow("utf-8 without a BOM") << utf8 << QByteArray("text\n") << 0 << QStringList();
    QTest::newRow("no charset: a BOM is a warning")
        << QByteArray("[*]\nindent_style = space\n") << QByteArray("\xEF\xBB\xBFtext\n") << 0
        << QStringList{"bom warning 1:1"};
    QTest::newRow("charset = unset")
        << QByteArray("[*]\ncharset = unset\n") << QByteArray("\xEF\xBB\xBFtext\n") << 0
        << QStringList{"bom warning 1:1"};
    QTest::newRow("another section's charset")
        << QByteArray("[*.md]\ncharset = latin1\n") << QByteArray("caf\xE9\n") << 1
        << QStringList{"truncated error 1:4"};
}

void TestCliRules::editorconfig()
{
    QFETCH(QByteArray, config);
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    QFETCH(QStringList, findings);
    QTemporaryDir dir;
    writeTree(dir, {{QStringLiteral(".editorconfig"), config}, {QStringLiteral("a.txt"), bytes}});
    const Run r =
        run({QStringLiteral("--check"), QStringLiteral("--json"), QStringLiteral("a.txt")}, {},
            inDirectory(dir.path()));
    QVERIFY(r.finished);
    QCOMPARE(findingsOf(r.out), findings);
    QCOMPARE(r.code, code);
    // --no-config reads the file as UTF-8 whatever .editorconfig says.
    const Run plain = run({QStringLiteral("--check"), QStringLiteral("--json"),
                           QStringLiteral("--no-config"), QStringLiteral("a.txt")},
                          {}, inDirectory(dir.path()));
    QVERIFY(!findingsOf(plain.out).join(' ').contains(QStringLiteral("charset-mismatch")));
    QVERIFY(!findingsOf(plain.out).join(' ').contains(QStringLiteral("bom-missing")));
}

void TestCliRules::projectToml_data()
{
    QTest::addColumn<Files>("files");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<QString>("stderrHas");
    const QString toml = QStringLiteral(".utf8-inspector.toml");
    const QByteArray nbsp = "a\xC2\xA0"
                            "b\n";
    const QByteArray bom = "\xEF\xBB\xBFtext\n";
    const QByteArray rules = "root = true\n[[rules]]\npaths = [\"docs/**\"]\nerror = [\"bom\"]\n";
    QTest::newRow("allow a character")
        << Files{{toml, "root = true\nallow = [\"U+00A0\"]\n"}, {"a.txt", nbsp}}
        << QStringList{"a.txt"} << 0 << QStringList() << QString();
    QTest::newRow("another character allowed")
        << Files{{toml, "root = true\nallow = [\"U+2003\"]\n"}, {"a.txt", nbsp}}
        << QStringList{"a.txt"} << 0 << QStringList{"nonstandard-space warning 1:2"} << QString();
    QTest::newRow("rules: error under docs")
        << Files{{toml, rules}, {"docs/a.txt", bom}} << QStringList{"docs/a.txt"} << 1
        << QStringList{"bom error 1:1"} << QString();
    QTest::newRow("rules: not outside docs")
        << Files{{toml, rules}, {"src/a.txt", bom}} << QStringList{"src/a.txt"} << 0
        << QStringList{"bom warning 1:1"} << QString();
    QTest::newRow("rules: off") << Files{{toml, "root = true\n[[rules]]\noff = [\"control\"]\n"},
                                         {"a.txt", "a\x01z\n"}}
                                << QStringList{"a.txt"} << 0 << QStringList() << QString();
    QTest::newRow("the command line wins")
        << Files{{toml, rules}, {"docs/a.txt", bom}}
        << QStringList{"--no-warn", "bom", "docs/a.txt"} << 0 << QStringList() << QString();
    QTest::newRow("exclude") << Files{{toml, "root = true\nexclude = [\"vendor/**\"]\n"},
                                      {"vendor/x.txt", "\xFF\n"},
                                      {"src/y.txt", "ok\n"}}
                             << QStringList{"."} << 0 << QStringList() << QString();
    QTest::newRow("exclude leaves the rest")
        << Files{{toml, "root = true\nexclude = [\"vendor/**\"]\n"}, {"src/x.txt", "\xFF\n"}}
        << QStringList{"."} << 1 << QStringList{"invalid-byte error 1:1"} << QString();
    QTest::newRow("the nearer file wins")
        << Files{{toml, rules},
                 {"docs/" + toml, "[[rules]]\nwarn = [\"bom\"]\n"},
                 {"docs/a.txt", bom}}
        << QStringList{"docs/a.txt"} << 0 << QStringList{"bom warning 1:1"} << QString();
    QTest::newRow("root = true stops the search")
        << Files{{toml, rules}, {"docs/" + toml, "root = true\n"}, {"docs/a.txt", bom}}
        << QStringList{"docs/a.txt"} << 0 << QStringList{"bom warning 1:1"} << QString();
    QTest::newRow("bad syntax") << Files{{toml, "root = true\nallow = [\"U+00A0\"\n"},
                                         {"a.txt", "ok\n"}}
                                << QStringList{"a.txt"} << 2 << QStringList()
                                << QStringLiteral(".utf8-inspector.toml:");
    QTest::newRow("unknown key") << Files{{toml, "root = true\nalow = [\"U+00A0\"]\n"},
                                          {"a.txt", "ok\n"}}
                                 << QStringList{"a.txt"} << 2 << QStringList()
                                 << QStringLiteral(".utf8-inspector.toml:2: key 'alow'");
    QTest::newRow("unknown notice")
        << Files{{toml, "[[rules]]\n\nerror = [\"boom\"]\n"}, {"a.txt", "ok\n"}}
        << QStringList{"a.txt"} << 2 << QStringList()
        << QStringLiteral(".utf8-inspector.toml:3: key 'rules.error': unknown notice 'boom'");
    QTest::newRow("not a character")
        << Files{{toml, "allow = [\"NBSP\"]\n"}, {"a.txt", "ok\n"}} << QStringList{"a.txt"} << 2
        << QStringList() << QStringLiteral(".utf8-inspector.toml:1: key 'allow'");
    QTest::newRow("root is not a boolean")
        << Files{{toml, "root = 1\n"}, {"a.txt", "ok\n"}} << QStringList{"a.txt"} << 2
        << QStringList() << QStringLiteral(".utf8-inspector.toml:1: key 'root'");
}

void TestCliRules::projectToml()
{
    QFETCH(Files, files);
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QStringList, findings);
    QFETCH(QString, stderrHas);
    QTemporaryDir dir;
    writeTree(dir, files);
    const Run r = run(QStringList{QStringLiteral("--check"), QStringLiteral("--json")} + args, {},
                      inDirectory(dir.path()));
    QVERIFY(r.finished);
    QCOMPARE(findingsOf(r.out), findings);
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromUtf8(r.err).contains(stderrHas), r.err.constData());
}

void TestCliRules::inlineAllowances_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("findings");
    QTest::newRow("on the line") << QByteArray("x\x01y # utf8-inspector: allow control\n")
                                 << QStringList() << 0 << QStringList();
    QTest::newRow("on the line before") << QByteArray("# utf8-inspector: allow control\nx\x01y\n")
                                        << QStringList() << 0 << QStringList();
    QTest::newRow("two lines before")
        << QByteArray("# utf8-inspector: allow control\n\nx\x01y\n") << QStringList() << 0
        << QStringList{"control warning 3:2", "unused-allowance warning 1:25"};
    QTest::newRow("a character") << QByteArray("x\x01y // utf8-inspector: allow U+0001\n")
                                 << QStringList() << 0 << QStringList();
    QTest::newRow("another character")
        << QByteArray("x\x01y // utf8-inspector: allow U+0002\n") << QStringList() << 0
        << QStringList{"control warning 1:2", "unused-allowance warning 1:30"};
    QTest::newRow("another kind") << QByteArray("x\x01y <!-- utf8-inspector: allow bom -->\n")
                                  << QStringList() << 0
                                  << QStringList{"control warning 1:2",
                                                 "unused-allowance warning 1:32"};
    QTest::newRow("an unknown kind")
        << QByteArray("x\x01y # utf8-inspector: allow controls\n") << QStringList() << 1
        << QStringList{"control warning 1:2", "bad-allowance error 1:29"};
    QTest::newRow("a list and a reason")
        << QByteArray("# utf8-inspector: allow bom, control -- test data\nx\x01\n") << QStringList()
        << 0 << QStringList{"unused-allowance warning 1:25"};
    QTest::newRow("an error allowed") << QByteArray("x\x01y # utf8-inspector: allow control\n")
                                      << QStringList{"--error", "control"} << 0 << QStringList();
    QTest::newRow("an ill-formed byte allowed")
        << QByteArray("x\xFFy # utf8-inspector: allow invalid-byte\n") << QStringList() << 0
        << QStringList();
    QTest::newRow("its marker across the scan's ranges")
        << acrossTheFirstRange("x\x01y # utf8-inspector: allow control\n") << QStringList() << 0
        << QStringList();
    QTest::newRow("an unknown kind across the scan's ranges")
        << acrossTheFirstRange("x\x01y # utf8-inspector: allow controls\n") << QStringList() << 1
        << QStringList{"control warning 65536:52", "bad-allowance error 65536:79"};
    QTest::newRow("--no-config ignores them")
        << QByteArray("x\x01y # utf8-inspector: allow controls\n") << QStringList{"--no-config"}
        << 0 << QStringList{"control warning 1:2"};
}

void TestCliRules::inlineAllowances()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QStringList, findings);
    QTemporaryDir dir;
    writeFile(dir.path(), QStringLiteral("a.txt"), bytes);
    const Run r = run(QStringList{QStringLiteral("--check"), QStringLiteral("--json")} + args +
                          QStringList{QStringLiteral("a.txt")},
                      {}, inDirectory(dir.path()));
    QVERIFY(r.finished);
    QCOMPARE(findingsOf(r.out), findings);
    QCOMPARE(r.code, code);
}

void TestCliRules::baseline_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("findings"); // --json with the baseline
    QTest::addColumn<QStringList>("sarif");    // the SARIF results with the baseline
    const QByteArray old = "one\ntwo \xFF here\nthree\x01\n";
    QTest::newRow("nothing new") << old << old << 0 << QStringList()
                                 << QStringList{"invalid-byte unchanged fp",
                                                "control unchanged fp"};
    QTest::newRow("lines moved and reindented")
        << old << QByteArray("zero\none\n\n   two  \xFF here\nthree\x01\n") << 0 << QStringList()
        << QStringList{"invalid-byte unchanged fp", "control unchanged fp"};
    QTest::newRow("a new error") << old << QByteArray("one \xFE\ntwo \xFF here\nthree\x01\n") << 1
                                 << QStringList{"invalid-byte error 1:5"}
                                 << QStringList{"invalid-byte new fp", "invalid-byte unchanged fp",
                                                "control unchanged fp"};
    QTest::newRow("the same bytes on another line are new")
        << old << QByteArray("one \xFF\ntwo \xFF here\nthree\x01\n") << 1
        << QStringList{"invalid-byte error 1:5"}
        << QStringList{"invalid-byte new fp", "invalid-byte unchanged fp", "control unchanged fp"};
    QTest::newRow("an error fixed")
        << old << QByteArray("one\ntwo here\nthree\x01\n") << 0 << QStringList()
        << QStringList{"control unchanged fp", "invalid-byte absent fp"};
}

void TestCliRules::baseline()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(int, code);
    QFETCH(QStringList, findings);
    QFETCH(QStringList, sarif);
    QTemporaryDir dir;
    writeFile(dir.path(), QStringLiteral("a.txt"), before);
    const Run first =
        run({QStringLiteral("--check"), QStringLiteral("--format=sarif"), QStringLiteral("a.txt")},
            {}, inDirectory(dir.path()));
    QCOMPARE(first.code, 1);
    writeFile(dir.path(), QStringLiteral("base.sarif"), first.out);
    writeFile(dir.path(), QStringLiteral("a.txt"), after);
    const QStringList args{QStringLiteral("--check"), QStringLiteral("--baseline"),
                           QStringLiteral("base.sarif"), QStringLiteral("a.txt")};
    const Run json = run(args + QStringList{QStringLiteral("--json")}, {}, inDirectory(dir.path()));
    QCOMPARE(findingsOf(json.out), findings);
    QCOMPARE(json.code, code);
    const Run human = run(args, {}, inDirectory(dir.path()));
    QCOMPARE(human.code, code);
    QCOMPARE(human.out.count(": error: ") + human.out.count(": warning: "), findings.size());
    const Run log =
        run(args + QStringList{QStringLiteral("--format=sarif")}, {}, inDirectory(dir.path()));
    QCOMPARE(sarifResults(log.out), sarif);
    QCOMPARE(log.code, code);
}

void TestCliRules::baselineErrors_data()
{
    QTest::addColumn<QByteArray>("baseline"); // empty: no such file
    QTest::addColumn<QString>("stderrHas");
    QTest::newRow("missing") << QByteArray() << QStringLiteral("--baseline: base.sarif: ");
    QTest::newRow("not JSON") << QByteArray("{\"runs\": [") << QStringLiteral("not a SARIF log");
    QTest::newRow("JSON, not SARIF") << QByteArray("[1, 2]") << QStringLiteral("not a SARIF log");
}

void TestCliRules::baselineErrors()
{
    QFETCH(QByteArray, baseline);
    QFETCH(QString, stderrHas);
    QTemporaryDir dir;
    writeFile(dir.path(), QStringLiteral("a.txt"), "ok\n");
    if (!baseline.isEmpty())
        writeFile(dir.path(), QStringLiteral("base.sarif"), baseline);
    const Run r = run({QStringLiteral("--check"), QStringLiteral("--baseline"),
                       QStringLiteral("base.sarif"), QStringLiteral("a.txt")},
                      {}, inDirectory(dir.path()));
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(stderrHas), r.err.constData());
}

// Allowed findings are not listed, but SARIF keeps them as results with suppressions.
void TestCliRules::sarifSuppressions()
{
    QTemporaryDir dir;
    writeTree(dir,
              {{QStringLiteral(".utf8-inspector.toml"), "root = true\nallow = [\"U+00A0\"]\n"},
               {QStringLiteral("a.txt"), "a\xC2\xA0"
                                         "b\nx\x01y # utf8-inspector: allow control\n\nz\x02\n"}});
    const Run human =
        run({QStringLiteral("--check"), QStringLiteral("a.txt")}, {}, inDirectory(dir.path()));
    QCOMPARE(human.code, 0);
    QCOMPARE(human.out.count(": warning: "), 1);
    QVERIFY(human.out.contains("a.txt:4:2: warning: control: "));
    const Run log =
        run({QStringLiteral("--check"), QStringLiteral("--format=sarif"), QStringLiteral("a.txt")},
            {}, inDirectory(dir.path()));
    QCOMPARE(log.code, 0);
    // The control of line 2 and the no-break space are allowed: kept, with their suppressions.
    QCOMPARE(sarifResults(log.out), (QStringList{"control suppressed fp", "control fp",
                                                 "nonstandard-space suppressed fp"}));
}

void TestCliRules::explainConfig_data()
{
    QTest::addColumn<Files>("files");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("lines"); // each found in the output, in order
    QTest::addColumn<QString>("absent");    // not in the output
    const QString toml = QStringLiteral(".utf8-inspector.toml");
    QTest::newRow("every source")
        << Files{{".editorconfig", "root = true\n\n[*.txt]\ncharset = utf-8-bom\n"},
                 {toml, "root = true\nallow = [\"U+00A0\"]\n[[rules]]\npaths = [\"docs/**\"]\n"
                        "error = [\"control\"]\n"},
                 {"docs/a.txt", "x\n# utf8-inspector: allow invisible\n"}}
        << QStringList{"--error", "confusable"} << 0
        << QStringList{"docs/a.txt: the rules that apply",
                       "/.editorconfig:4: charset = utf-8-bom: a byte order mark is required",
                       "/.utf8-inspector.toml:2: allow U+00A0",
                       "/.utf8-inspector.toml:3: [[rules]] paths docs/**: control=error",
                       "the command line: confusable=error",
                       "docs/a.txt:2: allow invisible: allowed on lines 2-3"}
        << QStringLiteral("src/**");
    QTest::newRow("a rule of other paths is left out")
        << Files{{toml, "root = true\n[[rules]]\npaths = [\"src/**\"]\nerror = [\"control\"]\n"},
                 {"docs/a.txt", "x\n"}}
        << QStringList() << 0
        << QStringList{"docs/a.txt: the rules that apply", ".utf8-inspector.toml: root = true"}
        << QStringLiteral("[[rules]]");
    QTest::newRow("nothing") << Files{{"docs/a.txt", "x\n"}} << QStringList{"--no-config"} << 0
                             << QStringList{"docs/a.txt: no project rule applies"} << QString();
    QTest::newRow("a bad file") << Files{{toml, "root = yes\n"}, {"docs/a.txt", "x\n"}}
                                << QStringList() << 2 << QStringList() << QString();
}

void TestCliRules::explainConfig()
{
    QFETCH(Files, files);
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QStringList, lines);
    QFETCH(QString, absent);
    QTemporaryDir dir;
    writeTree(dir, files);
    const Run r =
        run(QStringList{QStringLiteral("--check")} + args +
                QStringList{QStringLiteral("--explain-config"), QStringLiteral("docs/a.txt")},
            {}, inDirectory(dir.path()));
    QCOMPARE(r.code, code);
    qsizetype from = 0;
    for (const QString &line : lines) {
        from = QString::fromUtf8(r.out).indexOf(line, from);
        QVERIFY2(from >= 0, qPrintable(line + QStringLiteral(" not in:\n") + r.out));
    }
    if (!absent.isEmpty())
        QVERIFY2(!QString::fromUtf8(r.out).contains(absent), r.out.constData());
    if (code == 2)
        QVERIFY(r.err.contains(".utf8-inspector.toml:1: "));
}

QTEST_GUILESS_MAIN(TestCliRules)
#include "tst_cli_rules.moc"
