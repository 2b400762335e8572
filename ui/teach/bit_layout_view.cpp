#include "bit_layout_view.h"

#include "role_colors.h"
#include "teach_colors.h"
#include "teach_text.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace u8i::ui {

namespace {

constexpr int kMargin = 8;
constexpr int kRowGap = 30; // room for the lines from each group to its byte

} // namespace

BitLayoutView::BitLayoutView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAccessibleName(tr("Bit layout"));
}

void BitLayoutView::setCodePoint(std::uint32_t codePoint)
{
    const EncodeExplanation e = explainEncode(codePoint);
    m_hasCodePoint = true;
    m_codePoint = codePoint;
    m_groups = e.groups;
    m_bytes = e.bytes;
    if (e.length == 0)
        m_caption = tr("%1 has no UTF-8 form.").arg(TeachText::uPlus(codePoint));
    else if (!e.encodable)
        m_caption =
            tr("Not valid UTF-8: %1 cannot be encoded; these are the bytes its bits would give.")
                .arg(TeachText::uPlus(codePoint));
    else
        m_caption.clear();
    rebuild();
}

void BitLayoutView::setBytes(const std::vector<std::uint8_t> &bytes, const QString &caption)
{
    const DecodeExplanation d = explainDecode(bytes);
    const bool one = !bytes.empty() && d.output.size() == 1 && d.output.front() != 0xFFFD;
    if (one) {
        const EncodeExplanation e = explainEncode(static_cast<std::uint32_t>(d.output.front()));
        if (TeachText::bytesOf(e) == bytes) {
            setCodePoint(e.codePoint);
            return;
        }
    }
    m_hasCodePoint = false;
    m_groups.clear();
    m_bytes.clear();
    for (const DecodeStep &s : d.steps)
        if (s.offset < bytes.size() && !s.reprocessed) {
            ByteBits b = s.bits;
            b.group = -1;
            m_bytes.push_back(b);
        }
    m_caption = !caption.isEmpty() ? caption
                : bytes.empty()    ? QString()
                                   : tr("Not one well-formed character: only the bytes' marker and "
                                           "payload bits are shown.");
    rebuild();
}

void BitLayoutView::clear()
{
    m_hasCodePoint = false;
    m_groups.clear();
    m_bytes.clear();
    m_caption.clear();
    rebuild();
}

QString BitLayoutView::groupsText() const
{
    QStringList l;
    for (const std::string &g : m_groups)
        l << QString::fromStdString(g);
    return l.join(QLatin1Char(' '));
}

QStringList BitLayoutView::bytesText() const
{
    QStringList l;
    for (const ByteBits &b : m_bytes)
        l << QString::fromStdString(b.marker()) + QLatin1Char('|') +
                 QString::fromStdString(b.payload());
    return l;
}

void BitLayoutView::rebuild()
{
    m_top.clear();
    m_bottom.clear();
    m_byteRects.clear();
    m_hovered = -1;
    m_hoveredCell = -1;

    const QFontMetrics fm(font());
    const int cw = fm.horizontalAdvance(QLatin1Char('0')) + 8;
    const int ch = fm.height() + 8;
    const QString topText = m_hasCodePoint ? TeachText::uPlus(m_codePoint) : QString();
    const QString bottomText = tr("UTF-8");
    const int labelWidth =
        std::max(fm.horizontalAdvance(topText), fm.horizontalAdvance(bottomText)) + 14;
    const int n = static_cast<int>(m_bytes.size());

    const int yBottom = kMargin + (m_hasCodePoint ? ch + kRowGap : 0);
    const int bottomRight = layOutBytes(kMargin + labelWidth, yBottom, QSize(cw, ch));
    int topRight = kMargin + labelWidth;
    if (m_hasCodePoint) {
        topRight = layOutGroups(kMargin + labelWidth, QSize(cw, ch));
        m_topLabel = QRect(kMargin, kMargin, labelWidth - 10, ch);
    } else {
        m_topLabel = QRect();
    }
    m_bottomLabel = n > 0 ? QRect(kMargin, yBottom, labelWidth - 10, ch) : QRect();

    int height = yBottom + (n > 0 ? ch + fm.height() + 4 : 0);
    if (!m_caption.isEmpty())
        height += fm.height() + 6;
    m_content = QSize(std::max(topRight, bottomRight) + kMargin, height + kMargin);
    updateGeometry();
    update();
}

