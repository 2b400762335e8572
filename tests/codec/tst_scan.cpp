// The scan and its compact index against a brute-force count from the whole-buffer annotation:
// block summaries, block marks, super-block diagnostics, the overview, totals, thread-count
// independence, progress and cancellation, line/column, offsetOfLine, next/previous diagnostic,
// on random data and on data built to put groups and sequences on block and super-block
// boundaries; the index's memory per block. Offsets beyond 4 GiB: tst_scan_beyond_4gib.cpp.
#include "index_memory_bound.h"
#include "random_utf8.h"
#include "scan/block_summary_reference.h"
#include "scan/scan_index_builder.h"
#include "scan/scan_index_internal.h"
#include "u8i/scan/diagnostic_cursor.h"
#include "u8i/scan/scan.h"
#include "u8i/utf8/annotate.h"

#include <QTest>

using namespace u8i;
using u8i::testing::memoryBound;

namespace {

// The diagnostic cursor with the index, strictly after (kNoOffset: from the start) and before.
Offset nextAfter(Bytes bytes, const ScanIndex &index, Offset p)
{
    return DiagnosticCursor(bytes, &index).next(p == kNoOffset ? 0 : p + 1).offset;
}

Offset previousBefore(Bytes bytes, const ScanIndex &index, Offset p)
{
    return DiagnosticCursor(bytes, &index).previous(p).offset;
}

// What a block summary must hold, counted byte by byte and item by item from the whole decoding:
// one byte, one item and one notice at a time, into the summary of the block where each lies.
void countByte(BlockSummary &s, const ByteAnnotation &a, std::uint8_t byte)
{
    s.roles[static_cast<int>(a.role)] += 1;
    if (a.unitStart) {
        s.units += 1;
        s.unitsAfterLastNewline += 1;
        if (a.role == ByteRole::Invalid)
            s.replacements += 1;
    }
    if (byte == '\n') {
        s.newlines += 1;
        s.unitsAfterLastNewline = 0;
    }
}

void countItem(BlockSummary &s, const Item &item)
{
    if (item.wellFormed) {
        s.sequences[item.length - 1] += 1;
        return;
    }
    s.diagnostics[static_cast<int>(item.kind)] += 1;
    if (s.firstDiagnostic == kNoOffset)
        s.firstDiagnostic = item.offset;
    s.lastDiagnostic = item.offset;
}

void countNotice(BlockSummary &s, const Notice &notice)
{
    s.notices[static_cast<int>(notice.kind)] += 1;
    if (s.firstNotice == kNoOffset)
        s.firstNotice = notice.offset;
}

// The summary of [begin, end).
BlockSummary bruteForce(const std::vector<std::uint8_t> &data, const Window &whole, Offset begin,
                        Offset end)
{
    BlockSummary s;
    for (Offset p = begin; p < end; ++p)
        countByte(s, whole.at(p), data[p]);
    for (const Item &item : whole.items)
        if (item.offset >= begin && item.offset < end)
            countItem(s, item);
    for (const Notice &notice : whole.notices)
        if (notice.offset >= begin && notice.offset < end)
            countNotice(s, notice);
    return s;
}

// The summaries of every block, in one pass over the whole decoding.
std::vector<BlockSummary> bruteForceBlocks(const std::vector<std::uint8_t> &data,
                                           const Window &whole)
{
    std::vector<BlockSummary> blocks((data.size() + kBlockSize - 1) / kBlockSize);
    for (Offset p = 0; p < data.size(); ++p)
        countByte(blocks[p / kBlockSize], whole.at(p), data[p]);
    for (const Item &item : whole.items)
        countItem(blocks[item.offset / kBlockSize], item);
    for (const Notice &notice : whole.notices)
        countNotice(blocks[notice.offset / kBlockSize], notice);
    return blocks;
}

// Inputs for the index: random text at several error rates, and data built so that groups,
// sequences, newlines and long runs sit on and across block and super-block boundaries.
enum class Family { Clean, Sparse, Dense, MostlyBroken, Boundaries, LongRun, DenseBlocks };

void put(std::vector<std::uint8_t> &data, Offset at, std::initializer_list<std::uint8_t> bytes)
{
    for (const std::uint8_t b : bytes)
        if (at < data.size())
            data[at++] = b;
}

std::vector<std::uint8_t> makeData(Family family, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const std::size_t size = 2 * kSuperBlockSize + 3 * kBlockSize + 777;
    switch (family) {
    case Family::Clean: return testing::randomUtf8(rng, size, 0.0);
    case Family::Sparse: return testing::randomUtf8(rng, size, 0.001);
    case Family::Dense: return testing::randomUtf8(rng, size, 0.4);
    case Family::MostlyBroken: return testing::randomUtf8(rng, size, 0.97);
    case Family::Boundaries: {
        std::vector<std::uint8_t> data = testing::randomUtf8(rng, size, 0.0005);
        for (Offset b = kBlockSize; b < data.size(); b += kBlockSize) {
            if (b % kSuperBlockSize == 0) {
                if (b == kSuperBlockSize) // a truncated group from the last byte before on
                    put(data, b - 1, {0xF0, 0x9F, 0x98, 'x'});
                else // a group ending just before, and one starting just at the boundary
                    put(data, b - 2, {'x', 0xC1, 0xFF, 'y'});
                continue;
            }
            // clang-format off
            switch (b / kBlockSize % 5) {
            case 0: put(data, b, {0xFF}); break;                      // a group starting at it
            case 1: put(data, b - 1, {0xC0, 'x'}); break;             // a group ending at it
            case 2: put(data, b - 2, {0xF0, 0x9F, 0x90, 0x9A}); break; // a character across it
            case 3: put(data, b - 1, {0xE2, 0x82, 'z'}); break;       // a group across it
            default: put(data, b - 1, {'\n', '\n'}); break;          // newlines on both sides
            }
            // clang-format on
        }
        return data;
    }
    case Family::LongRun: {
        // Continuation bytes from 100 bytes before the first super-block boundary to past the
        // second: one group over two super-blocks, with errors and newlines around it.
        std::vector<std::uint8_t> data = testing::randomUtf8(rng, size, 0.0005);
        std::fill(data.begin() + static_cast<std::ptrdiff_t>(kSuperBlockSize - 100),
                  data.begin() + static_cast<std::ptrdiff_t>(2 * kSuperBlockSize + 5),
                  std::uint8_t(0x80));
        put(data, kSuperBlockSize - 102, {'\n', 'a'});
        put(data, 2 * kSuperBlockSize + 5, {0xC0, '\n'});
        return data;
    }
    case Family::DenseBlocks: {
        // Blocks holding exactly 126, 127 and 128 groups (the block mark counts up to 127), and
        // a block of nothing but groups.
        std::vector<std::uint8_t> data = testing::randomUtf8(rng, size, 0.0);
        const std::pair<Offset, Offset> blocks[] = {{5, 126}, {6, 127}, {7, 128}, {17, 65536}};
        for (const auto &[block, groups] : blocks) {
            const Offset stride = kBlockSize / groups;
            std::fill(data.begin() + static_cast<std::ptrdiff_t>(block * kBlockSize),
                      data.begin() + static_cast<std::ptrdiff_t>((block + 1) * kBlockSize),
                      std::uint8_t('a'));
            for (Offset g = 0; g < groups; ++g)
                data[block * kBlockSize + g * stride] = 0xFF;
        }
        return data;
    }
    }
    return {};
}

void addFamilies()
{
    QTest::addColumn<int>("family");
    QTest::newRow("clean text") << int(Family::Clean);
    QTest::newRow("sparse errors") << int(Family::Sparse);
    QTest::newRow("dense errors") << int(Family::Dense);
    QTest::newRow("mostly broken") << int(Family::MostlyBroken);
    QTest::newRow("groups and sequences on block and super-block boundaries")
        << int(Family::Boundaries);
    QTest::newRow("a continuation run over two super-blocks") << int(Family::LongRun);
    QTest::newRow("blocks of 126, 127, 128 and 65536 groups") << int(Family::DenseBlocks);
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
    for (Offset v : s.roles)
        parts << QString::number(v);
    parts << QStringLiteral("|");
    for (Offset v : s.sequences)
        parts << QString::number(v);
    parts << QStringLiteral("|");
    for (Offset v : s.diagnostics)
        parts << QString::number(v);
    parts << QStringLiteral("|");
    for (Offset v : s.notices)
        parts << QString::number(v);
    parts << QStringLiteral("| repl %1 units %2 nl %3 after %4 first %5 last %6 notice %7")
                 .arg(s.replacements)
                 .arg(s.units)
                 .arg(s.newlines)
                 .arg(s.unitsAfterLastNewline)
                 .arg(qint64(s.firstDiagnostic))
                 .arg(qint64(s.lastDiagnostic))
                 .arg(qint64(s.firstNotice));
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
    void indexEqualsBruteForce_data();
    void indexEqualsBruteForce();
    void positionQueries_data();
    void positionQueries();
    void memoryIsBoundedPerBlock_data();
    void memoryIsBoundedPerBlock();
    void hundredGigabyteIndexIsSmall();
    void progressAndCancel();
    void emptyInput();
    void longRunAcrossBlocks();
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
            QVERIFY2(got == expected,
                     qPrintable(QStringLiteral("input %1 [%2,%3)\n got %4\nwant %5")
                                    .arg(input)
                                    .arg(a)
                                    .arg(b)
                                    .arg(show(got), show(expected))));
            QVERIFY(summarizeBlockReference(Bytes(data), a, b) == expected);
        }
    }
}

