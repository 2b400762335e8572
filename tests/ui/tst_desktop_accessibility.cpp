// The hex view through QAccessible, as a screen reader sees it: a read-only text whose positions
// are the bytes; the caret is the hex view's caret; the character at the caret is described with
// its role, code point and Unicode name, or the reason it is ill-formed; selection and rows map
// back.
#include "accessibility.h"
#include "document_model.h"
#include "hex_view.h"

#include <QAccessible>
#include <QApplication>
#include <QTest>

using namespace u8i;
using u8i::ui::DocumentModel;
using u8i::ui::HexView;

namespace {

// "A" "€" (E2 82 AC) C0 AF "\n" F0 9F 90 9A (U+1F41A)
const QByteArray kData("A\xE2\x82\xAC\xC0\xAF\n\xF0\x9F\x90\x9A");

} // namespace

class TestDesktopAccessibility : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { ui::installAccessibility(); }

    void exposesTextInterface()
    {
        DocumentModel model;
        HexView view(&model);
        model.setBytes(kData);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::EditableText);
        QVERIFY(iface->state().readOnly);
        QVERIFY(!iface->text(QAccessible::Name).isEmpty());
        QAccessibleTextInterface *text = iface->textInterface();
        QVERIFY(text);
        QCOMPARE(text->characterCount(), kData.size());
    }

    void readsCharacterAtCaret_data()
    {
        QTest::addColumn<qulonglong>("caret");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("ascii") << 0ULL
                               << QStringList{QStringLiteral("ASCII"), QStringLiteral("U+0041"),
                                              QStringLiteral("LATIN CAPITAL LETTER A")};
        QTest::newRow("lead of euro")
            << 1ULL
            << QStringList{QStringLiteral("lead byte"), QStringLiteral("U+20AC"),
                           QStringLiteral("EURO SIGN")};
        QTest::newRow("last continuation of euro")
            << 3ULL
            << QStringList{QStringLiteral("continuation byte 3 of 3"), QStringLiteral("EURO SIGN")};
        QTest::newRow("overlong") << 4ULL
                                  << QStringList{QStringLiteral("overlong"),
                                                 QStringLiteral("C0 AF")};
        QTest::newRow("line feed") << 6ULL << QStringList{QStringLiteral("U+000A")};
        QTest::newRow("four-byte")
            << 8ULL
            << QStringList{QStringLiteral("continuation byte 2 of 4"), QStringLiteral("U+1F41A"),
                           QStringLiteral("SPIRAL SHELL")};
    }
    void readsCharacterAtCaret()
    {
        QFETCH(qulonglong, caret);
        QFETCH(QStringList, expected);
        DocumentModel model;
        HexView view(&model);
        model.setBytes(kData);
        view.setCaret(caret);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&view);
        QAccessibleTextInterface *text = iface->textInterface();
        QCOMPARE(text->cursorPosition(), static_cast<int>(caret));
        int start = -1;
        int end = -1;
        const QString spoken =
            text->textAtOffset(text->cursorPosition(), QAccessible::CharBoundary, &start, &end);
        QCOMPARE(start, static_cast<int>(caret));
        QCOMPARE(end, static_cast<int>(caret) + 1);
        for (const QString &e : expected)
            QVERIFY2(spoken.contains(e), qPrintable(spoken + QLatin1String(" lacks ") + e));
        // The value is what the caret is on, too.
        QCOMPARE(iface->text(QAccessible::Value), spoken);
    }

    void wordIsTheWholeCharacter_data()
    {
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("end");
        QTest::newRow("ascii") << 0 << 0 << 1;
        QTest::newRow("euro from its middle") << 2 << 1 << 4;
        QTest::newRow("overlong group") << 5 << 4 << 6;
        QTest::newRow("four-byte from its end") << 10 << 7 << 11;
    }
    void wordIsTheWholeCharacter()
    {
        QFETCH(int, position);
        QFETCH(int, start);
        QFETCH(int, end);
        DocumentModel model;
        HexView view(&model);
        model.setBytes(kData);
        QAccessibleTextInterface *text =
            QAccessible::queryAccessibleInterface(&view)->textInterface();
        int s = -1;
        int e = -1;
        text->textAtOffset(position, QAccessible::WordBoundary, &s, &e);
        QCOMPARE(s, start);
        QCOMPARE(e, end);
    }

    void settingCursorMovesCaret()
    {
        DocumentModel model;
        HexView view(&model);
        model.setBytes(kData);
        QAccessibleTextInterface *text =
            QAccessible::queryAccessibleInterface(&view)->textInterface();
        text->setCursorPosition(5);
        QCOMPARE(view.caret(), Offset{5});
        text->setSelection(0, 1, 4);
        QCOMPARE(view.selectionBegin(), Offset{1});
        QCOMPARE(view.selectionEnd(), Offset{4});
        int s = -1;
        int e = -1;
        text->selection(0, &s, &e);
        QCOMPARE(s, 1);
        QCOMPARE(e, 4);
        QCOMPARE(text->text(1, 4), QStringLiteral("E2 82 AC"));
    }

    void lineIsARow()
    {
        DocumentModel model;
        HexView view(&model);
        view.setBytesPerRow(8);
        model.setBytes(kData);
        QAccessibleTextInterface *text =
            QAccessible::queryAccessibleInterface(&view)->textInterface();
        int s = -1;
        int e = -1;
        const QString row = text->textAtOffset(9, QAccessible::LineBoundary, &s, &e);
        QCOMPARE(s, 8);
        QCOMPARE(e, 11);
        QCOMPARE(row, QStringLiteral("9F 90 9A"));
        QCOMPARE(text->textBeforeOffset(9, QAccessible::LineBoundary, &s, &e),
                 QStringLiteral("41 E2 82 AC C0 AF 0A F0"));
        QCOMPARE(s, 0);
        QCOMPARE(text->textAfterOffset(9, QAccessible::LineBoundary, &s, &e), QString());
    }

    void emptyData()
    {
        DocumentModel model;
        HexView view(&model);
        model.setBytes({});
        QAccessibleTextInterface *text =
            QAccessible::queryAccessibleInterface(&view)->textInterface();
        QCOMPARE(text->characterCount(), 0);
        int s = 0;
        int e = 0;
        QVERIFY(text->textAtOffset(0, QAccessible::CharBoundary, &s, &e).isEmpty());
        QCOMPARE(s, -1);
    }
};

QTEST_MAIN(TestDesktopAccessibility)
#include "tst_desktop_accessibility.moc"
