// The `confusable` notice (UTS #39 mixed-script confusables) row by row: look-alike letters of
// another script inside a word are found, and mathematical and scientific notation, words each in
// one script, snake_case parts and printf conversions glued to a word are left alone.
#include "finding_summary.h"

#include <QtTest>

using u8i::testing::analyse;
using u8i::testing::summary;

class TestConfusableWords : public QObject {
    Q_OBJECT

  private slots:
    void words_data();
    void words();
    void messageNamesTheMainScript_data();
    void messageNamesTheMainScript();
};

void TestConfusableWords::words_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("expected");
    const QStringList none;

    // Look-alikes that must be found.
    QTest::newRow("Cyrillic EN in a Latin word")
        << QStringLiteral("sayНello") << QStringList{"confusable U+041D"};
    QTest::newRow("two Cyrillic letters in a domain")
        << QStringLiteral("https://раypal.com")
        << QStringList{"confusable U+0440", "confusable U+0430"};
    QTest::newRow("Greek omicron in a Latin word")
        << QStringLiteral("gοogle") << QStringList{"confusable U+03BF"};
    QTest::newRow("Greek omicron in a short Latin word")
        << QStringLiteral("gοod") << QStringList{"confusable U+03BF"};
    QTest::newRow("Latin o in a Russian word")
        << QStringLiteral("Мoсква") << QStringList{"confusable U+006F"};
    QTest::newRow("Latin a in a Greek word")
        << QStringLiteral("Καλημέρa") << QStringList{"confusable U+0061"};
    QTest::newRow("Cyrillic o in a two-letter word")
        << QStringLiteral("dо") << QStringList{"confusable U+043E"};
    QTest::newRow("Armenian oh in a Latin word")
        << QStringLiteral("micrօsoft") << QStringList{"confusable U+0585"};
    QTest::newRow("snake_case part spoofed")
        << QStringLiteral("is_аdmin = True") << QStringList{"confusable U+0430"};
    QTest::newRow("word after a printf conversion still judged")
        << QStringLiteral("%sраypal") << QStringList{"confusable U+0440", "confusable U+0430"};

    // Mathematical and scientific notation: Greek letters beside Latin ones.
    QTest::newRow("maths: 2πr") << QStringLiteral("C = 2πr") << none;
    QTest::newRow("maths: Δx") << QStringLiteral("Δx = x1 - x0") << none;
    QTest::newRow("maths: αβγ-test") << QStringLiteral("the αβγ-test") << none;
    QTest::newRow("units: μm") << QStringLiteral("a 5 μm gap") << none;
    QTest::newRow("lambda calculus: λx.x") << QStringLiteral("id = λx.x") << none;
    QTest::newRow("maths: αi and βi") << QStringLiteral("sum of αi βi") << none;
    QTest::newRow("maths: σx") << QStringLiteral("σx = 0.5") << none;
    QTest::newRow("physics: ωt and kΩ") << QStringLiteral("sin(ωt) over 10kΩ") << none;
    QTest::newRow("maths: ∂f/∂x") << QStringLiteral("∂f/∂x") << none;
    QTest::newRow("chemistry: β-Carotin") << QStringLiteral("β-Carotin und α-Helix") << none;
    QTest::newRow("micro sign: µs") << QStringLiteral("10 µs") << none;

    // Words each in one script.
    QTest::newRow("Russian beside English") << QStringLiteral("Say Привет to Москва") << none;
    QTest::newRow("Greek beside English") << QStringLiteral("Η Αθήνα (Athens) είναι πόλη") << none;
    QTest::newRow("snake_case of two scripts") << QStringLiteral("файл_group = 1") << none;
    QTest::newRow("printf conversion before a Russian word")
        << QStringLiteral("%sЭто файл, %-17sвключить, %lluс") << none;
    QTest::newRow("percent-encoded newline before a Russian word")
        << QStringLiteral("пароль%%0Aсовпадает") << none;
    QTest::newRow("Japanese: kanji and kana") << QStringLiteral("東京タワーへ行きます") << none;
    QTest::newRow("Korean and Han") << QStringLiteral("韓國語한국어") << none;
    QTest::newRow("digits in a Latin word") << QStringLiteral("l0gin") << none;
    QTest::newRow("Hangul in a Latin word") << QStringLiteral("ID와") << none;
    QTest::newRow("Latin in a Korean word") << QStringLiteral("한국D") << none;
}

void TestConfusableWords::words()
{
    QFETCH(QString, line);
    QFETCH(QStringList, expected);
    QCOMPARE(summary(analyse(line)), expected);
}

void TestConfusableWords::messageNamesTheMainScript_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("Latin word") << QStringLiteral("gοogle")
                                << QStringLiteral("ο U+03BF GREEK SMALL LETTER OMICRON looks like "
                                                  "o U+006F in the Latin word 'gοogle'");
    QTest::newRow("Cyrillic word") << QStringLiteral("Мoсква")
                                   << QStringLiteral("o U+006F LATIN SMALL LETTER O looks like о "
                                                     "U+043E in the Cyrillic word 'Мoсква'");
    QTest::newRow("the part of a snake_case name")
        << QStringLiteral("is_аdmin")
        << QStringLiteral("а U+0430 CYRILLIC SMALL LETTER A looks like a U+0061 in the Latin word "
                          "'аdmin'");
    // The letter named is the one that is its own skeleton, else the first with that skeleton.
    QTest::newRow("a letter that is not its own skeleton")
        << QStringLiteral("abΆ")
        << QStringLiteral("Ά U+0386 GREEK CAPITAL LETTER ALPHA WITH TONOS looks like Á U+00C1 in "
                          "the Latin word 'abΆ'");
    QTest::newRow("a Han letter") << QStringLiteral("中文ꟷ")
                                  << QStringLiteral(
                                         "ꟷ U+A7F7 LATIN EPIGRAPHIC LETTER SIDEWAYS I "
                                         "looks like 一 U+4E00 in the Han word '中文ꟷ'");
    QTest::newRow("a Hebrew letter")
        << QStringLiteral("עבl")
        << QStringLiteral(
               "l U+006C LATIN SMALL LETTER L looks like ו U+05D5 in the Hebrew word 'עבl'");
}

void TestConfusableWords::messageNamesTheMainScript()
{
    QFETCH(QString, line);
    QFETCH(QString, message);
    const auto found = analyse(line);
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(found[0].message), message);
}

QTEST_GUILESS_MAIN(TestConfusableWords)
#include "tst_confusable_words.moc"
