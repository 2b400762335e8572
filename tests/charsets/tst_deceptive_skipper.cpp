// The deceptive-text line skipper (the AVX-512 and AVX2 kernels that pass over lines with nothing
// to find) against the rules themselves: the findings of a text analysed whole, where the skipper
// reads 64 or 32 bytes at a time, must be those of the same text fed a line at a time in two
// pieces (the line, then its line feed), which never reaches the skipper (and decodes each line). A
// line the skipper passed wrongly loses its findings. Run it with U8I_FAST_ISA=avx2 too for the
// narrow kernel.
#include <u8i/charsets/deceptive/deceptive_text.h>

#include "finding_summary.h"
#include "simd_implementations.h"

#include <QtTest>

#include <random>

using namespace u8i;
using namespace u8i::charsets;
using u8i::testing::summary;

namespace {

Bytes bytesOf(const QByteArray &text)
{
    return {reinterpret_cast<const std::uint8_t *>(text.constData()),
            static_cast<std::size_t>(text.size())};
}

// The findings of `text` fed a line at a time, each line without its line feed first.
std::vector<DeceptiveFinding> lineByLine(const QByteArray &text)
{
    std::vector<DeceptiveFinding> found;
    DeceptiveTextAnalyzer analyzer([&found](const DeceptiveFinding &f) { found.push_back(f); });
    const Bytes bytes = bytesOf(text);
    for (std::size_t at = 0; at < bytes.size();) {
        const auto lf = static_cast<std::size_t>(text.indexOf('\n', qsizetype(at)));
        const std::size_t end = lf == std::size_t(-1) ? bytes.size() : lf;
        if (end > at)
            analyzer.feed(bytes.subspan(at, end - at));
        if (end < bytes.size())
            analyzer.feed(bytes.subspan(end, 1));
        at = end + 1;
    }
    analyzer.finish();
    return found;
}

// "offset kind U+XXXX" for each finding, to compare and to show.
QStringList placed(const std::vector<DeceptiveFinding> &findings)
{
    QStringList out;
    const QStringList kinds = summary(findings);
    for (std::size_t i = 0; i < findings.size(); ++i)
        out << QString::number(findings[i].offset) + ' ' + kinds[qsizetype(i)];
    return out;
}

// Lines of ASCII words, `word` put at each byte offset from 0 to 130 of its line (so across
// every seam of 32- and 64-byte blocks), after a space and glued to a Latin letter.
QByteArray atEveryOffset(const QByteArray &word)
{
    QByteArray text;
    for (int offset = 0; offset <= 130; ++offset) {
        for (const char *before : {" ", "a"}) {
            QByteArray line;
            while (line.size() < offset)
                line += QByteArray("lorem ipsum ").left(offset - line.size());
            line += before + word + " dolor sit amet, consectetur adipiscing elit sed do";
            text += line + '\n';
        }
    }
    return text;
}

QByteArray utf8(char32_t cp)
{
    return QString::fromUcs4(&cp, 1).toUtf8();
}

} // namespace

class TestDeceptiveSkipper : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void wordsAtEverySeam_data();
    void wordsAtEverySeam();
    void everyBmpCharacterInAWord_data();
    void everyBmpCharacterInAWord();
    void randomBytesAmongWords_data();
    void randomBytesAmongWords();
    void scriptsChangingWordByWord_data();
    void scriptsChangingWordByWord();
    void mixedWordBesideOtherFindings_data();
    void mixedWordBesideOtherFindings();
};

// Says which kernel this run tests: the active implementation's (AVX-512, or AVX2 in the suite's
// second ctest run, U8I_FAST_ISA=avx2), and which implementations this CPU lacks.
void TestDeceptiveSkipper::initTestCase()
{
    QVERIFY(!testing::testedImplementations().empty());
    qInfo().noquote() << "running:" << testing::isaName(simd::active());
}

