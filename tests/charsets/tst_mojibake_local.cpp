// Mojibake is found and repaired run by run: a garbled line among clean ones, a garbled field of a
// CSV row, one garbled word in a clean line; through every chain the encodings allow; and the same
// line gets the same repair alone or among many others, however the bytes are fed.
#include "garble.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/mojibake/mojibake.h"

#include <QTest>

using namespace u8i;
using namespace u8i::testing;

namespace {

struct Sample {
    const char *language;
    const char *text; // a clean line, UTF-8
    QStringList chains;
};

// Sentences in each language, with the chains of wrong decodings their text goes through in
// practice ("A>B": decoded as A, then as B).
const std::vector<Sample> &samples()
{
    static const std::vector<Sample> kSamples = {
        {"French",
         "Le café de la gare est très agréable à Noël",
         {"Windows-1252", "Windows-1252>Windows-1252", "Windows-1252>Windows-1252>Windows-1252",
          "MacRoman", "CP850", "ISO-8859-15"}},
        {"German",
         "Größere Übungen für Äpfel und Öl",
         {"Windows-1252", "Windows-1252>Windows-1252", "CP437", "CP850", "MacRoman"}},
        {"Spanish",
         "El niño comió piña en la mañana",
         {"Windows-1252", "ISO-8859-1", "Windows-1252>Windows-1252"}},
        {"Czech", "Čeština používá háčky a čárky nad písmeny", {"Windows-1250", "ISO-8859-2"}},
        {"Polish", "Zażółć gęślą jaźń i łódź", {"Windows-1250", "ISO-8859-2", "Windows-1252"}},
        {"Russian",
         "Съешь же ещё этих мягких французских булок",
         {"Windows-1251", "KOI8-R", "ISO-8859-5", "CP866"}},
        {"Ukrainian",
         "Чуєш їх, доцю, га? Кумедна ж ти, прощайся без ґольфів",
         {"Windows-1251", "KOI8-U"}},
        {"Greek", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία", {"ISO-8859-7", "MacRoman"}},
        {"Turkish", "Pijamalı hasta yağız şoföre çabucak güvendi", {"Windows-1254", "ISO-8859-9"}},
    };
    return kSamples;
}

QStringList chainOf(const QString &spec)
{
    return spec.split('>');
}

} // namespace

class TestMojibakeLocal : public QObject {
    Q_OBJECT

  private slots:
    void repairsEachPosition_data();
    void repairsEachPosition();
    void sameRepairAloneOrAmongOthers();
    void sameRepairHoweverFed_data();
    void sameRepairHoweverFed();
    void cutsLongLinesAlike();
    void ambiguity_data();
    void ambiguity();
    void sameFindingsWithoutEvidence_data();
    void sameFindingsWithoutEvidence();
};

// Where the garbled run sits: the whole line; one CSV field; the middle word of a clean line; a
// garbled line after three clean copies of it.
void TestMojibakeLocal::repairsEachPosition_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("mayStay"); // left unchanged is acceptable too
    for (const Sample &s : samples()) {
        const QString text = QString::fromUtf8(s.text);
        const QStringList words = text.split(' ');
        const QString word = words.at(words.size() / 2);
        for (const QString &spec : s.chains) {
            const QStringList chain = chainOf(spec);
            if (!garblesLosslessly(text.toUtf8(), chain))
                qFatal("%s through %s is lossy: choose another sample", s.language,
                       qPrintable(spec));
            const QByteArray line = garble(text.toUtf8(), chain);
            const QString name = QString("%1, %2").arg(s.language, spec);
            QTest::newRow(qPrintable(name + ", whole line")) << line + "\n" << text + "\n" << false;
            const QString row = "17;" + text + ";42";
            QTest::newRow(qPrintable(name + ", one field")) << "17;" + line + ";42\n"
                                                            << row + "\n"
                                                            << false;
            if (garble(word.toUtf8(), chain) != word.toUtf8()) {
                QStringList mixed = words;
                mixed[words.size() / 2] = QString::fromUtf8(garble(word.toUtf8(), chain));
                // One short word through a rarely met charset (DOS, Mac) is too little evidence
                // beside correct text: it may be left as it is, but never repaired wrongly.
                const bool rare = spec.contains("CP") || spec.contains("Mac");
                QTest::newRow(qPrintable(name + ", one word in a clean line"))
                    << mixed.join(' ').toUtf8() + "\n"
                    << text + "\n"
                    << (rare || word.size() < 3);
            }
            const QByteArray clean = (text + "\n").toUtf8();
            QTest::newRow(qPrintable(name + ", a line among clean ones"))
                << clean + clean + clean + line + "\n"
                << QString::fromUtf8(clean).repeated(4) << false;
        }
    }
}

void TestMojibakeLocal::repairsEachPosition()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    QFETCH(bool, mayStay);
    const QString result = repairedText(input);
    if (mayStay && result == QString::fromUtf8(input))
        return;
    QCOMPARE(result, expected);
}

