// The diagnostics list: the lazy model against a brute-force enumeration of every ill-formed group,
// the kind filter, activation, and millions of rows.
#include "diagnostics_model.h"
#include "diagnostics_panel.h"
#include "document_model.h"

#include "byte_view.h"
#include "u8i/scan/scan.h"
#include "u8i/utf8/annotate.h"
#include "u8i/utf8/message.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace u8i;
using u8i::ui::DiagnosticsModel;
using u8i::ui::DiagnosticsPanel;
using u8i::ui::DocumentModel;

namespace {

using u8i::testing::bytesOf;

ui::DiagnosticsChoice choiceAt(const QComboBox *combo, int i)
{
    return ui::DiagnosticsChoice::fromKey(combo->itemData(i).toString());
}

struct Expected {
    Item item;
    LineColumn position;
};

// Every ill-formed group of the data, with its line and column, by walking every item from offset
// 0.
std::vector<Expected> bruteForce(Bytes data)
{
    std::vector<Expected> out;
    LineColumn at;
    forEachItem(data, 0, data.size(), [&](const Item &item) {
        if (item.wellFormed) {
            if (item.codePoint == U'\n') {
                ++at.line;
                at.column = 1;
            } else {
                ++at.column;
            }
        } else {
            out.push_back({item, at});
            at.column += item.replacements;
        }
        return true;
    });
    return out;
}

// Text in several scripts with ill-formed groups of every kind scattered over `blocks` 64 KiB
// blocks (one piece in `errorEvery` on average), some straddling block boundaries; at each 1 MiB
// super-block boundary a group ends just before it, and one starts at it.
QByteArray textWithErrors(int blocks, quint32 seed, int errorEvery = 40)
{
    const QByteArray pieces[] = {
        "plain ascii words ",
        "caf\xC3\xA9 ",
        "\xD0\x96\xD0\xB8\xD0\xB2 ",
        "\xE2\x82\xAC 12 ",
        "\xE6\x97\xA5\xE6\x9C\xAC ",
        "\xF0\x9F\x90\x9A ",
        "\n",
        "tab\there\n",
    };
    const QByteArray errors[] = {
        "\xC0\xAF", "\xED\xA0\xBD", "\xF4\x90\x80\x80", "\xF8\x88\x80\x80\x80", "\xFF",
        "\xFE\xFF", "\x80\x80\x80", "\xE2\x82",         "\xF0\x9F\x90",         "\xC3",
    };
    QRandomGenerator rng(seed);
    QByteArray out;
    const qsizetype size = qsizetype(blocks) * 65536;
    out.reserve(size + 64);
    while (out.size() < size) {
        if (rng.bounded(errorEvery) == 0)
            out += errors[rng.bounded(int(std::size(errors)))];
        else
            out += pieces[rng.bounded(int(std::size(pieces)))];
    }
    // Groups across the block boundaries.
    for (qsizetype boundary = 65536; boundary + 4 < out.size(); boundary += 65536) {
        out[boundary - 1] = '\xE2';
        out[boundary] = '\x82';
        out[boundary + 1] = 'z';
        if (boundary % (16 * 65536) == 0) {
            out[boundary - 2] = '\xC1';
            out[boundary - 1] = 'y';
            out[boundary] = '\xFF';
        }
    }
    out += "\xF0\x9F"; // truncated at the end
    return out;
}

} // namespace

class TestPanelsDiagnostics : public QObject {
    Q_OBJECT
  private slots:
    void rowsMatchBruteForce_data();
    void rowsMatchBruteForce();
    void kindFilter_data();
    void kindFilter();
    void diagnosticAtOrAfter_data();
    void diagnosticAtOrAfter();
    void activation_data();
    void activation();
    void comboFiltersView();
    void longRun();
    void millionsOfRows_data();
    void millionsOfRows();

  private:
    void addBuffers();
};

void TestPanelsDiagnostics::addBuffers()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("expectErrors");
    QTest::newRow("errors of every kind over 5 blocks") << textWithErrors(5, 1) << true;
    QTest::newRow("errors over 9 blocks, other seed") << textWithErrors(9, 77) << true;
    QTest::newRow("errors over 34 blocks: 2 super-blocks and more")
        << textWithErrors(34, 5, 400) << true;
    QTest::newRow("a long continuation run across 2 blocks")
        << (QByteArray("abc") + QByteArray(100000, '\x80') + "d\xC1") << true;
    QTest::newRow("valid text, no diagnostics") << QByteArray(200000, 'a') << false;
    QTest::newRow("empty") << QByteArray() << false;
}

void TestPanelsDiagnostics::rowsMatchBruteForce_data()
{
    addBuffers();
}

