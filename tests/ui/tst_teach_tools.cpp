// The teaching tools beside the encoder and stepper, as a user sees them: byte map cells clicked
// and walked with the keyboard, their colours by byte class, exercises answered, the bit layout
// hovered.
#include "bit_layout_view.h"
#include "byte_map.h"
#include "decoder_stepper.h"
#include "encoder_tool.h"
#include "exercises.h"
#include "teach_colors.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace u8i::ui;

class TestTeachTools : public QObject {
    Q_OBJECT
  private slots:
    void byteMapClick_data();
    void byteMapClick();
    void byteMapKeyboard();
    void byteMapColoursByClass_data();
    void byteMapColoursByClass();
    void exercises_data();
    void exercises();
    void bitLayoutHover_data();
    void bitLayoutHover();
};

// ---- Byte map ---------------------------------------------------------------------------------

void TestTeachTools::byteMapClick_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<QStringList>("phrases");
    QTest::newRow("C0 overlong lead")
        << 0xC0
        << QStringList{"Byte C0", "never valid in UTF-8", "U+0000–U+003F", "overlong", "C2"};
    QTest::newRow("F5 above U+10FFFF")
        << 0xF5
        << QStringList{"Byte F5", "never valid", "U+140000–U+17FFFF", "above U+10FFFF", "F4"};
    QTest::newRow("80 continuation") << 0x80
                                     << QStringList{"Byte 80", "continuation byte", "000000",
                                                    "C2..DF, E1..EF, F1..F4", "U+FFFD"};
    QTest::newRow("E0 restricted lead") << 0xE0
                                        << QStringList{"Byte E0", "lead of a 3-byte sequence",
                                                       "U+0800–U+0FFF", "A0..BF", "overlong"};
    QTest::newRow("ED before surrogates")
        << 0xED << QStringList{"U+D000–U+D7FF", "80..9F", "surrogates"};
    QTest::newRow("F4 last lead") << 0xF4 << QStringList{"U+100000–U+10FFFF", "80..8F"};
    QTest::newRow("F8 obsolete") << 0xF8 << QStringList{"obsolete 5-byte form", "RFC 2279"};
    QTest::newRow("FF never used") << 0xFF << QStringList{"1111111x", "byte order mark"};
    QTest::newRow("41 letter A") << 0x41 << QStringList{"ASCII letter", "U+0041 'A'"};
    QTest::newRow("0A line feed") << 0x0A << QStringList{"ASCII control", "LF"};
}

void TestTeachTools::byteMapClick()
{
    QFETCH(int, value);
    QFETCH(QStringList, phrases);
    ByteMap map;
    map.resize(800, 900);
    map.show();
    QSignalSpy chosen(&map, &ByteMap::byteChosen);
    QTest::mouseClick(map.chart(), Qt::LeftButton, {}, map.cellCenter(static_cast<quint8>(value)));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).value<quint8>(), static_cast<quint8>(value));
    QCOMPARE(map.selectedByte(), value);
    const QString text = map.explanationText();
    for (const QString &p : phrases)
        QVERIFY2(text.contains(p),
                 qPrintable(QStringLiteral("missing \"%1\" in: %2").arg(p, text)));
}

void TestTeachTools::byteMapKeyboard()
{
    ByteMap map;
    map.show();
    QSignalSpy chosen(&map, &ByteMap::byteChosen);
    map.selectByte(0xC0);
    QCOMPARE(chosen.count(), 0);
    map.chart()->setFocus();
    QTest::keyClick(map.chart(), Qt::Key_Right);
    QCOMPARE(map.selectedByte(), 0xC1);
    QVERIFY(map.explanationText().contains(QStringLiteral("U+0040–U+007F")));
    QTest::keyClick(map.chart(), Qt::Key_Down);
    QCOMPARE(map.selectedByte(), 0xD1);
    QCOMPARE(chosen.count(), 0); // moving only explains
    QTest::keyClick(map.chart(), Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).value<quint8>(), quint8(0xD1));
}

