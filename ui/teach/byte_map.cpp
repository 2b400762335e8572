#include "byte_map.h"

#include "byte_map_legend.h"
#include "occurrences_panel.h"
#include "small_font.h"
#include "teach_colors.h"
#include "teach_text.h"

#include <u8i/utf8/utf8_rules.h>

#include <u8i/utf8/byte_facts.h>

#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QSplitter>
#include <QTextDocumentFragment>
#include <QToolTip>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <functional>
#include <optional>

namespace u8i::ui {

namespace {

const char *const kControlNames[] = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL",
                                     "BS",  "HT",  "LF",  "VT",  "FF",  "CR",  "SO",  "SI",
                                     "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB",
                                     "CAN", "EM",  "SUB", "ESC", "FS",  "GS",  "RS",  "US"};

// The legend's columns under the chart and beside it.
constexpr int kLegendColumnsBelow = 4;
constexpr int kLegendColumnsBeside = 2;

// Table 3-7 narrows the byte after this lead.
bool restrictedLead(quint8 v)
{
    const std::optional<SecondByteRange> second = secondByteRange(v);
    return second && second->narrowed();
}

// `font` at the size of `other`.
QFont withSizeOf(QFont font, const QFont &other)
{
    if (other.pointSizeF() > 0)
        font.setPointSizeF(other.pointSizeF());
    else
        font.setPixelSize(other.pixelSize());
    return font;
}

} // namespace

// The 17×17 grid: a header row and column of hex digits, then one cell per byte value.
class ByteMapChart : public QWidget {
  public:
    explicit ByteMapChart(QWidget *parent) : QWidget(parent)
    {
        setFocusPolicy(Qt::StrongFocus);
        setMouseTracking(true);
        setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        setAccessibleName(ByteMap::tr("Byte map"));
    }

    std::function<void(quint8, bool chosen)> onSelect;
    int selected = -1;

    QFont smallFont() const
    {
        QFont small = font();
        small.setPointSizeF(font().pointSizeF() * 0.8);
        return small;
    }
    // The smallest cell that holds the hex value over the note ("U+10000" is the widest).
    QSize minimumCell() const
    {
        const QFontMetrics fm(font());
        const QFontMetrics sm(smallFont());
        return {std::max(sm.horizontalAdvance(QStringLiteral("U+100000")),
                         fm.horizontalAdvance(QStringLiteral("00"))) +
                    6,
                fm.height() + sm.height() + 6};
    }
    QSize cellSize() const
    {
        const QFontMetrics fm(font());
        return {std::max(fm.horizontalAdvance(QStringLiteral("00")) + 4, width() / 17),
                std::max(fm.height() + 4, height() / 17)};
    }
    QRect cellRect(int value) const
    {
        const QSize c = cellSize();
        return {(1 + (value & 0xF)) * c.width(), (1 + (value >> 4)) * c.height(), c.width(),
                c.height()};
    }
    int valueAt(const QPoint &p) const
    {
        const QSize c = cellSize();
        const int col = p.x() / c.width() - 1;
        const int row = p.y() / c.height() - 1;
        if (p.x() < 0 || p.y() < 0 || col < 0 || col > 15 || row < 0 || row > 15)
            return -1;
        return row * 16 + col;
    }
    QSize sizeHint() const override
    {
        const QSize c = minimumCell();
        return {17 * (c.width() + 6), 17 * (c.height() + 4)};
    }
    QSize minimumSizeHint() const override
    {
        // The value over a note two thirds of the small font's height: low enough that the map
        // fits an 800 × 600 screen beside its explanation, and a 900 px one above it.
        const QFontMetrics fm(font());
        const QFontMetrics sm(smallFont());
        return QSize(fm.horizontalAdvance(QStringLiteral("00")) + 4,
                     fm.height() + sm.height() * 2 / 3 + 2) *
               17;
    }
    // The height the hex value takes over its note: two capital hex digits have no descenders.
    int valueHeight() const { return QFontMetrics(font()).capHeight() + 3; }
    // The note's font: the small font, shrunk to fit a cell of the chart's size, but never below
    // the application's small font; none when the note does not fit even so (the cell's tooltip
    // and the explanation say it).
    std::optional<QFont> noteFont(const QString &note, const QRect &cell) const
    {
        QFont f = smallFont();
        const QFont least = applicationSmallFont();
        if (!readable(f))
            f = withSizeOf(f, least);
        const QFontMetrics sm(f);
        const double wide = double(cell.width() - 2) / std::max(1, sm.horizontalAdvance(note));
        const double high = double(cell.height() - valueHeight() - 2) / std::max(1, sm.height());
        const double scale = std::min({1.0, wide, high});
        if (scale >= 1.0)
            return f;
        QFont shrunk = f;
        shrunk.setPointSizeF(f.pointSizeF() * scale);
        if (!readable(shrunk))
            return std::nullopt;
        return shrunk;
    }

  protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        const QPalette &pal = palette();
        const QSize c = cellSize();
        p.setPen(pal.color(QPalette::WindowText));
        for (int i = 0; i < 16; ++i) {
            const QString digit = QString::number(i, 16).toUpper();
            p.drawText(QRect((1 + i) * c.width(), 0, c.width(), c.height()), Qt::AlignCenter,
                       QStringLiteral("_") + digit);
            p.drawText(QRect(0, (1 + i) * c.height(), c.width(), c.height()), Qt::AlignCenter,
                       digit + QStringLiteral("_"));
        }
        for (int v = 0; v < 256; ++v) {
            const auto value = static_cast<quint8>(v);
            const ByteFacts f = byteFacts(value);
            const TeachColor colour = byteClassColor(pal, f.byteClass);
            const QRect r = cellRect(v).adjusted(1, 1, -1, -1);
            p.fillRect(r, colour.fill);
            const QColor ink = textOn(pal, colour.fill);
            p.setPen(ink);
            // The value over its note, the pair centred in the cell.
            const QString note = ByteMap::cellNote(value);
            const std::optional<QFont> small = noteFont(note, r);
            const QFontMetrics fm(font());
            const int noteHeight = small ? QFontMetrics(*small).height() : 0;
            const int top = r.top() + std::max(0, (r.height() - valueHeight() - noteHeight) / 2);
            const QString hex = TeachText::hexByte(value);
            p.setFont(font());
            p.drawText(QPoint(r.left() + (r.width() - fm.horizontalAdvance(hex)) / 2,
                              top + fm.capHeight()),
                       hex);
            if (small) {
                p.setFont(*small);
                p.drawText(QRect(r.left(), top + valueHeight(), r.width(), noteHeight),
                           Qt::AlignCenter, note);
            }
            if (restrictedLead(value)) {
                // A corner mark: the second byte is restricted (Table 3-7).
                p.setBrush(ink);
                p.setPen(Qt::NoPen);
                const QPoint tr = r.topRight();
                const QPoint pts[] = {tr, tr + QPoint(-8, 0), tr + QPoint(0, 8)};
                p.drawPolygon(pts, 3);
            }
        }
        if (selected >= 0) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(pal.color(QPalette::Highlight), 3));
            p.drawRect(cellRect(selected).adjusted(1, 1, -2, -2));
            if (hasFocus()) {
                p.setPen(QPen(pal.color(QPalette::Text), 1, Qt::DotLine));
                p.drawRect(cellRect(selected).adjusted(4, 4, -5, -5));
            }
        }
    }
    void mousePressEvent(QMouseEvent *e) override
    {
        const int v = valueAt(e->position().toPoint());
        if (v >= 0 && e->button() == Qt::LeftButton)
            choose(v, true);
    }
    void keyPressEvent(QKeyEvent *e) override
    {
        const int s = selected < 0 ? 0 : selected;
        switch (e->key()) {
        case Qt::Key_Left: choose((s + 255) % 256, false); return;
        case Qt::Key_Right: choose((s + 1) % 256, false); return;
        case Qt::Key_Up: choose((s + 240) % 256, false); return;
        case Qt::Key_Down: choose((s + 16) % 256, false); return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space: choose(s, true); return;
        default: QWidget::keyPressEvent(e);
        }
    }
    bool event(QEvent *e) override
    {
        if (e->type() == QEvent::ToolTip) {
            const auto *help = static_cast<QHelpEvent *>(e);
            const int v = valueAt(help->pos());
            if (v >= 0) {
                const auto value = static_cast<quint8>(v);
                const ByteFacts f = byteFacts(value);
                // The cell's note too, which a small cell leaves out.
                QToolTip::showText(help->globalPos(),
                                   QStringLiteral("%1: %2 (%3)")
                                       .arg(TeachText::hexByte(value), byteClassName(f.byteClass),
                                            ByteMap::cellNote(value)),
                                   this);
            } else {
                QToolTip::hideText();
            }
            return true;
        }
        return QWidget::event(e);
    }

  private:
    void choose(int v, bool chosen)
    {
        selected = v;
        update();
        if (onSelect)
            onSelect(static_cast<quint8>(v), chosen);
    }
};