void TestDeceptiveSkipper::wordsAtEverySeam_data()
{
    QTest::addColumn<QByteArray>("word");
    // the characters the kernels settle by a lead byte's second byte, and by a third
    QTest::newRow("Greek from U+03C0 (lead CF, shared with Coptic)")
        << QStringLiteral("λόγπω").toUtf8();
    QTest::newRow("Coptic beside Greek") << QStringLiteral("πϣω").toUtf8();
    QTest::newRow("Latin word with a Greek pi") << QStringLiteral("abπcd").toUtf8();
    QTest::newRow("no-break space in a word") << QStringLiteral("abc\u00A0def").toUtf8();
    QTest::newRow("soft hyphen") << QStringLiteral("hyphen\u00ADation").toUtf8();
    QTest::newRow("guillemets and degree sign") << QStringLiteral("«где»°abc").toUtf8();
    QTest::newRow("Chinese with fullwidth comma") << QStringLiteral("中文，中文。abc").toUtf8();
    QTest::newRow("fullwidth Latin in a Chinese word") << QStringLiteral("中Ａ文ｂ").toUtf8();
    QTest::newRow("ideographic space") << QStringLiteral("中\u3000文").toUtf8();
    QTest::newRow("ideographic comma then Latin") << QStringLiteral("中、abc").toUtf8();
    QTest::newRow("iteration mark") << QStringLiteral("人々abc").toUtf8();
    QTest::newRow("kana with sound marks and middle dot")
        << QStringLiteral("ひらがな゛カタ・カナー").toUtf8();
    QTest::newRow("em dash between scripts") << QStringLiteral("abc—где").toUtf8();
    QTest::newRow("zero-width space") << QStringLiteral("ab\u200Bcd").toUtf8();
    QTest::newRow("word joiner and superscript") << QStringLiteral("x\u2060²y").toUtf8();
    QTest::newRow("euro sign between scripts") << QStringLiteral("100€abc€где").toUtf8();
    QTest::newRow("trade mark and Kelvin sign") << QStringLiteral("abc™\u212Adef").toUtf8();
    QTest::newRow("halfwidth katakana and Hangul filler") << QStringLiteral("ｶﾀｶﾅ\uFFA0ｶ").toUtf8();
    QTest::newRow("Arabic letter mark") << QStringLiteral("مرحبا\u061Cبك").toUtf8();
    QTest::newRow("Devanagari with danda") << QStringLiteral("नमस्ते। abcनम").toUtf8();
    QTest::newRow("Hangul syllables") << QStringLiteral("한국어abc").toUtf8();
    QTest::newRow("Armenian beside Cyrillic (lead D4)") << QStringLiteral("Հայaԁ").toUtf8();
    QTest::newRow("emoji between scripts") << QStringLiteral("abc😀где").toUtf8();
    QTest::newRow("emoji with ZWJ and variation selector")
        << QStringLiteral("👨\u200D👩\u200D👧x\uFE0Fy").toUtf8();
    QTest::newRow("tag characters") << QStringLiteral("ab\U000E0041\U000E0042cd").toUtf8();
    QTest::newRow("CJK extension B") << QStringLiteral("𠀀中abc").toUtf8();
    QTest::newRow("long digit run between scripts")
        << QStringLiteral("abc0123456789012345678901234567890123456789где").toUtf8();
    QTest::newRow("long digit run in one script")
        << QStringLiteral("где0123456789012345678901234567890123456789жзи").toUtf8();
    QTest::newRow("combining marks run")
        << QStringLiteral("e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308б").toUtf8();
    QTest::newRow("bidi override") << QStringLiteral("abc\u202Edef").toUtf8();
    // Ill-formed bytes, which the kernels read as they come (each ends a word for the rules).
    QTest::newRow("stray continuation byte between scripts") << QByteArray("abc\x80\xD0\xB3"
                                                                           "de");
    QTest::newRow("cut lead byte before a Cyrillic letter")
        << QByteArray("abc\xE3\xD0\xB3\xD0\xB4\xD0\xB5");
    QTest::newRow("cut emoji before a bidi override") << QByteArray("ab\xF0\x9F\xE2\x80\xAE"
                                                                    "cd");
    QTest::newRow("cut lead of a fullwidth comma")
        << QByteArray("\xE4\xB8\xAD\xEF\xBC\xE4\xB8\xAD");
    QTest::newRow("overlong and surrogate")
        << QByteArray("ab\xE0\x80\xAF\xED\xA0\x80\xC0\xAF\xCF\x80");
    QTest::newRow("bytes that are never UTF-8") << QByteArray("ab\xFF\xF8\xC1\xBF\xD0\xB3");
}

