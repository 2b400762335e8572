#include "strings_model.h"

#include "number_text.h"
#include "script_names.h"

#include <u8i/utf8/display_escape.h>

#include <QFontDatabase>

#include <algorithm>

namespace u8i::ui {

namespace {

// The text column shows this many characters of a long string.
constexpr qsizetype kShownCharacters = 300;

QString encodingLabel(TextEncoding e)
{
    switch (e) {
    case TextEncoding::Utf8: return QStringLiteral("UTF-8");
    case TextEncoding::Utf16Le: return QStringLiteral("UTF-16LE");
    case TextEncoding::Utf16Be: return QStringLiteral("UTF-16BE");
    }
    return {};
}

} // namespace

StringsModel::StringsModel(StringsSearch *search, DocumentModel *document, QObject *parent)
    : QAbstractTableModel(parent), m_search(search), m_document(document)
{
    connect(search, &StringsSearch::found, this, &StringsModel::onFound);
    connect(search, &StringsSearch::cleared, this, &StringsModel::refilter);
}

void StringsModel::setFilter(const StringsFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    refilter();
}

const StringRecord &StringsModel::recordAt(int row) const
{
    return m_search->records()[m_rows[static_cast<std::size_t>(row)]];
}

int StringsModel::firstRowAfter(Offset offset) const
{
    const auto it =
        std::upper_bound(m_rows.begin(), m_rows.end(), offset, [this](Offset o, std::uint32_t i) {
            return o < m_search->records()[i].offset;
        });
    return it == m_rows.end() ? -1 : static_cast<int>(it - m_rows.begin());
}

int StringsModel::lastRowBefore(Offset offset) const
{
    const auto it =
        std::lower_bound(m_rows.begin(), m_rows.end(), offset, [this](std::uint32_t i, Offset o) {
            return m_search->records()[i].offset < o;
        });
    return it == m_rows.begin() ? -1 : static_cast<int>(it - m_rows.begin()) - 1;
}

bool StringsModel::passes(const StringRecord &r) const
{
    if (r.characters < m_filter.minCharacters)
        return false;
    if (m_filter.encoding && r.encoding != *m_filter.encoding)
        return false;
    if (!m_filter.script.isEmpty() && !m_search->scriptNames()
                                           .value(r.scripts)
                                           .split(QStringLiteral(", "))
                                           .contains(m_filter.script))
        return false;
    return m_filter.text.isEmpty() ||
           textOf(m_document->bytes(), r).contains(m_filter.text, Qt::CaseInsensitive);
}

void StringsModel::onFound(std::size_t first)
{
    const std::vector<StringRecord> &records = m_search->records();
    std::vector<std::uint32_t> added;
    for (std::size_t i = first; i < records.size(); ++i)
        if (passes(records[i]))
            added.push_back(static_cast<std::uint32_t>(i));
    if (added.empty())
        return;
    const int row = static_cast<int>(m_rows.size());
    beginInsertRows({}, row, row + static_cast<int>(added.size()) - 1);
    m_rows.insert(m_rows.end(), added.begin(), added.end());
    endInsertRows();
}

void StringsModel::refilter()
{
    beginResetModel();
    m_rows.clear();
    const std::vector<StringRecord> &records = m_search->records();
    for (std::size_t i = 0; i < records.size(); ++i)
        if (passes(records[i]))
            m_rows.push_back(static_cast<std::uint32_t>(i));
    endResetModel();
}

int StringsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int StringsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StringsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const StringRecord &r = recordAt(index.row());
    if (role == Qt::TextAlignmentRole && index.column() <= CharactersColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && index.column() == OffsetColumn)
        return QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case OffsetColumn: return offsetHex(r.offset);
    case BytesColumn: return grouped(r.length);
    case CharactersColumn: return grouped(r.characters);
    case EncodingColumn: return encodingLabel(r.encoding);
    case ScriptsColumn: return scriptListText(m_search->scriptNames().value(r.scripts));
    case TextColumn: {
        QString text = textOf(m_document->bytes(), r);
        if (role == Qt::DisplayRole && text.size() > kShownCharacters)
            text = text.left(kShownCharacters) + QChar(0x2026);
        // Controls, bidi controls and invisible characters as <U+XXXX>, as on the command line.
        return QString::fromStdString(escapeForDisplay(text.toStdString()));
    }
    default: break;
    }
    return {};
}

QVariant StringsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OffsetColumn: return tr("Offset");
    case BytesColumn: return tr("Bytes");
    case CharactersColumn: return tr("Characters");
    case EncodingColumn: return tr("Encoding");
    case ScriptsColumn: return tr("Scripts");
    case TextColumn: return tr("Text");
    default: break;
    }
    return {};
}

} // namespace u8i::ui
