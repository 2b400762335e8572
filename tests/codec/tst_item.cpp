// The item decoder against DESIGN.md section 3: grouping, kinds in rule order, replacement counts,
// decodes_to, byte roles and notices.
#include "u8i/scan/stream_decoder.h"
#include "u8i/utf8/annotate.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/message.h"

#include <QTest>

using namespace u8i;

namespace {

std::vector<std::uint8_t> bytesFromHex(const QString &hex)
{
    std::vector<std::uint8_t> out;
    for (const QString &part : hex.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(static_cast<std::uint8_t>(part.toUInt(nullptr, 16)));
    return out;
}

// "char U+00E9 2, run 1" style description of the items of a buffer.
QString itemsOf(const std::vector<std::uint8_t> &data)
{
    QStringList parts;
    forEachItem(Bytes(data), 0, data.size(), [&](const Item &item) {
        if (item.wellFormed)
            parts << QStringLiteral("U+%1").arg(item.codePoint, 4, 16, QLatin1Char('0')).toUpper();
        else
            parts << QStringLiteral("%1/%2/%3")
                         .arg(QString::fromUtf8(name(item.kind).data(),
                                                qsizetype(name(item.kind).size())))
                         .arg(item.length)
                         .arg(item.replacements);
        return true;
    });
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestItem : public QObject {
    Q_OBJECT
  private slots:
    void firstGroup_data();
    void firstGroup();
    void partition_data();
    void partition();
    void roles_data();
    void roles();
    void notices_data();
    void notices();
    void messages_data();
    void messages();
    void itemStartsMatchWholeDecoding();
};

void TestItem::firstGroup_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("replacements");
    QTest::addColumn<qint64>("decodesTo"); // -1: none
    QTest::addColumn<bool>("atEnd");

    QTest::newRow("overlong C0 AF") << "C0 AF"
                                    << "overlong" << 2 << 2 << 0x2FLL << false;
    QTest::newRow("overlong lone C1") << "C1 41"
                                      << "overlong" << 1 << 1 << -1LL << false;
    QTest::newRow("overlong E0 80 80") << "E0 80 80"
                                       << "overlong" << 3 << 3 << 0LL << false;
    QTest::newRow("overlong E0 9F BF") << "E0 9F BF"
                                       << "overlong" << 3 << 3 << 0x7FFLL << false;
    QTest::newRow("overlong F0 8F BF BF") << "F0 8F BF BF"
                                          << "overlong" << 4 << 4 << 0xFFFFLL << false;
    QTest::newRow("overlong E0 80 cut") << "E0 80 41"
                                        << "overlong" << 2 << 2 << -1LL << false;
    QTest::newRow("surrogate ED A0 BD") << "ED A0 BD"
                                        << "surrogate" << 3 << 3 << 0xD83DLL << false;
    QTest::newRow("surrogate ED BF BF") << "ED BF BF"
                                        << "surrogate" << 3 << 3 << 0xDFFFLL << false;
    QTest::newRow("out-of-range F4 90 80 80") << "F4 90 80 80"
                                              << "out-of-range" << 4 << 4 << 0x110000LL << false;
    QTest::newRow("out-of-range lone F5") << "F5"
                                          << "out-of-range" << 1 << 1 << -1LL << false;
    QTest::newRow("out-of-range F7 BF BF BF") << "F7 BF BF BF"
                                              << "out-of-range" << 4 << 4 << 0x1FFFFFLL << false;
    QTest::newRow("obsolete F8 88 80 80 80") << "F8 88 80 80 80"
                                             << "obsolete-form" << 5 << 5 << 0x200000LL << false;
    QTest::newRow("obsolete FC 84 80 80 80 80")
        << "FC 84 80 80 80 80"
        << "obsolete-form" << 6 << 6 << 0x4000000LL << false;
    QTest::newRow("obsolete F8 cut") << "F8 41"
                                     << "obsolete-form" << 1 << 1 << -1LL << false;
    QTest::newRow("invalid-byte FF") << "FF"
                                     << "invalid-byte" << 1 << 1 << -1LL << false;
    QTest::newRow("invalid-byte FE then 80") << "FE 80"
                                             << "invalid-byte" << 1 << 1 << -1LL << false;
    QTest::newRow("unexpected-continuation 80 80")
        << "80 80"
        << "unexpected-continuation" << 2 << 2 << -1LL << false;
    QTest::newRow("unexpected-continuation BF")
        << "BF 41"
        << "unexpected-continuation" << 1 << 1 << -1LL << false;
    QTest::newRow("truncated E2 82 then 41") << "E2 82 41"
                                             << "truncated" << 2 << 1 << -1LL << false;
    QTest::newRow("truncated E2 82 at end") << "E2 82"
                                            << "truncated" << 2 << 1 << -1LL << true;
    QTest::newRow("truncated lone C2") << "C2"
                                       << "truncated" << 1 << 1 << -1LL << true;
    QTest::newRow("truncated F4 8F BF then lead") << "F4 8F BF C3 A9"
                                                  << "truncated" << 3 << 1 << -1LL << false;
    QTest::newRow("truncated E0 A0 at end") << "E0 A0"
                                            << "truncated" << 2 << 1 << -1LL << true;
}

void TestItem::firstGroup()
{
    QFETCH(QString, hex);
    QFETCH(QString, kind);
    QFETCH(int, length);
    QFETCH(int, replacements);
    QFETCH(qint64, decodesTo);
    QFETCH(bool, atEnd);
    const auto data = bytesFromHex(hex);
    const Item item = decodeItemAt(Bytes(data), 0);
    QVERIFY(!item.wellFormed);
    QCOMPARE(QString::fromLatin1(name(item.kind).data(), qsizetype(name(item.kind).size())), kind);
    QCOMPARE(item.length, Offset(length));
    QCOMPARE(item.replacements, Offset(replacements));
    QCOMPARE(item.decodesTo.has_value(), decodesTo >= 0);
    if (decodesTo >= 0)
        QCOMPARE(qint64(*item.decodesTo), decodesTo);
    QCOMPARE(item.atEnd, atEnd);
}

void TestItem::partition_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("items");
    QTest::newRow("ascii and 4-byte") << "41 F0 9F 90 9A"
                                      << "U+0041 U+1F41A";
    QTest::newRow("extra continuation after a character") << "C3 A9 A9"
                                                          << "U+00E9 unexpected-continuation/1/1";
    QTest::newRow("obsolete 6-byte absorbs five, then a run")
        << "FC 84 80 80 80 80 80 80"
        << "obsolete-form/6/6 unexpected-continuation/2/2";
    QTest::newRow("Unicode U+FFFD example")
        << "61 F1 80 80 E1 80 C2 62 80 63 80 BF 64"
        << "U+0061 truncated/3/1 truncated/2/1 truncated/1/1 U+0062 unexpected-continuation/1/1 "
           "U+0063 unexpected-continuation/2/2 U+0064";
    QTest::newRow("classic exercise") << "F8 93 EA 80 B2 5C 00"
                                      << "obsolete-form/2/2 U+A032 U+005C U+0000";
    QTest::newRow("boundaries") << "7F C2 80 DF BF E0 A0 80 EF BF BF F0 90 80 80 F4 8F BF BF"
                                << "U+007F U+0080 U+07FF U+0800 U+FFFF U+10000 U+10FFFF";
    QTest::newRow("surrogate neighbours") << "ED 9F BF EE 80 80"
                                          << "U+D7FF U+E000";
    QTest::newRow("lead interrupted by lead") << "E2 F0 9F 98 80"
                                              << "truncated/1/1 U+1F600";
    QTest::newRow("run at start") << "80 81 82 41"
                                  << "unexpected-continuation/3/3 U+0041";
    QTest::newRow("FE FF") << "FE FF"
                           << "invalid-byte/1/1 invalid-byte/1/1";
    QTest::newRow("empty") << ""
                           << "";
}

void TestItem::partition()
{
    QFETCH(QString, hex);
    QFETCH(QString, items);
    QCOMPARE(itemsOf(bytesFromHex(hex)), items);
}

void TestItem::roles_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("roles"); // a: ascii, l: lead, c: continuation, x: invalid
    QTest::newRow("euro sign") << "41 E2 82 AC"
                               << "alcc";
    QTest::newRow("truncated then ascii") << "E2 82 41"
                                          << "xxa";
    QTest::newRow("valid then stray") << "C3 A9 A9 41"
                                      << "lcxa";
    QTest::newRow("overlong") << "C0 AF"
                              << "xx";
    QTest::newRow("4-byte") << "F0 9F 90 9A"
                            << "lccc";
}