// The bytes row from x = left at y = top: each byte's marker bits, a gap, its payload bits. Returns
// its right end.
int BitLayoutView::layOutBytes(int left, int top, QSize cell)
{
    const int cw = cell.width();
    const int ch = cell.height();
    const int n = static_cast<int>(m_bytes.size());
    int x = left;
    for (int i = 0; i < n; ++i) {
        const ByteBits &b = m_bytes[static_cast<std::size_t>(i)];
        const QString marker = QString::fromStdString(b.marker());
        const QString payload = QString::fromStdString(b.payload());
        const int byteLeft = x;
        for (int k = 0; k < marker.size(); ++k) {
            m_bottom.push_back({QRect(x, top, cw, ch), marker[k], -1, -1, true});
            x += cw;
        }
        x += 5; // marker and payload drawn apart
        // Payload bit j (0 = lowest) of byte i carries code point bit 6 * (n - 1 - i) + j.
        const int carried = (m_hasCodePoint && !m_groups.empty())
                                ? static_cast<int>(m_groups[static_cast<std::size_t>(i)].size())
                                : 0;
        for (int k = 0; k < payload.size(); ++k) {
            const int j = static_cast<int>(payload.size()) - 1 - k;
            const bool significant = m_hasCodePoint && j < carried;
            const int cpBit = significant ? (n == 1 ? j : 6 * (n - 1 - i) + j) : -1;
            m_bottom.push_back(
                {QRect(x, top, cw, ch), payload[k], m_hasCodePoint ? b.group : -2, cpBit, false});
            x += cw;
        }
        m_byteRects.push_back(QRect(byteLeft, top, x - byteLeft, ch));
        x += cw;
    }
    return x;
}

// The code point row from x = left: the groups, highest first, with a gap between groups; each
// group centred over the payload of its byte where there is room. Returns its right end.
int BitLayoutView::layOutGroups(int left, QSize cell)
{
    const int cw = cell.width();
    const int ch = cell.height();
    const int n = static_cast<int>(m_bytes.size());
    int tx = left;
    const int gcount = static_cast<int>(m_groups.size());
    for (int g = 0; g < gcount; ++g) {
        const QString bitsText = QString::fromStdString(m_groups[static_cast<std::size_t>(g)]);
        const int width = static_cast<int>(bitsText.size()) * cw;
        int want = tx;
        if (g < static_cast<int>(m_byteRects.size())) {
            const QRect br = m_byteRects[static_cast<std::size_t>(g)];
            want = std::max(tx, br.right() + 1 - width);
        }
        tx = want;
        for (int k = 0; k < bitsText.size(); ++k) {
            const int j = static_cast<int>(bitsText.size()) - 1 - k;
            const int cpBit = n <= 1 ? j : 6 * (n - 1 - g) + j;
            m_top.push_back({QRect(tx, kMargin, cw, ch), bitsText[k], g, cpBit, false});
            tx += cw;
        }
        tx += cw / 2;
    }
    return tx;
}

QSize BitLayoutView::sizeHint() const
{
    return m_content.expandedTo(QSize(200, 40));
}

QSize BitLayoutView::minimumSizeHint() const
{
    return sizeHint();
}

int BitLayoutView::cellAt(const QPoint &pos) const
{
    for (std::size_t i = 0; i < m_top.size(); ++i)
        if (m_top[i].rect.contains(pos))
            return static_cast<int>(i);
    for (std::size_t i = 0; i < m_bottom.size(); ++i)
        if (m_bottom[i].rect.contains(pos))
            return static_cast<int>(m_top.size() + i);
    return -1;
}

QPoint BitLayoutView::codePointBitCenter(int bit) const
{
    for (const Cell &c : m_top)
        if (c.cpBit == bit)
            return c.rect.center();
    return {-1, -1};
}

QPoint BitLayoutView::byteBitCenter(int bit) const
{
    for (const Cell &c : m_bottom)
        if (c.cpBit == bit)
            return c.rect.center();
    return {-1, -1};
}

