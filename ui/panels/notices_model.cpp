#include "notices_model.h"

#include "kind_texts.h"

#include <algorithm>

namespace u8i::ui {

NoticesModel::NoticesModel(QObject *parent) : FindingsTableModel(parent) {}

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

QVariant NoticesModel::field(int r, Field field) const
{
    const NoticeRow &row = m_listing.rows[m_shown[static_cast<std::size_t>(r)]];
    switch (field) {
    case Field::Kind: {
        const QString kind = kindName(row.kind);
        return row.count > 1 ? QStringLiteral("%1 ×%2").arg(kind).arg(row.count) : kind;
    }
    case Field::Icon: return {};
    case Field::Offset: return QVariant::fromValue<qulonglong>(row.offset);
    case Field::Length: return QVariant::fromValue<qulonglong>(row.length);
    case Field::KindValue: return static_cast<int>(row.kind);
    case Field::LineColumn: {
        LineColumn at = row.at;
        if (at.line == 0 && m_index != nullptr && row.offset <= m_data.size())
            at = m_index->lineColumnAt(m_data, row.offset);
        return QStringLiteral("%1:%2").arg(at.line).arg(at.column);
    }
    case Field::Message: return row.message;
    case Field::Rule: return kindRule(row.kind);
    }
    return {};
}

QString NoticesModel::kindHeader() const
{
    return tr("Notice");
}

} // namespace u8i::ui
