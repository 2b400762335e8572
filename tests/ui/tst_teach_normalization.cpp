// The encoder window shows a combining sequence beside its precomposed form, byte by byte: what a
// user types (a character, a combining sequence, a code point) is compared with its NFC and NFD
// forms, and the note disappears for text with one form only.
#include "encoder_tool.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>

using namespace u8i::ui;

namespace {

// Types `text` one character at a time, as a keyboard (or an input method) does: ASCII through
// QTest::keyClick, other characters as key events that carry their text.
void type(QLineEdit *input, const QString &text)
{
    for (const uint c : text.toUcs4()) {
        if (c < 0x80) {
            QTest::keyClick(input, static_cast<char>(c));
        } else {
            const char32_t one = c;
            QTest::sendKeyEvent(QTest::Click, input, Qt::Key_unknown, QString::fromUcs4(&one, 1),
                                Qt::NoModifier);
        }
    }
}

} // namespace

class TestTeachNormalization : public QObject {
    Q_OBJECT
  private slots:
    void encoderShowsBothForms_data();
    void encoderShowsBothForms();
    void noteFollowsTheInput();
};

void TestTeachNormalization::encoderShowsBothForms_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<uint>("codePoint");   // what codePointChanged says
    QTest::addColumn<QString>("reading");  // part of the reading line
    QTest::addColumn<QStringList>("note"); // parts of the normalization note; empty: hidden

    QTest::newRow("combining sequence e + U+0301")
        << QStringLiteral("e\u0301") << 0x65U
        << QStringLiteral("one character on screen made of 2 code points, U+0065 + U+0301")
        << QStringList{"as typed", "U+0065 + U+0301", "65 | CC 81", "NFC (composed)",
                       "U+00E9",   "C3 A9",           "2 bytes",    "3 bytes"};
    QTest::newRow("precomposed é")
        << QStringLiteral("é") << 0xE9U << QStringLiteral("Read as the character U+00E9")
        << QStringList{"NFD (decomposed)", "65 | CC 81", "C3 A9"};
    QTest::newRow("code point U+00E9 typed as hex")
        << QStringLiteral("U+00E9") << 0xE9U << QStringLiteral("hexadecimal value U+00E9")
        << QStringList{"NFD (decomposed)", "U+0065 + U+0301", "65 | CC 81"};
    QTest::newRow("angstrom sign: NFC is U+00C5")
        << QStringLiteral("U+212B") << 0x212BU << QStringLiteral("U+212B")
        << QStringList{"E2 84 AB", "U+00C5", "C3 85", "U+0041 + U+030A", "41 | CC 8A"};
    QTest::newRow("Hangul syllable and its jamo")
        << QStringLiteral("한") << 0xD55CU << QStringLiteral("U+D55C")
        << QStringList{"ED 95 9C", "E1 84 92 | E1 85 A1 | E1 86 AB", "9 bytes"};
    QTest::newRow("ASCII letter: one form")
        << QStringLiteral("A") << 0x41U << QStringLiteral("U+0041") << QStringList();
    QTest::newRow("emoji: one form")
        << QStringLiteral("😀") << 0x1F600U << QStringLiteral("U+1F600") << QStringList();
    QTest::newRow("flag: one character of two code points, one form")
        << QStringLiteral("🇩🇪") << 0x1F1E9U << QStringLiteral("made of 2 code points")
        << QStringList();
}

void TestTeachNormalization::encoderShowsBothForms()
{
    QFETCH(QString, typed);
    QFETCH(uint, codePoint);
    QFETCH(QString, reading);
    QFETCH(QStringList, note);

    EncoderTool tool;
    tool.resize(700, 900);
    tool.show();
    auto *input = tool.findChild<QLineEdit *>(QStringLiteral("encoderInput"));
    QVERIFY(input);
    QSignalSpy changed(&tool, &EncoderTool::codePointChanged);
    type(input, typed);
    QCOMPARE(input->text(), typed);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(changed.last().at(0).toUInt(), codePoint);
    const QString shownReading = tool.shownText(QStringLiteral("reading"));
    QVERIFY2(shownReading.contains(reading), qPrintable(shownReading));
    const QString shownNote = tool.shownText(QStringLiteral("normalization"));
    QCOMPARE(shownNote.isEmpty(), note.isEmpty());
    for (const QString &part : note)
        QVERIFY2(shownNote.contains(part), qPrintable(part + QStringLiteral(" in: ") + shownNote));
    if (!note.isEmpty())
        QVERIFY(shownNote.contains(QStringLiteral("different bytes")));
}

// Typing on after a note, and deleting back, shows and hides it with the text.
void TestTeachNormalization::noteFollowsTheInput()
{
    EncoderTool tool;
    tool.show();
    auto *input = tool.findChild<QLineEdit *>(QStringLiteral("encoderInput"));
    QVERIFY(input);
    QTest::keyClick(input, 'e');
    QVERIFY(tool.shownText(QStringLiteral("normalization")).isEmpty());
    type(input, QStringLiteral("\u0301"));
    QVERIFY(tool.shownText(QStringLiteral("normalization")).contains(QStringLiteral("C3 A9")));
    QTest::keyClick(input, Qt::Key_Backspace);
    QCOMPARE(input->text(), QStringLiteral("e"));
    QVERIFY(tool.shownText(QStringLiteral("normalization")).isEmpty());
    QTest::keyClick(input, 'x');
    QVERIFY2(tool.shownText(QStringLiteral("reading")).contains(QStringLiteral("several")),
             qPrintable(tool.shownText(QStringLiteral("reading"))));
    QVERIFY(tool.shownText(QStringLiteral("normalization")).isEmpty());
}

QTEST_MAIN(TestTeachNormalization)
#include "tst_teach_normalization.moc"