void TestScan::scanIsIndependentOfThreads_data()
{
    addFamilies();
}

void TestScan::scanIsIndependentOfThreads()
{
    QFETCH(int, family);
    const auto data = makeData(Family(family), 3);
    const ScanResult one = scan(Bytes(data), withThreads(1));
    QVERIFY(!one.cancelled);
    QCOMPARE(one.index.blockCount(), Offset((data.size() + kBlockSize - 1) / kBlockSize));
    for (unsigned threads : {2u, 3u, 8u}) {
        const ScanResult many = scan(Bytes(data), withThreads(threads));
        QVERIFY(many.index == one.index);
    }
}

void TestScan::indexEqualsBruteForce_data()
{
    addFamilies();
}

// Every count the index keeps is what the whole decoding says: the totals, each block's mark,
// each super-block's diagnostics by kind, each overview segment; and each block's summary,
// asked of the index, is the brute-force one.
void TestScan::indexEqualsBruteForce()
{
    QFETCH(int, family);
    const auto data = makeData(Family(family), 17);
    const Bytes bytes(data);
    const ScanIndex index = scan(bytes, withThreads(2)).index;
    const Window whole = annotate(bytes, 0, data.size());
    const std::vector<BlockSummary> blocks = bruteForceBlocks(data, whole);

    const BlockSummary all = bruteForce(data, whole, 0, data.size());
    const Totals &t = index.totals();
    QCOMPARE(t.bytes, Offset(data.size()));
    QVERIFY(t.roles == all.roles);
    QVERIFY(t.sequences == all.sequences);
    QVERIFY(t.diagnostics == all.diagnostics);
    QVERIFY(t.notices == all.notices);
    QCOMPARE(t.replacements, all.replacements);
    QCOMPARE(t.units, all.units);
    QCOMPARE(t.newlines, all.newlines);
    QCOMPARE(t.valid(), all.diagnosticCount() == 0);

    QCOMPARE(index.blockCount(), Offset(blocks.size()));
    QCOMPARE(index.superBlockCount(),
             Offset((blocks.size() + kBlocksPerSuperBlock - 1) / kBlocksPerSuperBlock));
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        QVERIFY2(index.blockSummary(bytes, b) == blocks[b],
                 qPrintable(QStringLiteral("block %1\n got %2\nwant %3")
                                .arg(b)
                                .arg(show(index.blockSummary(bytes, b)), show(blocks[b]))));
        QCOMPARE(index.diagnosticsInBlock(b),
                 std::min(blocks[b].diagnosticCount(), kBlockDiagnosticsCap));
        QCOMPARE(index.hasNoticesInBlock(b), blocks[b].noticeCount() > 0);
        QCOMPARE(index.firstDiagnosticInBlock(b), blocks[b].firstDiagnostic);
    }
    QCOMPARE(index.firstDiagnosticInBlock(blocks.size()), kNoOffset);

    std::vector<SuperBlockDiagnostics> supers;
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const Offset super = b / kBlocksPerSuperBlock;
        if (blocks[b].diagnosticCount() == 0)
            continue;
        if (supers.empty() || supers.back().superBlock != super)
            supers.push_back({super, {}});
        for (int k = 0; k < kErrorKindCount; ++k)
            supers.back().byKind[k] += static_cast<std::uint32_t>(blocks[b].diagnostics[k]);
    }
    QCOMPARE(ScanIndexInternals(index).diagnosticSuperBlocks().size(), supers.size());
    for (std::size_t i = 0; i < supers.size(); ++i) {
        QCOMPARE(ScanIndexInternals(index).diagnosticSuperBlocks()[i].superBlock,
                 supers[i].superBlock);
        QVERIFY(ScanIndexInternals(index).diagnosticSuperBlocks()[i].byKind == supers[i].byKind);
        for (int k = 0; k < kErrorKindCount; ++k)
            QCOMPARE(ScanIndexInternals(index).diagnosticSuperBlocks()[i].count(ErrorKind(k)),
                     Offset(supers[i].byKind[k]));
    }

    const Overview &overview = index.overview();
    QCOMPARE(overview.segmentSize, overviewSegmentSize(data.size()));
    QVERIFY(overview.segments.size() <= kOverviewSegments);
    QCOMPARE(Offset(overview.segments.size()),
             (data.size() + overview.segmentSize - 1) / overview.segmentSize);
    std::vector<Overview::Segment> segments(overview.segments.size());
    for (Offset p = 0; p < data.size(); ++p) {
        const ByteRole role = whole.at(p).role;
        Overview::Segment &segment = segments[p / overview.segmentSize];
        segment.invalid += role == ByteRole::Invalid ? 1 : 0;
        segment.nonAscii += role == ByteRole::Lead || role == ByteRole::Continuation ? 1 : 0;
    }
    QVERIFY(overview.segments == segments);
}

