// DiagnosticCursor against a brute-force list of the groups (decoded item by item), with the scan's
// index and without it: next (from an offset, up to a limit), previous, rank and n-th, of every
// kind and of one kind, at every block edge, on random data, on text like the files people open
// (mostly well-formed prose with the usual faults) and on groups built to straddle block edges;
// the slow path counts the bytes it reads, and every search stops when cancelled.
#include "random_utf8.h"

#include <u8i/scan/diagnostic_cursor.h>
#include <u8i/scan/scan.h>
#include <u8i/utf8/item.h>

#include <QtTest>

#include <algorithm>
#include <set>
#include <string>

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

// Prose in several scripts, as real files hold it, with the faults they usually have: Latin-1 or
// CP1252 bytes in UTF-8 text, a sequence cut where a buffer ended, CESU-8 surrogates, an overlong
// slash, a stray BOM, and a few kilobytes of binary in the middle of a block.
std::vector<std::uint8_t> corpusLike(std::uint64_t seed, std::size_t size)
{
    static const std::vector<std::string> words = {"the ",
                                                   "quick ",
                                                   "caf\xC3\xA9 ",
                                                   "na\xC3\xAFve ",
                                                   "\xCE\xB1\xCE\xB2 ",
                                                   "\xD0\x96\xD0\xB8 ",
                                                   "\xE4\xB8\xAD\xE6\x96\x87 ",
                                                   "\xF0\x9F\x90\x9A ",
                                                   "line\n",
                                                   "\t"};
    static const std::vector<std::string> faults = {
        "caf\xE9 ", "\x93quoted\x94 ", "\xE2\x82",     "\xED\xA0\xBD\xED\xB8\x80",
        "\xC0\xAF", "\xEF\xBB\xBF",    "\xF0\x9F\x98", "\xC3"};
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::size_t> word(0, words.size() - 1);
    std::uniform_int_distribution<std::size_t> fault(0, faults.size() - 1);
    std::uniform_int_distribution<int> percent(0, 999);
    std::vector<std::uint8_t> out;
    while (out.size() < size) {
        const int roll = percent(rng);
        const std::string &piece = roll < 3 ? faults[fault(rng)] : words[word(rng)];
        out.insert(out.end(), piece.begin(), piece.end());
        if (roll == 999 && out.size() % 7 == 0) // now and then, binary
            for (int i = 0; i < 3000; ++i)
                out.push_back(static_cast<std::uint8_t>(rng()));
    }
    out.resize(size);
    return out;
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
        add("prose with faults, 6 blocks", corpusLike(4, 6 * kBlockSize + 77));
        add("prose with faults, over a super-block edge",
            corpusLike(5, kSuperBlockSize + kBlockSize + 5));
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
            QCOMPARE(cursor.rank(p).count, Offset(i));
            const auto overlong = std::count_if(groups.begin(), firstAtOrAfter, [](const Group &g) {
                return g.kind == ErrorKind::Overlong;
            });
            QCOMPARE(cursor.rank(p, ErrorKind::Overlong).count, Offset(overlong));
        }
        for (std::size_t n = 0; n <= groups.size(); n += groups.size() / 50 + 1) {
            QCOMPARE(cursor.nth(n).offset, at(n));
            const NthBlock block = cursor.blockOfNth(n);
            QCOMPARE(block.block, n < groups.size() ? at(n) / kBlockSize : kNoOffset);
            if (block.found())
                QCOMPARE(block.before, cursor.rank(block.block * kBlockSize).count);
        }
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
        const Seek counted = cursor.nth(0);
        QVERIFY(counted.cancelled && !counted.found());
        const NthBlock block = cursor.blockOfNth(0);
        QVERIFY(block.cancelled && !block.found());
        const Rank before = cursor.rank(withError.size());
        QVERIFY(before.cancelled);
        QCOMPARE(before.count, Offset(0));
        QCOMPARE(done.load(), Offset(0));
        cancel = false;
        const Seek found = cursor.next(0);
        QVERIFY(!found.cancelled);
        QCOMPARE(found.offset, Offset(4 * kBlockSize));
        done = 0;
        const Rank all = cursor.rank(withError.size());
        QVERIFY(!all.cancelled);
        QCOMPARE(all.count, Offset(1));
        QCOMPARE(done.load(), Offset(withError.size()));
    }
};

QTEST_MAIN(TestDiagnosticCursor)
#include "tst_diagnostic_cursor.moc"
