// The encoder and the decoder stepper as a user sees them: text typed in, steps taken with the
// buttons and the shortcuts. The byte map, exercises, bit layout and Learn menu:
// tst_teach_tools.cpp.
#include "bit_layout_view.h"
#include "decoder_stepper.h"
#include "encoder_tool.h"

#include <QLineEdit>
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

QTEST_MAIN(TestTeach)
#include "tst_teach.moc"
