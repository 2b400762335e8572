#include "find_all_panel.h"

#include "clear_button.h"
#include "document_model.h"
#include "find/find_bar.h"
#include "find_all_model.h"
#include "number_text.h"
#include "row_table.h"
#include "task_progress.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {
const QString kModeKey = QStringLiteral("findAll/mode");
} // namespace

FindAllPanel::FindAllPanel(DocumentModel *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_task(new BackgroundTask(tr("Finding all"), this)),
      m_input(new QLineEdit(this)), m_mode(new QComboBox(this)),
      m_progress(new TaskProgress(m_task, this)), m_summary(new QLabel(this)),
      m_filter(new QLineEdit(this)), m_model(new FindAllModel(document, this)),
      m_proxy(new QSortFilterProxyModel(this)), m_view(new RowTable(this))
{
    setObjectName(QStringLiteral("findAllPanel"));
    m_input->setObjectName(QStringLiteral("findAllInput"));
    enableClearButton(m_input);
    m_input->setPlaceholderText(tr("text, hex bytes (E2 82 AC) or a code point (U+20AC)"));
    m_mode->setObjectName(QStringLiteral("findAllMode"));
    m_mode->setAccessibleName(tr("Find mode"));
    FindBar::addModes(m_mode);
    if (const int stored = m_mode->findData(QSettings().value(kModeKey, -1).toInt()); stored >= 0)
        m_mode->setCurrentIndex(stored);
    auto *find = new QPushButton(tr("Find &All"), this);
    m_summary->setObjectName(QStringLiteral("findAllSummary"));
    m_filter->setObjectName(QStringLiteral("findAllFilter"));
    enableClearButton(m_filter);
    m_filter->setPlaceholderText(tr("Filter the context"));
    m_filter->setAccessibleName(tr("Filter the matches"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(FindAllModel::ContextColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setObjectName(QStringLiteral("findAllView"));
    m_view->setAccessibleName(tr("Matches"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    auto *label = new QLabel(tr("Fi&nd:"), this);
    label->setBuddy(m_input);
    auto *filterLabel = new QLabel(tr("F&ilter:"), this);
    filterLabel->setBuddy(m_filter);
    auto *top = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{label, m_input, m_mode, find})
        top->addWidget(w, w == m_input ? 2 : 0);
    top->addWidget(m_progress, 1);
    auto *second = new QHBoxLayout;
    second->addWidget(m_summary, 1);
    second->addWidget(filterLabel);
    second->addWidget(m_filter, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addLayout(second);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_input);
    connect(m_input, &QLineEdit::returnPressed, this, &FindAllPanel::findAll);
    connect(find, &QPushButton::clicked, this, &FindAllPanel::findAll);
    connect(m_mode, &QComboBox::activated, this,
            [this] { QSettings().setValue(kModeKey, m_mode->currentData().toInt()); });
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        updateSummary();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { selectRow(current); });
    connect(m_view, &QTableView::clicked, this, &FindAllPanel::selectRow);
    connect(m_task, &BackgroundTask::finished, this, [this](bool cancelled) {
        if (cancelled)
            m_summary->setText(tr("Stopped."));
    });
    // The search reads the document's bytes: it ends before they go; the list goes with them.
    connect(m_document, &DocumentModel::changed, m_task, &BackgroundTask::cancelAndWait);
    connect(m_document, &DocumentModel::shrunk, m_task, &BackgroundTask::cancelAndWait);
    connect(m_document, &DocumentModel::changed, this, [this] {
        m_model->setMatches({});
        m_summary->clear();
    });
}

void FindAllPanel::setQuery(const QString &text, SearchMode mode)
{
    m_input->setText(text);
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
}

void FindAllPanel::activate()
{
    m_input->setFocus();
    m_input->selectAll();
}

void FindAllPanel::findAll()
{
    QString error;
    const auto query = findAllQuery(m_input->text(),
                                    static_cast<SearchMode>(m_mode->currentData().toInt()), error);
    if (!query || !m_document->checkAccess()) {
        m_task->cancel();
        m_model->setMatches({});
        m_summary->setText(error);
        return;
    }
    const Bytes bytes = m_document->bytes();
    FindAllControl control;
    control.release = m_document->pageReleaser();
    m_summary->setText(tr("Searching…"));
    m_task->start(
        bytes.size(),
        [bytes, index = m_document->index(), q = *query, control](BackgroundTask::Control &c) {
            FindAllControl own = control;
            own.cancel = &c.cancel;
            own.done = &c.done;
            return u8i::ui::findAll(bytes, index, q, own);
        },
        [this](FindAllResult result) {
            m_capped = result.capped;
            m_model->setMatches(std::move(result.matches));
            updateSummary();
            emit searched();
        });
}

void FindAllPanel::updateSummary()
{
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    QString text = m_capped ? tr("The first %1 matches (more follow)").arg(grouped(all))
                            : (all == 1 ? tr("1 match") : tr("%1 matches").arg(grouped(all)));
    if (shown != all)
        text += tr(", %1 shown").arg(grouped(shown));
    m_summary->setText(text);
}

QPushButton *FindAllPanel::stopButton() const
{
    return m_progress->stopButton();
}

QString FindAllPanel::summary() const
{
    return m_summary->text();
}

void FindAllPanel::selectRow(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    const FoundMatch &m = m_model->match(m_proxy->mapToSource(proxyIndex).row());
    m_document->select(m.offset, m.offset + m.length, DocumentModel::CaretAt::Start);
}

} // namespace u8i::ui
