// The character inspector on real widgets: what it shows for characters of every length and for
// ill-formed groups.
#include "background_task.h"
#include "bit_layout_view.h"
#include "character_inspector.h"
#include "document_model.h"
#include "main_window.h"
#include "main_window_testing.h"
#include "posted_events.h"
#include "unicode_info.h"

#include <u8i/charsets/detection/legacy_charsets.h>

#include <QAction>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace u8i;
using u8i::ui::CharacterInspector;

namespace {

QLabel *label(const CharacterInspector &w, const char *name)
{
    auto *l = w.findChild<QLabel *>(QString::fromLatin1(name));
    if (l == nullptr)
        qFatal("no label %s", name);
    return l;
}

// The foreground colour of every fragment of a rich-text label, keyed by the fragment's text.
QList<QPair<QString, QColor>> fragments(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    QList<QPair<QString, QColor>> out;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            out.append({it.fragment().text(), it.fragment().charFormat().foreground().color()});
    return out;
}

QColor colourOf(const QList<QPair<QString, QColor>> &frags, const QString &text, int occurrence = 0)
{
    for (const auto &f : frags)
        if (f.first == text && occurrence-- == 0)
            return f.second;
    return {};
}

// The inspector's rows as drawn: what overlaps another row and which label does not show its whole
// text (empty when every row is whole and apart). `content` is what the inspector scrolls.
QString rowFaults(const CharacterInspector &w)
{
    auto *grid = w.findChild<QGridLayout *>();
    if (grid == nullptr)
        return QStringLiteral("no rows");
    QWidget *content = grid->parentWidget();
    QList<QWidget *> rows;
    for (QWidget *extra : {w.findChild<QWidget *>(QStringLiteral("glyph")),
                           w.findChild<QWidget *>(QStringLiteral("status")),
                           w.findChild<QWidget *>(QStringLiteral("bitLayoutScroll"))})
        if (extra != nullptr && extra->isVisible())
            rows << extra;
    for (int i = 0; i < grid->count(); ++i)
        if (QWidget *row = grid->itemAt(i)->widget(); row != nullptr && row->isVisible())
            rows << row;
    auto where = [content](const QWidget *r) {
        return QRect(r->mapTo(content, QPoint(0, 0)), r->size());
    };
    auto name = [](const QWidget *r) {
        const auto *l = qobject_cast<const QLabel *>(r);
        return r->objectName().isEmpty() && l != nullptr ? l->text() : r->objectName();
    };
    for (int i = 0; i < rows.size(); ++i) {
        if (const auto *l = qobject_cast<const QLabel *>(rows[i])) {
            const int wanted =
                l->hasHeightForWidth() ? l->heightForWidth(l->width()) : l->sizeHint().height();
            if (wanted > l->height())
                return QStringLiteral("%1 is %2 px high of the %3 its text needs")
                    .arg(name(l))
                    .arg(l->height())
                    .arg(wanted);
        }
        for (int j = i + 1; j < rows.size(); ++j)
            if (where(rows[i]).intersects(where(rows[j])))
                return QStringLiteral("%1 (y %2, %3 high) overlaps %4 (y %5, %6 high)")
                    .arg(name(rows[i]))
                    .arg(where(rows[i]).y())
                    .arg(rows[i]->height())
                    .arg(name(rows[j]))
                    .arg(where(rows[j]).y())
                    .arg(rows[j]->height());
    }
    return {};
}

} // namespace

class TestPanelsInspector : public QObject {
    Q_OBJECT
  private slots:
    void character_data();
    void character();
    void illFormed_data();
    void illFormed();
    void nothingAtCaret_data();
    void nothingAtCaret();
    void followsCaret();
    void longContinuationRun_data();
    void longContinuationRun();
    void rowsAreWhole_data();
    void rowsAreWhole();
};

