#include "notices_model.h"

#include "diagnostics_model.h"

#include <QFontDatabase>

namespace u8i::ui {

NoticesModel::NoticesModel(QObject *parent) : QAbstractTableModel(parent) {}

void NoticesModel::setListing(NoticeListing listing, Bytes data, const ScanIndex *index)
{
    beginResetModel();
    m_listing = std::move(listing);
    m_data = data;
    m_index = index;
    refilter();
    endResetModel();
}

void NoticesModel::clear()
{
    setListing({}, {}, nullptr);
}

void NoticesModel::setFilter(Filter filter)
{
    beginResetModel();
    m_filter = filter;
    refilter();
    endResetModel();
}

bool NoticesModel::keeps(const Filter &filter, NoticeKind kind)
{
    if (filter.kind)
        return *filter.kind == kind;
    switch (filter.group) {
    case Group::All: return true;
    case Group::Deceptive: return isDeceptive(kind);
    case Group::Other: return !isDeceptive(kind);
    }
    return false;
}

void NoticesModel::refilter()
{
    m_shown.clear();
    for (std::size_t i = 0; i < m_listing.rows.size(); ++i)
        if (keeps(m_filter, m_listing.rows[i].kind))
            m_shown.push_back(i);
}

Offset NoticesModel::countOf(Filter filter) const
{
    return static_cast<Offset>(
        std::count_if(m_listing.rows.begin(), m_listing.rows.end(),
                      [&](const NoticeRow &r) { return keeps(filter, r.kind); }));
}

int NoticesModel::rowAtOrAfter(Offset offset) const
{
    const auto it =
        std::lower_bound(m_shown.begin(), m_shown.end(), offset,
                         [this](std::size_t i, Offset o) { return m_listing.rows[i].offset < o; });
    return static_cast<int>(it - m_shown.begin());
}

int NoticesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

int NoticesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : DiagnosticsModel::ColumnCount;
}

QVariant NoticesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const NoticeRow &row = m_listing.rows[m_shown[static_cast<std::size_t>(index.row())]];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case DiagnosticsModel::KindColumn: {
            const std::string_view n = name(row.kind);
            const QString kind = QString::fromLatin1(n.data(), static_cast<qsizetype>(n.size()));
            return row.count > 1 ? QStringLiteral("%1 ×%2").arg(kind).arg(row.count) : kind;
        }
        case DiagnosticsModel::OffsetColumn: return QStringLiteral("0x%1").arg(row.offset, 0, 16);
        case DiagnosticsModel::LineColumnColumn: {
            LineColumn at = row.at;
            if (at.line == 0 && m_index != nullptr && row.offset <= m_data.size())
                at = m_index->lineColumnAt(m_data, row.offset);
            return QStringLiteral("%1:%2").arg(at.line).arg(at.column);
        }
        case DiagnosticsModel::MessageColumn: return row.message;
        default: return {};
        }
    case Qt::ToolTipRole: return row.message;
    case Qt::TextAlignmentRole:
        if (index.column() == DiagnosticsModel::OffsetColumn ||
            index.column() == DiagnosticsModel::LineColumnColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (index.column() == DiagnosticsModel::OffsetColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case OffsetRole: return QVariant::fromValue<qulonglong>(row.offset);
    case LengthRole: return QVariant::fromValue<qulonglong>(row.length);
    case NoticeRole: return static_cast<int>(row.kind);
    default: return {};
    }
}

QVariant NoticesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DiagnosticsModel::KindColumn: return tr("Notice");
    case DiagnosticsModel::OffsetColumn: return tr("Offset");
    case DiagnosticsModel::LineColumnColumn: return tr("Line:Column");
    case DiagnosticsModel::MessageColumn: return tr("Message");
    default: return {};
    }
}

} // namespace u8i::ui
