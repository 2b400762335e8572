// AllowanceSearch, which finds a mapped file's inline allowances in the ranges --check's scan
// hands it (from any thread, in any order) and the rest when they are asked for: whatever ranges
// were searched, the allowances are those findAllowances finds in the whole file, with markers
// across the 1 MiB pieces and the scan's 4 MiB ranges, and holes left unread.
#include "cli/rules/allowance_search.h"

#include <QtTest>

#include <thread>

using namespace u8i;
using namespace u8i::cli;

namespace {

constexpr Offset kMiB = Offset{1} << 20;
using Ranges = QList<QPair<qint64, qint64>>;

// `size` bytes of 63-letter lines, with `marker` lines written so that their marker starts at each
// offset of `at`.
QByteArray textWith(Offset size, const QList<qint64> &at)
{
    QByteArray bytes(static_cast<qsizetype>(size), 'a');
    for (qsizetype i = 63; i < bytes.size(); i += 64)
        bytes[i] = '\n';
    for (const qint64 offset : at) {
        const QByteArray line = "utf8-inspector: allow control, nothing -- why\n";
        bytes.replace(offset, line.size(), line);
    }
    return bytes;
}

// An allowance as one line: where, what it names, and what it is.
QStringList lines(const std::vector<Allowance> &allowances)
{
    QStringList out;
    for (const Allowance &a : allowances)
        out << QStringLiteral("%1 %2:%3 %4 %5")
                   .arg(a.offset)
                   .arg(a.at.line)
                   .arg(a.at.column)
                   .arg(QString::fromStdString(a.word))
                   .arg(a.known());
    return out;
}

// The ranges of the scan over `size` bytes: 4 MiB each, as its workers take them.
Ranges scanRanges(Offset size)
{
    Ranges out;
    for (Offset b = 0; b < size; b += 4 * kMiB)
        out.append({qint64(b), qint64(std::min(b + 4 * kMiB, size))});
    return out;
}

} // namespace

class TestAllowanceSearch : public QObject {
    Q_OBJECT

  private slots:
    void sameAsWholeFile_data();
    void sameAsWholeFile();
    void onThreads();
    void markerAnywhere_data();
    void markerAnywhere();
};

void TestAllowanceSearch::sameAsWholeFile_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<QList<qint64>>("markers");
    QTest::addColumn<Ranges>("searched");
    QTest::addColumn<bool>("holes"); // the 2nd and 3rd MiB are a hole (zeros, never read)
    const qint64 size = 9 * kMiB + 100;
    // (a marker across a piece's end, across a range's end, at a piece's start, in the last piece)
    const QList<qint64> edges{0,
                              qint64(kMiB) - 7,
                              qint64(2 * kMiB) - 15,
                              qint64(4 * kMiB) - 1,
                              qint64(6 * kMiB),
                              qint64(8 * kMiB) - 14,
                              qint64(9 * kMiB) + 30};
    const Ranges all = scanRanges(size);
    Ranges backwards = all;
    std::reverse(backwards.begin(), backwards.end());
    QTest::newRow("every range") << size << edges << all << false;
    QTest::newRow("every range, backwards") << size << edges << backwards << false;
    QTest::newRow("none: all searched at the end") << size << edges << Ranges() << false;
    QTest::newRow("the first and last only")
        << size << edges << Ranges{all.front(), all.back()} << false;
    QTest::newRow("the middle only") << size << edges << Ranges{all[1]} << false;
    QTest::newRow("one range twice") << size << edges << Ranges{all[1], all[0], all[1]} << false;
    QTest::newRow("no marker") << size << QList<qint64>() << all << false;
    QTest::newRow("a hole") << size << QList<qint64>{qint64(kMiB) - 60, qint64(5 * kMiB)} << all
                            << true;
    QTest::newRow("a hole, nothing searched")
        << size << QList<qint64>{qint64(kMiB) - 60, qint64(5 * kMiB)} << Ranges() << true;
    QTest::newRow("a small file") << qint64(300) << QList<qint64>{100} << Ranges{{0, 300}} << false;
}