void TestPanelsDiagnostics::rowsMatchBruteForce()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, expectErrors);
    const Bytes bytes = bytesOf(data);
    const ScanResult scanned = scan(bytes);
    const std::vector<Expected> expected = bruteForce(bytes);
    QCOMPARE(!expected.empty(), expectErrors);

    DiagnosticsModel model;
    model.setDocument(bytes, &scanned.index);
    QCOMPARE(model.columnCount(), 4);
    QCOMPARE(static_cast<std::size_t>(model.rowCount()), expected.size());
    QCOMPARE(model.matchingCount(), static_cast<Offset>(expected.size()));

    // Rows in a scattered order, so that the block cache is both hit and missed.
    std::vector<std::size_t> order(expected.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = (i * 7919) % order.size();
    for (const std::size_t r : order) {
        const Expected &e = expected[r];
        const int row = static_cast<int>(r);
        const QString where = QStringLiteral("row %1 offset %2").arg(row).arg(e.item.offset);
        QCOMPARE(model
                     .data(model.index(row, DiagnosticsModel::OffsetColumn),
                           DiagnosticsModel::OffsetRole)
                     .toULongLong(),
                 e.item.offset);
        QCOMPARE(model.data(model.index(row, DiagnosticsModel::OffsetColumn)).toString(),
                 QStringLiteral("0x") + QString::number(e.item.offset, 16));
        QCOMPARE(model.data(model.index(row, DiagnosticsModel::KindColumn)).toString(),
                 QString::fromLatin1(name(e.item.kind).data()));
        QCOMPARE(model.data(model.index(row, DiagnosticsModel::LineColumnColumn)).toString(),
                 QStringLiteral("%1:%2").arg(e.position.line).arg(e.position.column));
        QCOMPARE(model.data(model.index(row, DiagnosticsModel::MessageColumn)).toString(),
                 QString::fromStdString(describe(bytes, e.item)));
        QVERIFY2(model.diagnostic(r).has_value() && model.diagnostic(r)->length == e.item.length,
                 qPrintable(where));
    }
    QVERIFY(!model.data(model.index(model.rowCount(), 0)).isValid());
    QVERIFY(!model.diagnostic(expected.size()).has_value());
}

void TestPanelsDiagnostics::kindFilter_data()
{
    addBuffers();
}

void TestPanelsDiagnostics::kindFilter()
{
    QFETCH(QByteArray, data);
    const Bytes bytes = bytesOf(data);
    const ScanResult scanned = scan(bytes);
    const std::vector<Expected> all = bruteForce(bytes);

    DiagnosticsModel model;
    model.setDocument(bytes, &scanned.index);
    Offset sum = 0;
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        std::vector<Offset> offsets;
        for (const Expected &e : all)
            if (e.item.kind == kind)
                offsets.push_back(e.item.offset);
        model.setKindFilter(kind);
        QCOMPARE(model.kindFilter(), std::optional<ErrorKind>(kind));
        QCOMPARE(static_cast<std::size_t>(model.rowCount()), offsets.size());
        QCOMPARE(model.countOf(kind), static_cast<Offset>(offsets.size()));
        for (std::size_t r = offsets.size(); r-- > 0;) { // backwards: the cache sees a new order
            const QModelIndex index =
                model.index(static_cast<int>(r), DiagnosticsModel::KindColumn);
            QCOMPARE(index.data(DiagnosticsModel::OffsetRole).toULongLong(), offsets[r]);
            QCOMPARE(index.data(DiagnosticsModel::KindRole).toInt(), k);
        }
        sum += offsets.size();
    }
    QCOMPARE(sum, static_cast<Offset>(all.size()));
    model.setKindFilter(std::nullopt);
    QCOMPARE(static_cast<std::size_t>(model.rowCount()), all.size());
}

void TestPanelsDiagnostics::diagnosticAtOrAfter_data()
{
    addBuffers();
}

void TestPanelsDiagnostics::diagnosticAtOrAfter()
{
    QFETCH(QByteArray, data);
    const Bytes bytes = bytesOf(data);
    const ScanResult scanned = scan(bytes);
    const std::vector<Expected> all = bruteForce(bytes);
    DiagnosticsModel model;
    model.setDocument(bytes, &scanned.index);
    QRandomGenerator rng(5);
    for (int i = 0; i < 300; ++i) {
        const Offset offset =
            data.isEmpty() ? 0 : rng.bounded(static_cast<quint32>(data.size()) + 1);
        const auto it = std::find_if(all.begin(), all.end(),
                                     [&](const Expected &e) { return e.item.offset >= offset; });
        QCOMPARE(model.diagnosticAtOrAfter(offset), static_cast<Offset>(it - all.begin()));
    }
}