void TestItem::roles()
{
    QFETCH(QString, hex);
    QFETCH(QString, roles);
    const auto data = bytesFromHex(hex);
    const Window window = annotate(Bytes(data), 0, data.size());
    QString got;
    for (const ByteAnnotation &a : window.bytes)
        got += QLatin1Char("alcx"[static_cast<int>(a.role)]);
    QCOMPARE(got, roles);
}

void TestItem::notices_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<qulonglong>("offset");
    QTest::addColumn<QString>("notice"); // empty: none
    QTest::newRow("bom at 0") << 0xFEFFu << 0ull << "bom";
    QTest::newRow("feff later") << 0xFEFFu << 5ull << "zwnbsp";
    QTest::newRow("noncharacter FDD0") << 0xFDD0u << 0ull << "noncharacter";
    QTest::newRow("noncharacter 10FFFF") << 0x10FFFFu << 0ull << "noncharacter";
    QTest::newRow("c1 control") << 0x85u << 0ull << "c1-control";
    QTest::newRow("replacement character") << 0xFFFDu << 0ull << "replacement-character";
    QTest::newRow("private use E000") << 0xE000u << 0ull << "private-use";
    QTest::newRow("private use plane 15") << 0xF0000u << 0ull << "private-use";
    QTest::newRow("control BEL") << 0x07u << 0ull << "control";
    QTest::newRow("control DEL") << 0x7Fu << 0ull << "control";
    QTest::newRow("tab is not") << 0x09u << 0ull << "";
    QTest::newRow("letter is not") << 0xE9u << 0ull << "";
}

