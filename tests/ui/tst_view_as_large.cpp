// "View as" on large selections: decoded on a worker thread and filled a slice per event-loop
// turn (the event loop runs meanwhile), in display lines of bounded length, with the status
// saying when the view is a window of a larger selection. No timings are asserted.
#include "mojibake/view_as_panel.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QThreadPool>
#include <QTimer>

using u8i::Offset;
using u8i::ui::ViewAsPanel;

class TestViewAsLarge : public QObject {
    Q_OBJECT

  private slots:
    void decodesWithoutBlocking_data();
    void decodesWithoutBlocking();
    void aNewSelectionWinsOverOneBeingDecoded();
    void pagesThroughALargeSelection_data();
    void pagesThroughALargeSelection();
    void asksTheOwnerForSpans();
};

void TestViewAsLarge::decodesWithoutBlocking_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QChar>("letter");   // what each byte reads as
    QTest::addColumn<bool>("undefined"); // the byte is undefined in the charset (marked)
    QTest::addColumn<bool>("window");    // more than the window was given
    const QByteArray mib(1 << 20, '\xE9');
    QTest::newRow("1 MiB of one letter as Windows-1252")
        << mib << "Windows-1252" << QChar(0xE9) << false << false;
    QTest::newRow("1 MiB of one letter as KOI8-R")
        << mib << "KOI8-R" << QChar(0x0418) << false << false;
    QTest::newRow("1 MiB of an undefined byte")
        << QByteArray(1 << 20, '\x81') << "Windows-1252" << QChar(0x81) << true << false;
    QTest::newRow("3 MiB: the first 1 MiB shown")
        << QByteArray(3 << 20, 'a') << "Windows-1252" << QChar('a') << false << true;
}

void TestViewAsLarge::decodesWithoutBlocking()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, charset);
    QFETCH(QChar, letter);
    QFETCH(bool, undefined);
    QFETCH(bool, window);
    ViewAsPanel panel;
    panel.resize(900, 400);
    panel.show();
    QVERIFY(panel.setCharset(charset));

    // A timer of the event loop counts its turns, and those taken while the panel is busy.
    int busyTicks = 0;
    QTimer ticker;
    ticker.setInterval(0);
    connect(&ticker, &QTimer::timeout, this, [&] { busyTicks += panel.isBusy() ? 1 : 0; });
    ticker.start();

    panel.setBytes(bytes);
    QVERIFY(panel.isBusy()); // setBytes returned before the decoding was done
    QVERIFY(panel.statusLabel()->text().contains(charset));
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 120000);
    ticker.stop();
    QVERIFY2(busyTicks > 1, "the event loop must run while the view is decoded and filled");

    const qsizetype shown = std::min<qsizetype>(bytes.size(), qsizetype(ViewAsPanel::kMaxBytes));
    QString legacy = panel.legacyView()->toPlainText();
    // Every line is short; the text without the soft breaks is the decoded window.
    for (QTextBlock b = panel.legacyView()->document()->begin(); b.isValid(); b = b.next())
        QVERIFY(b.length() - 1 <= ViewAsPanel::kMaxLine);
    QCOMPARE(legacy.remove(QLatin1Char('\n')), QString(shown, letter));
    QCOMPARE(panel.utf8View()->document()->blockCount(),
             panel.legacyView()->document()->blockCount());
    const QString status = panel.statusLabel()->text();
    QVERIFY2(status.contains("broken for display"), qPrintable(status));
    QCOMPARE(status.contains("a window of a 3.0 MiB selection, bytes 0–1,048,576"), window);
    QCOMPARE(panel.nextButton()->isVisible(), window);
    QCOMPARE(!panel.legacyView()->extraSelections().isEmpty(), undefined);
    if (undefined)
        QVERIFY2(status.contains("undefined"), qPrintable(status));

    // U8I_VIEW_AS_SHOTS=DIR saves what each row shows, to look at (DIR/view-as-<row>.png).
    if (qEnvironmentVariableIsSet("U8I_VIEW_AS_SHOTS")) {
        QCoreApplication::processEvents(); // the layout for the final status
        const QString name = QString::fromLatin1(QTest::currentDataTag())
                                 .replace(QRegularExpression("[^A-Za-z0-9]+"), "-");
        QVERIFY(panel.grab().save(qEnvironmentVariable("U8I_VIEW_AS_SHOTS") + "/view-as-" + name +
                                  ".png"));
    }
}

