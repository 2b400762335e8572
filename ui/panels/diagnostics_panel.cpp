#include "diagnostics_panel.h"

#include "diagnostics_model.h"

#include <u8i/item.h>

#include <algorithm>

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {
constexpr qsizetype kMaxCopiedRows = 100000; // Ctrl+A then Ctrl+C on a million rows stays quick
} // namespace

DiagnosticsPanel::DiagnosticsPanel(DocumentModel *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    m_model = new DiagnosticsModel(this);
    m_kinds = new QComboBox(this);
    m_kinds->setObjectName(QStringLiteral("kindFilter"));
    m_kinds->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("diagnosticsTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->installEventFilter(this); // Ctrl+C copies the chosen rows
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    // Fixed row heights: nothing is measured per row, so millions of rows cost nothing.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    const int digit = m_view->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const int icon = m_view->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_view);
    m_view->setColumnWidth(
        DiagnosticsModel::KindColumn,
        m_view->fontMetrics().horizontalAdvance(QStringLiteral("unexpected-continuation")) + icon +
            4 * digit);
    m_view->setColumnWidth(DiagnosticsModel::OffsetColumn, 14 * digit);
    m_view->setColumnWidth(DiagnosticsModel::LineColumnColumn, 14 * digit);

    m_earlier = new QToolButton(this);
    m_earlier->setObjectName(QStringLiteral("earlier"));
    m_earlier->setArrowType(Qt::UpArrow);
    m_earlier->setToolTip(tr("List earlier diagnostics"));
    m_later = new QToolButton(this);
    m_later->setObjectName(QStringLiteral("later"));
    m_later->setArrowType(Qt::DownArrow);
    m_later->setToolTip(tr("List later diagnostics"));
    connect(m_earlier, &QToolButton::clicked, this, &DiagnosticsPanel::showEarlier);
    connect(m_later, &QToolButton::clicked, this, &DiagnosticsPanel::showLater);

    auto *top = new QHBoxLayout;
    top->addWidget(m_kinds);
    top->addWidget(m_summary, 1);
    top->addWidget(m_earlier);
    top->addWidget(m_later);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    connect(m_kinds, &QComboBox::currentIndexChanged, this, [this] {
        m_chosenKind = m_kinds->currentData().toInt();
        applyFilter();
    });
    connect(m_view, &QAbstractItemView::clicked, this, &DiagnosticsPanel::jumpTo);
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (jumpTo(index))
            emit activated(
                static_cast<Offset>(index.data(DiagnosticsModel::OffsetRole).toULongLong()));
    });
    connect(m_document, &DocumentModel::changed, this, &DiagnosticsPanel::reload);
    connect(m_document, &DocumentModel::indexReady, this, &DiagnosticsPanel::reload);
    connect(m_document, &DocumentModel::shrunk, this, &DiagnosticsPanel::reload);
    connect(m_document, &DocumentModel::selectionChanged, this, [this](Offset begin, Offset) {
        if (!m_jumping)
            showOffset(begin);
    });
    reload();
}

void DiagnosticsPanel::reload()
{
    m_model->setDocument(m_document->bytes(), m_document->index());
    fillKinds();
    updateSummary();
}

void DiagnosticsPanel::fillKinds()
{
    const QSignalBlocker blocker(m_kinds);
    m_kinds->clear();
    const QLocale locale;
    m_kinds->addItem(
        tr("All kinds (%1)")
            .arg(locale.toString(static_cast<qulonglong>(m_model->countOf(std::nullopt)))),
        -1);
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        const Offset n = m_model->countOf(kind);
        if (n == 0)
            continue;
        const std::string_view kindName = name(kind);
        m_kinds->addItem(
            QStringLiteral("%1 (%2)").arg(
                QString::fromLatin1(kindName.data(), static_cast<qsizetype>(kindName.size())),
                locale.toString(static_cast<qulonglong>(n))),
            k);
    }
    // The kind the user chose stays chosen while the scan of a new document runs, and after it
    // when that document has such diagnostics too.
    const int keep = m_kinds->findData(m_chosenKind);
    m_kinds->setCurrentIndex(keep >= 0 ? keep : 0);
    applyFilter();
}

void DiagnosticsPanel::applyFilter()
{
    const int k = m_kinds->currentData().toInt();
    const std::optional<ErrorKind> kind =
        k < 0 ? std::nullopt : std::optional<ErrorKind>(static_cast<ErrorKind>(k));
    const bool changed = kind != m_model->kindFilter();
    m_model->setKindFilter(kind);
    updateSummary();
    if (changed)
        emit kindFilterChanged(kind);
}

