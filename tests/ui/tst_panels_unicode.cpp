// UnicodeInfo (ICU lookups) and the inspector's notices, over characters of several kinds.
#include "character_inspector.h"
#include "document_model.h"
#include "unicode_info.h"

#include <QLabel>
#include <QTest>

using namespace u8i;

class TestPanelsUnicode : public QObject {
    Q_OBJECT
  private slots:
    void lookup_data();
    void lookup();
    void notice_data();
    void notice();
};

void TestPanelsUnicode::lookup_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("categoryName");
    QTest::addColumn<QString>("categoryCode");
    QTest::addColumn<QString>("block");
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("label");

    QTest::newRow("CJK ideograph, algorithmic name") << 0x4E00u << "CJK UNIFIED IDEOGRAPH-4E00"
                                                     << "Other Letter"
                                                     << "Lo"
                                                     << "CJK Unified Ideographs"
                                                     << "Han"
                                                     << "U+4E00";
    QTest::newRow("Hangul syllable, algorithmic name") << 0xAC00u << "HANGUL SYLLABLE GA"
                                                       << "Other Letter"
                                                       << "Lo"
                                                       << "Hangul Syllables"
                                                       << "Hangul"
                                                       << "U+AC00";
    QTest::newRow("combining mark") << 0x0301u << "COMBINING ACUTE ACCENT"
                                    << "Nonspacing Mark"
                                    << "Mn"
                                    << "Combining Diacritical Marks"
                                    << "Inherited"
                                    << "U+0301";
    QTest::newRow("Arabic letter") << 0x0628u << "ARABIC LETTER BEH"
                                   << "Other Letter"
                                   << "Lo"
                                   << "Arabic"
                                   << "Arabic"
                                   << "U+0628";
    QTest::newRow("C1 control, ISO 6429 name") << 0x85u << "NEXT LINE"
                                               << "Control"
                                               << "Cc"
                                               << "Latin 1 Supplement"
                                               << "Common"
                                               << "U+0085";
    QTest::newRow("DEL") << 0x7Fu << "DELETE"
                         << "Control"
                         << "Cc"
                         << "Basic Latin"
                         << "Common"
                         << "U+007F";
    QTest::newRow("unassigned") << 0x0378u << "<unassigned-0378>"
                                << "Unassigned"
                                << "Cn"
                                << "Greek and Coptic"
                                << "Unknown"
                                << "U+0378";
    QTest::newRow("private use, plane 15") << 0xF0000u << "<private use area-F0000>"
                                           << "Private Use"
                                           << "Co"
                                           << "Supplementary Private Use Area A"
                                           << "Unknown"
                                           << "U+F0000";
    QTest::newRow("last code point") << 0x10FFFFu << "<noncharacter-10FFFF>"
                                     << "Unassigned"
                                     << "Cn"
                                     << "Supplementary Private Use Area B"
                                     << "Unknown"
                                     << "U+10FFFF";
}

void TestPanelsUnicode::lookup()
{
    QFETCH(uint, codePoint);
    QFETCH(QString, name);
    QFETCH(QString, categoryName);
    QFETCH(QString, categoryCode);
    QFETCH(QString, block);
    QFETCH(QString, script);
    QFETCH(QString, label);
    const ui::UnicodeInfo info = ui::unicodeInfo(codePoint);
    QCOMPARE(info.name, name);
    QCOMPARE(info.categoryName, categoryName);
    QCOMPARE(info.categoryCode, categoryCode);
    QCOMPARE(info.block, block);
    QCOMPARE(info.script, script);
    QCOMPARE(ui::codePointLabel(codePoint), label);
}

void TestPanelsUnicode::notice_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("caret");
    QTest::addColumn<bool>("expectNotice");
    QTest::newRow("BOM at offset 0") << QByteArray("\xEF\xBB\xBFhi") << 0 << true;
    QTest::newRow("U+FEFF inside the text") << QByteArray("hi\xEF\xBB\xBF") << 2 << true;
    QTest::newRow("U+FFFD replacement character") << QByteArray("a\xEF\xBF\xBD") << 1 << true;
    QTest::newRow("C1 control U+0085") << QByteArray("\xC2\x85") << 0 << true;
    QTest::newRow("plain letter: no notice") << QByteArray("\xC3\xA9") << 0 << false;
}

void TestPanelsUnicode::notice()
{
    QFETCH(QByteArray, data);
    QFETCH(int, caret);
    QFETCH(bool, expectNotice);
    ui::DocumentModel model;
    ui::CharacterInspector w(&model);
    w.show();
    model.setBytes(data);
    model.setCaret(static_cast<Offset>(caret));
    auto *label = w.findChild<QLabel *>(QStringLiteral("notice"));
    QVERIFY(label != nullptr);
    QCOMPARE(!label->text().isEmpty(), expectNotice);
    QCOMPARE(!label->isHidden(), expectNotice);
}

QTEST_MAIN(TestPanelsUnicode)
#include "tst_panels_unicode.moc"
