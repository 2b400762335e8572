// The scan and its index against a brute-force count from the whole-buffer annotation:
// block summaries, totals, thread-count independence, progress and cancellation, line/column,
// next/previous diagnostic, and offsets beyond 4 GiB.
#include "random_utf8.h"
#include "u8i/annotate.h"
#include "u8i/scan.h"

#include <QTest>

#include <sys/mman.h>

using namespace u8i;

namespace {

// What a block summary must hold, counted byte by byte and item by item from the whole decoding.
BlockSummary bruteForce(const std::vector<std::uint8_t> &data, const Window &whole, Offset begin, Offset end)
{
    BlockSummary s;
    for (Offset p = begin; p < end; ++p) {
        const ByteAnnotation &a = whole.at(p);
        s.roles[static_cast<int>(a.role)] += 1;
        if (a.unitStart) {
            s.units += 1;
            s.unitsAfterLastNewline += 1;
            if (a.role == ByteRole::Invalid)
                s.replacements += 1;
        }
        if (data[p] == '\n') {
            s.newlines += 1;
            s.unitsAfterLastNewline = 0;
        }
    }
    for (const Item &item : whole.items) {
        if (item.offset < begin || item.offset >= end)
            continue;
        if (item.wellFormed) {
            s.sequences[item.length - 1] += 1;
            continue;
        }
        s.diagnostics[static_cast<int>(item.kind)] += 1;
        if (s.firstDiagnostic == kNoOffset)
            s.firstDiagnostic = item.offset;
        s.lastDiagnostic = item.offset;
    }
    for (const Notice &notice : whole.notices) {
        if (notice.offset < begin || notice.offset >= end)
            continue;
        s.notices[static_cast<int>(notice.kind)] += 1;
        if (s.firstNotice == kNoOffset)
            s.firstNotice = notice.offset;
    }
    return s;
}

ScanOptions withThreads(unsigned threads)
{
    ScanOptions options;
    options.threads = threads;
    return options;
}

QString show(const BlockSummary &s)
{
    QStringList parts;
    for (Offset v : s.roles) parts << QString::number(v);
    parts << QStringLiteral("|");
    for (Offset v : s.sequences) parts << QString::number(v);
    parts << QStringLiteral("|");
    for (Offset v : s.diagnostics) parts << QString::number(v);
    parts << QStringLiteral("|");
    for (Offset v : s.notices) parts << QString::number(v);
    parts << QStringLiteral("| repl %1 units %2 nl %3 after %4 first %5 last %6 notice %7")
                 .arg(s.replacements).arg(s.units).arg(s.newlines).arg(s.unitsAfterLastNewline)
                 .arg(qint64(s.firstDiagnostic)).arg(qint64(s.lastDiagnostic)).arg(qint64(s.firstNotice));
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestScan : public QObject {
    Q_OBJECT
private slots:
    void summaryEqualsBruteForce_data();
    void summaryEqualsBruteForce();
    void scanIsIndependentOfThreads_data();
    void scanIsIndependentOfThreads();
    void positionQueries_data();
    void positionQueries();
    void progressAndCancel();
    void emptyInput();
    void longRunAcrossBlocks();
    void offsetsBeyond4GiB();
};

void TestScan::summaryEqualsBruteForce_data()
{
    QTest::addColumn<double>("errorRate");
    QTest::newRow("clean text") << 0.0;
    QTest::newRow("sparse errors") << 0.01;
    QTest::newRow("dense errors") << 0.4;
    QTest::newRow("mostly broken") << 0.97;
}

// Any range [begin, end), not only whole blocks: the summary counts what lies in it.
void TestScan::summaryEqualsBruteForce()
{
    QFETCH(double, errorRate);
    std::mt19937_64 rng(42);
    for (int input = 0; input < 20; ++input) {
        const auto data = testing::randomUtf8(rng, 1 + rng() % 5000, errorRate);
        const Window whole = annotate(Bytes(data), 0, data.size());
        for (int trial = 0; trial < 50; ++trial) {
            const Offset a = rng() % (data.size() + 1);
            const Offset b = a + rng() % (data.size() - a + 1);
            const BlockSummary expected = bruteForce(data, whole, a, b);
            const BlockSummary got = summarizeBlock(Bytes(data), a, b);
            QVERIFY2(got == expected, qPrintable(QStringLiteral("input %1 [%2,%3)\n got %4\nwant %5")
                                                     .arg(input).arg(a).arg(b).arg(show(got), show(expected))));
            QVERIFY(summarizeBlockReference(Bytes(data), a, b) == expected);
        }
    }
}

void TestScan::scanIsIndependentOfThreads_data() { summaryEqualsBruteForce_data(); }

void TestScan::scanIsIndependentOfThreads()
{
    QFETCH(double, errorRate);
    std::mt19937_64 rng(3);
    const auto data = testing::randomUtf8(rng, 9 * kBlockSize + 12345, errorRate);
    const ScanResult one = scan(Bytes(data), withThreads(1));
    QVERIFY(!one.cancelled);
    QCOMPARE(one.index.blocks().size(), std::size_t(10));
    for (unsigned threads : {2u, 3u, 8u}) {
        const ScanResult many = scan(Bytes(data), withThreads(threads));
        QVERIFY(many.index.blocks() == one.index.blocks());
    }
    // The totals are what the whole decoding says.
    const Window whole = annotate(Bytes(data), 0, data.size());
    const BlockSummary all = bruteForce(data, whole, 0, data.size());
    const Totals &t = one.index.totals();
    QCOMPARE(t.bytes, Offset(data.size()));
    QVERIFY(t.roles == all.roles);
    QVERIFY(t.sequences == all.sequences);
    QVERIFY(t.diagnostics == all.diagnostics);
    QVERIFY(t.notices == all.notices);
    QCOMPARE(t.replacements, all.replacements);
    QCOMPARE(t.units, all.units);
    QCOMPARE(t.newlines, all.newlines);
    QCOMPARE(t.valid(), all.diagnosticCount() == 0);
}

void TestScan::positionQueries_data() { summaryEqualsBruteForce_data(); }

void TestScan::positionQueries()
{
    QFETCH(double, errorRate);
    std::mt19937_64 rng(11);
    const auto data = testing::randomUtf8(rng, 3 * kBlockSize + 777, errorRate);
    const Bytes bytes(data);
    const ScanIndex index = scan(bytes, withThreads(2)).index;
    const Window whole = annotate(bytes, 0, data.size());

    // Brute force: line and column at every unit start, and the list of group starts.
    std::vector<LineColumn> at(data.size() + 1);
    std::vector<Offset> lineStarts{0};
    LineColumn position;
    Offset lastUnit = 0;
    for (Offset p = 0; p < data.size(); ++p) {
        if (whole.at(p).unitStart) {
            if (p > 0 && data[lastUnit] == '\n' && whole.at(lastUnit).role == ByteRole::Ascii) {
                position.line += 1;
                position.column = 1;
                lineStarts.push_back(p);
            } else if (p > 0) {
                position.column += 1;
            }
            lastUnit = p;
        }
        at[p] = position;
    }
    if (!data.empty() && data.back() == '\n') {
        at[data.size()] = {position.line + 1, 1};
        lineStarts.push_back(data.size());
    } else {
        at[data.size()] = {position.line, data.empty() ? 1 : position.column + 1};
    }
    std::vector<Offset> groups;
    for (const Item &item : whole.items)
        if (!item.wellFormed)
            groups.push_back(item.offset);

    for (int trial = 0; trial < 400; ++trial) {
        const Offset p = trial == 0 ? data.size() : rng() % (data.size() + 1);
        const LineColumn got = index.lineColumnAt(bytes, p);
        QVERIFY2(got.line == at[p].line && got.column == at[p].column,
                 qPrintable(QStringLiteral("offset %1: got %2:%3 want %4:%5").arg(p).arg(got.line).arg(got.column).arg(at[p].line).arg(at[p].column)));
        const auto next = std::upper_bound(groups.begin(), groups.end(), p);
        QCOMPARE(index.nextDiagnostic(bytes, p), next == groups.end() ? kNoOffset : *next);
        const auto prev = std::lower_bound(groups.begin(), groups.end(), p);
        QCOMPARE(index.previousDiagnostic(bytes, p), prev == groups.begin() ? kNoOffset : *(prev - 1));
    }
    for (Offset line = 1; line <= lineStarts.size(); ++line)
        QCOMPARE(index.offsetOfLine(bytes, line), lineStarts[line - 1]);
    QCOMPARE(index.offsetOfLine(bytes, lineStarts.size() + 5), Offset(data.size()));
}

void TestScan::progressAndCancel()
{
    std::mt19937_64 rng(5);
    const auto data = testing::randomUtf8(rng, 40 * kBlockSize * 64 / 10, 0.01);
    Offset last = 0;
    int calls = 0;
    bool monotonic = true;
    ScanOptions options;
    options.threads = 2;
    options.progress = [&](Offset done, Offset total) {
        monotonic = monotonic && done > last && total == data.size();
        last = done;
        ++calls;
    };
    const ScanResult done = scan(Bytes(data), options);
    QVERIFY(!done.cancelled);
    QVERIFY(monotonic);
    QVERIFY(calls >= 2);
    QCOMPARE(last, Offset(data.size()));

    std::atomic<bool> cancel{false};
    options.cancel = &cancel;
    options.progress = [&](Offset, Offset) { cancel = true; };
    const ScanResult cancelled = scan(Bytes(data), options);
    QVERIFY(cancelled.cancelled);
    QVERIFY(cancelled.index.blocks().empty());
}

void TestScan::emptyInput()
{
    const ScanResult result = scan(Bytes());
    QVERIFY(!result.cancelled);
    QVERIFY(result.index.totals().valid());
    QCOMPARE(result.index.totals().bytes, Offset(0));
    QCOMPARE(result.index.lineColumnAt(Bytes(), 0).line, Offset(1));
    QCOMPARE(result.index.nextDiagnostic(Bytes(), 0), kNoOffset);
    QCOMPARE(result.index.previousDiagnostic(Bytes(), 0), kNoOffset);
}

// A run of continuation bytes longer than a block is one group, counted once, where it starts.
void TestScan::longRunAcrossBlocks()
{
    std::vector<std::uint8_t> data(3 * kBlockSize, 0x41);
    std::fill(data.begin() + 100, data.begin() + 100 + 2 * kBlockSize, std::uint8_t(0x80));
    const ScanIndex index = scan(Bytes(data), withThreads(2)).index;
    QCOMPARE(index.totals().diagnostics[static_cast<int>(ErrorKind::UnexpectedContinuation)], Offset(1));
    QCOMPARE(index.totals().replacements, Offset(2 * kBlockSize));
    QCOMPARE(index.blocks()[1].roles[static_cast<int>(ByteRole::Invalid)], kBlockSize);
    QCOMPARE(index.blocks()[1].diagnosticCount(), Offset(0));
    QCOMPARE(index.nextDiagnostic(Bytes(data), 0), Offset(100));
    QCOMPARE(index.previousDiagnostic(Bytes(data), data.size()), Offset(100));
    QCOMPARE(index.lineColumnAt(Bytes(data), kBlockSize + 10).column, Offset(kBlockSize + 11));
}

// Offsets are 64-bit: an error placed beyond 4 GiB in a sparse anonymous mapping is found,
// counted and located.
void TestScan::offsetsBeyond4GiB()
{
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("reading 4 GiB under AddressSanitizer takes minutes; the plain build runs this test");
#endif
    const Offset size = (Offset(4) << 30) + 3 * kBlockSize;
    void *memory = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED)
        QSKIP("cannot reserve 4 GiB of address space here");
    auto *bytes = static_cast<std::uint8_t *>(memory);
    const Offset errorAt = (Offset(4) << 30) + kBlockSize + 17;
    bytes[errorAt] = 0xC0;
    bytes[errorAt + 1] = 0xAF;
    bytes[errorAt - 1] = '\n';
    const Bytes data(bytes, size);
    const ScanIndex index = scan(data).index;
    QCOMPARE(index.totals().diagnosticCount(), Offset(1));
    QCOMPARE(index.nextDiagnostic(data, 0), errorAt);
    QCOMPARE(index.previousDiagnostic(data, size), errorAt);
    QCOMPARE(index.lineColumnAt(data, errorAt).line, Offset(2));
    QCOMPARE(index.lineColumnAt(data, errorAt).column, Offset(1));
    QCOMPARE(index.offsetOfLine(data, 2), errorAt);
    munmap(memory, size);
}

QTEST_GUILESS_MAIN(TestScan)
#include "tst_scan.moc"
