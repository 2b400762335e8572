// The scan with ranges known to be zeros (the holes of a sparse file): its index is exactly the
// index of a scan that reads those zeros, wherever the ranges lie (on block edges, right after a
// lead byte, inside a block, at the start, to the end, the whole buffer, in a buffer smaller than
// a block), on one thread and on several; and the bytes of those ranges are never read.
#include "random_utf8.h"
#include "u8i/scan/scan.h"
#include "u8i/scan/zero_ranges.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace u8i;

namespace {

using Ranges = std::vector<std::pair<qint64, qint64>>;

// Random UTF-8 with errors, `size` bytes, with zeros in `zeros` and the lead byte of a
// three-byte sequence right before each of them, which they cut short.
std::vector<std::uint8_t> dataWithZeros(std::size_t size, const Ranges &zeros)
{
    std::mt19937_64 rng(size);
    std::vector<std::uint8_t> data = u8i::testing::randomUtf8(rng, size, 0.02);
    data.resize(size);
    for (const auto &[begin, end] : zeros) {
        std::fill(data.begin() + begin, data.begin() + end, std::uint8_t{0});
        if (begin > 0)
            data[std::size_t(begin - 1)] = 0xE2;
    }
    return data;
}

// The same buffer with FF instead of the zeros of each whole block inside a range (and of the
// last piece, when a range goes to the end): what a scan that does not read them sees the same.
std::vector<std::uint8_t> withUnreadBlocks(std::vector<std::uint8_t> data, const Ranges &zeros)
{
    const auto size = qint64(data.size());
    for (const auto &[begin, end] : zeros) {
        const qint64 from = (begin + kBlockSize - 1) / kBlockSize * kBlockSize;
        const qint64 to = end == size ? end : end / kBlockSize * kBlockSize;
        if (from < to)
            std::fill(data.begin() + from, data.begin() + to, std::uint8_t{0xFF});
    }
    return data;
}

ScanOptions withThreads(unsigned threads)
{
    ScanOptions options;
    options.threads = threads;
    return options;
}

} // namespace

class TestScanZeros : public QObject {
    Q_OBJECT
  private slots:
    void indexEqualsReadingTheZeros_data();
    void indexEqualsReadingTheZeros();
    void summaryOfZerosEqualsReadingThem_data();
    void summaryOfZerosEqualsReadingThem();
    void coversOnlyWhatWasNoted();
};

void TestScanZeros::indexEqualsReadingTheZeros_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<Ranges>("zeros");
    constexpr qint64 block = kBlockSize;
    constexpr qint64 chunk = 64 * block; // what a worker takes at a time
    QTest::newRow("none") << 5 * block << Ranges{};
    QTest::newRow("whole buffer") << 9 * block + 17 << Ranges{{0, 9 * block + 17}};
    QTest::newRow("at the start, to a block edge") << 6 * block << Ranges{{0, 3 * block}};
    QTest::newRow("on block edges") << 8 * block << Ranges{{2 * block, 5 * block}};
    QTest::newRow("inside blocks, odd edges") << 8 * block << Ranges{{4096 + 3, 6 * block - 7}};
    QTest::newRow("right after a lead byte") << 6 * block << Ranges{{block + 1, 4 * block}};
    QTest::newRow("to the end, odd size")
        << 7 * block + 333 << Ranges{{3 * block - 1, 7 * block + 333}};
    QTest::newRow("several, one in each block")
        << 10 * block
        << Ranges{
               {100, 200}, {block, 2 * block}, {3 * block + 5, 5 * block}, {9 * block, 10 * block}};
    QTest::newRow("across a worker's chunk")
        << chunk + 8 * block << Ranges{{chunk - 3 * block, chunk + 3 * block}};
    QTest::newRow("smaller than a block") << qint64(4000) << Ranges{{0, 1000}, {2048, 4000}};
    QTest::newRow("a few bytes") << qint64(9) << Ranges{{2, 9}};
}

// The whole blocks of the ranges hold other bytes in the buffer given to the scan that knows them
// as zeros: its index is still that of the buffer with zeros there, so they were not read.
void TestScanZeros::indexEqualsReadingTheZeros()
{
    QFETCH(qint64, size);
    QFETCH(Ranges, zeros);
    const std::vector<std::uint8_t> read = dataWithZeros(std::size_t(size), zeros);
    const std::vector<std::uint8_t> unread = withUnreadBlocks(read, zeros);
    ZeroRanges known;
    for (const auto &[begin, end] : zeros)
        known.add(Offset(begin), Offset(end));
    for (unsigned threads : {1u, 2u, 5u}) {
        const ScanResult expected = scan(Bytes(read), withThreads(threads));
        const ScanResult got = scan(Bytes(unread), known, withThreads(threads));
        QVERIFY(!got.cancelled);
        QVERIFY2(got.index == expected.index,
                 qPrintable(QStringLiteral("%1 threads").arg(threads)));
        QVERIFY(got.index.totals() == expected.index.totals());
    }
}

void TestScanZeros::summaryOfZerosEqualsReadingThem_data()
{
    QTest::addColumn<qint64>("begin");
    QTest::addColumn<qint64>("end");
    QTest::newRow("a whole block at 0") << qint64(0) << qint64(kBlockSize);
    QTest::newRow("a whole block further") << qint64(7 * kBlockSize) << qint64(8 * kBlockSize);
    QTest::newRow("one byte") << qint64(5) << qint64(6);
    QTest::newRow("a piece") << qint64(4096) << qint64(8192);
    QTest::newRow("odd edges") << qint64(kBlockSize + 3) << qint64(2 * kBlockSize - 1);
    QTest::newRow("empty") << qint64(12) << qint64(12);
}

void TestScanZeros::summaryOfZerosEqualsReadingThem()
{
    QFETCH(qint64, begin);
    QFETCH(qint64, end);
    const std::vector<std::uint8_t> zeros(std::size_t(end) + 8, 0);
    QVERIFY(summarizeZeros(Offset(begin), Offset(end)) ==
            summarizeBlock(Bytes(zeros), Offset(begin), Offset(end)));
}

void TestScanZeros::coversOnlyWhatWasNoted()
{
    ZeroRanges zeros;
    QVERIFY(zeros.empty());
    zeros.add(10, 20);
    zeros.add(20, 30); // joins the range before
    zeros.add(40, 50);
    QVERIFY(!zeros.empty());
    QVERIFY(zeros.covers(10, 30));
    QVERIFY(zeros.covers(45, 50));
    QVERIFY(!zeros.covers(9, 12));
    QVERIFY(!zeros.covers(25, 41)); // across a gap
    QVERIFY(!zeros.covers(49, 51));
    QVERIFY(!zeros.covers(15, 15)); // an empty range
    QVERIFY(!zeros.covers(0, 5));
    QVERIFY(!zeros.covers(60, 70));
}

QTEST_GUILESS_MAIN(TestScanZeros)
#include "tst_scan_zeros.moc"
