#include "diagnostics_model.h"

#include "kind_texts.h"
#include "message_texts.h"

#include "u8i/scan/diagnostic_cursor.h"
#include "u8i/utf8/annotate.h"
#include "u8i/utf8/message.h"

#include <QLocale>

#include <algorithm>

namespace u8i::ui {
namespace {

constexpr std::size_t kCachedBlocks = 8;
constexpr std::size_t kCachedRows = 2048;
constexpr Offset kRunReach = Offset{1} << 20;

} // namespace

DiagnosticsModel::DiagnosticsModel(QObject *parent) : FindingsTableModel(parent) {}

void DiagnosticsModel::setDocument(Bytes data, const ScanIndex *index)
{
    beginResetModel();
    m_data = data;
    m_index = index;
    m_windowStart = 0;
    reset();
    endResetModel();
}

void DiagnosticsModel::setKindFilter(std::optional<ErrorKind> kind)
{
    if (kind == m_filter)
        return;
    beginResetModel();
    m_filter = kind;
    m_windowStart = 0;
    reset();
    endResetModel();
}

Offset DiagnosticsModel::countOf(std::optional<ErrorKind> kind) const
{
    if (m_index == nullptr)
        return 0;
    const Totals &totals = m_index->totals();
    return kind ? totals.diagnostics[static_cast<std::size_t>(*kind)] : totals.diagnosticCount();
}

void DiagnosticsModel::reset()
{
    m_cache.clear();
    m_rows.clear();
    m_matching = 0;
    if (m_index == nullptr || m_data.size() < m_index->size())
        return;
    m_matching = countOf(m_filter);
}

DiagnosticsModel::DecodedBlock DiagnosticsModel::decode(Offset block) const
{
    DecodedBlock fresh;
    fresh.block = block;
    const Offset begin = block * kBlockSize;
    const Offset end = std::min<Offset>(begin + kBlockSize, m_data.size());
    // One pass over the block: ASCII bytes are skipped byte by byte, other items decoded; lines
    // and columns are counted from the first item's, so each group's position costs nothing more.
    // A run of continuation bytes may go on for gigabytes: decode no further than the block's end
    // plus a group's length; nothing after it matters here.
    const Bytes limited =
        m_data.first(static_cast<std::size_t>(std::min<Offset>(m_data.size(), end + 8)));
    Offset pos = itemStartAtOrAfter(limited, begin);
    LineColumn at = pos < end ? m_index->lineColumnAt(m_data, pos) : LineColumn{};
    while (pos < end) {
        if (const std::uint8_t byte = m_data[pos]; byte < 0x80) {
            advance(at, char32_t{byte});
            ++pos;
            continue;
        }
        const Item item = decodeItemAt(limited, pos);
        if (!item.wellFormed && (!m_filter || item.kind == *m_filter)) {
            fresh.offsets.push_back(item.offset);
            fresh.positions.push_back(at);
        }
        advance(at, item);
        pos = item.end();
    }
    return fresh;
}

// The decoded block that holds matching diagnostic n: a cached one, or the block the diagnostic
// cursor finds it in, numbered from the cursor's count of the groups before that block.
const DiagnosticsModel::DecodedBlock *DiagnosticsModel::blockHolding(Offset n) const
{
    for (auto it = m_cache.begin(); it != m_cache.end(); ++it) {
        if (it->holds(n)) {
            m_cache.splice(m_cache.begin(), m_cache, it);
            return &m_cache.front();
        }
    }
    const NthBlock at = DiagnosticCursor(m_data, m_index).blockOfNth(n, m_filter);
    if (!at.found())
        return nullptr; // the data changed under the index
    DecodedBlock fresh = decode(at.block);
    fresh.firstNumber = at.before;
    m_cache.push_front(std::move(fresh));
    if (m_cache.size() > kCachedBlocks)
        m_cache.pop_back();
    return m_cache.front().holds(n) ? &m_cache.front() : nullptr;
}

DiagnosticsModel::Row *DiagnosticsModel::rowAt(Offset n) const
{
    if (const auto found = m_rows.find(n); found != m_rows.end())
        return &found->second;
    if (n >= m_matching)
        return nullptr;
    const DecodedBlock *block = blockHolding(n);
    if (block == nullptr)
        return nullptr;
    const std::size_t rank = static_cast<std::size_t>(n - block->firstNumber);
    const LineColumn at = block->positions[rank];
    // Decode at most kRunReach bytes of the group: only a run of continuation bytes is longer.
    const Offset offset = block->offsets[rank];
    if (m_rows.size() >= kCachedRows)
        m_rows.clear();
    const Offset limit = std::min<Offset>(m_data.size(), offset + kRunReach);
    Row row{decodeItemAt(m_data.first(static_cast<std::size_t>(limit)), offset),
            QStringLiteral("%1:%2").arg(at.line).arg(at.column),
            {},
            false};
    row.clipped = limit < m_data.size() && row.item.end() == limit;
    return &m_rows.emplace(n, std::move(row)).first->second;
}

std::optional<Item> DiagnosticsModel::diagnostic(Offset n) const
{
    const Row *r = rowAt(n);
    return r ? std::optional<Item>(r->item) : std::nullopt;
}

Offset DiagnosticsModel::diagnosticAtOrAfter(Offset offset) const
{
    // The matching groups that start before `offset`: the number of the first at or after it.
    if (m_matching == 0)
        return 0;
    return DiagnosticCursor(m_data, m_index).rank(offset, m_filter).count;
}

void DiagnosticsModel::setWindowStart(Offset n)
{
    const Offset last = m_matching > kWindowRows ? m_matching - kWindowRows : 0;
    const Offset start = std::min(n, last);
    if (start == m_windowStart)
        return;
    beginResetModel();
    m_windowStart = start;
    endResetModel();
}

int DiagnosticsModel::rowOf(Offset n) const
{
    if (n < m_windowStart || n - m_windowStart >= static_cast<Offset>(rowCount()))
        return -1;
    return static_cast<int>(n - m_windowStart);
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || m_windowStart >= m_matching)
        return 0;
    return static_cast<int>(std::min(m_matching - m_windowStart, kWindowRows));
}

QVariant DiagnosticsModel::field(int r, Field field) const
{
    Row *row = rowAt(m_windowStart + static_cast<Offset>(r));
    if (row == nullptr)
        return {};
    const Item &item = row->item;
    switch (field) {
    case Field::Kind: return kindName(item.kind);
    case Field::Icon: return kindIcon(item.kind);
    case Field::Rule: return kindRule(item.kind);
    case Field::Offset: return QVariant::fromValue<qulonglong>(item.offset);
    case Field::Length: return QVariant::fromValue<qulonglong>(item.length);
    case Field::KindValue: return static_cast<int>(item.kind);
    case Field::LineColumn: return row->lineColumn;
    case Field::Message:
        if (row->message.isEmpty() && row->clipped)
            row->message =
                tr("%1: a run of at least %2 continuation bytes with no lead byte")
                    .arg(QString::fromStdString(hexBytes(m_data, item.offset, item.length, 4)),
                         QLocale().toString(static_cast<qulonglong>(item.length)));
        else if (row->message.isEmpty())
            row->message = groupText(m_data, item);
        return row->message;
    }
    return {};
}

} // namespace u8i::ui
