// The teaching tools as a user sees them: text typed into the encoder and the decoder stepper,
// steps taken with the buttons and the shortcuts, byte map cells clicked, exercises answered.
#include "bit_layout_view.h"
#include "byte_map.h"
#include "decoder_stepper.h"
#include "encoder_tool.h"
#include "exercises.h"
#include "learn_menu.h"
#include "teach_colors.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace u8i::ui;

class TestTeach : public QObject {
    Q_OBJECT
  private slots:
    void encoder_data();
    void encoder();
    void encoderReading_data();
    void encoderReading();
    void stepperClassicExercise_data();
    void stepperClassicExercise();
    void stepperShortcutsAndBack();
    void stepperRestrictedSecondByte();
    void stepperBadInput();
    void byteMapClick_data();
    void byteMapClick();
    void byteMapKeyboard();
    void byteMapColoursByClass_data();
    void byteMapColoursByClass();
    void exercises_data();
    void exercises();
    void bitLayoutHover_data();
    void bitLayoutHover();
    void learnMenu();
};

// ---- Encoder ----------------------------------------------------------------------------------

void TestTeach::encoder_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("result");    // part of the result line
    QTest::addColumn<QString>("groups");    // the bit layout's top row
    QTest::addColumn<QString>("stepsHave"); // part of the steps
    QTest::addColumn<QString>("whyNot");    // part of the explanation, or "" when encodable

    QTest::newRow("character A") << "A"
                                 << "41"
                                 << "1000001"
                                 << "0–7 bits → 1 byte"
                                 << "";
    QTest::newRow("digit 7 is the character") << "7"
                                              << "37"
                                              << "110111"
                                              << "0–7 bits → 1 byte"
                                              << "";
    QTest::newRow("U+06CD") << "U+06CD"
                            << "DB 8D"
                            << "11011 001101"
                            << "8–11 bits → 2 bytes"
                            << "";
    QTest::newRow("0x2331") << "0x2331"
                            << "E2 8C B1"
                            << "10 001100 110001"
                            << "12–16 bits → 3 bytes"
                            << "";
    QTest::newRow("decimal 75008 = U+12500") << "75008"
                                             << "F0 92 94 80"
                                             << "0 10010 010100 000000"
                                             << "17–21 bits → 4 bytes"
                                             << "";
    QTest::newRow("U+1F41A") << "U+1F41A"
                             << "F0 9F 90 9A"
                             << "0 11111 010000 011010"
                             << "11110·000"
                             << "";
    QTest::newRow("U+007F last 1-byte") << "U+007F"
                                        << "7F"
                                        << "1111111"
                                        << "0–7 bits"
                                        << "";
    QTest::newRow("U+0080 first 2-byte") << "U+0080"
                                         << "C2 80"
                                         << "10 000000"
                                         << "8–11 bits"
                                         << "";
    QTest::newRow("U+07FF last 2-byte") << "U+07FF"
                                        << "DF BF"
                                        << "11111 111111"
                                        << "8–11 bits"
                                        << "";
    QTest::newRow("U+0800 first 3-byte") << "U+0800"
                                         << "E0 A0 80"
                                         << "0 100000 000000"
                                         << "12–16 bits"
                                         << "";
    QTest::newRow("U+D7FF before surrogates") << "U+D7FF"
                                              << "ED 9F BF"
                                              << "1101 011111 111111"
                                              << "12–16 bits"
                                              << "";
    QTest::newRow("U+E000 after surrogates") << "U+E000"
                                             << "EE 80 80"
                                             << "1110 000000 000000"
                                             << "12–16 bits"
                                             << "";
    QTest::newRow("U+FFFF last 3-byte") << "U+FFFF"
                                        << "EF BF BF"
                                        << "1111 111111 111111"
                                        << "12–16 bits"
                                        << "";
    QTest::newRow("U+10000 first 4-byte") << "U+10000"
                                          << "F0 90 80 80"
                                          << "0 10000 000000 000000"
                                          << "17–21 bits"
                                          << "";
    QTest::newRow("U+10FFFF last") << "U+10FFFF"
                                   << "F4 8F BF BF"
                                   << "100 001111 111111 111111"
                                   << "17–21 bits"
                                   << "";
    QTest::newRow("U+D800 high surrogate") << "U+D800"
                                           << "Not UTF-8: ED A0 80"
                                           << "1101 100000 000000"
                                           << "12–16 bits"
                                           << "high (leading) surrogate";
    QTest::newRow("U+DFFF low surrogate") << "0xDFFF"
                                          << "Not UTF-8: ED BF BF"
                                          << "1101 111111 111111"
                                          << "12–16 bits"
                                          << "low (trailing) surrogate";
    QTest::newRow("U+110000 above the last") << "U+110000"
                                             << "Not UTF-8: F4 90 80 80"
                                             << "100 010000 000000 000000"
                                             << "17–21 bits"
                                             << "above U+10FFFF";
    QTest::newRow("U+7FFFFFFF obsolete 6-byte") << "U+7FFFFFFF"
                                                << "Not UTF-8: FD BF BF BF BF BF"
                                                << "1 111111 111111 111111 111111 111111"
                                                << "27–31 bits"
                                                << "obsolete";
}