void TestTeachTools::byteMapColoursByClass_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<u8i::ByteClass>("byteClass");
    QTest::newRow("00") << 0x00 << u8i::ByteClass::AsciiControl;
    QTest::newRow("41") << 0x41 << u8i::ByteClass::AsciiLetter;
    QTest::newRow("93") << 0x93 << u8i::ByteClass::Continuation;
    QTest::newRow("C1") << 0xC1 << u8i::ByteClass::NeverValid;
    QTest::newRow("C2") << 0xC2 << u8i::ByteClass::Lead2;
    QTest::newRow("EA") << 0xEA << u8i::ByteClass::Lead3;
    QTest::newRow("F3") << 0xF3 << u8i::ByteClass::Lead4;
    QTest::newRow("F5") << 0xF5 << u8i::ByteClass::NeverValid;
}

void TestTeachTools::byteMapColoursByClass()
{
    QFETCH(int, value);
    QFETCH(u8i::ByteClass, byteClass);
    ByteMap map;
    map.resize(800, 900);
    map.show();
    const QImage image = map.chart()->grab().toImage();
    const QPoint c = map.cellCenter(static_cast<quint8>(value));
    // A pixel near the cell's left edge, clear of its text.
    const QPoint probe(c.x() - map.chart()->width() / 17 / 2 + 3, c.y());
    QCOMPARE(image.pixelColor(probe * image.devicePixelRatio()).rgb(),
             byteClassColor(map.palette(), byteClass).fill.rgb());
}

// ---- Exercises --------------------------------------------------------------------------------

void TestTeachTools::exercises_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("result"); // 1 right, 0 wrong, -1 unreadable
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("explanation");

    QTest::newRow("U+0041 right") << 0 << "41" << 1 << "Right: 41."
                                  << "below U+0080";
    QTest::newRow("U+0041 overlong") << 0 << "C1 81" << 0 << "Not quite: the answer is 41."
                                     << "Your bytes are not valid UTF-8";
    QTest::newRow("U+06CD right") << 1 << "db8d" << 1 << "Right: DB 8D."
                                  << "8–11 bits → 2 bytes";
    QTest::newRow("U+06CD last byte wrong")
        << 1 << "DB 8E" << 0 << "Not quite: the answer is DB 8D."
        << "Byte 2: you wrote 8E (10001110), it should be 8D (10001101)";
    QTest::newRow("U+2331 right") << 2 << "E2 8C B1" << 1 << "Right: E2 8C B1."
                                  << "12–16 bits → 3 bytes";
    QTest::newRow("U+2331 too short")
        << 2 << "E2 8C" << 0 << "Not quite: the answer is E2 8C B1."
        << "needs 14 bits, so the length table gives 3 bytes; you wrote 2";
    QTest::newRow("U+12500 right") << 3 << "\\xF0\\x92\\x94\\x80" << 1 << "Right: F0 92 94 80."
                                   << "17–21 bits → 4 bytes";
    QTest::newRow("U+12500 as U+2500") << 3 << "E2 94 80" << 0 << "Not quite"
                                       << "Your bytes decode to U+2500, not U+12500";
    QTest::newRow("F8 93 ... right") << 4 << "U+FFFD U+FFFD U+A032 U+005C U+0000" << 1
                                     << "Right: U+FFFD U+FFFD U+A032 U+005C U+0000."
                                     << "obsolete 5-byte lead";
    QTest::newRow("F8 93 ... one U+FFFD only")
        << 4 << "U+FFFD U+A032 U+005C U+0000" << 0
        << "Not quite: the answer is U+FFFD U+FFFD U+A032 U+005C U+0000."
        << "emits 2 U+FFFD here";
    QTest::newRow("4D 61 F0 90 80 80 right")
        << 5 << "4D 61 F0 90 80 80" << 1 << "Right: 4D 61 F0 90 80 80."
        << "Together: 4D 61 F0 90 80 80";
    QTest::newRow("4D 61 F0 90 80 80 cut") << 5 << "4D 61 F0 90 80" << 0 << "Not quite"
                                           << "Your bytes are not valid UTF-8";
    QTest::newRow("U+D800 none") << 7 << "none" << 1 << "Right: it has no UTF-8 form."
                                 << "surrogate";
    QTest::newRow("U+D800 CESU-8 bytes") << 7 << "ED A0 80" << 0 << "the answer is \"none\""
                                         << "CESU-8";
    QTest::newRow("unreadable") << 1 << "zz" << -1 << "Cannot read the answer"
                                << "";
}