void TestPanelsInspector::character_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("caret");
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("block");
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("bytes");
    QTest::addColumn<QStringList>("markers");
    QTest::addColumn<QStringList>("payloads");
    QTest::addColumn<QString>("utf16");
    QTest::addColumn<QString>("decimal");
    QTest::addColumn<QString>("escC");
    QTest::addColumn<QString>("escPython");
    QTest::addColumn<QString>("escJs");
    QTest::addColumn<QString>("escJsUnits");
    QTest::addColumn<QString>("escHtml");

    const QByteArray shell("x\xF0\x9F\x90\x9Ay");
    QTest::newRow("4-byte U+1F41A spiral shell, caret on lead")
        << shell << 1 << 0x1F41Au << "SPIRAL SHELL"
        << "Other Symbol (So)"
        << "Miscellaneous Symbols and Pictographs"
        << "Common"
        << "F0 9F 90 9A" << QStringList{"11110", "10", "10", "10"}
        << QStringList{"000", "011111", "010000", "011010"} << "D83D DC1A"
        << "128026"
        << "\\U0001F41A"
        << "\\U0001F41A"
        << "\\u{1F41A}"
        << "\\uD83D\\uDC1A"
        << "&#x1F41A;";
    QTest::newRow("4-byte U+1F41A, caret on last continuation")
        << shell << 4 << 0x1F41Au << "SPIRAL SHELL"
        << "Other Symbol (So)"
        << "Miscellaneous Symbols and Pictographs"
        << "Common"
        << "F0 9F 90 9A" << QStringList{"11110", "10", "10", "10"}
        << QStringList{"000", "011111", "010000", "011010"} << "D83D DC1A"
        << "128026"
        << "\\U0001F41A"
        << "\\U0001F41A"
        << "\\u{1F41A}"
        << "\\uD83D\\uDC1A"
        << "&#x1F41A;";
    QTest::newRow("3-byte U+20AC euro sign")
        << QByteArray("ab\xE2\x82\xAC") << 3 << 0x20ACu << "EURO SIGN"
        << "Currency Symbol (Sc)"
        << "Currency Symbols"
        << "Common"
        << "E2 82 AC" << QStringList{"1110", "10", "10"} << QStringList{"0010", "000010", "101100"}
        << "20AC"
        << "8364"
        << "\\u20AC"
        << "\\u20AC"
        << "\\u{20AC}"
        << "\\u20AC"
        << "&#x20AC;";
    QTest::newRow("3-byte U+0E01 thai ko kai")
        << QByteArray("\xE0\xB8\x81") << 0 << 0x0E01u << "THAI CHARACTER KO KAI"
        << "Other Letter (Lo)"
        << "Thai"
        << "Thai"
        << "E0 B8 81" << QStringList{"1110", "10", "10"} << QStringList{"0000", "111000", "000001"}
        << "0E01"
        << "3585"
        << "\\u0E01"
        << "\\u0E01"
        << "\\u{E01}"
        << "\\u0E01"
        << "&#xE01;";
    QTest::newRow("2-byte U+00E9 e acute")
        << QByteArray("caf\xC3\xA9") << 4 << 0xE9u << "LATIN SMALL LETTER E WITH ACUTE"
        << "Lowercase Letter (Ll)"
        << "Latin 1 Supplement"
        << "Latin"
        << "C3 A9" << QStringList{"110", "10"} << QStringList{"00011", "101001"} << "00E9"
        << "233"
        << "\\u00E9"
        << "\\xE9"
        << "\\u{E9}"
        << "\\u00E9"
        << "&#xE9;";
    QTest::newRow("2-byte U+0416 cyrillic zhe")
        << QByteArray("\xD0\x96") << 1 << 0x416u << "CYRILLIC CAPITAL LETTER ZHE"
        << "Uppercase Letter (Lu)"
        << "Cyrillic"
        << "Cyrillic"
        << "D0 96" << QStringList{"110", "10"} << QStringList{"10000", "010110"} << "0416"
        << "1046"
        << "\\u0416"
        << "\\u0416"
        << "\\u{416}"
        << "\\u0416"
        << "&#x416;";
    QTest::newRow("1-byte U+0041 A") << QByteArray("A") << 0 << 0x41u << "LATIN CAPITAL LETTER A"
                                     << "Uppercase Letter (Lu)"
                                     << "Basic Latin"
                                     << "Latin"
                                     << "41" << QStringList{"0"} << QStringList{"1000001"} << "0041"
                                     << "65"
                                     << "\\x41"
                                     << "\\x41"
                                     << "\\u{41}"
                                     << "\\u0041"
                                     << "&#x41;";
    QTest::newRow("1-byte U+000A line feed (unnamed: alias)")
        << QByteArray("a\nb") << 1 << 0x0Au << "LINE FEED"
        << "Control (Cc)"
        << "Basic Latin"
        << "Common"
        << "0A" << QStringList{"0"} << QStringList{"0001010"} << "000A"
        << "10"
        << "\\x0A"
        << "\\x0A"
        << "\\u{A}"
        << "\\u000A"
        << "&#xA;";
}