void BitLayoutView::mouseMoveEvent(QMouseEvent *event)
{
    const int cell = cellAt(event->position().toPoint());
    int bit = -1;
    if (cell >= 0) {
        const auto idx = static_cast<std::size_t>(cell);
        bit = idx < m_top.size() ? m_top[idx].cpBit : m_bottom[idx - m_top.size()].cpBit;
    }
    if (bit != m_hovered || cell != m_hoveredCell) {
        m_hovered = bit;
        m_hoveredCell = cell;
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void BitLayoutView::leaveEvent(QEvent *event)
{
    m_hovered = -1;
    m_hoveredCell = -1;
    update();
    QWidget::leaveEvent(event);
}

QString BitLayoutView::tooltipFor(const Cell &cell, bool inBytes) const
{
    if (cell.marker)
        return tr(
            "Marker bit: it says what the byte is (0: ASCII, 10: continuation, 110/1110/11110: "
            "lead of a 2-, 3- or 4-byte sequence).");
    if (cell.cpBit < 0)
        return inBytes ? tr("Padding bit: 0, the value needs no more bits.") : QString();
    return tr("Bit %1 of the code point (value %2), in group %3.")
        .arg(cell.cpBit)
        .arg(1U << static_cast<unsigned>(cell.cpBit))
        .arg(cell.group + 1);
}

bool BitLayoutView::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(e);
        const int cell = cellAt(help->pos());
        if (cell >= 0) {
            const auto idx = static_cast<std::size_t>(cell);
            const bool inBytes = idx >= m_top.size();
            const Cell &c = inBytes ? m_bottom[idx - m_top.size()] : m_top[idx];
            QToolTip::showText(help->globalPos(), tooltipFor(c, inBytes), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(e);
}

void BitLayoutView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const QFontMetrics fm(font());

    p.setPen(pal.color(QPalette::WindowText));
    if (!m_topLabel.isNull())
        p.drawText(m_topLabel, Qt::AlignRight | Qt::AlignVCenter, TeachText::uPlus(m_codePoint));
    if (!m_bottomLabel.isNull())
        p.drawText(m_bottomLabel, Qt::AlignRight | Qt::AlignVCenter, tr("UTF-8"));

    if (m_hasCodePoint)
        paintGroupLines(p);

    const auto isHovered = [&](const Cell &c, std::size_t index) {
        if (m_hovered >= 0)
            return c.cpBit == m_hovered;
        return static_cast<int>(index) == m_hoveredCell;
    };
    for (std::size_t i = 0; i < m_top.size(); ++i)
        paintCell(p, m_top[i], isHovered(m_top[i], i));
    for (std::size_t i = 0; i < m_bottom.size(); ++i)
        paintCell(p, m_bottom[i], isHovered(m_bottom[i], m_top.size() + i));

    paintByteFrames(p);
    if (!m_caption.isEmpty()) {
        p.setPen(pal.color(QPalette::WindowText));
        const int y = m_content.height() - kMargin - fm.height();
        p.drawText(QRect(kMargin, y, width() - 2 * kMargin, fm.height()), Qt::AlignLeft, m_caption);
    }
}

// Lines from each group to the payload it lands in.
void BitLayoutView::paintGroupLines(QPainter &p) const
{
    const QPalette &pal = palette();
    for (std::size_t g = 0; g < m_groups.size() && g < m_byteRects.size(); ++g) {
        QRect groupRect;
        for (const Cell &c : m_top)
            if (c.group == static_cast<int>(g))
                groupRect = groupRect.united(c.rect);
        QRect payloadRect;
        for (const Cell &c : m_bottom)
            if (!c.marker && c.group == static_cast<int>(g) &&
                m_byteRects[g].contains(c.rect.center()))
                payloadRect = payloadRect.united(c.rect);
        if (groupRect.isNull() || payloadRect.isNull())
            continue;
        QPen pen(groupColor(pal, static_cast<int>(g)).ink, 1.5);
        p.setPen(pen);
        p.drawLine(QPoint(groupRect.center().x(), groupRect.bottom() + 3),
                   QPoint(payloadRect.center().x(), payloadRect.top() - 3));
    }
}

void BitLayoutView::paintCell(QPainter &p, const Cell &c, bool hovered) const
{
    const QPalette &pal = palette();
    TeachColor colour = c.marker       ? markerColor(pal)
                        : c.group >= 0 ? groupColor(pal, c.group)
                                       : markerColor(pal);
    QColor fill = colour.fill;
    if (!c.marker && c.cpBit < 0 && c.group >= 0)
        fill = mix(pal.color(QPalette::Base), fill, 0.45); // padding: a paler shade
    if (c.group == -2 && !c.marker)
        fill = pal.color(QPalette::Base);
    p.setPen(Qt::NoPen);
    p.setBrush(hovered ? pal.color(QPalette::Highlight) : fill);
    p.drawRect(c.rect.adjusted(1, 1, -1, -1));
    p.setPen(hovered    ? pal.color(QPalette::HighlightedText)
             : c.marker ? colour.ink
                        : textOn(pal, fill));
    QFont f = font();
    f.setBold(!c.marker && c.cpBit >= 0);
    p.setFont(f);
    p.drawText(c.rect, Qt::AlignCenter, QString(c.bit));
}

// Each byte framed, its hex value under it.
void BitLayoutView::paintByteFrames(QPainter &p) const
{
    const QPalette &pal = palette();
    const QFontMetrics fm(font());
    p.setFont(font());
    for (std::size_t i = 0; i < m_byteRects.size(); ++i) {
        const QRect r = m_byteRects[i];
        p.setPen(QPen(mix(pal.color(QPalette::Text), pal.color(QPalette::Base), 0.4), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(0, 0, -1, -1));
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(r.left(), r.bottom() + 2, r.width(), fm.height()), Qt::AlignCenter,
                   TeachText::hexByte(m_bytes[i].value));
    }
}

} // namespace u8i::ui
