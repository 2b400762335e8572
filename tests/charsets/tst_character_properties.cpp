// u8i::charsets character names and properties: the CLI's names (--dump, --explain) and the
// inspector's properties come from here.
#include <u8i/charsets/properties/character_properties.h>

#include <QtTest>

#include <algorithm>

using namespace u8i::charsets;

class TestCharacterProperties : public QObject {
    Q_OBJECT

  private slots:
    void characterName_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<QString>("name");
        QTest::newRow("letter") << 0x61u << "LATIN SMALL LETTER A";
        QTest::newRow("emoji") << 0x1F41Au << "SPIRAL SHELL";
        QTest::newRow("control: extended name") << 0x07u << "<control-0007>";
        QTest::newRow("CJK: algorithmic name") << 0x4E00u << "CJK UNIFIED IDEOGRAPH-4E00";
        QTest::newRow("noncharacter") << 0xFFFEu << "<noncharacter-FFFE>";
        QTest::newRow("surrogate") << 0xD800u << "<lead surrogate-D800>";
        QTest::newRow("past U+10FFFF: empty") << 0x110000u << "";
    }
    void characterName()
    {
        QFETCH(uint, codePoint);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(u8i::charsets::characterName(codePoint)), name);
    }

    void properties_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("categoryCode");
        QTest::addColumn<QString>("block");
        QTest::addColumn<QString>("script");
        QTest::newRow("control: ISO 6429 alias") << 0x0Au << "LINE FEED"
                                                 << "Cc"
                                                 << "Basic Latin"
                                                 << "Common";
        QTest::newRow("block with 'and' in lower case") << 0x1F41Au << "SPIRAL SHELL"
                                                        << "So"
                                                        << "Miscellaneous Symbols and Pictographs"
                                                        << "Common";
        QTest::newRow("block ending in a little word kept as is")
            << 0x0400u << "CYRILLIC CAPITAL LETTER IE WITH GRAVE"
            << "Lu"
            << "Cyrillic"
            << "Cyrillic";
        QTest::newRow("not a code point") << 0x110000u << ""
                                          << ""
                                          << ""
                                          << "";
    }
    void properties()
    {
        QFETCH(uint, codePoint);
        QFETCH(QString, name);
        QFETCH(QString, categoryCode);
        QFETCH(QString, block);
        QFETCH(QString, script);
        const CharacterProperties p = characterProperties(codePoint);
        QCOMPARE(QString::fromStdString(p.name), name);
        QCOMPARE(QString::fromStdString(p.categoryCode), categoryCode);
        QCOMPARE(QString::fromStdString(p.block), block);
        QCOMPARE(QString::fromStdString(p.script), script);
        if (codePoint > 0x10FFFF)
            QCOMPARE(QString::fromStdString(p.categoryName), QStringLiteral("Not a code point"));
    }

    // Every block ICU knows, named as a code point's block is: each code point's block is one
    // of them, and a block without assigned characters yet is listed too.
    void blockNames_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::newRow("ascii") << 0x41u;
        QTest::newRow("latin-1") << 0xE9u;
        QTest::newRow("greek, unassigned") << 0x378u;
        QTest::newRow("emoji") << 0x1F41Au;
        QTest::newRow("outside every block") << 0x2FE0u;
        QTest::newRow("plane 16") << 0x10FFFFu;
    }
    void blockNames()
    {
        QFETCH(uint, codePoint);
        const std::vector<std::string> names = u8i::charsets::blockNames();
        QCOMPARE(names.front(), std::string("No Block"));
        QVERIFY(names.size() >= 328); // ICU 72, Unicode 15.0
        const std::string block = characterProperties(codePoint).block;
        QVERIFY2(std::find(names.begin(), names.end(), block) != names.end(), block.c_str());
    }

    void versions()
    {
        const QRegularExpression dotted(QStringLiteral("^\\d+\\.\\d+(\\.\\d+)*$"));
        QVERIFY(dotted.match(QString::fromStdString(icuRuntimeVersion())).hasMatch());
        QVERIFY(dotted.match(QString::fromStdString(icuBuildVersion())).hasMatch());
        QVERIFY(dotted.match(QString::fromStdString(unicodeVersion())).hasMatch());
    }
};

QTEST_GUILESS_MAIN(TestCharacterProperties)
#include "tst_character_properties.moc"