void TestTeach::encoder()
{
    QFETCH(QString, typed);
    QFETCH(QString, result);
    QFETCH(QString, groups);
    QFETCH(QString, stepsHave);
    QFETCH(QString, whyNot);

    EncoderTool tool;
    tool.resize(700, 800);
    tool.show();
    auto *input = tool.findChild<QLineEdit *>(QStringLiteral("encoderInput"));
    QVERIFY(input);
    QSignalSpy changed(&tool, &EncoderTool::codePointChanged);
    QTest::keyClicks(input, typed);
    QVERIFY(changed.count() >= 1);
    QVERIFY2(tool.shownText(QStringLiteral("reading")).startsWith(QStringLiteral("Read as")),
             qPrintable(tool.shownText(QStringLiteral("reading"))));
    QVERIFY2(tool.shownText(QStringLiteral("result")).contains(result),
             qPrintable(tool.shownText(QStringLiteral("result"))));
    QCOMPARE(tool.bitLayout()->groupsText(), groups);
    QVERIFY2(tool.shownText(QStringLiteral("steps")).contains(stepsHave),
             qPrintable(tool.shownText(QStringLiteral("steps"))));
    const QString why = tool.shownText(QStringLiteral("whyNot"));
    if (whyNot.isEmpty())
        QVERIFY2(why.isEmpty(), qPrintable(why));
    else
        QVERIFY2(why.contains(whyNot), qPrintable(why));
}

void TestTeach::encoderReading_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("reading");
    QTest::addColumn<bool>("hasValue");
    QTest::newRow("a digit is a character")
        << "7"
        << "Read as the character U+0037 '7'. (For the value 7 itself, type U+0007 or 0x7.)"
        << true;
    QTest::newRow("decimal") << "65"
                             << "Read as the decimal number 65 = U+0041." << true;
    QTest::newRow("hex U+") << "u+41"
                            << "Read as the hexadecimal value U+0041 (decimal 65)." << true;
    QTest::newRow("space") << " "
                           << "Read as the character U+0020 (space)." << true;
    QTest::newRow("a word") << "hello"
                            << "\"hello\" is several characters and not a number" << false;
    QTest::newRow("bad hex") << "U+XYZ"
                             << "\"U+XYZ\" is not a hexadecimal number" << false;
    QTest::newRow("too large") << "0x1FFFFFFFF"
                               << "is not a hexadecimal number below" << false;
}

void TestTeach::encoderReading()
{
    QFETCH(QString, typed);
    QFETCH(QString, reading);
    QFETCH(bool, hasValue);
    EncoderTool tool;
    tool.show();
    QTest::keyClicks(tool.findChild<QLineEdit *>(QStringLiteral("encoderInput")), typed);
    QVERIFY2(tool.shownText(QStringLiteral("reading")).contains(reading),
             qPrintable(tool.shownText(QStringLiteral("reading"))));
    QCOMPARE(tool.shownText(QStringLiteral("result")).isEmpty(), !hasValue);
    QCOMPARE(EncoderTool::read(typed).value.has_value(), hasValue);
}

// ---- Decoder stepper --------------------------------------------------------------------------

