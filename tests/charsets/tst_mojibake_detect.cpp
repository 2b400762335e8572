// Mojibake detection and repair with the real (ICU) charsets. The mojibake in these tests is
// made here, by running correct text through the chain of wrong decodings it names, so that the
// tables come from ICU and no expected string is typed in garbled form.
#include "garble.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/mojibake/mojibake.h"

#include <QTest>

using namespace u8i;
using namespace u8i::testing;

namespace {

QStringList chainOf(const MojibakeFinding &f)
{
    QStringList out;
    for (const std::string &s : f.chain)
        out << QString::fromStdString(s);
    return out;
}

QByteArray repairedOf(const MojibakeReport &r)
{
    return QByteArray(r.repaired.data(), static_cast<qsizetype>(r.repaired.size()));
}

} // namespace

class TestMojibakeDetect : public QObject {
    Q_OBJECT

  private slots:
    void repairsChains_data();
    void repairsChains();
    void leavesCorrectTextAlone_data();
    void leavesCorrectTextAlone();
    void lostNoBreakSpace_data();
    void lostNoBreakSpace();
    void namesTheChain();
    void findingsPointIntoBothTexts();
    void reportsUndefinedWindows1252Bytes_data();
    void reportsUndefinedWindows1252Bytes();
    void repairsCesu8ThroughWindows1252();
    void acceptsLookAlikesOfOtherDecoders();
    void guessesTheLegacyCharsetOfAFile_data();
    void guessesTheLegacyCharsetOfAFile();
    void repairsLatin1BytesInsideUtf8();
    void detectsUtf16_data();
    void detectsUtf16();
    void viewAsCharsetsAreAllThere();
};

