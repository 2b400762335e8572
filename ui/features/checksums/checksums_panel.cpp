#include "checksums_panel.h"

#include "document_model.h"
#include "number_text.h"
#include "task_progress.h"
#include "value_table.h"

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
const QString kScopeKey = QStringLiteral("checksums/scope"); // "file" or "selection"
constexpr int kRestMs = 250;
} // namespace

ChecksumsPanel::ChecksumsPanel(DocumentModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_task(new BackgroundTask(tr("Computing checksums"), this)),
      m_scope(new QComboBox(this)), m_progress(new TaskProgress(m_task, this)),
      m_status(new QLabel(this)),
      m_table(new ValueTable({tr("CRC-32"), tr("MD5"), tr("SHA-1"), tr("SHA-256"), tr("SHA3-256")},
                             tr("Checksum"), tr("Value"), this)),
      m_later(new QTimer(this))
{
    setObjectName(QStringLiteral("checksumsPanel"));
    m_scope->setObjectName(QStringLiteral("checksumsScope"));
    m_scope->addItem(tr("Whole file"), int(Scope::File));
    m_scope->addItem(tr("Selection"), int(Scope::Selection));
    m_scope->setAccessibleName(tr("Checksums of"));
    const bool selection = QSettings().value(kScopeKey).toString() == QLatin1String("selection");
    m_scope->setCurrentIndex(selection ? 1 : 0);
    m_table->setObjectName(QStringLiteral("checksumsTable"));
    m_table->setAccessibleName(tr("Checksums"));
    m_status->setObjectName(QStringLiteral("checksumsSummary"));
    m_status->setWordWrap(true);
    auto *label = new QLabel(tr("Checksums &of:"), this);
    label->setBuddy(m_scope);
    auto *top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(m_scope);
    top->addWidget(m_progress, 1);
    top->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    setFocusProxy(m_scope);
    m_later->setSingleShot(true);
    m_later->setInterval(kRestMs);
    connect(m_later, &QTimer::timeout, this, &ChecksumsPanel::computeIfChanged);
    connect(m_scope, &QComboBox::activated, this, [this] {
        QSettings().setValue(kScopeKey, m_scope->currentData().toInt() == int(Scope::Selection)
                                            ? QStringLiteral("selection")
                                            : QStringLiteral("file"));
        computeIfChanged();
    });
    connect(m_task, &BackgroundTask::finished, this, [this](bool cancelled) {
        if (cancelled) {
            m_shown = {~Offset{0}, 0}; // computed again when asked
            m_status->setText(tr("Stopped."));
        }
    });
    // The work reads the document's bytes: it ends before they go.
    connect(m_model, &DocumentModel::changed, m_task, &BackgroundTask::cancelAndWait);
    connect(m_model, &DocumentModel::shrunk, m_task, &BackgroundTask::cancelAndWait);
    for (auto signal : {&DocumentModel::changed, &DocumentModel::indexReady})
        connect(m_model, signal, m_later, qOverload<>(&QTimer::start));
    connect(m_model, &DocumentModel::selectionChanged, m_later, qOverload<>(&QTimer::start));
}

QString ChecksumsPanel::value(ChecksumKind kind) const
{
    return m_table->value(static_cast<int>(kind));
}

QPushButton *ChecksumsPanel::stopButton() const
{
    return m_progress->stopButton();
}

QString ChecksumsPanel::status() const
{
    return m_status->text();
}

ChecksumsPanel::Range ChecksumsPanel::wanted() const
{
    if (m_scope->currentData().toInt() == int(Scope::Selection) && m_model->hasSelection())
        return {m_model->selectionBegin(), m_model->selectionEnd()};
    return {0, m_model->size()};
}

void ChecksumsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_later->start();
}

void ChecksumsPanel::computeIfChanged()
{
    if (isVisible() && !(wanted() == m_shown))
        compute();
}

void ChecksumsPanel::compute()
{
    const Range range = wanted();
    m_shown = range;
    clearValues();
    if (!m_model->checkAccess())
        return;
    const Bytes bytes = m_model->bytes().subspan(range.begin, range.end - range.begin);
    std::function<void(Offset, Offset)> release;
    if (auto pages = m_model->pageReleaser())
        release = [pages, base = range.begin](Offset b, Offset e) { pages(base + b, base + e); };
    m_status->setText(tr("Computing the checksums of %1 bytes…").arg(grouped(bytes.size())));
    m_task->start(
        bytes.size(),
        [bytes, release](BackgroundTask::Control &c) {
            return computeChecksums(bytes, &c.cancel, &c.done, release);
        },
        [this, range](const Checksums &sums) { showValues(sums, range); });
}

void ChecksumsPanel::clearValues()
{
    for (int row = 0; row < kChecksumKindCount; ++row)
        m_table->setValue(row, QString());
}

void ChecksumsPanel::showValues(const Checksums &sums, Range range)
{
    if (sums.cancelled)
        return;
    for (int row = 0; row < kChecksumKindCount; ++row)
        m_table->setValue(row, sums.hex[static_cast<std::size_t>(row)]);
    const Offset n = range.end - range.begin;
    if (range.begin == 0 && range.end == m_model->size())
        m_status->setText(tr("Of the whole file, %1 bytes.").arg(grouped(n)));
    else
        m_status->setText(tr("Of the selection, %1 bytes at 0x%2–0x%3.")
                              .arg(grouped(n), QString::number(range.begin, 16),
                                   QString::number(range.end - 1, 16)));
    emit computed();
}

} // namespace u8i::ui
