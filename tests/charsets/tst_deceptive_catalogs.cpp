// The deceptive-text notices on real text in many languages: the messages of the gettext catalogs
// on this machine (gettext_catalogs.h). Text whose words each stay in one script (by Qt's Unicode
// data, not ICU's) gets no `confusable` finding, mixed-language sentences included, and no
// joiner between two letters of a joining script or after a virama is `invisible` (Persian ZWNJ,
// Indic ZWJ). Then the positives, made from the same words: one letter swapped for its look-alike
// of another script, a zero-width space inside a word, an override left open in a sentence.
#include "ci_skip.h"
#include "finding_summary.h"
#include "gettext_catalogs.h"

#include <QRegularExpression>
#include <QtTest>

using namespace u8i;
using namespace u8i::testing;

namespace {

constexpr int kMessages = 6000;
constexpr const char *kNoCatalogs =
    "too few UTF-8 gettext catalogs of this language on this machine (tools/install-deps.sh "
    "installs coreutils' and iso-codes')";

// A joiner (ZWNJ or ZWJ) where its script uses it: after a virama, or between two letters of one
// script that joins letters (by Qt's joining types), transparent marks skipped.
bool joinerInItsScript(const QList<uint> &text, qsizetype at)
{
    if (text[at] != 0x200C && text[at] != 0x200D)
        return false;
    if (at > 0 && QChar::combiningClass(text[at - 1]) == 9)
        return true;
    qsizetype b = at - 1;
    while (b >= 0 && QChar::joiningType(text[b]) == QChar::Joining_Transparent)
        --b;
    qsizetype a = at + 1;
    while (a < text.size() && QChar::joiningType(text[a]) == QChar::Joining_Transparent)
        ++a;
    if (b < 0 || a >= text.size())
        return false;
    const auto joins = [](uint c) {
        const QChar::JoiningType t = QChar::joiningType(c);
        return t == QChar::Joining_Dual || t == QChar::Joining_Right || t == QChar::Joining_Left ||
               t == QChar::Joining_Causing;
    };
    return joins(text[b]) && joins(text[a]) && QChar::script(text[b]) == QChar::script(text[a]);
}

// The code point index of a byte offset in `text`'s UTF-8.
qsizetype indexAt(const QString &text, Offset offset)
{
    return QString::fromUtf8(text.toUtf8().left(qsizetype(offset))).toUcs4().size();
}

// Words of at least `minLetters` characters, all of `script`, each once, at most `limit`.
QStringList wordsIn(const QStringList &messages, QChar::Script script, int minLetters, int limit)
{
    QStringList out;
    for (const QString &m : messages)
        for (const QString &w : wordsOf(m))
            if (w.toUcs4().size() >= minLetters && scriptOfWord(w) == script && !out.contains(w) &&
                out.size() < limit)
                out << w;
    return out;
}

} // namespace

class TestDeceptiveCatalogs : public QObject {
    Q_OBJECT

  private slots:
    void realTextStaysClean_data();
    void realTextStaysClean();
    void swappedLettersAreFound_data();
    void swappedLettersAreFound();
    void hiddenCharactersAreFound_data();
    void hiddenCharactersAreFound();
    void spacesAndNormalForms_data();
    void spacesAndNormalForms();
};

void TestDeceptiveCatalogs::realTextStaysClean_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("originals");
    QTest::newRow("English originals") << "de" << true;
    for (const char *language : {"el", "ru", "uk", "bg", "sr", "de", "fr", "ar", "he", "fa", "hi",
                                 "ja", "zh_CN", "ko", "ka", "hy", "th"})
        QTest::newRow(language) << language << false;
}

void TestDeceptiveCatalogs::realTextStaysClean()
{
    QFETCH(QString, language);
    QFETCH(bool, originals);
    const QStringList messages = catalogMessages(language, originals, kMessages);
    if (messages.size() < 50)
        U8I_SKIP_OUTSIDE_CI(kNoCatalogs);
    // Messages whose words each stay in one script; a message with a word of two scripts is a
    // candidate for the notice (a typo in the catalog, or text glued to an identifier) and is left
    // out here.
    QStringList clean;
    int mixedLanguage = 0;
    for (const QString &m : messages) {
        QList<QChar::Script> scripts;
        bool mixedWord = false;
        for (const QString &w : wordsOf(m)) {
            const QChar::Script s = scriptOfWord(w);
            mixedWord = mixedWord || s == QChar::Script_Unknown;
            if (s != QChar::Script_Common && !scripts.contains(s))
                scripts << s;
        }
        if (!mixedWord) {
            clean << m;
            mixedLanguage += scripts.size() > 1;
        }
    }
    QVERIFY(clean.size() > messages.size() / 2);
    const QString text = clean.join(QLatin1Char('\n'));
    const QList<uint> ucs = text.toUcs4();
    QStringList wrong;
    for (const charsets::DeceptiveFinding &f : analyse(text)) {
        const qsizetype at = indexAt(text, f.offset);
        const bool joiner = f.kind == NoticeKind::Invisible && joinerInItsScript(ucs, at);
        if (f.kind == NoticeKind::Confusable || joiner)
            wrong << QString::fromStdString(f.message);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("%1 findings: %2")
                                             .arg(wrong.size())
                                             .arg(wrong.mid(0, 10).join(QStringLiteral("; ")))));
    // German and French are written in Latin alone; Armenian's catalogs on Debian 13 (iso-codes'
    // country and language names) hold no sentence that mixes in a Latin word.
    const QStringList oneScript{QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("hy")};
    if (!originals && !oneScript.contains(language))
        QVERIFY2(mixedLanguage > 0, "no sentence with words of two scripts was tested");
}

