// The main window driven as a user would: opening, verdicts, selection sync both ways,
// next/previous diagnostic, go to, find, copy, the inspector, an empty, a missing and a shrinking
// file.
#include "character_inspector.h"
#include "diagnostic_navigation.h"
#include "document.h"
#include "find/find_bar.h"
#include "find/find_feature.h"
#include "goto/goto_feature.h"
#include "hex_view.h"
#include "main_window.h"
#include "message_bar.h"
#include "text_view.h"

#include "isolated_settings.h"
#include "main_window_testing.h"
#include "temp_file.h"
#include <QClipboard>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMimeData>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <QTest>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

class TestMainWindow : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private:
    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &content)
    {
        return u8i::testing::writeTempFile(m_dir, name, content);
    }

    static std::unique_ptr<MainWindow> openedWindow(const QString &path)
    {
        return u8i::testing::shownWindow({1200, 700}, path);
    }

    // "a" at 0, "é" at 1..2, "€" at 3..5, C0 AF (overlong) at 6..7, "b" at 8, FF at 9, "\n", "c",
    // ED A0 80 (surrogate) at 12..14, "d" at 15.
    static QByteArray sample()
    {
        return QByteArray("a\xc3\xa9\xe2\x82\xac\xc0\xaf"
                          "b\xff\nc\xed\xa0\x80"
                          "d");
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_settings.isolate(QStringLiteral("tst_main_window")));
    }

    void openShowsVerdict_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("valid") << QByteArray("caf\xc3\xa9\n")
                               << QString::fromUtf8("valid UTF-8 · 5 characters");
        QTest::newRow("errors") << sample() + QByteArray(40, 'x') << "UTF-8 with 3 errors";
        QTest::newRow("dense errors are binary") << sample() << "binary: 38% of bytes ill-formed";
        // Not one byte repeated: a file of that is judged as it opens (tst_binary_quiet_view).
        QTest::newRow("binary") << QByteArray("\xfe\xfe\xff").repeated(100)
                                << "binary: 100% of bytes ill-formed";
        QTest::newRow("empty file") << QByteArray() << QString::fromUtf8("empty · valid UTF-8");
        QTest::newRow("UTF-16LE with BOM")
            << QByteArray("\xff\xfeh\0i\0!\0", 8) << "likely UTF-16LE";
        QTest::newRow("UTF-16BE without BOM")
            << QByteArray("\0h\0e\0l\0l\0o", 10) << "likely UTF-16BE";
    }

    // The UTF-16 verdict comes from the first 64 KiB alone: it is there as soon as the file opens,
    // before the scan has run, and a cancelled scan keeps it.
    void utf16VerdictBeforeTheScan_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("cancel");
        QTest::addColumn<QString>("verdict");
        const QByteArray le("\xff\xfeh\0i\0!\0", 8);
        const QByteArray utf8("caf\xc3\xa9\n");
        QTest::newRow("UTF-16LE, scan running") << le << false << "likely UTF-16LE";
        QTest::newRow("UTF-16LE, scan cancelled") << le << true << "likely UTF-16LE";
        QTest::newRow("UTF-8, scan running") << utf8 << false << QString::fromUtf8("scanning…");
        QTest::newRow("UTF-8, scan cancelled") << utf8 << true << "scan cancelled";
    }

    void utf16VerdictBeforeTheScan()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, cancel);
        QFETCH(QString, verdict);
        const QString path = writeFile(QStringLiteral("early-verdict.bin"), content);
        MainWindow w;
        w.resize(1200, 700);
        // Not shown: nothing paints, and no event is processed before the checks below.
        QVERIFY(w.openFile(path));
        if (cancel) {
            w.document()->cancelScan();
            QVERIFY(waitForScan(w));
        }
        QCOMPARE(w.verdict(), verdict);
    }

    void openShowsVerdict()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, verdict);
        const QString path = writeFile(QStringLiteral("verdict.bin"), content);
        auto w = openedWindow(path);
        QVERIFY(w);
        QCOMPARE(w->verdict(), verdict);
        // A UTF-16 verdict gives its evidence in the tooltip.
        const auto *label = w->findChild<QLabel *>(QStringLiteral("verdict"));
        QVERIFY(label);
        QCOMPARE(label->toolTip().contains(QStringLiteral("UTF-16")),
                 verdict.startsWith(QStringLiteral("likely")));
        QCOMPARE(w->hexView()->data().size(), std::size_t(content.size()));
        QVERIFY(w->windowTitle().contains(QStringLiteral("verdict.bin")));
        QVERIFY(w->recentFiles().contains(QFileInfo(path).absoluteFilePath()));
        // Keys on the data never crash, empty or not.
        for (const auto key :
             {Qt::Key_Right, Qt::Key_End, Qt::Key_PageDown, Qt::Key_F8, Qt::Key_Left})
            QTest::keyClick(w->hexView(), key);
        QVERIFY(!w->grab().isNull());
    }

    void openFailures_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("part");
        QTest::newRow("missing file")
            << m_dir.filePath(QStringLiteral("missing.txt")) << "no such file";
        QTest::newRow("directory") << m_dir.path() << "folder";
        QTest::newRow("character device") << QStringLiteral("/dev/zero") << "character device";
    }

    void openFailures()
    {
        QFETCH(QString, path);
        QFETCH(QString, part);
        MainWindow w;
        w.show();
        const QString good = writeFile(QStringLiteral("good.txt"), "good");
        QVERIFY(w.openFile(good));
        QVERIFY(!w.openFile(path));
        QVERIFY2(w.messageBar()->text().contains(part), qPrintable(w.messageBar()->text()));
        QVERIFY(!w.messageBar()->reloadOffered());
        // The previous document stays open and usable.
        QCOMPARE(w.hexView()->data().size(), std::size_t(4));
        QVERIFY(waitForScan(w));
    }

    void selectionHexToText_data()
    {
        QTest::addColumn<qulonglong>("begin");
        QTest::addColumn<qulonglong>("end");
        QTest::addColumn<QString>("selectedText");
        QTest::addColumn<QString>("status");
        QTest::newRow("é") << 1ull << 3ull << QString::fromUtf8("é")
                           << QString::fromUtf8("Selection: 0x1–0x2 (2 bytes)");
        QTest::newRow("one byte of é selects é")
            << 2ull << 3ull << QString::fromUtf8("é")
            << QString::fromUtf8("Selection: 0x2–0x2 (1 byte)");
        QTest::newRow("€") << 3ull << 6ull << QString::fromUtf8("€")
                           << QString::fromUtf8("Selection: 0x3–0x5 (3 bytes)");
        QTest::newRow("overlong: two markers") << 6ull << 8ull << QString::fromUtf8("\uFFFD\uFFFD")
                                               << QString::fromUtf8("Selection: 0x6–0x7 (2 bytes)");
        QTest::newRow("a to b") << 0ull << 9ull << QString::fromUtf8("aé€\uFFFD\uFFFDb")
                                << QString::fromUtf8("Selection: 0x0–0x8 (9 bytes)");
    }

    void selectionHexToText()
    {
        QFETCH(qulonglong, begin);
        QFETCH(qulonglong, end);
        QFETCH(QString, selectedText);
        QFETCH(QString, status);
        auto w = openedWindow(writeFile(QStringLiteral("sync.txt"), sample()));
        QVERIFY(w);
        w->hexView()->select(begin, end);
        QCOMPARE(w->textView()->textCursor().selectedText(), selectedText);
        QCOMPARE(w->selectionStatus(), status);
    }

    void selectionTextToHex_data()
    {
        QTest::addColumn<int>("from"); // text positions
        QTest::addColumn<int>("to");
        QTest::addColumn<qulonglong>("begin");
        QTest::addColumn<qulonglong>("end");
        QTest::newRow("é") << 1 << 2 << 1ull << 3ull;
        QTest::newRow("€") << 2 << 3 << 3ull << 6ull;
        QTest::newRow("second replacement unit") << 4 << 5 << 7ull << 8ull;
        QTest::newRow("a..€") << 0 << 3 << 0ull << 6ull;
        QTest::newRow("caret only") << 2 << 2 << 3ull << 3ull;
    }

    void selectionTextToHex()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(qulonglong, begin);
        QFETCH(qulonglong, end);
        auto w = openedWindow(writeFile(QStringLiteral("sync.txt"), sample()));
        QVERIFY(w);
        QTextCursor c = w->textView()->textCursor();
        c.setPosition(from);
        c.setPosition(to, QTextCursor::KeepAnchor);
        w->textView()->setTextCursor(c);
        QCOMPARE(w->hexView()->selectionBegin(), Offset(begin));
        QCOMPARE(w->hexView()->selectionEnd(), Offset(end));
        QCOMPARE(w->hexView()->caret(), end > begin ? Offset(end - 1) : Offset(begin));
    }

    void scrollingSyncsBothWays()
    {
        QByteArray content;
        for (int i = 0; i < 20000; ++i)
            content += QByteArray("line ") + QByteArray::number(i).rightJustified(6, '0') +
                       " \xe2\x82\xac\n";
        auto w = openedWindow(writeFile(QStringLiteral("lines.txt"), content));
        QVERIFY(w);
        const int lineLength = 16;
        // Hex -> text: the text shows the line of the hex view's top row.
        const Offset target = 150000;
        w->hexView()->scrollToOffset(target);
        const Offset top = w->hexView()->topOffset();
        const Offset textTop = w->textView()->topOffset();
        QVERIFY2(textTop <= top && textTop + lineLength > top,
                 qPrintable(QStringLiteral("hex %1 text %2").arg(top).arg(textTop)));
        // Text -> hex: scrolling the text moves the hex view to the text's first visible byte.
        QScrollBar *bar = w->textView()->verticalScrollBar();
        bar->setValue(bar->value() + 40);
        const Offset newTextTop = w->textView()->topOffset();
        QVERIFY(newTextTop > textTop);
        QCOMPARE(w->hexView()->topOffset(), newTextTop - newTextTop % 16);
    }

    void nextPreviousDiagnostic_data()
    {
        QTest::addColumn<QString>("keys"); // n = F8, p = Shift+F8
        QTest::addColumn<qulonglong>("begin");
        QTest::addColumn<qulonglong>("end");
        QTest::newRow("first") << "n" << 6ull << 8ull;
        QTest::newRow("second") << "nn" << 9ull << 10ull;
        QTest::newRow("third: the surrogate group") << "nnn" << 12ull << 15ull;
        QTest::newRow("last stays at the last") << "nnnnnn" << 12ull << 15ull;
        QTest::newRow("back one") << "nnnp" << 9ull << 10ull;
        QTest::newRow("back before the first stays") << "npp" << 6ull << 8ull;
    }

    void nextPreviousDiagnostic()
    {
        QFETCH(QString, keys);
        QFETCH(qulonglong, begin);
        QFETCH(qulonglong, end);
        auto w = openedWindow(writeFile(QStringLiteral("diag.txt"), sample()));
        QVERIFY(w);
        w->activateWindow();
        w->hexView()->setFocus();
        for (const QChar k : keys)
            QTest::keyClick(w.get(), Qt::Key_F8,
                            k == QLatin1Char('p') ? Qt::ShiftModifier : Qt::NoModifier);
        QCOMPARE(w->hexView()->selectionBegin(), Offset(begin));
        QCOMPARE(w->hexView()->selectionEnd(), Offset(end));
    }

    void diagnosticBeforeTheIndex_data()
    {
        // Groups: FF at 100, C0 AF at 70000 (second block), ED A0 80 at 2,500,000, F0 9F at the
        // end.
        QTest::addColumn<bool>("cancelScan"); // false: F8 while the scan runs; true: after Cancel
        QTest::addColumn<QString>("keys");    // n = F8, p = Shift+F8
        QTest::addColumn<qulonglong>("begin");
        QTest::addColumn<qulonglong>("end");
        for (const bool cancel : {false, true}) {
            const char *when = cancel ? "scan cancelled" : "scan running";
            QTest::addRow("%s: first", when) << cancel << "n" << 100ull << 101ull;
            QTest::addRow("%s: second, next block", when) << cancel << "nn" << 70000ull << 70002ull;
            QTest::addRow("%s: third, megabytes on", when)
                << cancel << "nnn" << 2500000ull << 2500003ull;
            QTest::addRow("%s: truncated at the end", when)
                << cancel << "nnnn" << 2999998ull << 3000000ull;
            QTest::addRow("%s: none after the last", when)
                << cancel << "nnnnn" << 2999998ull << 3000000ull;
            QTest::addRow("%s: back two", when) << cancel << "nnnnpp" << 70000ull << 70002ull;
            QTest::addRow("%s: none before the first", when) << cancel << "npp" << 100ull << 101ull;
        }
    }

    void diagnosticBeforeTheIndex()
    {
        QFETCH(bool, cancelScan);
        QFETCH(QString, keys);
        QFETCH(qulonglong, begin);
        QFETCH(qulonglong, end);
        QByteArray content(3000000, 'x');
        content[100] = '\xff';
        content.replace(70000, 2, "\xc0\xaf");
        content.replace(2500000, 3, "\xed\xa0\x80");
        content.replace(2999998, 2, "\xf0\x9f");
        auto w = std::make_unique<MainWindow>();
        w->resize(1200, 700);
        w->show();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        u8i::ui::BackgroundTask *search = w->diagnosticNavigation()->task();
        const QString path = writeFile(QStringLiteral("early.txt"), content);
        QVERIFY(w->openFile(path));
        // No event has been processed since the scan started: its index cannot be there yet.
        QVERIFY(!w->document()->index());
        if (cancelScan)
            w->document()->cancelScan();
        w->hexView()->setFocus();
        for (qsizetype i = 0; i < keys.size(); ++i) {
            QTest::keyClick(w.get(), Qt::Key_F8,
                            keys[i] == QLatin1Char('p') ? Qt::ShiftModifier : Qt::NoModifier);
            if (i == 0)
                QVERIFY(
                    search->running()); // the first press looks from the caret, without the index
            QTRY_VERIFY_WITH_TIMEOUT(!search->running(), 20000);
        }
        QCOMPARE(w->hexView()->selectionBegin(), Offset(begin));
        QCOMPARE(w->hexView()->selectionEnd(), Offset(end));
        QVERIFY(waitForScan(*w));
        QCOMPARE(w->document()->index() == nullptr, cancelScan);
    }

    void diagnosticAcrossAHugeGap()
    {
        // One error at the start and one 20 MB later: F8 jumps there through the scan's summaries.
        QByteArray content(20 << 20, 'x');
        content[3] = '\xff';
        content[(20 << 20) - 5] = '\xc0';
        auto w = openedWindow(writeFile(QStringLiteral("gap.txt"), content));
        QVERIFY(w);
        w->nextDiagnostic();
        QCOMPARE(w->hexView()->selectionBegin(), Offset(3));
        w->nextDiagnostic();
        QCOMPARE(w->hexView()->selectionBegin(), Offset((20 << 20) - 5));
        QVERIFY(w->hexView()->topRow() > 0);
        w->previousDiagnostic();
        QCOMPARE(w->hexView()->selectionBegin(), Offset(3));
    }

    void goTo_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qulonglong>("caret");
        QTest::newRow("hex") << "0xC" << true << 12ull;
        QTest::newRow("decimal") << "9" << true << 9ull;
        QTest::newRow("last byte") << "15" << true << 15ull;
        QTest::newRow("past the end") << "16" << false << 0ull;
        QTest::newRow("not a number") << "twelve" << false << 0ull;
    }

    void goTo()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qulonglong, caret);
        auto w = openedWindow(writeFile(QStringLiteral("goto.txt"), sample()));
        QVERIFY(w);
        QCOMPARE(w->feature<u8i::ui::GoToFeature>()->goToOffsetText(text), ok);
        QCOMPARE(w->hexView()->caret(), Offset(caret));
        if (ok)
            QVERIFY(w->caretStatus().startsWith(QStringLiteral("Offset %1 ").arg(caret)));
    }

    void find_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<qulonglong>("found");
        const auto none = qulonglong(u8i::kNoOffset);
        QTest::newRow("text €") << QString::fromUtf8("€") << int(u8i::ui::SearchMode::Text)
                                << int(Qt::Key_F3) << 0 << 3ull;
        QTest::newRow("hex C0 AF")
            << "C0 AF" << int(u8i::ui::SearchMode::Hex) << int(Qt::Key_F3) << 0 << 6ull;
        QTest::newRow("code point U+00E9")
            << "U+00E9" << int(u8i::ui::SearchMode::CodePoint) << int(Qt::Key_F3) << 0 << 1ull;
        QTest::newRow("previous wraps to the last d")
            << "d" << int(u8i::ui::SearchMode::Text) << int(Qt::Key_F3) << int(Qt::ShiftModifier)
            << 15ull;
        QTest::newRow("not found")
            << "zzz" << int(u8i::ui::SearchMode::Text) << int(Qt::Key_F3) << 0 << none;
    }

    void find()
    {
        QFETCH(QString, query);
        QFETCH(int, mode);
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(qulonglong, found);
        auto w = openedWindow(writeFile(QStringLiteral("find.txt"), sample()));
        QVERIFY(w);
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(w->feature<u8i::ui::FindFeature>()->bar()->isVisible());
        w->feature<u8i::ui::FindFeature>()->bar()->setQuery(query, u8i::ui::SearchMode(mode));
        QSignalSpy done(w->feature<u8i::ui::FindFeature>()->bar(), &u8i::ui::FindBar::findFinished);
        QTest::keyClick(w.get(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QTRY_COMPARE(done.count(), 1);
        QCOMPARE(done.first().first().value<Offset>(), Offset(found));
        if (found != u8i::kNoOffset) {
            QCOMPARE(w->hexView()->selectionBegin(), Offset(found));
            QVERIFY(w->feature<u8i::ui::FindFeature>()->bar()->status().startsWith(
                QStringLiteral("Found at offset")));
        } else {
            QCOMPARE(w->feature<u8i::ui::FindFeature>()->bar()->status(),
                     QStringLiteral("Not found"));
        }
    }

    void findNextMovesOn()
    {
        auto w = openedWindow(writeFile(QStringLiteral("find2.txt"), "ab ab ab"));
        QVERIFY(w);
        w->feature<u8i::ui::FindFeature>()->bar()->setQuery(QStringLiteral("ab"),
                                                            u8i::ui::SearchMode::Text);
        QList<Offset> hits;
        for (int i = 0; i < 4; ++i) {
            QSignalSpy done(w->feature<u8i::ui::FindFeature>()->bar(),
                            &u8i::ui::FindBar::findFinished);
            w->feature<u8i::ui::FindFeature>()->bar()->find(true);
            QTRY_COMPARE(done.count(), 1);
            hits << done.first().first().value<Offset>();
        }
        QCOMPARE(hits, (QList<Offset>{0, 3, 6, 0}));
    }

    void copy_data()
    {
        QTest::addColumn<qulonglong>("begin");
        QTest::addColumn<qulonglong>("end");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("clipboard");
        QTest::addColumn<QString>("status");
        using u8i::ui::CopyFormat;
        const auto row = [](const char *name, qulonglong begin, qulonglong end, CopyFormat format,
                            const char *clipboard, const char *status) {
            QTest::newRow(name) << begin << end << int(format) << QString::fromUtf8(clipboard)
                                << QString::fromUtf8(status);
        };
        row("hex", 0, 6, CopyFormat::Hex, "61 C3 A9 E2 82 AC", "Copied 6 bytes.");
        row("text", 0, 6, CopyFormat::Text, "aé€", "Copied 6 bytes.");
        row("c escapes", 3, 6, CopyFormat::CEscapes, "\\xe2\\x82\\xac", "Copied 3 bytes.");
        row("python bytes", 6, 9, CopyFormat::PythonBytes, "b'\\xc0\\xafb'", "Copied 3 bytes.");
        row("no selection: the character at the caret", 4, 4, CopyFormat::Hex, "E2 82 AC",
            "Copied 3 bytes.");
        row("one byte", 0, 1, CopyFormat::Hex, "61", "Copied 1 byte.");
    }

    void copy()
    {
        QFETCH(qulonglong, begin);
        QFETCH(qulonglong, end);
        QFETCH(int, format);
        QFETCH(QString, clipboard);
        QFETCH(QString, status);
        auto w = openedWindow(writeFile(QStringLiteral("copy.txt"), sample()));
        QVERIFY(w);
        if (end > begin)
            w->hexView()->select(begin, end);
        else
            w->hexView()->setCaret(begin);
        QApplication::clipboard()->clear();
        w->copyAs(u8i::ui::CopyFormat(format));
        QCOMPARE(QApplication::clipboard()->text(), clipboard);
        QCOMPARE(w->statusBar()->currentMessage(), status);
    }

    void copyShortcutCopiesHex()
    {
        auto w = openedWindow(writeFile(QStringLiteral("copy.txt"), sample()));
        QVERIFY(w);
        w->hexView()->select(1, 3);
        w->hexView()->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(w->hexView(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("C3 A9"));
    }

    void inspectorShowsFourByteCharacter()
    {
        auto w = openedWindow(writeFile(QStringLiteral("shell.txt"), "x\xf0\x9f\x90\x9a"));
        QVERIFY(w);
        w->hexView()->setCaret(3); // a continuation byte of U+1F41A
        const auto &shown = w->inspector()->shown();
        QVERIFY(shown.wellFormed);
        QCOMPARE(shown.offset, Offset(1));
        QCOMPARE(shown.codePoint, QStringLiteral("U+1F41A"));
        QCOMPARE(shown.bytesHex, QStringLiteral("F0 9F 90 9A"));
        QCOMPARE(shown.utf16, QStringLiteral("D83D DC1A"));
    }

    void newFromBytes()
    {
        MainWindow w;
        w.show();
        w.openBytes(QByteArray("\xe2\x82\xac\xc0"), QStringLiteral("scratch"));
        QVERIFY(waitForScan(w));
        QCOMPARE(w.hexView()->data().size(), std::size_t(4));
        QCOMPARE(w.verdict(), QStringLiteral("UTF-8 with 1 error"));
        QVERIFY(w.windowTitle().contains(QStringLiteral("scratch")));
    }

    void shrunkWhileOpen()
    {
        const QString path = writeFile(QStringLiteral("shrinks.txt"), QByteArray(2 << 20, 'a'));
        auto w = openedWindow(path);
        QVERIFY(w);
        w->hexView()->setCaret((2 << 20) - 1); // show the end, which is about to vanish
        QVERIFY(QFile::resize(path, 10));
        // The next paint (or the disk check) notices; nothing reads past the new end.
        w->hexView()->viewport()->repaint();
        w->textView()->viewport()->repaint();
        QTRY_VERIFY(w->messageBar()->text().contains(QStringLiteral("shrank")));
        QVERIFY(w->messageBar()->reloadOffered());
        QCOMPARE(w->hexView()->data().size(), std::size_t(0));
        QVERIFY(!w->grab().isNull());
        for (const auto key : {Qt::Key_Right, Qt::Key_F8, Qt::Key_End})
            QTest::keyClick(w->hexView(), key);
        // Reload shows the file as it is now.
        w->reload();
        QVERIFY(waitForScan(*w));
        QCOMPARE(w->hexView()->data().size(), std::size_t(10));
        QVERIFY(w->messageBar()->text().isEmpty());
    }

    void changedOnDiskOffersReload()
    {
        const QString path = writeFile(QStringLiteral("grows.txt"), "one\n");
        auto w = openedWindow(path);
        QVERIFY(w);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write("two\n");
        }
        QTRY_VERIFY(w->messageBar()->text().contains(QStringLiteral("changed on disk")));
        QVERIFY(w->messageBar()->reloadOffered());
        QCOMPARE(w->hexView()->data().size(), std::size_t(4)); // still the mapped bytes
        w->reload();
        QVERIFY(waitForScan(*w));
        QCOMPARE(w->hexView()->data().size(), std::size_t(8));
    }

    void dropOpensTheFile()
    {
        const QString path = writeFile(QStringLiteral("dropped.txt"), "dropped\n");
        MainWindow w;
        w.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QVERIFY(waitForScan(w));
        QCOMPARE(w.hexView()->data().size(), std::size_t(8));
        QVERIFY(w.windowTitle().contains(QStringLiteral("dropped.txt")));
    }

    void settingsPersist()
    {
        {
            MainWindow w;
            w.hexView()->setBytesPerRow(32);
            w.hexView()->setOffsetBase(u8i::ui::HexView::OffsetBase::Decimal);
            w.close();
        }
        MainWindow again;
        QCOMPARE(again.hexView()->bytesPerRow(), 32);
        QCOMPARE(again.hexView()->offsetBase(), u8i::ui::HexView::OffsetBase::Decimal);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
