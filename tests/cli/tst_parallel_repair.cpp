// ParallelRepair, which --check's mojibake notice and --fix-mojibake run on every core: the input
// cut into blocks where one repairer would start a run, each block repaired on its own. Whatever
// the block size, the findings and the text are those of one MojibakeRepairer fed the whole
// input; the block sizes tried put a cut at every offset near each line boundary and near the
// places where a line longer than MojibakeRepairer::kMaxRun is cut.
#include "cli/repair/parallel_repair.h"
#include "garble.h"

#include <QtTest>

#include <set>

using namespace u8i;
using namespace u8i::testing;

namespace {

struct Repaired {
    std::string text;
    std::vector<MojibakeFinding> findings;
};

// Findings as one line each: where they are, what they say, and whether they were applied.
QStringList lines(const std::vector<MojibakeFinding> &findings)
{
    QStringList out;
    for (const MojibakeFinding &f : findings)
        out << QStringLiteral("%1+%2 -> %3+%4 %5 %6 [%7] applied %8 ambiguous %9")
                   .arg(f.offset)
                   .arg(f.length)
                   .arg(f.repairedOffset)
                   .arg(f.repairedLength)
                   .arg(QString::fromStdString(f.original), QString::fromStdString(f.repaired),
                        QString::fromStdString(f.evidence))
                   .arg(f.applied)
                   .arg(f.ambiguous);
    return out;
}

Repaired alone(const QByteArray &input)
{
    const auto &all = charsets::mojibakeCharsets();
    Repaired r;
    MojibakeRepairer repairer(
        LegacyCharsets(all.data(), all.size()), charsets::mojibakeOptions(),
        [&](std::string_view t) { r.text += t; },
        [&](MojibakeFinding &&f) { r.findings.push_back(std::move(f)); });
    repairer.feed(bytesOf(input));
    repairer.finish();
    return r;
}

// Fed in pieces of `piece` bytes, as a stream is.
Repaired inBlocks(const QByteArray &input, std::size_t block, qsizetype piece, bool keepText)
{
    const auto &all = charsets::mojibakeCharsets();
    Repaired r;
    MojibakeRepairer::TextSink text;
    if (keepText)
        text = [&](std::string_view t) { r.text += t; };
    cli::ParallelRepair repairer(
        LegacyCharsets(all.data(), all.size()), charsets::mojibakeOptions(), text,
        [&](MojibakeFinding &&f) { r.findings.push_back(std::move(f)); }, block);
    for (qsizetype at = 0; at < input.size(); at += piece)
        repairer.feed(bytesOf(input.mid(at, piece)));
    repairer.finish();
    return r;
}

QByteArray garbled(const char *text)
{
    return garble(text, {"Windows-1252"});
}

// A line of `size` bytes or more, without a line feed: words (blank-separated or not), a garbled
// one now and then.
QByteArray longLine(qsizetype size, bool blanks)
{
    QByteArray line;
    for (int i = 0; line.size() < size; ++i)
        line += i % 7 == 3 ? garbled("crème brûlée") : QByteArray("Früh") + (blanks ? " " : "");
    return line;
}

// Block sizes that put a cut at every offset near each of `boundaries`.
std::set<std::size_t> blockSizes(const QList<qsizetype> &boundaries)
{
    std::set<std::size_t> sizes;
    for (const qsizetype at : boundaries)
        for (qsizetype d = -2; d <= 2; ++d)
            if (at + d > 0)
                sizes.insert(static_cast<std::size_t>(at + d));
    return sizes;
}

// The starts of the lines of `text`, `from` on.
QList<qsizetype> lineStarts(const QByteArray &text, qsizetype from = 0)
{
    QList<qsizetype> starts;
    for (qsizetype at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
        starts << from + at + 1;
    return starts;
}

} // namespace

class TestParallelRepair : public QObject {
    Q_OBJECT

  private slots:
    void decidesAsOneRepairer_data();
    void decidesAsOneRepairer();
};

void TestParallelRepair::decidesAsOneRepairer_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QList<qsizetype>>("boundaries"); // where the blocks are cut near
    const QByteArray mixed = "Café au lait\n" + garbled("Café au lait") + " and " +
                             garbled("naïve") + "\nПривет, мир\n" +
                             garble("Привет, мир", {"Windows-1251"}) + "\n\n日本語のテキスト\n" +
                             garbled("déjà vu") + "\nplain ASCII\n";
    const QByteArray last = garbled("fin du fichier");
    constexpr qsizetype kMaxRun = MojibakeRepairer::kMaxRun;
    QTest::newRow("short lines") << mixed << lineStarts(mixed);
    QTest::newRow("short lines, no final line feed") << mixed + last << lineStarts(mixed);
    // A line longer than kMaxRun: its own cuts, at kMaxRun or after a blank before it.
    const auto longRow = [&](const char *name, const QByteArray &line, const QByteArray &after) {
        const qsizetype start = mixed.size();
        QTest::newRow(name) << mixed + line + after
                            << QList<qsizetype>{start, start + kMaxRun / 2, start + kMaxRun,
                                                start + line.size(), start + line.size() + 1};
    };
    longRow("a long line with blanks", longLine(kMaxRun + kMaxRun / 2, true), "\n" + last);
    longRow("a long line without blanks", longLine(kMaxRun + 5, false), "\n" + last);
    longRow("a long line to the end", longLine(kMaxRun + 9, true), {});
}

void TestParallelRepair::decidesAsOneRepairer()
{
    QFETCH(QByteArray, input);
    QFETCH(QList<qsizetype>, boundaries);
    const Repaired whole = alone(input);
    QVERIFY(!whole.findings.empty());
    const QStringList expected = lines(whole.findings);
    for (const std::size_t block : blockSizes(boundaries)) {
        const Repaired parts = inBlocks(input, block, 4099, true);
        if (lines(parts.findings) != expected || parts.text != whole.text) {
            QCOMPARE(lines(parts.findings), expected); // says where they differ
            QFAIL(qPrintable(QStringLiteral("the text differs, blocks of %1 bytes").arg(block)));
        }
    }
    // Without the text (as --check runs it), and fed in one piece: the same findings.
    QCOMPARE(lines(inBlocks(input, 1000, input.size(), false).findings), expected);
}

QTEST_GUILESS_MAIN(TestParallelRepair)
#include "tst_parallel_repair.moc"
