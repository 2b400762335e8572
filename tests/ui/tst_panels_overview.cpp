// The overview bar: where it says errors and non-ASCII text lie, what a click asks for, an empty
// file, and a 100 GB file.
#include "document_model.h"
#include "overview_bar.h"

#include "byte_view.h"
#include "scan/scan_index_builder.h"
#include "u8i/scan/scan.h"

#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace u8i;
using u8i::ui::DocumentModel;
using u8i::ui::OverviewBar;

namespace {

using u8i::testing::bytesOf;

// 100 blocks: non-ASCII text in blocks 0-9, ill-formed bytes in blocks 90-99, ASCII elsewhere.
QByteArray layeredFile()
{
    QByteArray data(100 * 65536, 'a');
    for (qsizetype i = 0; i + 1 < 10 * 65536; i += 2) {
        data[i] = '\xC3';
        data[i + 1] = '\xA9';
    }
    for (qsizetype i = 90 * 65536; i < data.size(); i += 1000)
        data[i] = '\xFF';
    return data;
}

QRgb pixel(const QImage &image, int x, int y)
{
    return image.pixelColor(x, y).rgb();
}

} // namespace

class TestPanelsOverview : public QObject {
    Q_OBJECT
  private slots:
    void clickEmitsProportionalOffset_data();
    void clickEmitsProportionalOffset();
    void dragEmitsOffsets();
    void showsWhereThingsLie();
    void errorWithinOneBlock_data();
    void errorWithinOneBlock();
    void emptyFile_data();
    void emptyFile();
    void hundredGigabytes();
};

void TestPanelsOverview::clickEmitsProportionalOffset_data()
{
    QTest::addColumn<qulonglong>("size");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("y");
    QTest::newRow("top of a 6.5 MB file") << 6553600ull << 400 << 0;
    QTest::newRow("quarter of a 6.5 MB file") << 6553600ull << 400 << 100;
    QTest::newRow("middle of a 6.5 MB file") << 6553600ull << 400 << 200;
    QTest::newRow("last row of a 6.5 MB file") << 6553600ull << 400 << 399;
    QTest::newRow("a 10-byte file, taller bar") << 10ull << 300 << 299;
    QTest::newRow("a 10-byte file, first third") << 10ull << 300 << 100;
    QTest::newRow("a 5 GiB file over 4 GiB") << 5368709120ull << 500 << 450;
}

void TestPanelsOverview::clickEmitsProportionalOffset()
{
    QFETCH(qulonglong, size);
    QFETCH(int, height);
    QFETCH(int, y);

    DocumentModel model; // empty: the bar is given an index without its bytes

    OverviewBar bar(&model);
    bar.resize(20, height);
    bar.setIndex(nullptr, size); // the scan has not finished: clicks work all the same
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QCOMPARE(bar.height(), height);
    QSignalSpy spy(&bar, &OverviewBar::activated);
    QTest::mouseClick(&bar, Qt::LeftButton, {}, QPoint(10, y));
    QCOMPARE(spy.count(), 1);
    const Offset offset = spy.first().first().value<Offset>();
    const long double expected = static_cast<long double>(size) * y / height;
    QVERIFY2(offset < size, qPrintable(QString::number(offset)));
    // Within one pixel row's worth of bytes of the proportional position.
    const long double slack = static_cast<long double>(size) / height + 1;
    QVERIFY2(std::abs(static_cast<long double>(offset) - expected) <= slack,
             qPrintable(QStringLiteral("offset %1, expected about %2")
                            .arg(offset)
                            .arg(static_cast<double>(expected))));
    // The right button does nothing.
    QTest::mouseClick(&bar, Qt::RightButton, {}, QPoint(10, y));
    QCOMPARE(spy.count(), 1);
}