ByteMap::ByteMap(QWidget *parent) : QWidget(parent)
{
    setWindowTitle(tr("Byte map"));
    // The chart (and its legend) | the explanation over the occurrences, in splitters the user can
    // move: side by side in a landscape window, one over the other in a portrait one.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("byteMapSplitter"));
    m_splitter->setChildrenCollapsible(false);
    outer->addWidget(m_splitter);
    m_chartArea = new QWidget(m_splitter);
    auto *layout = new QVBoxLayout(m_chartArea);
    layout->setContentsMargins(0, 0, 0, 0);
    m_chart = new ByteMapChart(m_chartArea);
    m_chart->setObjectName(QStringLiteral("byteMapChart"));
    setFocusProxy(m_chart);
    layout->addWidget(m_chart, 3);
    m_legend = new ByteMapLegend(m_chartArea);
    layout->addWidget(m_legend);

    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("byteExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::RichText);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_explanation->setText(tr("Click a byte to see what it can be."));
    m_side = new QSplitter(Qt::Vertical, m_splitter);
    m_side->setObjectName(QStringLiteral("byteMapSide"));
    m_side->setChildrenCollapsible(false);
    auto *scroll = new QScrollArea(m_side);
    scroll->setObjectName(QStringLiteral("byteExplanationArea"));
    scroll->setWidget(m_explanation);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::StyledPanel);
    scroll->setMinimumHeight(fontMetrics().height() * 4);

    m_occurrences = new OccurrencesPanel(m_side);
    m_occurrences->setObjectName(QStringLiteral("byteOccurrences"));
    m_side->addWidget(scroll);
    m_side->addWidget(m_occurrences);
    m_splitter->addWidget(m_chartArea);
    m_splitter->addWidget(m_side);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    for (QSplitter *s : {m_splitter, m_side})
        connect(s, &QSplitter::splitterMoved, this, [this] { m_splitterMoved = true; });
    setTabOrder(m_chart, m_occurrences->view()); // Tab from the chart goes to the list
    connect(m_occurrences, &OccurrencesPanel::occurrenceActivated, this,
            &ByteMap::occurrenceActivated);

    m_chart->onSelect = [this](quint8 v, bool chosen) {
        if (chosen)
            chooseByte(v);
        else
            explainByte(v);
    };
}

bool ByteMap::sideBySide() const
{
    return m_splitter->orientation() == Qt::Horizontal;
}

void ByteMap::setSideBySide(bool beside)
{
    if (beside == sideBySide())
        return;
    m_splitter->setOrientation(beside ? Qt::Horizontal : Qt::Vertical);
    // Beside the chart the legend heads the explanation, in two columns; under it, four.
    m_legend->setColumns(beside ? kLegendColumnsBeside : kLegendColumnsBelow);
    if (beside)
        m_side->insertWidget(0, m_legend);
    else
        m_chartArea->layout()->addWidget(m_legend);
    m_splitterMoved = false; // the user's sizes were for the other arrangement
}

void ByteMap::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Side by side when the room is landscape, with some hysteresis: the arrangement changes what
    // the map needs, and so whether its scroll area shows scroll bars.
    const QSize room = parentWidget() ? parentWidget()->size() : size();
    if (room.width() * 10 > room.height() * 11)
        setSideBySide(true);
    else if (room.width() * 10 < room.height() * 9)
        setSideBySide(false);
    if (!m_splitterMoved)
        distributeSizes();
}

void ByteMap::distributeSizes()
{
    if (sideBySide()) {
        // The chart as wide as its cells are high, give or take, and the rest for the text; the
        // explanation over the occurrences, half and half after the legend.
        const int total = m_splitter->width();
        const int side = std::max(m_side->minimumSizeHint().width(), total * 2 / 5);
        m_splitter->setSizes({total - side, side});
        const int legend = m_legend->heightForWidth(side) > 0 ? m_legend->heightForWidth(side)
                                                              : m_legend->sizeHint().height();
        const int rest = std::max(0, m_side->height() - legend);
        m_side->setSizes({legend, rest / 2, rest - rest / 2});
        return;
    }
    // The chart at its smallest readable size (or three fifths of the height when there is room),
    // five lines of explanation, and the rest for the occurrence list.
    const int total = m_splitter->height();
    const int chartArea = std::max(m_chartArea->minimumSizeHint().height(), total * 3 / 5);
    const int explanation = m_side->widget(0)->minimumHeight() + fontMetrics().height();
    m_splitter->setSizes({chartArea, std::max(0, total - chartArea)});
    m_side->setSizes({explanation, std::max(0, total - chartArea - explanation)});
}