void TestDeceptiveCatalogs::swappedLettersAreFound_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("originals");
    QTest::addColumn<int>("script");      // QChar::Script of the words
    QTest::addColumn<QString>("letters"); // the letters swapped...
    QTest::addColumn<QString>("swaps");   // ...for these look-alikes, one for one
    const QString cyrillic = QStringLiteral("оаерсх");
    const QString latinLookAlikes = QStringLiteral("oaepcx");
    QTest::newRow("English: Cyrillic letters")
        << "de" << true << int(QChar::Script_Latin) << latinLookAlikes << cyrillic;
    QTest::newRow("English: Greek omicron and nu")
        << "de" << true << int(QChar::Script_Latin) << QStringLiteral("ov") << QStringLiteral("ον");
    QTest::newRow("German: Cyrillic letters")
        << "de" << false << int(QChar::Script_Latin) << latinLookAlikes << cyrillic;
    QTest::newRow("French: Cyrillic letters")
        << "fr" << false << int(QChar::Script_Latin) << latinLookAlikes << cyrillic;
    for (const char *language : {"ru", "uk", "bg", "sr"})
        QTest::newRow((std::string(language) + ": Latin letters").c_str())
            << language << false << int(QChar::Script_Cyrillic) << cyrillic << latinLookAlikes;
    QTest::newRow("el: Latin letters") << "el" << false << int(QChar::Script_Greek)
                                       << QStringLiteral("οαρνι") << QStringLiteral("oapvi");
}

void TestDeceptiveCatalogs::swappedLettersAreFound()
{
    QFETCH(QString, language);
    QFETCH(bool, originals);
    QFETCH(int, script);
    QFETCH(QString, letters);
    QFETCH(QString, swaps);
    const QStringList words =
        wordsIn(catalogMessages(language, originals, kMessages), QChar::Script(script), 5, 400);
    if (words.size() < 50)
        U8I_SKIP_OUTSIDE_CI(kNoCatalogs);
    int tried = 0;
    QStringList missed;
    for (const QString &w : words) {
        const qsizetype at = [&] {
            for (qsizetype i = 0; i < w.size(); ++i)
                if (letters.contains(w[i]))
                    return i;
            return qsizetype(-1);
        }();
        if (at < 0)
            continue;
        QString spoofed = w;
        const QChar swap = swaps[letters.indexOf(w[at])];
        spoofed[at] = swap;
        ++tried;
        const QStringList found = summary(analyse(QStringLiteral("see ") + spoofed + "."));
        const QString expected =
            QStringLiteral("confusable U+") +
            QStringLiteral("%1").arg(swap.unicode(), 4, 16, QChar('0')).toUpper();
        if (found != QStringList{expected})
            missed << spoofed + QStringLiteral(": ") + found.join(QStringLiteral(", "));
    }
    QVERIFY(tried > 30);
    QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("%1 of %2: %3")
                                              .arg(missed.size())
                                              .arg(tried)
                                              .arg(missed.mid(0, 10).join(QStringLiteral("; ")))));
}

void TestDeceptiveCatalogs::hiddenCharactersAreFound_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("script");
    QTest::newRow("ar") << "ar" << int(QChar::Script_Arabic);
    QTest::newRow("fa") << "fa" << int(QChar::Script_Arabic);
    QTest::newRow("he") << "he" << int(QChar::Script_Hebrew);
    QTest::newRow("hi") << "hi" << int(QChar::Script_Devanagari);
    QTest::newRow("ja") << "ja" << int(QChar::Script_Han);
    QTest::newRow("zh_CN") << "zh_CN" << int(QChar::Script_Han);
    QTest::newRow("ru") << "ru" << int(QChar::Script_Cyrillic);
    QTest::newRow("el") << "el" << int(QChar::Script_Greek);
    QTest::newRow("th") << "th" << int(QChar::Script_Thai);
}