void TestPanelsOverview::dragEmitsOffsets()
{
    DocumentModel model; // empty: the bar is given an index without its bytes
    OverviewBar bar(&model);
    bar.resize(20, 200);
    bar.setIndex(nullptr, 2000000);
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QSignalSpy spy(&bar, &OverviewBar::activated);
    QTest::mousePress(&bar, Qt::LeftButton, {}, QPoint(5, 20));
    QMouseEvent move(QEvent::MouseMove, QPointF(5, 150), bar.mapToGlobal(QPointF(5, 150)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&bar, &move);
    QTest::mouseRelease(&bar, Qt::LeftButton, {}, QPoint(5, 150));
    QCOMPARE(spy.count(), 2);
    QVERIFY(spy.at(0).first().value<Offset>() < spy.at(1).first().value<Offset>());
    QCOMPARE(spy.at(1).first().value<Offset>(), bar.offsetAtY(150));
}

void TestPanelsOverview::showsWhereThingsLie()
{
    const QByteArray data = layeredFile();
    const ScanResult scanned = scan(bytesOf(data));
    DocumentModel model; // empty: the bar is given an index without its bytes
    OverviewBar bar(&model);
    bar.resize(20, 100); // one pixel row per block
    bar.setIndex(&scanned.index, static_cast<Offset>(data.size()));
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));

    for (int y = 0; y < 100; ++y) {
        const OverviewBar::Stripe s = bar.stripeAt(y);
        QCOMPARE(s.begin, Offset(y) * 65536);
        QCOMPARE(s.end, Offset(y + 1) * 65536);
        QCOMPARE(s.scanned, Offset{65536});
        QCOMPARE(s.nonAscii > 0, y < 10);
        QCOMPARE(s.invalid > 0, y >= 90);
    }
    QCOMPARE(bar.stripeAt(95).invalid, Offset{66}); // FF every 1000 bytes: 65536 / 1000, rounded up

    // Painted: text in the left half of the top rows, errors in the right half of the bottom
    // rows, in different colours; a plain row is the background; the viewport marker is drawn.
    bar.setViewport(50 * 65536, 60 * 65536);
    const QImage image = bar.grab().toImage();
    const int ratio = static_cast<int>(image.devicePixelRatio());
    auto at = [&](int x, int y) { return pixel(image, x * ratio, y * ratio); };
    const QRgb background = at(12, 40);
    QCOMPARE(background, bar.palette().color(QPalette::Base).rgb());
    QVERIFY(at(4, 5) != background);
    QCOMPARE(at(12, 5), background);
    QVERIFY(at(12, 95) != background);
    QCOMPARE(at(4, 95), background);
    QVERIFY(at(4, 5) != at(12, 95));
    QVERIFY(at(5, 55) != background); // inside the viewport marker
    QCOMPARE(bar.yForOffset(50 * 65536), 50);

    // Colours come from the palette: a different palette gives different colours.
    QPalette other = bar.palette();
    other.setColor(QPalette::Highlight, QColor::fromHsv(120, 200, 200));
    other.setColor(QPalette::Base, QColor::fromHsv(0, 0, 30));
    QVERIFY(OverviewBar::errorColor(other) != OverviewBar::errorColor(bar.palette()));
    bar.setPalette(other);
    const QImage dark = bar.grab().toImage();
    QCOMPARE(pixel(dark, 12 * ratio, 40 * ratio), other.color(QPalette::Base).rgb());
    QVERIFY(pixel(dark, 4 * ratio, 5 * ratio) != at(4, 5));
}

void TestPanelsOverview::errorWithinOneBlock_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("errorAt");
    QTest::newRow("one block, error near the start") << 65536 << 100;
    QTest::newRow("one block, error in the middle") << 65536 << 33000;
    QTest::newRow("one block, error at its end") << 65536 << 65535;
    QTest::newRow("two blocks, error in the second") << 131072 << 100000;
    QTest::newRow("a short file") << 3000 << 2000;
}

void TestPanelsOverview::errorWithinOneBlock()
{
    QFETCH(int, size);
    QFETCH(int, errorAt);
    QByteArray data(size, 'x');
    data[errorAt] = '\xC0';
    const ScanResult scanned = scan(bytesOf(data));
    DocumentModel model; // empty: the bar is given an index without its bytes
    OverviewBar bar(&model);
    bar.resize(20, 256); // several pixel rows per block: the rows are finer than the summaries
    bar.setIndex(&scanned.index, static_cast<Offset>(size));
    const int errorRow = bar.yForOffset(static_cast<Offset>(errorAt));
    int marked = 0;
    for (int y = 0; y < 256; ++y) {
        const OverviewBar::Stripe s = bar.stripeAt(y);
        const bool holds = s.begin <= Offset(errorAt) && Offset(errorAt) < s.end;
        if (holds)
            QVERIFY2(s.invalid > 0, qPrintable(QString::number(y)));
        if (s.invalid > 0) {
            ++marked;
            QVERIFY2(std::abs(y - errorRow) <= 2,
                     qPrintable(QStringLiteral("row %1, error row %2").arg(y).arg(errorRow)));
        }
    }
    QVERIFY(marked >= 1);
}

