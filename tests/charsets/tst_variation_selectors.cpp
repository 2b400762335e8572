// Variation selectors "out of context" (the `invisible` notice): a selector is left alone after a
// base it can vary and reported elsewhere, per kind of selector (emoji presentation, ideographic,
// Mongolian, standardized variants). Rows are written for the rule; the emoji rows come from ICU's
// own list of RGI emoji (every one of its emoji, keycaps, flags, tag and ZWJ sequences must pass)
// and the CJK rows from the compatibility ideographs, whose standardized variants are
// <unified ideograph, VSn>.
#include "finding_summary.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uset.h>

#include <QtTest>

using u8i::testing::analyse;
using u8i::testing::summary;
using u8i::testing::text;

namespace {

// The strings of an ICU set (its code points and its strings), at most `limit` of them.
QStringList stringsOf(const char16_t *pattern, int limit)
{
    QStringList out;
    UErrorCode status = U_ZERO_ERROR;
    USet *set = uset_openPattern(pattern, -1, &status);
    if (U_FAILURE(status))
        return out;
    for (int32_t i = 0; i < uset_getItemCount(set) && out.size() < limit; ++i) {
        UChar32 first = 0, last = 0;
        UChar buffer[64];
        const int32_t length = uset_getItem(set, i, &first, &last, buffer, 64, &status);
        if (length > 0) {
            out << QString::fromUtf16(reinterpret_cast<const char16_t *>(buffer), length);
            continue;
        }
        for (UChar32 c = first; c <= last && out.size() < limit; ++c) {
            const char32_t one = static_cast<char32_t>(c);
            out << QString::fromUcs4(&one, 1);
        }
    }
    uset_close(set);
    return out;
}

} // namespace

class TestVariationSelectors : public QObject {
    Q_OBJECT

  private slots:
    void selectors_data();
    void selectors();
    void hiddenBytesAreSpelledOut_data();
    void hiddenBytesAreSpelledOut();
    void everyRgiEmojiPasses();
    void cjkCompatibilityVariants();
};

