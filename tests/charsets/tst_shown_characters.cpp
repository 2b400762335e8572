// The codec's rule for characters that may stand as themselves in a message (u8i::showsAsItself,
// which has no ICU) against ICU's character data: every default-ignorable character, bidi control,
// control, separator and non-ASCII space is shown as U+XXXX, and nothing else but surrogates and
// noncharacters is.
#include "u8i/utf8/message.h"

#include <QtTest>

#include <unicode/uchar.h>

namespace {

// Why ICU says a character must not be shown raw; null when it may be.
const char *hiddenByIcu(UChar32 c)
{
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
        return "default-ignorable";
    if (u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL))
        return "bidi control";
    if (u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT))
        return "noncharacter";
    switch (u_charType(c)) {
    case U_CONTROL_CHAR: return "control";
    case U_SURROGATE: return "surrogate";
    case U_LINE_SEPARATOR: return "line separator";
    case U_PARAGRAPH_SEPARATOR: return "paragraph separator";
    case U_SPACE_SEPARATOR: return c == 0x20 ? nullptr : "space other than U+0020";
    default: break;
    }
    if (c >= 0xFFF9 && c <= 0xFFFB)
        return "interlinear annotation control";
    return nullptr;
}

} // namespace

class TestShownCharacters : public QObject {
    Q_OBJECT
  private slots:
    void agreesWithIcu()
    {
        int hidden = 0;
        for (UChar32 c = 0; c <= 0x10FFFF; ++c) {
            const char *why = hiddenByIcu(c);
            // Unassigned code points that ICU's (older or newer) data marks default-ignorable
            // are in ranges the rule covers whole; compare assigned characters exactly.
            if (u_charType(c) == U_UNASSIGNED && !why)
                continue;
            const bool shown = u8i::showsAsItself(static_cast<std::uint32_t>(c));
            if (shown == (why != nullptr))
                QFAIL(qPrintable(QStringLiteral("U+%1: ICU says %2, the rule says %3")
                                     .arg(c, 4, 16, QLatin1Char('0'))
                                     .arg(QLatin1String(why ? why : "shown"))
                                     .arg(QLatin1String(shown ? "shown" : "hidden"))));
            hidden += !shown;
        }
        QVERIFY(hidden > 4000); // the tag and variation selector blocks alone have 4096
        QVERIFY(!u8i::showsAsItself(0x110000));
    }

    void describeCodePoint_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<QString>("text");
        QTest::newRow("letter") << 0xE9u << QStringLiteral("U+00E9 '\u00E9'");
        QTest::newRow("right-to-left override") << 0x202Eu << QStringLiteral("U+202E");
        QTest::newRow("line separator") << 0x2028u << QStringLiteral("U+2028");
        QTest::newRow("zero width space") << 0x200Bu << QStringLiteral("U+200B");
        QTest::newRow("no-break space") << 0xA0u << QStringLiteral("U+00A0");
        QTest::newRow("tag letter") << 0xE0041u << QStringLiteral("U+E0041");
        QTest::newRow("escape") << 0x1Bu << QStringLiteral("U+001B");
        QTest::newRow("space") << 0x20u << QStringLiteral("U+0020 ' '");
    }
    void describeCodePoint()
    {
        QFETCH(uint, codePoint);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(u8i::describeCodePoint(codePoint)), text);
    }

    void showable_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("shown");
        QTest::newRow("plain") << QByteArray("caf\xC3\xA9") << QByteArray("caf\xC3\xA9");
        QTest::newRow("bidi override") << QByteArray("a\xE2\x80\xAE"
                                                     "b")
                                       << QByteArray("a<U+202E>b");
        QTest::newRow("newline and escape")
            << QByteArray("a\nb\x1B[31m") << QByteArray("a<U+000A>b<U+001B>[31m");
        QTest::newRow("ill-formed byte") << QByteArray("n\xE9.txt") << QByteArray("n<\\xE9>.txt");
    }
    void showable()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, shown);
        QCOMPARE(QByteArray::fromStdString(u8i::showable(text.toStdString())), shown);
    }
};

QTEST_GUILESS_MAIN(TestShownCharacters)
#include "tst_shown_characters.moc"
