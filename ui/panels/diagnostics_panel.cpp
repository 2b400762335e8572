#include "diagnostics_panel.h"

#include "background_task.h"
#include "byte_source.h"
#include "diagnostics_model.h"
#include "document.h"
#include "error_runs_model.h"
#include "kind_texts.h"
#include "mojibake_listing.h"
#include "notices_model.h"
#include "number_text.h"
#include "row_table.h"

#include <u8i/utf8/item.h>

#include <algorithm>
#include <initializer_list>

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {
constexpr qsizetype kMaxCopiedRows = 100000; // Ctrl+A then Ctrl+C on a million rows stays quick
// What the list starts on in binary data: "errors-in-text" (the default) or "all".
constexpr const char *kBinaryFilterKey = "diagnostics/binaryFilter";
} // namespace

namespace {

// The listings read the document's bytes: they stop before the bytes go.
void stopBeforeTheBytesGo(DocumentModel *document, std::initializer_list<BackgroundTask *> tasks)
{
    for (BackgroundTask *task : tasks) {
        QObject::connect(document, &DocumentModel::changed, task, &BackgroundTask::cancelAndWait);
        QObject::connect(document, &DocumentModel::shrunk, task, &BackgroundTask::cancelAndWait);
    }
}

// What a task that reads the whole document calls with each range it is done with: a mapped file
// lets go of those pages. The source lives as long as the bytes the task reads (a new document
// cancels the task).
std::function<void(Offset, Offset)> releaser(const DocumentModel &document)
{
    const ByteSource *source = document.document() ? &document.document()->source() : nullptr;
    if (source == nullptr || source->kind() != ByteSource::Kind::File)
        return {};
    return [source](Offset begin, Offset end) { source->release(begin, end); };
}

} // namespace

DiagnosticsPanel::DiagnosticsPanel(DocumentModel *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    m_model = new DiagnosticsModel(this);
    m_notices = new NoticesModel(this);
    m_noticeTask = new BackgroundTask(tr("Looking for deceptive text"), this);
    m_mojibakeTask = new BackgroundTask(tr("Looking for mojibake"), this);
    m_runs = new ErrorRunsModel(this);
    m_runsTask = new BackgroundTask(tr("Looking for errors in text"), this);
    m_kinds = new QComboBox(this);
    m_kinds->setObjectName(QStringLiteral("kindFilter"));
    m_kinds->setAccessibleName(tr("Show diagnostics of kind"));
    m_kinds->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));

    createTable();

    m_earlier = new QToolButton(this);
    m_earlier->setObjectName(QStringLiteral("earlier"));
    m_earlier->setArrowType(Qt::UpArrow);
    m_earlier->setToolTip(tr("List earlier diagnostics"));
    m_earlier->setAccessibleName(m_earlier->toolTip());
    m_later = new QToolButton(this);
    m_later->setObjectName(QStringLiteral("later"));
    m_later->setArrowType(Qt::DownArrow);
    m_later->setToolTip(tr("List later diagnostics"));
    m_later->setAccessibleName(m_later->toolTip());
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
    setFocusProxy(m_view); // opened by its key, the arrow keys go through the rows

    connect(m_kinds, &QComboBox::currentIndexChanged, this, [this] {
        m_chosen = DiagnosticsChoice::fromKey(m_kinds->currentData().toString());
        rememberChoice();
        applyFilter();
    });
    connect(m_view, &QAbstractItemView::clicked, this, &DiagnosticsPanel::jumpTo);
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (jumpTo(index))
            emit activated(
                static_cast<Offset>(index.data(DiagnosticsModel::OffsetRole).toULongLong()));
    });
    stopBeforeTheBytesGo(m_document, {m_noticeTask, m_mojibakeTask, m_runsTask});
    connect(m_document, &DocumentModel::changed, this, [this] { m_binary = false; });
    connect(m_document, &DocumentModel::changed, this, &DiagnosticsPanel::reload);
    connect(m_document, &DocumentModel::indexReady, this, &DiagnosticsPanel::reload);
    connect(m_document, &DocumentModel::shrunk, this, &DiagnosticsPanel::reload);
    connect(m_document, &DocumentModel::selectionChanged, this, [this](Offset begin, Offset) {
        if (!m_jumping)
            showOffset(begin);
    });
    reload();
}

