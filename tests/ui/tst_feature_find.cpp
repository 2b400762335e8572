// The find feature driven as a user would: the find bar's meaning modes (remembered), its errors
// said, and Find This from the hex view's context menu (as text or as hex); a Find error then Esc
// leaves the layout as it was, and a code point's mode hint does not stick.
#include "find/find_bar.h"
#include "find/find_feature.h"
#include "hex_view.h"
#include "main_window.h"

#include "gui_driving.h"
#include "main_window_testing.h"
#include "posted_events.h"
#include "temp_file.h"

#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

using u8i::Offset;
using u8i::testing::chooseFromNextMenu;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

namespace {

const QString kDemo = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv");

QDockWidget *dock(const MainWindow &w, const char *name)
{
    return w.findChild<QDockWidget *>(QLatin1String(name));
}

} // namespace

class TestFeatureFind : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_feature_find"))); }

    void findModes_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<qulonglong>("offset");
        QTest::addColumn<qulonglong>("length");
        // "Caf\xc3\xa9 CAFÉ: call 555-0199 \xe2\x82\xac \xc0\xaf \xed\xa0\x80"
        QTest::newRow("text in any case")
            << QStringLiteral("Text, any case") << QStringLiteral("café:") << 6ULL << 6ULL;
        QTest::newRow("regular expression") << QStringLiteral("Regular expression")
                                            << QStringLiteral("\\d{3}-\\d{4}") << 18ULL << 8ULL;
        QTest::newRow("character name")
            << QStringLiteral("Character name") << QStringLiteral("euro sign") << 27ULL << 3ULL;
        QTest::newRow("error kind")
            << QStringLiteral("Error kind") << QStringLiteral("surrogate") << 34ULL << 3ULL;
        QTest::newRow("any error kind")
            << QStringLiteral("Error kind") << QStringLiteral("any") << 31ULL << 2ULL;
    }
    // The mode is chosen in the combo box, the query typed, Enter pressed: the match is selected,
    // and the mode is remembered for the next start.
    void findModes()
    {
        QFETCH(QString, mode);
        QFETCH(QString, typed);
        QFETCH(qulonglong, offset);
        QFETCH(qulonglong, length);
        auto w = u8i::testing::shownWindow({1200, 760});
        QVERIFY(w);
        w->openBytes(QByteArray("Caf\xc3\xa9 CAF\xc3\x89: call 555-0199 \xe2\x82\xac \xc0\xaf "
                                "\xed\xa0\x80"),
                     QStringLiteral("find"));
        QVERIFY(waitForScan(*w));
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        auto *combo = w->feature<u8i::ui::FindFeature>()->bar()->findChild<QComboBox *>();
        auto *input = w->feature<u8i::ui::FindFeature>()->bar()->findChild<QLineEdit *>(
            QStringLiteral("findInput"));
        QVERIFY(combo && input);
        const int index = combo->findText(mode);
        QVERIFY(index >= 0);
        combo->setCurrentIndex(index);
        emit combo->activated(index); // as a user's choice
        input->clear();
        input->insert(typed); // as typed (QTest::keyClicks takes Latin-1 only)
        QSignalSpy finished(w->feature<u8i::ui::FindFeature>()->bar(),
                            &u8i::ui::FindBar::findFinished);
        QTest::keyClick(input, Qt::Key_Return);
        QVERIFY(finished.wait(5000) || finished.count() == 1);
        QCOMPARE(finished.at(0).at(0).value<Offset>(), Offset(offset));
        QCOMPARE(w->model()->selectionBegin(), Offset(offset));
        QCOMPARE(w->model()->selectionEnd(), Offset(offset + length));
        MainWindow again;
        QCOMPARE(
            again.feature<u8i::ui::FindFeature>()->bar()->findChild<QComboBox *>()->currentText(),
            mode);
    }

    void findErrorsAreSaid()
    {
        auto w = u8i::testing::shownWindow({1200, 760});
        QVERIFY(w);
        w->openBytes(QByteArray("abc"), QStringLiteral("find errors"));
        w->feature<u8i::ui::FindFeature>()->bar()->setQuery(QStringLiteral("(unclosed"),
                                                            u8i::ui::SearchMode::RegularExpression);
        w->feature<u8i::ui::FindFeature>()->bar()->find(true);
        QVERIFY(w->feature<u8i::ui::FindFeature>()->bar()->status().startsWith(
            QStringLiteral("Not a regular expression")));
        w->feature<u8i::ui::FindFeature>()->bar()->setQuery(QStringLiteral("no such name xyzzy"),
                                                            u8i::ui::SearchMode::CharacterName);
        w->feature<u8i::ui::FindFeature>()->bar()->find(true);
        QVERIFY(
            w->feature<u8i::ui::FindFeature>()->bar()->status().contains(QStringLiteral("xyzzy")));
    }

    // Find This from the hex view's menu: the selected bytes go into the find bar (as text, or
    // as hex when they are not well-formed text) and the next occurrence is selected.
    void findThisFromTheMenu()
    {
        auto w = u8i::testing::shownWindow({1200, 760});
        QVERIFY(w);
        w->openBytes(QByteArray("na\xc3\xafve \xff\xfe, na\xc3\xafve \xff\xfe"),
                     QStringLiteral("this"));
        u8i::ui::HexView *hex = w->hexView();
        w->model()->select(0, 6);
        QSignalSpy finished(w->feature<u8i::ui::FindFeature>()->bar(),
                            &u8i::ui::FindBar::findFinished);
        chooseFromNextMenu(QStringLiteral("&Find This"));
        const QPoint at = hex->cellRect(2).center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, hex->viewport()->mapToGlobal(at));
        QApplication::sendEvent(hex->viewport(), &event);
        QVERIFY(finished.wait(5000) || finished.count() == 1);
        QCOMPARE(w->feature<u8i::ui::FindFeature>()->bar()->mode(), u8i::ui::SearchMode::Text);
        QCOMPARE(w->model()->selectionBegin(), Offset(11));
        w->model()->select(7, 9);
        w->feature<u8i::ui::FindFeature>()->findThis();
        QVERIFY(finished.wait(5000) || finished.count() == 2);
        QCOMPARE(w->feature<u8i::ui::FindFeature>()->bar()->mode(), u8i::ui::SearchMode::Hex);
        QCOMPARE(w->feature<u8i::ui::FindFeature>()->bar()->query(), QStringLiteral("FF FE"));
        QCOMPARE(w->model()->selectionBegin(), Offset(18));
    }

    // Ctrl+F, hex bytes, `C3 ?? A9`, Enter: the error is said, in full in its tooltip, and
    // nothing else moves; Esc closes the bar and gives back exactly the layout before.
    void findErrorThenEscape()
    {
        auto w = u8i::testing::shownWindow({1200, 800}, kDemo);
        QVERIFY(w);
        QWidget *central = w->centralWidget();
        const int inspectorWidth = dock(*w, "inspectorDock")->width();
        const QSize centralSize = central->size();
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(w->feature<u8i::ui::FindFeature>()->bar()->isVisible());
        auto *input = w->feature<u8i::ui::FindFeature>()->bar()->findChild<QLineEdit *>(
            QStringLiteral("findInput"));
        auto *mode = w->feature<u8i::ui::FindFeature>()->bar()->findChild<QComboBox *>();
        QVERIFY(input && mode && input->hasFocus());
        const int inputWidth = input->width();
        mode->setCurrentIndex(mode->findData(int(u8i::ui::SearchMode::Hex)));
        emit mode->activated(mode->currentIndex()); // as the user's choice
        QTest::keyClicks(input, QStringLiteral("C3 ?? A9"));
        QTest::keyClick(input, Qt::Key_Return);
        QVERIFY(!w->feature<u8i::ui::FindFeature>()->bar()->status().isEmpty());
        QVERIFY(u8i::testing::drainPostedEvents());
        QCOMPARE(dock(*w, "inspectorDock")->width(), inspectorWidth);
        QCOMPARE(central->width(), centralSize.width());
        QVERIFY2(input->width() >= inputWidth - 2,
                 qPrintable(QStringLiteral("%1 then %2").arg(inputWidth).arg(input->width())));
        QTest::keyClick(input, Qt::Key_Escape);
        QVERIFY(!w->feature<u8i::ui::FindFeature>()->bar()->isVisible());
        QVERIFY(u8i::testing::drainPostedEvents());
        QCOMPARE(central->size(), centralSize);
        QCOMPARE(dock(*w, "inspectorDock")->width(), inspectorWidth);
    }

    // A code point switches the mode as a hint; other input goes back to the chosen mode, so hex
    // after U+FFFD is searched as hex.
    void findModeHintDoesNotStick()
    {
        auto w = u8i::testing::shownWindow({1200, 800}, kDemo);
        QVERIFY(w);
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        auto *input = w->feature<u8i::ui::FindFeature>()->bar()->findChild<QLineEdit *>(
            QStringLiteral("findInput"));
        auto *mode = w->feature<u8i::ui::FindFeature>()->bar()->findChild<QComboBox *>();
        mode->setCurrentIndex(mode->findData(int(u8i::ui::SearchMode::Hex)));
        emit mode->activated(mode->currentIndex());
        QTest::keyClicks(input, QStringLiteral("U+FFFD"));
        QCOMPARE(w->feature<u8i::ui::FindFeature>()->bar()->mode(), u8i::ui::SearchMode::CodePoint);
        input->selectAll();
        QTest::keyClicks(input, QStringLiteral("C3 83"));
        QCOMPARE(w->feature<u8i::ui::FindFeature>()->bar()->mode(), u8i::ui::SearchMode::Hex);
        QSignalSpy done(w->feature<u8i::ui::FindFeature>()->bar(), &u8i::ui::FindBar::findFinished);
        QTest::keyClick(input, Qt::Key_Return);
        QTRY_COMPARE(done.count(), 1);
        QVERIFY(done.first().first().value<Offset>() != u8i::kNoOffset);
        QCOMPARE(w->document()->bytes()[w->hexView()->selectionBegin()], std::uint8_t{0xC3});
    }
};

QTEST_MAIN(TestFeatureFind)
#include "tst_feature_find.moc"