void TestAllowanceSearch::sameAsWholeFile()
{
    QFETCH(qint64, size);
    QFETCH(QList<qint64>, markers);
    QFETCH(Ranges, searched);
    QFETCH(bool, holes);
    QByteArray text = textWith(static_cast<Offset>(size), markers);
    ZeroRanges zeros;
    if (holes) {
        text.replace(qsizetype(kMiB), qsizetype(2 * kMiB), QByteArray(qsizetype(2 * kMiB), '\0'));
        zeros.add(kMiB, 3 * kMiB);
    }
    const Bytes data(reinterpret_cast<const std::uint8_t *>(text.constData()),
                     static_cast<std::size_t>(text.size()));
    const QStringList expected = lines(findAllowances(data));
    QCOMPARE(expected.size(), 2 * markers.size()); // each names two things
    AllowanceSearch search(data, zeros);
    for (const auto &[b, e] : searched)
        search.search(static_cast<Offset>(b), static_cast<Offset>(e));
    QStringList asked; // what the rest is read through, besides the ranges searched
    const std::vector<Allowance> found = search.finish([&](Offset b, Offset e) {
        asked << QStringLiteral("%1-%2").arg(b).arg(e);
        return data.subspan(b, e - b);
    });
    QCOMPARE(lines(found), expected);
    for (qsizetype k = 0; k < markers.size(); ++k) // "control" 22 bytes after the marker
        QCOMPARE(found[static_cast<std::size_t>(2 * k)].offset, Offset(markers[k] + 22));
    if (searched == scanRanges(static_cast<Offset>(size)))
        QCOMPARE(asked, QStringList());  // all was searched along the scan
    for (const QString &piece : asked) { // never a hole, never what was searched
        const QStringList ends = piece.split(u'-');
        const Offset b = ends[0].toULongLong();
        QVERIFY2(!zeros.covers(b, std::min<Offset>(b + kMiB, size)), qPrintable(piece));
        for (const auto &[sb, se] : searched)
            QVERIFY2(b < Offset(sb) || b >= Offset(se), qPrintable(piece));
    }
}

// Two threads hand the ranges over at once, as the scan's workers do.
void TestAllowanceSearch::onThreads()
{
    const qint64 size = 32 * kMiB + 5;
    QList<qint64> markers;
    for (qint64 at = 100; at + 64 < size; at += kMiB - 7)
        markers << at;
    const QByteArray text = textWith(static_cast<Offset>(size), markers);
    const Bytes data(reinterpret_cast<const std::uint8_t *>(text.constData()),
                     static_cast<std::size_t>(text.size()));
    const ZeroRanges zeros;
    AllowanceSearch search(data, zeros);
    const Ranges ranges = scanRanges(static_cast<Offset>(size));
    std::atomic<qsizetype> next{0};
    const auto worker = [&] {
        for (qsizetype i = next++; i < ranges.size(); i = next++)
            search.search(static_cast<Offset>(ranges[i].first),
                          static_cast<Offset>(ranges[i].second));
    };
    std::thread other(worker);
    worker();
    other.join();
    bool read = false;
    const std::vector<Allowance> found = search.finish([&](Offset b, Offset e) {
        read = true;
        return data.subspan(b, e - b);
    });
    QVERIFY(!read);
    QCOMPARE(lines(found), lines(findAllowances(data)));
    QCOMPARE(qsizetype(found.size()), 2 * markers.size());
}

// A marker at every place of the first 64 (read 64 bytes at a time) among look-alike bytes (a 'u'
// 14 bytes before a ':', marker prefixes), at its very end, and in texts shorter than a marker.
void TestAllowanceSearch::markerAnywhere_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<qint64>>("words"); // where the words allowed start
    const QByteArray marker = "utf8-inspector: allow control";
    const QByteArray decoys = "u.............: utf8-inspector utf8-inspector;";
    for (qsizetype at = 0; at <= 40; ++at) {
        QByteArray text = decoys.repeated(2).left(at) + marker + "\n" + decoys.repeated(3);
        QTest::addRow("at %d", int(at)) << text << QList<qint64>{at + 22};
    }
    QTest::newRow("at the very end") << decoys + marker << QList<qint64>{decoys.size() + 22};
    QTest::newRow("at the very end of a longer text")
        << decoys.repeated(4) + marker << QList<qint64>{4 * decoys.size() + 22};
    QTest::newRow("two in a row") // the first names "controlutf8-inspector", no kind
        << marker + marker << QList<qint64>{marker.size() + 22};
    QTest::newRow("decoys only") << decoys.repeated(5) << QList<qint64>{};
    QTest::newRow("shorter than a marker") << QByteArray("utf8-inspector") << QList<qint64>{};
    QTest::newRow("empty") << QByteArray() << QList<qint64>{};
}

void TestAllowanceSearch::markerAnywhere()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<qint64>, words);
    const Bytes data(reinterpret_cast<const std::uint8_t *>(text.constData()),
                     static_cast<std::size_t>(text.size()));
    QList<qint64> found;
    for (const Allowance &a : findAllowances(data))
        if (a.known())
            found << qint64(a.offset);
    QCOMPARE(found, words);
}

QTEST_GUILESS_MAIN(TestAllowanceSearch)
#include "tst_allowance_search.moc"