void TestMojibakeDetect::repairsChains_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("chain");
    const QStringList w1252{"Windows-1252"};
    const QStringList twice{"Windows-1252", "Windows-1252"};
    const QStringList thrice{"Windows-1252", "Windows-1252", "Windows-1252"};

    QTest::newRow("French, Windows-1252") << "Le café est très bon, à bientôt à Paris." << w1252;
    QTest::newRow("French, twice") << "Le café est très bon, à bientôt à Paris." << twice;
    QTest::newRow("French, 3 times") << "Le café est très bon, à bientôt à Paris." << thrice;
    QTest::newRow("German, Windows-1252") << "Größere Übungen für Äpfel und Öl" << w1252;
    QTest::newRow("German, twice") << "Größere Übungen für Äpfel und Öl" << twice;
    QTest::newRow("Portuguese, Windows-1252") << "Não há informação sobre a ação" << w1252;
    QTest::newRow("Portuguese, ISO-8859-1")
        << "Não há informação sobre a ação" << QStringList{"ISO-8859-1"};
    QTest::newRow("quotes, Windows-1252") << "It’s “quoted” — isn’t it…" << w1252;
    QTest::newRow("quotes, ISO-8859-1") << "It’s “quoted” — isn’t it…" << QStringList{"ISO-8859-1"};
    QTest::newRow("quotes, twice") << "It’s “quoted” — isn’t it…" << twice;
    QTest::newRow("quotes, 3 times") << "It’s “quoted” — isn’t it…" << thrice;
    QTest::newRow("Polish, Windows-1252") << "Zażółć gęślą jaźń, łódź" << w1252;
    QTest::newRow("Polish, Windows-1250")
        << "Zażółć gęślą jaźń, łódź i źdźbło" << QStringList{"Windows-1250"};
    QTest::newRow("Czech, ISO-8859-2")
        << "Příliš žluťoučký kůň úpěl ďábelské ódy" << QStringList{"ISO-8859-2"};
    QTest::newRow("Turkish, Windows-1252") << "Işık ılık süt iç, İstanbul" << w1252;
    QTest::newRow("Greek, Windows-1252") << "Καλημέρα κόσμε, τι κάνεις;" << w1252;
    QTest::newRow("Greek, twice") << "Καλημέρα κόσμε, τι κάνεις;" << twice;
    QTest::newRow("Greek, MacRoman") << "Καλημέρα κόσμε, τι κάνεις;" << QStringList{"MacRoman"};
    QTest::newRow("Cyrillic, Windows-1252") << "Привет, как дела? Всё хорошо." << w1252;
    QTest::newRow("Cyrillic, Windows-1251")
        << "Привет, как дела? Всё хорошо." << QStringList{"Windows-1251"};
    QTest::newRow("Cyrillic, Windows-1251 twice")
        << "Привет, как дела? Всё хорошо." << QStringList{"Windows-1251", "Windows-1251"};
    QTest::newRow("Cyrillic, CP437") << "Привет, как дела? Всё хорошо." << QStringList{"CP437"};
    QTest::newRow("Chinese, Windows-1252") << "简体中文的测试文本" << w1252;
    QTest::newRow("Chinese, twice") << "简体中文的测试文本" << twice;
    QTest::newRow("Japanese, Windows-1252") << "日本語のテキストです" << w1252;
    QTest::newRow("Korean, Windows-1252") << "한국어 텍스트입니다" << w1252;
    QTest::newRow("Hebrew, Windows-1252") << "שלום עולם" << w1252;
    QTest::newRow("emoji, Windows-1252") << "Nice 😀 and 👍 and ❤ done" << w1252;
    QTest::newRow("emoji, twice") << "Nice 😀 and 👍 and ❤ done" << twice;
    QTest::newRow("emoji, 3 times") << "Nice 😀 and 👍 done" << thrice;
    // A lone lower-case Greek letter inside a Latin word (a symbol there: IFNγR2, IL2RγcKO).
    QTest::newRow("Greek letter in a Latin word, Windows-1252")
        << "the IFNγR2 and TGFβRII genes" << w1252;
    QTest::newRow("Greek letter in a Latin word, twice") << "the IFNγR2 and TGFβRII genes" << twice;
    // One sequence that reads well undone explains the others of the text (same chain).
    QTest::newRow("Greek letters ending Latin words, Windows-1252")
        << "Mice lacking IL2Rγ and TNFαR1 were used" << w1252;
    QTest::newRow("Greek letters ending Latin words, twice")
        << "Mice lacking IL2Rγ and TNFαR1 were used" << twice;
    QTest::newRow("Greek letter in a Latin word, MacRoman")
        << "Mäuse mit IL2RγcKO-Zellen" << QStringList{"MacRoman"};
    QTest::newRow("Greek letter in a Latin word, ISO-8859-1")
        << "Mäuse mit IL2RγcKO-Zellen" << QStringList{"ISO-8859-1"};
    QTest::newRow("Windows-1252 then Windows-1251")
        << "Le prix: 5 £ et 7 € pour le café" << QStringList{"Windows-1252", "Windows-1251"};
}

void TestMojibakeDetect::repairsChains()
{
    QFETCH(QString, text);
    QFETCH(QStringList, chain);
    const QByteArray correct = text.toUtf8();
    const QByteArray garbled = garble(correct, chain);
    QVERIFY2(garbled != correct, "the chain must change the text");
    const MojibakeReport report = analyze(garbled);
    QCOMPARE(QString::fromUtf8(repairedOf(report)), text);
    QVERIFY(report.changed);
    for (const MojibakeFinding &f : report.findings) {
        QCOMPARE(f.kind, MojibakeKind::Misdecoded);
        QCOMPARE(f.chain.size(), static_cast<std::size_t>(chain.size()));
        QVERIFY(!f.evidence.empty());
    }
}