void TestItem::notices()
{
    QFETCH(uint, codePoint);
    QFETCH(qulonglong, offset);
    QFETCH(QString, notice);
    const auto kind = noticeFor(static_cast<char32_t>(codePoint), offset);
    QCOMPARE(kind ? QString::fromLatin1(name(*kind).data(), qsizetype(name(*kind).size()))
                  : QString(),
             notice);
}

void TestItem::messages_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("message");
    QTest::newRow("overlong") << "C0 AF"
                              << "C0 AF encodes U+002F '/' in 2 bytes; its shortest form is 2F";
    QTest::newRow("cesu-8 pair")
        << "ED A0 BD ED B8 80"
        << "ED A0 BD encodes surrogate U+D83D; with ED B8 80 it is CESU-8 for "
           "U+1F600, whose UTF-8 is F0 9F 98 80";
    QTest::newRow("out of range")
        << "F4 90 80 80"
        << "F4 90 80 80 would be U+110000, above the Unicode maximum U+10FFFF";
    QTest::newRow("utf-16le bom")
        << "FF FE 41 00"
        << "FF FE at offset 0 is a UTF-16LE byte order mark: the file is likely UTF-16";
    QTest::newRow("two continuation bytes") << "80 80"
                                            << "80 80: two continuation bytes with no lead byte";
    QTest::newRow("truncated") << "E2 82 41"
                               << "E2 82 then 41: a 3-byte sequence cut after 2 bytes";
}

void TestItem::messages()
{
    QFETCH(QString, hex);
    QFETCH(QString, message);
    const auto data = bytesFromHex(hex);
    QCOMPARE(QString::fromStdString(describe(Bytes(data), decodeItemAt(Bytes(data), 0))), message);
}

// isItemStart, looking back at most 6 bytes, must agree with decoding from offset 0.
void TestItem::itemStartsMatchWholeDecoding()
{
    std::vector<std::uint8_t> data;
    for (int i = 0; i < 4000; ++i) {
        static const std::uint8_t pool[] = {0x41, 0x80, 0x9F, 0xBF, 0xC0, 0xC3, 0xE0, 0xE2, 0xED,
                                            0xF0, 0xF4, 0xF5, 0xF8, 0xFC, 0xFE, 0xA0, 0x90, 0x8F};
        data.push_back(pool[(i * 7919u + static_cast<unsigned>(i / 13) * 104729u) % sizeof pool]);
    }
    std::vector<bool> starts(data.size() + 1, false);
    for (Offset p = 0; p < data.size(); p = decodeItemAt(Bytes(data), p).end())
        starts[p] = true;
    for (Offset p = 0; p < data.size(); ++p) {
        QCOMPARE(isItemStart(Bytes(data), p), bool(starts[p]));
        const Offset containing = itemStartContaining(Bytes(data), p);
        QVERIFY(starts[containing]);
        QVERIFY(containing <= p && decodeItemAt(Bytes(data), containing).end() > p);
    }
}

QTEST_GUILESS_MAIN(TestItem)
#include "tst_item.moc"
