// The mojibake analysis's single-byte tables (moji::ByteTable, codec/src/mojibake): for every
// charset the analysis tries, byteOf() gives back the byte of each character the charset decodes
// (the lowest byte where two share one, either of a look-alike pair), nothing for any other
// character, and the table stays small (each analysis holds two sets of them per worker).
#include "mojibake/mojibake_internal.h"
#include "u8i/charsets/detection/legacy_charsets.h"

#include <QTest>

#include <optional>
#include <vector>

using namespace u8i;

namespace {

const LegacyCharset *charsetNamed(const QString &name)
{
    for (const LegacyCharset *charset : charsets::mojibakeCharsets())
        if (QString::fromStdString(std::string(charset->name())) == name)
            return charset;
    return nullptr;
}

// What byteOf() must answer, from the table's own toUnicode: a flat table of the BMP.
std::vector<int> expectedBytes(const moji::ByteTable &table)
{
    std::vector<int> bytes(0x10000, -1);
    for (int b = 255; b >= 0; --b)
        if (table.toUnicode[b] != 0xFFFD && table.toUnicode[b] < 0x10000)
            bytes[table.toUnicode[b]] = b;
    static constexpr char32_t kAlike[][2] = {{0x00B5, 0x03BC}, {0x00DF, 0x03B2}, {0x2126, 0x03A9}};
    for (const auto &pair : kAlike) {
        if (bytes[pair[0]] < 0)
            bytes[pair[0]] = bytes[pair[1]];
        else if (bytes[pair[1]] < 0)
            bytes[pair[1]] = bytes[pair[0]];
    }
    return bytes;
}

} // namespace

class TestMojibakeByteTable : public QObject {
    Q_OBJECT

  private slots:
    void mapsEveryCharacterBack_data()
    {
        QTest::addColumn<QString>("charset");
        for (const LegacyCharset *charset : charsets::mojibakeCharsets()) {
            if (!charset->isSingleByte()) // the analysis builds tables of single-byte ones only
                continue;
            const std::string name(charset->name());
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
        }
    }

    void mapsEveryCharacterBack()
    {
        QFETCH(QString, charset);
        const LegacyCharset *found = charsetNamed(charset);
        QVERIFY(found);
        const moji::ByteTable table = moji::makeByteTable(*found);
        const std::vector<int> expected = expectedBytes(table);
        for (char32_t cp = 0; cp < 0x10000; ++cp) {
            const std::optional<std::uint8_t> byte = table.byteOf(cp);
            QCOMPARE(byte ? int{*byte} : -1, expected[cp]);
        }
        QVERIFY(!table.byteOf(0x10000));
        QVERIFY(!table.byteOf(0x1F600));
        // A few pages of 256 characters, not a flat table of the BMP (128 KiB).
        QVERIFY(table.pages.size() * sizeof(table.pages[0]) <= 16 * 1024);
    }

    void lookAlikesShareTheirByte_data()
    {
        QTest::addColumn<QString>("charset");
        QTest::addColumn<uint>("shown");
        QTest::addColumn<uint>("alike");
        QTest::addColumn<int>("byte");
        QTest::newRow("cp437 micro sign and mu") << "CP437" << 0xB5u << 0x3BCu << 0xE6;
        QTest::newRow("cp437 sharp s and beta") << "CP437" << 0xDFu << 0x3B2u << 0xE1;
        QTest::newRow("windows-1252 micro sign and mu")
            << "Windows-1252" << 0xB5u << 0x3BCu << 0xB5;
    }

    void lookAlikesShareTheirByte()
    {
        QFETCH(QString, charset);
        QFETCH(uint, shown);
        QFETCH(uint, alike);
        QFETCH(int, byte);
        const LegacyCharset *found = charsetNamed(charset);
        QVERIFY(found);
        const moji::ByteTable table = moji::makeByteTable(*found);
        QCOMPARE(table.byteOf(shown), std::optional<std::uint8_t>(byte));
        QCOMPARE(table.byteOf(alike), std::optional<std::uint8_t>(byte));
    }
};

QTEST_GUILESS_MAIN(TestMojibakeByteTable)
#include "tst_mojibake_byte_table.moc"