void TestPanelsDiagnostics::activation_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<bool>("byKeyboard");
    QTest::newRow("first row, Return") << 0 << true;
    QTest::newRow("row 5, double click") << 5 << false;
    QTest::newRow("row 40, Return") << 40 << true;
}

void TestPanelsDiagnostics::activation()
{
    QFETCH(int, row);
    QFETCH(bool, byKeyboard);
    const QByteArray data = textWithErrors(3, 9);
    const Bytes bytes = bytesOf(data);
    const ScanResult scanned = scan(bytes);
    const std::vector<Expected> all = bruteForce(bytes);
    QVERIFY(all.size() > 40);

    DocumentModel document;

    DiagnosticsPanel panel(&document);
    panel.resize(700, 400);
    document.setBytes(data);
    QTRY_VERIFY_WITH_TIMEOUT(document.index() != nullptr, 20000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy spy(&panel, &DiagnosticsPanel::activated);

    QTableView *view = panel.view();
    const QModelIndex index = panel.model()->index(row, DiagnosticsModel::MessageColumn);
    view->scrollTo(index);
    if (byKeyboard) {
        view->setFocus();
        view->setCurrentIndex(index);
        QTest::keyClick(view, Qt::Key_Return);
    } else {
        const QPoint centre = view->visualRect(index).center();
        // A double click as the platform delivers it: press, release, press, double click, release.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, centre);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
    }
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().value<Offset>(), all[static_cast<std::size_t>(row)].item.offset);

    // showOffset selects the diagnostic at or after an offset, without activating it.
    panel.showOffset(all[7].item.offset);
    QCOMPARE(view->currentIndex().row(), 7);
    panel.showOffset(all[7].item.offset + 1);
    QCOMPARE(view->currentIndex().row(), 8);
    QCOMPARE(spy.count(), 1);
}

void TestPanelsDiagnostics::comboFiltersView()
{
    const QByteArray data = textWithErrors(4, 3);
    const Bytes bytes = bytesOf(data);
    const ScanResult scanned = scan(bytes);
    const std::vector<Expected> all = bruteForce(bytes);

    DocumentModel document;

    DiagnosticsPanel panel(&document);
    document.setBytes(data);
    QTRY_VERIFY_WITH_TIMEOUT(document.index() != nullptr, 20000);
    QComboBox *combo = panel.kindCombo();
    QCOMPARE(combo->currentIndex(), 0);
    QVERIFY(combo->currentText().contains(QLocale().toString(static_cast<qulonglong>(all.size()))));
    // "All errors" plus one entry per kind present, then the notices' entries.
    QSet<int> present;
    for (const Expected &e : all)
        present.insert(static_cast<int>(e.item.kind));
    int errorEntries = 0;
    for (int i = 0; i < combo->count(); ++i)
        errorEntries += !choiceAt(combo, i).showsNotices();
    QCOMPARE(errorEntries, present.size() + 1);

    for (int i = 1; i < errorEntries; ++i) {
        combo->setCurrentIndex(i);
        QCOMPARE(choiceAt(combo, i).scope, ui::DiagnosticsChoice::Scope::ErrorKind);
        const ErrorKind kind = choiceAt(combo, i).errorKind;
        QVERIFY(combo->currentText().startsWith(QString::fromLatin1(name(kind).data())));
        const auto n = std::count_if(all.begin(), all.end(),
                                     [&](const Expected &e) { return e.item.kind == kind; });
        QCOMPARE(panel.view()->model()->rowCount(), static_cast<int>(n));
        QCOMPARE(panel.view()->model()->index(0, DiagnosticsModel::KindColumn).data().toString(),
                 QString::fromLatin1(name(kind).data()));
    }
    // A new document keeps the chosen kind when it is still present.
    const QString chosen = combo->currentData().toString();
    document.setBytes(data);
    QTRY_VERIFY_WITH_TIMEOUT(document.index() != nullptr, 20000);
    QCOMPARE(combo->currentData().toString(), chosen);
    document.setBytes({});
    QCOMPARE(combo->count(), 1);
    QCOMPARE(panel.view()->model()->rowCount(), 0);
}