void TestPanelsInspector::character()
{
    QFETCH(QByteArray, data);
    QFETCH(int, caret);
    QFETCH(uint, codePoint);
    QFETCH(QString, name);
    QFETCH(QString, category);
    QFETCH(QString, block);
    QFETCH(QString, script);
    QFETCH(QString, bytes);
    QFETCH(QStringList, markers);
    QFETCH(QStringList, payloads);
    QFETCH(QString, utf16);
    QFETCH(QString, decimal);
    QFETCH(QString, escC);
    QFETCH(QString, escPython);
    QFETCH(QString, escJs);
    QFETCH(QString, escJsUnits);
    QFETCH(QString, escHtml);

    ui::DocumentModel model;

    CharacterInspector w(&model);
    w.resize(500, 700);
    w.show();
    model.setBytes(data);
    model.setCaret(static_cast<Offset>(caret));

    const auto &s = w.shown();
    QVERIFY(s.present);
    QVERIFY(s.wellFormed);
    QCOMPARE(static_cast<uint>(s.codePointValue), codePoint);
    QCOMPARE(s.markers, markers);
    QCOMPARE(s.payloads, payloads);
    QCOMPARE(s.escapeJavaScriptUnits, escJsUnits);

    // What the labels show.
    QCOMPARE(label(w, "codePoint")->text(), ui::codePointLabel(codePoint));
    QCOMPARE(label(w, "name")->text(), name);
    QCOMPARE(label(w, "category")->text(), category);
    QCOMPARE(label(w, "block")->text(), block);
    QCOMPARE(label(w, "script")->text(), script);
    QCOMPARE(label(w, "bytes")->text(), bytes);
    QCOMPARE(label(w, "utf16")->text(), utf16);
    QCOMPARE(label(w, "decimal")->text(), decimal);
    QVERIFY2(label(w, "escapeC")->text().startsWith(escC), qPrintable(label(w, "escapeC")->text()));
    QString cBytes = QStringLiteral("\"");
    for (const QString &b : bytes.split(QLatin1Char(' ')))
        cBytes += QStringLiteral("\\x") + b;
    QVERIFY2(label(w, "escapeC")->text().contains(cBytes + QLatin1Char('"')),
             qPrintable(label(w, "escapeC")->text()));
    QVERIFY2(label(w, "escapePython")->text().startsWith(escPython),
             qPrintable(label(w, "escapePython")->text()));
    QVERIFY(label(w, "escapePython")->text().contains(QStringLiteral("\\N{%1}").arg(name)));
    QCOMPARE(label(w, "escapeJavaScript")->text(), escJs + QStringLiteral("   ") + escJsUnits);
    QCOMPARE(label(w, "escapeHtml")->text(), escHtml);
    QVERIFY(!label(w, "name")->isHidden());
    QVERIFY(label(w, "kind")->isHidden());
    QVERIFY(label(w, "message")->isHidden());
    QVERIFY(label(w, "name")->textInteractionFlags() & Qt::TextSelectableByMouse);

    // The bit layout: each byte's marker then its payload, the payload coloured by its group,
    // the marker in another colour; the assembled groups spell the code point.
    const auto frags = fragments(label(w, "bits")->text());
    QString plain;
    for (const auto &f : frags)
        plain += f.first;
    QSet<QRgb> payloadColours;
    for (int i = 0; i < markers.size(); ++i) {
        QVERIFY2(plain.contains(markers[i] + payloads[i]), qPrintable(plain));
        const QColor marker = colourOf(frags, markers[i]);
        const QColor payload = colourOf(frags, payloads[i]);
        QVERIFY(marker.isValid() && payload.isValid());
        QVERIFY(marker != payload);
        payloadColours.insert(payload.rgb());
    }
    QCOMPARE(payloadColours.size(), markers.size()); // one colour per bit group
    QVERIFY(!s.groups.isEmpty());
    QCOMPARE(s.groups.join(QString()).toUInt(nullptr, 2), codePoint);
    QVERIFY2(plain.contains(s.groups.join(QLatin1Char(' ')) + QStringLiteral(" = ") +
                            ui::codePointLabel(codePoint)),
             qPrintable(plain));

    // The drawn bit layout shows the same groups.
    auto *drawn = w.findChild<ui::BitLayoutView *>(QStringLiteral("bitLayout"));
    QVERIFY(drawn != nullptr);
    QVERIFY(!drawn->isHidden());
    QCOMPARE(drawn->groupsText(), s.groups.join(QLatin1Char(' ')));
}

