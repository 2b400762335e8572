#include "statistics_panel.h"

#include "document_model.h"
#include "entropy_strip.h"
#include "histogram_view.h"
#include "number_text.h"
#include "task_progress.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {
const QString kScopeKey = QStringLiteral("statistics/scope"); // "file" or "selection"
constexpr int kRestMs = 250;

QString percent(double share)
{
    return QString::number(share * 100.0, 'f', 1) + QStringLiteral(" %");
}
} // namespace

StatisticsPanel::StatisticsPanel(DocumentModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_task(new BackgroundTask(tr("Counting bytes"), this)),
      m_scope(new QComboBox(this)), m_progress(new TaskProgress(m_task, this)),
      m_summary(new QLabel(this)), m_roles(new QLabel(this)), m_histogram(new HistogramView(this)),
      m_later(new QTimer(this))
{
    setObjectName(QStringLiteral("statisticsPanel"));
    m_scope->setObjectName(QStringLiteral("statisticsScope"));
    m_scope->addItem(tr("Whole file"));
    m_scope->addItem(tr("Selection"));
    m_scope->setAccessibleName(tr("Statistics of"));
    m_scope->setCurrentIndex(QSettings().value(kScopeKey).toString() == QLatin1String("selection"));
    m_summary->setObjectName(QStringLiteral("statisticsSummary"));
    m_roles->setObjectName(QStringLiteral("statisticsRoles"));
    m_roles->setWordWrap(true);
    m_roles->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto *label = new QLabel(tr("Statistics &of:"), this);
    label->setBuddy(m_scope);
    auto *top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(m_scope);
    top->addWidget(m_progress, 1);
    top->addWidget(m_summary, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_roles);
    layout->addWidget(m_histogram, 1);
    setFocusProxy(m_scope);
    m_later->setSingleShot(true);
    m_later->setInterval(kRestMs);
    connect(m_later, &QTimer::timeout, this, &StatisticsPanel::computeIfChanged);
    connect(m_scope, &QComboBox::activated, this, [this] {
        QSettings().setValue(kScopeKey, m_scope->currentIndex() == 1 ? QStringLiteral("selection")
                                                                     : QStringLiteral("file"));
        computeIfChanged();
    });
    connect(m_task, &BackgroundTask::finished, this, [this](bool cancelled) {
        if (cancelled) {
            m_shown = {~Offset{0}, 0};
            m_summary->setText(tr("Stopped."));
        }
    });
    connect(m_model, &DocumentModel::changed, m_task, &BackgroundTask::cancelAndWait);
    connect(m_model, &DocumentModel::shrunk, m_task, &BackgroundTask::cancelAndWait);
    connect(m_model, &DocumentModel::changed, m_later, qOverload<>(&QTimer::start));
    connect(m_model, &DocumentModel::selectionChanged, m_later, qOverload<>(&QTimer::start));
    connect(m_model, &DocumentModel::indexReady, this, [this] {
        m_indexed = false; // the roles of the whole file can come from the index now
        m_shown = {~Offset{0}, 0};
        m_later->start();
    });
}

std::pair<Offset, Offset> StatisticsPanel::wanted() const
{
    if (m_scope->currentIndex() == 1 && m_model->hasSelection())
        return {m_model->selectionBegin(), m_model->selectionEnd()};
    return {0, m_model->size()};
}

void StatisticsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_later->start();
}

void StatisticsPanel::computeIfChanged()
{
    if (isVisible() && wanted() != m_shown)
        compute();
}

void StatisticsPanel::compute()
{
    const auto [begin, end] = wanted();
    m_shown = {begin, end};
    if (!m_model->checkAccess())
        return;
    const Bytes bytes = m_model->bytes();
    StatisticsControl control;
    control.release = m_model->pageReleaser();
    m_summary->setText(tr("Counting %1 bytes…").arg(grouped(end - begin)));
    m_task->start(
        end - begin,
        [bytes, begin, end, index = m_model->index(), control](BackgroundTask::Control &c) {
            StatisticsControl own = control;
            own.cancel = &c.cancel;
            own.done = &c.done;
            return byteStatistics(bytes, begin, end, index, own);
        },
        [this](const ByteStatistics &s) { showStatistics(s); });
}

void StatisticsPanel::showStatistics(const ByteStatistics &s)
{
    if (s.cancelled)
        return;
    m_statistics = s;
    m_histogram->setCounts(s.counts);
    const QString of = s.begin == 0 && s.end == m_model->size()
                           ? tr("the whole file")
                           : tr("the selection at 0x%1").arg(s.begin, 0, 16);
    m_summary->setText(tr("%1 bytes of %2; entropy %3 bits per byte")
                           .arg(grouped(s.size()), of, QString::number(s.entropy(), 'f', 2)));
    m_roles->setText(tr("ASCII %1 · UTF-8 leads %2 · continuations %3 · ill-formed %4")
                         .arg(percent(s.share(ByteRole::Ascii)), percent(s.share(ByteRole::Lead)),
                              percent(s.share(ByteRole::Continuation)),
                              percent(s.share(ByteRole::Invalid))));
    emit computed();
}

QPushButton *StatisticsPanel::stopButton() const
{
    return m_progress->stopButton();
}

QString StatisticsPanel::summary() const
{
    return m_summary->text() + QLatin1Char('\n') + m_roles->text();
}

} // namespace u8i::ui
