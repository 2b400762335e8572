// The mojibake run filter (codec/src/mojibake/mojibake_run_filter.h) only saves work: over real
// text in many languages, clean and garbled through chains of wrong decodings at every position,
// MojibakeRepairer (which analyses only the lines the filter passes, each step only the charsets it
// names) repairs and reports exactly what the analysis does with every line and every charset
// tried at every step. And it does save the work: clean text of many scripts is passed unanalysed.
#include "ci_skip.h"
#include "garble.h"
#include "gettext_catalogs.h"
#include "mojibake/mojibake_internal.h"
#include "mojibake/mojibake_word_table.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/mojibake/mojibake.h"

#include <QFile>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace u8i;

namespace {

constexpr int kLines = 40;
constexpr int kWordsPerLine = 8;

Bytes viewOf(std::string_view s)
{
    return Bytes(reinterpret_cast<const std::uint8_t *>(s.data()), s.size());
}

MojibakeOptions lineOptions()
{
    MojibakeOptions options = charsets::mojibakeOptions();
    options.wholeInput = false; // as --check and --fix-mojibake: a UTF-8 file, line by line
    return options;
}

LegacyCharsets allCharsets()
{
    const auto &all = charsets::mojibakeCharsets();
    return LegacyCharsets(all.data(), all.size());
}

// Lines of real text: a language's catalog messages, or the words of a word list, 8 a line;
// "A+B": the lines of A, each followed on the same line by one of B.
QStringList realLines(const QString &source)
{
    QStringList lines;
    if (source.contains(QLatin1Char('+'))) {
        const QStringList first = realLines(source.section(QLatin1Char('+'), 0, 0));
        const QStringList second = realLines(source.section(QLatin1Char('+'), 1));
        for (qsizetype i = 0; i < std::min(first.size(), second.size()); ++i)
            lines << first[i] + QLatin1Char(' ') + second[i];
        return lines;
    }
    if (!source.startsWith(QLatin1Char('/'))) {
        for (QString m : testing::catalogMessages(source, false, 4 * kLines)) {
            m.replace(QLatin1Char('\n'), QLatin1Char(' '));
            if (m.size() > 12 && lines.size() < kLines)
                lines << m.simplified();
        }
        return lines;
    }
    QFile f(source);
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    QStringList words;
    while (!f.atEnd() && words.size() < 40 * kLines) {
        const QString word = QString::fromUtf8(f.readLine()).section(QLatin1Char('/'), 0, 0);
        if (!word.trimmed().isEmpty() && !word.contains(QLatin1Char('\'')))
            words << word.trimmed();
    }
    // Every 40th word, so that the line is not one prefix over and over.
    QString line;
    for (qsizetype i = 0; i < words.size(); i += 40) {
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + words[i];
        if (line.count(QLatin1Char(' ')) + 1 == kWordsPerLine) {
            lines << line;
            line.clear();
        }
    }
    return lines;
}

// The line with `where` garbled: "line", or its "first", "middle" or "last" word.
std::string garbledAt(const QString &line, const QStringList &chain, const QString &where)
{
    if (chain.isEmpty())
        return line.toStdString();
    if (where == QLatin1String("line"))
        return testing::garble(line.toUtf8(), chain).toStdString();
    QStringList words = line.split(QLatin1Char(' '));
    const qsizetype at = where == QLatin1String("first")    ? 0
                         : where == QLatin1String("middle") ? words.size() / 2
                                                            : words.size() - 1;
    std::string out;
    for (qsizetype i = 0; i < words.size(); ++i)
        out += (i ? " " : "") + (i == at ? testing::garble(words[i].toUtf8(), chain).toStdString()
                                         : words[i].toStdString());
    return out;
}

// A finding as the test compares it.
QString shown(const MojibakeFinding &f, Offset base)
{
    return QStringLiteral("%1+%2 %3 %4 → %5%6%7")
        .arg(f.offset + base)
        .arg(f.length)
        .arg(QString::fromStdString(describeChain(f)), QString::fromStdString(f.original),
             QString::fromStdString(f.repaired), f.applied ? QString() : QStringLiteral(" (left)"),
             f.ambiguous ? QStringLiteral(" (ambiguous)") : QString());
}

struct Outcome {
    std::string repaired;
    QStringList findings;
    std::uint64_t analysed = 0;
};

// The repairer, as --check and --fix-mojibake run it.
Outcome filtered(const std::string &text)
{
    Outcome out;
    MojibakeRepairer repairer(
        allCharsets(), lineOptions(), [&out](std::string_view t) { out.repaired += t; },
        [&out](MojibakeFinding &&f) { out.findings << shown(f, 0); });
    repairer.feed(viewOf(text));
    repairer.finish();
    out.analysed = repairer.runsAnalysed();
    return out;
}

// Every line analysed, every charset tried at every step.
Outcome unfiltered(const std::string &text)
{
    const MojibakeOptions options = lineOptions();
    const std::vector<const LegacyCharset *> readings =
        moji::readingCharsets(allCharsets(), options);
    const LegacyCharsets charsets(readings.data(), readings.size());
    const IllFormedRunJudge judge(charsets);
    const std::vector<moji::ByteTable> tables = moji::chainTables(allCharsets(), options);
    Outcome out;
    for (std::size_t begin = 0; begin < text.size();) {
        const std::size_t feed = text.find('\n', begin);
        const std::size_t end = feed == std::string::npos ? text.size() : feed + 1;
        const Bytes line = viewOf(std::string_view(text).substr(begin, end - begin));
        MojibakeReport r =
            moji::analyzeRun(line, charsets, judge, tables, options, nullptr, ~0ULL, true);
        for (const MojibakeFinding &f : r.findings)
            out.findings << shown(f, begin);
        out.repaired += r.repaired;
        ++out.analysed;
        begin = end;
    }
    return out;
}

std::string joined(const QStringList &lines, const QStringList &chain, const QString &where)
{
    std::string text;
    for (const QString &line : lines)
        text += garbledAt(line, chain, where) + '\n';
    return text;
}

struct Language {
    const char *name;
    const char *source; // a catalog language or a word list
    QStringList chains; // the wrong decodings its text meets, "A>B" for a chain of two
};

const std::vector<Language> &languages()
{
    static const std::vector<Language> all = {
        {"French", "fr", {"Windows-1252", "MacRoman", "Windows-1252>Windows-1252"}},
        {"German-words", "/usr/share/dict/ngerman", {"Windows-1252", "ISO-8859-15"}},
        {"Spanish", "es", {"Windows-1252", "CP850"}},
        {"Polish", "pl", {"Windows-1252", "Windows-1250", "ISO-8859-2"}},
        {"Czech-words", "/usr/share/hunspell/cs_CZ.dic", {"Windows-1250", "Windows-1252"}},
        {"Hungarian-words", "/usr/share/hunspell/hu_HU.dic", {"Windows-1250"}},
        {"Turkish", "tr", {"Windows-1254", "Windows-1252"}},
        {"Vietnamese", "vi", {"Windows-1252", "Windows-1258"}},
        {"Russian",
         "ru",
         {"Windows-1251", "KOI8-R", "CP866", "Windows-1252", "Windows-1251>Windows-1252"}},
        {"Russian-words",
         "/usr/share/hunspell/ru_RU.dic",
         {"Windows-1251", "CP866", "MacCyrillic"}},
        {"Ukrainian", "uk", {"Windows-1251", "KOI8-U"}},
        {"Bulgarian-words", "/usr/share/hunspell/bg_BG.dic", {"Windows-1251", "ISO-8859-5"}},
        {"Serbian", "sr", {"Windows-1251"}},
        {"Greek", "el", {"Windows-1253", "ISO-8859-7", "Windows-1252"}},
        {"Hebrew", "he", {"Windows-1255", "Windows-1252"}},
        {"Arabic", "ar", {"Windows-1256", "Windows-1252"}},
        {"Thai", "th", {"TIS-620", "Windows-1252"}},
        {"Japanese", "ja", {"Windows-1252", "Shift_JIS"}},
        {"Chinese", "zh_CN", {"Windows-1252", "GB18030"}},
        {"Korean", "ko", {"Windows-1252", "EUC-KR"}},
        {"Georgian", "ka", {"Windows-1252"}},
        // Lines that the single-byte filter sends to the analysis (Cyrillic spells UTF-8 in
        // CP866) with East Asian text beside: the multi-byte repair is tried in them only where
        // MultiByteRunFilter::mayHold says a run may hold it.
        {"Russian+Chinese", "ru+zh_CN", {"GB18030", "CP866", "Windows-1252"}},
        {"Japanese+Russian-words",
         "ja+/usr/share/hunspell/ru_RU.dic",
         {"Shift_JIS", "Windows-1251", "KOI8-R"}},
        {"Ukrainian+Korean", "uk+ko", {"EUC-KR", "KOI8-U"}},
        {"Hindi", "hi", {}},
        {"Tamil", "ta", {}},
    };
    return all;
}

} // namespace