void TestMojibakeDetect::leavesCorrectTextAlone_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("Portuguese capitals") << "SÃO PAULO, NÃO, IRMÃ, MAÇÃ";
    QTest::newRow("Portuguese spaced capitals") << "C O N C L U S Ã O";
    QTest::newRow("French") << "Le café est très bon, à bientôt";
    QTest::newRow("German") << "Straße über Äpfel, Öl und Übel";
    QTest::newRow("curly quotes") << "naïve coöperate — “quoted” ‘single’ …";
    QTest::newRow("Cyrillic") << "Привет, как дела? Всё хорошо.";
    QTest::newRow("Ukrainian capitals") << "ВІКІ is Ukrainian for WIKI";
    QTest::newRow("Greek") << "Καλημέρα κόσμε";
    QTest::newRow("Chinese") << "中文文本测试，简体";
    QTest::newRow("Japanese") << "日本語のテキスト、こんにちは";
    QTest::newRow("Korean") << "한국어 텍스트";
    QTest::newRow("emoji") << "Emoji 😀👍🏽 and ❤️ here";
    QTest::newRow("symbols") << "50 € · 20 £ · © 2024 ® ™ ± 3 °C";
    QTest::newRow("Polish") << "Łódź, Kraków, Gdańsk";
    QTest::newRow("Turkish") << "İstanbul Şişli Ağaç";
    QTest::newRow("mathematics") << "(-1/2)! = √π and ∑ x² ≤ ∞";
    QTest::newRow("box drawing") << "├──┤ a ┼ b ┐";
    QTest::newRow("Greek letters as symbols in Latin text")
        << "IL2RγcKO, IFNγR2, TNFα, 5 μm, β-catenin";
    QTest::newRow("French capitals before an ellipsis")
        << "JE T'AI HAÏ… C'EST NAÏF"; // Ï… = CF 85 = υ
    QTest::newRow("capitals before signs") << "NESTLÉ® et CAFÉ³, VOCÊ…";
    QTest::newRow("superscripts inside words") << "x²y and m³s";
    QTest::newRow("Cyrillic letter in a Latin word") << "SENSЕ and ФOTO";
    QTest::newRow("Greek text with Latin units") << "Η ταχύτητα είναι 5 km/h";
    QTest::newRow("ASCII") << "plain ASCII text, nothing to see";
    QTest::newRow("empty") << "";
}

void TestMojibakeDetect::leavesCorrectTextAlone()
{
    QFETCH(QString, text);
    const MojibakeReport report = analyze(text.toUtf8());
    QCOMPARE(QString::fromUtf8(repairedOf(report)), text);
    QVERIFY(!report.changed);
}

void TestMojibakeDetect::lostNoBreakSpace_data()
{
    // UTF-8 read as Windows-1252, then its no-break spaces (the byte A0) made spaces and runs of
    // blanks collapsed. Where the A0 ended a one-letter word, the space kept is either a word
    // space (the A0 gone) or the A0 itself: the repair takes one and says that both fit.
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("note");
    const QString both = "the bytes cannot tell the two apart";
    const QString taken = "was taken for a space that it became";
    QTest::newRow("French à before a word") << "Le café est à côté de la gare" << both;
    QTest::newRow("Portuguese às") << "com atenção às crianças" << taken;
    QTest::newRow("Cyrillic Р (D0 A0)") << "Привет из Рима и Праги" << taken;
    QTest::newRow("Greek Π (CE A0)") << "Καλημέρα από την Πάτμο και τον Πειραιά" << taken;
    QTest::newRow("Chinese 丠 (E4 B8 A0)") << "自由丠中文" << taken;
}

void TestMojibakeDetect::lostNoBreakSpace()
{
    QFETCH(QString, text);
    QFETCH(QString, note);
    QString garbled = QString::fromUtf8(garble(text.toUtf8(), {"Windows-1252"}));
    QVERIFY(garbled.contains(QChar(0xA0)));
    garbled.replace(QChar(0xA0), QChar(' '));
    garbled.replace("  ", " ");
    const MojibakeReport report = analyze(garbled.toUtf8());
    QCOMPARE(QString::fromUtf8(repairedOf(report)), text);
    bool noted = false;
    for (const MojibakeFinding &f : report.findings)
        if (QString::fromStdString(f.evidence).contains(note)) {
            noted = true;
            QVERIFY(f.lossy);
        }
    QVERIFY2(noted, qPrintable(note));
}