QWidget *ByteMap::chart() const
{
    return m_chart;
}

QPoint ByteMap::cellCenter(quint8 value) const
{
    return m_chart->cellRect(value).center();
}

std::optional<QFont> ByteMap::cellNoteFont(quint8 value) const
{
    return m_chart->noteFont(cellNote(value), m_chart->cellRect(value).adjusted(1, 1, -1, -1));
}

void ByteMap::selectByte(quint8 value)
{
    m_chart->selected = value;
    m_chart->update();
    explainByte(value);
}

void ByteMap::chooseByte(quint8 value)
{
    selectByte(value);
    emit byteChosen(value);
    m_occurrences->search(value);
}

int ByteMap::selectedByte() const
{
    return m_chart->selected;
}

void ByteMap::explainByte(quint8 value)
{
    m_explanation->setText(explain(value));
}

QString ByteMap::explanationText() const
{
    return QTextDocumentFragment::fromHtml(m_explanation->text()).toPlainText();
}

QString ByteMap::cellNote(quint8 value)
{
    const ByteFacts f = byteFacts(value);
    switch (f.byteClass) {
    case ByteClass::AsciiControl:
        return value == 0x7F ? QStringLiteral("DEL") : QString::fromLatin1(kControlNames[value]);
    case ByteClass::AsciiSpace: return QStringLiteral("SP");
    case ByteClass::AsciiDigit:
    case ByteClass::AsciiLetter:
    case ByteClass::AsciiPunctuation: return QString(QLatin1Char(static_cast<char>(value)));
    case ByteClass::Continuation: return TeachText::bits(f.payload, 6);
    case ByteClass::Lead2:
    case ByteClass::Lead3:
    case ByteClass::Lead4: return TeachText::uPlus(f.firstCodePoint);
    case ByteClass::NeverValid:
        switch (*f.neverValidKind) {
        case ErrorKind::Overlong: return tr("overlong");
        case ErrorKind::OutOfRange: return tr(">10FFFF");
        case ErrorKind::ObsoleteForm: return tr("%1-byte").arg(f.declaredLength);
        default: return tr("never");
        }
    }
    return {};
}

