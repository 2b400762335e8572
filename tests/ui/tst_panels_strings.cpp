// The Strings panel: it lists the strings of a binary document as the background search finds
// them (the same as the codec's finder), filters them by length, encoding, script and text, and a
// click selects a string's bytes in the document model; Next/Previous String and the main
// window's F6, and the overview bar's text regions.
#include "document_model.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "overview_bar.h"
#include "posted_events.h"
#include "released_ranges.h"
#include "strings/strings_feature.h"
#include "strings/strings_panel.h"
#include "utf16_bytes.h"

#include <u8i/charsets/properties/text_classes.h>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTest>

#include <mutex>

using namespace u8i;
using u8i::ui::DocumentModel;
using u8i::ui::StringsModel;
using u8i::ui::StringsPanel;
using u8i::ui::StringsSearch;

using u8i::testing::utf16le;

namespace {

// Words of several scripts, in UTF-8 and UTF-16LE, between runs of NULs and control bytes.
QByteArray binaryWithText()
{
    const QStringList words{QStringLiteral("/lib64/ld-linux-x86-64.so.2"),
                            QStringLiteral("Привет, мир"),
                            QStringLiteral("日本語のテキスト"),
                            QStringLiteral("emoji \U0001F600 here"),
                            QStringLiteral("Ελληνικά"),
                            QStringLiteral("tiny")};
    QRandomGenerator rng(15);
    QByteArray data;
    for (int i = 0; i < 300; ++i) {
        data += QByteArray(static_cast<int>(rng.bounded(1, 40)), '\0');
        data += '\x01';
        const QString &w = words[static_cast<qsizetype>(rng.bounded(words.size()))];
        data += (i % 5 == 4) ? utf16le(w) : w.toUtf8();
        data += QByteArray(2, '\0');
    }
    return data;
}

// Waits until the panel's search (which starts once the document's scan is done) has read the
// whole document, or stopped at its limit.
bool searched(StringsPanel &panel)
{
    const StringsSearch *search = panel.search();
    return QTest::qWaitFor(
        [search] {
            return !search->running() && search->size() > 0 &&
                   (search->scanned() >= search->size() || search->capped());
        },
        20000);
}

// Every string the codec finds, with the options the panel searches with.
std::vector<FoundString> expected(const QByteArray &data)
{
    StringsOptions options;
    std::fill(std::begin(options.encodings), std::end(options.encodings), true);
    options.classes = &charsets::unicodeTextClasses();
    options.utf16Classes = &charsets::unicodeUtf16TextClasses();
    std::vector<FoundString> out;
    findStrings(Bytes(reinterpret_cast<const std::uint8_t *>(data.constData()),
                      static_cast<std::size_t>(data.size())),
                options, [&out](const FoundString &s) { out.push_back(s); });
    return out;
}

} // namespace

class TestPanelsStrings : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
  private slots:
    void initTestCase();
    void init();
    void listsWhatTheFinderFinds();
    void searchWaitsForTheScan();
    void filters_data();
    void filters();
    void listStopsAtItsLimit();
    void clickSelectsTheBytes();
    void nextAndPreviousString();
    void mainWindowF6AndOverview();
    void textFileSearchedOnlyOnceTheTabIsRaised();
    void searchGivesBackWhatItRead();
};

void TestPanelsStrings::initTestCase()
{
    QVERIFY(m_settings.isolate(QStringLiteral("tst_panels_strings")));
}

void TestPanelsStrings::init()
{
    QSettings().clear(); // the remembered filter of an earlier test does not apply
}

void TestPanelsStrings::listsWhatTheFinderFinds()
{
    DocumentModel document;
    const QByteArray data = binaryWithText();
    document.setBytes(data);
    StringsPanel panel(&document);
    panel.search()->setStepBytes(997); // many steps: the list grows as the search goes
    QSignalSpy found(panel.search(), &StringsSearch::found);
    panel.encodingFilter()->setCurrentIndex(0); // UTF-8 and UTF-16
    panel.show();
    QVERIFY(searched(panel));
    QVERIFY(found.count() > 1);
    const std::vector<FoundString> all = expected(data);
    QCOMPARE(panel.model()->rowCount(), static_cast<int>(all.size()));
    for (int row = 0; row < panel.model()->rowCount(); ++row) {
        const auto &r = panel.model()->recordAt(row);
        QCOMPARE(r.offset, all[static_cast<std::size_t>(row)].offset);
        QCOMPARE(r.length, all[static_cast<std::size_t>(row)].length);
        QCOMPARE(ui::textOf(document.bytes(), r),
                 QString::fromStdString(all[static_cast<std::size_t>(row)].text));
    }
}

