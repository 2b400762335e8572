// The seam between the shell and its features (ShellHost, feature_host.h): every registered
// feature's docks appear exactly once, added through the host (so remembered by the layout and
// toggled under View), each contributed entry sits under its named anchor, and the menus keep
// their order and shortcuts.
#include "learn/learn_feature.h"
#include "main_window.h"
#include "shell_host.h"

#include "isolated_settings.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTest>

#include <algorithm>

using u8i::ui::MainWindow;
using u8i::ui::MenuAnchor;

Q_DECLARE_METATYPE(MenuAnchor)

namespace {

// A menu's entries as shown: "text<TAB>shortcut", "" for a separator (runs of separators and
// separators at either end collapse, as QMenu draws them), "text ▸" for a submenu.
QStringList shownEntries(const QMenu *menu)
{
    QStringList out;
    for (const QAction *a : menu->actions()) {
        if (!a->isVisible())
            continue;
        if (a->isSeparator()) {
            if (!out.isEmpty() && !out.last().isEmpty())
                out.append(QString());
            continue;
        }
        QString entry = a->text();
        if (a->menu())
            entry += QStringLiteral(" ▸");
        if (!a->shortcut().isEmpty())
            entry += QLatin1Char('\t') + a->shortcut().toString(QKeySequence::PortableText);
        out.append(entry);
    }
    while (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

const u8i::ui::Feature *featureNamed(const MainWindow &w, const QString &className)
{
    for (const u8i::ui::Feature *f : w.features())
        if (QLatin1String(f->metaObject()->className()) == className)
            return f;
    return nullptr;
}

// "text<TAB>the platform's first key for `key`" (just "text" where the platform has none), as
// shownEntries writes an entry.
QString withKey(const char *text, QKeySequence::StandardKey key)
{
    const QString keys = QKeySequence(key).toString(QKeySequence::PortableText);
    return QString::fromUtf8(text) + (keys.isEmpty() ? QString() : QLatin1Char('\t') + keys);
}

} // namespace

class TestFeatureHost : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_feature_host"))); }

    void docksAppearOnce_data()
    {
        QTest::addColumn<QString>("feature");
        QTest::addColumn<QStringList>("docks");
        QTest::addColumn<bool>("inViewMenu");
        QTest::newRow("mojibake") << QStringLiteral("u8i::ui::MojibakeFeature")
                                  << QStringList{"mojibakeDock", "viewAsDock"} << true;
        QTest::newRow("strings") << QStringLiteral("u8i::ui::StringsFeature")
                                 << QStringList{"stringsDock"} << true;
        QTest::newRow("bookmarks")
            << QStringLiteral("u8i::ui::BookmarksFeature") << QStringList{"bookmarksDock"} << true;
        QTest::newRow("compare") << QStringLiteral("u8i::ui::CompareFeature")
                                 << QStringList{"comparisonDock"} << true;
        QTest::newRow("learn") << QStringLiteral("u8i::ui::LearnFeature")
                               << QStringList{"learnByteMapDock", "learnEncoderDock",
                                              "learnStepperDock", "learnExercisesDock"}
                               << false;
        QTest::newRow("data inspector") << QStringLiteral("u8i::ui::DataInspectorFeature")
                                        << QStringList{"dataInspectorDock"} << true;
        QTest::newRow("find all") << QStringLiteral("u8i::ui::FindAllFeature")
                                  << QStringList{"findAllDock"} << true;
        QTest::newRow("checksums")
            << QStringLiteral("u8i::ui::ChecksumsFeature") << QStringList{"checksumsDock"} << true;
        QTest::newRow("statistics") << QStringLiteral("u8i::ui::StatisticsFeature")
                                    << QStringList{"statisticsDock", "entropyDock"} << true;
        QTest::newRow("find") << QStringLiteral("u8i::ui::FindFeature") << QStringList{} << false;
        QTest::newRow("go to") << QStringLiteral("u8i::ui::GoToFeature") << QStringList{} << false;
        QTest::newRow("encoding offer")
            << QStringLiteral("u8i::ui::EncodingOfferFeature") << QStringList{} << false;
    }
    // A feature's docks (the learning tools' once opened) are in the window once, in the host's
    // record once, and toggled under View once (the floating learning tools not at all).
    void docksAppearOnce()
    {
        QFETCH(QString, feature);
        QFETCH(QStringList, docks);
        QFETCH(bool, inViewMenu);
        MainWindow w;
        QVERIFY(featureNamed(w, feature));
        for (QAction *open : w.host()->actionsAt(MenuAnchor::Learn))
            open->trigger();
        const QList<QAction *> toggles = w.host()->actionsAt(MenuAnchor::ViewDocks);
        for (const QString &name : docks) {
            const QList<QDockWidget *> found = w.findChildren<QDockWidget *>(name);
            QCOMPARE(found.size(), 1);
            QCOMPARE(w.host()->docks().count(found.first()), 1);
            QCOMPARE(toggles.count(found.first()->toggleViewAction()), inViewMenu ? 1 : 0);
        }
    }

    // Every dock of the window came through the host: none is added past it.
    void docksOnlyThroughTheHost()
    {
        MainWindow w;
        for (QAction *open : w.host()->actionsAt(MenuAnchor::Learn))
            open->trigger();
        const QList<QDockWidget *> all = w.findChildren<QDockWidget *>();
        QCOMPARE(all.size(), w.host()->docks().size());
        for (QDockWidget *dock : all) {
            QVERIFY(w.host()->docks().contains(dock));
            QVERIFY2(!dock->objectName().isEmpty(), "the remembered layout knows docks by name");
            QCOMPARE(w.findChildren<QDockWidget *>(dock->objectName()).size(), 1);
        }
    }

    void entriesSitUnderTheirAnchors_data()
    {
        QTest::addColumn<QString>("feature");
        QTest::addColumn<MenuAnchor>("anchor");
        QTest::addColumn<QStringList>("entries");
        const auto row = [](const char *name, const char *feature, MenuAnchor anchor,
                            QStringList entries) {
            QTest::newRow(name) << QString::fromLatin1(feature) << anchor << entries;
        };
        // Edit ▸ Find's entries come from the find bar and from Find All, in the order registered.
        const QStringList findEntries{"&Find…", "Find &Next", "Find Pre&vious", "Find T&his",
                                      "Find A&ll…"};
        row("find", "u8i::ui::FindFeature", MenuAnchor::EditFind, findEntries);
        row("find all", "u8i::ui::FindAllFeature", MenuAnchor::EditFind, findEntries);
        row("go to", "u8i::ui::GoToFeature", MenuAnchor::GoJump,
            {"&Go to Offset…", "Go to &Line…"});
        row("go to file ends", "u8i::ui::GoToFeature", MenuAnchor::GoFile,
            {"&Start of File", "&End of File"});
        row("strings", "u8i::ui::StringsFeature", MenuAnchor::GoStrings,
            {"Next S&tring", "Previous Str&ing"});
        row("encoding offer", "u8i::ui::EncodingOfferFeature", MenuAnchor::FileConvert,
            {"Con&vert to UTF-8…"});
        row("bookmarks", "u8i::ui::BookmarksFeature", MenuAnchor::GoBookmarks,
            {"Toggle &Bookmark", "Next Boo&kmark", "Previous Bookm&ark", "&Clear Bookmarks"});
        row("compare", "u8i::ui::CompareFeature", MenuAnchor::FileCompare, {"Co&mpare With…"});
        row("compare steps", "u8i::ui::CompareFeature", MenuAnchor::GoDifferences,
            {"Next &Difference", "Previous Di&fference"});
        row("learn", "u8i::ui::LearnFeature", MenuAnchor::Learn,
            {"&Byte Map", "&Encoder…", "&Decoder Stepper…", "E&xercises"});
    }
    // A feature's entries are at its anchor, in its menu, after every entry of the anchors
    // before it in that menu and before every entry of the anchors after it.
    void entriesSitUnderTheirAnchors()
    {
        QFETCH(QString, feature);
        QFETCH(MenuAnchor, anchor);
        QFETCH(QStringList, entries);
        MainWindow w;
        QVERIFY(featureNamed(w, feature));
        u8i::ui::ShellHost *host = w.host();
        QStringList texts;
        for (const QAction *a : host->actionsAt(anchor))
            texts.append(a->text());
        QCOMPARE(texts, entries);
        const QList<QAction *> menu = host->menuOf(anchor)->actions();
        for (QAction *a : host->actionsAt(anchor)) {
            const qsizetype at = menu.indexOf(a);
            QVERIFY(at >= 0);
            for (int other = 0; other < u8i::ui::kMenuAnchorCount; ++other) {
                const auto o = static_cast<MenuAnchor>(other);
                if (o == anchor || host->menuOf(o) != host->menuOf(anchor))
                    continue;
                for (QAction *b : host->actionsAt(o))
                    QCOMPARE(menu.indexOf(b) < at, other < static_cast<int>(anchor));
            }
        }
    }

    void menusKeepTheirLayout_data()
    {
        QTest::addColumn<int>("menu");
        QTest::addColumn<QStringList>("entries");
        const QString sep;
        QTest::newRow("File") << 0
                              << QStringList{withKey("&Open…", QKeySequence::Open),
                                             "Open &Recent ▸",
                                             withKey("&New from Bytes…", QKeySequence::New),
                                             withKey("Re&load", QKeySequence::Refresh),
                                             "Con&vert to UTF-8…",
                                             sep,
                                             "Co&mpare With…\tCtrl+Shift+O",
                                             withKey("&Close Tab", QKeySequence::Close),
                                             sep,
                                             withKey("&Quit", QKeySequence::Quit)};
        QTest::newRow("Edit") << 1
                              << QStringList{withKey("&Copy as Hex", QKeySequence::Copy),
                                             "Copy as &Text\tCtrl+Shift+C",
                                             "Copy as C &Escapes",
                                             "Copy as &Python Bytes",
                                             sep,
                                             withKey("Select &All", QKeySequence::SelectAll),
                                             sep,
                                             withKey("&Find…", QKeySequence::Find),
                                             "Find &Next\tF3",
                                             "Find Pre&vious\tShift+F3",
                                             "Find T&his\tCtrl+Shift+F",
                                             "Find A&ll…\tCtrl+Alt+F"};
        QTest::newRow("Go") << 3
                            << QStringList{"&Go to Offset…\tCtrl+G",
                                           "Go to &Line…\tCtrl+L",
                                           "&Next Diagnostic\tF8",
                                           "&Previous Diagnostic\tShift+F8",
                                           sep,
                                           "&Start of File\tCtrl+Home",
                                           "&End of File\tCtrl+End",
                                           sep,
                                           "Next S&tring\tF6",
                                           "Previous Str&ing\tShift+F6",
                                           sep,
                                           "Toggle &Bookmark\tCtrl+B",
                                           "Next Boo&kmark\tF2",
                                           "Previous Bookm&ark\tShift+F2",
                                           "&Clear Bookmarks",
                                           sep,
                                           "Next &Difference\tF7",
                                           "Previous Di&fference\tShift+F7",
                                           sep,
                                           withKey("Next Tab", QKeySequence::NextChild),
                                           withKey("Previous Tab", QKeySequence::PreviousChild)};
        QTest::newRow("Learn") << 4
                               << QStringList{"&Byte Map\tCtrl+Shift+M", "&Encoder…\tCtrl+Shift+E",
                                              "&Decoder Stepper…\tCtrl+Shift+D",
                                              "E&xercises\tCtrl+Shift+X"};
        QTest::newRow("Help") << 6
                              << QStringList{withKey("&User Guide", QKeySequence::HelpContents),
                                             sep, "&About UTF-8 Inspector", "About &Qt"};
    }
    // The menus as they were before the features moved behind the seam: the same entries, in the
    // same order, with the same shortcuts.
    void menusKeepTheirLayout()
    {
        QFETCH(int, menu);
        QFETCH(QStringList, entries);
        MainWindow w;
        const QList<QAction *> menus = w.menuBar()->actions();
        QCOMPARE(menus.size(), 7); // File, Edit, View, Go, Learn, Settings, Help
        QCOMPARE(shownEntries(menus.at(menu)->menu()), entries);
    }

    // View: the rows, the offsets, the character column, the readings, the docks in the order
    // added (the shell's, then the features' in the order registered; Diagnostics after the docks
    // tabbed with it), the appearance.
    void viewMenuKeepsItsLayout()
    {
        MainWindow w;
        const QStringList shown = shownEntries(w.host()->menuOf(MenuAnchor::ViewRows));
        const QStringList docks{"Character Inspector\tAlt+1",
                                "Overview\tAlt+2",
                                "Mojibake\tAlt+3",
                                "View As\tAlt+4",
                                "Strings\tAlt+5",
                                "Diagnostics\tAlt+6",
                                "Bookmarks\tAlt+7",
                                "Comparison\tAlt+8",
                                "Data Inspector\tCtrl+Shift+I",
                                "Find All\tAlt+9",
                                "Checksums\tCtrl+Shift+K",
                                "Statistics\tCtrl+Shift+T",
                                "Entropy Strip\tAlt+0"};
        const QStringList head{"8 Bytes per Row",
                               "16 Bytes per Row",
                               "32 Bytes per Row",
                               {},
                               "Offsets in &Hexadecimal",
                               "Offsets in &Decimal",
                               {},
                               "&Characters Beside Bytes\tCtrl+Shift+H",
                               {},
                               "&Show As ▸\tCtrl+Shift+A",
                               "R&uns of Control Bytes ▸",
                               {}};
        QCOMPARE(shown.mid(0, head.size()), head);
        QCOMPARE(shown.mid(head.size(), docks.size()), docks);
        QCOMPARE(shown.at(head.size() + docks.size()), QString());
        QCOMPARE(shown.last(), QStringLiteral("&Theme ▸"));
    }
};

QTEST_MAIN(TestFeatureHost)
#include "tst_feature_host.moc"
