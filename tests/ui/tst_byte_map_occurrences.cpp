// The byte map's occurrence list: a byte chosen in the chart (click, or arrows then Enter) lists
// where it occurs in the open file and what it is at each place; activating a row moves the hex
// view's caret there. Also the parts underneath: the role of a byte at an offset (against the
// codec's windowed annotation), listing and counting (against a plain loop), the paged search.
#include "byte_map.h"
#include "byte_occurrences.h"
#include "byte_view.h"
#include "hex_view.h"
#include "isolated_settings.h"
#include "learn/learn_feature.h"
#include "main_window.h"
#include "occurrence_model.h"
#include "occurrence_search.h"
#include "occurrences_panel.h"
#include "teach_text.h"
#include "temp_file.h"

#include <u8i/utf8/annotate.h>

#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTreeView>

#include <random>

using u8i::ByteRole;
using u8i::Bytes;
using u8i::Offset;
using namespace u8i::ui;

namespace {

using u8i::testing::bytesOf;

std::vector<Offset> bruteForce(const QByteArray &b, std::uint8_t value)
{
    std::vector<Offset> out;
    for (qsizetype i = 0; i < b.size(); ++i)
        if (static_cast<std::uint8_t>(b[i]) == value)
            out.push_back(static_cast<Offset>(i));
    return out;
}

// Bytes where every role and every kind of group is common: ASCII, continuation bytes, leads of
// every length, C0/C1/F5-FF.
QByteArray mixedBytes(std::uint32_t seed, int size)
{
    std::mt19937 rng(seed);
    QByteArray b;
    const char *const pieces[] = {"a",
                                  "\xc2\xa9",
                                  "\xe2\x82\xac",
                                  "\xf0\x9f\xa9\xb7",
                                  "\x80",
                                  "\xa9",
                                  "\xc3",
                                  "\xe2\xa9",
                                  "\xed\xa9\x80",
                                  "\xc0\xaf",
                                  "\xf8\x88\x80\x80\x80",
                                  "\xfc\x84\x80\x80\x80\x80",
                                  "\xff",
                                  "\n"};
    std::uniform_int_distribution<int> pick(0, int(std::size(pieces)) - 1);
    while (b.size() < size)
        b += pieces[pick(rng)];
    return b;
}

// The file the GUI tests open: A9 as a continuation byte (of © and of a 4-byte emoji), as a stray
// byte, and inside an ill-formed group.
//   line 1 "Copyright © 2026"  C2 A9 at 10..11
//   line 2 "stray \xA9 byte"   A9 at 24
//   line 3 "cut \xE2\xA9 off"  E2 A9 at 35..36 (truncated)
//   line 4 "\xA9\xA9 pair"     A9 A9 at 42..43 (one run of two stray bytes)
//   line 5 "🩷 heart"          F0 9F A9 B7 at 50..53
QByteArray teachingFile()
{
    return QByteArray("Copyright \xc2\xa9 2026\n"
                      "stray \xa9 byte\n"
                      "cut \xe2\xa9 off\n"
                      "\xa9\xa9 pair\n"
                      "\xf0\x9f\xa9\xb7 heart\n");
}

} // namespace