// Shown while the document is still being scanned, the panel starts its search only when the scan
// is done (a search beside it would take a core from it).
void TestPanelsStrings::searchWaitsForTheScan()
{
    DocumentModel document;
    document.setBytes(binaryWithText()); // scanned in the background: no index yet
    StringsPanel panel(&document);
    QSignalSpy scanned(&document, &DocumentModel::scanFinished);
    panel.show();
    QVERIFY(!document.index());
    QVERIFY(!panel.search()->running());
    QCOMPARE(panel.search()->size(), Offset{0});
    QVERIFY(scanned.wait(20000));
    QVERIFY(panel.search()->running() || panel.search()->size() == document.size());
    QVERIFY(searched(panel));
    QVERIFY(panel.model()->rowCount() > 0);
}

void TestPanelsStrings::filters_data()
{
    QTest::addColumn<int>("min");
    QTest::addColumn<QString>("encoding"); // the combo's text
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("eachContains"); // every row listed holds this text
    QTest::newRow("cyrillic") << 4 << "UTF-8 and UTF-16"
                              << "Cyrillic"
                              << ""
                              << "Привет";
    QTest::newRow("UTF-16LE only") << 4 << "UTF-16LE"
                                   << "All scripts"
                                   << ""
                                   << "";
    QTest::newRow("text, any case") << 4 << "UTF-8"
                                    << "All scripts"
                                    << "LD-LINUX"
                                    << "ld-linux";
    QTest::newRow("longer than tiny") << 5 << "UTF-8"
                                      << "All scripts"
                                      << ""
                                      << "";
    QTest::newRow("emoji whole") << 4 << "UTF-8"
                                 << "All scripts"
                                 << "emoji"
                                 << "\U0001F600";
}

void TestPanelsStrings::filters()
{
    QFETCH(int, min);
    QFETCH(QString, encoding);
    QFETCH(QString, script);
    QFETCH(QString, text);
    QFETCH(QString, eachContains);
    DocumentModel document;
    document.setBytes(binaryWithText());
    StringsPanel panel(&document);
    panel.show();
    QVERIFY(searched(panel));
    panel.encodingFilter()->setCurrentIndex(panel.encodingFilter()->findText(encoding));
    QVERIFY(panel.scriptFilter()->findText(script) >= 0);
    panel.scriptFilter()->setCurrentIndex(panel.scriptFilter()->findText(script));
    panel.minLength()->setValue(min);
    QTest::keyClicks(panel.textFilter(), text);
    StringsModel *model = panel.model();
    QVERIFY(model->rowCount() > 0);
    QVERIFY(model->rowCount() < static_cast<int>(panel.search()->records().size()));
    for (int row = 0; row < model->rowCount(); ++row) {
        const auto &r = model->recordAt(row);
        const QString shown = ui::textOf(document.bytes(), r);
        QVERIFY(shown.contains(eachContains));
        QVERIFY(r.characters >= static_cast<std::uint32_t>(min));
        if (encoding == QLatin1String("UTF-16LE"))
            QCOMPARE(r.encoding, TextEncoding::Utf16Le);
        if (encoding == QLatin1String("UTF-8"))
            QCOMPARE(r.encoding, TextEncoding::Utf8);
    }
}

// A list of at most 10 strings: the search stops after the step that reached it, and says so.
void TestPanelsStrings::listStopsAtItsLimit()
{
    DocumentModel document;
    document.setBytes(binaryWithText());
    StringsPanel panel(&document);
    panel.search()->setStepBytes(64);
    panel.search()->setMaxRecords(10);
    panel.show();
    QVERIFY(searched(panel));
    QVERIFY(panel.search()->capped());
    QVERIFY(panel.search()->records().size() >= 10);
    QVERIFY(panel.search()->scanned() < document.size());
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("summary"))
                ->text()
                .contains(QStringLiteral("the list stops at 10 strings")));
}