// Every garbled line of the table, and every clean one, repaired alone and in one file together:
// line by line the same.
void TestMojibakeLocal::sameRepairAloneOrAmongOthers()
{
    QList<QByteArray> lines;
    for (const Sample &s : samples()) {
        lines << QByteArray(s.text) + "\n";
        for (const QString &spec : s.chains)
            lines << garble(QByteArray(s.text) + "\n", chainOf(spec));
    }
    QByteArray together;
    QString alone;
    for (const QByteArray &line : lines) {
        together += line;
        alone += repairedText(line);
    }
    const QStringList a = alone.split('\n');
    const QStringList t = repairedText(together).split('\n');
    QCOMPARE(t.size(), a.size());
    for (qsizetype i = 0; i < a.size(); ++i)
        QCOMPARE(t.at(i), a.at(i));
}

void TestMojibakeLocal::sameRepairHoweverFed_data()
{
    QTest::addColumn<int>("piece");
    QTest::newRow("one byte at a time") << 1;
    QTest::newRow("7 bytes") << 7;
    QTest::newRow("4 KiB") << 4096;
}

// The streaming repairer gives the same text and the same findings, at the same offsets, however
// the bytes come.
void TestMojibakeLocal::sameRepairHoweverFed()
{
    QFETCH(int, piece);
    QByteArray data;
    for (int i = 0; i < 200; ++i)
        data += i % 3 == 0 ? garble("Zürich Café façade crème brûlée\n", {"Windows-1252"})
                           : QByteArray("Zürich Café façade crème brûlée\n");
    const MojibakeReport whole = analyze(data);
    const auto &all = charsets::mojibakeCharsets();
    std::string text;
    std::vector<MojibakeFinding> findings;
    MojibakeRepairer repairer(
        LegacyCharsets(all.data(), all.size()), charsets::mojibakeOptions(),
        [&](std::string_view t) { text += t; },
        [&](MojibakeFinding &&f) { findings.push_back(std::move(f)); });
    for (qsizetype at = 0; at < data.size(); at += piece)
        repairer.feed(bytesOf(data.mid(at, piece)));
    repairer.finish();
    QVERIFY(repairer.changed());
    QVERIFY(text == whole.repaired);
    QCOMPARE(findings.size(), whole.findings.size());
    QCOMPARE(findings.size(), std::size_t(67 * 6)); // ü é ç è û é in each garbled line
    for (std::size_t i = 0; i < findings.size(); ++i) {
        QCOMPARE(findings[i].offset, whole.findings[i].offset);
        QCOMPARE(findings[i].repairedOffset, whole.findings[i].repairedOffset);
        QVERIFY(text.substr(findings[i].repairedOffset, findings[i].repairedLength) ==
                findings[i].repaired);
        QVERIFY(data.mid(qsizetype(findings[i].offset), qsizetype(findings[i].length)) ==
                QByteArray::fromStdString(findings[i].original));
    }
}

// A line longer than MojibakeRepairer::kMaxRun is cut where its own bytes say, so that it is
// repaired alike whatever comes before it and however it is fed.
void TestMojibakeLocal::cutsLongLinesAlike()
{
    QByteArray line;
    while (line.size() < qsizetype(3 * MojibakeRepairer::kMaxRun))
        line += garble("crème brûlée ", {"Windows-1252"});
    line += "\n";
    const QString expected = QString("crème brûlée ").repeated(line.size() / 17);
    const QString alone = repairedText(line);
    QVERIFY(alone.startsWith(expected.left(1000)));
    QVERIFY(!alone.contains(QString::fromUtf8("Ã")));
    const QString after = repairedText("short first line\n" + line);
    QCOMPARE(after, "short first line\n" + alone);
}

// A run is ambiguous only when readings with comparable evidence give other text: then it is
// reported with every reading and left as it is. Charsets that give the very same repair are one
// repair: named, not ambiguous.
void TestMojibakeLocal::ambiguity_data()
{
    QTest::addColumn<QByteArray>("text"); // the clean line
    QTest::addColumn<QString>("charset"); // the wrong decoding
    QTest::addColumn<bool>("ambiguous");
    QTest::addColumn<QStringList>("readings"); // ambiguous: the texts of the readings, in order
    QTest::addColumn<QString>("alike");        // not ambiguous: a charset giving the same repair
    // Windows-1250 reads "Ăź" as "ß" (C3 9F), ISO-8859-2 as "ü" (C3 BC), and the word reads about
    // as well either way.
    QTest::newRow("two code pages, other text: Prüfsumme through ISO-8859-2")
        << QByteArray("Prüfsumme\n") << "ISO-8859-2" << true << QStringList{"ß", "ü"} << QString();
    // Windows-1254 gives "é" the bytes Windows-1252 gives it.
    QTest::newRow("two code pages, the same text: Café through Windows-1252")
        << QByteArray("Café\n") << "Windows-1252" << false << QStringList{} << "Windows-1254";
    QTest::newRow("two code pages, the same text: crème through ISO-8859-2")
        << QByteArray("Café crème\n") << "ISO-8859-2" << false << QStringList{} << "Windows-1250";
    QTest::newRow("one code page: Привет through Windows-1251")
        << QByteArray("Привет, мир\n") << "Windows-1251" << false << QStringList{} << QString();
}