void TestTeach::stepperClassicExercise_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("accepted");
    QTest::addColumn<QString>("partial");
    QTest::addColumn<QString>("output");

    const QString start = QStringLiteral("start: a new character begins");
    const QString startRange = QStringLiteral("00..7F, C2..DF, E0..EF, F0..F4");
    QTest::newRow("0 nothing read") << 0 << "Nothing read yet" << start << startRange << "none"
                                    << "nothing yet";
    QTest::newRow("1 F8 obsolete 5-byte lead")
        << 1 << "F8 is an obsolete 5-byte lead" << start << startRange << "discarded"
        << "U+FFFD (U+FFFD: 1)";
    QTest::newRow("2 93 stray continuation")
        << 2 << "93 would have been a continuation byte" << start << startRange << "discarded"
        << "U+FFFD U+FFFD (U+FFFD: 2)";
    QTest::newRow("3 EA lead of 3") << 3 << "EA leads a 3-byte sequence"
                                    << "expecting 2 more continuation bytes"
                                    << "80..BF"
                                    << "1010 (4 bits so far)"
                                    << "U+FFFD U+FFFD (U+FFFD: 2)";
    QTest::newRow("4 80 continuation") << 4 << "80 is continuation byte 2 of 3"
                                       << "expecting 1 more continuation byte"
                                       << "80..BF"
                                       << "1010000000 (10 bits so far)"
                                       << "U+FFFD U+FFFD (U+FFFD: 2)";
    QTest::newRow("5 B2 completes U+A032")
        << 5 << "the sequence is complete, U+A032" << start << startRange << "complete: U+A032"
        << "U+FFFD U+FFFD U+A032 (U+FFFD: 2)";
    QTest::newRow("6 5C backslash")
        << 6 << "5C is ASCII" << start << startRange << "complete: U+005C"
        << "U+FFFD U+FFFD U+A032 U+005C (U+FFFD: 2)";
    QTest::newRow("7 00 NUL, the end") << 7 << "00 is ASCII" << start << "(end of the bytes)"
                                       << "complete: U+0000"
                                       << "U+FFFD U+FFFD U+A032 U+005C U+0000 (U+FFFD: 2)";
}

void TestTeach::stepperClassicExercise()
{
    QFETCH(int, steps);
    QFETCH(QString, event);
    QFETCH(QString, state);
    QFETCH(QString, accepted);
    QFETCH(QString, partial);
    QFETCH(QString, output);

    DecoderStepper stepper;
    stepper.resize(800, 700);
    stepper.show();
    QTest::keyClicks(stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput")),
                     QStringLiteral("F8 93 EA 80 B2 5C 00"));
    QCOMPARE(stepper.bytes().size(), std::size_t(7));
    QCOMPARE(stepper.stepCount(), 7);
    auto *next = stepper.findChild<QPushButton *>(QStringLiteral("stepForward"));
    QVERIFY(next);
    for (int i = 0; i < steps; ++i)
        QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(stepper.currentStep(), steps);
    QVERIFY2(stepper.shownText(QStringLiteral("event")).contains(event),
             qPrintable(stepper.shownText(QStringLiteral("event"))));
    QCOMPARE(stepper.shownText(QStringLiteral("state")), state);
    QVERIFY2(stepper.shownText(QStringLiteral("accepted")).startsWith(accepted),
             qPrintable(stepper.shownText(QStringLiteral("accepted"))));
    QVERIFY2(stepper.shownText(QStringLiteral("partial")).startsWith(partial),
             qPrintable(stepper.shownText(QStringLiteral("partial"))));
    QCOMPARE(stepper.shownText(QStringLiteral("output")), output);
    QCOMPARE(next->isEnabled(), steps < 7);
}