void TestDeceptiveSkipper::wordsAtEverySeam()
{
    QFETCH(QByteArray, word);
    const QByteArray text = atEveryOffset(word);
    QCOMPARE(placed(findDeceptiveText(bytesOf(text))), placed(lineByLine(text)));
}

void TestDeceptiveSkipper::everyBmpCharacterInAWord_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::newRow("inside a Latin word") << QStringLiteral("abc") << QStringLiteral("def");
    QTest::newRow("inside a Cyrillic word") << QStringLiteral("где") << QStringLiteral("жзи");
}

// Each character of the BMP (but surrogates and the line feed) inside a word, a line each, at an
// offset that moves with the character, so that it meets every position in a block.
void TestDeceptiveSkipper::everyBmpCharacterInAWord()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QByteArray text;
    for (char32_t cp = 0; cp < 0x10000; ++cp) {
        if (cp == '\n' || (cp >= 0xD800 && cp < 0xE000))
            continue;
        text += QByteArray("lorem ipsum dolor sit amet ").left(int(cp % 27)) + before.toUtf8() +
                utf8(cp) + after.toUtf8() + " consectetur adipiscing elit, sed do eiusmod\n";
    }
    const auto whole = findDeceptiveText(bytesOf(text));
    // bidi controls, invisible characters, other spaces; in a Latin word, the letters like Latin
    // ones (about 400 in all); in a Cyrillic word, every letter of another script (about 100,000)
    QVERIFY(whole.size() > 300);
    QCOMPARE(placed(whole), placed(lineByLine(text)));
}

void TestDeceptiveSkipper::randomBytesAmongWords_data()
{
    QTest::addColumn<std::uint32_t>("seed");
    QTest::addColumn<int>("strayEvery"); // one piece in this many is random bytes
    QTest::newRow("now and then") << std::uint32_t(1) << 40;
    QTest::newRow("often") << std::uint32_t(2) << 5;
    QTest::newRow("mostly") << std::uint32_t(3) << 2;
}

// Lines of words in several scripts, look-alikes and hidden characters, with runs of random bytes
// (mostly from 0x80: stray continuation bytes, cut and bad lead bytes) put in between and inside.
void TestDeceptiveSkipper::randomBytesAmongWords()
{
    QFETCH(std::uint32_t, seed);
    QFETCH(int, strayEvery);
    static const char *const words[] = {"word", "слово", "λόγος", "单词",       "ことば", "😀",
                                        "Ａｂ", "，",    "。",    "—",          "€",      "ϣ",
                                        "_x_",  "ﾊﾝ",    "한국",  "12345678901"};
    // one piece in 50: something to find (so that most lines are skipped)
    static const char *const tricks[] = {"\u00A0", "\u200B", "\u202E", "\u3000", "sаy"};
    std::mt19937 rng(seed);
    QByteArray text;
    for (int n = 0; n < 20000; ++n) {
        QByteArray line;
        for (int w = 1 + int(rng() % 12); w > 0; --w) {
            if (int(rng() % std::uint32_t(strayEvery)) == 0) {
                for (int b = 1 + int(rng() % 4); b > 0; --b)
                    line += char(rng() % 8 == 0 ? rng() % 0x80 : 0x80 + rng() % 0x80);
            } else if (rng() % 50 == 0) {
                line += tricks[rng() % std::size(tricks)];
            } else {
                line += words[rng() % std::size(words)];
            }
            if (rng() % 3 != 0)
                line += ' ';
        }
        text += line.replace('\n', ' ') + '\n'; // (a random byte may be a line feed)
    }
    const auto whole = findDeceptiveText(bytesOf(text));
    QVERIFY(whole.size() > 1000);
    QCOMPARE(placed(whole), placed(lineByLine(text)));
}

void TestDeceptiveSkipper::scriptsChangingWordByWord_data()
{
    QTest::addColumn<QString>("mixed");    // a word that mixes scripts, put now and then
    QTest::addColumn<int>("findingsEach"); // the findings each such word has
    QTest::newRow("no word mixes scripts") << QString() << 0;
    QTest::newRow("Latin i in a Cyrillic word (two look-alikes)")
        << QStringLiteral("локалiзацiї") << 2;
    QTest::newRow("Cyrillic a in a Latin word") << QStringLiteral("sаy") << 1;
    QTest::newRow("a printf remnant glued to Hangul") << QStringLiteral("s에") << 0;
    QTest::newRow("an acronym glued to Tamil") << QStringLiteral("EULAவை") << 0;
    QTest::newRow("Latin inside a Japanese word") << QStringLiteral("リポジトリIDと") << 0;
    QTest::newRow("Latin glued to Georgian") << QStringLiteral("sგასაღების") << 0;
    QTest::newRow("Greek omicron in a Latin word") << QStringLiteral("mοde") << 1;
}

