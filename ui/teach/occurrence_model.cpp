#include "occurrence_model.h"
#include "number_text.h"

#include "byte_occurrences.h"
#include "role_colors.h"
#include "teach_text.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QLocale>

#include <algorithm>

namespace u8i::ui {

namespace {

// Bytes of context shown on each side of an occurrence.
constexpr Offset kContext = 4;

QString hexOffset(Offset offset)
{
    return QStringLiteral("0x") + upperHex(offset);
}

QString groupHex(Bytes data, const Item &item)
{
    std::vector<std::uint8_t> bytes(data.begin() + static_cast<std::ptrdiff_t>(item.offset),
                                    data.begin() + static_cast<std::ptrdiff_t>(item.end()));
    return TeachText::hexBytes(bytes);
}

QString roleText(const OccurrenceRole &r)
{
    const auto n = static_cast<qulonglong>(r.item.length);
    switch (r.role) {
    case ByteRole::Ascii: return OccurrenceModel::tr("ASCII");
    case ByteRole::Lead: return OccurrenceModel::tr("lead (1 of %1)").arg(n);
    case ByteRole::Continuation:
        return OccurrenceModel::tr("continuation (%1 of %2)").arg(r.index + 1).arg(n);
    case ByteRole::Invalid:
        if (r.strayRun)
            return OccurrenceModel::tr("invalid: stray continuation");
        return OccurrenceModel::tr("invalid (%1 of %2)").arg(r.index + 1).arg(n);
    }
    return {};
}

QString partOfText(Bytes data, const OccurrenceRole &r)
{
    if (r.item.wellFormed)
        return TeachText::codePointWithChar(r.item.codePoint);
    const QString kind = QString::fromLatin1(name(r.item.kind));
    if (r.strayRun)
        return OccurrenceModel::tr("%1: no lead before it").arg(kind);
    return OccurrenceModel::tr("%1: %2").arg(kind, groupHex(data, r.item));
}

QString roleToolTip(const OccurrenceRole &r, std::uint8_t byte)
{
    switch (r.role) {
    case ByteRole::Ascii:
        return OccurrenceModel::tr("An ASCII byte is a whole character by itself.");
    case ByteRole::Lead:
        return OccurrenceModel::tr("Here %1 starts a well-formed %2-byte sequence.")
            .arg(TeachText::hexByte(byte))
            .arg(static_cast<qulonglong>(r.item.length));
    case ByteRole::Continuation:
        return OccurrenceModel::tr("Here %1 is byte %2 of a well-formed sequence: it adds its 6 "
                                   "low bits to the character.")
            .arg(TeachText::hexByte(byte))
            .arg(r.index + 1);
    case ByteRole::Invalid:
        if (r.strayRun)
            return OccurrenceModel::tr("Here %1 follows no lead byte that could absorb it: a "
                                       "stray continuation byte, replaced by U+FFFD.")
                .arg(TeachText::hexByte(byte));
        return OccurrenceModel::tr("Here %1 is part of an ill-formed group (%2): a standard "
                                   "decoder replaces it with U+FFFD.")
            .arg(TeachText::hexByte(byte), QString::fromLatin1(name(r.item.kind)));
    }
    return {};
}

QString contextText(Bytes data, Offset offset)
{
    const Offset begin = offset > kContext ? offset - kContext : 0;
    const Offset end = std::min<Offset>(data.size(), offset + kContext + 1);
    QStringList parts;
    for (Offset p = begin; p < end; ++p) {
        const QString hex = TeachText::hexByte(data[p]);
        parts << (p == offset ? QStringLiteral("[%1]").arg(hex) : hex);
    }
    QString text = parts.join(QLatin1Char(' '));
    if (begin > 0)
        text.prepend(QStringLiteral("… "));
    if (end < data.size())
        text.append(QStringLiteral(" …"));
    return text;
}

} // namespace

OccurrenceModel::OccurrenceModel(QObject *parent) : QAbstractTableModel(parent) {}

void OccurrenceModel::setSource(Bytes data, const ScanIndex *index)
{
    beginResetModel();
    m_data = data;
    m_index = index;
    m_offsets.clear();
    m_lineColumns.clear();
    endResetModel();
}

void OccurrenceModel::setIndex(const ScanIndex *index)
{
    m_index = index;
    std::fill(m_lineColumns.begin(), m_lineColumns.end(), LineColumn{0, 0});
    if (!m_offsets.empty())
        emit dataChanged(this->index(0, LineColumnColumn),
                         this->index(rowCount() - 1, LineColumnColumn));
}

void OccurrenceModel::clear()
{
    beginResetModel();
    m_offsets.clear();
    m_lineColumns.clear();
    endResetModel();
}

void OccurrenceModel::append(const std::vector<Offset> &offsets)
{
    if (offsets.empty())
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + static_cast<int>(offsets.size()) - 1);
    m_offsets.insert(m_offsets.end(), offsets.begin(), offsets.end());
    m_lineColumns.resize(m_offsets.size(), LineColumn{0, 0});
    endInsertRows();
}

int OccurrenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_offsets.size());
}

int OccurrenceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OccurrenceModel::lineColumn(int row) const
{
    if (!m_index)
        return QStringLiteral("…");
    LineColumn &at = m_lineColumns[static_cast<std::size_t>(row)];
    if (at.line == 0) // reads at most one 64 KiB block: done for the rows shown only
        at = m_index->lineColumnAt(m_data, m_offsets[static_cast<std::size_t>(row)]);
    return QStringLiteral("%1:%2").arg(at.line).arg(at.column);
}

QVariant OccurrenceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Offset offset = m_offsets[static_cast<std::size_t>(index.row())];
    if (offset >= m_data.size()) // the file shrank: nothing to read
        return {};
    if (role == OffsetRole)
        return QVariant::fromValue<qulonglong>(offset);
    if (role == Qt::FontRole && (index.column() == OffsetColumn || index.column() == ContextColumn))
        return QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (role == Qt::DisplayRole && index.column() == OffsetColumn)
        return hexOffset(offset);
    if (role == Qt::DisplayRole && index.column() == LineColumnColumn)
        return lineColumn(index.row());
    if (role == Qt::DisplayRole && index.column() == ContextColumn)
        return contextText(m_data, offset);
    if (role == Qt::ToolTipRole && index.column() == OffsetColumn)
        return tr("Offset %1 (decimal)").arg(grouped(offset));
    if (role == Qt::ToolTipRole && index.column() == LineColumnColumn && !m_index)
        return tr("Line and column are known when the scan has finished.");
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::ForegroundRole &&
        role != ByteRoleRole)
        return {};
    if (index.column() != RoleColumn && index.column() != PartOfColumn && role != ByteRoleRole)
        return {};
    const OccurrenceRole r = occurrenceRole(m_data, offset);
    if (role == ByteRoleRole)
        return static_cast<int>(r.role);
    if (role == Qt::ForegroundRole) {
        if (index.column() != RoleColumn || r.role == ByteRole::Ascii)
            return {};
        const RoleColors colours = RoleColors::fromPalette(QGuiApplication::palette());
        return r.role == ByteRole::Invalid ? colours.invalid : colours.multibyte;
    }
    if (role == Qt::ToolTipRole)
        return roleToolTip(r, m_data[offset]);
    return index.column() == RoleColumn ? roleText(r) : partOfText(m_data, r);
}

QVariant OccurrenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OffsetColumn: return tr("Offset");
    case LineColumnColumn: return tr("Line:Col");
    case RoleColumn: return tr("Role here");
    case PartOfColumn: return tr("Part of");
    case ContextColumn: return tr("Bytes around it");
    default: return {};
    }
}

} // namespace u8i::ui
