// --check's mojibake notice, run as the real program: text garbled through real (ICU) charsets in
// many languages and chains is flagged, exactly where --fix-mojibake repairs and with its repair;
// in every output format (human, JSON with chain, repaired and evidence, SARIF with its fix,
// GitHub); --error and --no-warn; the same findings from a file and from a pipe; and clean text
// of many languages, from the gettext catalogs installed here, is never flagged.
#include "ci_skip.h"
#include "cli_run.h"
#include "garble.h"
#include "gettext_catalogs.h"
#include "temp_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <climits>

using u8i::testing::garble;
using u8i::testing::writeTempFile;

namespace {

// The mojibake notices of --check --json, in order.
QList<QJsonObject> mojibakeNotices(const Run &r)
{
    QList<QJsonObject> notices;
    for (const QByteArray &line : r.lines()) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value(QStringLiteral("notice")).toString() == QLatin1String("mojibake"))
            notices << o;
    }
    return notices;
}

// The findings of --fix-mojibake --explain that are well-formed text misdecoded (not a lone C1
// control, which is the c1-control notice), as
// "offset:length" ("0x1f:12").
QStringList fixMojibakeRuns(const QString &path)
{
    const Run r = run({"--fix-mojibake", "--explain", path});
    static const QRegularExpression finding(
        QStringLiteral(": offset (0x[0-9a-f]+) \\(([0-9,]+) bytes\\): misdecoded:"));
    QStringList runs;
    for (const QByteArray &line : r.lines())
        if (const auto m = finding.match(QString::fromUtf8(line)); m.hasMatch())
            runs << m.captured(1) + QLatin1Char(':') + m.captured(2).remove(QLatin1Char(','));
    return runs;
}

QString runOf(const QJsonObject &notice)
{
    return QStringLiteral("0x%1:%2")
        .arg(notice.value("offset").toInteger(), 0, 16)
        .arg(notice.value("length").toInteger());
}

// The file with every repaired run of the notices put in place.
QByteArray withRepairs(QByteArray data, const QList<QJsonObject> &notices)
{
    for (auto it = notices.crbegin(); it != notices.crend(); ++it)
        if (it->contains(QStringLiteral("repaired")))
            data.replace(it->value("offset").toInteger(), it->value("length").toInteger(),
                         it->value("repaired").toString().toUtf8());
    return data;
}

const QByteArray kBefore = "A first line of plain text.\n";
const QByteArray kAfter = "\nThe last line, in plain ASCII too.\n";

} // namespace