// Lines whose script changes word by word (as the catalogs of a desktop give them when mixed),
// with a word that mixes scripts in one line of seven: the findings of the text analysed whole,
// the skipper passing the lines where no word mixes scripts, are those of each line decoded.
void TestDeceptiveSkipper::scriptsChangingWordByWord()
{
    QFETCH(QString, mixed);
    QFETCH(int, findingsEach);
    static const char *const words[] = {"файл",   "слово", "λόγος", "单词", "ことば", "한국어",
                                        "مرحبا",  "שלום",  "नमस्ते",  "สวัสดี", "தமிழ்",   "ქართული",
                                        "Wörter", "żółw",  "naïve", "%s",   "100%",   "v2.0",
                                        "«где»",  "—",     "。",    "，",   "😀",      "ID"};
    std::mt19937 rng(25);
    QByteArray text;
    int placedMixed = 0;
    for (int n = 0; n < 5000; ++n) {
        QByteArray line;
        const int count = 6 + int(rng() % 13); // 6 to 18 words, as write_mixed_words.py writes
        const int at = !mixed.isEmpty() && n % 7 == 0 ? int(rng() % std::uint32_t(count)) : -1;
        for (int w = 0; w < count; ++w) {
            line += w == at ? mixed.toUtf8() : QByteArray(words[rng() % std::size(words)]);
            line += w + 1 < count ? " " : "";
        }
        placedMixed += at >= 0 ? 1 : 0;
        text += line + '\n';
    }
    const auto whole = findDeceptiveText(bytesOf(text));
    QCOMPARE(int(whole.size()), placedMixed * findingsEach);
    QCOMPARE(placed(whole), placed(lineByLine(text)));
}

void TestDeceptiveSkipper::mixedWordBesideOtherFindings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("look-alike alone")
        << QStringLiteral("say pаypal\n") << QStringList{"confusable U+0430"};
    QTest::newRow("look-alike, then a zero-width space")
        << QStringLiteral("pаypal is_\u200Badmin\n")
        << QStringList{"confusable U+0430", "invisible U+200B"};
    QTest::newRow("no-break space, then a look-alike")
        << QStringLiteral("x\u00A0= аdmin\n")
        << QStringList{"nonstandard-space U+00A0", "confusable U+0430"};
    QTest::newRow("look-alike, then an ideographic space")
        << QStringLiteral("sаy foo\u3000bar\n")
        << QStringList{"confusable U+0430", "nonstandard-space U+3000"};
    QTest::newRow("look-alike inside an override")
        << QStringLiteral("say \u202Esаy\u202C\n")
        << QStringList{"bidi-control U+202E", "confusable U+0430", "bidi-control U+202C"};
    QTest::newRow("look-alike, then an override left open")
        << QStringLiteral("sаy \u202Eyas\n")
        << QStringList{"confusable U+0430", "bidi-control U+202E", "bidi-unterminated U+202E"};
    QTest::newRow("override left open a piece before a look-alike")
        << (QStringLiteral("\u202E") + QStringLiteral("lorem ipsum ").repeated(6000) +
            QStringLiteral("sаy\n"))
        << QStringList{"bidi-control U+202E", "bidi-unterminated U+202E", "confusable U+0430"};
}

// A line with a word of two scripts gets the look-alike rule alone when no other rule has a
// character to look at there, and every rule when one has: nothing else is lost.
void TestDeceptiveSkipper::mixedWordBesideOtherFindings()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const QByteArray lines = (QStringLiteral("lorem ipsum где\n") + text).toUtf8().repeated(3);
    const auto whole = findDeceptiveText(bytesOf(lines));
    QStringList three;
    for (int n = 0; n < 3; ++n)
        three << expected;
    QCOMPARE(summary(whole), three);
    QCOMPARE(placed(whole), placed(lineByLine(lines)));
}

QTEST_GUILESS_MAIN(TestDeceptiveSkipper)
#include "tst_deceptive_skipper.moc"