void TestScan::positionQueries_data()
{
    addFamilies();
}

void TestScan::positionQueries()
{
    QFETCH(int, family);
    const auto data = makeData(Family(family), 11);
    std::mt19937_64 rng(11);
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

    // Random offsets, and every offset near a block boundary.
    std::vector<Offset> offsets{0, Offset(data.size())};
    for (int trial = 0; trial < 300; ++trial)
        offsets.push_back(rng() % (data.size() + 1));
    for (Offset b = kBlockSize; b < data.size(); b += kBlockSize)
        for (Offset p = b - 3; p <= b + 3; ++p)
            offsets.push_back(p);
    for (const Offset p : offsets) {
        const LineColumn got = index.lineColumnAt(bytes, p);
        QVERIFY2(got.line == at[p].line && got.column == at[p].column,
                 qPrintable(QStringLiteral("offset %1: got %2:%3 want %4:%5")
                                .arg(p)
                                .arg(got.line)
                                .arg(got.column)
                                .arg(at[p].line)
                                .arg(at[p].column)));
        const auto next = std::upper_bound(groups.begin(), groups.end(), p);
        QCOMPARE(nextAfter(bytes, index, p), next == groups.end() ? kNoOffset : *next);
        const auto prev = std::lower_bound(groups.begin(), groups.end(), p);
        QCOMPARE(previousBefore(bytes, index, p), prev == groups.begin() ? kNoOffset : *(prev - 1));
    }
    QCOMPARE(nextAfter(bytes, index, kNoOffset), groups.empty() ? kNoOffset : groups.front());
    // Walking from group to group, both ways, visits every group (the first and last 2000).
    const std::size_t steps = std::min<std::size_t>(groups.size(), 2000);
    std::vector<Offset> walked;
    for (Offset g = nextAfter(bytes, index, kNoOffset); g != kNoOffset && walked.size() < steps;
         g = nextAfter(bytes, index, g))
        walked.push_back(g);
    QVERIFY(std::equal(walked.begin(), walked.end(), groups.begin(), groups.begin() + steps));
    walked.clear();
    for (Offset g = previousBefore(bytes, index, data.size());
         g != kNoOffset && walked.size() < steps; g = previousBefore(bytes, index, g))
        walked.push_back(g);
    QVERIFY(std::equal(walked.begin(), walked.end(), groups.rbegin(), groups.rbegin() + steps));
    QCOMPARE(walked.size(), steps);

    // Lines: a sample of all, and every line that starts near a block boundary.
    for (std::size_t i = 0; i < lineStarts.size(); ++i) {
        const Offset start = lineStarts[i];
        const bool nearBoundary = start % kBlockSize <= 3 || start % kBlockSize >= kBlockSize - 3;
        if (i % 97 == 0 || nearBoundary || i + 1 == lineStarts.size())
            QCOMPARE(index.offsetOfLine(bytes, i + 1), start);
    }
    QCOMPARE(index.offsetOfLine(bytes, lineStarts.size() + 5), Offset(data.size()));
}