class TestMojibakeRunFilter : public QObject {
    Q_OBJECT

  private slots:
    void decidesAsTheUnfilteredAnalysis_data()
    {
        QTest::addColumn<QStringList>("lines");
        QTest::addColumn<QStringList>("chain");
        QTest::addColumn<QString>("where");
        for (const Language &language : languages()) {
            const QStringList lines = realLines(QString::fromLatin1(language.source));
            if (lines.size() < 4)
                continue; // the catalogs or word list are not installed here
            QTest::addRow("%s-clean", language.name) << lines << QStringList() << QString();
            for (const QString &chain : language.chains)
                for (const char *where : {"line", "first", "middle", "last"})
                    QTest::addRow("%s-%s-%s", language.name, qPrintable(chain), where)
                        << lines << chain.split(QLatin1Char('>')) << QString::fromLatin1(where);
        }
    }
    void decidesAsTheUnfilteredAnalysis()
    {
        QFETCH(QStringList, lines);
        QFETCH(QStringList, chain);
        QFETCH(QString, where);
        const std::string text = joined(lines, chain, where);
        QVERIFY(!text.empty());
        const Outcome reference = unfiltered(text);
        const Outcome fast = filtered(text);
        QCOMPARE(fast.findings, reference.findings);
        QVERIFY(fast.repaired == reference.repaired);
        QCOMPARE(reference.repaired.size() > 0, true);
    }