void DiagnosticsPanel::createTable()
{
    m_view = new RowTable(this);
    m_view->setObjectName(QStringLiteral("diagnosticsTable"));
    m_view->setAccessibleName(tr("Diagnostics"));
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
}

void DiagnosticsPanel::reload()
{
    m_model->setDocument(m_document->bytes(), m_document->index());
    m_notices->clear();
    m_runs->clear();
    listNotices();
    listErrorsInText();
    fillKinds();
    updateSummary();
    emit noticesListed();
}

void DiagnosticsPanel::listNotices()
{
    const ScanIndex *index = m_document->index();
    m_mojibakeTask->cancel(); // it starts again once these notices are listed
    if (index == nullptr) {
        m_noticeTask->cancel();
        return;
    }
    const Bytes bytes = m_document->bytes();
    const std::function<void(Offset, Offset)> released = releaser(*m_document);
    m_noticeTask->start(
        2 * bytes.size(),
        [bytes, index, released](BackgroundTask::Control &c) {
            return u8i::ui::listNotices(bytes, *index, c.cancel, c.done, released);
        },
        [this, bytes, index](NoticeListing listing) {
            const bool showDeceptive = listing.deceptiveCharacters() > 0 &&
                                       m_model->countOf(std::nullopt) == 0 &&
                                       m_chosen.scope == DiagnosticsChoice::Scope::AllErrors;
            m_notices->setListing(std::move(listing), bytes, index);
            if (showDeceptive) // a valid file with deceptive text: that is what to look at
                m_chosen = DiagnosticsChoice::notices(KindCategory::Deceptive);
            fillKinds();
            emit noticesListed();
            listMojibake();
        });
}

void DiagnosticsPanel::listMojibake()
{
    const ScanIndex *index = m_document->index();
    if (index == nullptr)
        return;
    const Bytes bytes = m_document->bytes();
    const std::function<void(Offset, Offset)> released = releaser(*m_document);
    m_mojibakeTask->start(
        bytes.size(),
        [bytes, index, released](BackgroundTask::Control &c) {
            return u8i::ui::listMojibake(bytes, *index, c.cancel, c.done, released);
        },
        [this, bytes, index](MojibakeListing mojibake) {
            // A valid file with mojibake: that is what to look at.
            if (mojibake.tally.runs > 0 && m_model->countOf(std::nullopt) == 0 &&
                m_chosen.scope == DiagnosticsChoice::Scope::AllErrors)
                m_chosen = DiagnosticsChoice::of(NoticeKind::Mojibake);
            NoticeListing listing = m_notices->listing();
            addMojibake(listing, std::move(mojibake));
            m_notices->setListing(std::move(listing), bytes, index);
            fillKinds();
            emit noticesListed();
        });
}

void DiagnosticsPanel::setBinary(bool binary)
{
    if (binary == m_binary)
        return;
    m_binary = binary;
    if (binary &&
        QSettings().value(QLatin1String(kBinaryFilterKey)).toString() != QLatin1String("all"))
        m_chosen = DiagnosticsChoice::errorsInText(); // chosen once listed
    m_runs->clear();
    listErrorsInText();
    fillKinds();
}

void DiagnosticsPanel::listErrorsInText()
{
    const ScanIndex *index = m_document->index();
    if (!m_binary || index == nullptr) {
        m_runsTask->cancel();
        return;
    }
    const Bytes bytes = m_document->bytes();
    m_runsTask->start(
        bytes.size(),
        [bytes, index](BackgroundTask::Control &c) {
            return charsets::findErrorsInText(bytes, index, c.cancel, c.done);
        },
        [this, bytes, index](charsets::ErrorsInText listing) {
            m_runs->setListing(std::move(listing), bytes, index);
            fillKinds();
        });
}