class TestByteMapOccurrences : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private:
    QTemporaryDir m_dir;

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_settings.isolate(QStringLiteral("tst_byte_map_occurrences")));
    }

    // ---- the role of a byte at an offset ------------------------------------------------------

    void roleAt_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("role");
        QTest::addColumn<int>("index");
        QTest::addColumn<bool>("stray");
        QTest::addColumn<QString>("kind"); // of an ill-formed group, or ""

        const auto r = [](ByteRole role) { return int(role); };
        QTest::newRow("ASCII") << QByteArray("xAy") << 1 << r(ByteRole::Ascii) << 0 << false << "";
        QTest::newRow("A9 in ©") << QByteArray("\xc2\xa9") << 1 << r(ByteRole::Continuation) << 1
                                 << false << "";
        QTest::newRow("C2 leads ©")
            << QByteArray("\xc2\xa9") << 0 << r(ByteRole::Lead) << 0 << false << "";
        QTest::newRow("A9 third of 4")
            << QByteArray("\xf0\x9f\xa9\xb7") << 2 << r(ByteRole::Continuation) << 2 << false << "";
        QTest::newRow("A9 at offset 0") << QByteArray("\xa9z") << 0 << r(ByteRole::Invalid) << 0
                                        << true << "unexpected-continuation";
        QTest::newRow("A9 after ASCII") << QByteArray("a\xa9") << 1 << r(ByteRole::Invalid) << 0
                                        << true << "unexpected-continuation";
        QTest::newRow("A9 after a complete ©")
            << QByteArray("\xc2\xa9\xa9") << 2 << r(ByteRole::Invalid) << 0 << true
            << "unexpected-continuation";
        QTest::newRow("A9 in a long stray run")
            << QByteArray(40, '\xa9') << 30 << r(ByteRole::Invalid) << 0 << true
            << "unexpected-continuation";
        QTest::newRow("A9 in truncated E2 A9")
            << QByteArray("\xe2\xa9 ") << 1 << r(ByteRole::Invalid) << 1 << false << "truncated";
        QTest::newRow("A9 in surrogate ED A9 80")
            << QByteArray("\xed\xa9\x80") << 1 << r(ByteRole::Invalid) << 1 << false << "surrogate";
        QTest::newRow("80 fifth of obsolete F8")
            << QByteArray("\xf8\x88\x80\x80\x80") << 4 << r(ByteRole::Invalid) << 4 << false
            << "obsolete-form";
        QTest::newRow("80 sixth of obsolete FC")
            << QByteArray("\xfc\x84\x80\x80\x80\x80") << 5 << r(ByteRole::Invalid) << 5 << false
            << "obsolete-form";
        QTest::newRow("80 after FC's five")
            << QByteArray("\xfc\x84\x80\x80\x80\x80\x80") << 6 << r(ByteRole::Invalid) << 0 << true
            << "unexpected-continuation";
        QTest::newRow("C0 overlong lead")
            << QByteArray("\xc0\xaf") << 0 << r(ByteRole::Invalid) << 0 << false << "overlong";
        QTest::newRow("FF") << QByteArray("a\xff") << 1 << r(ByteRole::Invalid) << 0 << false
                            << "invalid-byte";
    }

    void roleAt()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, offset);
        QFETCH(int, role);
        QFETCH(int, index);
        QFETCH(bool, stray);
        QFETCH(QString, kind);
        const OccurrenceRole got = occurrenceRole(bytesOf(bytes), Offset(offset));
        QCOMPARE(int(got.role), role);
        QCOMPARE(got.strayRun, stray);
        if (!stray)
            QCOMPARE(got.index, index);
        if (!kind.isEmpty()) {
            QVERIFY(!got.item.wellFormed);
            QCOMPARE(QString::fromLatin1(u8i::name(got.item.kind)), kind);
        } else {
            QVERIFY(got.item.wellFormed);
        }
    }

    // Every byte of mixed data: the role matches the codec's annotation of the whole buffer, and
    // the byte's place in its item matches too.
    void roleMatchesAnnotation_data()
    {
        QTest::addColumn<std::uint32_t>("seed");
        QTest::newRow("seed 1") << 1U;
        QTest::newRow("seed 2") << 2U;
        QTest::newRow("seed 3") << 3U;
    }

    void roleMatchesAnnotation()
    {
        QFETCH(std::uint32_t, seed);
        const QByteArray b = mixedBytes(seed, 4000);
        const Bytes data = bytesOf(b);
        const u8i::Window w = u8i::annotate(data, 0, data.size());
        for (Offset p = 0; p < data.size(); ++p) {
            const OccurrenceRole r = occurrenceRole(data, p);
            QCOMPARE(int(r.role), int(w.at(p).role));
            if (!r.strayRun) {
                QCOMPARE(r.index, int(w.at(p).index));
                QCOMPARE(r.item.length, Offset(w.at(p).sequenceLength));
            } else {
                QCOMPARE(w.at(p).role, ByteRole::Invalid);
            }
        }
    }

    // ---- listing and counting
    // --------------------------------------------------------------------

    void listAndCount_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("maxListed");
        QTest::newRow("sparse A9, all listed") << mixedBytes(7, 50000) << 0xA9 << 100000;
        QTest::newRow("A9, list fills early") << mixedBytes(8, 50000) << 0xA9 << 17;
        QTest::newRow("newline, one listed") << mixedBytes(9, 5000) << 0x0A << 1;
        QTest::newRow("absent byte") << mixedBytes(10, 5000) << 0x7E << 10;
        QTest::newRow("every byte, odd length") << QByteArray(1001, '\x80') << 0x80 << 5000;
        QTest::newRow("empty") << QByteArray() << 0x41 << 10;
        // findBytes reads in 4 MiB chunks: hits on both sides of two chunk boundaries.
        QByteArray chunks(9 << 20, 'x');
        for (const int at : {0, (4 << 20) - 1, 4 << 20, (8 << 20) + 5, (9 << 20) - 1})
            chunks[at] = '\xa9';
        QTest::newRow("across 4 MiB chunks") << chunks << 0xA9 << 100;
    }

    void listAndCount()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, value);
        QFETCH(int, maxListed);
        const auto v = static_cast<std::uint8_t>(value);
        const std::vector<Offset> all = bruteForce(bytes, v);
        QCOMPARE(countByte(bytesOf(bytes), v), Offset(all.size()));
        // Counting a part that starts and ends off 16-byte boundaries.
        if (bytes.size() > 40) {
            const QByteArray mid = bytes.mid(3, bytes.size() - 10);
            QCOMPARE(countByte(bytesOf(bytes).subspan(3, std::size_t(mid.size())), v),
                     Offset(bruteForce(mid, v).size()));
        }
        const OccurrenceList list =
            listOccurrences(bytesOf(bytes), v, 0, Offset(bytes.size()), std::size_t(maxListed));
        const std::size_t expected = std::min(all.size(), std::size_t(maxListed));
        QCOMPARE(list.offsets,
                 std::vector<Offset>(all.begin(), all.begin() + std::ptrdiff_t(expected)));
        // The list filled up: it ends just past its last offset; otherwise at the end.
        QCOMPARE(list.end, list.offsets.size() == std::size_t(maxListed) ? list.offsets.back() + 1
                                                                         : Offset(bytes.size()));
        QVERIFY(!list.cancelled);
    }

    void listCancelled()
    {
        const QByteArray b(1 << 20, 'x');
        const std::atomic<bool> cancel{true};
        const OccurrenceList list =
            listOccurrences(bytesOf(b), 'y', 0, Offset(b.size()), 10, &cancel);
        QVERIFY(list.cancelled);
        QVERIFY(list.offsets.empty());
    }

    // ---- the paged search, in small steps
    // ---------------------------------------------------------

    void pagedSearch_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("page");
        QTest::addColumn<int>("step");
        QTest::newRow("A9, page 50, step 4 KiB") << 0xA9 << 50 << 4096;
        QTest::newRow("newline, page 1000, step 1 KiB") << 0x0A << 1000 << 1024;
        QTest::newRow("A9, page 7, step 97 bytes") << 0xA9 << 7 << 97;
        QTest::newRow("absent, page 10") << 0x7E << 10 << 3000;
    }

    void pagedSearch()
    {
        QFETCH(int, value);
        QFETCH(int, page);
        QFETCH(int, step);
        const QByteArray b = mixedBytes(11, 20000);
        const auto v = static_cast<std::uint8_t>(value);
        const std::vector<Offset> all = bruteForce(b, v);
        OccurrenceSearch search;
        search.setPageSize(std::size_t(page));
        search.setStepBytes(Offset(step));
        std::vector<Offset> found;
        connect(&search, &OccurrenceSearch::found, this, [&found](const std::vector<Offset> &o) {
            found.insert(found.end(), o.begin(), o.end());
        });
        QSignalSpy stopped(&search, &OccurrenceSearch::stopped);
        search.start(bytesOf(b), v);
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, 60000);
        QVERIFY(search.finished());
        QCOMPARE(search.count(), Offset(all.size()));
        const std::size_t first = std::min(all.size(), std::size_t(page));
        QCOMPARE(found, std::vector<Offset>(all.begin(), all.begin() + std::ptrdiff_t(first)));
        QCOMPARE(search.capped(), all.size() > first);
        // Another page: the next rows, the count unchanged.
        search.listMore();
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 2, 60000);
        const std::size_t second = std::min(all.size(), 2 * std::size_t(page));
        QCOMPARE(found, std::vector<Offset>(all.begin(), all.begin() + std::ptrdiff_t(second)));
        QCOMPARE(search.count(), Offset(all.size()));
    }

    // Stop keeps what was found; Continue ends with the same answer as an uninterrupted search.
    void stopAndResume()
    {
        const QByteArray b = mixedBytes(12, 50000);
        const std::vector<Offset> all = bruteForce(b, 0xA9);
        OccurrenceSearch search;
        search.setStepBytes(509);
        search.setPageSize(all.size() + 1);
        std::vector<Offset> found;
        connect(&search, &OccurrenceSearch::found, this, [&found](const std::vector<Offset> &o) {
            found.insert(found.end(), o.begin(), o.end());
        });
        QSignalSpy stopped(&search, &OccurrenceSearch::stopped);
        search.start(bytesOf(b), 0xA9);
        search.stop();
        QCOMPARE(stopped.count(), 1);
        QVERIFY(!search.running());
        QCOMPARE(found.size(), search.listed());
        search.resume();
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 2, 60000);
        QVERIFY(search.finished());
        QCOMPARE(found, all);
        QCOMPARE(search.count(), Offset(all.size()));
    }

    // ---- the panel: status line, pages, Show more
    // ---------------------------------------------------

    void panelPages()
    {
        const QByteArray b = QByteArray("x\xa9").repeated(10);
        OccurrencesPanel panel;
        panel.setPageSize(3);
        panel.resize(700, 300);
        panel.show();
        panel.setSource(bytesOf(b), nullptr, QStringLiteral("ten.txt"), true);
        QSignalSpy stopped(&panel, &OccurrencesPanel::searchStopped);
        panel.search(0xA9);
        QTRY_COMPARE(stopped.count(), 1);
        QCOMPARE(panel.model()->rowCount(), 3);
        QVERIFY2(panel.statusText().contains(QStringLiteral("10; the first 3 are listed")),
                 qPrintable(panel.statusText()));
        auto *more = panel.findChild<QPushButton *>(QStringLiteral("moreOccurrences"));
        QVERIFY(more && more->isVisible());
        QTest::mouseClick(more, Qt::LeftButton);
        QTRY_COMPARE(stopped.count(), 2);
        QCOMPARE(panel.model()->rowCount(), 6);
        QTest::mouseClick(more, Qt::LeftButton);
        QTRY_COMPARE(stopped.count(), 3);
        QTest::mouseClick(more, Qt::LeftButton);
        QTRY_COMPARE(stopped.count(), 4);
        QCOMPARE(panel.model()->rowCount(), 10);
        QVERIFY(!more->isVisible());
        QVERIFY2(panel.statusText().contains(QStringLiteral("in “ten.txt”: 10.")),
                 qPrintable(panel.statusText()));
        QCOMPARE(panel.model()
                     ->data(panel.model()->index(9, OccurrenceModel::OffsetColumn), Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("0x13"));
    }

    // ---- in the main window, driven as a user would
    // --------------------------------------------------

    void listsInMainWindow_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<bool>("keyboard");    // arrows and Enter instead of a click
        QTest::addColumn<QStringList>("rows"); // "offset | line:col | role | part of"
        QTest::addColumn<QString>("status");

        QTest::newRow("A9 continuation, stray, in groups (click)")
            << 0xA9 << false
            << QStringList{"0xB | 1:11 | continuation (2 of 2) | U+00A9 '©'",
                           "0x18 | 2:7 | invalid: stray continuation | unexpected-continuation: no "
                           "lead before it",
                           "0x24 | 3:5 | invalid (2 of 2) | truncated: E2 A9",
                           "0x2A | 4:1 | invalid: stray continuation | unexpected-continuation: no "
                           "lead before it",
                           "0x2B | 4:2 | invalid: stray continuation | unexpected-continuation: no "
                           "lead before it",
                           "0x34 | 5:1 | continuation (3 of 4) | U+1FA77 '🩷'"}
            << QStringLiteral("Occurrences of 0xA9 in “teaching.txt”: 6.");
        QTest::newRow("C2 lead (keyboard)")
            << 0xC2 << true << QStringList{"0xA | 1:11 | lead (1 of 2) | U+00A9 '©'"}
            << QStringLiteral("Occurrences of 0xC2 in “teaching.txt”: 1.");
        QTest::newRow("E2 lead of a truncated group (click)")
            << 0xE2 << false << QStringList{"0x23 | 3:5 | invalid (1 of 2) | truncated: E2 A9"}
            << QStringLiteral("Occurrences of 0xE2 in “teaching.txt”: 1.");
        QTest::newRow("y ASCII (keyboard)")
            << 0x79 << true
            << QStringList{"0x3 | 1:4 | ASCII | U+0079 'y'", "0x16 | 2:5 | ASCII | U+0079 'y'",
                           "0x1B | 2:10 | ASCII | U+0079 'y'"}
            << QStringLiteral("Occurrences of 0x79 in “teaching.txt”: 3.");
        QTest::newRow("FF absent (click)")
            << 0xFF << false << QStringList{}
            << QStringLiteral("0xFF does not occur in “teaching.txt”.");
    }

    void listsInMainWindow()
    {
        QFETCH(int, value);
        QFETCH(bool, keyboard);
        QFETCH(QStringList, rows);
        QFETCH(QString, status);
        const QString path =
            u8i::testing::writeTempFile(m_dir, QStringLiteral("teaching.txt"), teachingFile());
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(w.openFile(path));
        QVERIFY(QTest::qWaitFor([&w] { return w.document() && !w.document()->scanning(); }, 20000));
        auto *learn = w.feature<u8i::ui::LearnFeature>();
        QVERIFY(learn);
        learn->showByteMap();
        ByteMap *map = learn->byteMap();
        OccurrencesPanel *panel = map->occurrences();
        QSignalSpy stopped(panel, &OccurrencesPanel::searchStopped);
        const auto v = static_cast<quint8>(value);
        if (keyboard) {
            map->selectByte(static_cast<quint8>(v - 16)); // the cell above
            map->chart()->setFocus();
            QTest::keyClick(map->chart(), Qt::Key_Down);
            QCOMPARE(map->selectedByte(), value);
            QCOMPARE(panel->model()->rowCount(), 0); // moving only explains
            QTest::keyClick(map->chart(), Qt::Key_Return);
        } else {
            QTest::mouseClick(map->chart(), Qt::LeftButton, {}, map->cellCenter(v));
        }
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, 20000);
        QVERIFY(map->explanationText().contains(QStringLiteral("Byte ") + TeachText::hexByte(v)));
        const QString shown = QTextDocumentFragment::fromHtml(panel->statusText()).toPlainText();
        QVERIFY2(shown.contains(status), qPrintable(shown));

        OccurrenceModel *model = panel->model();
        QStringList got;
        for (int r = 0; r < model->rowCount(); ++r) {
            QStringList cells;
            for (int c : {OccurrenceModel::OffsetColumn, OccurrenceModel::LineColumnColumn,
                          OccurrenceModel::RoleColumn, OccurrenceModel::PartOfColumn})
                cells << model->data(model->index(r, c), Qt::DisplayRole).toString();
            got << cells.join(QStringLiteral(" | "));
            // The context shows the byte itself, bracketed.
            QVERIFY(model->data(model->index(r, OccurrenceModel::ContextColumn), Qt::DisplayRole)
                        .toString()
                        .contains(QStringLiteral("[%1]").arg(TeachText::hexByte(v))));
        }
        QCOMPARE(got, rows);
        if (rows.isEmpty())
            return;

        // Activating a row moves the hex view's caret there: a click on the last row, then Enter on
        // the first.
        QTreeView *list = panel->view();
        QVERIFY(list->isVisible());
        const QModelIndex last = model->index(model->rowCount() - 1, 0);
        list->scrollTo(last);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(last).center());
        QCOMPARE(w.hexView()->caret(),
                 model->data(last, OccurrenceModel::OffsetRole).toULongLong());
        const QModelIndex first = model->index(0, 0);
        if (keyboard) { // Tab from the chart reaches the list
            map->chart()->setFocus();
            QTest::keyClick(map->chart(), Qt::Key_Tab);
            QTRY_VERIFY(list->hasFocus());
        } else {
            list->setFocus();
        }
        list->setCurrentIndex(first);
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(w.hexView()->caret(),
                 model->data(first, OccurrenceModel::OffsetRole).toULongLong());
    }

    // `--show byte-map=A9` (LearnFeature::showTool) chooses the byte as a click does: it is listed.
    void showToolLists()
    {
        const QString path =
            u8i::testing::writeTempFile(m_dir, QStringLiteral("shown.txt"), teachingFile());
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        auto *learn = w.feature<u8i::ui::LearnFeature>();
        QString error;
        QVERIFY(learn->showTool(QStringLiteral("byte-map"), QStringLiteral("A9"), error));
        OccurrencesPanel *panel = learn->byteMap()->occurrences();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->searching() && panel->model()->rowCount() == 6, 20000);
        QCOMPARE(learn->byteMap()->selectedByte(), 0xA9);
        QCOMPARE(panel->count(), Offset(6));
    }

    // No file open: the explanation and a hint, no list.
    void noFileGivesHint()
    {
        MainWindow w;
        w.show();
        auto *learn = w.feature<u8i::ui::LearnFeature>();
        learn->showByteMap();
        ByteMap *map = learn->byteMap();
        QTest::mouseClick(map->chart(), Qt::LeftButton, {}, map->cellCenter(0xC3));
        QVERIFY(map->explanationText().contains(QStringLiteral("Byte C3")));
        QVERIFY2(map->occurrences()->statusText().contains(QStringLiteral("Open a file")),
                 qPrintable(map->occurrences()->statusText()));
        QVERIFY(!map->occurrences()->view()->isVisible());
    }

    // A search over a large buffer is cancelled by another click and by opening another file; what
    // is listed in the end belongs to the last byte and the last file.
    void anotherClickOrFileCancels()
    {
        QByteArray big(48 << 20, '\0');
        for (int i = 0; i < 5; ++i)
            big[i * 1000003] = 'A';
        MainWindow w;
        w.show();
        w.openBytes(big, QStringLiteral("big"));
        auto *learn = w.feature<u8i::ui::LearnFeature>();
        learn->showByteMap();
        ByteMap *map = learn->byteMap();
        OccurrencesPanel *panel = map->occurrences();
        panel->searcher()->setStepBytes(1 << 20);
        QSignalSpy stopped(panel, &OccurrencesPanel::searchStopped);
        QTest::mouseClick(map->chart(), Qt::LeftButton, {}, map->cellCenter(0x00));
        QTest::mouseClick(map->chart(), Qt::LeftButton, {}, map->cellCenter(0x41));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->searching() && stopped.count() >= 1, 60000);
        QCOMPARE(panel->model()->rowCount(), 5);
        QCOMPARE(panel->count(), Offset(5));
        QCOMPARE(panel->model()->offsetAt(4), Offset(4 * 1000003));

        // The zeros again, then a small file while that search runs: the list is the file's.
        QTest::mouseClick(map->chart(), Qt::LeftButton, {}, map->cellCenter(0x00));
        const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("zeros.bin"),
                                                         QByteArray("a\0b\0", 4));
        QVERIFY(w.openFile(path));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->searching(), 60000);
        QCOMPARE(panel->count(), Offset(2));
        QCOMPARE(panel->model()->rowCount(), 2);
        QCOMPARE(panel->model()->offsetAt(1), Offset(3));
        QVERIFY(panel->statusText().contains(QStringLiteral("zeros.bin")));
    }
};

QTEST_MAIN(TestByteMapOccurrences)
#include "tst_byte_map_occurrences.moc"