class TestCliMojibake : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

  private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
        QVERIFY(m_dir.isValid());
    }

    void garbled_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("chain");
        const QStringList w1252{QStringLiteral("Windows-1252")};
        const QStringList twice{QStringLiteral("Windows-1252"), QStringLiteral("Windows-1252")};
        QTest::newRow("German, Windows-1252")
            << QStringLiteral("Grüße aus Köln, schöne Äpfel") << w1252;
        QTest::newRow("German, Windows-1252 twice")
            << QStringLiteral("Müller und Söhne, Straße") << twice;
        QTest::newRow("French, Windows-1252")
            << QStringLiteral("Déjà vu : un café crème, garçon") << w1252;
        QTest::newRow("Spanish, Windows-1252")
            << QStringLiteral("¿Qué pasó? El niño comió piña") << w1252;
        QTest::newRow("Portuguese, Windows-1252 twice")
            << QStringLiteral("Não há ação sem coração") << twice;
        QTest::newRow("Portuguese, three times")
            << QStringLiteral("Informação de configuração")
            << QStringList{QStringLiteral("Windows-1252"), QStringLiteral("Windows-1252"),
                           QStringLiteral("Windows-1252")};
        QTest::newRow("Polish, Windows-1250") << QStringLiteral("Zażółć gęślą jaźń w Łodzi")
                                              << QStringList{QStringLiteral("Windows-1250")};
        QTest::newRow("Czech, Windows-1250") << QStringLiteral("Příliš žluťoučký kůň úpěl")
                                             << QStringList{QStringLiteral("Windows-1250")};
        QTest::newRow("Russian, Windows-1251")
            << QStringLiteral("Съешь же ещё этих мягких французских булок")
            << QStringList{QStringLiteral("Windows-1251")};
        QTest::newRow("Ukrainian, KOI8-U") << QStringLiteral("Гарна погода у Києві сьогодні")
                                           << QStringList{QStringLiteral("KOI8-U")};
        QTest::newRow("Turkish, Windows-1254") << QStringLiteral("Şişli'de güzel bir gün geçirdik")
                                               << QStringList{QStringLiteral("Windows-1254")};
        QTest::newRow("Greek, Windows-1253") << QStringLiteral("Καλημέρα σε όλους τους φίλους")
                                             << QStringList{QStringLiteral("Windows-1253")};
        QTest::newRow("quotes and dashes, Windows-1252")
            << QStringLiteral("don’t say “never” – it’s fine") << w1252;
    }
    void garbled()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, chain);
        const QByteArray data = kBefore + garble(text.toUtf8(), chain) + kAfter;
        const QString path = writeTempFile(m_dir, QStringLiteral("garbled.txt"), data);
        const Run r = run({"--check", "--json", path});
        QCOMPARE(r.code, 0); // a warning
        const QList<QJsonObject> notices = mojibakeNotices(r);
        QVERIFY2(!notices.isEmpty(), r.out.constData());

        // The runs and the repair of --fix-mojibake, no more, no less.
        QStringList runs;
        for (const QJsonObject &n : notices)
            runs << runOf(n);
        QCOMPARE(runs, fixMojibakeRuns(path));
        const Run fixed = run({"--fix-mojibake", path});
        QCOMPARE(withRepairs(data, notices), fixed.out);
        if (u8i::testing::garblesLosslessly(text.toUtf8(), chain))
            QCOMPARE(fixed.out, kBefore + text.toUtf8() + kAfter);

        const QJsonObject &first = notices.first();
        QCOMPARE(first.value("line").toInteger(), 2); // after the first line
        QCOMPARE(first.value("level").toString(), QStringLiteral("warning"));
        QVERIFY(!first.value("bytes").toString().isEmpty());
        QVERIFY(!first.value("message").toString().isEmpty());
        QVERIFY(!first.value("evidence").toString().isEmpty());
        const QJsonArray links = first.value("chain").toArray();
        QVERIFY(!links.isEmpty() && links.size() <= 3);
        for (const QJsonValue &link : links)
            QVERIFY(!link.toString().isEmpty());
        for (const QJsonObject &n : notices) // not repaired: only where another reading fits
            QVERIFY(n.contains("repaired") || n.value("ambiguous").toBool());

        // The summary counts the runs; the file read from a pipe gives the same notices.
        const QJsonObject summary = QJsonDocument::fromJson(r.lines().last()).object();
        QCOMPARE(summary.value("notices")["mojibake"].toInteger(), notices.size());
        const QList<QJsonObject> piped =
            mojibakeNotices(run({"--check", "--json", "-"}, ::piped(data)));
        QCOMPARE(piped.size(), notices.size());
        for (qsizetype i = 0; i < piped.size(); ++i) {
            QJsonObject a = notices[i], b = piped[i];
            a.remove("file"), b.remove("file");
            QCOMPARE(b, a);
        }
    }

    // One word of a clean line garbled, at its start, middle or end: that word is flagged, as
    // --fix-mojibake repairs it, and nothing else of the line.
    void garbledWord_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("chain");
        QTest::addColumn<int>("word");
        const struct {
            const char *language;
            const char *text;
            const char *charset;
        } lines[] = {
            {"German", "Grüße aus Köln und schöne Äpfel", "Windows-1252"},
            {"Polish", "Zażółć gęślą jaźń w Łodzi", "Windows-1250"},
            {"Russian", "Съешь ещё этих мягких булок", "Windows-1251"},
            {"Greek", "Καλημέρα σε όλους τους φίλους", "Windows-1253"},
            {"Turkish", "Güzel günler geçirdik çocuklar", "Windows-1254"},
        };
        for (const auto &l : lines) {
            const QString text = QString::fromUtf8(l.text);
            const int last = int(text.count(QLatin1Char(' ')));
            for (const auto &[where, word] :
                 {std::pair{"first", 0}, std::pair{"middle", last / 2}, std::pair{"last", last}})
                QTest::addRow("%s, %s, %s word", l.language, l.charset, where)
                    << text << QStringList{QString::fromLatin1(l.charset)} << word;
        }
    }
    void garbledWord()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, chain);
        QFETCH(int, word);
        QList<QByteArray> words = text.toUtf8().split(' ');
        const QByteArray clean = words[word];
        words[word] = garble(clean, chain);
        const QByteArray data = kBefore + words.join(' ') + kAfter;
        qsizetype from = kBefore.size();
        for (int w = 0; w < word; ++w)
            from += words[w].size() + 1;
        const QString path = writeTempFile(m_dir, QStringLiteral("word.txt"), data);
        const QList<QJsonObject> notices = mojibakeNotices(run({"--check", "--json", path}));
        QVERIFY2(!notices.isEmpty(), words[word].constData());
        QStringList runs;
        for (const QJsonObject &n : notices) {
            runs << runOf(n);
            const qint64 at = n.value("offset").toInteger();
            QVERIFY2(at >= from && at + n.value("length").toInteger() <= from + words[word].size(),
                     qPrintable(runOf(n)));
        }
        QCOMPARE(runs, fixMojibakeRuns(path));
        QCOMPARE(withRepairs(data, notices), kBefore + text.toUtf8() + kAfter);
    }

    // Each output format says it, as a warning, and the human and GitHub lines give the position.
    void formats_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected"); // a regular expression one line of stdout matches
        QTest::newRow("human")
            << QStringList{}
            << QStringLiteral(
                   "^.*garbled.txt:2:[0-9]+: warning: mojibake: \"[^\"]+\" reads as UTF-8 "
                   "→ decoded as Windows-1252 → encoded as UTF-8; repaired: \"[^\"]*é\"");
        QTest::newRow("JSON") << QStringList{"--json"}
                              << QStringLiteral(
                                     "^\\{.*\"notice\":\"mojibake\",.*\"line\":2,"
                                     "\"column\":[0-9]+,.*\"chain\":\\[\"Windows-1252\"\\],"
                                     "\"repaired\":\"[^\"]*é\",\"evidence\":\".+\"");
        QTest::newRow("SARIF") << QStringList{"--format=sarif"}
                               << QStringLiteral(
                                      "^\\{\"ruleId\":\"mojibake\",\"level\":\"warning\".*"
                                      "\"startLine\":2,.*\"fixes\":.*"
                                      "\"insertedContent\":\\{\"text\":\"[^\"]*é\"\\}");
        QTest::newRow("GitHub") << QStringList{"--format=github"}
                                << QStringLiteral("^::warning file=.*garbled.txt,line=2,col=[0-9]+,"
                                                  "endColumn=[0-9]+,title=mojibake "
                                                  "\\(utf8-inspector\\)::.*é");
    }
    void formats()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        const QByteArray data = "caf\xC3\xA9 ok\nMy old Caf" +
                                garble("\xC3\xA9", {QStringLiteral("Windows-1252")}) + " menu\n";
        const QString path = writeTempFile(m_dir, QStringLiteral("garbled.txt"), data);
        const Run r = run(QStringList{"--check"} + options + QStringList{path});
        QCOMPARE(r.code, 0);
        const QRegularExpression re(expected);
        QVERIFY(re.isValid());
        bool found = false;
        for (const QByteArray &line : r.lines())
            found = found || re.match(QString::fromUtf8(line)).hasMatch();
        QVERIFY2(found, r.out.constData());
    }

    // --error makes it an error (exit 1), --no-warn silences it (not listed, not counted).
    void severities_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("counted");
        QTest::newRow("default: a warning") << QStringList{} << 0 << QStringLiteral("warning") << 1;
        QTest::newRow("--error mojibake")
            << QStringList{"--error", "mojibake"} << 1 << QStringLiteral("error") << 1;
        QTest::newRow("--error with other notices")
            << QStringList{"--error", "bom,mojibake,control"} << 1 << QStringLiteral("error") << 1;
        QTest::newRow("--no-warn mojibake")
            << QStringList{"--no-warn", "mojibake"} << 0 << QString() << 0;
        QTest::newRow("--no-warn others")
            << QStringList{"--no-warn", "bom,confusable"} << 0 << QStringLiteral("warning") << 1;
    }
    void severities()
    {
        QFETCH(QStringList, options);
        QFETCH(int, code);
        QFETCH(QString, level);
        QFETCH(int, counted);
        const QByteArray data =
            "Na" + garble("\xC3\xAF", {QStringLiteral("Windows-1252")}) + "ve\n";
        const QString path = writeTempFile(m_dir, QStringLiteral("severity.txt"), data);
        const Run r = run(QStringList{"--check", "--json"} + options + QStringList{path});
        QCOMPARE(r.code, code);
        const QList<QJsonObject> notices = mojibakeNotices(r);
        QCOMPARE(notices.size(), counted);
        if (counted > 0)
            QCOMPARE(notices.first().value("level").toString(), level);
        const QJsonObject summary = QJsonDocument::fromJson(r.lines().last()).object();
        QCOMPARE(summary.value("notices")["mojibake"].toInteger(), counted);
    }

    // Lines and columns stay right wherever a run sits: after long ASCII, at the end of a line
    // longer than the repairer's runs, across the chunks of a pipe.
    void positions_data()
    {
        QTest::addColumn<QByteArray>("before"); // the text before the run
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("first line, first column") << QByteArray() << 1 << 1;
        QTest::newRow("after 100,000 ASCII lines")
            << QByteArray("plain ascii\n").repeated(100000) << 100001 << 1;
        QTest::newRow("after 300 KiB of ASCII on its line")
            << QByteArray("words ").repeated(51200) << 1 << 307201;
        QTest::newRow("after 300 KiB of Latin-1 letters on its line")
            << QByteArray("d\xC3\xA9j\xC3\xA0 ").repeated(51200) << 1 << 256001;
        QTest::newRow("after lines with well-formed accents")
            << QByteArray("caf\xC3\xA9 cr\xC3\xA8me\n").repeated(5000) << 5001 << 1;
    }
    void positions()
    {
        QFETCH(QByteArray, before);
        QFETCH(int, line);
        QFETCH(int, column);
        const QByteArray data = before +
                                garble("Gr\xC3\xBC\xC3\x9F"
                                       "e",
                                       {QStringLiteral("Windows-1252")}) +
                                " end\n";
        const QString path = writeTempFile(m_dir, QStringLiteral("positions.txt"), data);
        for (const QByteArray &chunk : {QByteArray(), QByteArray("4096"), QByteArray("7")}) {
            const Run r = chunk.isEmpty() ? run({"--check", "--json", path})
                                          : run({"--check", "--json", "-"}, ::piped(data, chunk));
            const QList<QJsonObject> notices = mojibakeNotices(r);
            QVERIFY2(notices.size() == 1, chunk.constData());
            // The run starts after "Gr", at the first garbled character.
            QCOMPARE(notices.first().value("offset").toInteger(), before.size() + 2);
            QCOMPARE(notices.first().value("line").toInteger(), line);
            QCOMPARE(notices.first().value("column").toInteger(), column + 2);
        }
    }

    // A run that two code pages read as other text, about as plausibly, is flagged as ambiguous
    // with each reading (its chain and text) and left as it is by --fix-mojibake and --decode
    // --from auto; one they read alike is one repair, made. A line in Windows-1252 beside it is
    // converted by both, so that each does its work on the file.
    void ambiguity_data()
    {
        QTest::addColumn<QByteArray>("clean"); // the line, before the wrong decoding
        QTest::addColumn<QString>("charset");
        QTest::addColumn<bool>("ambiguous");
        QTest::addColumn<QStringList>("readings"); // ambiguous: the readings' texts
        QTest::addColumn<QString>("alike");        // else: a code page giving the same repair
        QTest::newRow("ISO-8859-2 and Windows-1250 read other text: ambiguous")
            << QByteArray("Prüfsumme") << "ISO-8859-2" << true << QStringList{"ß", "ü"}
            << QString();
        QTest::newRow("Windows-1252 and Windows-1254 read the same text: repaired")
            << QByteArray("Café") << "Windows-1252" << false << QStringList{} << "Windows-1254";
    }
    void ambiguity()
    {
        QFETCH(QByteArray, clean);
        QFETCH(QString, charset);
        QFETCH(bool, ambiguous);
        QFETCH(QStringList, readings);
        QFETCH(QString, alike);
        const QByteArray garbled = garble(clean, {charset});
        const QByteArray legacy = "Gr\xFC\xDF"
                                  "e aus K\xF6ln\n"; // Windows-1252
        const QByteArray converted = QString::fromUtf8("Grüße aus Köln\n").toUtf8();
        const QByteArray data = kBefore + garbled + "\n" + legacy;
        const QString path = writeTempFile(m_dir, QStringLiteral("ambiguity.txt"), data);
        const QList<QJsonObject> notices = mojibakeNotices(run({"--check", "--json", path}));
        QCOMPARE(notices.size(), 1);
        const QJsonObject &n = notices.first();
        QCOMPARE(n.value("ambiguous").toBool(), ambiguous);
        QCOMPARE(n.contains("repaired"), !ambiguous);
        QCOMPARE(n.value("message").toString().contains("ambiguous, left as it is"), ambiguous);
        QStringList texts;
        for (const QJsonValue &reading : n.value("alternatives").toArray()) {
            QVERIFY(!reading["chain"].toArray().isEmpty());
            texts << reading["repaired"].toString();
        }
        QCOMPARE(QSet<QString>(texts.begin(), texts.end()),
                 QSet<QString>(readings.begin(), readings.end()));
        if (!alike.isEmpty())
            QVERIFY(n.value("alike").toArray().contains(alike));
        // --fix-mojibake repairs the run unless it is ambiguous; --decode --from auto converts the
        // legacy line only.
        const QByteArray kept = kBefore + garbled + "\n" + converted;
        QCOMPARE(run({"--fix-mojibake", path}).out,
                 ambiguous ? kept : kBefore + clean + "\n" + converted);
        QCOMPARE(run({"--decode", "--from", "auto", path}).out, kept);
    }

    // Clean text, as translators wrote it, is never flagged.
    void cleanText_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language :
             {"de", "fr", "es", "pt_BR", "it", "nl", "pl", "cs", "hu",    "ro",    "tr", "ru", "uk",
              "bg", "el", "he", "ar",    "fa", "hi", "ja", "ko", "zh_CN", "zh_TW", "vi", "th", "sv",
              "da", "fi", "et", "lt",    "sk", "sl", "hr", "sr", "ca",    "eu",    "gl"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void cleanText()
    {
        QFETCH(QString, language);
        // Cyrillic and Thai words whose bytes spell UTF-8 in a code page of their own script
        // ("удачно" is CJK through CP866, "ิทิน" Armenian through TIS-620): every catalog of
        // these languages installed, all their messages.
        const bool ownScriptCodePages = QStringList{"ru", "uk", "bg", "th"}.contains(language);
        const QStringList messages =
            u8i::testing::catalogMessages(language, false, ownScriptCodePages ? INT_MAX : 3000);
        if (messages.size() < 100)
            U8I_SKIP_OUTSIDE_CI("no UTF-8 gettext catalogs of this language on this machine");
        const QByteArray text = messages.join(QLatin1Char('\n')).toUtf8() + '\n';
        const QString path = writeTempFile(m_dir, QStringLiteral("clean.txt"), text);
        const Run r = run({"--check", "--json", path});
        const QList<QJsonObject> notices = mojibakeNotices(r);
        QVERIFY2(notices.isEmpty(),
                 notices.isEmpty()
                     ? ""
                     : qPrintable(QStringLiteral("%1 flagged, first: %2")
                                      .arg(notices.size())
                                      .arg(notices.first().value("message").toString())));
    }
};

QTEST_GUILESS_MAIN(TestCliMojibake)
#include "tst_cli_mojibake.moc"