    // Two wrong decodings in one line: a word through a single-byte charset (so the run filter
    // sends the line to the analysis) and text beside it through a multi-byte charset, or clean.
    // The multi-byte repair is tried in such a line only where MultiByteRunFilter::mayHold says
    // a run may hold it; the analysis of every line with every charset must decide alike.
    void decidesAlikeWithTwoChains_data()
    {
        QTest::addColumn<QStringList>("lines");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<QString>("chain");
        QTest::addColumn<QString>("otherChain");
        const struct {
            const char *name, *source, *chain, *other, *otherChain;
        } rows[] = {
            {"French-Windows-1252+Chinese-GB18030", "fr", "Windows-1252", "zh_CN", "GB18030"},
            {"French-Windows-1252+Chinese-clean", "fr", "Windows-1252", "zh_CN", ""},
            {"Russian-Windows-1251+Japanese-Shift_JIS", "ru", "Windows-1251", "ja", "Shift_JIS"},
            {"Russian-clean+Chinese-GB18030", "ru", "", "zh_CN", "GB18030"},
            {"Russian-CP866+Korean-EUC-KR", "ru", "CP866", "ko", "EUC-KR"},
            {"German-Windows-1252+Korean-EUC-KR", "de", "Windows-1252", "ko", "EUC-KR"},
            {"Ukrainian-KOI8-U+Chinese-Big5", "uk", "KOI8-U", "zh_TW", "Big5"},
            {"Greek-Windows-1253+Japanese-GB18030", "el", "Windows-1253", "ja", "GB18030"},
        };
        for (const auto &row : rows) {
            const QStringList lines = realLines(QString::fromLatin1(row.source));
            const QStringList others = realLines(QString::fromLatin1(row.other));
            if (lines.size() < 4 || others.size() < 4)
                continue; // the catalogs are not installed here
            QTest::newRow(row.name) << lines << others << QString::fromLatin1(row.chain)
                                    << QString::fromLatin1(row.otherChain);
        }
    }
    void decidesAlikeWithTwoChains()
    {
        QFETCH(QStringList, lines);
        QFETCH(QStringList, others);
        QFETCH(QString, chain);
        QFETCH(QString, otherChain);
        const auto chainOf = [](const QString &c) {
            return c.isEmpty() ? QStringList() : c.split(QLatin1Char('>'));
        };
        std::string text;
        for (qsizetype i = 0; i < std::min(lines.size(), others.size()); ++i) {
            const QString other = others[i].section(QLatin1Char(' '), 0, 2);
            text += garbledAt(lines[i], chainOf(chain), QStringLiteral("middle")) + ' ' +
                    garbledAt(other, chainOf(otherChain), QStringLiteral("line")) + '\n';
        }
        const Outcome reference = unfiltered(text);
        const Outcome fast = filtered(text);
        QCOMPARE(fast.findings, reference.findings);
        QVERIFY(fast.repaired == reference.repaired);
        if (!otherChain.isEmpty())
            QVERIFY(!reference.findings.isEmpty());
    }

