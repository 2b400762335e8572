// HexView painting: the background of each byte cell, read back from the grabbed widget, is the
// theme's colour for the byte's role (ASCII none, multi-byte units one fill, ill-formed bytes
// another, the selection over any role).
#include "document_model.h"
#include "hex_view.h"
#include "role_colors.h"

#include <u8i/utf8/annotate.h>

#include <QImage>
#include <QMap>
#include <QScrollBar>
#include <QTest>

#include <array>
#include <set>
#include <vector>

using u8i::ByteRole;
using u8i::Offset;
using u8i::ui::DocumentModel;
using u8i::ui::HexView;
using u8i::ui::RoleColors;

namespace {

// The small document, 16 bytes on one row: every role, several ways.
//   0 'A'  1 01  2-3 C3 A9  4-7 F0 9F 90 9A  8 FF  9-10 C0 AF  11-12 E2 82  13 'x'  14 'B'  15 'C'
const std::array<std::uint8_t, 16> kDocument = {'A',  0x01, 0xC3, 0xA9, 0xF0, 0x9F, 0x90, 0x9A,
                                                0xFF, 0xC0, 0xAF, 0xE2, 0x82, 'x',  'B',  'C'};
constexpr Offset kSelectionBegin = 14; // 'B' is selected
constexpr Offset kSelectionEnd = 15;

// Which colour of the theme a cell's background should be.
enum class Fill { Base, Unit, Invalid, Selection };

struct Cell {
    const char *name;
    Offset offset;
    ByteRole role;
    Fill fill;
};

const Cell kCells[] = {
    {"ascii letter", 0, ByteRole::Ascii, Fill::Base},
    {"ascii control", 1, ByteRole::Ascii, Fill::Base},
    {"lead of a 2-byte sequence", 2, ByteRole::Lead, Fill::Unit},
    {"continuation of a 2-byte sequence", 3, ByteRole::Continuation, Fill::Unit},
    {"lead of a 4-byte sequence", 4, ByteRole::Lead, Fill::Unit},
    {"inner continuation of a 4-byte sequence", 5, ByteRole::Continuation, Fill::Unit},
    {"last continuation of a 4-byte sequence", 7, ByteRole::Continuation, Fill::Unit},
    {"invalid byte FF", 8, ByteRole::Invalid, Fill::Invalid},
    {"overlong lead C0", 9, ByteRole::Invalid, Fill::Invalid},
    {"continuation of an overlong form", 10, ByteRole::Invalid, Fill::Invalid},
    {"lead of a truncated sequence", 11, ByteRole::Invalid, Fill::Invalid},
    {"continuation of a truncated sequence", 12, ByteRole::Invalid, Fill::Invalid},
    {"ascii after a truncated sequence", 13, ByteRole::Ascii, Fill::Base},
    {"selected ascii", 14, ByteRole::Ascii, Fill::Selection},
    {"ascii after the selection", 15, ByteRole::Ascii, Fill::Base},
};

QColor colourOf(Fill fill, const RoleColors &colors, const QPalette &palette)
{
    switch (fill) {
    case Fill::Base: return palette.color(QPalette::Base);
    case Fill::Unit: return colors.unitFill;
    case Fill::Invalid: return colors.invalidFill;
    case Fill::Selection: return colors.selectionFill;
    }
    return {};
}

// The most frequent colour inside `rect` (device-independent pixels) of `image`: the cell's
// background, whatever the digits, brackets and outlines drawn over it.
QRgb dominantColour(const QImage &image, const QRect &rect)
{
    const qreal ratio = image.devicePixelRatio();
    const QRect pixels(QPoint(qRound(rect.left() * ratio), qRound(rect.top() * ratio)),
                       QPoint(qRound(rect.right() * ratio), qRound(rect.bottom() * ratio)));
    QMap<QRgb, int> counts;
    for (int y = pixels.top(); y <= pixels.bottom(); ++y)
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            ++counts[image.pixel(x, y)];
    QRgb best = 0;
    int bestCount = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > bestCount) {
            best = it.key();
            bestCount = it.value();
        }
    return best;
}

} // namespace

class TestHexViewPainting : public QObject {
    Q_OBJECT

  private slots:
    void tableCoversEveryRole()
    {
        std::set<ByteRole> roles;
        for (const Cell &cell : kCells)
            roles.insert(cell.role);
        QCOMPARE(roles.size(), std::size_t{4}); // Ascii, Lead, Continuation, Invalid
    }

    void themeFillsDiffer()
    {
        DocumentModel model;
        const HexView view(&model);
        const RoleColors colors = RoleColors::fromPalette(view.palette());
        std::set<QRgb> fills;
        for (const Fill fill : {Fill::Base, Fill::Unit, Fill::Invalid, Fill::Selection})
            fills.insert(colourOf(fill, colors, view.palette()).rgb());
        QCOMPARE(fills.size(), std::size_t{4}); // else a wrong fill could pass for a right one
    }

    void cellBackground_data()
    {
        QTest::addColumn<qulonglong>("offset");
        QTest::addColumn<int>("role");
        QTest::addColumn<int>("fill");
        for (const Cell &cell : kCells)
            QTest::newRow(cell.name) << qulonglong(cell.offset) << int(cell.role) << int(cell.fill);
    }

    void cellBackground()
    {
        QFETCH(qulonglong, offset);
        QFETCH(int, role);
        QFETCH(int, fill);
        const u8i::Bytes bytes(kDocument.data(), kDocument.size());
        QCOMPARE(int(u8i::annotate(bytes, 0, bytes.size()).at(offset).role), role);

        DocumentModel model;
        HexView view(&model);
        view.resize(900, 200);
        model.setBytes(
            QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size())));
        view.select(kSelectionBegin, kSelectionEnd);
        const QImage image = view.grab().toImage();
        QVERIFY(!image.isNull());

        // The cell in the grabbed widget, without its edges: role fills leave a quarter of a
        // character free each side, and brackets and outlines are drawn along the edges.
        const QRect inViewport = view.cellRect(offset);
        QVERIFY(!inViewport.isEmpty());
        const QRect cell = inViewport.translated(view.viewport()->geometry().topLeft());
        const QRgb expected = colourOf(static_cast<Fill>(fill),
                                       RoleColors::fromPalette(view.palette()), view.palette())
                                  .rgb();
        const int inset = cell.width() / 3 / 4 + 1; // a cell is 3 characters wide
        const QRgb got = dominantColour(image, cell.adjusted(inset, 3, -inset, -3));
        if (got != expected)
            qWarning("cell %llu %d,%d %dx%d: got #%06x, expected #%06x", offset, cell.x(), cell.y(),
                     cell.width(), cell.height(), got & 0xFFFFFF, expected & 0xFFFFFF);
        QCOMPARE(got, expected);
    }
};

QTEST_MAIN(TestHexViewPainting)
#include "tst_hex_view_painting.moc"
