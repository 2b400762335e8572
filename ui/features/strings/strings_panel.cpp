#include "strings_panel.h"

#include "byte_source.h"
#include "clear_button.h"
#include "document.h"
#include "in_view.h"
#include "number_text.h"
#include "row_table.h"
#include "script_names.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {

// The search finds strings of this many characters and more; the filter may ask for more.
constexpr int kSearchedMinimum = 4;
constexpr const char *kMinKey = "strings/minLength";
constexpr const char *kEncodingKey = "strings/encoding";

} // namespace

void StringsPanel::sizeColumns()
{
    const int digit = m_view->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    m_view->setColumnWidth(StringsModel::OffsetColumn, 12 * digit);
    m_view->setColumnWidth(StringsModel::BytesColumn, 7 * digit);
    m_view->setColumnWidth(StringsModel::CharactersColumn, 11 * digit);
    m_view->setColumnWidth(StringsModel::EncodingColumn, 10 * digit);
    m_view->setColumnWidth(StringsModel::ScriptsColumn, 12 * digit);
}

void StringsPanel::makeAccessible()
{
    setFocusProxy(m_text); // opened by its key, typed text filters the strings
    m_view->setAccessibleName(tr("Strings found"));
    m_min->setAccessibleName(tr("Shortest string"));
    m_encoding->setAccessibleName(tr("Encodings of the strings"));
    m_script->setAccessibleName(tr("Script of the strings"));
    m_text->setAccessibleName(tr("Filter the strings by text"));
}

StringsPanel::StringsPanel(DocumentModel *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_search(new StringsSearch(this)),
      m_model(new StringsModel(m_search, document, this))
{
    QSettings settings;
    m_min = new QSpinBox(this);
    m_min->setObjectName(QStringLiteral("minLength"));
    m_min->setRange(kSearchedMinimum, 10000);
    m_min->setValue(settings.value(QLatin1String(kMinKey), kSearchedMinimum).toInt());
    m_min->setPrefix(tr("at least "));
    m_min->setSuffix(tr(" characters"));
    m_encoding = new QComboBox(this);
    m_encoding->setObjectName(QStringLiteral("encodingFilter"));
    m_encoding->addItem(tr("UTF-8 and UTF-16"), -1);
    m_encoding->addItem(QStringLiteral("UTF-8"), static_cast<int>(TextEncoding::Utf8));
    m_encoding->addItem(QStringLiteral("UTF-16LE"), static_cast<int>(TextEncoding::Utf16Le));
    m_encoding->addItem(QStringLiteral("UTF-16BE"), static_cast<int>(TextEncoding::Utf16Be));
    // UTF-8 by default: any two bytes are a UTF-16 code unit, so UTF-16 lists more noise.
    m_encoding->setCurrentIndex(
        std::max(0, m_encoding->findData(settings.value(QLatin1String(kEncodingKey),
                                                        static_cast<int>(TextEncoding::Utf8)))));
    m_script = new QComboBox(this);
    m_script->setObjectName(QStringLiteral("scriptFilter"));
    m_script->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_script->addItem(tr("All scripts"), QString());
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("textFilter"));
    m_text->setPlaceholderText(tr("Filter by text"));
    enableClearButton(m_text);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));

    m_view = new RowTable(this);
    m_view->setObjectName(QStringLiteral("stringsTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    sizeColumns();

    auto *top = new QHBoxLayout;
    top->addWidget(m_min);
    top->addWidget(m_encoding);
    top->addWidget(m_script);
    top->addWidget(m_text, 1);
    top->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    makeAccessible();

    connect(m_min, &QSpinBox::valueChanged, this, &StringsPanel::applyFilter);
    connect(m_encoding, &QComboBox::currentIndexChanged, this, &StringsPanel::applyFilter);
    connect(m_script, &QComboBox::currentIndexChanged, this, &StringsPanel::applyFilter);
    connect(m_text, &QLineEdit::textChanged, this, &StringsPanel::applyFilter);
    connect(m_view, &QAbstractItemView::clicked, this,
            [this](const QModelIndex &index) { choose(index.row()); });
    connect(m_view, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { choose(index.row()); });
    connect(m_search, &StringsSearch::found, this, [this] {
        if (m_pendingStep != 0) // asked for before the search got there
            m_pendingStep > 0 ? nextString() : previousString();
        updateScripts();
        updateSummary();
        emit listChanged();
    });
    connect(m_search, &StringsSearch::finished, this, &StringsPanel::updateSummary);
    connect(m_search, &StringsSearch::cleared, this, [this] {
        updateScripts();
        updateSummary();
        emit listChanged();
    });
    watchDocument();
    applyFilter();
}

void StringsPanel::watchDocument()
{
    connect(m_document, &DocumentModel::changed, this, &StringsPanel::onDocumentChanged);
    connect(m_document, &DocumentModel::scanFinished, this, &StringsPanel::onScanFinished);
}

void StringsPanel::onScanFinished()
{
    m_scanEnded = true;
    if (inView(this))
        ensureSearched();
}

void StringsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    searchOnceScanned();
}

