#include "occurrences_panel.h"
#include "number_text.h"

#include "occurrence_model.h"
#include "occurrence_search.h"
#include "teach_text.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace u8i::ui {

OccurrencesPanel::OccurrencesPanel(QWidget *parent) : QWidget(parent)
{
    m_model = new OccurrenceModel(this);
    m_search = new OccurrenceSearch(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("occurrenceStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    top->addWidget(m_status, 1);
    m_stop = new QPushButton(this);
    m_stop->setObjectName(QStringLiteral("stopOccurrences"));
    top->addWidget(m_stop);
    m_more = new QPushButton(this);
    m_more->setObjectName(QStringLiteral("moreOccurrences"));
    top->addWidget(m_more);
    layout->addLayout(top);

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("occurrenceList"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAccessibleName(tr("Occurrences of the chosen byte"));
    m_view->header()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);

    connect(m_view, &QTreeView::activated, this,
            [this](const QModelIndex &i) { activateRow(i.row()); });
    connect(m_view, &QTreeView::clicked, this,
            [this](const QModelIndex &i) { activateRow(i.row()); });
    connect(m_more, &QPushButton::clicked, m_search, &OccurrenceSearch::listMore);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (m_search->running())
            m_search->stop();
        else
            m_search->resume();
    });
    connect(m_search, &OccurrenceSearch::found, this, [this](const std::vector<Offset> &offsets) {
        const bool first = m_model->rowCount() == 0;
        m_model->append(offsets);
        if (first)
            for (int c = 0; c < OccurrenceModel::ColumnCount - 1; ++c)
                m_view->resizeColumnToContents(c);
    });
    connect(m_search, &OccurrenceSearch::progress, this, &OccurrencesPanel::updateStatus);
    connect(m_search, &OccurrenceSearch::stopped, this, [this] {
        updateStatus();
        emit searchStopped();
    });
    updateStatus();
}

OccurrencesPanel::~OccurrencesPanel() = default; // m_search cancels and waits in its destructor

void OccurrencesPanel::setSource(Bytes bytes, const ScanIndex *index, const QString &name,
                                 bool isFile)
{
    m_search->clear(); // before the old bytes go
    m_data = bytes;
    m_name = name;
    m_isFile = isFile;
    m_model->setSource(bytes, index);
    if (m_value >= 0 && !bytes.empty())
        search(static_cast<quint8>(m_value));
    else
        updateStatus();
}

void OccurrencesPanel::setIndex(const ScanIndex *index)
{
    m_model->setIndex(index);
}

void OccurrencesPanel::setReleaser(std::function<void(Offset, Offset)> release)
{
    m_search->setReleaser(std::move(release));
}

void OccurrencesPanel::setPageSize(std::size_t rows)
{
    m_search->setPageSize(rows);
}

void OccurrencesPanel::search(quint8 value)
{
    m_value = value;
    m_search->clear();
    m_model->clear();
    if (m_data.empty()) {
        updateStatus();
        emit searchStopped();
        return;
    }
    m_search->start(m_data, value);
}

QString OccurrencesPanel::statusText() const
{
    return m_status->text();
}

bool OccurrencesPanel::searching() const
{
    return m_search->running();
}

Offset OccurrencesPanel::count() const
{
    return m_search->count();
}

QSize OccurrencesPanel::sizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.horizontalAdvance(QLatin1Char('x')) * 100,
            fm.height() * 2 + (fm.lineSpacing() + 6) * 13};
}

void OccurrencesPanel::activateRow(int row)
{
    if (row >= 0 && row < m_model->rowCount())
        emit occurrenceActivated(m_model->offsetAt(row));
}

void OccurrencesPanel::updateStatus()
{
    const bool haveData = !m_data.empty();
    const bool active = haveData && m_value >= 0 && m_search->active();
    m_view->setVisible(haveData);
    m_stop->setVisible(active && !m_search->finished());
    m_stop->setText(m_search->running() ? tr("Stop") : tr("Continue"));
    m_more->setVisible(active && m_search->capped());
    m_more->setText(tr("Show %1 more").arg(grouped(m_search->pageSize())));

    const QString file = m_name.toHtmlEscaped();
    const QString byte =
        m_value >= 0 ? QStringLiteral("0x") + TeachText::hexByte(static_cast<quint8>(m_value))
                     : QString();
    if (!haveData) {
        if (m_isFile)
            m_status->setText(tr("“%1” is empty: no byte occurs in it.").arg(file));
        else if (m_value >= 0)
            m_status->setText(tr("Open a file (File ▸ Open) to list where %1 occurs in it and "
                                 "what it is at each place.")
                                  .arg(byte));
        else
            m_status->setText(tr("Open a file (File ▸ Open), then click a byte to list where it "
                                 "occurs in it."));
        return;
    }
    if (!active) {
        m_status->setText(
            tr("Click a byte (or press Enter on it) to list where it occurs in “%1”.").arg(file));
        return;
    }
    const Offset count = m_search->count();
    const QString listed = grouped(m_search->listed());
    const QString title = tr("<b>Occurrences of %1</b> in “%2”").arg(byte, file);
    if (m_search->finished()) {
        if (count == 0)
            m_status->setText(tr("<b>%1</b> does not occur in “%2”.").arg(byte, file));
        else if (m_search->capped())
            m_status->setText(
                tr("%1: %2; the first %3 are listed.").arg(title, grouped(count), listed));
        else
            m_status->setText(tr("%1: %2.").arg(title, grouped(count)));
        return;
    }
    const auto percent = m_search->size() ? m_search->scanned() * 100 / m_search->size() : 100;
    const QString shown = m_search->capped() ? tr(" (the first %1 listed)").arg(listed) : QString();
    if (m_search->running())
        m_status->setText(
            tr("%1: %2 so far%3, searching… %4%").arg(title, grouped(count), shown).arg(percent));
    else
        m_status->setText(tr("%1: %2%3 in the first %4% (stopped).")
                              .arg(title, grouped(count), shown)
                              .arg(percent));
}

} // namespace u8i::ui
