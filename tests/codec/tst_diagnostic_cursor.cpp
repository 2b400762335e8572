// DiagnosticCursor against a brute-force list of the groups (decoded item by item), with the scan's
// index and without it: next (from an offset, up to a limit), previous, rank and n-th, of every
// kind and of one kind, at every block edge, on random data and on groups built to straddle block
// edges; the slow path counts the bytes it reads and stops when cancelled.
#include "random_utf8.h"

#include <u8i/diagnostic_cursor.h>
#include <u8i/item.h>
#include <u8i/scan.h>

#include <QtTest>

#include <algorithm>
#include <set>

using namespace u8i;

Q_DECLARE_METATYPE(std::vector<std::uint8_t>)

namespace {

struct Group {
    Offset offset;
    ErrorKind kind;
};

std::vector<Group> groupsOf(Bytes bytes)
{
    std::vector<Group> groups;
    for (Offset p = 0; p < bytes.size();) {
        const Item item = decodeItemAt(bytes, p);
        if (!item.wellFormed)
            groups.push_back({item.offset, item.kind});
        p = item.end();
    }
    return groups;
}

std::set<Offset> probesFor(Offset size)
{
    std::set<Offset> probes = {0, size, size ? size - 1 : 0};
    for (Offset b = 0; b <= size; b += kBlockSize)
        for (Offset d = 0; d < 8; ++d) {
            probes.insert(std::min(size, b + d));
            if (b >= d)
                probes.insert(b - d);
        }
    for (Offset p = 0; p < size; p += 997)
        probes.insert(p);
    return probes;
}

} // namespace

class TestDiagnosticCursor : public QObject {
    Q_OBJECT
  private slots:
    void matchesBruteForce_data()
    {
        QTest::addColumn<std::vector<std::uint8_t>>("data");
        QTest::addColumn<bool>("withIndex");
        const auto random = [](std::uint64_t seed, std::size_t size, double rate) {
            std::mt19937_64 rng(seed);
            return testing::randomUtf8(rng, size, rate);
        };
        std::vector<std::uint8_t> run(3 * kBlockSize, 'a');
        for (Offset i = kBlockSize - 10; i < 2 * kBlockSize + 10; ++i)
            run[i] = 0x80; // one group: a continuation run over a whole block and both its edges
        std::vector<std::uint8_t> edge(2 * kBlockSize, 'b');
        edge[kBlockSize - 2] = 0xF0; // a truncated 4-byte sequence that straddles the edge
        edge[kBlockSize - 1] = 0x9F;
        edge[kBlockSize] = 0x98;
        edge[0] = 0xFF;
        edge.back() = 0xC3; // truncated at the end of the data
        // Rows are added one by one, not from an array of pairs: GCC 14 (Debian 13) reports a
        // false -Warray-bounds when a one-byte vector is copied out of such an array.
        const auto add = [](const char *name, const std::vector<std::uint8_t> &data) {
            for (const bool withIndex : {true, false})
                QTest::addRow("%s, %s", name, withIndex ? "index" : "bytes only")
                    << data << withIndex;
        };
        add("dense errors, 4 blocks", random(1, 4 * kBlockSize + 123, 0.05));
        add("sparse errors, 20 blocks", random(2, 20 * kBlockSize, 0.00002));
        add("clean text", random(3, 3 * kBlockSize + 7, 0.0));
        add("continuation run over two block edges", run);
        add("groups at the start, across an edge and at the end", edge);
        add("one byte ill-formed", std::vector<std::uint8_t>(1, 0xFF));
        add("empty", {});
    }

    void matchesBruteForce()
    {
        QFETCH(std::vector<std::uint8_t>, data);
        QFETCH(bool, withIndex);
        const Bytes bytes(data);
        const ScanResult scanned = scan(bytes);
        const DiagnosticCursor cursor(bytes, withIndex ? &scanned.index : nullptr);
        const std::vector<Group> groups = groupsOf(bytes);
        const auto at = [&](std::size_t i) {
            return i < groups.size() ? groups[i].offset : kNoOffset;
        };
        for (const Offset p : probesFor(bytes.size())) {
            const auto firstAtOrAfter =
                std::lower_bound(groups.begin(), groups.end(), p,
                                 [](const Group &g, Offset o) { return g.offset < o; });
            const auto i = static_cast<std::size_t>(firstAtOrAfter - groups.begin());
            QCOMPARE(cursor.next(p).offset, at(i));
            QCOMPARE(cursor.next(p, p + 100).offset, at(i) < p + 100 ? at(i) : kNoOffset);
            QCOMPARE(cursor.previous(p).offset, i == 0 ? kNoOffset : groups[i - 1].offset);
            QCOMPARE(cursor.rank(p), Offset(i));
            const auto overlong = std::count_if(groups.begin(), firstAtOrAfter, [](const Group &g) {
                return g.kind == ErrorKind::Overlong;
            });
            QCOMPARE(cursor.rank(p, ErrorKind::Overlong), Offset(overlong));
        }
        for (std::size_t n = 0; n <= groups.size(); n += groups.size() / 50 + 1)
            QCOMPARE(cursor.nth(n).offset, at(n));
        QVERIFY(!cursor.nth(groups.size()).found());
        std::vector<Offset> truncated;
        for (const Group &g : groups)
            if (g.kind == ErrorKind::Truncated)
                truncated.push_back(g.offset);
        for (std::size_t n = 0; n < truncated.size(); n += truncated.size() / 20 + 1)
            QCOMPARE(cursor.nth(n, ErrorKind::Truncated).offset, truncated[n]);
        QVERIFY(!cursor.nth(truncated.size(), ErrorKind::Truncated).found());
    }

    void countsAndCancels()
    {
        const std::vector<std::uint8_t> clean(5 * kBlockSize + 3, 'x');
        std::atomic<bool> cancel{false};
        std::atomic<Offset> done{0};
        const DiagnosticCursor cleanCursor(Bytes(clean), nullptr, {&cancel, &done});
        QVERIFY(!cleanCursor.next(10).found());
        QCOMPARE(done.load(), Offset(clean.size() - 10));
        done = 0;
        QVERIFY(!cleanCursor.previous(70000).found());
        QCOMPARE(done.load(), Offset(70000));

        std::vector<std::uint8_t> withError = clean;
        withError[4 * kBlockSize] = 0xFF;
        const DiagnosticCursor cursor(Bytes(withError), nullptr, {&cancel, &done});
        cancel = true;
        done = 0;
        const Seek forward = cursor.next(0);
        QVERIFY(forward.cancelled && !forward.found());
        const Seek backward = cursor.previous(withError.size());
        QVERIFY(backward.cancelled && !backward.found());
        QCOMPARE(done.load(), Offset(0));
        cancel = false;
        const Seek found = cursor.next(0);
        QVERIFY(!found.cancelled);
        QCOMPARE(found.offset, Offset(4 * kBlockSize));
    }
};

QTEST_MAIN(TestDiagnosticCursor)
#include "tst_diagnostic_cursor.moc"
