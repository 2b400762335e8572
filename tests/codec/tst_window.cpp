// Windowed decoding: annotating any range [a, b) gives exactly what decoding from offset 0 gives
// for those bytes. A randomized property test over many inputs and offsets.
#include "random_utf8.h"
#include "u8i/scan/stream_decoder.h"
#include "u8i/utf8/annotate.h"

#include <QTest>

using namespace u8i;

namespace {

bool sameAnnotation(const ByteAnnotation &a, const ByteAnnotation &b)
{
    return a.role == b.role && a.sequenceLength == b.sequenceLength && a.index == b.index &&
           a.unitStart == b.unitStart;
}

bool sameItem(const Item &a, const Item &b)
{
    return a.offset == b.offset && a.length == b.length && a.wellFormed == b.wellFormed &&
           a.codePoint == b.codePoint && a.kind == b.kind && a.atEnd == b.atEnd &&
           a.replacements == b.replacements && a.decodesTo == b.decodesTo;
}

} // namespace

class TestWindow : public QObject {
    Q_OBJECT
  private slots:
    void windowEqualsWholeDecoding_data();
    void windowEqualsWholeDecoding();
    void streamEqualsWholeDecoding_data();
    void streamEqualsWholeDecoding();
    void replacementsMatchDecodedText_data();
    void replacementsMatchDecodedText();
};

void TestWindow::windowEqualsWholeDecoding_data()
{
    QTest::addColumn<double>("errorRate");
    QTest::newRow("clean text") << 0.0;
    QTest::newRow("sparse errors") << 0.02;
    QTest::newRow("dense errors") << 0.5;
    QTest::newRow("mostly broken") << 0.95;
}

void TestWindow::windowEqualsWholeDecoding()
{
    QFETCH(double, errorRate);
    std::mt19937_64 rng(20261122);
    for (int input = 0; input < 40; ++input) {
        const auto data = testing::randomUtf8(rng, 64 + rng() % 3000, errorRate);
        const Bytes bytes(data);
        const Window whole = annotate(bytes, 0, data.size());
        for (int trial = 0; trial < 60; ++trial) {
            const Offset a = rng() % (data.size() + 1);
            const Offset b = a + rng() % (data.size() - a + 1);
            const Window part = annotate(bytes, a, b);
            QCOMPARE(part.bytes.size(), std::size_t(b - a));
            for (Offset p = a; p < b; ++p)
                QVERIFY2(sameAnnotation(part.at(p), whole.at(p)),
                         qPrintable(QStringLiteral("input %1, window [%2,%3), byte %4")
                                        .arg(input)
                                        .arg(a)
                                        .arg(b)
                                        .arg(p)));
            // The window's items are exactly the whole decoding's items that overlap [a, b).
            std::vector<Item> expected;
            for (const Item &item : whole.items)
                if (a < b && item.end() > a && item.offset < b)
                    expected.push_back(item);
            QCOMPARE(part.items.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i)
                QVERIFY(sameItem(part.items[i], expected[i]));
        }
    }
}

void TestWindow::streamEqualsWholeDecoding_data()
{
    windowEqualsWholeDecoding_data();
}

// The stream decoder, fed in random chunks (down to one byte), gives the items of the whole.
void TestWindow::streamEqualsWholeDecoding()
{
    QFETCH(double, errorRate);
    std::mt19937_64 rng(7);
    for (int input = 0; input < 60; ++input) {
        const auto data = testing::randomUtf8(rng, rng() % 2000, errorRate);
        const Window whole = annotate(Bytes(data), 0, data.size());
        std::vector<Item> streamed;
        std::string text;
        StreamDecoder decoder([&](const Item &item, Bytes itemBytes) {
            streamed.push_back(item);
            QCOMPARE(itemBytes.size(), std::size_t(item.length));
            appendDecoded(text, item, itemBytes, ErrorMode::Replace);
        });
        Offset pos = 0;
        while (pos < data.size()) {
            const Offset n = std::min<Offset>(rng() % 9, data.size() - pos);
            decoder.feed(Bytes(data).subspan(pos, n));
            pos += n;
        }
        decoder.finish();
        QCOMPARE(streamed.size(), whole.items.size());
        for (std::size_t i = 0; i < streamed.size(); ++i)
            QVERIFY2(sameItem(streamed[i], whole.items[i]),
                     qPrintable(QStringLiteral("input %1 item %2").arg(input).arg(i)));
        QCOMPARE(text, decodeToUtf8(Bytes(data), ErrorMode::Replace));
    }
}

void TestWindow::replacementsMatchDecodedText_data()
{
    windowEqualsWholeDecoding_data();
}

// The sum of replacements equals the U+FFFD that replace decoding adds.
void TestWindow::replacementsMatchDecodedText()
{
    QFETCH(double, errorRate);
    std::mt19937_64 rng(99);
    for (int input = 0; input < 50; ++input) {
        const auto data = testing::randomUtf8(rng, rng() % 4000, errorRate);
        Offset replacements = 0, fffdInData = 0, units = 0;
        const Window whole = annotate(Bytes(data), 0, data.size());
        for (const Item &item : whole.items) {
            replacements += item.replacements;
            fffdInData += item.wellFormed && item.codePoint == 0xFFFD;
        }
        for (const ByteAnnotation &a : whole.bytes)
            units += a.unitStart;
        const std::string text = decodeToUtf8(Bytes(data), ErrorMode::Replace);
        Offset fffd = 0, characters = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            characters += (static_cast<std::uint8_t>(text[i]) & 0xC0) != 0x80;
            fffd += text.compare(i, 3, "\xEF\xBF\xBD") == 0;
        }
        QCOMPARE(fffd, replacements + fffdInData);
        QCOMPARE(characters, units); // one character per unit
        QCOMPARE(decodeToUtf8(Bytes(data), ErrorMode::Ignore).size() + 0,
                 decodeToUtf8(Bytes(data), ErrorMode::Replace).size() - 3 * replacements);
    }
}

QTEST_GUILESS_MAIN(TestWindow)
#include "tst_window.moc"
