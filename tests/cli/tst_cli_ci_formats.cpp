// --check --format=sarif and --format=github, run as the real program: the SARIF log checked
// against the 2.1.0 structure (version, $schema, runs, tool.driver with its rules, results with
// ruleId, level, message, locations and region) and against the human output's findings; GitHub
// workflow annotations with their escaping.
#include "ci_tree.h"
#include "cli_run.h"
#include "cli_samples.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

class TestCliCiFormats : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void sarif_data();
    void sarif();
    void sarifNoticeLevels();
    void noticeRun_data();
    void noticeRun();
    void github_data();
    void github();
    void preCommitHook();

  private:
    QTemporaryDir m_dir;
};

namespace {

// "path:LINE:COLUMN: error: KIND: ..." lines of the human output, as (level, rule, line, column).
QStringList humanFindings(const QByteArray &out)
{
    static const QRegularExpression finding(
        QStringLiteral("^(.*):(\\d+):(\\d+): (error|warning): ([a-z0-9-]+): "));
    QStringList found;
    for (const QByteArray &line : out.split('\n')) {
        const QRegularExpressionMatch m = finding.match(QString::fromUtf8(line));
        if (m.hasMatch())
            found << m.captured(4) + ' ' + m.captured(5) + ' ' + m.captured(2) + ':' +
                         m.captured(3);
    }
    return found;
}

QJsonObject member(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject())
        qWarning("SARIF: %s is not an object", key);
    return v.toObject();
}

// The rules of a SARIF log, by id; fails the test (returns an empty set) when the structure is
// wrong.
QSet<QString> checkedRules(const QJsonObject &driver)
{
    QSet<QString> ids;
    const QJsonArray rules = driver.value(QStringLiteral("rules")).toArray();
    for (const QJsonValue &r : rules) {
        const QJsonObject rule = r.toObject();
        const QString id = rule.value(QStringLiteral("id")).toString();
        const bool described =
            !member(rule, "shortDescription").value(QStringLiteral("text")).toString().isEmpty() &&
            !member(rule, "fullDescription").value(QStringLiteral("text")).toString().isEmpty();
        if (id.isEmpty() || ids.contains(id) || !described ||
            !rule.value(QStringLiteral("helpUri"))
                 .toString()
                 .startsWith(QStringLiteral("https://")))
            return {};
        ids.insert(id);
    }
    return ids;
}

} // namespace

void TestCliCiFormats::initTestCase()
{
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
    QVERIFY(m_dir.isValid());
    writeFile(m_dir.path(), "tree/mixed.txt", mixedSample());
    writeFile(m_dir.path(), "tree/valid.txt", "caf\xC3\xA9\n");
    writeFile(m_dir.path(), "tree/sub dir/100% a,b:c.txt", "x \xE0\x80\xAF y\n");
    writeFile(m_dir.path(), "tree/line\nfeed.txt", "\xFF\n");
}

void TestCliCiFormats::sarif_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString tree = m_dir.filePath(QStringLiteral("tree"));
    QTest::newRow("a tree with every kind and notice") << QStringList{tree} << 1;
    QTest::newRow("on four threads") << QStringList{"-j", "4", tree} << 1;
    QTest::newRow("a valid file: no results")
        << QStringList{m_dir.filePath(QStringLiteral("tree/valid.txt"))} << 0;
    QTest::newRow("a missing file: a notification, exit 2")
        << QStringList{tree, m_dir.filePath(QStringLiteral("missing"))} << 2;
}