void TestPanelsOverview::emptyFile_data()
{
    QTest::addColumn<bool>("withIndex");
    QTest::newRow("empty file, index of the empty scan") << true;
    QTest::newRow("no index yet, size 0") << false;
}

void TestPanelsOverview::emptyFile()
{
    QFETCH(bool, withIndex);
    const ScanResult scanned = scan(Bytes{});
    QCOMPARE(scanned.index.blockCount(), Offset{0});
    DocumentModel model; // empty: the bar is given an index without its bytes
    OverviewBar bar(&model);
    bar.resize(20, 100);
    bar.setIndex(withIndex ? &scanned.index : nullptr, 0);
    bar.setViewport(0, 0);
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QSignalSpy spy(&bar, &OverviewBar::activated);
    QTest::mouseClick(&bar, Qt::LeftButton, {}, QPoint(10, 50));
    QCOMPARE(spy.count(), 0);
    QCOMPARE(bar.offsetAtY(50), Offset{0});
    QCOMPARE(bar.stripeAt(50).scanned, Offset{0});
    const QImage image = bar.grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(image.pixelColor(10, 50).rgb(), bar.palette().color(QPalette::Base).rgb());
}

void TestPanelsOverview::hundredGigabytes()
{
    // The index of a 100 GB file (1.6 million blocks) built from block summaries, without the
    // file: one block in the middle holds ill-formed bytes, the last holds non-ASCII text.
    const Offset size = Offset{100} * 1000 * 1000 * 1000;
    const Offset blocks = (size + kBlockSize - 1) / kBlockSize;
    const Offset bad = blocks / 2 + 17;
    ScanIndexBuilder builder(size);
    for (Offset b = 0; b < blocks; ++b) {
        BlockSummary s;
        s.roles[static_cast<std::size_t>(ByteRole::Ascii)] =
            std::min(kBlockSize, size - b * kBlockSize);
        if (b == bad) {
            s.roles[static_cast<std::size_t>(ByteRole::Ascii)] -= 3;
            s.roles[static_cast<std::size_t>(ByteRole::Invalid)] = 3;
        } else if (b + 1 == blocks) {
            s.roles[static_cast<std::size_t>(ByteRole::Ascii)] -= 2;
            s.roles[static_cast<std::size_t>(ByteRole::Lead)] = 1;
            s.roles[static_cast<std::size_t>(ByteRole::Continuation)] = 1;
        }
        builder.add(b * kBlockSize, std::min(b * kBlockSize + kBlockSize, size), s);
    }
    const ScanIndex index = builder.finish();
    // The overview segment that holds the bad block.
    const Offset segment = index.overview().segmentSize;
    const Offset badBegin = bad * kBlockSize / segment * segment;
    const Offset badEnd = badBegin + segment;

    DocumentModel model; // empty: the bar is given an index without its bytes

    OverviewBar bar(&model);
    bar.resize(20, 800);
    bar.setIndex(&index, size);
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    int errorRows = 0;
    int textRows = 0;
    Offset covered = 0;
    for (int y = 0; y < 800; ++y) {
        const OverviewBar::Stripe s = bar.stripeAt(y);
        covered += s.end - s.begin;
        if (s.invalid > 0) {
            ++errorRows;
            QCOMPARE(s.invalid, Offset{3});
            // The row meets the segment of the bad block (a 1/16384 of the file).
            QVERIFY2(s.begin < badEnd && badBegin < s.end, qPrintable(QString::number(y)));
        }
        textRows += s.nonAscii > 0 ? 1 : 0;
    }
    QCOMPARE(covered, size);
    // One row, or two when the segment straddles a row boundary.
    QVERIFY2(errorRows >= 1 && errorRows <= 2, qPrintable(QString::number(errorRows)));
    QCOMPARE(textRows, 1);
    QVERIFY(bar.stripeAt(799).nonAscii > 0);

    QSignalSpy spy(&bar, &OverviewBar::activated);
    QTest::mouseClick(&bar, Qt::LeftButton, {}, QPoint(10, 799));
    QCOMPARE(spy.count(), 1);
    const Offset last = spy.first().first().value<Offset>();
    QVERIFY(last > size - size / 800 - 1 && last < size);
}

QTEST_MAIN(TestPanelsOverview)
#include "tst_panels_overview.moc"