void TestMojibakeLocal::ambiguity()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, charset);
    QFETCH(bool, ambiguous);
    QFETCH(QStringList, readings);
    QFETCH(QString, alike);
    const QByteArray garbled = garble(text, {charset});
    const MojibakeReport r = analyze(garbled);
    QVERIFY(!r.findings.empty());
    bool anyAmbiguous = false;
    bool named = alike.isEmpty();
    for (const MojibakeFinding &f : r.findings) {
        anyAmbiguous = anyAmbiguous || f.ambiguous;
        named = named ||
                std::find(f.alike.begin(), f.alike.end(), alike.toStdString()) != f.alike.end();
        if (!f.ambiguous) {
            QVERIFY(f.alternatives.empty());
            continue;
        }
        // Reported, not repaired, with every reading and its chain.
        QVERIFY(!f.applied);
        QCOMPARE(f.repaired, f.original);
        QStringList texts;
        for (const MojibakeReading &reading : f.alternatives) {
            QVERIFY(!reading.chain.empty());
            texts << QString::fromStdString(reading.repaired);
        }
        QCOMPARE(QSet<QString>(texts.begin(), texts.end()),
                 QSet<QString>(readings.begin(), readings.end()));
        QCOMPARE(f.alternatives.front().chain, f.chain);
        QVERIFY2(f.evidence.find("reads the same characters as") != std::string::npos,
                 f.evidence.c_str());
    }
    QCOMPARE(anyAmbiguous, ambiguous);
    QVERIFY2(named, qPrintable(alike));
    // An ambiguous run is left as it is; any other is repaired.
    QCOMPARE(QByteArray::fromStdString(r.repaired), ambiguous ? garbled : text);
}

// MojibakeOptions::evidence = false (--fix-mojibake without --explain), with the program's code
// pages: the same repairs, ambiguities, alternatives and chains (C1 controls named ISO-8859-1),
// for every kind of finding a line can hold; only the evidence and the code pages giving the same
// repair left out.
void TestMojibakeLocal::sameFindingsWithoutEvidence_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("ambiguous: Prüfsumme through ISO-8859-2")
        << garble("Prüfsumme\n", {"ISO-8859-2"});
    QTest::newRow("alike: Café through Windows-1252") << garble("Café\n", {"Windows-1252"});
    QTest::newRow("Russian through CP866 in a CSV field")
        << "1," + garble("Съешь же ещё", {"CP866"}) + ",ok\n";
    QTest::newRow("C1 controls") << QByteArray("\xC2\x84Handwerk\xC2\x93 ok\n");
    QTest::newRow("CESU-8") << QByteArray("hi \xED\xA0\xBD\xED\xB8\x80!\n");
    QTest::newRow("modified UTF-8 NUL") << QByteArray("a\xC0\x80"
                                                      "b\n");
}

void TestMojibakeLocal::sameFindingsWithoutEvidence()
{
    QFETCH(QByteArray, input);
    const auto &all = charsets::mojibakeCharsets();
    MojibakeOptions options = charsets::mojibakeOptions();
    options.wholeInput = false;
    const MojibakeReport full =
        analyzeMojibake(bytesOf(input), LegacyCharsets(all.data(), all.size()), options);
    options.evidence = false;
    const MojibakeReport bare =
        analyzeMojibake(bytesOf(input), LegacyCharsets(all.data(), all.size()), options);
    QVERIFY(!full.findings.empty());
    QCOMPARE(bare.repaired, full.repaired);
    QCOMPARE(bare.findings.size(), full.findings.size());
    for (std::size_t i = 0; i < full.findings.size(); ++i) {
        const MojibakeFinding &a = full.findings[i];
        const MojibakeFinding &b = bare.findings[i];
        QVERIFY(!a.evidence.empty());
        QVERIFY(b.evidence.empty() && b.evidenceMessages.empty() && b.alike.empty());
        QCOMPARE(int(b.kind), int(a.kind));
        QCOMPARE(b.offset, a.offset);
        QCOMPARE(b.length, a.length);
        QCOMPARE(b.chain, a.chain);
        QCOMPARE(b.repaired, a.repaired);
        QCOMPARE(b.applied, a.applied);
        QCOMPARE(b.ambiguous, a.ambiguous);
        QCOMPARE(b.alternatives.size(), a.alternatives.size());
        for (std::size_t k = 0; k < a.alternatives.size(); ++k) {
            QCOMPARE(b.alternatives[k].chain, a.alternatives[k].chain);
            QCOMPARE(b.alternatives[k].repaired, a.alternatives[k].repaired);
        }
    }
}

QTEST_GUILESS_MAIN(TestMojibakeLocal)
#include "tst_mojibake_local.moc"
