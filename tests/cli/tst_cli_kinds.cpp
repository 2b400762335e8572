// Every kind of the codec's descriptor table (u8i/utf8/kind_descriptors.h) reaches the command
// line, run as the real program: the SARIF log has its rule with the descriptor's texts, anchor and
// default level; --help names each notice; --error and --no-warn accept each notice's name. A kind
// whose descriptor the CLI forgets fails here.
#include "cli_run.h"

#include <u8i/types.h>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace u8i;

namespace {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

struct Expected {
    QString name, rule, description, anchor, level;
};

template <typename Kind> Expected expected(const KindDescriptor<Kind> &d)
{
    return {qs(d.name), QString::fromUtf8(d.rule), QString::fromUtf8(d.description),
            qs(d.helpAnchor),
            d.level == KindLevel::Error ? QStringLiteral("error") : QStringLiteral("warning")};
}

// Rows for every kind of both tables, named after the kind.
void addKindRows()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("anchor");
    QTest::addColumn<QString>("level");
    QTest::addColumn<bool>("notice");
    auto add = [](const Expected &e, bool notice) {
        QTest::newRow(qPrintable(e.name))
            << e.name << e.rule << e.description << e.anchor << e.level << notice;
    };
    for (const auto &d : kErrorKindDescriptors)
        add(expected(d), false);
    for (const auto &d : kNoticeKindDescriptors)
        add(expected(d), true);
}

} // namespace

class TestCliKinds : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QJsonArray m_rules;
    QByteArray m_help;

  private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
        QVERIFY(m_dir.isValid());
        QFile f(m_dir.filePath(QStringLiteral("clean.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write("caf\xC3\xA9\n") > 0);
        f.close();
        const Run sarif = run({"--check", "--format=sarif", f.fileName()});
        QVERIFY(sarif.finished);
        QCOMPARE(sarif.code, 0);
        const QJsonObject log = QJsonDocument::fromJson(sarif.out).object();
        m_rules = log.value("runs")[0]["tool"]["driver"]["rules"].toArray();
        QCOMPARE(m_rules.size(), kErrorKindCount + kNoticeKindCount);
        const Run help = run({"--help"});
        QCOMPARE(help.code, 0);
        m_help = help.out;
    }

    void sarifRule_data() { addKindRows(); }
    void sarifRule()
    {
        QFETCH(QString, name);
        QFETCH(QString, rule);
        QFETCH(QString, description);
        QFETCH(QString, anchor);
        QFETCH(QString, level);
        int found = 0;
        for (const QJsonValue &v : m_rules) {
            if (v["id"].toString() != name)
                continue;
            ++found;
            QCOMPARE(v["name"].toString(), name);
            QCOMPARE(v["shortDescription"]["text"].toString(), rule);
            QCOMPARE(v["fullDescription"]["text"].toString(), description);
            QVERIFY(v["helpUri"].toString().endsWith(QLatin1Char('#') + anchor));
            QCOMPARE(v["defaultConfiguration"]["level"].toString(), level);
        }
        QCOMPARE(found, 1);
    }

    void helpAndOptions_data() { addKindRows(); }
    void helpAndOptions()
    {
        QFETCH(QString, name);
        QFETCH(bool, notice);
        if (!notice) { // errors are always errors: not options' values
            const Run r = run({"--check", "--error", name, m_dir.filePath("clean.txt")});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(name.toUtf8()), r.err.constData());
            return;
        }
        // Named in the list of --help (which wraps between names, never inside one).
        static const QRegularExpression word(QStringLiteral("[a-z0-9-]+"));
        QStringList words;
        for (auto it = word.globalMatch(QString::fromUtf8(m_help)); it.hasNext();)
            words << it.next().captured();
        QVERIFY2(words.contains(name), qPrintable(name));
        for (const char *option : {"--error", "--no-warn"}) {
            const Run r = run({"--check", option, name, m_dir.filePath("clean.txt")});
            QVERIFY2(r.code == 0, r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliKinds)
#include "tst_cli_kinds.moc"
