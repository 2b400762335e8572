#include "histogram_view.h"

#include "number_text.h"
#include "role_colors.h"
#include "styles.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace u8i::ui {

namespace {

// The role a byte value has when it stands where UTF-8 expects it (C0, C1 and F5–FF never do).
ByteRole roleOfValue(int value)
{
    if (value < 0x80)
        return ByteRole::Ascii;
    if (value < 0xC0)
        return ByteRole::Continuation;
    if (value >= 0xC2 && value <= 0xF4)
        return ByteRole::Lead;
    return ByteRole::Invalid;
}

} // namespace

HistogramView::HistogramView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("byteHistogram"));
    setAccessibleName(tr("Byte-value histogram"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize HistogramView::sizeHint() const
{
    return {512, 140};
}

QSize HistogramView::minimumSizeHint() const
{
    return {256, 60};
}

void HistogramView::setCounts(const std::array<Offset, 256> &counts)
{
    m_counts = counts;
    m_most = *std::max_element(m_counts.begin(), m_counts.end());
    update();
}

int HistogramView::valueAt(int x) const
{
    if (x < 0 || x >= width() || width() <= 0)
        return -1;
    return std::clamp(x * 256 / width(), 0, 255);
}

void HistogramView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const RoleColors colors = RoleColors::fromPalette(palette());
    if (m_most == 0)
        return;
    const double top = std::sqrt(static_cast<double>(m_most));
    for (int v = 0; v < 256; ++v) {
        const Offset n = m_counts[static_cast<std::size_t>(v)];
        if (n == 0)
            continue;
        const int x0 = v * width() / 256;
        const int x1 = std::max(x0 + 1, (v + 1) * width() / 256);
        const int h = std::max(
            1, static_cast<int>(std::lround(std::sqrt(static_cast<double>(n)) / top * height())));
        p.fillRect(QRect(x0, height() - h, x1 - x0, h), styleOf(roleOfValue(v), colors).colour);
    }
    p.setPen(palette().color(QPalette::Mid));
    for (const int v : {0x80, 0xC0}) // where ASCII, continuation and lead values begin
        p.drawLine(v * width() / 256, 0, v * width() / 256, height());
}

bool HistogramView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const int v = valueAt(help->pos().x()); v >= 0)
            QToolTip::showText(
                help->globalPos(),
                tr("Byte %1: %2 times")
                    .arg(QStringLiteral("%1").arg(v, 2, 16, QLatin1Char('0')).toUpper(),
                         grouped(m_counts[static_cast<std::size_t>(v)])),
                this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace u8i::ui