void TestPanelsInspector::illFormed_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("caret");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("bytes");
    QTest::addColumn<qulonglong>("offset");
    QTest::addColumn<qulonglong>("replacements");

    QTest::newRow("overlong C0 AF") << QByteArray("a\xC0\xAF") << 2 << "overlong"
                                    << "C0 AF" << 1ull << 2ull;
    QTest::newRow("surrogate ED A0 BD") << QByteArray("\xED\xA0\xBD!") << 0 << "surrogate"
                                        << "ED A0 BD" << 0ull << 3ull;
    QTest::newRow("out-of-range F4 90 80 80")
        << QByteArray("\xF4\x90\x80\x80") << 3 << "out-of-range"
        << "F4 90 80 80" << 0ull << 4ull;
    QTest::newRow("obsolete-form F8 88 80 80 80")
        << QByteArray("\xF8\x88\x80\x80\x80") << 2 << "obsolete-form"
        << "F8 88 80 80 80" << 0ull << 5ull;
    QTest::newRow("invalid-byte FF") << QByteArray("ab\xFF") << 2 << "invalid-byte"
                                     << "FF" << 2ull << 1ull;
    QTest::newRow("unexpected-continuation 80 80")
        << QByteArray("x\x80\x80y") << 2 << "unexpected-continuation"
        << "80 80" << 1ull << 2ull;
    QTest::newRow("truncated E2 82 then A") << QByteArray("\xE2\x82"
                                                          "A")
                                            << 1 << "truncated"
                                            << "E2 82" << 0ull << 1ull;
    QTest::newRow("truncated at end F0 9F") << QByteArray("ok\xF0\x9F") << 3 << "truncated"
                                            << "F0 9F" << 2ull << 1ull;
}

void TestPanelsInspector::illFormed()
{
    QFETCH(QByteArray, data);
    QFETCH(int, caret);
    QFETCH(QString, kind);
    QFETCH(QString, bytes);
    QFETCH(qulonglong, offset);
    QFETCH(qulonglong, replacements);

    ui::DocumentModel model;

    CharacterInspector w(&model);
    w.show();
    model.setBytes(data);
    model.setCaret(static_cast<Offset>(caret));

    QVERIFY(w.shown().present);
    QVERIFY(!w.shown().wellFormed);
    QCOMPARE(w.shown().offset, offset);
    QCOMPARE(label(w, "kind")->text(), kind);
    QCOMPARE(label(w, "bytes")->text(), bytes);
    QCOMPARE(label(w, "replacements")->text(), QString::number(replacements));
    const QString message = label(w, "message")->text();
    QVERIFY2(message.size() > bytes.size(), qPrintable(message)); // a sentence, not just the bytes
    QVERIFY(!label(w, "message")->isHidden());
    // Character rows are hidden for an ill-formed group.
    QVERIFY(label(w, "name")->isHidden());
    QVERIFY(label(w, "codePoint")->isHidden());
    QVERIFY(label(w, "escapeHtml")->isHidden());
    QVERIFY(label(w, "utf16")->isHidden());
    QVERIFY(w.findChild<ui::BitLayoutView *>(QStringLiteral("bitLayout"))->isHidden());
}