void TestViewAsLarge::aNewSelectionWinsOverOneBeingDecoded()
{
    ViewAsPanel panel;
    QVERIFY(panel.setCharset("Windows-1252"));
    panel.setBytes(QByteArray(1 << 20, 'x'));
    QVERIFY(panel.isBusy());
    panel.setBytes(QByteArray("small"));
    QVERIFY(!panel.isBusy()); // small selections are shown at once
    QCOMPARE(panel.legacyView()->toPlainText(), QString("small"));
    // The large decoding finishes later and is dropped.
    int shown = 0;
    connect(&panel, &ViewAsPanel::shown, this, [&] { ++shown; });
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QVERIFY(!panel.isBusy());
    QCOMPARE(panel.legacyView()->toPlainText(), QString("small"));
    QCOMPARE(shown, 0);
}

void TestViewAsLarge::pagesThroughALargeSelection_data()
{
    QTest::addColumn<QList<int>>("presses"); // +1 Next, -1 Previous
    QTest::addColumn<QChar>("letter");       // what the window then shows
    QTest::addColumn<bool>("previousEnabled");
    QTest::addColumn<bool>("nextEnabled");
    QTest::newRow("start") << QList<int>{} << QChar('a') << false << true;
    QTest::newRow("next") << QList<int>{1} << QChar('b') << true << true;
    QTest::newRow("next to the last part") << QList<int>{1, 1} << QChar('c') << true << false;
    QTest::newRow("no further than the end") << QList<int>{1, 1, 1} << QChar('c') << true << false;
    QTest::newRow("back") << QList<int>{1, 1, -1} << QChar('b') << true << true;
}

void TestViewAsLarge::pagesThroughALargeSelection()
{
    QFETCH(QList<int>, presses);
    QFETCH(QChar, letter);
    QFETCH(bool, previousEnabled);
    QFETCH(bool, nextEnabled);
    // 2.5 MiB: a MiB of a, a MiB of b, half a MiB of c.
    const QByteArray bytes =
        QByteArray(1 << 20, 'a') + QByteArray(1 << 20, 'b') + QByteArray(1 << 19, 'c');
    ViewAsPanel panel;
    QVERIFY(panel.setCharset("ISO-8859-1"));
    panel.setBytes(bytes);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 120000);
    for (int press : presses) {
        QPushButton *button = press > 0 ? panel.nextButton() : panel.previousButton();
        if (button->isEnabled())
            button->click();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 120000);
    }
    const QString text = panel.legacyView()->toPlainText().remove(QLatin1Char('\n'));
    QCOMPARE(text, QString(letter == QChar('c') ? 1 << 19 : 1 << 20, letter));
    QCOMPARE(panel.windowStart(), Offset(letter.unicode() - 'a') << 20);
    QCOMPARE(panel.previousButton()->isEnabled(), previousEnabled);
    QCOMPARE(panel.nextButton()->isEnabled(), nextEnabled);
    QVERIFY(panel.statusLabel()->text().contains("a window of a 2.5 MiB selection"));
}

void TestViewAsLarge::asksTheOwnerForSpans()
{
    // Bytes given as a span are not kept: Next asks for them again from the next window on.
    const QByteArray bytes = QByteArray(1 << 20, 'a') + QByteArray(100, 'b');
    const u8i::Bytes span(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                          std::size_t(bytes.size()));
    ViewAsPanel panel;
    QVERIFY(panel.setCharset("Windows-1252"));
    QSignalSpy asked(&panel, &ViewAsPanel::windowRequested);
    panel.setBytes(span);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 120000);
    panel.nextButton()->click();
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.front().front().value<u8i::Offset>(), Offset(1) << 20);
    panel.setBytes(span, Offset(1) << 20);
    QCOMPARE(panel.legacyView()->toPlainText(), QString(100, QLatin1Char('b')));
    QVERIFY(panel.statusLabel()->text().contains("bytes 1,048,576–1,048,676"));
}

QTEST_MAIN(TestViewAsLarge)
#include "tst_view_as_large.moc"
