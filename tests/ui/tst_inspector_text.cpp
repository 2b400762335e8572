// The character inspector on deceptive and composed text: the grapheme cluster with its code
// points' names, the cluster's NFC and NFD with their bytes, whether the text around is NFC, and
// (filled in the background) the characters the caret's character is confusable with.
#include "byte_view.h"
#include "character_inspector.h"
#include "document_model.h"

#include <QLabel>
#include <QTest>

using namespace u8i;
using u8i::ui::CharacterInspector;
using u8i::ui::DocumentModel;
using u8i::ui::inspectItemAt;

using u8i::testing::bytesOf;

class TestInspectorText : public QObject {
    Q_OBJECT

  private slots:
    void clusterAndForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("caret"); // in UTF-8 bytes
        QTest::addColumn<QString>("cluster");
        QTest::addColumn<QString>("nfc");
        QTest::addColumn<QString>("nfd");
        QTest::addColumn<QString>("textNfc");
        QTest::newRow("e + combining acute, at the e")
            << QStringLiteral("Cafe\u0301 au lait") << 3
            << "U+0065 LATIN SMALL LETTER E + U+0301 COMBINING ACUTE ACCENT"
            << "\u00E9   U+00E9   C3 A9"
            << "e\u0301   U+0065 U+0301   65 CC 81"
            << "no: NFC changes the text around the caret";
        QTest::newRow("e + combining acute, at the accent")
            << QStringLiteral("Cafe\u0301") << 4
            << "U+0065 LATIN SMALL LETTER E + U+0301 COMBINING ACUTE ACCENT"
            << "\u00E9   U+00E9   C3 A9"
            << "e\u0301   U+0065 U+0301   65 CC 81"
            << "no: NFC changes the text around the caret";
        QTest::newRow("precomposed é") << QStringLiteral("Café") << 3 << ""
                                       << "\u00E9   U+00E9   C3 A9"
                                       << "e\u0301   U+0065 U+0301   65 CC 81"
                                       << "yes";
        QTest::newRow("plain letter") << QStringLiteral("abc") << 1 << ""
                                      << ""
                                      << ""
                                      << "yes";
        QTest::newRow("emoji ZWJ sequence")
            << QStringLiteral("👩‍💻") << 0
            << "U+1F469 WOMAN + U+200D ZERO WIDTH JOINER + U+1F4BB PERSONAL COMPUTER"
            << ""
            << ""
            << "yes";
    }
    void clusterAndForms()
    {
        QFETCH(QString, text);
        QFETCH(int, caret);
        QFETCH(QString, cluster);
        QFETCH(QString, nfc);
        QFETCH(QString, nfd);
        QFETCH(QString, textNfc);
        const QByteArray data = text.toUtf8();
        const ui::InspectedItem item = inspectItemAt(bytesOf(data), Offset(caret));
        QCOMPARE(item.cluster, cluster);
        QCOMPARE(item.nfc, nfc);
        QCOMPARE(item.nfd, nfd);
        QCOMPARE(item.textNfc, textNfc);
    }

    void looksLikeIsFilledInTheBackground()
    {
        DocumentModel model;
        CharacterInspector inspector(&model);
        inspector.show();
        model.setBytes(QStringLiteral("say\u041Dello").toUtf8());
        model.setCaret(3); // the Cyrillic capital EN
        auto *label = inspector.findChild<QLabel *>(QStringLiteral("looksLike"));
        QVERIFY(label);
        QTRY_VERIFY_WITH_TIMEOUT(label->text().contains(QStringLiteral("H U+0048")), 20000);
        QVERIFY(!label->text().contains(QStringLiteral("U+041D")));
    }

    void offsetSaysItsBytesInNumber_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("caret");
        QTest::addColumn<QString>("offset");
        QTest::newRow("one byte") << QByteArray("abc") << 1 << "0x1 (1), 1 byte";
        QTest::newRow("two bytes") << QByteArray("a\xC3\xA9") << 1 << "0x1 (1), 2 bytes";
        QTest::newRow("four bytes") << QByteArray("\xF0\x9F\x90\x9A") << 0 << "0x0 (0), 4 bytes";
        QTest::newRow("one ill-formed byte") << QByteArray("a\xFF") << 1 << "0x1 (1), 1 byte";
    }
    // The Offset row says its count of bytes in the English singular or plural, not "byte(s)".
    void offsetSaysItsBytesInNumber()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, caret);
        QFETCH(QString, offset);
        DocumentModel model;
        CharacterInspector inspector(&model);
        inspector.show();
        model.setBytes(data);
        model.setCaret(Offset(caret));
        auto *label = inspector.findChild<QLabel *>(QStringLiteral("offset"));
        QVERIFY(label);
        QTRY_COMPARE(label->text(), offset);
    }
};

QTEST_MAIN(TestInspectorText)
#include "tst_inspector_text.moc"
