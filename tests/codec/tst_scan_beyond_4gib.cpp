// Offsets are 64-bit: the scan and its index on more than 4 GiB (a sparse anonymous mapping). Its
// own suite with the ctest label `slow`, so that `ctest -LE slow` is a quick local run; plain ctest
// (and CI) runs it. Under AddressSanitizer it takes minutes: CI's sanitize step leaves out its
// label `slow-under-sanitizers` (the plain build runs it).
#include "ci_skip.h"
#include "index_memory_bound.h"
#include "scan/scan_index_internal.h"
#include "u8i/scan/diagnostic_cursor.h"
#include "u8i/scan/scan.h"

#include <QTest>

#include <sys/mman.h>

using namespace u8i;
using u8i::testing::memoryBound;

class TestScanBeyond4GiB : public QObject {
    Q_OBJECT

  private slots:
    void offsetsBeyond4GiB();
};

// Offsets are 64-bit: an error placed beyond 4 GiB in a sparse anonymous mapping is found,
// counted and located.
void TestScanBeyond4GiB::offsetsBeyond4GiB()
{
    const Offset size = (Offset(4) << 30) + 3 * kBlockSize;
    void *memory = mmap(nullptr, size, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED)
        U8I_SKIP_OUTSIDE_CI("cannot reserve 4 GiB of address space here");
    auto *bytes = static_cast<std::uint8_t *>(memory);
    const Offset errorAt = (Offset(4) << 30) + kBlockSize + 17;
    bytes[errorAt] = 0xC0;
    bytes[errorAt + 1] = 0xAF;
    bytes[errorAt - 1] = '\n';
    const Bytes data(bytes, size);
    const ScanIndex index = scan(data).index;
    QCOMPARE(index.totals().diagnosticCount(), Offset(1));
    QCOMPARE(DiagnosticCursor(data, &index).next(1).offset, errorAt);
    QCOMPARE(DiagnosticCursor(data, &index).previous(size).offset, errorAt);
    QCOMPARE(index.lineColumnAt(data, errorAt).line, Offset(2));
    QCOMPARE(index.lineColumnAt(data, errorAt).column, Offset(1));
    QCOMPARE(index.offsetOfLine(data, 2), errorAt);
    QCOMPARE(DiagnosticCursor(data, &index).previous(errorAt).offset, kNoOffset);
    QCOMPARE(DiagnosticCursor(data, &index).next(errorAt + 1).offset, kNoOffset);
    QCOMPARE(ScanIndexInternals(index).diagnosticSuperBlocks().size(), std::size_t(1));
    QCOMPARE(ScanIndexInternals(index).diagnosticSuperBlocks().front().superBlock,
             errorAt / kSuperBlockSize);
    QCOMPARE(index.firstDiagnosticInBlock(errorAt / kBlockSize), errorAt);
    QCOMPARE(index.lineColumnAt(data, size).column, size - errorAt + 1);
    QVERIFY(index.memoryBytes() <= memoryBound(index.blockCount()));
    munmap(memory, size);
}

QTEST_GUILESS_MAIN(TestScanBeyond4GiB)
#include "tst_scan_beyond_4gib.moc"