void TestCliCiFormats::sarif()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Run r = run(QStringList{"--check", "--format=sarif"} + args);
    QVERIFY(r.finished);
    QCOMPARE(r.code, code);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonObject log = doc.object();
    QCOMPARE(log.value(QStringLiteral("version")).toString(), QStringLiteral("2.1.0"));
    QVERIFY(
        log.value(QStringLiteral("$schema")).toString().contains(QStringLiteral("sarif-2.1.0")));
    const QJsonArray runs = log.value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 1);
    const QJsonObject run0 = runs.first().toObject();
    const QJsonObject driver = member(member(run0, "tool"), "driver");
    QCOMPARE(driver.value(QStringLiteral("name")).toString(), QStringLiteral("utf8-inspector"));
    QVERIFY(!driver.value(QStringLiteral("version")).toString().isEmpty());
    QVERIFY(driver.value(QStringLiteral("informationUri")).toString().startsWith("https://"));
    const QSet<QString> rules = checkedRules(driver);
    // One rule per kind and per notice.
    for (const char *id : {"overlong", "truncated", "unexpected-continuation", "bom", "control"})
        QVERIFY2(rules.contains(QLatin1String(id)), id);
    QVERIFY(run0.value(QStringLiteral("results")).isArray());
    QStringList found;
    for (const QJsonValue &v : run0.value(QStringLiteral("results")).toArray()) {
        const QJsonObject result = v.toObject();
        const QString ruleId = result.value(QStringLiteral("ruleId")).toString();
        QVERIFY2(rules.contains(ruleId), qPrintable(ruleId));
        const QString level = result.value(QStringLiteral("level")).toString();
        QVERIFY(level == QStringLiteral("error") || level == QStringLiteral("warning"));
        QVERIFY(!member(result, "message").value(QStringLiteral("text")).toString().isEmpty());
        const QJsonArray locations = result.value(QStringLiteral("locations")).toArray();
        QCOMPARE(locations.size(), 1);
        const QJsonObject physical = member(locations.first().toObject(), "physicalLocation");
        const QString uri = member(physical, "artifactLocation").value("uri").toString();
        QVERIFY2(QUrl(uri, QUrl::StrictMode).isValid() && !uri.contains(' '), qPrintable(uri));
        const QJsonObject region = member(physical, "region");
        const int line = region.value(QStringLiteral("startLine")).toInt();
        const int column = region.value(QStringLiteral("startColumn")).toInt();
        QVERIFY(line >= 1 && column >= 1);
        QVERIFY(region.value(QStringLiteral("endColumn")).toInt() > column);
        QVERIFY(region.value(QStringLiteral("byteLength")).toInt() >= 1);
        QVERIFY(region.value(QStringLiteral("byteOffset")).toInteger(-1) >= 0);
        found << level + ' ' + ruleId + ' ' + QString::number(line) + ':' + QString::number(column);
    }
    // The same findings as the human output, in the same order.
    QCOMPARE(found, humanFindings(::run(QStringList{"--check"} + args).out));
    const QJsonObject invocation =
        run0.value(QStringLiteral("invocations")).toArray().first().toObject();
    QCOMPARE(invocation.value(QStringLiteral("exitCode")).toInt(), code);
    QCOMPARE(invocation.value(QStringLiteral("executionSuccessful")).toBool(), code != 2);
    QCOMPARE(invocation.value("toolExecutionNotifications").toArray().isEmpty(), code != 2);
}

void TestCliCiFormats::sarifNoticeLevels()
{
    // Text with a BOM, a C1 control and an ASCII control (too few to make it binary data).
    const QString notices = writeFile(m_dir.path(), "notices.txt",
                                      "\xEF\xBB\xBFsome text with a C1 control \xC2\x85 here, and "
                                      "an ASCII control \x01 there, on a line of text\n");
    const Run r =
        run({"--check", "--format=sarif", "--error", "bom", "--no-warn", "control", notices});
    const QJsonObject run0 =
        QJsonDocument::fromJson(r.out).object().value("runs").toArray().first().toObject();
    QMap<QString, QString> levels; // the results' levels by rule
    for (const QJsonValue &v : run0.value(QStringLiteral("results")).toArray())
        levels.insert(v.toObject().value("ruleId").toString(),
                      v.toObject().value("level").toString());
    QCOMPARE(levels.value(QStringLiteral("bom")), QStringLiteral("error"));
    QCOMPARE(levels.value(QStringLiteral("c1-control")), QStringLiteral("warning"));
    QVERIFY(!levels.contains(QStringLiteral("control")));
    QMap<QString, QString> defaults; // the rules' configured levels
    for (const QJsonValue &v : member(member(run0, "tool"), "driver").value("rules").toArray())
        defaults.insert(v.toObject().value("id").toString(),
                        member(v.toObject(), "defaultConfiguration").value("level").toString());
    QCOMPARE(defaults.value(QStringLiteral("bom")), QStringLiteral("error"));
    QCOMPARE(defaults.value(QStringLiteral("control")), QStringLiteral("none"));
    QCOMPARE(defaults.value(QStringLiteral("overlong")), QStringLiteral("error"));
}

void TestCliCiFormats::noticeRun_data()
{
    QTest::addColumn<int>("count"); // characters in the run
    QTest::addColumn<QByteArray>("character");
    QTest::addColumn<QByteArray>("name");

    QTest::newRow("NUL bytes") << 5 << QByteArray("\0", 1) << QByteArray("U+0000 NULL");
    QTest::newRow("two-byte C1 controls") << 3 << QByteArray("\xC2\x85") << QByteArray("U+0085");
    QTest::newRow("one character") << 1 << QByteArray("\x01") << QByteArray("U+0001");
}