void TestTeach::stepperShortcutsAndBack()
{
    DecoderStepper stepper;
    stepper.show();
    QVERIFY(QTest::qWaitForWindowActive(&stepper));
    auto *input = stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput"));
    input->setFocus();
    QTest::keyClicks(input, QStringLiteral("F8 93 EA 80 B2 5C 00"));
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(input, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(stepper.currentStep(), 5);
    QVERIFY(stepper.shownText(QStringLiteral("event")).contains(QStringLiteral("U+A032")));
    QTest::keyClick(input, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(stepper.currentStep(), 4);
    QCOMPARE(stepper.shownText(QStringLiteral("state")),
             QStringLiteral("expecting 1 more continuation byte"));
    QTest::mouseClick(stepper.findChild<QPushButton *>(QStringLiteral("stepBack")), Qt::LeftButton);
    QCOMPARE(stepper.currentStep(), 3);
    QTest::keyClick(input, Qt::Key_End, Qt::AltModifier);
    QCOMPARE(stepper.currentStep(), 7);
    QCOMPARE(stepper.outputSoFar(), (std::vector<char32_t>{0xFFFD, 0xFFFD, 0xA032, 0x5C, 0x00}));
    QTest::keyClick(input, Qt::Key_Home, Qt::AltModifier);
    QCOMPARE(stepper.currentStep(), 0);
    QVERIFY(!stepper.findChild<QPushButton *>(QStringLiteral("stepBack"))->isEnabled());
}

void TestTeach::stepperRestrictedSecondByte()
{
    DecoderStepper stepper;
    stepper.show();
    QTest::keyClicks(stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput")),
                     QStringLiteral("E0 80 AF"));
    stepper.stepForward();
    QVERIFY2(stepper.shownText(QStringLiteral("accepted"))
                 .startsWith(QStringLiteral("A0..BF (narrowed by Table 3-7")),
             qPrintable(stepper.shownText(QStringLiteral("accepted"))));
    stepper.stepForward();
    const QString event = stepper.shownText(QStringLiteral("event"));
    QVERIFY2(event.contains(QStringLiteral("Ill-formed.")) &&
                 event.contains(QStringLiteral("overlong")),
             qPrintable(event));
    QVERIFY(event.contains(QStringLiteral("U+FFFD")));
    stepper.runToEnd();
    QCOMPARE(stepper.outputSoFar(), (std::vector<char32_t>{0xFFFD, 0xFFFD, 0xFFFD}));
}

void TestTeach::stepperBadInput()
{
    DecoderStepper stepper;
    stepper.show();
    QTest::keyClicks(stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput")),
                     QStringLiteral("F8 9"));
    QVERIFY2(stepper.shownText(QStringLiteral("error"))
                 .contains(QStringLiteral("odd number of hex digits")),
             qPrintable(stepper.shownText(QStringLiteral("error"))));
    QCOMPARE(stepper.stepCount(), 0);
    // One more digit and it reads again.
    QTest::keyClicks(stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput")),
                     QStringLiteral("3"));
    QVERIFY(stepper.shownText(QStringLiteral("error")).isEmpty());
    QCOMPARE(stepper.stepCount(), 2);
    // Text mode steps through the UTF-8 of what is typed.
    stepper.setInputMode(DecoderStepper::InputMode::Text);
    stepper.setInput(QStringLiteral("é"));
    QCOMPARE(stepper.bytes(), (std::vector<std::uint8_t>{0xC3, 0xA9}));
}

// ---- Byte map ---------------------------------------------------------------------------------

void TestTeach::byteMapClick_data()
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

void TestTeach::byteMapClick()
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

void TestTeach::byteMapKeyboard()
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

void TestTeach::byteMapColoursByClass_data()
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

void TestTeach::byteMapColoursByClass()
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

void TestTeach::exercises_data()
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

void TestTeach::exercises()
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

void TestTeach::bitLayoutHover_data()
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

void TestTeach::bitLayoutHover()
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

// ---- Learn menu -------------------------------------------------------------------------------

void TestTeach::learnMenu()
{
    QMainWindow window;
    window.resize(1000, 700);
    u8i::ui::DocumentModel document;
    LearnMenu *menu = createLearnMenu(&window, &document);
    window.menuBar()->addMenu(menu);
    window.show();
    QCOMPARE(menu->actions().size(), 4);
    QVERIFY(window.findChildren<QDockWidget *>().isEmpty()); // created on first use
    menu->actions().at(0)->trigger();
    QDockWidget *mapDock = menu->dockOf(menu->byteMap());
    QVERIFY(mapDock);
    QVERIFY(mapDock->isVisible());
    QSignalSpy chosen(menu, &LearnMenu::byteChosen);
    QTest::mouseClick(menu->byteMap()->chart(), Qt::LeftButton, {},
                      menu->byteMap()->cellCenter(0xC3));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).value<quint8>(), quint8(0xC3));

    menu->encode(0x20AC);
    QVERIFY(menu->dockOf(menu->encoder())->isVisible());
    QVERIFY(
        menu->encoder()->shownText(QStringLiteral("result")).contains(QStringLiteral("E2 82 AC")));
    menu->stepThrough({0xE2, 0x82, 0xAC});
    QCOMPARE(menu->stepper()->stepCount(), 3);
    menu->actions().at(3)->trigger();
    QVERIFY(menu->dockOf(menu->exercises())->isVisible());
    QCOMPARE(window.findChildren<QDockWidget *>().size(), 4);
    // Asking again reuses the same dock.
    menu->actions().at(0)->trigger();
    QCOMPARE(window.findChildren<QDockWidget *>().size(), 4);
}

QTEST_MAIN(TestTeach)
#include "tst_teach.moc"
