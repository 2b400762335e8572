// The rules in u8i/utf8/utf8_rules.h against the decoder that applies them: the second-byte range
// of every lead agrees with which two-byte prefixes the decoder absorbs (and is narrowed for
// exactly four leads), the marker bits agree with the length a lead declares, the line/column
// advance of an item and of a summarized range agree, bit strings are written most significant
// first, and the quick notice test (mayHaveNotice) never hides a notice.
#include <u8i/scan/block_summary.h>
#include <u8i/utf8/item.h>
#include <u8i/utf8/utf8_rules.h>

#include <QtTest>

using namespace u8i;

class TestUtf8Rules : public QObject {
    Q_OBJECT
  private slots:
    void secondByteRangeMatchesTheDecoder()
    {
        // A lead followed by a candidate and enough continuation bytes: the candidate is in the
        // range exactly when the decoder reads a well-formed sequence (or, for E0..F4 leads, at
        // least absorbs it into the lead's group as a valid prefix).
        for (int lead = 0; lead < 256; ++lead) {
            const auto range = secondByteRange(static_cast<std::uint8_t>(lead));
            const int length = lead < 0xC2    ? 0
                               : lead <= 0xDF ? 2
                               : lead <= 0xEF ? 3
                               : lead <= 0xF4 ? 4
                                              : 0;
            QCOMPARE(range.has_value(), length > 0);
            if (!range)
                continue;
            for (int second = 0x80; second <= 0xBF; ++second) {
                std::vector<std::uint8_t> bytes{std::uint8_t(lead), std::uint8_t(second), 0x80,
                                                0x80};
                bytes.resize(static_cast<std::size_t>(length));
                const Item item = decodeItemAt(Bytes(bytes), 0);
                QVERIFY2(item.wellFormed == range->contains(std::uint8_t(second)),
                         qPrintable(QStringLiteral("%1 %2").arg(lead, 0, 16).arg(second, 0, 16)));
            }
        }
    }

    void secondByteRanges_data()
    {
        QTest::addColumn<int>("lead");
        QTest::addColumn<int>("low");
        QTest::addColumn<int>("high");
        QTest::newRow("C2: any continuation") << 0xC2 << 0x80 << 0xBF;
        QTest::newRow("E0: no overlong") << 0xE0 << 0xA0 << 0xBF;
        QTest::newRow("ED: no surrogate") << 0xED << 0x80 << 0x9F;
        QTest::newRow("F0: no overlong") << 0xF0 << 0x90 << 0xBF;
        QTest::newRow("F4: nothing above U+10FFFF") << 0xF4 << 0x80 << 0x8F;
    }

    void secondByteRanges()
    {
        QFETCH(int, lead);
        QFETCH(int, low);
        QFETCH(int, high);
        const auto range = secondByteRange(static_cast<std::uint8_t>(lead));
        QVERIFY(range);
        QCOMPARE(int(range->low), low);
        QCOMPARE(int(range->high), high);
        QCOMPARE(range->narrowed(), low != 0x80 || high != 0xBF);
    }

    void narrowedForFourLeads()
    {
        int narrowed = 0;
        for (int lead = 0; lead < 256; ++lead)
            if (const auto range = secondByteRange(static_cast<std::uint8_t>(lead)))
                narrowed += range->narrowed() ? 1 : 0;
        QCOMPARE(narrowed, 4);
    }

    void decodeWellFormedAgreesWithTheDecoder()
    {
        // Every lead with every second byte, then continuation or other bytes, cut at every
        // length: the inline reader returns a length exactly when decodeItemAt reads a character,
        // and then the same one.
        for (int lead = 0; lead < 256; ++lead)
            for (int second = 0; second < 256; ++second)
                for (const std::uint8_t third :
                     {std::uint8_t(0x80), std::uint8_t(0xBF), std::uint8_t(0x41)})
                    for (std::size_t size = 1; size <= 4; ++size) {
                        std::vector<std::uint8_t> bytes{std::uint8_t(lead), std::uint8_t(second),
                                                        third, 0x9F};
                        bytes.resize(size);
                        char32_t cp = 0;
                        const int length = decodeWellFormed(Bytes(bytes), 0, cp);
                        const Item item = decodeItemAt(Bytes(bytes), 0);
                        QCOMPARE(length > 0, item.wellFormed);
                        if (length > 0) {
                            QCOMPARE(Offset(length), item.length);
                            QCOMPARE(uint(cp), uint(item.codePoint));
                        }
                    }
    }

