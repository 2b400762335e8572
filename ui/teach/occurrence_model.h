// The rows of the byte map's occurrence list: one per place a byte value occurs in the open file,
// with its offset, line:column (once the scan has finished), the byte's role there (ASCII, lead,
// continuation or invalid), the character or ill-formed group it is part of, and the bytes around
// it. Everything but the offset is worked out when a row is shown.
#pragma once

#include <u8i/scan/scan.h>
#include <u8i/types.h>

#include <QAbstractTableModel>

#include <vector>

namespace u8i::ui {

class OccurrenceModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        OffsetColumn,
        LineColumnColumn,
        RoleColumn,
        PartOfColumn,
        ContextColumn,
        ColumnCount
    };
    // The byte's role (u8i::ByteRole as int) and the row's offset, for tests and delegates.
    static constexpr int ByteRoleRole = Qt::UserRole + 1;
    static constexpr int OffsetRole = Qt::UserRole + 2;

    explicit OccurrenceModel(QObject *parent = nullptr);

    // A new buffer (or none): the rows go.
    void setSource(Bytes data, const ScanIndex *index);
    // The scan finished (or was dropped): line:column appears.
    void setIndex(const ScanIndex *index);
    void clear();
    void append(const std::vector<Offset> &offsets);

    [[nodiscard]] Offset offsetAt(int row) const
    {
        return m_offsets.at(static_cast<std::size_t>(row));
    }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

  private:
    [[nodiscard]] QString lineColumn(int row) const;

    Bytes m_data;
    const ScanIndex *m_index = nullptr;
    std::vector<Offset> m_offsets;
    mutable std::vector<LineColumn> m_lineColumns; // line 0: not worked out yet
};

} // namespace u8i::ui
