#include "overview_bar.h"

#include "styles.h"

#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace u8i::ui {

OverviewBar::OverviewBar(DocumentModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    connect(m_model, &DocumentModel::changed, this, &OverviewBar::reload);
    connect(m_model, &DocumentModel::indexReady, this, &OverviewBar::reload);
    connect(m_model, &DocumentModel::shrunk, this, &OverviewBar::reload);
    reload();
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(tr("Where the file holds non-ASCII text and ill-formed bytes; click to jump"));
}

QSize OverviewBar::sizeHint() const
{
    return {18, 200};
}
QSize OverviewBar::minimumSizeHint() const
{
    return {8, 20};
}

// The hex view's colours for multi-byte text and for ill-formed bytes, so the strip reads the same.
QColor OverviewBar::textColor(const QPalette &palette)
{
    return styleOf(ByteRole::Lead, RoleColors::fromPalette(palette)).colour;
}

QColor OverviewBar::errorColor(const QPalette &palette)
{
    return styleOf(ByteRole::Invalid, RoleColors::fromPalette(palette)).colour;
}

void OverviewBar::reload()
{
    setIndex(m_model->index(), m_model->size());
}

void OverviewBar::setIndex(const ScanIndex *index, Offset fileSize)
{
    m_index = index;
    m_fileSize = fileSize;
    rebuild();
    update();
}

void OverviewBar::activate(Offset offset)
{
    m_model->setTopOffset(offset);
    m_model->setCaret(offset);
    emit activated(offset);
}

void OverviewBar::setViewport(Offset begin, Offset end)
{
    if (begin == m_viewBegin && end == m_viewEnd)
        return;
    m_viewBegin = begin;
    m_viewEnd = std::max(begin, end);
    update();
}

Offset OverviewBar::rowBegin(int y) const
{
    const auto h = static_cast<Offset>(std::max(1, height()));
    const auto row = static_cast<Offset>(std::clamp(y, 0, std::max(1, height())));
    // floor(size * row / h) without overflow for any 64-bit size.
    return (m_fileSize / h) * row + (m_fileSize % h) * row / h;
}

Offset OverviewBar::offsetAtY(int y) const
{
    if (m_fileSize == 0)
        return 0;
    return std::min(rowBegin(std::clamp(y, 0, std::max(0, height() - 1))), m_fileSize - 1);
}

int OverviewBar::yForOffset(Offset offset) const
{
    if (m_fileSize == 0)
        return 0;
    const auto h = static_cast<Offset>(std::max(1, height()));
    const Offset o = std::min(offset, m_fileSize);
    // floor(o * h / size), exact for any 64-bit size since h is small.
    const Offset y =
        (o / m_fileSize) * h +
        static_cast<Offset>(static_cast<long double>(o % m_fileSize) * static_cast<long double>(h) /
                            static_cast<long double>(m_fileSize));
    return static_cast<int>(std::min(y, h));
}

OverviewBar::Stripe OverviewBar::stripeAt(int y) const
{
    if (y < 0 || static_cast<std::size_t>(y) >= m_stripes.size())
        return {};
    return m_stripes[static_cast<std::size_t>(y)];
}

void OverviewBar::rebuild()
{
    m_stripes.clear();
    const int h = height();
    if (h <= 0 || m_fileSize == 0)
        return;
    m_stripes.resize(static_cast<std::size_t>(h));
    const Overview *overview = m_index ? &m_index->overview() : nullptr;
    const Offset indexed = m_index ? m_index->size() : 0;
    for (int y = 0; y < h; ++y) {
        Stripe &s = m_stripes[static_cast<std::size_t>(y)];
        s.begin = rowBegin(y);
        s.end = std::max(rowBegin(y + 1), std::min(s.begin + 1, m_fileSize));
        if (overview == nullptr || overview->segments.empty() || s.begin >= s.end)
            continue;
        // Every segment the row meets counts whole: a segment is at most 1/16384 of the file,
        // far less than a pixel row on any usual screen.
        const Offset size = overview->segmentSize;
        const Offset count = overview->segments.size();
        const Offset first = s.begin / size;
        const Offset last = std::min((s.end - 1) / size, count - 1);
        for (Offset i = first; i <= last; ++i) {
            const Overview::Segment &segment = overview->segments[i];
            s.scanned += std::min(i * size + size, indexed) - i * size;
            s.nonAscii += segment.nonAscii;
            s.invalid += segment.invalid;
        }
    }
}

void OverviewBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    rebuild();
}

void OverviewBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const int w = width();
    const int half = w / 2;
    const QColor text = textColor(pal);
    const QColor error = errorColor(pal);
    for (std::size_t i = 0; i < m_stripes.size(); ++i) {
        const Stripe &s = m_stripes[i];
        if (s.scanned == 0)
            continue;
        const int y = static_cast<int>(i);
        if (s.nonAscii > 0) {
            QColor c = text;
            const double share = static_cast<double>(s.nonAscii) / static_cast<double>(s.scanned);
            c.setAlphaF(static_cast<float>(0.35 + 0.65 * share));
            p.fillRect(0, y, half, 1, c);
        }
        if (s.invalid > 0) {
            QColor c = error;
            const double share = static_cast<double>(s.invalid) / static_cast<double>(s.scanned);
            c.setAlphaF(static_cast<float>(0.7 + 0.3 * share));
            // At least 3 pixels tall, so that a single error stays visible.
            p.fillRect(half, y - 1, w - half, 3, c);
        }
    }
    paintTextRegions(p);
    if (m_fileSize > 0 && m_viewEnd > m_viewBegin) {
        const int top = yForOffset(m_viewBegin);
        const int bottom = std::max(top + 3, yForOffset(m_viewEnd));
        QColor fill = pal.color(QPalette::Text);
        fill.setAlphaF(0.2f);
        const QRect marker(0, top, w - 1, std::min(bottom, height()) - top - 1);
        p.fillRect(marker, fill);
        p.setPen(pal.color(QPalette::Text));
        p.drawRect(marker);
    }
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(0, 0, 0, height());
}

void OverviewBar::setTextRegions(std::vector<float> share)
{
    m_textRegions = std::move(share);
    update();
}

QColor OverviewBar::regionColor(const QPalette &palette)
{
    return palette.color(QPalette::Highlight);
}

void OverviewBar::paintTextRegions(QPainter &p) const
{
    if (m_textRegions.empty() || m_fileSize == 0)
        return;
    const QColor base = regionColor(palette());
    const auto buckets = static_cast<long double>(m_textRegions.size());
    for (std::size_t i = 0; i < m_stripes.size(); ++i) {
        const Stripe &s = m_stripes[i];
        const auto first = static_cast<std::size_t>(static_cast<long double>(s.begin) * buckets /
                                                    static_cast<long double>(m_fileSize));
        const auto last = static_cast<std::size_t>(static_cast<long double>(s.end) * buckets /
                                                   static_cast<long double>(m_fileSize));
        float share = 0;
        for (std::size_t b = first; b <= last && b < m_textRegions.size(); ++b)
            share = std::max(share, m_textRegions[b]);
        if (share <= 0)
            continue;
        QColor c = base;
        c.setAlphaF(std::min(1.0F, 0.4F + 0.6F * share));
        p.fillRect(1, static_cast<int>(i), 3, 1, c);
    }
}

void OverviewBar::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_fileSize > 0) {
        activate(offsetAtY(static_cast<int>(event->position().y())));
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void OverviewBar::mouseMoveEvent(QMouseEvent *event)
{
    if ((event->buttons() & Qt::LeftButton) && m_fileSize > 0) {
        activate(offsetAtY(static_cast<int>(event->position().y())));
        event->accept();
        return;
    }
    QWidget::mouseMoveEvent(event);
}

bool OverviewBar::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_fileSize > 0) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const Stripe s = stripeAt(help->pos().y());
        const QLocale locale;
        QString text = tr("0x%1 – 0x%2").arg(s.begin, 0, 16).arg(s.end, 0, 16);
        if (s.scanned > 0)
            text +=
                QLatin1Char('\n') + tr("%1 ill-formed bytes, %2 non-ASCII bytes around here")
                                        .arg(locale.toString(static_cast<qulonglong>(s.invalid)),
                                             locale.toString(static_cast<qulonglong>(s.nonAscii)));
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace u8i::ui