    void markerBitsOfBytes_data()
    {
        QTest::addColumn<int>("byte");
        QTest::addColumn<int>("bits");
        QTest::newRow("ASCII 0x41: 0xxxxxxx") << 0x41 << 1;
        QTest::newRow("continuation 0x80: 10xxxxxx") << 0x80 << 2;
        QTest::newRow("lead 0xDF: 110xxxxx") << 0xDF << 3;
        QTest::newRow("lead 0xE0: 1110xxxx") << 0xE0 << 4;
        QTest::newRow("lead 0xF4: 11110xxx") << 0xF4 << 5;
        QTest::newRow("obsolete 0xF8: 111110xx") << 0xF8 << 6;
        QTest::newRow("obsolete 0xFD: 1111110x") << 0xFD << 7;
        QTest::newRow("0xFE: no payload") << 0xFE << 8;
        QTest::newRow("0xFF: no payload") << 0xFF << 8;
    }

    void markerBitsOfBytes()
    {
        QFETCH(int, byte);
        QFETCH(int, bits);
        QCOMPARE(markerBits(static_cast<std::uint8_t>(byte)), bits);
        if (bits >= 3 && bits <= 7) // a lead: it declares one byte per leading one
            QCOMPARE(declaredLength(static_cast<std::uint8_t>(byte)), bits - 1);
    }

    void noNoticeWhereMayHaveNoticeSaysNone()
    {
        int quick = 0;
        for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
            if (mayHaveNotice(cp))
                continue;
            ++quick;
            QVERIFY2(!noticeFor(cp, 0) && !noticeFor(cp, 1), qPrintable(QString::number(cp, 16)));
        }
        QCOMPARE(quick, 0x7F - 0x20); // printable ASCII
    }

    void advanceByItemsEqualsBySummary_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("ascii lines") << QByteArray("ab\ncd\n\nefg");
        QTest::newRow("multibyte") << QByteArray("caf\xc3\xa9\n\xe2\x82\xac 1");
        QTest::newRow("ill-formed units") << QByteArray("a\xc0\xaf\n\xe0\x80z\xff\xfe");
        QTest::newRow("no newline") << QByteArray("\xf0\x9f\x90\x9a\xf0\x9f");
    }

    void advanceByItemsEqualsBySummary()
    {
        QFETCH(QByteArray, text);
        const Bytes bytes(reinterpret_cast<const std::uint8_t *>(text.constData()),
                          static_cast<std::size_t>(text.size()));
        LineColumn byItems{3, 7};
        for (Offset p = 0; p < bytes.size();) {
            const Item item = decodeItemAt(bytes, p);
            advance(byItems, item);
            p = item.end();
        }
        LineColumn bySummary{3, 7};
        advance(bySummary, summarizeBlock(bytes, 0, bytes.size()));
        QCOMPARE(byItems.line, bySummary.line);
        QCOMPARE(byItems.column, bySummary.column);
    }

    void bitStrings_data()
    {
        QTest::addColumn<uint>("value");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("bits");
        QTest::newRow("a lead byte") << 0xC3u << 8 << "11000011";
        QTest::newRow("six payload bits") << 0x29u << 6 << "101001";
        QTest::newRow("higher bits dropped") << 0x1FFu << 4 << "1111";
        QTest::newRow("zero width") << 5u << 0 << "";
    }

    void bitStrings()
    {
        QFETCH(uint, value);
        QFETCH(int, width);
        QFETCH(QString, bits);
        QCOMPARE(QString::fromStdString(bitString(value, width)), bits);
    }
};

QTEST_MAIN(TestUtf8Rules)
#include "tst_utf8_rules.moc"
