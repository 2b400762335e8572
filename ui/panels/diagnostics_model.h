// Every ill-formed group of a file as a table, computed lazily from the scan's index: the
// diagnostic cursor finds where row r's group lies and how many groups come before its block, and
// only that block is decoded (and kept for its neighbours). Works with millions of rows without
// enumerating them.
#pragma once

#include "findings_table_model.h"

#include "u8i/scan/scan.h"
#include "u8i/utf8/item.h"

#include <list>
#include <optional>
#include <unordered_map>
#include <vector>

namespace u8i::ui {

class DiagnosticsModel : public FindingsTableModel {
    Q_OBJECT
  public:
    // Qt's views keep a few bytes per row (QHeaderView) and lay rows out in int pixels, so the
    // model lists a window of at most kWindowRows consecutive diagnostics out of all those that
    // match the filter; setWindowStart moves it. Row r shows diagnostic windowStart() + r.
    static constexpr Offset kWindowRows = Offset{1} << 20;

    explicit DiagnosticsModel(QObject *parent = nullptr);

    // The bytes and their scan. Both stay owned by the caller and must outlive the model or the
    // next setDocument; pass an empty span and nullptr to clear. The window goes back to the start.
    void setDocument(Bytes data, const ScanIndex *index);
    // Only groups of this kind (std::nullopt: all kinds). The window goes back to the start.
    void setKindFilter(std::optional<ErrorKind> kind);
    [[nodiscard]] std::optional<ErrorKind> kindFilter() const { return m_filter; }

    // Diagnostics in the file matching the filter, numbered 0 .. matchingCount() - 1 in file order.
    [[nodiscard]] Offset matchingCount() const { return m_matching; }
    // Diagnostics of one kind, or of all kinds, in the whole file.
    [[nodiscard]] Offset countOf(std::optional<ErrorKind> kind) const;
    // Matching diagnostic number n (std::nullopt when n >= matchingCount()).
    [[nodiscard]] std::optional<Item> diagnostic(Offset n) const;
    // The number of the first matching diagnostic starting at or after `offset`; matchingCount()
    // when there is none.
    [[nodiscard]] Offset diagnosticAtOrAfter(Offset offset) const;

    // The listed window: diagnostics [windowStart(), windowStart() + rowCount()).
    [[nodiscard]] Offset windowStart() const { return m_windowStart; }
    // Moves the window so that it starts at diagnostic n (clamped so that it stays full when there
    // are enough diagnostics). Resets the model when the window moves.
    void setWindowStart(Offset n);
    // The row that shows diagnostic n, or -1 when it lies outside the window.
    [[nodiscard]] int rowOf(Offset n) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;

  protected:
    [[nodiscard]] QVariant field(int row, Field field) const override;

  private:
    // A decoded block keeps only the offsets and positions of its matching groups (24 bytes each);
    // the rows' texts are computed when shown and kept in a small cache.
    struct DecodedBlock {
        Offset block = 0;
        Offset firstNumber = 0;            // the number of its first matching group
        std::vector<Offset> offsets;       // matching groups starting in the block, in order
        std::vector<LineColumn> positions; // their lines and columns
        [[nodiscard]] bool holds(Offset n) const
        {
            return n >= firstNumber && n - firstNumber < offsets.size();
        }
    };
    struct Row {
        Item item;
        QString lineColumn; // "12:5"
        QString message;
        bool clipped = false; // a run of continuation bytes longer than was decoded
    };

    void reset();
    [[nodiscard]] Row *rowAt(Offset n) const;
    [[nodiscard]] const DecodedBlock *blockHolding(Offset n) const;
    [[nodiscard]] DecodedBlock decode(Offset block) const;

    Bytes m_data;
    const ScanIndex *m_index = nullptr;
    std::optional<ErrorKind> m_filter;
    Offset m_matching = 0;
    Offset m_windowStart = 0;
    mutable std::list<DecodedBlock> m_cache;        // most recently used first
    mutable std::unordered_map<Offset, Row> m_rows; // by diagnostic number; cleared when large
};

} // namespace u8i::ui