void TestTeachTools::exercises()
{
    QFETCH(int, index);
    QFETCH(QString, answer);
    QFETCH(int, result);
    QFETCH(QString, verdict);
    QFETCH(QString, explanation);

    Exercises panel;
    panel.resize(900, 700);
    panel.show();
    panel.setCurrent(index);
    QSignalSpy checked(&panel, &Exercises::checked);
    auto *input = panel.findChild<QLineEdit *>(QStringLiteral("exerciseAnswer"));
    QTest::keyClicks(input, answer);
    QTest::keyClick(input, Qt::Key_Return);
    QVERIFY2(panel.verdictText().contains(verdict), qPrintable(panel.verdictText()));
    QVERIFY2(panel.explanationText().contains(explanation), qPrintable(panel.explanationText()));
    if (result < 0) {
        QCOMPARE(checked.count(), 0);
        return;
    }
    QCOMPARE(checked.count(), 1);
    QCOMPARE(checked.at(0).at(0).toInt(), index);
    QCOMPARE(checked.at(0).at(1).toBool(), result == 1);
    QCOMPARE(panel.solvedCount(), result == 1 ? 1 : 0);
}

// ---- Bit layout -------------------------------------------------------------------------------

void TestTeachTools::bitLayoutHover_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<QString>("groups");
    QTest::addColumn<QStringList>("bytes");
    QTest::addColumn<int>("bit");
    QTest::newRow("U+1F41A bit 12")
        << 0x1F41Au << "0 11111 010000 011010"
        << QStringList{"11110|000", "10|011111", "10|010000", "10|011010"} << 12;
    QTest::newRow("U+1F41A bit 0")
        << 0x1F41Au << "0 11111 010000 011010"
        << QStringList{"11110|000", "10|011111", "10|010000", "10|011010"} << 0;
    QTest::newRow("U+00E9 bit 7") << 0xE9u << "11 101001" << QStringList{"110|00011", "10|101001"}
                                  << 7;
    QTest::newRow("U+0041 bit 6") << 0x41u << "1000001" << QStringList{"0|1000001"} << 6;
}

void TestTeachTools::bitLayoutHover()
{
    QFETCH(uint, codePoint);
    QFETCH(QString, groups);
    QFETCH(QStringList, bytes);
    QFETCH(int, bit);
    BitLayoutView view;
    view.setCodePoint(codePoint);
    view.resize(view.sizeHint());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.groupsText(), groups);
    QCOMPARE(view.bytesText(), bytes);
    const QPoint top = view.codePointBitCenter(bit);
    const QPoint bottom = view.byteBitCenter(bit);
    QVERIFY(top.x() >= 0 && bottom.x() >= 0);
    QVERIFY(bottom.y() > top.y());
    QTest::mouseMove(&view, top);
    QTRY_COMPARE(view.hoveredBit(), bit);
    QTest::mouseMove(&view, bottom);
    QTRY_COMPARE(view.hoveredBit(), bit);
    // The two cells are drawn alike (the highlight), unlike a bit that is not hovered.
    const QImage image = view.grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    const QPoint corner(-6, -6);
    QCOMPARE(image.pixelColor((top + corner) * dpr), image.pixelColor((bottom + corner) * dpr));
    QCOMPARE(image.pixelColor((top + corner) * dpr), view.palette().color(QPalette::Highlight));
}

QTEST_MAIN(TestTeachTools)
#include "tst_teach_tools.moc"