    // Lines in which only the filter's rule of many common repairs keeps the line: each garbled
    // word also holds a correct non-ASCII letter (half repaired before), so no word is explained
    // whole, and correct text stands beside the repairs.
    void decidesAlikeOnHalfRepairedWords_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("repaired");
        QTest::newRow("German") << QStringLiteral("GrÃ¶ße und ÃœbergrÃ¶ße") << true;
        QTest::newRow("French") << QStringLiteral("rÃ©sumé de lâ€™été prÃ©cédent") << true;
        QTest::newRow("Russian-Windows-1251")
            << QStringLiteral("РїСЂРёвет Рјир и РґСЂСѓгой") << true;
        QTest::newRow("clean-German") << QStringLiteral("Größe und Übergröße") << false;
    }
    void decidesAlikeOnHalfRepairedWords()
    {
        QFETCH(QString, line);
        QFETCH(bool, repaired);
        const std::string text = line.toStdString() + '\n';
        const Outcome reference = unfiltered(text);
        const Outcome fast = filtered(text);
        QCOMPARE(fast.findings, reference.findings);
        QVERIFY(fast.repaired == reference.repaired);
        if (repaired)
            QVERIFY2(!reference.findings.isEmpty(), qPrintable(line));
    }

    // Lines judged from their words (KnownWords): a sequence that the space after a word ends
    // (a lost byte), one that goes on past that space into the next word, characters past every
    // table, words seen before in another line; each line twice, the second time from words
    // already known.
    void decidesAlikeFromKnownWords_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("space-ends-a-sequence") << QStringLiteral("voilÃ  tout, Ã  la carte");
        QTest::newRow("space-ends-a-word's-sequence") << QStringLiteral("dÃ©jÃ  vu");
        QTest::newRow("space-into-next-word") << QStringLiteral("цена т м за штуку, рт Вм");
        QTest::newRow("past-every-table") << QStringLiteral("Le cafÃ© 😀 日本語 𝄞");
        QTest::newRow("words-of-two-lines")
            << QStringLiteral("GrÃ¶ße und Größe\nÃœbergrÃ¶ße und Übergröße");
        QTest::newRow("Thai-word-ends") << QStringLiteral("ภาษาไทย สวัสดีครับ ขอบคุณมาก");
        // Words with no character that any table reads as a lead byte (RunFilter::wordSigns
        // passes them at once) beside garbled words and inside garbled text.
        QTest::newRow("no-lead-beside-garbled")
            << QStringLiteral("日本語 GrÃ¶ÃŸe 한국어 РџСЂРёРІРµС‚ 中文");
        QTest::newRow("no-lead-GB18030-garbled") << QStringLiteral("文件 涓枃鏂囦欢 已保存");
        QTest::newRow("no-lead-before-a-continuation") << QStringLiteral("日本 ¶ÃŸe 中文 ©");
        QTest::newRow("no-lead-Hangul-and-CP866") << QStringLiteral("파일 ╨Я╤А╨╕╨▓╨╡╤В 저장");
        // Through a multi-byte charset (MultiByteRunFilter::runSigns encodes a run only in the
        // charsets where its first character's bytes may start UTF-8): runs, lone letters in
        // Latin words, a run whose first character is one byte there (half-width katakana in
        // Shift_JIS), and clean text of those scripts.
        QTest::newRow("GB18030-runs") << QStringLiteral("文件 鏂囦欢 淇濆瓨 已保存");
        QTest::newRow("GB18030-lone-letters") << QStringLiteral("Caf茅 tr猫s cr猫me und Größe");
        QTest::newRow("Big5-runs") << QStringLiteral("霈曄蔭 庰弇弇庢彖庣庥峎 設定");
        QTest::newRow("Big5-lone-letters") << QStringLiteral("un Caf矇 cr癡me");
        QTest::newRow("Shift_JIS-runs") << QStringLiteral("蜑企勁 髣憺哩 ﾎｵﾎｻﾎｻﾎｷﾎｽﾎｹﾎｺﾎｬ");
        QTest::newRow("Shift_JIS-one-byte-first") << QStringLiteral("Grﾃｶﾃ歹 日本 Cafﾃｩ");
        QTest::newRow("EUC-KR-runs") << QStringLiteral("溫양쉰 琯貫貫管館菅觀郭 저장");
        QTest::newRow("EUC-KR-lone-letters") << QStringLiteral("Caf챕 et Caf챕");
        QTest::newRow("clean-East-Asian") << QStringLiteral("中文 한국어 日本語 привет ελληνικά");
    }
    void decidesAlikeFromKnownWords()
    {
        QFETCH(QString, line);
        const std::string once = line.toStdString() + '\n';
        const std::string text = once + once;
        const Outcome reference = unfiltered(text);
        const Outcome fast = filtered(text);
        QCOMPARE(fast.findings, reference.findings);
        QVERIFY(fast.repaired == reference.repaired);
    }

    // Two repairers sharing their known words (ParallelRepair's workers): the second judges lines
    // from words the first kept, and from its own words once the shared table is full (it is not
    // cleared while shared); its decisions are the analysis's.
    void decidesAlikeFromSharedWords_data()
    {
        QTest::addColumn<QString>("taught");
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("fill"); // distinct words the first repairer is taught before
        QTest::newRow("garbled-words-taught") << QStringLiteral("dÃ©jÃ  vu, РџСЂРёРІРµС‚")
                                              << QStringLiteral("dÃ©jÃ  vu, РџСЂРёРІРµС‚") << 0;
        QTest::newRow("clean-words-taught-garbled-judged")
            << QStringLiteral("Größe und Übergröße déjà vu")
            << QStringLiteral("GrÃ¶ÃŸe und Größe, dÃ©jÃ  vu") << 0;
        QTest::newRow("CP866-taught")
            << QStringLiteral("Привет мир") << QStringLiteral("╨Я╤А╨╕╨▓╨╡╤В Привет мир") << 0;
        QTest::newRow("shared-table-full") << QStringLiteral("Größe und Übergröße")
                                           << QStringLiteral("GrÃ¶ÃŸe und Größe, dÃ©jÃ  vu")
                                           << static_cast<int>(moji::WordTable::kMaxWords + 100);
    }
    void decidesAlikeFromSharedWords()
    {
        QFETCH(QString, taught);
        QFETCH(QString, line);
        QFETCH(int, fill);
        std::string teaching;
        for (int i = 0; i < fill; ++i) // one new word in five: KnownWords does not rest
            teaching += "Größe" + std::to_string(i) + " Größe Größe Größe Größe\n";
        teaching += taught.toStdString() + '\n';
        const std::string once = line.toStdString() + '\n';
        const std::string text = once + once;
        const auto ignore = [](auto &&) {};
        MojibakeRepairer teacher(allCharsets(), lineOptions(), ignore, ignore);
        Outcome fast;
        MojibakeRepairer judge(
            allCharsets(), lineOptions(), [&fast](std::string_view t) { fast.repaired += t; },
            [&fast](MojibakeFinding &&f) { fast.findings << shown(f, 0); });
        judge.shareKnownWords(teacher);
        teacher.feed(viewOf(teaching));
        teacher.finish();
        judge.feed(viewOf(text));
        judge.finish();
        const Outcome reference = unfiltered(text);
        QVERIFY(!reference.findings.isEmpty());
        QCOMPARE(fast.findings, reference.findings);
        QVERIFY(fast.repaired == reference.repaired);
        // The same lines analysed as by a repairer of its own: the words it was taught say what
        // the filters say.
        QCOMPARE(judge.runsAnalysed(), filtered(text).analysed);
    }

    // The garbled sets hold repairs: the comparison above is not of two empty lists.
    void garbledTextIsRepaired_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QStringList>("chain");
        QTest::newRow("French-Windows-1252") << "fr" << QStringList{"Windows-1252"};
        QTest::newRow("Russian-Windows-1251") << "ru" << QStringList{"Windows-1251"};
        QTest::newRow("Greek-Windows-1253") << "el" << QStringList{"Windows-1253"};
        QTest::newRow("Polish-Windows-1252-twice")
            << "pl" << QStringList{"Windows-1252", "Windows-1252"};
    }
    void garbledTextIsRepaired()
    {
        QFETCH(QString, source);
        QFETCH(QStringList, chain);
        const QStringList lines = realLines(source);
        if (lines.size() < 4)
            U8I_SKIP_OUTSIDE_CI("no catalogs of this language installed");
        const Outcome fast = filtered(joined(lines, chain, QStringLiteral("line")));
        QVERIFY2(fast.findings.size() >= lines.size() / 4, qPrintable(fast.findings.join('\n')));
    }

    // Clean text of many scripts is passed unanalysed in nearly every line. Short lines of one
    // script whose letters spell UTF-8 in another script's code page (Cyrillic in CP866, Thai in
    // TIS-620) are analysed more often: at most a quarter of them.
    void cleanTextPassesUnanalysed_data()
    {
        QTest::addColumn<QString>("source");
        for (const Language &language : languages())
            QTest::newRow(language.name) << QString::fromLatin1(language.source);
    }
    void cleanTextPassesUnanalysed()
    {
        QFETCH(QString, source);
        const QStringList lines = realLines(source);
        if (lines.size() < 4)
            U8I_SKIP_OUTSIDE_CI("the catalogs or word list are not installed here");
        const Outcome fast = filtered(joined(lines, {}, {}));
        QVERIFY2(
            fast.analysed * 4 <= static_cast<std::uint64_t>(lines.size()),
            qPrintable(
                QStringLiteral("%1 of %2 lines analysed").arg(fast.analysed).arg(lines.size())));
    }
};

QTEST_GUILESS_MAIN(TestMojibakeRunFilter)
#include "tst_mojibake_run_filter.moc"
