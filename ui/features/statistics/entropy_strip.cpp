#include "entropy_strip.h"

#include "byte_statistics.h"
#include "document_model.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace u8i::ui {

namespace {
constexpr int kParts = 2048; // finer than any screen's pixel rows
} // namespace

EntropyStrip::EntropyStrip(DocumentModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_task(new BackgroundTask(tr("Measuring entropy"), this))
{
    setObjectName(QStringLiteral("entropyStrip"));
    setAccessibleName(tr("Entropy strip"));
    setToolTip(tr("Entropy of the bytes: pale for repeated bytes, text in between, strong for "
                  "compressed or encrypted data; click to jump"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
    // The work reads the document's bytes: it ends before they go.
    connect(m_model, &DocumentModel::changed, m_task, &BackgroundTask::cancelAndWait);
    connect(m_model, &DocumentModel::shrunk, m_task, &BackgroundTask::cancelAndWait);
    connect(m_model, &DocumentModel::changed, this, [this] {
        m_profile.clear();
        m_stale = true;
        update();
        if (isVisible() && m_model->index())
            measure(); // a tab scanned already
    });
    connect(m_model, &DocumentModel::indexReady, this, [this] {
        if (isVisible() && m_stale)
            measure();
    });
}

QSize EntropyStrip::sizeHint() const
{
    return {10, 200};
}

QSize EntropyStrip::minimumSizeHint() const
{
    return {6, 20};
}

void EntropyStrip::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // After the scan: both read the whole file, and the scan comes first.
    if (m_stale && !m_task->running() && (m_model->index() || m_model->size() == 0))
        measure();
}

void EntropyStrip::measure()
{
    m_stale = false;
    if (!m_model->checkAccess())
        return;
    const Bytes bytes = m_model->bytes();
    StatisticsControl control;
    control.release = m_model->pageReleaser();
    m_task->start(
        bytes.size(),
        [bytes, control](BackgroundTask::Control &c) {
            StatisticsControl own = control;
            own.cancel = &c.cancel;
            own.done = &c.done;
            return entropyProfile(bytes, kParts, own);
        },
        [this](std::vector<float> profile) {
            m_profile = std::move(profile);
            update();
            emit measured();
        });
}

QColor EntropyStrip::colorOf(float entropy, const QPalette &palette)
{
    const QColor low = palette.color(QPalette::Base);
    const QColor high = palette.color(QPalette::Highlight);
    const float t = std::clamp(entropy / 8.0f, 0.0f, 1.0f);
    const auto mix = [t](float a, float b) { return a + (b - a) * t; };
    return QColor::fromRgbF(mix(low.redF(), high.redF()), mix(low.greenF(), high.greenF()),
                            mix(low.blueF(), high.blueF()));
}

float EntropyStrip::entropyAtY(int y) const
{
    if (m_profile.empty() || height() <= 0)
        return -1.0f;
    const auto n = static_cast<long long>(m_profile.size());
    const long long i = std::clamp<long long>(static_cast<long long>(y) * n / height(), 0, n - 1);
    return m_profile[static_cast<std::size_t>(i)];
}

Offset EntropyStrip::offsetAtY(int y) const
{
    const Offset size = m_model->size();
    const auto h = static_cast<Offset>(std::max(1, height()));
    const auto row = static_cast<Offset>(std::clamp(y, 0, height() - 1));
    return std::min<Offset>(size ? size - 1 : 0, (size / h) * row + (size % h) * row / h);
}

void EntropyStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    for (int y = 0; y < height() && !m_profile.empty(); ++y)
        p.fillRect(QRect(0, y, width(), 1), colorOf(entropyAtY(y), palette()));
}

void EntropyStrip::mousePressEvent(QMouseEvent *event)
{
    if (m_model->size() == 0)
        return;
    const Offset offset = offsetAtY(static_cast<int>(event->position().y()));
    m_model->setTopOffset(offset);
    m_model->setCaret(offset);
}

bool EntropyStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const float h = entropyAtY(help->pos().y());
        if (h >= 0.0f) {
            QToolTip::showText(help->globalPos(),
                               tr("Entropy %1 bits per byte at offset 0x%2")
                                   .arg(double(h), 0, 'f', 2)
                                   .arg(offsetAtY(help->pos().y()), 0, 16),
                               this);
            return true;
        }
    }
    return QWidget::event(event);
}

} // namespace u8i::ui