void TestPanelsDiagnostics::longRun()
{
    // A 3 MiB run of continuation bytes: its row is shown without decoding all of it, and the
    // column of the group after it still counts every byte of the run.
    const QByteArray data = QByteArray("ab") + QByteArray(qsizetype(3) << 20, '\x80') + "\xC0";
    const Bytes bytes = bytesOf(data);
    const ScanResult scanned = scan(bytes);
    const std::vector<Expected> all = bruteForce(bytes);
    QCOMPARE(all.size(), std::size_t{2});
    DiagnosticsModel model;
    model.setDocument(bytes, &scanned.index);
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex run = model.index(0, DiagnosticsModel::MessageColumn);
    QCOMPARE(run.data(DiagnosticsModel::OffsetRole).toULongLong(), Offset{2});
    QCOMPARE(model.index(0, DiagnosticsModel::KindColumn).data().toString(),
             QStringLiteral("unexpected-continuation"));
    QVERIFY2(run.data().toString().contains(QLocale().toString(1048576)),
             qPrintable(run.data().toString()));
    QCOMPARE(model.index(1, DiagnosticsModel::OffsetColumn)
                 .data(DiagnosticsModel::OffsetRole)
                 .toULongLong(),
             all[1].item.offset);
    QCOMPARE(model.index(1, DiagnosticsModel::LineColumnColumn).data().toString(),
             QStringLiteral("%1:%2").arg(all[1].position.line).arg(all[1].position.column));
    QCOMPARE(model.index(1, DiagnosticsModel::MessageColumn).data().toString(),
             QString::fromStdString(describe(bytes, all[1].item)));
}

void TestPanelsDiagnostics::millionsOfRows_data()
{
    QTest::addColumn<int>("kibibytes");
    QTest::newRow("4 MiB of FF: 4 Mi diagnostics, listed in windows") << 4096;
    QTest::newRow("512 KiB of FF: 512 Ki diagnostics, one window") << 512;
}

void TestPanelsDiagnostics::millionsOfRows()
{
    QFETCH(int, kibibytes);
    const QByteArray data(qsizetype(kibibytes) << 10, '\xFF');
    const Bytes bytes = bytesOf(data);
    const ScanResult scanned = scan(bytes);
    const Offset total =
        bytes.size(); // every FF is a group of its own, at the offset of its number

    DocumentModel document;

    DiagnosticsPanel panel(&document);
    panel.resize(600, 300);
    document.setBytes(data);
    QTRY_VERIFY_WITH_TIMEOUT(document.index() != nullptr, 20000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    DiagnosticsModel *model = panel.model();
    QTableView *view = panel.view();
    auto *summary = panel.findChild<QLabel *>(QStringLiteral("summary"));
    auto *later = panel.findChild<QToolButton *>(QStringLiteral("later"));
    auto *earlier = panel.findChild<QToolButton *>(QStringLiteral("earlier"));
    QVERIFY(summary && later && earlier);

    QCOMPARE(model->matchingCount(), total);
    const bool windowed = total > DiagnosticsModel::kWindowRows;
    QCOMPARE(static_cast<Offset>(model->rowCount()),
             std::min(total, DiagnosticsModel::kWindowRows));
    QCOMPARE(later->isVisibleTo(&panel), windowed);
    QCOMPARE(summary->text().isEmpty(), !windowed);

    const Offset probes[] = {0, 1, 65535, 65536, total / 3, total / 2 + 12345, total - 1};
    for (const Offset n : probes) {
        QCOMPARE(model->diagnostic(n)->offset, n);
        QCOMPARE(model->diagnosticAtOrAfter(n), n);
    }
    QCOMPARE(model->diagnosticAtOrAfter(total), total);

    // Showing an offset moves the window there and selects its row.
    for (const Offset n : {total - 1, total * 3 / 4, Offset{10}, total / 2}) {
        panel.showOffset(n);
        const int row = view->currentIndex().row();
        QCOMPARE(row, model->rowOf(n));
        QVERIFY(row >= 0);
        QCOMPARE(view->currentIndex().data(DiagnosticsModel::OffsetRole).toULongLong(), n);
        QCOMPARE(model->index(row, DiagnosticsModel::LineColumnColumn).data().toString(),
                 QStringLiteral("1:%1").arg(n + 1));
        const QRect rect = view->visualRect(view->currentIndex());
        QVERIFY(view->viewport()->rect().intersects(rect));
        QCOMPARE(view->indexAt(rect.center()).row(), row);
    }

    // Paging through the windows reaches the last diagnostic and comes back to the first.
    int pages = 0;
    while (later->isEnabled() && pages < 100) {
        const Offset before = model->windowStart();
        later->click();
        QVERIFY(model->windowStart() > before);
        ++pages;
    }
    QCOMPARE(model->windowStart() + static_cast<Offset>(model->rowCount()), total);
    QCOMPARE(
        model->index(model->rowCount() - 1, 0).data(DiagnosticsModel::OffsetRole).toULongLong(),
        total - 1);
    while (earlier->isEnabled() && pages-- > -100)
        earlier->click();
    QCOMPARE(model->windowStart(), Offset{0});
    QCOMPARE(model->index(0, 0).data(DiagnosticsModel::OffsetRole).toULongLong(), Offset{0});
}

QTEST_MAIN(TestPanelsDiagnostics)
#include "tst_panels_diagnostics.moc"