// A zero-width space inside a word, and a right-to-left override left open after it.
void TestDeceptiveCatalogs::hiddenCharactersAreFound()
{
    QFETCH(QString, language);
    QFETCH(int, script);
    const QStringList words =
        wordsIn(catalogMessages(language, false, kMessages), QChar::Script(script), 4, 200);
    if (words.size() < 20)
        U8I_SKIP_OUTSIDE_CI(kNoCatalogs);
    QStringList missed;
    for (const QString &w : words) {
        const QList<uint> ucs = w.toUcs4();
        qsizetype middle = ucs.size() / 2;
        while (middle < ucs.size() && QChar::isMark(ucs[middle]))
            ++middle; // not between a letter and its marks
        if (middle >= ucs.size())
            continue;
        const QString hidden =
            QString::fromUcs4(reinterpret_cast<const char32_t *>(ucs.data()), middle) +
            QChar(0x200B) +
            QString::fromUcs4(reinterpret_cast<const char32_t *>(ucs.data()) + middle,
                              ucs.size() - middle);
        const QStringList found = summary(analyse(hidden + QStringLiteral(" \u202E") + w));
        const QStringList expected{"invisible U+200B", "bidi-control U+202E",
                                   "bidi-unterminated U+202E"};
        if (found != expected)
            missed << hidden + QStringLiteral(": ") + found.join(QStringLiteral(", "));
    }
    QVERIFY2(missed.isEmpty(), qPrintable(missed.mid(0, 10).join(QStringLiteral("; "))));
}

void TestDeceptiveCatalogs::spacesAndNormalForms_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language :
         {"ar", "fa", "he", "hi", "ja", "zh_CN", "ko", "th", "ru", "el", "de", "fr", "vi"})
        QTest::newRow(language) << language;
}

// In real messages: a no-break space put between two words is found; the messages (in NFC, as
// catalogs are) have no not-nfc finding, and their NFD (by Qt's normalization) has one exactly when
// NFD changes them; --normalization=nfd finds the same messages the other way round.
void TestDeceptiveCatalogs::spacesAndNormalForms()
{
    QFETCH(QString, language);
    const QStringList messages = catalogMessages(language, false, 600);
    if (messages.size() < 50)
        U8I_SKIP_OUTSIDE_CI(kNoCatalogs);
    charsets::DeceptiveOptions nfc;
    nfc.normalization = charsets::NormalizationForm::Nfc;
    charsets::DeceptiveOptions nfd;
    nfd.normalization = charsets::NormalizationForm::Nfd;
    int spaced = 0;
    int decomposable = 0;
    QStringList wrong;
    for (const QString &m : messages) {
        const auto kinds = [](const std::vector<charsets::DeceptiveFinding> &found, NoticeKind k) {
            return std::count_if(found.begin(), found.end(),
                                 [k](const charsets::DeceptiveFinding &f) { return f.kind == k; });
        };
        static const QRegularExpression between(QStringLiteral("(?<=\\p{L}) (?=\\p{L})"));
        const QRegularExpressionMatch space = between.match(m);
        if (space.hasMatch() && kinds(analyse(m), NoticeKind::NonstandardSpace) == 0) {
            QString withNbsp = m;
            withNbsp[space.capturedStart()] = QChar(0x00A0);
            ++spaced;
            if (kinds(analyse(withNbsp), NoticeKind::NonstandardSpace) != 1)
                wrong << QStringLiteral("no-break space not found in: ") + withNbsp;
        }
        if (m != m.normalized(QString::NormalizationForm_C))
            continue; // not NFC in the catalog itself
        const QString decomposed = m.normalized(QString::NormalizationForm_D);
        const bool changes = decomposed != m;
        decomposable += changes;
        if (kinds(analyse(m, nfc), NoticeKind::NotNfc) != 0)
            wrong << QStringLiteral("not-nfc in NFC text: ") + m;
        if ((kinds(analyse(decomposed, nfc), NoticeKind::NotNfc) > 0) != changes)
            wrong << QStringLiteral("not-nfc wrong in NFD text: ") + decomposed;
        if ((kinds(analyse(m, nfd), NoticeKind::NotNfd) > 0) != changes)
            wrong << QStringLiteral("not-nfd wrong in: ") + m;
    }
    QVERIFY(spaced > 10);
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("%1 wrong (%2 spaced, %3 decomposable): %4")
                                             .arg(wrong.size())
                                             .arg(spaced)
                                             .arg(decomposable)
                                             .arg(wrong.mid(0, 6).join(QStringLiteral("; ")))));
}

QTEST_GUILESS_MAIN(TestDeceptiveCatalogs)
#include "tst_deceptive_catalogs.moc"