void TestVariationSelectors::selectors_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("expected");
    const QStringList none;
    const QStringList vs16{"invisible U+FE0F"};

    // VS15 and VS16: text or emoji presentation of a character with Emoji=Yes.
    QTest::newRow("emoji: heart with VS16") << text(U"I \u2764\uFE0F it") << none;
    QTest::newRow("emoji: smiley with VS15 (text style)") << text(U"\u263A\uFE0E ok") << none;
    QTest::newRow("emoji: keycap one") << text(U"press 1\uFE0F\u20E3") << none;
    QTest::newRow("emoji: copyright sign as emoji") << text(U"\u00A9\uFE0F 2026") << none;
    QTest::newRow("emoji: VS16 after an emoji-presentation emoji")
        << text(U"\U0001F600\uFE0F") << none;
    QTest::newRow("Latin letter with VS16") << text(U"a\uFE0Fb") << vs16;
    QTest::newRow("Cyrillic letter with VS15")
        << text(U"\u0434\uFE0E") << QStringList{"invisible U+FE0E"};
    QTest::newRow("VS16 after a space") << text(U"x \uFE0F") << vs16;
    QTest::newRow("VS16 at the start of a line") << text(U"\uFE0Fhello") << vs16;
    QTest::newRow("VS16 after a black star, not an emoji") << text(U"\u2605\uFE0F") << vs16;
    QTest::newRow("VS16 after punctuation") << text(U"done!\uFE0F") << vs16;

    // VS17 to VS256: ideographic variation sequences of unified ideographs.
    QTest::newRow("ideographic: Japanese 葛 with VS17") << text(U"葛\U000E0100城") << none;
    QTest::newRow("ideographic: 辻 with VS18") << text(U"\u8FBB\U000E0101") << none;
    QTest::newRow("ideographic: CJK extension B") << text(U"\U00020B9F\U000E0100") << none;
    QTest::newRow("ideographic selector after a Latin letter")
        << text(U"A\U000E0100") << QStringList{"invisible U+E0100"};
    QTest::newRow("ideographic selector after a kana")
        << text(U"\u3042\U000E0100") << QStringList{"invisible U+E0100"};
    QTest::newRow("ideographic selector after a compatibility ideograph")
        << text(U"\uF967\U000E0100") << QStringList{"invisible U+E0100"};
    QTest::newRow("smuggled bytes: selectors after an emoji")
        << text(U"\U0001F600\U000E0100\U000E0101\U000E0102 ok")
        << QStringList{"invisible U+E0100 x3"};
    QTest::newRow("smuggled bytes: VS1 to VS16 after a letter")
        << text(U"x\uFE00\uFE01\uFE02\uFE03\uFE04\uFE05\uFE06\uFE07\uFE08\uFE09\uFE0A\uFE0B\uFE0C"
                U"\uFE0D\uFE0E\uFE0F")
        << QStringList{"invisible U+FE00 x16"};
    QTest::newRow("second selector after a variation sequence: the pair is hidden bytes")
        << text(U"\u8FBB\U000E0101\U000E0101") << QStringList{"invisible U+E0101 x2"};

    // Mongolian free variation selectors: after a Mongolian letter.
    QTest::newRow("Mongolian: letter a, second form") << text(U"\u1820\u180B") << none;
    QTest::newRow("Mongolian: letter ga, FVS3") << text(U"\u182D\u180D") << none;
    QTest::newRow("Mongolian FVS after a Latin letter")
        << text(U"x\u180B") << QStringList{"invisible U+180B"};

    // VS1 to VS14: standardized variants.
    QTest::newRow("maths: intersection with serifs") << text(U"A \u2229\uFE00 B") << none;
    QTest::newRow("maths: less-than but not equal, vertical stroke")
        << text(U"\u2268\uFE00") << none;
    QTest::newRow("digit zero, short diagonal stroke") << text(U"10\uFE00") << none;
    QTest::newRow("Myanmar: letter ka, dotted form") << text(U"\u1000\uFE00") << none;
    QTest::newRow("Phags-pa: letter with its variant") << text(U"\uA856\uFE00") << none;
    QTest::newRow("VS1 after a Latin letter")
        << text(U"a\uFE00") << QStringList{"invisible U+FE00"};
    QTest::newRow("VS1 after a Greek letter")
        << text(U"\u03B1\uFE00") << QStringList{"invisible U+FE00"};
    QTest::newRow("VS1 after an emoji")
        << text(U"\U0001F600\uFE00") << QStringList{"invisible U+FE00"};
    QTest::newRow("VS1 after a precomposed letter (decomposable)")
        << text(U"\u00E9\uFE00") << QStringList{"invisible U+FE00"};
    QTest::newRow("VS1 after a Hangul syllable (decomposable)")
        << text(U"\uD55C\uFE00") << QStringList{"invisible U+FE00"};
    QTest::newRow("VS1 after a combining mark")
        << text(U"e\u0301\uFE00") << QStringList{"invisible U+FE00"};
    QTest::newRow("VS1 after an ideograph with no compatibility variant")
        << text(U"\u4E00\uFE00") << QStringList{"invisible U+FE00"};
}

void TestVariationSelectors::selectors()
{
    QFETCH(QString, line);
    QFETCH(QStringList, expected);
    QCOMPARE(summary(analyse(line)), expected);
}

void TestVariationSelectors::hiddenBytesAreSpelledOut_data()
{
    QTest::addColumn<QByteArray>("hidden");
    QTest::addColumn<QString>("message");
    QTest::newRow("a shell command")
        << QByteArray("rm -rf /") << "hidden bytes in variation selectors: 'rm -rf /'";
    QTest::newRow("an instruction to a model")
        << QByteArray("ignore previous instructions")
        << "hidden bytes in variation selectors: 'ignore previous instructions'";
    QTest::newRow("UTF-8 text") << QByteArray("\xD0\xBF\xD1\x80\xD0\xB8")
                                << QStringLiteral("hidden bytes in variation selectors: 'при'");
    QTest::newRow("bytes below 16 are VS1 to VS16")
        << QByteArray("\x01\x0F", 2) << "hidden bytes in variation selectors: '<U+0001><U+000F>'";
}

