// HexView: caret keys, selection, mouse, scrollbar mapping on a 100 GB sparse file, tooltips.
#include "byte_description.h"
#include "byte_source.h"
#include "ci_skip.h"
#include "document_model.h"
#include "hex_view.h"
#include "scroll_mapping.h"

#include <QFile>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using u8i::Offset;
using u8i::ui::DocumentModel;
using u8i::ui::HexView;

class TestHexView : public QObject {
    Q_OBJECT

  private:
    std::vector<std::uint8_t> m_bytes;

    u8i::Bytes bytes() const { return {m_bytes.data(), m_bytes.size()}; }
    QByteArray bytesArray() const
    {
        return {reinterpret_cast<const char *>(m_bytes.data()), qsizetype(m_bytes.size())};
    }

  private slots:
    void initTestCase()
    {
        m_bytes.resize(1000);
        for (std::size_t i = 0; i < m_bytes.size(); ++i)
            m_bytes[i] = static_cast<std::uint8_t>('a' + i % 26);
    }

    void caretKeys_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<qulonglong>("start");
        QTest::addColumn<qulonglong>("expected"); // + pages * bytes per page
        QTest::addColumn<int>("pages");
        QTest::addColumn<qulonglong>("selBegin"); // selection after the key, half-open
        QTest::addColumn<qulonglong>("selEnd");
        const int none = Qt::NoModifier;
        const int shift = Qt::ShiftModifier;
        const int ctrl = Qt::ControlModifier;
        QTest::newRow("right") << int(Qt::Key_Right) << none << 5ull << 6ull << 0 << 6ull << 6ull;
        QTest::newRow("left") << int(Qt::Key_Left) << none << 5ull << 4ull << 0 << 4ull << 4ull;
        QTest::newRow("left at start stays")
            << int(Qt::Key_Left) << none << 0ull << 0ull << 0 << 0ull << 0ull;
        QTest::newRow("right at end stays")
            << int(Qt::Key_Right) << none << 999ull << 999ull << 0 << 999ull << 999ull;
        QTest::newRow("down") << int(Qt::Key_Down) << none << 5ull << 21ull << 0 << 21ull << 21ull;
        QTest::newRow("up") << int(Qt::Key_Up) << none << 21ull << 5ull << 0 << 5ull << 5ull;
        QTest::newRow("up in first row stays")
            << int(Qt::Key_Up) << none << 5ull << 5ull << 0 << 5ull << 5ull;
        QTest::newRow("down in last row stays")
            << int(Qt::Key_Down) << none << 995ull << 995ull << 0 << 995ull << 995ull;
        QTest::newRow("page down")
            << int(Qt::Key_PageDown) << none << 3ull << 3ull << 1 << 0ull << 0ull;
        QTest::newRow("page up in first page goes to 0")
            << int(Qt::Key_PageUp) << none << 3ull << 0ull << 0 << 0ull << 0ull;
        QTest::newRow("home") << int(Qt::Key_Home) << none << 37ull << 32ull << 0 << 32ull << 32ull;
        QTest::newRow("end") << int(Qt::Key_End) << none << 37ull << 47ull << 0 << 47ull << 47ull;
        QTest::newRow("end of last row")
            << int(Qt::Key_End) << none << 993ull << 999ull << 0 << 999ull << 999ull;
        QTest::newRow("ctrl+home")
            << int(Qt::Key_Home) << ctrl << 500ull << 0ull << 0 << 0ull << 0ull;
        QTest::newRow("ctrl+end") << int(Qt::Key_End) << ctrl << 5ull << 999ull << 0 << 999ull
                                  << 999ull;
        QTest::newRow("shift+right selects two")
            << int(Qt::Key_Right) << shift << 5ull << 6ull << 0 << 5ull << 7ull;
        QTest::newRow("shift+left selects two")
            << int(Qt::Key_Left) << shift << 5ull << 4ull << 0 << 4ull << 6ull;
        QTest::newRow("shift+down selects a row")
            << int(Qt::Key_Down) << shift << 5ull << 21ull << 0 << 5ull << 22ull;
        QTest::newRow("shift+ctrl+end to the end")
            << int(Qt::Key_End) << (shift | ctrl) << 990ull << 999ull << 0 << 990ull << 1000ull;
    }

    void caretKeys()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(qulonglong, start);
        QFETCH(qulonglong, expected);
        QFETCH(int, pages);
        QFETCH(qulonglong, selBegin);
        QFETCH(qulonglong, selEnd);
        DocumentModel model;
        HexView view(&model);
        view.resize(700, 300);
        view.setBytesPerRow(16);
        model.setBytes(bytesArray());
        view.setCaret(start);
        QCOMPARE(view.caret(), Offset(start));
        const Offset page = Offset(view.visibleRowCount()) * 16;
        QSignalSpy caretSpy(&model, &DocumentModel::caretChanged);
        QTest::keyClick(&view, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        const Offset want = expected + Offset(pages) * page;
        QCOMPARE(view.caret(), want);
        QCOMPARE(caretSpy.count(), want == start ? 0 : 1);
        if (pages == 0) {
            QCOMPARE(view.selectionBegin(), Offset(selBegin));
            QCOMPARE(view.selectionEnd(), Offset(selEnd));
        } else {
            QVERIFY(!view.hasSelection());
        }
        // The caret is always on screen.
        QVERIFY(view.caret() / 16 >= view.topRow());
        QVERIFY(view.caret() / 16 < view.topRow() + Offset(view.visibleRowCount()));
    }

    void pageUpMovesBack()
    {
        DocumentModel model;
        HexView view(&model);
        view.resize(700, 300);
        model.setBytes(bytesArray());
        const Offset page = Offset(view.visibleRowCount()) * 16;
        view.setCaret(3 + 2 * page);
        QTest::keyClick(&view, Qt::Key_PageUp);
        QCOMPARE(view.caret(), 3 + page);
    }

    void mouseSelection()
    {
        DocumentModel model;
        HexView view(&model);
        view.resize(700, 300);
        model.setBytes(bytesArray());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPoint from = view.cellRect(5).center();
        const QPoint to = view.cellRect(20).center();
        QVERIFY(view.cellRect(5).isValid());
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, view.viewport()->mapToGlobal(to), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &move);
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(view.selectionBegin(), Offset(5));
        QCOMPARE(view.selectionEnd(), Offset(21));
        // Shift+click extends from the anchor.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::ShiftModifier,
                          view.cellRect(40).center());
        QCOMPARE(view.selectionBegin(), Offset(5));
        QCOMPARE(view.selectionEnd(), Offset(41));
        // A plain click drops the selection.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.cellRect(2).center());
        QVERIFY(!view.hasSelection());
        QCOMPARE(view.caret(), Offset(2));
    }

    // The chosen bytes per row, in a view as wide as they need or narrower: a narrower view shows
    // half as many per row (Okteta's rows follow the width too), never a row cut behind a scroll
    // bar (issue 27: four of sixteen characters at 800 × 600).
    void bytesPerRowAndOffsetBase_data()
    {
        QTest::addColumn<int>("perRow");
        QTest::addColumn<int>("widthPercent"); // of the width the chosen rows need
        QTest::addColumn<int>("shown");
        QTest::addColumn<qulonglong>("rows");
        QTest::newRow("8 per row") << 8 << 100 << 8 << 125ull;
        QTest::newRow("16 per row") << 16 << 100 << 16 << 63ull;
        QTest::newRow("32 per row") << 32 << 100 << 32 << 32ull;
        QTest::newRow("32 per row, narrower: 16") << 32 << 75 << 16 << 63ull;
        QTest::newRow("16 per row, narrower: 8") << 16 << 75 << 8 << 125ull;
        QTest::newRow("8 per row, narrower: 4") << 8 << 75 << 4 << 250ull;
        QTest::newRow("16 per row, very narrow: 4") << 16 << 45 << 4 << 250ull;
    }

    void bytesPerRowAndOffsetBase()
    {
        QFETCH(int, perRow);
        QFETCH(int, widthPercent);
        QFETCH(int, shown);
        QFETCH(qulonglong, rows);
        DocumentModel model;
        HexView view(&model);
        model.setBytes(bytesArray());
        view.setBytesPerRow(perRow);
        view.resize(view.sizeHint().width() * widthPercent / 100, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.bytesPerRow(), perRow);
        QCOMPARE(view.shownBytesPerRow(), shown);
        QCOMPARE(view.rowCount(), Offset(rows));
        // The whole row is in sight, its characters too: nothing to scroll sideways.
        QCOMPARE(view.horizontalScrollBar()->maximum(), 0);
        QVERIFY(view.characterRect(Offset(shown - 1)).right() < view.viewport()->width());
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(view.caret(), Offset(shown));
        // Wide again: the chosen count.
        view.resize(view.sizeHint());
        QTRY_COMPARE(view.shownBytesPerRow(), perRow);
    }

    void hugeSparseFileScrollbar()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("huge.bin");
        const Offset size = Offset{100} * 1000 * 1000 * 1000;
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (!f.resize(qint64(size)))
                U8I_SKIP_OUTSIDE_CI("this file system cannot make a 100 GB sparse file");
        }
        QString error;
        auto source = u8i::ui::ByteSource::openFile(path, error);
        QVERIFY2(source, qPrintable(error));
        DocumentModel model;
        HexView view(&model);
        view.resize(700, 400);
        model.setDocument(std::make_unique<u8i::ui::Document>(std::move(source))); // not scanned
        QScrollBar *bar = view.verticalScrollBar();
        QCOMPARE(view.rowCount(), size / 16);
        QVERIFY(view.rowCount() > (Offset{1} << 31));
        QVERIFY(bar->maximum() > 0);
        QVERIFY(bar->maximum() <= HexView::kMaxScrollValue);

        QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(view.caret(), size - 1);
        QCOMPARE(view.topRow(), view.maxTopRow());
        QCOMPARE(bar->value(), bar->maximum());

        bar->setValue(bar->maximum() / 2);
        const Offset half = view.maxTopRow() / 2;
        const Offset slack = view.maxTopRow() / Offset(HexView::kMaxScrollValue) + 1;
        QVERIFY(view.topRow() + slack >= half && view.topRow() <= half + slack);

        // One row down with the scrollbar's arrow moves exactly one row, even when scaled.
        const Offset before = view.topRow();
        bar->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCOMPARE(view.topRow(), before + 1);

        bar->setValue(0);
        QCOMPARE(view.topRow(), Offset(0));
        // Painting the last screen reads the last pages of the file.
        view.scrollToRow(view.maxTopRow());
        QVERIFY(!view.grab().isNull());
    }

    void scrollMapping_data()
    {
        QTest::addColumn<qulonglong>("rows");
        QTest::newRow("small") << 1000ull;
        QTest::newRow("just fits an int") << qulonglong(HexView::kMaxScrollValue);
        QTest::newRow("2^33 rows") << (1ull << 33);
        QTest::newRow("2^40 rows") << (1ull << 40);
    }

    void scrollMapping()
    {
        // The mapping is exact at both ends and monotonic, whatever the row count.
        QFETCH(qulonglong, rows);
        const u8i::ui::ScrollMapping mapping{Offset(rows) - 20}; // 20 rows on screen
        const Offset maxTop = mapping.maxTopRow;
        QCOMPARE(mapping.valueForRow(0), 0);
        QCOMPARE(mapping.rowForValue(0), Offset(0));
        QCOMPARE(mapping.rowForValue(mapping.maximum()), maxTop);
        QCOMPARE(mapping.valueForRow(maxTop), mapping.maximum());
        QVERIFY(mapping.maximum() <= HexView::kMaxScrollValue);
        int last = -1;
        for (Offset r = 0; r <= maxTop; r += maxTop / 97 + 1) {
            const int v = mapping.valueForRow(r);
            QVERIFY(v >= last);
            last = v;
            QVERIFY(mapping.rowForValue(v) + maxTop / Offset(HexView::kMaxScrollValue) + 1 >= r);
        }
    }

    void tooltipText_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<qulonglong>("offset");
        QTest::addColumn<QString>("part");
        QTest::newRow("ascii") << QByteArray("A") << 0ull << "ASCII U+0041";
        QTest::newRow("lead") << QByteArray("\xe2\x82\xac") << 0ull << "lead byte 1 of 3";
        QTest::newRow("continuation")
            << QByteArray("\xe2\x82\xac") << 2ull << "continuation byte 3 of 3";
        QTest::newRow("overlong") << QByteArray("\xc0\xaf") << 1ull << "ill-formed (overlong)";
        QTest::newRow("overlong message") << QByteArray("\xc0\xaf") << 0ull << "C0 AF";
        QTest::newRow("invalid byte") << QByteArray("a\xff") << 1ull << "ill-formed (invalid-byte)";
    }

    void tooltipText()
    {
        QFETCH(QByteArray, data);
        QFETCH(qulonglong, offset);
        QFETCH(QString, part);
        const u8i::Bytes b(reinterpret_cast<const std::uint8_t *>(data.constData()),
                           std::size_t(data.size()));
        const QString text = u8i::ui::describeByte(b, offset);
        QVERIFY2(text.contains(part), qPrintable(text));
    }

    void emptyData()
    {
        DocumentModel model;
        HexView view(&model);
        view.resize(500, 300);
        model.setBytes({});
        QCOMPARE(view.rowCount(), Offset(0));
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(view.caret(), Offset(0));
        QVERIFY(!view.grab().isNull());
    }

    void shrunkFileIsNotRead()
    {
        // A file that shrinks under the view: the view asks the model before it reads, and then
        // shows nothing instead of touching pages past the new end (SIGBUS).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shrinking"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write(QByteArray(1 << 16, 'a')) == (1 << 16));
        }
        QString error;
        auto source = u8i::ui::ByteSource::openFile(path, error);
        QVERIFY2(source, qPrintable(error));
        DocumentModel model;
        HexView view(&model);
        view.resize(500, 300);
        model.setDocument(std::make_unique<u8i::ui::Document>(std::move(source)));
        QCOMPARE(view.data().size(), std::size_t(1) << 16);
        QVERIFY(QFile::resize(path, 10));
        QVERIFY(!view.grab().isNull());
        QVERIFY(!model.checkAccess());
        QTRY_VERIFY(view.data().empty());
        QCOMPARE(view.rowCount(), Offset(0));
    }
};

QTEST_MAIN(TestHexView)
#include "tst_hex_view.moc"
