// UTF-8 read as an East Asian multi-byte charset (GB18030, Big5, Shift_JIS, EUC-KR) and written
// back as UTF-8 is repaired run by run: a whole line, one word beside correct text, a line among
// clean ones; clean Chinese, Japanese and Korean text is never changed. The garbled words are
// found, not typed: every stretch of a sentence that a charset garbles without loss is a case.
#include "garble.h"
#include "u8i/mojibake/mojibake.h"

#include <QTest>

using namespace u8i;
using namespace u8i::testing;

namespace {

// Correct sentences in the three languages, each with ASCII around its words.
const QStringList &sentences()
{
    static const QStringList kSentences = {
        QString::fromUtf8("上海的地铁非常方便，我每天都坐地铁上班。"),
        QString::fromUtf8("請確認檔案名稱是否正確，然後再試一次"),
        QString::fromUtf8("東京の地下鉄はとても便利です"),
        QString::fromUtf8("ファイルを保存できませんでした"),
        QString::fromUtf8("서울의 지하철은 매우 편리합니다"),
        QString::fromUtf8("파일을 저장할 수 없습니다"),
    };
    return kSentences;
}

const QStringList &multiByteCharsets()
{
    static const QStringList kCharsets = {"GB18030", "Big5", "Shift_JIS", "EUC-KR"};
    return kCharsets;
}

// The stretches of `sentence` (3 to 6 characters, no blank) that `charset` garbles without loss
// into well-formed UTF-8 other than the stretch itself.
// The charset encodes the garbled text back to the very bytes it was decoded from: only then can
// a repair be exact (ICU 76's GB18030 decodes a lone 80 as € but encodes € as A2 E3).
bool roundTrips(const QByteArray &utf8, const QString &name)
{
    const QByteArray garbled = garble(utf8, {name});
    const std::u32string text = QString::fromUtf8(garbled).toStdU32String();
    const std::optional<std::string> back = charset(name).encode(text);
    return back && QByteArray::fromStdString(*back) == utf8;
}

QStringList garbledStretches(const QString &sentence, const QString &charset)
{
    QStringList out;
    for (qsizetype length = 3; length <= 6; ++length)
        for (qsizetype at = 0; at + length <= sentence.size(); ++at) {
            const QString part = sentence.mid(at, length);
            if (part.contains(' ') || !garblesLosslessly(part.toUtf8(), {charset}) ||
                !roundTrips(part.toUtf8(), charset))
                continue;
            const QByteArray garbled = garble(part.toUtf8(), {charset});
            if (garbled != part.toUtf8() && QString::fromUtf8(garbled).size() >= 2)
                out << part;
        }
    return out;
}

} // namespace

class TestMojibakeMultiByte : public QObject {
    Q_OBJECT

  private slots:
    void repairsRuns_data();
    void repairsRuns();
    void repairsOtherScripts_data();
    void repairsOtherScripts();
    void leavesCleanTextAlone_data();
    void leavesCleanTextAlone();
    void namesTheCharset();
};

void TestMojibakeMultiByte::repairsRuns_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    int cases = 0;
    for (const QString &charset : multiByteCharsets())
        for (const QString &sentence : sentences()) {
            const QStringList stretches = garbledStretches(sentence, charset);
            if (stretches.isEmpty())
                continue;
            // The longest stretch: the most evidence a run of this sentence can carry.
            QString part = stretches.first();
            for (const QString &s : stretches)
                if (s.size() > part.size())
                    part = s;
            const QString garbled = QString::fromUtf8(garble(part.toUtf8(), {charset}));
            const QString name = charset + ": " + part;
            QTest::newRow(qPrintable(name + ", alone")) << garbled.toUtf8() << part;
            QTest::newRow(qPrintable(name + ", beside ASCII"))
                << ("id=42; name=" + garbled + "; ok\n").toUtf8()
                << "id=42; name=" + part + "; ok\n";
            const QByteArray clean = (sentence + "\n").toUtf8();
            QTest::newRow(qPrintable(name + ", a line among clean ones"))
                << clean + clean + garbled.toUtf8() + "\n"
                << QString::fromUtf8(clean + clean) + part + "\n";
            ++cases;
        }
    // Every charset garbles some stretch of some sentence: the table is never empty.
    if (cases < 6)
        qFatal("only %d garbled stretches were found", cases);
}