void TestScan::memoryIsBoundedPerBlock_data()
{
    QTest::addColumn<int>("family");
    QTest::addColumn<qlonglong>("keep"); // bytes of the data kept, -1: all
    QTest::newRow("empty") << int(Family::Clean) << 0ll;
    QTest::newRow("one byte") << int(Family::Clean) << 1ll;
    QTest::newRow("one block and a byte") << int(Family::MostlyBroken) << qlonglong(kBlockSize + 1);
    QTest::newRow("clean text, 2 super-blocks and more") << int(Family::Clean) << -1ll;
    QTest::newRow("groups in every block") << int(Family::MostlyBroken) << -1ll;
    QTest::newRow("groups on the boundaries") << int(Family::Boundaries) << -1ll;
}

// The index holds at most 6.5 bytes per block, plus a fixed amount, whatever the data.
void TestScan::memoryIsBoundedPerBlock()
{
    QFETCH(int, family);
    QFETCH(qlonglong, keep);
    auto data = makeData(Family(family), 5);
    if (keep >= 0)
        data.resize(static_cast<std::size_t>(keep));
    const ScanIndex index = scan(Bytes(data)).index;
    QVERIFY2(index.memoryBytes() <= memoryBound(index.blockCount()),
             qPrintable(QStringLiteral("%1 bytes for %2 blocks")
                            .arg(index.memoryBytes())
                            .arg(index.blockCount())));
    QVERIFY(index.memoryBytes() >= sizeof(ScanIndex) + index.blockCount());
}