namespace {

// What a valid lead starts, and how Table 3-7 narrows its second byte.
QString explainLead(quint8 value, const ByteFacts &f)
{
    QString html;
    html +=
        ByteMap::tr("It starts a %1-byte sequence for the code points %2–%3 (the lowest is %2) and "
                    "carries their highest payload bits <code>%4</code>; %5 continuation bytes "
                    "must follow, the first of them in %6..%7.")
            .arg(f.declaredLength)
            .arg(TeachText::uPlus(f.firstCodePoint), TeachText::uPlus(f.lastCodePoint),
                 TeachText::bits(f.payload, f.payloadBits))
            .arg(f.declaredLength - 1)
            .arg(TeachText::hexByte(f.secondLow), TeachText::hexByte(f.secondHigh));
    if (value == 0xE0)
        html +=
            ByteMap::tr(" Table 3-7 narrows the second byte: E0 80..9F would spell U+0000–U+07FF, "
                        "which have shorter forms (overlong).");
    else if (value == 0xED)
        html += ByteMap::tr(" Table 3-7 narrows the second byte: ED A0..BF would spell the UTF-16 "
                            "surrogates U+D800–U+DFFF, which are not characters.");
    else if (value == 0xF0)
        html +=
            ByteMap::tr(" Table 3-7 narrows the second byte: F0 80..8F would spell U+0000–U+FFFF, "
                        "which have shorter forms (overlong).");
    else if (value == 0xF4)
        html +=
            ByteMap::tr(" Table 3-7 narrows the second byte: F4 90..BF would spell values above "
                        "U+10FFFF, the last code point.");
    return html;
}

// Why a byte that is never valid is not, by the diagnostic it always makes.
QString explainNeverValid(quint8 value, const ByteFacts &f)
{
    QString html;
    switch (*f.neverValidKind) {
    case ErrorKind::Overlong:
        html +=
            ByteMap::tr("Never valid. As a 2-byte lead it could only spell %1–%2, values that "
                        "have 1-byte forms: every sequence it starts is overlong (%3). The first "
                        "valid 2-byte lead is C2.")
                .arg(TeachText::uPlus(f.wouldFirst), TeachText::uPlus(f.wouldLast),
                     value == 0xC0 ? ByteMap::tr("C0 80 was Java's \"modified UTF-8\" for U+0000, "
                                                 "C0 AF a classic path-traversal trick for '/'")
                                   : ByteMap::tr("C1 BF would be U+007F"));
        break;
    case ErrorKind::OutOfRange:
        html +=
            ByteMap::tr("Never valid. As a 4-byte lead it would spell %1–%2, above U+10FFFF, the "
                        "last code point: RFC 3629 (2003) limited UTF-8 to what UTF-16 can reach. "
                        "The last valid lead is F4.")
                .arg(TeachText::uPlus(f.wouldFirst), TeachText::uPlus(f.wouldLast));
        break;
    case ErrorKind::ObsoleteForm:
        html += ByteMap::tr(
                    "Never valid. The lead of an obsolete %1-byte form (RFC 2279), for values "
                    "%2–%3; RFC 3629 removed the 5- and 6-byte forms in 2003. A standard "
                    "decoder emits U+FFFD for it, then one for each continuation byte after it.")
                    .arg(f.declaredLength)
                    .arg(TeachText::uPlus(f.wouldFirst), TeachText::uPlus(f.wouldLast));
        break;
    default:
        html +=
            ByteMap::tr("Never valid: no UTF-8 form, old or new, starts with 1111111x. FE FF and "
                        "FF FE are the UTF-16 byte order marks: at the start of a file they say it "
                        "is probably UTF-16.");
        break;
    }
    return html;
}

} // namespace

QString ByteMap::explain(quint8 value)
{
    const ByteFacts f = byteFacts(value);
    const QString hex = TeachText::hexByte(value);
    const QString bits =
        QStringLiteral("<code>%1·%2</code>")
            .arg(TeachText::bits(static_cast<std::uint32_t>(value) >> f.payloadBits, f.markerBits),
                 f.payloadBits > 0 ? TeachText::bits(f.payload, f.payloadBits) : QString());
    QString html = tr("<b>Byte %1</b> = %2 in binary (marker·payload), %3 in decimal: <b>%4</b>.")
                       .arg(hex, bits)
                       .arg(value)
                       .arg(byteClassName(f.byteClass));
    html += QStringLiteral("<p>");
    switch (f.byteClass) {
    case ByteClass::AsciiControl:
        html += tr("The ASCII control character %1 (%2). Every byte 00–7F is a whole character "
                   "by itself (0xxxxxxx), in UTF-8 exactly as in ASCII; it never occurs inside a "
                   "multi-byte sequence.")
                    .arg(cellNote(value), TeachText::uPlus(value));
        break;
    case ByteClass::AsciiSpace:
    case ByteClass::AsciiDigit:
    case ByteClass::AsciiLetter:
    case ByteClass::AsciiPunctuation:
        html += tr("The character %1. Every byte 00–7F is a whole character by itself "
                   "(0xxxxxxx), in UTF-8 exactly as in ASCII; it never occurs inside a multi-byte "
                   "sequence.")
                    .arg(TeachText::codePointWithChar(value).toHtmlEscaped());
        break;
    case ByteClass::Continuation:
        html += tr("A continuation byte (marker 10). It adds the 6 bits <code>%1</code> (value %2) "
                   "to the character being decoded. As the second byte it may follow the leads "
                   "%3; as a third or fourth byte it may follow any lead whose sequence is not "
                   "complete yet. With no lead before it, it is ill-formed (unexpected "
                   "continuation) and a standard decoder emits U+FFFD for it.")
                    .arg(TeachText::bits(f.payload, 6))
                    .arg(f.payload)
                    .arg(QString::fromStdString(f.secondAfter));
        break;
    case ByteClass::Lead2:
    case ByteClass::Lead3:
    case ByteClass::Lead4: html += explainLead(value, f); break;
    case ByteClass::NeverValid: html += explainNeverValid(value, f); break;
    }
    html += QStringLiteral("</p>");
    return html;
}

} // namespace u8i::ui
