// The diagnostics list with notices: once the scan is done, the deceptive-text findings and the
// other notices are listed in the background; the filter offers errors, deceptive text, other
// notices and each kind, each showing exactly its rows (compared with the charsets library's
// analyser and the codec's character notices); activating a row selects its characters; the
// status bar counts the deceptive characters.
#include "diagnostics_model.h"
#include "diagnostics_panel.h"
#include "document_model.h"
#include "main_window.h"
#include "notice_listing.h"
#include "notices_model.h"
#include "released_ranges.h"
#include "temp_file.h"

#include <u8i/charsets/deceptive/deceptive_text.h>
#include <u8i/scan/scan.h>

#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace u8i;
using u8i::ui::DiagnosticsPanel;
using u8i::ui::DocumentModel;
using u8i::ui::MainWindow;
using u8i::ui::NoticesModel;

namespace {

// Deceptive text in several forms and other notices (a control, a BOM-like U+FEFF), written for
// this test: a look-alike identifier, an open override, zero-width spaces, a no-break space.
QByteArray sample()
{
    return QStringLiteral("const sayНello = 1;\n"
                          "/* \u202E } if (admin) { */\n"
                          "let x\u200B\u200B = \"a\u00A0b\"; \u0001 \uFEFF\n"
                          "Привет world, 👨‍👩‍👧 می‌خواهم\n")
        .toUtf8();
}

int comboIndexOf(QComboBox *combo, const u8i::ui::DiagnosticsChoice &choice)
{
    return combo->findData(choice.key());
}

} // namespace

class TestPanelsNotices : public QObject {
    Q_OBJECT