void TestMojibakeDetect::namesTheChain()
{
    const QByteArray garbled = garble("It’s “quoted”", {"Windows-1252", "Windows-1252"});
    const MojibakeReport report = analyze(garbled);
    QVERIFY(!report.findings.empty());
    const MojibakeFinding &f = report.findings.front();
    QCOMPARE(chainOf(f), (QStringList{"Windows-1252", "Windows-1252"}));
    QCOMPARE(QString::fromStdString(describeChain(f)),
             QStringLiteral("UTF-8 → decoded as Windows-1252 → encoded as UTF-8 (twice)"));
    QVERIFY(QString::fromStdString(f.evidence).contains("well-formed UTF-8"));

    const MojibakeReport mixed =
        analyze(garble("Cost: 5 £ and café", {"Windows-1252", "Windows-1251"}));
    QVERIFY(!mixed.findings.empty());
    QCOMPARE(QString::fromStdString(describeChain(mixed.findings.front())),
             QStringLiteral("UTF-8 → decoded as Windows-1252 → encoded as UTF-8 → decoded as "
                            "Windows-1251 → encoded as UTF-8"));
}

void TestMojibakeDetect::findingsPointIntoBothTexts()
{
    const QByteArray garbled = garble("Crème brûlée — “très” bon, 日本 😀", {"Windows-1252"});
    const MojibakeReport report = analyze(garbled);
    QVERIFY(report.findings.size() >= 4);
    for (const MojibakeFinding &f : report.findings) {
        QCOMPARE(garbled.mid(static_cast<qsizetype>(f.offset), static_cast<qsizetype>(f.length)),
                 QByteArray(f.original.data(), static_cast<qsizetype>(f.original.size())));
        QCOMPARE(report.repaired.substr(f.repairedOffset, f.repairedLength), f.repaired);
        QVERIFY(f.original != f.repaired);
    }
}

void TestMojibakeDetect::reportsUndefinedWindows1252Bytes_data()
{
    // UTF-8 sequences whose bytes include one of 81 8D 8F 90 9D, undefined in Windows-1252.
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("c1Kept"); // the mojibake still carries the byte as a C1 control
    QTest::newRow("Č (C4 8C) kept as U+008D") << "Čeština je čeština" << true;
    QTest::newRow("” (E2 80 9D) kept as U+009D") << "He said “yes” to it" << true;
    QTest::newRow("Č lost as U+FFFD") << "Čeština je čeština" << false;
}

void TestMojibakeDetect::reportsUndefinedWindows1252Bytes()
{
    QFETCH(QString, text);
    QFETCH(bool, c1Kept);
    QByteArray garbled = garble(text.toUtf8(), {"Windows-1252"});
    if (!c1Kept) // a strict decoder turned the undefined byte into U+FFFD
        for (const char *c1 : {"\xC2\x81", "\xC2\x8D", "\xC2\x8F", "\xC2\x90", "\xC2\x9D"})
            garbled.replace(c1, "\xEF\xBF\xBD");
    const MojibakeReport report = analyze(garbled);
    // The evidence names the undefined byte; the C1 control it became has one reading, so the run
    // is repaired, not ambiguous. A lost byte makes the repair lossy.
    bool flagged = false;
    for (const MojibakeFinding &f : report.findings) {
        QVERIFY(!f.ambiguous);
        flagged = flagged ||
                  (c1Kept ? f.evidence.find("is undefined in Windows-1252") != std::string::npos
                          : f.lossy);
    }
    QVERIFY2(flagged, "a repair through an undefined byte must say so");
    if (c1Kept) {
        QCOMPARE(QString::fromUtf8(repairedOf(report)), text);
    } else {
        const QString repaired = QString::fromUtf8(repairedOf(report));
        QVERIFY(repaired.contains(QChar(0xFFFD)));
        QVERIFY(repaired.contains("tina je"));
        QVERIFY(!repaired.contains(QString::fromUtf8("Ä")));
    }
}