bool DiagnosticsPanel::jumpTo(const QModelIndex &index)
{
    const QVariant offset = index.data(DiagnosticsModel::OffsetRole);
    const auto at = static_cast<Offset>(offset.toULongLong());
    if (!offset.isValid() || at >= m_document->size())
        return false;
    m_jumping = true;
    m_document->select(at, decodeItemAt(m_document->bytes(), at).end(),
                       DocumentModel::CaretAt::Start);
    m_jumping = false;
    return true;
}

QString DiagnosticsPanel::selectedRowsText() const
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    if (rows.size() > kMaxCopiedRows)
        rows.resize(kMaxCopiedRows);
    QStringList lines;
    lines.reserve(rows.size());
    for (const QModelIndex &row : rows) {
        QStringList cells;
        for (int column = 0; column < DiagnosticsModel::ColumnCount; ++column)
            cells << m_model->index(row.row(), column).data().toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool DiagnosticsPanel::eventFilter(QObject *watched, QEvent *event)
{
    // The list's own Ctrl+C, before the window's Copy (the document's bytes) takes the key.
    const auto isCopy = [event] {
        return static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy);
    };
    if (watched == m_view && event->type() == QEvent::ShortcutOverride && isCopy()) {
        event->accept();
        return true;
    }
    if (watched == m_view && event->type() == QEvent::KeyPress && isCopy()) {
        if (const QString text = selectedRowsText(); !text.isEmpty())
            QGuiApplication::clipboard()->setText(text);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void DiagnosticsPanel::updateSummary()
{
    const QLocale locale;
    const Offset matching = m_model->matchingCount();
    const Offset start = m_model->windowStart();
    const auto shown = static_cast<Offset>(m_model->rowCount());
    const bool windowed = shown < matching;
    if (windowed)
        m_summary->setText(tr("%1–%2 of %3")
                               .arg(locale.toString(static_cast<qulonglong>(start + 1)),
                                    locale.toString(static_cast<qulonglong>(start + shown)),
                                    locale.toString(static_cast<qulonglong>(matching))));
    else
        m_summary->clear();
    m_earlier->setVisible(windowed);
    m_later->setVisible(windowed);
    m_earlier->setEnabled(start > 0);
    m_later->setEnabled(start + shown < matching);
}

void DiagnosticsPanel::showEarlier()
{
    const Offset oldStart = m_model->windowStart();
    const Offset half = DiagnosticsModel::kWindowRows / 2;
    m_model->setWindowStart(oldStart > half ? oldStart - half : 0);
    updateSummary();
    const int row = m_model->rowOf(oldStart);
    if (row >= 0)
        m_view->scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtBottom);
}

void DiagnosticsPanel::showLater()
{
    const Offset oldEnd = m_model->windowStart() + static_cast<Offset>(m_model->rowCount());
    m_model->setWindowStart(m_model->windowStart() + DiagnosticsModel::kWindowRows / 2);
    updateSummary();
    const int row = m_model->rowOf(oldEnd > 0 ? oldEnd - 1 : 0);
    if (row >= 0)
        m_view->scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtTop);
}

void DiagnosticsPanel::showOffset(Offset offset)
{
    Offset n = m_model->diagnosticAtOrAfter(offset);
    // The offset may lie inside the group before (the caret on its second byte).
    if (const auto at = m_model->diagnostic(n); n > 0 && (!at || at->offset != offset)) {
        if (const auto before = m_model->diagnostic(n - 1);
            before && offset >= before->offset && offset < before->end())
            --n;
    }
    if (n >= m_model->matchingCount()) {
        m_view->clearSelection();
        return;
    }
    if (m_model->rowOf(n) < 0) {
        const Offset half = DiagnosticsModel::kWindowRows / 2;
        m_model->setWindowStart(n > half ? n - half : 0);
        updateSummary();
    }
    const QModelIndex index = m_model->index(m_model->rowOf(n), DiagnosticsModel::KindColumn);
    const std::optional<Item> item = m_model->diagnostic(n);
    const bool inGroup = item && offset >= item->offset && offset < item->end();
    m_view->selectionModel()->setCurrentIndex(index, inGroup ? QItemSelectionModel::ClearAndSelect |
                                                                   QItemSelectionModel::Rows
                                                             : QItemSelectionModel::Clear);
    m_view->scrollTo(index);
}

} // namespace u8i::ui