void TestPanelsInspector::nothingAtCaret_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("caret");
    QTest::newRow("empty data") << QByteArray() << 0;
    QTest::newRow("bytes replaced by none") << QByteArray("abc") << 2;
}

void TestPanelsInspector::nothingAtCaret()
{
    QFETCH(QByteArray, data);
    QFETCH(int, caret);
    ui::DocumentModel model;
    CharacterInspector w(&model);
    w.show();
    model.setBytes(data);
    model.setCaret(static_cast<Offset>(caret));
    QCOMPARE(w.shown().present, !data.isEmpty());
    model.setBytes({}); // (the model keeps the caret within the bytes: none past the end)
    QVERIFY(!w.shown().present);
    QVERIFY(!label(w, "status")->text().isEmpty());
    QVERIFY(label(w, "codePoint")->isHidden());
    QVERIFY(label(w, "kind")->isHidden());
}

void TestPanelsInspector::followsCaret()
{
    const QByteArray data("A\xC3\xA9\xE2\x82\xAC\xC0");
    ui::DocumentModel model;
    CharacterInspector w(&model);
    w.show();
    model.setBytes(data);
    const QStringList expected{"U+0041", "U+00E9", "U+00E9", "U+20AC",
                               "U+20AC", "U+20AC", QString()};
    for (int caret = 0; caret < data.size(); ++caret) {
        model.setCaret(static_cast<Offset>(caret));
        QCOMPARE(w.caret(), static_cast<Offset>(caret));
        QCOMPARE(w.shown().codePoint, expected[caret]);
    }
    QCOMPARE(label(w, "kind")->text(), QStringLiteral("overlong"));
    // Other bytes: the caret starts over, and the inspector shows what is at the caret then.
    const QByteArray other("\xF0\x9F\x90\x9A\xF0\x9F\x90\x9A\xF0\x9F\x90\x9A");
    model.setBytes(other);
    QCOMPARE(w.shown().offset, Offset{0});
    model.setCaret(5);
    QCOMPARE(w.shown().codePoint, QStringLiteral("U+1F41A"));
    QCOMPARE(w.shown().offset, Offset{4});
}

void TestPanelsInspector::longContinuationRun_data()
{
    // "ab", then 3 MiB of 80, then "cd": the run is one unexpected-continuation group starting
    // at 2.
    QTest::addColumn<qulonglong>("caret");
    QTest::addColumn<bool>("clippedBefore");
    QTest::addColumn<bool>("clippedAfter");
    QTest::addColumn<qulonglong>("offset"); // first byte shown
    QTest::addColumn<qulonglong>("end");    // one past the last byte shown
    const qulonglong run = 3ull << 20;
    const qulonglong reach = ui::kInspectReach;
    QTest::newRow("middle of the run: clipped both ways")
        << run / 2 << true << true << run / 2 - reach << run / 2 + reach;
    QTest::newRow("near its start: start exact") << 5ull << false << true << 2ull << 5 + reach;
    QTest::newRow("near its end: end exact")
        << run - 3 << true << false << run - 3 - reach << run + 2;
}