void DiagnosticsPanel::rememberChoice()
{
    if (!m_binary || m_chosen.showsNotices())
        return; // a notice filter says nothing about which errors to start on
    QSettings().setValue(QLatin1String(kBinaryFilterKey),
                         m_chosen.scope == DiagnosticsChoice::Scope::ErrorsInText
                             ? QStringLiteral("errors-in-text")
                             : QStringLiteral("all"));
}

DiagnosticsPanel::Shown DiagnosticsPanel::shown() const
{
    if (m_view->model() == m_notices)
        return Shown::Notices;
    return m_view->model() == m_runs ? Shown::ErrorsInText : Shown::Errors;
}

void DiagnosticsPanel::addNoticeKinds()
{
    const QLocale locale;
    const NoticeListing &listing = m_notices->listing();
    auto add = [&](const QString &label, Offset n, const DiagnosticsChoice &choice) {
        if (n > 0) // only what the file has
            m_kinds->addItem(label.arg(locale.toString(static_cast<qulonglong>(n))), choice.key());
    };
    // The notices of one category, each under its group's entry.
    auto addKinds = [&](KindCategory category) {
        for (const KindDescriptor<NoticeKind> &d : kNoticeKindDescriptors) {
            const Offset n = listing.characters[static_cast<std::size_t>(d.kind)];
            if (d.category != category || n == 0 || d.kind == NoticeKind::Mojibake)
                continue;
            add(QStringLiteral("    %1 (%2)").arg(kindName(d.kind)), n,
                DiagnosticsChoice::of(d.kind));
            m_kinds->setItemData(m_kinds->count() - 1, kindRule(d.kind), Qt::ToolTipRole);
        }
    };
    // Mojibake first, an entry of its own: runs, not characters, each a row of the list.
    constexpr auto kMojibake = NoticeKind::Mojibake;
    add(tr("Mojibake (%1)"), listing.characters[static_cast<std::size_t>(kMojibake)],
        DiagnosticsChoice::of(kMojibake));
    if (listing.characters[static_cast<std::size_t>(kMojibake)] > 0)
        m_kinds->setItemData(m_kinds->count() - 1, kindRule(kMojibake), Qt::ToolTipRole);
    add(tr("Deceptive text (%1)"), listing.deceptiveCharacters(),
        DiagnosticsChoice::notices(KindCategory::Deceptive));
    addKinds(KindCategory::Deceptive);
    add(tr("Other notices (%1)"), listing.otherCharacters(),
        DiagnosticsChoice::notices(KindCategory::Other));
    addKinds(KindCategory::Other);
}

void DiagnosticsPanel::fillKinds()
{
    const QSignalBlocker blocker(m_kinds);
    m_kinds->clear();
    const QLocale locale;
    if (m_binary && !m_runsTask->running() && m_document->index() != nullptr)
        m_kinds->addItem(
            tr("Errors in text (%1)")
                .arg(locale.toString(static_cast<qulonglong>(m_runs->listing().groups))),
            DiagnosticsChoice::errorsInText().key());
    m_kinds->addItem(
        tr("All errors (%1)")
            .arg(locale.toString(static_cast<qulonglong>(m_model->countOf(std::nullopt)))),
        DiagnosticsChoice::allErrors().key());
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        const Offset n = m_model->countOf(kind);
        if (n == 0)
            continue;
        m_kinds->addItem(QStringLiteral("%1 (%2)").arg(kindName(kind),
                                                       locale.toString(static_cast<qulonglong>(n))),
                         DiagnosticsChoice::of(kind).key());
        m_kinds->setItemData(m_kinds->count() - 1, kindRule(kind), Qt::ToolTipRole);
    }
    addNoticeKinds();
    // The kind the user chose stays chosen while the scan of a new document runs, and after it
    // when that document has such diagnostics too.
    const int keep = m_kinds->findData(m_chosen.key());
    m_kinds->setCurrentIndex(keep >= 0 ? keep : 0);
    applyFilter();
}