void TestMojibakeDetect::repairsCesu8ThroughWindows1252()
{
    // U+1F60D in CESU-8 is ED A0 BD ED B8 8D; read as Windows-1252 and written back as UTF-8.
    const QByteArray cesu("Hi \xED\xA0\xBD\xED\xB8\x8D there");
    const QByteArray garbled = toUtf8(charset("Windows-1252").decode(bytesOf(cesu)).text);
    const MojibakeReport report = analyze(garbled);
    QCOMPARE(QString::fromUtf8(repairedOf(report)), QString::fromUtf8("Hi 😍 there"));
    QVERIFY(!report.findings.empty());
    QCOMPARE(report.findings.front().source, std::string("CESU-8"));
}

void TestMojibakeDetect::acceptsLookAlikesOfOtherDecoders()
{
    // CP437 E6 is U+03BC in ICU's table and U+00B5 in others (Python's, for one): mojibake made
    // by either decoder is repaired.
    const QString text = "日本語と日本の文化";
    const QString icu = QString::fromUtf8(garble(text.toUtf8(), {"CP437"}));
    QVERIFY(icu.contains(QChar(0x03BC)) || icu.contains(QChar(0x00B5)));
    QString other = icu;
    other.replace(QChar(0x03BC), QChar(0x00B5));
    for (const QString &garbled : {icu, other})
        QCOMPARE(QString::fromUtf8(repairedOf(analyze(garbled.toUtf8()))), text);
}

void TestMojibakeDetect::guessesTheLegacyCharsetOfAFile_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QStringList>("accepted"); // charsets that encode this text identically
    const QString french = "Le café est très bon; où est la forêt? À bientôt, garçon.";
    QTest::newRow("French in Windows-1252")
        << french << "Windows-1252" << QStringList{"Windows-1252", "ISO-8859-1", "ISO-8859-15"};
    const QString russian = "Съешь же ещё этих мягких французских булок, да выпей чаю.";
    QTest::newRow("Russian in Windows-1251")
        << russian << "Windows-1251" << QStringList{"Windows-1251"};
    QTest::newRow("Russian in KOI8-R") << russian << "KOI8-R" << QStringList{"KOI8-R"};
    QTest::newRow("Greek in Windows-1253") << "Καλημέρα κόσμε, τι κάνεις σήμερα;"
                                           << "Windows-1253" << QStringList{"Windows-1253"};
    QTest::newRow("Japanese in Shift_JIS") << "日本語のテキストです。今日は良い天気ですね。"
                                           << "Shift_JIS" << QStringList{"Shift_JIS"};
    QTest::newRow("Chinese in GB18030") << "这是一个简体中文的测试文本，我们来看看。"
                                        << "GB18030" << QStringList{"GB18030"};
    QTest::newRow("Korean in EUC-KR") << "한국어 텍스트입니다. 오늘은 날씨가 좋네요."
                                      << "EUC-KR" << QStringList{"EUC-KR"};
}

void TestMojibakeDetect::guessesTheLegacyCharsetOfAFile()
{
    QFETCH(QString, text);
    QFETCH(QString, encoding);
    QFETCH(QStringList, accepted);
    std::u32string u32;
    for (char32_t c : text.toUcs4())
        u32.push_back(c);
    const auto encoded = charset(encoding).encode(u32);
    QVERIFY(encoded.has_value());
    const QByteArray bytes(encoded->data(), static_cast<qsizetype>(encoded->size()));
    QVERIFY(!QString::fromUtf8(bytes).isEmpty());
    const MojibakeReport report = analyze(bytes);
    QCOMPARE(report.findings.size(), std::size_t{1});
    const MojibakeFinding &f = report.findings.front();
    QCOMPARE(f.kind, MojibakeKind::LegacyEncoding);
    QVERIFY2(accepted.contains(QString::fromStdString(f.source)), f.source.c_str());
    QCOMPARE(QString::fromUtf8(repairedOf(report)), text);
    QVERIFY(QString::fromStdString(f.evidence).contains("next best"));
}

