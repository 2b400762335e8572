// Every ill-formed group of a file as a table, computed lazily from the scan's block summaries:
// row r is found by a prefix sum over the blocks' diagnostic counts, then only that block is
// decoded. Works with millions of rows without enumerating them.
#pragma once

#include "u8i/item.h"
#include "u8i/scan.h"

#include <QAbstractTableModel>

#include <list>
#include <optional>
#include <vector>

namespace u8i::ui {

class DiagnosticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KindColumn, OffsetColumn, LineColumnColumn, MessageColumn, ColumnCount };
    enum Role {
        OffsetRole = Qt::UserRole + 1, // qulonglong: first byte of the group
        LengthRole,                    // qulonglong: bytes in the group
        KindRole,                      // int: the u8i::ErrorKind
    };
    // Qt's item views lay rows out in int pixels, so a table cannot hold more rows than this;
    // files with more diagnostics (matching the filter) list the first kMaxRows.
    static constexpr Offset kMaxRows = Offset{1} << 25;

    explicit DiagnosticsModel(QObject *parent = nullptr);

    // The bytes and their scan. Both stay owned by the caller and must outlive the model or the
    // next setDocument; pass an empty span and nullptr to clear.
    void setDocument(Bytes data, const ScanIndex *index);
    // Only groups of this kind (std::nullopt: all kinds).
    void setKindFilter(std::optional<ErrorKind> kind);
    [[nodiscard]] std::optional<ErrorKind> kindFilter() const { return m_filter; }

    // Diagnostics in the file matching the filter (may exceed rowCount(), see kMaxRows).
    [[nodiscard]] Offset matchingCount() const { return m_matching; }
    // Diagnostics of one kind, or of all kinds, in the whole file.
    [[nodiscard]] Offset countOf(std::optional<ErrorKind> kind) const;
    // The group shown in a row (std::nullopt for a row out of range).
    [[nodiscard]] std::optional<Item> itemAt(Offset row) const;
    // The row of the first matching group starting at or after `offset`; -1 when none is listed.
    [[nodiscard]] int rowAtOrAfter(Offset offset) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    struct Row {
        Item item;
        mutable QString lineColumn; // filled on first display
        mutable QString message;
    };
    struct DecodedBlock {
        std::size_t block = 0;
        std::vector<Row> rows; // matching groups starting in the block, in order
    };

    void rebuildPrefix();
    [[nodiscard]] Offset blockCount(std::size_t block) const;
    [[nodiscard]] const Row *rowAt(Offset row) const;
    [[nodiscard]] const DecodedBlock &decoded(std::size_t block) const;

    Bytes m_data;
    const ScanIndex *m_index = nullptr;
    std::optional<ErrorKind> m_filter;
    Offset m_matching = 0;
    std::vector<std::size_t> m_blocks; // blocks holding at least one matching group, ascending
    std::vector<Offset> m_before;      // matching groups in the listed blocks before each one
    mutable std::list<DecodedBlock> m_cache; // most recently used first
};

} // namespace u8i::ui
