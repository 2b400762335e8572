// The mojibake notice in the main window, as a user meets it on opening a garbled file: the status
// verdict names the runs and their encodings, the Diagnostics list has a "Mojibake (N)" entry whose
// count is its rows (each with its chain and repaired text; choosing one selects the run's bytes),
// the runs are marked in the text pane in the notice colour, and the message bar offers "Repair N
// runs…", whose preview saves a copy byte for byte as `--fix-mojibake` writes it. Clean text in
// any script gets none of it. Files of several languages and encodings.
#include "diagnostics_panel.h"
#include "fix_mojibake_output.h"
#include "hex_view.h"
#include "main_window.h"
#include "message_bar.h"
#include "mojibake/mojibake_feature.h"
#include "mojibake/mojibake_repair_offer.h"
#include "mojibake/mojibake_repair_preview.h"
#include "notices_model.h"
#include "role_colors.h"
#include "text_view.h"
#include "translations.h"

#include "background_task.h"
#include "main_window_testing.h"
#include "task_stopping.h"
#include "temp_file.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeWidget>

using namespace u8i;
using u8i::ui::DiagnosticsPanel;
using u8i::ui::MainWindow;

namespace {

struct Opened {
    std::unique_ptr<MainWindow> window;
    DiagnosticsPanel *diagnostics = nullptr;
    ui::MojibakeRepairOffer *offer = nullptr;
};

// A main window with `path` open, its notices listed.
Opened openListed(const QString &path)
{
    Opened o;
    o.window = std::make_unique<MainWindow>();
    o.window->resize(1200, 800);
    o.diagnostics = o.window->findChild<DiagnosticsPanel *>();
    const auto *feature = o.window->findChild<ui::MojibakeFeature *>();
    o.offer = feature ? feature->repairOffer() : nullptr;
    if (!o.diagnostics || !o.offer)
        return {};
    // The listing of the opened file's mojibake, after its other notices, ends (not cancelled).
    QSignalSpy listed(o.diagnostics->mojibakeTask(), &ui::BackgroundTask::finished);
    if (!o.window->openFile(path) || !testing::waitForScan(*o.window))
        return {};
    const auto done = [&listed] {
        for (const QList<QVariant> &args : listed)
            if (!args.at(0).toBool())
                return true;
        return false;
    };
    if (!QTest::qWaitFor(done, 20000))
        return {};
    return o;
}

int comboEntry(const QComboBox *combo, const QString &prefix)
{
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i).startsWith(prefix))
            return i;
    return -1;
}

// The background the highlighter gave text position `position` of the text pane.
QColor backgroundAt(const ui::TextView *view, int position)
{
    const QTextBlock block = view->document()->findBlock(position);
    if (!block.isValid() || !block.layout())
        return {};
    for (const QTextLayout::FormatRange &r : block.layout()->formats())
        if (position - block.position() >= r.start &&
            position - block.position() < r.start + r.length &&
            r.format.hasProperty(QTextFormat::BackgroundBrush))
            return r.format.background().color();
    return {};
}

} // namespace

class TestMojibakeNotice : public testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_mojibake_notice"))); }
    void cleanup() { ui::installTranslations(QStringLiteral("en")); }

    void garbledFileIsFlagged_data();
    void garbledFileIsFlagged();
    void cleanTextIsNotFlagged_data();
    void cleanTextIsNotFlagged();
    void repairSavesWhatFixMojibakeWrites_data();
    void repairSavesWhatFixMojibakeWrites();
    void keyboardReachesTheRepair();
    void failedSaveNamesTheFile();
    void germanStrings();
    void messageCountsWhatTheButtonRepairs_data();
    void messageCountsWhatTheButtonRepairs();
    void ambiguousRunIsReportedNotRepaired_data();
    void ambiguousRunIsReportedNotRepaired();
    void largeFileIsAnalysedInTheBackground();
};

