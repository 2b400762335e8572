#include "error_runs_model.h"

#include "kind_texts.h"
#include "message_texts.h"
#include "number_text.h"

#include <u8i/utf8/message.h>

#include <algorithm>

namespace u8i::ui {

namespace {
constexpr std::size_t kCachedMessages = 2048;
} // namespace

ErrorRunsModel::ErrorRunsModel(QObject *parent) : FindingsTableModel(parent) {}

void ErrorRunsModel::setListing(charsets::ErrorsInText listing, Bytes data, const ScanIndex *index)
{
    beginResetModel();
    m_listing = std::move(listing);
    m_data = data;
    m_index = index;
    m_messages.clear();
    endResetModel();
}

void ErrorRunsModel::clear()
{
    setListing({}, {}, nullptr);
}

int ErrorRunsModel::rowAtOrAfter(Offset offset) const
{
    const auto &runs = m_listing.runs;
    const auto it = std::lower_bound(
        runs.begin(), runs.end(), offset,
        [](const charsets::ErrorRun &run, Offset o) { return run.offset + run.length <= o; });
    return static_cast<int>(it - runs.begin());
}

int ErrorRunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_listing.runs.size());
}

QString ErrorRunsModel::message(const charsets::ErrorRun &run) const
{
    if (run.offset >= m_data.size())
        return {};
    const QString first = groupText(m_data, decodeItemAt(m_data, run.offset));
    if (run.count == 1)
        return first;
    return tr("%1 groups in a row at 0x%2–0x%3; the first: %4")
        .arg(grouped(run.count))
        .arg(run.offset, 0, 16)
        .arg(run.offset + run.length, 0, 16)
        .arg(first);
}

QVariant ErrorRunsModel::field(int r, Field field) const
{
    const charsets::ErrorRun &run = m_listing.runs[static_cast<std::size_t>(r)];
    switch (field) {
    case Field::Kind: {
        const QString kind = kindName(run.kind);
        return run.count > 1 ? QStringLiteral("%1 ×%2").arg(kind, grouped(run.count)) : kind;
    }
    case Field::Icon: return kindIcon(run.kind);
    case Field::Rule: return kindRule(run.kind);
    case Field::Offset: return QVariant::fromValue<qulonglong>(run.offset);
    case Field::Length: return QVariant::fromValue<qulonglong>(run.length);
    case Field::KindValue: return static_cast<int>(run.kind);
    case Field::LineColumn: {
        if (m_index == nullptr || run.offset > m_data.size())
            return {};
        const LineColumn at = m_index->lineColumnAt(m_data, run.offset);
        return QStringLiteral("%1:%2").arg(at.line).arg(at.column);
    }
    case Field::Message: {
        if (const auto found = m_messages.find(r); found != m_messages.end())
            return found->second;
        if (m_messages.size() >= kCachedMessages)
            m_messages.clear();
        return m_messages.emplace(r, message(run)).first->second;
    }
    }
    return {};
}

} // namespace u8i::ui
