// u8i::charsets character names and properties: the CLI's names (--dump, --explain) and the
// inspector's properties come from here.
#include <u8i/charsets/properties/character_properties.h>

#include <QtTest>

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