void TestMojibakeNotice::garbledFileIsFlagged_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("runs");
    QTest::addColumn<QString>("encodings");
    QTest::addColumn<QString>("repaired"); // the first run's repair
    // UTF-8 read as Windows-1252 (CSV of the issue), Windows-1251, Latin-1, and twice.
    QTest::newRow("csv-windows-1252")
        << QByteArray("id,name,note\n1,Caf\xc3\x83\xc2\xa9,na\xc3\x83\xc2\xafve\n"
                      "2,Bob,don\xc3\xa2\xe2\x82\xac\xe2\x84\xa2t stop\n")
        << 3 << QStringLiteral("Windows-1252") << QStringLiteral("é");
    QTest::newRow("french-windows-1252")
        << QByteArray("Le caf\xc3\x83\xc2\xa9 est tr\xc3\x83\xc2\xa8s bon.\n") << 2
        << QStringLiteral("Windows-1252") << QStringLiteral("é");
    QTest::newRow("german-windows-1252")
        << QByteArray("Gr\xc3\x83\xc2\xb6\xc3\x83\xc5\xb8"
                      "e und \xc3\x83\xc5\x93"
                      "berma\xc3\x83\xc5\xb8.\n")
        << 3 << QStringLiteral("Windows-1252") << QStringLiteral("öß");
    QTest::newRow("russian-windows-1251")
        << QByteArray("\xd0\xa0\xd1\x9f\xd0\xa1\xd0\x82\xd0\xa0\xd1\x91\xd0\xa0\xd0\x86\xd0\xa0"
                      "\xc2\xb5\xd0\xa1\xe2\x80\x9a, \xd0\xa0\xd2\x91\xd0\xa1\xd0\x82\xd0\xa1\xd1"
                      "\x93\xd0\xa0\xd1\x96!\n")
        << 2 << QStringLiteral("Windows-1251") << QStringLiteral("Привет");
    QTest::newRow("french-twice")
        << QByteArray("caf\xc3\x83\xc6\x92\xc3\x82\xc2\xa9 cr\xc3\x83\xc6\x92\xc3\x82\xc2\xa8me\n")
        << 2 << QStringLiteral("Windows-1252") << QStringLiteral("é");
}

void TestMojibakeNotice::garbledFileIsFlagged()
{
    QFETCH(QByteArray, content);
    QFETCH(int, runs);
    QFETCH(QString, encodings);
    QFETCH(QString, repaired);
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("garbled.csv"), content);
    Opened o = openListed(path);
    QVERIFY(o.window);

    // The verdict.
    const QString tail =
        runs == 1 ? QStringLiteral(" · 1 run looks like mojibake (%1)").arg(encodings)
                  : QStringLiteral(" · %1 runs look like mojibake (%2)").arg(runs).arg(encodings);
    QTRY_VERIFY2(o.window->verdict().endsWith(tail), qPrintable(o.window->verdict()));
    QVERIFY(o.window->verdict().startsWith(QLatin1String("valid UTF-8")));

    // The filter: chosen by itself, its count the rows listed, each with chain and repair.
    QComboBox *kinds = o.diagnostics->kindCombo();
    const int entry = comboEntry(kinds, QStringLiteral("Mojibake ("));
    QVERIFY2(entry >= 0, "no Mojibake entry in the Diagnostics filter");
    QCOMPARE(kinds->itemText(entry), QStringLiteral("Mojibake (%1)").arg(runs));
    QCOMPARE(kinds->currentIndex(), entry);
    QTableView *view = o.diagnostics->view();
    QCOMPARE(view->model()->rowCount(), runs);
    const QString message =
        view->model()->index(0, ui::FindingsTableModel::MessageColumn).data().toString();
    QVERIFY2(message.contains(encodings) && message.contains(repaired), qPrintable(message));

    // Choosing a row selects the run's bytes, caret at its start.
    QSignalSpy selected(o.window->model(), &ui::DocumentModel::selectionChanged);
    view->setFocus();
    view->selectionModel()->setCurrentIndex(view->model()->index(runs - 1, 0),
                                            QItemSelectionModel::ClearAndSelect |
                                                QItemSelectionModel::Rows);
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY(selected.count() > 0);
    const auto offset = view->model()->index(runs - 1, 0).data(ui::NoticesModel::OffsetRole);
    const auto length = view->model()->index(runs - 1, 0).data(ui::NoticesModel::LengthRole);
    QCOMPARE(o.window->model()->selectionBegin(), Offset(offset.toULongLong()));
    QCOMPARE(o.window->model()->selectionEnd(),
             Offset(offset.toULongLong() + length.toULongLong()));
    QCOMPARE(o.window->model()->caret(), Offset(offset.toULongLong()));

    // The marks of the text pane, in the notice colour of the palette.
    const ui::TextView *text = o.window->textView();
    const QColor fill = ui::RoleColors::fromPalette(text->palette()).noticeFill;
    int marks = 0;
    for (const ui::DeceptiveMark &m : text->window().deceptive)
        if (m.kind == NoticeKind::Mojibake) {
            ++marks;
            QCOMPARE(backgroundAt(text, m.position), fill);
        }
    QCOMPARE(marks, runs);

    // The message bar's offer.
    ui::MessageBar *bar = o.window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->actionButtons().size(), 1);
    QCOMPARE(bar->actionButtons().first()->text(),
             runs == 1 ? QStringLiteral("&Repair 1 run…")
                       : QStringLiteral("&Repair %1 runs…").arg(runs));
}

