// The character inspector's rows at the window's first show, as the program shows it: the file
// opened before the window is shown, on an 800 × 600 screen (the offscreen platform's default).
// Issue 27: under openbox at 800 × 600 the dock showed only the bit diagram; the rows were laid
// out for the 86 × 155 px the dock's content had while hidden, each 0 px high, until the caret
// moved.
#include "character_inspector.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "main_window_testing.h"

#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTest>

using u8i::ui::MainWindow;

namespace {

// Why `row` of the inspector is not wholly in sight in its scroll area, or empty when it is.
QString rowOutOfSight(const u8i::ui::CharacterInspector &inspector, const char *row)
{
    auto *scroll = inspector.findChild<QScrollArea *>(QString(), Qt::FindDirectChildrenOnly);
    auto *label = inspector.findChild<QLabel *>(QLatin1String(row));
    if (scroll == nullptr || label == nullptr)
        return QStringLiteral("no %1").arg(QLatin1String(row));
    const QRect inViewport(label->mapTo(scroll->viewport(), QPoint(0, 0)), label->size());
    const int least = label->fontMetrics().height();
    if (label->isVisible() && label->height() >= least && label->width() >= least &&
        scroll->viewport()->rect().contains(inViewport))
        return {};
    return QStringLiteral("%1 \"%2\" at %3, %4, %5 × %6 px, the viewport %7 × %8 px")
        .arg(QLatin1String(row), label->text())
        .arg(inViewport.x())
        .arg(inViewport.y())
        .arg(label->width())
        .arg(label->height())
        .arg(scroll->viewport()->width())
        .arg(scroll->viewport()->height());
}

} // namespace

class TestInspectorLayout : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_inspector_layout"))); }
    void init() { QSettings().clear(); } // the first-start layout, each time

    void firstRowsInSightAtFirstShow_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QSize>("size");
        const QString tour = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/tour.txt");
        const QString csv = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv");
        QTest::newRow("tour, a byte order mark first, first size") << tour << QSize();
        QTest::newRow("tour, 800 x 600") << tour << QSize(800, 600);
        QTest::newRow("mojibake.csv, first size") << csv << QSize();
    }

    void firstRowsInSightAtFirstShow()
    {
        QFETCH(QString, file);
        QFETCH(QSize, size);
        MainWindow w;
        QVERIFY(w.openFile(file)); // before the show, as runGui does
        if (size.isValid())
            w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(u8i::testing::waitForScan(w));
        QCOMPARE(w.inspector()->caret(), u8i::Offset(0));
        for (const char *row : {"codePoint", "name", "category"})
            QTRY_VERIFY2(rowOutOfSight(*w.inspector(), row).isEmpty(),
                         qPrintable(rowOutOfSight(*w.inspector(), row)));
    }
};

QTEST_MAIN(TestInspectorLayout)
#include "tst_inspector_layout.moc"
