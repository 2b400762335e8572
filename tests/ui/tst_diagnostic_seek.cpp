// Next/previous diagnostic from the bytes alone (no index) equals the scan index's answer, at every
// block edge and around long continuation runs, and stops when cancelled. (The background task
// that runs it for F8 is tested in tst_background_task, F8 itself in tst_main_window.)
#include "diagnostic_seek.h"
#include "random_utf8.h"

#include <u8i/item.h>

#include <QSignalSpy>
#include <QWidget>
#include <QtTest>

#include <set>

using namespace u8i;
using u8i::ui::SeekControl;
using u8i::ui::seekDiagnosticBackward;
using u8i::ui::seekDiagnosticForward;

Q_DECLARE_METATYPE(std::vector<std::uint8_t>)

class TestDiagnosticSeek : public QObject {
    Q_OBJECT
  private slots:
    void equalsIndex_data()
    {
        QTest::addColumn<std::vector<std::uint8_t>>("data");
        const auto random = [](std::uint64_t seed, std::size_t size, double rate) {
            std::mt19937_64 rng(seed);
            return testing::randomUtf8(rng, size, rate);
        };
        QTest::newRow("dense errors, 4 blocks") << random(1, 4 * kBlockSize + 123, 0.05);
        QTest::newRow("sparse errors, 6 blocks") << random(2, 6 * kBlockSize, 0.00002);
        QTest::newRow("clean text") << random(3, 3 * kBlockSize + 7, 0.0);
        std::vector<std::uint8_t> run(3 * kBlockSize, 'a');
        for (Offset i = kBlockSize - 10; i < 2 * kBlockSize + 10; ++i)
            run[i] = 0x80; // one group: a continuation run over a whole block and both its edges
        QTest::newRow("continuation run over two block edges") << run;
        std::vector<std::uint8_t> edge(2 * kBlockSize, 'b');
        edge[kBlockSize - 2] = 0xF0; // a truncated 4-byte sequence that straddles the edge
        edge[kBlockSize - 1] = 0x9F;
        edge[kBlockSize] = 0x98;
        edge[0] = 0xFF;
        edge.back() = 0xC3; // truncated at the end of the data
        QTest::newRow("groups at the start, across an edge and at the end") << edge;
        QTest::newRow("one byte ill-formed") << std::vector<std::uint8_t>{0xFF};
        QTest::newRow("empty") << std::vector<std::uint8_t>{};
    }

    void equalsIndex()
    {
        QFETCH(std::vector<std::uint8_t>, data);
        const Bytes bytes(data);
        const ScanResult result = scan(bytes);
        const ScanIndex &index = result.index;
        const Offset size = bytes.size();
        std::set<Offset> probes = {0, size, size ? size - 1 : 0};
        for (Offset b = 0; b <= size; b += kBlockSize)
            for (Offset d = 0; d < 8; ++d) {
                probes.insert(std::min(size, b + d));
                if (b >= d)
                    probes.insert(b - d);
            }
        for (Offset p = 0; p < size; p += 997)
            probes.insert(p);
        for (const Offset p : probes) {
            const Offset next = p < size ? index.nextDiagnostic(bytes, p) : kNoOffset;
            QCOMPARE(seekDiagnosticForward(bytes, p + 1), next);
            QCOMPARE(seekDiagnosticBackward(bytes, p), index.previousDiagnostic(bytes, p));
        }
        // From offset 0 inclusive: a group at 0 counts.
        const Offset first =
            size && !decodeItemAt(bytes, 0).wellFormed ? 0 : index.nextDiagnostic(bytes, 0);
        QCOMPARE(seekDiagnosticForward(bytes, 0), size ? first : kNoOffset);
    }

    void countsAndCancels()
    {
        const std::vector<std::uint8_t> clean(5 * kBlockSize + 3, 'x');
        std::atomic<bool> cancel{false};
        std::atomic<Offset> done{0};
        QCOMPARE(seekDiagnosticForward(Bytes(clean), 10, {&cancel, &done}), kNoOffset);
        QCOMPARE(done.load(), Offset(clean.size() - 10));
        done = 0;
        QCOMPARE(seekDiagnosticBackward(Bytes(clean), 70000, {&cancel, &done}), kNoOffset);
        QCOMPARE(done.load(), Offset(70000));

        std::vector<std::uint8_t> withError = clean;
        withError[4 * kBlockSize] = 0xFF;
        cancel = true;
        done = 0;
        QCOMPARE(seekDiagnosticForward(Bytes(withError), 0, {&cancel, &done}), kNoOffset);
        QCOMPARE(seekDiagnosticBackward(Bytes(withError), withError.size(), {&cancel, &done}),
                 kNoOffset);
        QCOMPARE(done.load(), Offset(0));
        cancel = false;
        QCOMPARE(seekDiagnosticForward(Bytes(withError), 0, {&cancel, &done}),
                 Offset(4 * kBlockSize));
    }
};

QTEST_MAIN(TestDiagnosticSeek)
#include "tst_diagnostic_seek.moc"