// The index of a 100 GB file with a group in every block (built from block summaries, without
// the file) stays a few MB: within the bound, and under 11 MiB.
void TestScan::hundredGigabyteIndexIsSmall()
{
    const Offset size = Offset{100} * 1000 * 1000 * 1000;
    ScanIndexBuilder builder(size);
    QCOMPARE(builder.pieceSize(), kBlockSize);
    const Offset blocks = (size + kBlockSize - 1) / kBlockSize;
    for (Offset b = 0; b < blocks; ++b) {
        const Offset begin = b * kBlockSize;
        const Offset length = std::min(kBlockSize, size - begin);
        BlockSummary s;
        s.roles[static_cast<int>(ByteRole::Ascii)] = length - 1;
        s.roles[static_cast<int>(ByteRole::Invalid)] = 1;
        s.sequences[0] = length - 1;
        s.diagnostics[static_cast<int>(ErrorKind::InvalidByte)] = 1;
        s.replacements = 1;
        s.units = length;
        s.unitsAfterLastNewline = length;
        s.firstDiagnostic = s.lastDiagnostic = begin;
        builder.add(begin, begin + length, s);
    }
    const ScanIndex index = builder.finish();
    QCOMPARE(index.blockCount(), blocks);
    QCOMPARE(index.totals().diagnosticCount(), blocks);
    QCOMPARE(Offset(ScanIndexInternals(index).diagnosticSuperBlocks().size()),
             index.superBlockCount());
    QCOMPARE(ScanIndexInternals(index).diagnosticSuperBlocks().back().count(),
             blocks - (index.superBlockCount() - 1) * kBlocksPerSuperBlock);
    // 10^11 / 2^23 = 11920.9: 2^23 is the smallest power of two giving at most 16384 segments.
    QCOMPARE(index.overview().segmentSize, Offset{1} << 23);
    QCOMPARE(index.overview().segments.size(), std::size_t(11921));
    QVERIFY2(
        index.memoryBytes() <= memoryBound(blocks),
        qPrintable(QStringLiteral("%1 bytes for %2 blocks").arg(index.memoryBytes()).arg(blocks)));
    QVERIFY2(index.memoryBytes() < (Offset{11} << 20),
             qPrintable(QString::number(index.memoryBytes())));
    QCOMPARE(index.firstDiagnosticInBlock(blocks - 1), (blocks - 1) * kBlockSize);
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
    QCOMPARE(cancelled.index.blockCount(), Offset(0));
    QCOMPARE(cancelled.index.totals().bytes, Offset(0));
}

