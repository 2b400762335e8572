// Unicode block names in the German GUI (ui/document/block_names.h). The Character Inspector names
// the block of the character under the caret in German, and the table holds, with a German
// translation, every block the ICU the program runs with knows: a newer ICU's new block fails
// here rather than showing in English.
#include "block_names.h"
#include "character_inspector.h"
#include "document_model.h"
#include "translations.h"

#include "u8i/charsets/properties/character_properties.h"

#include <QLabel>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace u8i;

class TestBlockNames : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QCOMPARE(ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));
    }
    void cleanupTestCase() { ui::installTranslations(QStringLiteral("en")); }

    void inspectorNamesBlockInGerman_data();
    void inspectorNamesBlockInGerman();
    void everyIcuBlockHasAGermanName();
};

void TestBlockNames::inspectorNamesBlockInGerman_data()
{
    QTest::addColumn<QByteArray>("bytes"); // the character under the caret, in UTF-8
    QTest::addColumn<QString>("german");
    QTest::addColumn<QString>("english"); // what the codec names the block
    QTest::newRow("ascii letter") << QByteArray("A") << QStringLiteral("Basis-Lateinisch")
                                  << QStringLiteral("Basic Latin");
    QTest::newRow("latin-1 letter")
        << QByteArray("\xc3\xa9") << QStringLiteral("Lateinisch-1, Ergänzung")
        << QStringLiteral("Latin 1 Supplement");
    QTest::newRow("cyrillic letter")
        << QByteArray("\xd0\x96") << QStringLiteral("Kyrillisch") << QStringLiteral("Cyrillic");
    QTest::newRow("em dash") << QByteArray("\xe2\x80\x94")
                             << QStringLiteral("Allgemeine Interpunktion")
                             << QStringLiteral("General Punctuation");
    QTest::newRow("arrow") << QByteArray("\xe2\x86\x92") << QStringLiteral("Pfeile")
                           << QStringLiteral("Arrows");
    QTest::newRow("for all") << QByteArray("\xe2\x88\x80")
                             << QStringLiteral("Mathematische Operatoren")
                             << QStringLiteral("Mathematical Operators");
    QTest::newRow("cjk ideograph")
        << QByteArray("\xe4\xb8\x80") << QStringLiteral("CJK-Vereinheitlichte Ideogramme")
        << QStringLiteral("CJK Unified Ideographs");
    QTest::newRow("emoji") << QByteArray("\xf0\x9f\x90\x9a")
                           << QStringLiteral("Verschiedene Symbole und Piktogramme")
                           << QStringLiteral("Miscellaneous Symbols and Pictographs");
    QTest::newRow("unassigned in a block")
        << QByteArray("\xcd\xb8") << QStringLiteral("Griechisch und Koptisch")
        << QStringLiteral("Greek and Coptic");
    QTest::newRow("outside every block")
        << QByteArray("\xe2\xbf\xa0") << QStringLiteral("Kein Block") << QStringLiteral("No Block");
}

void TestBlockNames::inspectorNamesBlockInGerman()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, german);
    QFETCH(QString, english);
    ui::DocumentModel model;
    ui::CharacterInspector inspector(&model);
    inspector.resize(500, 700);
    inspector.show();
    model.setBytes(bytes);
    model.setCaret(0);
    const auto *block = inspector.findChild<QLabel *>(QStringLiteral("block"));
    QVERIFY(block != nullptr);
    QTRY_COMPARE(block->text(), german);
    QCOMPARE(QString::fromStdString(charsets::characterProperties(
                                        static_cast<char32_t>(inspector.shown().codePointValue))
                                        .block),
             english);
}

// Every block ICU knows is in the table and has a translation in the German catalogue; a block
// whose German name is its English one ("Devanagari") is translated to itself there.
void TestBlockNames::everyIcuBlockHasAGermanName()
{
    QTranslator german;
    QVERIFY(german.load(QLocale(QStringLiteral("de")), QStringLiteral("utf8-inspector"),
                        QStringLiteral("_"), QStringLiteral(":/i18n")));
    const std::vector<std::string> blocks = charsets::blockNames();
    QVERIFY(blocks.size() >= 328); // ICU 72, Unicode 15.0
    QStringList missing;
    for (const std::string &name : blocks)
        if (!ui::hasBlockName(name) || german.translate("UnicodeBlock", name.c_str()).isEmpty())
            missing << QString::fromStdString(name);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    QCOMPARE(ui::blockName("Latin 1 Supplement"), QStringLiteral("Lateinisch-1, Ergänzung"));
    QCOMPARE(ui::blockName("Devanagari"), QStringLiteral("Devanagari"));
}

QTEST_MAIN(TestBlockNames)
#include "tst_block_names.moc"