void TestMojibakeMultiByte::repairsRuns()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    QCOMPARE(repairedText(input), expected);
}

// Latin, Cyrillic and Greek text read through a multi-byte charset: its letters become single
// ideographs inside words (caf茅) or runs of them; the line's evidence names the charset.
void TestMojibakeMultiByte::repairsOtherScripts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    const QStringList lines = {
        QString::fromUtf8("Le café de la gare est très agréable à Noël"),
        QString::fromUtf8("Größere Übungen für Äpfel und Öl"),
        QString::fromUtf8("Čeština používá háčky a čárky nad písmeny"),
        QString::fromUtf8("Pijamalı hasta yağız şoföre çabucak güvendi"),
        QString::fromUtf8("Съешь же ещё этих мягких французских булок"),
        QString::fromUtf8("Ξεσκεπάζω την ψυχοφθόρα βδελυγμία"),
    };
    int cases = 0;
    for (const QString &charset : multiByteCharsets())
        for (const QString &line : lines) {
            if (!garblesLosslessly(line.toUtf8(), {charset}) || !roundTrips(line.toUtf8(), charset))
                continue;
            const QByteArray garbled = garble(line.toUtf8(), {charset});
            QTest::newRow(qPrintable(charset + ": " + line)) << garbled + "\n" << line + "\n";
            ++cases;
        }
    if (cases < 6)
        qFatal("only %d lines garble without loss", cases);
}

void TestMojibakeMultiByte::repairsOtherScripts()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    QCOMPARE(repairedText(input), expected);
}

void TestMojibakeMultiByte::leavesCleanTextAlone_data()
{
    QTest::addColumn<QByteArray>("input");
    for (const QString &sentence : sentences())
        QTest::newRow(qPrintable(sentence)) << sentence.toUtf8();
    QTest::newRow("all of them, one per line") << sentences().join('\n').toUtf8();
    QTest::newRow("mixed with Latin") << QString::fromUtf8("Café 上海 Zürich 東京 서울").toUtf8();
    QTest::newRow("ideographs between Latin words")
        << QString::fromUtf8("用Python写的程序, 在Linux上运行, 支持UTF-8编码").toUtf8();
    // A msgstr of diffutils' zh_TW catalog: "冒號" through GB18030 is C3 B0 CC 96, "ð̖" (a letter
    // and a mark are no Han evidence).
    QTest::newRow("zh_TW diffutils: 冒號")
        << QString::fromUtf8("\"                         冒號 (:) 分隔的 terminfo 功能 "
                             "(capabilities)\"\n")
               .toUtf8();
    // Catalog lines where one word of ideographs encodes to UTF-8 through a charset and the
    // line's other ideographs do not: the line is written in ideographs as they are.
    QTest::newRow("zh_CN git: 命名 (EUC-KR: ٤٣)")
        << QString::fromUtf8("\"现在在为不存在的远程名 '%s' 命名\"\n").toUtf8();
    QTest::newRow("zh_TW bash: 讀取字 at the end (Shift_JIS: 椎掚)")
        << QString::fromUtf8("\"read [-a 陣列] [-d 分隔符] [-n 讀取字元數] [-N 讀取字\"\n")
               .toUtf8();
    QTest::newRow("zh_TW wget: 讀取至 before a number (Shift_JIS: 椎掊)")
        << QString::fromUtf8("msgstr \"%s (%s) - 讀取至 %s 位元組時發生錯誤 (%s)。\"\n").toUtf8();
}

void TestMojibakeMultiByte::leavesCleanTextAlone()
{
    QFETCH(QByteArray, input);
    const MojibakeReport r = analyze(input);
    QVERIFY(!r.changed);
    QCOMPARE(QByteArray::fromStdString(r.repaired), input);
}

void TestMojibakeMultiByte::namesTheCharset()
{
    const QString part = QString::fromUtf8("你好");
    const QByteArray garbled = garble(part.toUtf8(), {"GB18030"});
    const MojibakeReport r = analyze("hello " + garbled + "\n");
    QVERIFY(r.changed);
    QCOMPARE(r.findings.size(), std::size_t{1});
    const MojibakeFinding &f = r.findings.front();
    QCOMPARE(f.chain, std::vector<std::string>{"GB18030"});
    QCOMPARE(QString::fromStdString(f.repaired), part);
}

QTEST_GUILESS_MAIN(TestMojibakeMultiByte)
#include "tst_mojibake_multibyte.moc"