void StringsPanel::searchOnceScanned()
{
    // Not beside the scan: on a big file the search would take a core from it for seconds.
    if (m_scanEnded || m_document->index())
        ensureSearched();
}

void StringsPanel::ensureSearched()
{
    if (m_searched)
        return;
    m_searched = true;
    StringsOptions options;
    options.minCharacters = kSearchedMinimum;
    std::fill(std::begin(options.encodings), std::end(options.encodings), true);
    // The search reads every byte: a mapped file's pages are given back behind it.
    const ByteSource *source = m_document->document() ? &m_document->document()->source() : nullptr;
    if (source != nullptr && source->kind() == ByteSource::Kind::File)
        m_search->setReleaser([source](Offset begin, Offset end) { source->release(begin, end); });
    else
        m_search->setReleaser({});
    m_search->start(m_document->bytes(), options);
}

void StringsPanel::onDocumentChanged()
{
    m_search->clear(); // before the old bytes go
    m_searched = false;
    m_pendingStep = 0;
    m_script->setCurrentIndex(0);
    m_scanEnded = false;
    if (inView(this))
        searchOnceScanned();
}

void StringsPanel::applyFilter()
{
    StringsFilter filter;
    filter.minCharacters = static_cast<Offset>(m_min->value());
    const int encoding = m_encoding->currentData().toInt();
    if (encoding >= 0)
        filter.encoding = static_cast<TextEncoding>(encoding);
    filter.script = m_script->currentData().toString();
    filter.text = m_text->text();
    m_model->setFilter(filter);
    QSettings settings;
    settings.setValue(QLatin1String(kMinKey), m_min->value());
    settings.setValue(QLatin1String(kEncodingKey), encoding);
    updateSummary();
    emit listChanged();
}

void StringsPanel::updateScripts()
{
    // Each script that a found string uses, once, in the order they came.
    QStringList scripts;
    for (const QString &list : m_search->scriptNames())
        for (const QString &script : list.split(QStringLiteral(", "), Qt::SkipEmptyParts))
            if (!scripts.contains(script))
                scripts << script;
    for (const QString &script : scripts)
        if (m_script->findData(script) < 0)
            m_script->addItem(scriptName(script.toStdString()), script);
    if (m_search->records().empty() && m_script->count() > 1 && m_script->currentIndex() == 0)
        while (m_script->count() > 1)
            m_script->removeItem(1);
}

void StringsPanel::updateSummary()
{
    QString text = tr("%1 of %2 strings")
                       .arg(grouped(static_cast<Offset>(m_model->rowCount())),
                            grouped(m_search->records().size()));
    if (m_search->running() && m_search->size() > 0)
        text += tr(" (searching, %1%)").arg(m_search->scanned() * 100 / m_search->size());
    if (m_search->capped())
        text += tr(" (the first %1 bytes: the list stops at %2 strings)")
                    .arg(grouped(m_search->scanned()), grouped(m_search->maxRecords()));
    m_summary->setText(text);
}

void StringsPanel::choose(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const StringRecord &r = m_model->recordAt(row);
    if (r.end() > m_document->size())
        return;
    m_view->selectRow(row);
    m_view->scrollTo(m_model->index(row, 0));
    m_document->select(r.offset, r.end(), DocumentModel::CaretAt::Start);
    emit activated(r.offset);
}

bool StringsPanel::nextString()
{
    return step(+1);
}

bool StringsPanel::previousString()
{
    return step(-1);
}

bool StringsPanel::step(int direction)
{
    ensureSearched();
    const Offset caret = m_document->caret();
    const int row = direction > 0 ? m_model->firstRowAfter(caret) : m_model->lastRowBefore(caret);
    // Not found yet, but the search may still find one: chosen when it does.
    m_pendingStep = row < 0 && m_search->running() ? direction : 0;
    choose(row);
    return row >= 0 || m_pendingStep != 0;
}

std::vector<float> StringsPanel::coverage(int buckets) const
{
    std::vector<float> share(static_cast<std::size_t>(std::max(buckets, 0)), 0.0F);
    const Offset size = m_document->size();
    if (size == 0 || buckets <= 0)
        return share;
    const Offset perBucket = std::max<Offset>(1, (size + static_cast<Offset>(buckets) - 1) /
                                                     static_cast<Offset>(buckets));
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const StringRecord &r = m_model->recordAt(row);
        for (Offset at = r.offset; at < r.end();) {
            const Offset bucket = at / perBucket;
            const Offset end = std::min(r.end(), (bucket + 1) * perBucket);
            if (bucket < share.size())
                share[bucket] += static_cast<float>(end - at) / static_cast<float>(perBucket);
            at = end;
        }
    }
    return share;
}

} // namespace u8i::ui