void TestMojibakeNotice::cleanTextIsNotFlagged_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("cyrillic") << QStringLiteral(
        "Съешь же ещё этих мягких французских булок, да выпей чаю.\n");
    QTest::newRow("greek") << QStringLiteral("Ξεσκεπάζω την ψυχοφθόρα βδελυγμία. Καλημέρα!\n");
    QTest::newRow("cjk") << QStringLiteral(
        "日本語のテキストです。中文文本。한국어 텍스트입니다.\n");
    QTest::newRow("accented-latin")
        << QStringLiteral("Le café est très bon, naïve Zoë, Ångström, Straße, façade.\n");
    QTest::newRow("ascii") << QStringLiteral("id,name\n1,Cafe\n");
}

void TestMojibakeNotice::cleanTextIsNotFlagged()
{
    QFETCH(QString, text);
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("clean.txt"), text.toUtf8());
    Opened o = openListed(path);
    QVERIFY(o.window);
    QVERIFY2(!o.window->verdict().contains(QLatin1String("mojibake")),
             qPrintable(o.window->verdict()));
    QCOMPARE(comboEntry(o.diagnostics->kindCombo(), QStringLiteral("Mojibake (")), -1);
    QVERIFY(o.window->messageBar()->isHidden());
    QCOMPARE(o.offer->repairs(), std::size_t{0});
}

void TestMojibakeNotice::repairSavesWhatFixMojibakeWrites_data()
{
    garbledFileIsFlagged_data();
}

void TestMojibakeNotice::repairSavesWhatFixMojibakeWrites()
{
    QFETCH(QByteArray, content);
    QFETCH(int, runs);
    QFETCH(QString, repaired);
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("names.csv"), content);
    Opened o = openListed(path);
    QVERIFY(o.window);
    ui::MessageBar *bar = o.window->messageBar();
    QTRY_COMPARE(bar->actionButtons().size(), 1);
    QTest::mouseClick(bar->actionButtons().first(), Qt::LeftButton);
    ui::MojibakeRepairPreview *preview = o.offer->preview();
    QVERIFY(preview);
    // Before and after, per run.
    QCOMPARE(preview->runsView()->topLevelItemCount(), runs);
    QCOMPARE(preview->runsView()->topLevelItem(0)->text(2), repaired);
    QVERIFY(preview->runsView()->topLevelItem(0)->text(1) != repaired);
    // The copy is proposed beside the file.
    QCOMPARE(preview->pathEdit()->text(), m_dir.filePath(QStringLiteral("names.repaired.csv")));
    QSignalSpy saved(o.offer, &ui::MojibakeRepairOffer::saved);
    QTest::mouseClick(preview->saveButton(), Qt::LeftButton);
    QTRY_COMPARE(saved.count(), 1);
    QCOMPARE(saved.first().at(1).toString(), QString());
    QFile copy(m_dir.filePath(QStringLiteral("names.repaired.csv")));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    const QByteArray written = copy.readAll();
    QCOMPARE(written, testing::fixMojibakeOutput(path));
    QVERIFY(written != content);
    QVERIFY2(preview->statusLabel()->text().contains(QLatin1String("names.repaired.csv")),
             qPrintable(preview->statusLabel()->text()));
}

// Alt+R opens the preview from the message bar; Enter saves the proposed copy.
void TestMojibakeNotice::keyboardReachesTheRepair()
{
    const QByteArray content("caf\xc3\x83\xc2\xa9 cr\xc3\x83\xc2\xa8me\n");
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("keys.txt"), content);
    QFile::remove(m_dir.filePath(QStringLiteral("keys.repaired.txt")));
    auto window = testing::shownWindow({1200, 800}, path);
    QVERIFY(window);
    const auto *feature = window->findChild<ui::MojibakeFeature *>();
    QTRY_VERIFY(!window->messageBar()->isHidden() && feature->repairOffer()->repairs() > 0);
    QTest::keyClick(window.get(), Qt::Key_R, Qt::AltModifier);
    QTRY_VERIFY(feature->repairOffer()->preview());
    ui::MojibakeRepairPreview *preview = feature->repairOffer()->preview();
    QVERIFY(QTest::qWaitForWindowExposed(preview));
    QSignalSpy saved(feature->repairOffer(), &ui::MojibakeRepairOffer::saved);
    QTest::keyClick(preview->runsView(), Qt::Key_Return); // the default button
    QTRY_COMPARE(saved.count(), 1);
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("keys.repaired.txt"))));
}