// A run of identical notices is one SARIF result and one annotation, spanning every character
// and byte of the run.
void TestCliCiFormats::noticeRun()
{
    QFETCH(int, count);
    QFETCH(QByteArray, character);
    QFETCH(QByteArray, name);
    const QByteArray text = "ab" + character.repeated(count) + "cd\n";
    const QString path = writeFile(m_dir.path(), QStringLiteral("run-%1.txt").arg(count), text);
    const qsizetype bytes = character.size() * count;

    const Run sarifRun = run({"--check", "--format=sarif", path});
    const QJsonArray results = QJsonDocument::fromJson(sarifRun.out)
                                   .object()
                                   .value("runs")
                                   .toArray()
                                   .first()
                                   .toObject()
                                   .value("results")
                                   .toArray();
    QCOMPARE(results.size(), 1);
    const QJsonObject result = results.first().toObject();
    const QJsonObject region =
        member(member(result.value("locations").toArray().first().toObject(), "physicalLocation"),
               "region");
    QCOMPARE(region.value("startColumn").toInt(), 3);
    QCOMPARE(region.value("endColumn").toInt(), 3 + count);
    QCOMPARE(region.value("byteOffset").toInt(), 2);
    QCOMPARE(region.value("byteLength").toInt(), bytes);
    const QString message = member(result, "message").value("text").toString();
    QVERIFY2(message.contains(QString::fromUtf8(name)), qPrintable(message));

    const Run github = run({"--check", "--format=github", path});
    QByteArray annotations;
    for (const QByteArray &line : github.lines())
        if (line.startsWith("::"))
            annotations += line + '\n';
    QCOMPARE(annotations.count('\n'), 1);
    QVERIFY2(annotations.contains(",col=3,endColumn=" + QByteArray::number(3 + count) + ","),
             annotations.constData());
    const QByteArray span = count > 1 ? QByteArray::number(count) + " × " + name + " " : name;
    QVERIFY2(annotations.contains(span), annotations.constData());
    if (count > 1)
        QVERIFY2(annotations.contains(" at 0x2–0x" + QByteArray::number(1 + bytes, 16) + ":"),
                 annotations.constData());
}

void TestCliCiFormats::github_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("plain name")
        << QStringLiteral("mixed.txt")
        << QByteArray("::error file=%1mixed.txt,line=3,col=10,endColumn=12,title=overlong "
                      "(utf8-inspector)::C0 AF encodes U+002F '/' in 2 bytes; its shortest form "
                      "is 2F [offset 0x34]");
    QTest::newRow("a warning") << QStringLiteral("mixed.txt")
                               << QByteArray("::warning file=%1mixed.txt,line=1,col=1,endColumn=2,"
                                             "title=bom (utf8-inspector)::EF BB BF at offset 0");
    QTest::newRow("%, comma, colon and space in the name")
        << QStringLiteral("sub dir/100% a,b:c.txt")
        << QByteArray("::error file=%1sub dir/100%25 a%2Cb%3Ac.txt,line=1,col=3,endColumn=6,"
                      "title=overlong (utf8-inspector)::E0 80 AF");
    QTest::newRow("line feed in the name")
        << QStringLiteral("line\nfeed.txt")
        << QByteArray("::error file=%1line%0Afeed.txt,line=1,col=1,endColumn=2,title=invalid-byte");
}

void TestCliCiFormats::github()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, expected);
    const QString tree = m_dir.filePath(QStringLiteral("tree"));
    for (const QString &prefix : {QString(), QStringLiteral("./")}) {
        const Run r = run({"--check", "--format=github", prefix + file}, {}, inDirectory(tree));
        QVERIFY(r.finished);
        QCOMPARE(r.code, 1);
        // "./" is left out of the name: annotations want paths from the repository's root.
        const QByteArray want = QByteArray(expected).replace("%1", "");
        bool seen = false;
        for (const QByteArray &line : r.lines()) {
            seen = seen || line.startsWith(want);
            if (line.startsWith("::"))
                QVERIFY2(!line.contains('\r') && line.count("::") == 2, line.constData());
        }
        QVERIFY2(seen, (want + "\nnot in:\n" + r.out).constData());
    }
}

// The hook of .pre-commit-hooks.yaml, run as pre-commit runs a "system" hook: its entry split at
// spaces, then the staged files.
void TestCliCiFormats::preCommitHook()
{
    const QByteArray yaml = readFile(QStringLiteral(U8I_SOURCE_DIR "/.pre-commit-hooks.yaml"));
    QMap<QByteArray, QByteArray> hook;
    for (const QByteArray &line : yaml.split('\n')) {
        QByteArray field = line.trimmed();
        if (field.startsWith("- "))
            field.remove(0, 2); // the list item's first field
        const qsizetype colon = field.indexOf(':');
        if (!field.startsWith('#') && colon > 0)
            hook.insert(field.left(colon), field.mid(colon + 1).trimmed());
    }
    QCOMPARE(hook.value("id"), QByteArray("utf8-inspector"));
    QCOMPARE(hook.value("language"), QByteArray("system"));
    QCOMPARE(hook.value("types"), QByteArray("[text]"));
    const QList<QByteArray> entry = hook.value("entry").split(' ');
    QCOMPARE(entry.first(), QByteArray("utf8-inspector"));
    QStringList args;
    for (const QByteArray &a : entry.mid(1))
        args << QString::fromUtf8(a);
    const QString valid = m_dir.filePath(QStringLiteral("tree/valid.txt"));
    const QString mixed = m_dir.filePath(QStringLiteral("tree/mixed.txt"));
    QCOMPARE(run(args + QStringList{valid, valid}).code, 0);
    const Run failing = run(args + QStringList{valid, mixed});
    QCOMPARE(failing.code, 1);
    QVERIFY(failing.out.contains("mixed.txt:3:10: error: overlong"));
}

QTEST_GUILESS_MAIN(TestCliCiFormats)
#include "tst_cli_ci_formats.moc"