void TestPanelsInspector::longContinuationRun()
{
    QFETCH(qulonglong, caret);
    QFETCH(bool, clippedBefore);
    QFETCH(bool, clippedAfter);
    QFETCH(qulonglong, offset);
    QFETCH(qulonglong, end);
    const qsizetype run = qsizetype(3) << 20;
    const QByteArray data = QByteArray("ab") + QByteArray(run, '\x80') + QByteArray("cd");

    ui::DocumentModel model;

    CharacterInspector w(&model);
    w.show();
    model.setBytes(data);
    model.setCaret(caret);
    const auto &s = w.shown();
    QVERIFY(s.present);
    QCOMPARE(s.kind, QStringLiteral("unexpected-continuation"));
    QCOMPARE(s.clippedBefore, clippedBefore);
    QCOMPARE(s.clippedAfter, clippedAfter);
    QCOMPARE(s.offset, offset);
    QCOMPARE(s.offset + s.length, end);
    QCOMPARE(s.replacements, s.length); // every stray continuation byte is one U+FFFD
    QVERIFY(!label(w, "message")->text().isEmpty());
    QVERIFY(label(w, "replacements")->text().startsWith(QStringLiteral("more than")));

    // Just after the run, an ordinary character again.
    model.setCaret(static_cast<Offset>(run) + 2);
    QCOMPARE(w.shown().codePoint, QStringLiteral("U+0063"));
}

// Issue 27: on an ASCII letter the Bits row was drawn over the UTF-16 row, and at 800 × 600 a
// long name or escape lost its second line (the QFormLayout gave a word-wrapped row the height of
// its text at another width). In the main window's dock, at the widths 800 to 1000 px windows
// give it, every row keeps its own place and shows its whole text, for characters of each length
// and one shown as Windows-1251, after the caret came from a 4-byte character and once the
// look-alikes have come.
void TestPanelsInspector::rowsAreWhole_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("caret");
    QTest::addColumn<QString>("charset"); // empty: UTF-8
    QTest::addColumn<QSize>("window");
    const QByteArray text("\xF0\x9F\x90\x9A Tab \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x90\x9A");
    const QByteArray cyrillic("\xD1\xFA\xE5\xF8\xFC \xE6\xE5"); // Съешь же
    for (const QSize window : {QSize(800, 600), QSize(900, 600), QSize(1000, 600)}) {
        const QByteArray at = " " + QByteArray::number(window.width()) + " px";
        QTest::newRow("ASCII" + at) << text << 5 << QString() << window;
        QTest::newRow("2 bytes" + at) << text << 9 << QString() << window;
        QTest::newRow("3 bytes" + at) << text << 12 << QString() << window;
        QTest::newRow("4 bytes" + at) << text << 16 << QString() << window;
        QTest::newRow("Windows-1251" + at) << cyrillic << 1 << "Windows-1251" << window;
    }
}

void TestPanelsInspector::rowsAreWhole()
{
    QFETCH(QByteArray, data);
    QFETCH(int, caret);
    QFETCH(QString, charset);
    QFETCH(QSize, window);
    ui::MainWindow w;
    w.resize(window);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.openBytes(data, QStringLiteral("characters"));
    QVERIFY(testing::waitForScan(w));
    if (!charset.isEmpty()) {
        auto *showAs = w.findChild<QAction *>(QStringLiteral("showAs ") + charset);
        QVERIFY(showAs != nullptr);
        showAs->trigger();
    }
    CharacterInspector &inspector = *w.inspector();
    auto *lookUp = inspector.findChild<ui::BackgroundTask *>(); // the look-alikes: maybe a row
    QVERIFY(lookUp != nullptr);
    w.model()->setCaret(0); // a 4-byte character, or the first of the charset
    QTRY_VERIFY_WITH_TIMEOUT(!lookUp->running(), 20000);
    w.model()->setCaret(static_cast<Offset>(caret));
    QVERIFY(inspector.shown().present && inspector.shown().wellFormed);
    QTRY_VERIFY_WITH_TIMEOUT(!lookUp->running(), 20000);
    // The scan and the look-up are done: the layout they set off is all that is left to run.
    QVERIFY(testing::drainPostedEvents());
    QVERIFY2(rowFaults(inspector).isEmpty(), qPrintable(rowFaults(inspector)));
}

QTEST_MAIN(TestPanelsInspector)
#include "tst_panels_inspector.moc"
