// Line:column to offset (offsetOfLineColumn) against the position every unit start gets from
// decoding the whole buffer from offset 0: every unit start of random text is found again from its
// line and column, on short lines, on lines of several blocks (the block skipping), across
// ill-formed groups and long continuation runs; and positions past a line's end or past the last
// line are clamped and said so.
#include "random_utf8.h"
#include "u8i/scan/line_seek.h"
#include "u8i/scan/scan.h"
#include "u8i/utf8/annotate.h"

#include <QTest>

using namespace u8i;

namespace {

struct UnitPosition {
    Offset offset;
    LineColumn at;
};

// Every unit start of the data with its line and column, walked from offset 0.
std::vector<UnitPosition> allUnits(Bytes data)
{
    std::vector<UnitPosition> out;
    LineColumn at;
    forEachItem(data, 0, data.size(), [&](const Item &item) {
        if (item.wellFormed) {
            out.push_back({item.offset, at});
        } else {
            LineColumn unitAt = at;
            forEachReplacementUnit(data, item, [&](ReplacementUnit unit) {
                out.push_back({unit.begin, unitAt});
                ++unitAt.column;
            });
        }
        advance(at, item);
        return true;
    });
    return out;
}

std::vector<std::uint8_t> withLineLength(std::uint64_t seed, std::size_t size, double errors,
                                         std::size_t lineBytes)
{
    std::mt19937_64 rng(seed);
    std::vector<std::uint8_t> data = u8i::testing::randomUtf8(rng, size, errors);
    for (auto &b : data)
        if (b == '\n')
            b = ' ';
    for (std::size_t i = lineBytes; i < data.size(); i += lineBytes)
        data[i] = '\n';
    return data;
}

} // namespace

class TestLineSeek : public QObject {
    Q_OBJECT
  private slots:
    void everyUnitIsFoundAgain_data()
    {
        QTest::addColumn<qulonglong>("seed");
        QTest::addColumn<int>("size");
        QTest::addColumn<double>("errors");
        QTest::addColumn<int>("lineBytes");
        QTest::newRow("short lines, clean") << 1ULL << 200'000 << 0.0 << 70;
        QTest::newRow("short lines, ill-formed") << 2ULL << 200'000 << 0.2 << 90;
        QTest::newRow("lines of several blocks") << 3ULL << 600'000 << 0.05 << 150'000;
        QTest::newRow("one line, no LF") << 4ULL << 400'000 << 0.1 << 1'000'000;
        QTest::newRow("mostly broken") << 5ULL << 300'000 << 0.9 << 100'003;
    }
    void everyUnitIsFoundAgain()
    {
        QFETCH(qulonglong, seed);
        QFETCH(int, size);
        QFETCH(double, errors);
        QFETCH(int, lineBytes);
        const auto data = withLineLength(seed, static_cast<std::size_t>(size), errors,
                                         static_cast<std::size_t>(lineBytes));
        const Bytes bytes(data);
        const ScanIndex index = scan(bytes).index;
        const auto units = allUnits(bytes);
        QVERIFY(units.size() > 1000);
        const std::size_t step = std::max<std::size_t>(1, units.size() / 3000);
        for (std::size_t i = 0; i < units.size(); i += step) {
            const LinePosition found = offsetOfLineColumn(index, bytes, units[i].at);
            QVERIFY2(found.offset == units[i].offset && found.lineExists && !found.columnClamped,
                     qPrintable(QStringLiteral("%1:%2 -> %3, expected %4")
                                    .arg(units[i].at.line)
                                    .arg(units[i].at.column)
                                    .arg(found.offset)
                                    .arg(units[i].offset)));
        }
    }

    void pastTheEnd_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<qulonglong>("line");
        QTest::addColumn<qulonglong>("column");
        QTest::addColumn<qulonglong>("offset");
        QTest::addColumn<bool>("lineExists");
        QTest::addColumn<bool>("clamped");
        const QByteArray text("ab\nc\xC3\xA9\n\n\xF0\x9F\x90\x9A", 12);
        QTest::newRow("column past a line's end: its LF")
            << text << 1ULL << 9ULL << 2ULL << true << true;
        QTest::newRow("a character after a 2-byte one")
            << text << 2ULL << 2ULL << 4ULL << true << false;
        QTest::newRow("an empty line: its LF") << text << 3ULL << 1ULL << 7ULL << true << false;
        QTest::newRow("the column of a line's LF") << text << 2ULL << 3ULL << 6ULL << true << false;
        QTest::newRow("the last line, past its end")
            << text << 4ULL << 2ULL << 12ULL << true << true;
        QTest::newRow("a line past the last") << text << 5ULL << 1ULL << 12ULL << false << false;
        QTest::newRow("column 0 counts as 1") << text << 2ULL << 0ULL << 3ULL << true << false;
    }
    void pastTheEnd()
    {
        QFETCH(QByteArray, data);
        QFETCH(qulonglong, line);
        QFETCH(qulonglong, column);
        QFETCH(qulonglong, offset);
        QFETCH(bool, lineExists);
        QFETCH(bool, clamped);
        const Bytes bytes(reinterpret_cast<const std::uint8_t *>(data.constData()),
                          static_cast<std::size_t>(data.size()));
        const ScanIndex index = scan(bytes).index;
        const LinePosition found = offsetOfLineColumn(index, bytes, {line, column});
        QCOMPARE(found.offset, Offset(offset));
        QCOMPARE(found.lineExists, lineExists);
        QCOMPARE(found.columnClamped, clamped);
    }

    void cancelled()
    {
        const auto data = withLineLength(6, 2'000'000, 0.0, 10'000'000);
        const ScanIndex index = scan(Bytes(data)).index;
        const std::atomic<bool> cancel{true};
        QVERIFY(offsetOfLineColumn(index, Bytes(data), {1, 1'500'000}, &cancel).cancelled);
    }
};

QTEST_APPLESS_MAIN(TestLineSeek)
#include "tst_line_seek.moc"