void TestMojibakeNotice::failedSaveNamesTheFile()
{
    const QByteArray content("caf\xc3\x83\xc2\xa9\n");
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("fail.txt"), content);
    Opened o = openListed(path);
    QVERIFY(o.window);
    o.offer->openPreview();
    ui::MojibakeRepairPreview *preview = o.offer->preview();
    QVERIFY(preview);
    const QString target = m_dir.filePath(QStringLiteral("no-such-folder/fail.repaired.txt"));
    preview->pathEdit()->setText(target);
    QSignalSpy saved(o.offer, &ui::MojibakeRepairOffer::saved);
    QTest::mouseClick(preview->saveButton(), Qt::LeftButton);
    QTRY_COMPARE(saved.count(), 1);
    QVERIFY(!saved.first().at(1).toString().isEmpty());
    QVERIFY2(preview->statusLabel()->text().contains(target),
             qPrintable(preview->statusLabel()->text()));
    QVERIFY(!QFile::exists(target));

    // The file being inspected is never the copy.
    preview->pathEdit()->setText(path);
    QTest::mouseClick(preview->saveButton(), Qt::LeftButton);
    QTRY_COMPARE(saved.count(), 2);
    QVERIFY(!saved.at(1).at(1).toString().isEmpty());
    QVERIFY(preview->statusLabel()->text().contains(path));
    QFile inspected(path);
    QVERIFY(inspected.open(QIODevice::ReadOnly));
    QCOMPARE(inspected.readAll(), content);
}

void TestMojibakeNotice::germanStrings()
{
    QCOMPARE(ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));
    const QByteArray content("Le caf\xc3\x83\xc2\xa9 est tr\xc3\x83\xc2\xa8s bon.\n");
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("de.txt"), content);
    Opened o = openListed(path);
    QVERIFY(o.window);
    QTRY_VERIFY2(o.window->verdict().endsWith(
                     QStringLiteral(" · 2 Abschnitte sehen nach Mojibake aus (Windows-1252)")),
                 qPrintable(o.window->verdict()));
    QCOMPARE(o.window->messageBar()->actionButtons().first()->text(),
             QStringLiteral("2 Abschnitte &reparieren…"));
    QVERIFY(o.window->messageBar()->text().contains(QLatin1String("falschen Kodierung")));
    o.offer->openPreview();
    QVERIFY(o.offer->preview());
    QCOMPARE(o.offer->preview()->saveButton()->text(), QStringLiteral("Kopie &speichern"));
}

void TestMojibakeNotice::messageCountsWhatTheButtonRepairs_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("more"); // what the message adds; empty: nothing
    QTest::addColumn<QString>("button");
    QTest::newRow("mojibake-only") << QByteArray("Le caf\xc3\x83\xc2\xa9 est bon.\n") << QString()
                                   << QStringLiteral("&Repair 1 run…");
    // The demo's case: "Café" garbled once, and a pair of Windows-1252 quotes read as Latin-1
    // (two C1 controls), which the repair mends too.
    QTest::newRow("and-c1-quotes")
        << QByteArray("Le caf\xc3\x83\xc2\xa9 est bon.\n\xc2\x93quoted\xc2\x94\n")
        << QStringLiteral("The repair mends 2 more runs with other traces of a wrong decoding")
        << QStringLiteral("&Repair 3 runs…");
}

// The button counts every run the repair mends; the message names each of them, so the two
// never disagree ("1 run looks like mojibake" beside "Repair 3 runs…").
void TestMojibakeNotice::messageCountsWhatTheButtonRepairs()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, more);
    QFETCH(QString, button);
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("more.txt"), content);
    Opened o = openListed(path);
    QVERIFY(o.window);
    ui::MessageBar *bar = o.window->messageBar();
    QTRY_VERIFY(!bar->isHidden());
    QVERIFY2(bar->text().startsWith(QLatin1String("1 run of this file looks like mojibake")),
             qPrintable(bar->text()));
    QCOMPARE(bar->actionButtons().first()->text(), button);
    if (more.isEmpty())
        QVERIFY2(!bar->text().contains(QLatin1String("The repair mends")), qPrintable(bar->text()));
    else
        QVERIFY2(bar->text().contains(more), qPrintable(bar->text()));
}