void TestPanelsStrings::clickSelectsTheBytes()
{
    DocumentModel document;
    document.setBytes(binaryWithText());
    StringsPanel panel(&document);
    panel.resize(800, 400);
    panel.show();
    QVERIFY(searched(panel));
    QSignalSpy activated(&panel, &StringsPanel::activated);
    QTableView *view = panel.view();
    const int row = 3;
    const QRect cell = view->visualRect(panel.model()->index(row, StringsModel::TextColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    const auto &r = panel.model()->recordAt(row);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(document.selectionBegin(), r.offset);
    QCOMPARE(document.selectionEnd(), r.end());
}

void TestPanelsStrings::nextAndPreviousString()
{
    DocumentModel document;
    document.setBytes(binaryWithText());
    StringsPanel panel(&document);
    panel.show();
    QVERIFY(searched(panel));
    const StringsModel *model = panel.model();
    QVERIFY(panel.nextString());
    QCOMPARE(document.selectionBegin(), model->recordAt(0).offset);
    document.setCaret(model->recordAt(1).offset);
    QVERIFY(panel.nextString());
    QCOMPARE(document.selectionBegin(), model->recordAt(2).offset);
    document.setCaret(model->recordAt(2).offset);
    QVERIFY(panel.previousString());
    QCOMPARE(document.selectionBegin(), model->recordAt(1).offset);
    document.setCaret(document.size() - 1);
    QVERIFY(!panel.nextString());
}

void TestPanelsStrings::mainWindowF6AndOverview()
{
    ui::MainWindow window;
    window.openBytes(binaryWithText(), QStringLiteral("binary"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    StringsPanel *panel = window.feature<u8i::ui::StringsFeature>()->panel();
    QTest::keyClick(&window, Qt::Key_F6); // shows the dock, searches, selects the first string
    QVERIFY(searched(*panel));
    QTRY_VERIFY(window.model()->hasSelection());
    QTest::keyClick(&window, Qt::Key_F6);
    QTRY_COMPARE(window.model()->selectionBegin(), panel->model()->recordAt(1).offset);
    auto *overview = window.findChild<ui::OverviewBar *>();
    QVERIFY(overview);
    QTRY_VERIFY(!overview->textRegions().empty());
    QVERIFY(std::any_of(overview->textRegions().begin(), overview->textRegions().end(),
                        [](float share) { return share > 0; }));
}

// On a text file nothing asks for strings until the user raises the Strings tab: the search
// reads the whole file (a 1 GiB text took a core for seconds and 170 MB, right after the scan).
// A dock tab behind another counts as visible to Qt, so the panel must not take that for "seen".
void TestPanelsStrings::textFileSearchedOnlyOnceTheTabIsRaised()
{
    ui::MainWindow window;
    QByteArray text;
    for (int i = 0; i < 2000; ++i)
        text += QStringLiteral("Zeile %1: Grüße aus Köln, привет\n").arg(i).toUtf8();
    window.openBytes(text, QStringLiteral("text.txt"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    StringsPanel *panel = window.feature<u8i::ui::StringsFeature>()->panel();
    QTRY_VERIFY(window.model()->index());
    // The index is set: the scan's thread is done. What its end set off has been delivered now.
    QVERIFY(testing::drainPostedEvents());
    QVERIFY(!panel->search()->running());
    QCOMPARE(panel->search()->size(), Offset{0});
    QTabBar *tabs = nullptr;
    int tab = -1;
    for (QTabBar *bar : window.findChildren<QTabBar *>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i) == QStringLiteral("Strings")) {
                tabs = bar;
                tab = i;
            }
        }
    }
    QVERIFY(tabs);
    QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(tab).center());
    QVERIFY(searched(*panel));
    QVERIFY(panel->model()->rowCount() > 0);
}

// The search reads every byte, a step at a time; each range it has read is given to the releaser,
// in order and without a gap, so a mapped file's pages can be given back behind it.
void TestPanelsStrings::searchGivesBackWhatItRead()
{
    const QByteArray data = binaryWithText();
    StringsSearch search;
    search.setStepBytes(1000);
    testing::ReleasedRanges released;
    std::mutex lock;
    search.setReleaser([&](Offset begin, Offset end) {
        const std::lock_guard<std::mutex> guard(lock);
        released.emplace_back(begin, end);
    });
    QSignalSpy finished(&search, &StringsSearch::finished);
    search.start(Bytes(reinterpret_cast<const std::uint8_t *>(data.constData()),
                       static_cast<std::size_t>(data.size())),
                 StringsOptions{});
    QVERIFY(finished.wait(20000));
    const std::lock_guard<std::mutex> guard(lock);
    QVERIFY(released.size() > 2);
    QVERIFY(testing::coverInOrder(released, Offset(data.size())));
}

QTEST_MAIN(TestPanelsStrings)
#include "tst_panels_strings.moc"
