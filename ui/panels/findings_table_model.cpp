#include "findings_table_model.h"
#include "number_text.h"

#include "role_colors.h"
#include "styles.h"

#include <QFontDatabase>
#include <QGuiApplication>

namespace u8i::ui {

FindingsTableModel::FindingsTableModel(QObject *parent) : QAbstractTableModel(parent) {}

int FindingsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QIcon FindingsTableModel::kindIcon(ErrorKind kind) const
{
    const QPalette palette = QGuiApplication::palette();
    if (m_iconPalette != palette.cacheKey()) {
        m_iconPalette = palette.cacheKey();
        const RoleColors colors = RoleColors::fromPalette(palette);
        for (int k = 0; k < kErrorKindCount; ++k)
            m_icons[static_cast<std::size_t>(k)] =
                swatchIcon(static_cast<ErrorKind>(k), colors, 16);
    }
    return m_icons[static_cast<std::size_t>(kind)];
}

QVariant FindingsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KindColumn: return field(row, Field::Kind);
        case OffsetColumn: {
            const QVariant offset = field(row, Field::Offset);
            return offset.isValid() ? offsetHex(offset.toULongLong()) : QVariant();
        }
        case LineColumnColumn: return field(row, Field::LineColumn);
        case MessageColumn: return field(row, Field::Message);
        default: return {};
        }
    case Qt::ToolTipRole:
        return field(row, index.column() == KindColumn ? Field::Rule : Field::Message);
    case Qt::DecorationRole:
        return index.column() == KindColumn ? field(row, Field::Icon) : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == OffsetColumn || index.column() == LineColumnColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (index.column() == OffsetColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case OffsetRole: return field(row, Field::Offset);
    case LengthRole: return field(row, Field::Length);
    case KindRole: return field(row, Field::KindValue);
    default: return {};
    }
}

QString FindingsTableModel::kindHeader() const
{
    return tr("Kind");
}

QVariant FindingsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KindColumn: return kindHeader();
    case OffsetColumn: return tr("Offset");
    case LineColumnColumn: return tr("Line:Column");
    case MessageColumn: return tr("Message");
    default: return {};
    }
}

} // namespace u8i::ui