  private slots:
    void listingGivesBackWhatItRead();
    void filterShowsEachGroupAndKind_data()
    {
        QTest::addColumn<QString>("entry");     // the entry's DiagnosticsChoice key
        QTest::addColumn<QStringList>("kinds"); // the Notice column of the rows, in order
        QTest::newRow("deceptive text")
            << ui::DiagnosticsChoice::notices(KindCategory::Deceptive).key()
            << QStringList{"confusable", "bidi-control", "bidi-unterminated", "invisible ×2",
                           "nonstandard-space"};
        QTest::newRow("other notices") << ui::DiagnosticsChoice::notices(KindCategory::Other).key()
                                       << QStringList{"control", "zwnbsp"};
        QTest::newRow("one kind: invisible")
            << ui::DiagnosticsChoice::of(NoticeKind::Invisible).key()
            << QStringList{"invisible ×2"};
        QTest::newRow("one kind: bidi-unterminated")
            << ui::DiagnosticsChoice::of(NoticeKind::BidiUnterminated).key()
            << QStringList{"bidi-unterminated"};
        QTest::newRow("one kind: confusable")
            << ui::DiagnosticsChoice::of(NoticeKind::Confusable).key() << QStringList{"confusable"};
    }
    void filterShowsEachGroupAndKind()
    {
        QFETCH(QString, entry);
        QFETCH(QStringList, kinds);
        DocumentModel document;
        DiagnosticsPanel panel(&document);
        QSignalSpy listed(&panel, &DiagnosticsPanel::noticesListed);
        document.setBytes(sample());
        QTRY_VERIFY_WITH_TIMEOUT(panel.noticesModel()->listing().deceptiveCharacters() > 0, 20000);

        QComboBox *combo = panel.kindCombo();
        const int i = combo->findData(entry);
        QVERIFY2(i >= 0, "the filter offers the entry");
        // Choose it with the keyboard, as a user would: focus the combo, move down to it.
        combo->setFocus();
        combo->setCurrentIndex(0);
        for (int k = 0; k < i; ++k)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentIndex(), i);
        QAbstractItemModel *model = panel.view()->model();
        QCOMPARE(model, static_cast<QAbstractItemModel *>(panel.noticesModel()));
        QStringList shown;
        for (int r = 0; r < model->rowCount(); ++r)
            shown << model->index(r, ui::DiagnosticsModel::KindColumn).data().toString();
        QCOMPARE(shown, kinds);
        // The entry counts what the list shows (issue 27: "Deceptive text (9)" over 11 rows).
        const QString label = combo->currentText();
        QVERIFY2(label.endsWith(QStringLiteral("(%1)").arg(model->rowCount())), qPrintable(label));
        // Back to the errors: the diagnostics model again.
        combo->setCurrentIndex(0);
        QCOMPARE(panel.view()->model(), static_cast<QAbstractItemModel *>(panel.model()));
    }

    void deceptiveRowsAreTheAnalysersFindings()
    {
        const QByteArray data = sample();
        const auto findings = charsets::findDeceptiveText(
            Bytes(reinterpret_cast<const std::uint8_t *>(data.constData()),
                  static_cast<std::size_t>(data.size())));
        DocumentModel document;
        DiagnosticsPanel panel(&document);
        document.setBytes(data);
        QTRY_VERIFY_WITH_TIMEOUT(panel.noticesModel()->listing().deceptiveCharacters() > 0, 20000);
        QComboBox *combo = panel.kindCombo();
        combo->setCurrentIndex(
            comboIndexOf(combo, u8i::ui::DiagnosticsChoice::notices(KindCategory::Deceptive)));
        QAbstractItemModel *model = panel.view()->model();
        QCOMPARE(model->rowCount(), int(findings.size()));
        for (int r = 0; r < model->rowCount(); ++r) {
            const auto &f = findings[std::size_t(r)];
            QCOMPARE(model->index(r, 0).data(NoticesModel::OffsetRole).toULongLong(), f.offset);
            QCOMPARE(model->index(r, ui::DiagnosticsModel::MessageColumn).data().toString(),
                     QString::fromStdString(f.message));
            QCOMPARE(model->index(r, ui::DiagnosticsModel::LineColumnColumn).data().toString(),
                     QStringLiteral("%1:%2").arg(f.at.line).arg(f.at.column));
        }
    }

    void activatingARowSelectsItsCharacters()
    {
        DocumentModel document;
        DiagnosticsPanel panel(&document);
        panel.resize(800, 300);
        panel.show();
        document.setBytes(sample());
        QTRY_VERIFY_WITH_TIMEOUT(panel.noticesModel()->listing().deceptiveCharacters() > 0, 20000);
        QComboBox *combo = panel.kindCombo();
        combo->setCurrentIndex(
            comboIndexOf(combo, u8i::ui::DiagnosticsChoice::of(NoticeKind::Invisible)));
        QSignalSpy activated(&panel, &DiagnosticsPanel::activated);
        QTableView *view = panel.view();
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        const Offset at = QByteArray(sample()).indexOf("\xE2\x80\x8B");
        QCOMPARE(document.selectionBegin(), at);
        QCOMPARE(document.selectionEnd(), at + 6); // both zero-width spaces of the run
    }

    void statusBarCountsDeceptiveCharacters()
    {
        QTemporaryDir dir;
        const QString path = testing::writeTempFile(dir, QStringLiteral("deceptive.js"), sample());
        MainWindow w;
        w.resize(1000, 600);
        w.show();
        QVERIFY(w.openFile(path));
        // confusable 1, bidi-control 1 (also unterminated: counted once), invisible 2,
        // nonstandard-space 1
        QTRY_COMPARE_WITH_TIMEOUT(w.verdict().section(QStringLiteral(" · "), 2),
                                  QStringLiteral("5 deceptive characters"), 20000);
        QVERIFY(w.verdict().startsWith(QStringLiteral("valid UTF-8 · ")));
    }
};

// The listing reads the data twice (the character notices, the deceptive-text pass); each pass
// tells the caller each range it is done with, in order and without a gap, so a mapped file's
// pages can be given back behind it.
void TestPanelsNotices::listingGivesBackWhatItRead()
{
    QByteArray text;
    while (text.size() < 3 * (1 << 20) + 123)
        text += sample();
    const Bytes data(reinterpret_cast<const std::uint8_t *>(text.constData()),
                     static_cast<std::size_t>(text.size()));
    const ScanResult scanned = scan(data);
    std::atomic<bool> cancel{false};
    std::atomic<Offset> done{0};
    testing::ReleasedRanges released;
    const ui::NoticeListing listing =
        ui::listNotices(data, scanned.index, cancel, done, [&released](Offset begin, Offset end) {
            released.emplace_back(begin, end);
        });
    QVERIFY(listing.deceptiveCharacters() > 0);
    // Two passes (the character notices, then deceptive text), each from the start to the end.
    const auto second = std::find_if(released.begin() + 1, released.end(),
                                     [](const auto &range) { return range.first == 0; });
    QVERIFY(second != released.end());
    const testing::ReleasedRanges first(released.begin(), second);
    const testing::ReleasedRanges deceptive(second, released.end());
    QVERIFY(first.size() > 1 && deceptive.size() > 1);
    QVERIFY(testing::coverInOrder(first, Offset(data.size())));
    QVERIFY(testing::coverInOrder(deceptive, Offset(data.size())));
}

QTEST_MAIN(TestPanelsNotices)
#include "tst_panels_notices.moc"