void DiagnosticsPanel::applyFilter()
{
    const DiagnosticsChoice choice = DiagnosticsChoice::fromKey(m_kinds->currentData().toString());
    if (choice.scope == DiagnosticsChoice::Scope::ErrorsInText) {
        if (m_view->model() != m_runs)
            m_view->setModel(m_runs);
        const bool changed = m_model->kindFilter().has_value();
        m_model->setKindFilter(std::nullopt); // F8 visits every error
        updateSummary();
        if (changed)
            emit kindFilterChanged(std::nullopt);
        return;
    }
    if (choice.showsNotices()) {
        NoticesModel::Filter filter;
        filter.group = choice.group == KindCategory::Other ? NoticesModel::Group::Other
                                                           : NoticesModel::Group::Deceptive;
        if (choice.scope == DiagnosticsChoice::Scope::NoticeKind)
            filter.kind = choice.noticeKind;
        m_notices->setFilter(filter);
        if (m_view->model() != m_notices)
            m_view->setModel(m_notices);
        updateSummary();
        return;
    }
    if (m_view->model() != m_model)
        m_view->setModel(m_model);
    const std::optional<ErrorKind> kind = choice.errorFilter();
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
    Offset end = decodeItemAt(m_document->bytes(), at).end();
    if (shown() != Shown::Errors) // a run of notices or errors: all its bytes
        end =
            std::min(m_document->size(),
                     at + static_cast<Offset>(index.data(NoticesModel::LengthRole).toULongLong()));
    m_jumping = true;
    m_document->select(at, end, DocumentModel::CaretAt::Start);
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
            cells << m_view->model()->index(row.row(), column).data().toString();
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
    if (shown() != Shown::Errors) {
        if (shown() == Shown::ErrorsInText)
            m_summary->setText(
                m_runs->listing().truncated
                    ? tr("the first %1 runs").arg(locale.toString(m_runs->rowCount()))
                    : tr("%1 of %2 errors, in %3 rows")
                          .arg(locale.toString(static_cast<qulonglong>(m_runs->listing().groups)),
                               locale.toString(
                                   static_cast<qulonglong>(m_model->countOf(std::nullopt))),
                               locale.toString(m_runs->rowCount())));
        else
            m_summary->setText(
                m_notices->listing().truncated
                    ? tr("the first %1 notices").arg(locale.toString(m_notices->rowCount()))
                    : QString());
        m_earlier->setVisible(false);
        m_later->setVisible(false);
        return;
    }
    const Offset matching = m_model->matchingCount();
    const Offset start = m_model->windowStart();
    const auto listed = static_cast<Offset>(m_model->rowCount());
    const bool windowed = listed < matching;
    if (windowed)
        m_summary->setText(tr("%1–%2 of %3")
                               .arg(locale.toString(static_cast<qulonglong>(start + 1)),
                                    locale.toString(static_cast<qulonglong>(start + listed)),
                                    locale.toString(static_cast<qulonglong>(matching))));
    else
        m_summary->clear();
    m_earlier->setVisible(windowed);
    m_later->setVisible(windowed);
    m_earlier->setEnabled(start > 0);
    m_later->setEnabled(start + listed < matching);
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
    if (shown() != Shown::Errors) {
        const bool notices = shown() == Shown::Notices;
        const int row = notices ? m_notices->rowAtOrAfter(offset) : m_runs->rowAtOrAfter(offset);
        if (row >= m_view->model()->rowCount()) {
            m_view->clearSelection();
            return;
        }
        const QModelIndex index = m_view->model()->index(row, DiagnosticsModel::KindColumn);
        m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
        m_view->scrollTo(index);
        return;
    }
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