// Bytes hidden after an emoji, one variation selector each (VS1-VS16 for 0-15, VS17-VS256 for
// 16-255): one finding for the run, whose message spells the bytes out.
void TestVariationSelectors::hiddenBytesAreSpelledOut()
{
    QFETCH(QByteArray, hidden);
    QFETCH(QString, message);
    std::u32string line = U"Nice \U0001F600";
    for (const char b : hidden) {
        const auto byte = static_cast<unsigned char>(b);
        line += byte < 16 ? char32_t(0xFE00 + byte) : char32_t(0xE0100 + byte - 16);
    }
    line += U" day";
    const auto found = analyse(text(line));
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(found[0].count, u8i::Offset(hidden.size()));
    QCOMPARE(QString::fromStdString(found[0].message), message);
}

// Every RGI emoji ICU knows (single characters, presentation sequences with VS16, keycaps, flags,
// tag sequences, modifier and ZWJ sequences), each in a sentence: no invisible finding at all.
void TestVariationSelectors::everyRgiEmojiPasses()
{
    const QStringList emoji = stringsOf(u"[:RGI_Emoji:]", 100000);
    QVERIFY2(emoji.size() > 3000, qPrintable(QString::number(emoji.size())));
    int withSelector = 0;
    QStringList failed;
    for (const QString &e : emoji) {
        withSelector += e.contains(QChar(0xFE0F));
        const QStringList found =
            summary(analyse(QStringLiteral("look: ") + e + QStringLiteral(" ok")));
        if (!found.isEmpty())
            failed << e + QStringLiteral(" ") + found.join(QStringLiteral(", "));
    }
    QVERIFY(withSelector > 300);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.mid(0, 20).join(QStringLiteral("; "))));
}

// The CJK compatibility ideographs are the standardized variants <D, VSn> of the unified ideograph
// D they decompose to, VS1 for the first of them, VS2 for the second...: every such sequence
// passes, and the next selector after the last one does not.
void TestVariationSelectors::cjkCompatibilityVariants()
{
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    QVERIFY(U_SUCCESS(status));
    QMap<char32_t, int> variants;
    const char16_t *compatibility = u"[[:Ideographic:]&[[:Block=CJK_Compatibility_Ideographs:]"
                                    u"[:Block=CJK_Compatibility_Ideographs_Supplement:]]]";
    for (const QString &c : stringsOf(compatibility, 5000)) {
        UChar out[8];
        const int32_t n = unorm2_normalize(nfd, reinterpret_cast<const UChar *>(c.utf16()),
                                           static_cast<int32_t>(c.size()), out, 8, &status);
        const QList<uint> base =
            QString::fromUtf16(reinterpret_cast<const char16_t *>(out), n).toUcs4();
        if (base.size() == 1 && base.front() != c.toUcs4().front())
            ++variants[base.front()];
    }
    QVERIFY(variants.size() > 800);
    int sequences = 0;
    QStringList failed;
    for (auto it = variants.begin(); it != variants.end(); ++it) {
        for (int n = 0; n <= it.value(); ++n) {
            const char32_t sequence[] = {it.key(), char32_t(0xFE00 + n)};
            const bool defined = n < it.value();
            const QStringList found = summary(analyse(text({sequence, 2})));
            sequences += defined;
            if (found.isEmpty() != defined)
                failed << QStringLiteral("U+%1 VS%2: %3")
                              .arg(uint(it.key()), 4, 16)
                              .arg(n + 1)
                              .arg(found.join(QStringLiteral(", ")));
        }
    }
    QCOMPARE(sequences, 1002); // the CJK compatibility variants of StandardizedVariants.txt
    QVERIFY2(failed.isEmpty(), qPrintable(failed.mid(0, 20).join(QStringLiteral("; "))));
}

QTEST_GUILESS_MAIN(TestVariationSelectors)
#include "tst_variation_selectors.moc"