void TestMojibakeDetect::repairsLatin1BytesInsideUtf8()
{
    // A UTF-8 file with one line pasted in from a Windows-1252 file.
    QByteArray data = QString("Überschrift in UTF-8 — gut\n").toUtf8();
    const auto latin = charset("Windows-1252").encode(U"Zeile in Windows-1252: Größe, Übel\n");
    QVERIFY(latin.has_value());
    data += QByteArray(latin->data(), static_cast<qsizetype>(latin->size()));
    const MojibakeReport report = analyze(data);
    QCOMPARE(QString::fromUtf8(repairedOf(report)),
             QString("Überschrift in UTF-8 — gut\nZeile in Windows-1252: Größe, Übel\n"));
    QVERIFY(!report.findings.empty());
    for (const MojibakeFinding &f : report.findings) {
        QCOMPARE(f.kind, MojibakeKind::LegacyEncoding);
        QCOMPARE(f.source, std::string("Windows-1252"));
    }
}

void TestMojibakeDetect::detectsUtf16_data()
{
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<bool>("bom");
    QTest::newRow("UTF-16LE with BOM") << "UTF-16LE" << true;
    QTest::newRow("UTF-16BE with BOM") << "UTF-16BE" << true;
    QTest::newRow("UTF-16LE, NUL every other byte") << "UTF-16LE" << false;
    QTest::newRow("UTF-16BE, NUL every other byte") << "UTF-16BE" << false;
}

void TestMojibakeDetect::detectsUtf16()
{
    QFETCH(QString, encoding);
    QFETCH(bool, bom);
    const std::u32string text = U"Plain text with an é and a 😀, mostly ASCII.";
    auto encoded = charset(encoding).encode(text);
    QVERIFY(encoded.has_value());
    QByteArray bytes(encoded->data(), static_cast<qsizetype>(encoded->size()));
    if (bom)
        bytes.prepend(encoding == "UTF-16LE" ? QByteArray("\xFF\xFE") : QByteArray("\xFE\xFF"));
    const MojibakeReport report = analyze(bytes);
    QCOMPARE(report.findings.size(), std::size_t{1});
    QCOMPARE(report.findings.front().kind, MojibakeKind::Utf16);
    QCOMPARE(QString::fromStdString(report.findings.front().source), encoding);
    QCOMPARE(repairedOf(report), toUtf8(text));
}

void TestMojibakeDetect::viewAsCharsetsAreAllThere()
{
    for (const char *name : {"Windows-1252", "ISO-8859-1", "ISO-8859-15", "Windows-1250",
                             "Windows-1251", "MacRoman", "CP437", "CP850", "KOI8-R", "Shift_JIS",
                             "GB18030", "Big5", "EUC-KR", "UTF-16LE", "UTF-16BE"}) {
        const LegacyCharset *c = charsets::legacyCharset(name);
        QVERIFY2(c != nullptr, name);
        // Every charset round-trips ASCII letters (UTF-16 as two bytes each).
        const auto bytes = c->encode(U"Az");
        QVERIFY2(bytes.has_value(), name);
        QCOMPARE(
            c->decode(Bytes(reinterpret_cast<const std::uint8_t *>(bytes->data()), bytes->size()))
                .text,
            std::u32string(U"Az"));
    }
    // Windows-1252 leaves 81 8D 8F 90 9D undefined; it defines 80 as the euro sign.
    const std::uint8_t holes[] = {0x80, 0x81, 0x8D, 0x8F, 0x90, 0x9D};
    const LegacyDecoding d = charset("Windows-1252").decode(Bytes(holes, sizeof holes));
    QCOMPARE(d.text.front(), char32_t{0x20AC});
    QCOMPARE(d.undefinedBytes, (std::vector<Offset>{1, 2, 3, 4, 5}));
}

QTEST_GUILESS_MAIN(TestMojibakeDetect)
#include "tst_mojibake_detect.moc"