// A run that two code pages read as other text, as plausibly ("PrĂźfsumme": "Prüfsumme" in
// ISO-8859-2, "Prßfsumme" in Windows-1250): the verdict and the Diagnostics row say it is
// ambiguous, with each reading, in the user's language, and no repair is offered.
void TestMojibakeNotice::ambiguousRunIsReportedNotRepaired_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("verdictTail");
    QTest::addColumn<QString>("rowWords"); // in the Diagnostics row's message
    QTest::newRow("English") << "en"
                             << " · 1 run looks like mojibake (Windows-1250), ambiguous: left as "
                                "it is"
                             << "is ambiguous: Windows-1250 gives “ß”, ISO-8859-2 gives “ü”";
    QTest::newRow("German") << "de"
                            << " · 1 Abschnitt sieht nach Mojibake aus (Windows-1250), "
                               "mehrdeutig: unverändert gelassen"
                            << "ist mehrdeutig: Windows-1250 ergibt „ß“, ISO-8859-2 ergibt „ü“";
}

void TestMojibakeNotice::ambiguousRunIsReportedNotRepaired()
{
    QFETCH(QString, language);
    QFETCH(QString, verdictTail);
    QFETCH(QString, rowWords);
    const QString installed = ui::installTranslations(language); // "" for the English source
    QVERIFY2(language == QLatin1String("en") || installed.startsWith(language),
             qPrintable(installed));
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("ambiguous.txt"),
                                                QByteArray("Pr\xC4\x82\xC5\xBA"
                                                           "fsumme\n"));
    Opened o = openListed(path);
    QVERIFY(o.window);
    QTRY_VERIFY2(o.window->verdict().endsWith(verdictTail), qPrintable(o.window->verdict()));
    QComboBox *kinds = o.diagnostics->kindCombo();
    QVERIFY(comboEntry(kinds, QStringLiteral("Mojibake (")) >= 0);
    QTableView *view = o.diagnostics->view();
    QCOMPARE(view->model()->rowCount(), 1);
    const QString message =
        view->model()->index(0, ui::FindingsTableModel::MessageColumn).data().toString();
    QVERIFY2(message.contains(rowWords), qPrintable(message));
    // Nothing to repair: no offer, and --fix-mojibake leaves the file as it is.
    QCOMPARE(o.offer->repairs(), std::size_t{0});
    QVERIFY(o.window->messageBar()->actionButtons().isEmpty() ||
            o.window->messageBar()->isHidden());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(testing::fixMojibakeOutput(path), file.readAll());
}

// A file whose analysis lasts: the window answers meanwhile, the status bar's Stop button ends the
// analysis, and closing the window while it runs stops it too.
void TestMojibakeNotice::largeFileIsAnalysedInTheBackground()
{
    QFile demo(QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv"));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    const QByteArray rows = demo.readAll();
    QByteArray content;
    while (content.size() < (qsizetype{16} << 20))
        content += rows;
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("large.csv"), content);
    for (const bool stop : {true, false}) {
        auto window = testing::shownWindow({1200, 800}, path);
        QVERIFY(window);
        auto *diagnostics = window->findChild<DiagnosticsPanel *>();
        ui::BackgroundTask *task = diagnostics->mojibakeTask();
        QTRY_VERIFY(task->running());
        // The other notices are listed already, and the window answers keys.
        QVERIFY(!diagnostics->noticeTask()->running());
        window->hexView()->setFocus();
        QTest::keyClick(window->hexView(), Qt::Key_End, Qt::ControlModifier);
        QTRY_COMPARE(window->model()->caret(), Offset(content.size() - 1));
        if (!stop)
            continue; // the window closes while the analysis runs: its task stops, and waits
        auto *button = window->findChild<QToolButton *>(QStringLiteral("mojibakeStatusButton"));
        QVERIFY(button);
        testing::stopWithButton(task, button);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(window->messageBar()->isHidden());
    }
}

QTEST_MAIN(TestMojibakeNotice)
#include "tst_mojibake_notice.moc"