void TestScan::emptyInput()
{
    const ScanResult result = scan(Bytes());
    QVERIFY(!result.cancelled);
    QVERIFY(result.index.totals().valid());
    QCOMPARE(result.index.totals().bytes, Offset(0));
    QCOMPARE(result.index.lineColumnAt(Bytes(), 0).line, Offset(1));
    QCOMPARE(nextAfter(Bytes(), result.index, 0), kNoOffset);
    QCOMPARE(previousBefore(Bytes(), result.index, 0), kNoOffset);
}

// A run of continuation bytes longer than a block is one group, counted once, where it starts.
void TestScan::longRunAcrossBlocks()
{
    std::vector<std::uint8_t> data(3 * kBlockSize, 0x41);
    std::fill(data.begin() + 100, data.begin() + 100 + 2 * kBlockSize, std::uint8_t(0x80));
    const ScanIndex index = scan(Bytes(data), withThreads(2)).index;
    QCOMPARE(index.totals().diagnostics[static_cast<int>(ErrorKind::UnexpectedContinuation)],
             Offset(1));
    QCOMPARE(index.totals().replacements, Offset(2 * kBlockSize));
    QCOMPARE(index.blockSummary(Bytes(data), 1).roles[static_cast<int>(ByteRole::Invalid)],
             kBlockSize);
    QCOMPARE(index.blockSummary(Bytes(data), 1).diagnosticCount(), Offset(0));
    QCOMPARE(index.diagnosticsInBlock(1), Offset(0));
    QCOMPARE(index.diagnosticsInBlock(0), Offset(1));
    QCOMPARE(nextAfter(Bytes(data), index, 0), Offset(100));
    QCOMPARE(previousBefore(Bytes(data), index, data.size()), Offset(100));
    QCOMPARE(index.lineColumnAt(Bytes(data), kBlockSize + 10).column, Offset(kBlockSize + 11));
}

QTEST_GUILESS_MAIN(TestScan)
#include "tst_scan.moc"
