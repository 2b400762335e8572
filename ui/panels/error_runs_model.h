// The errors in the text of binary data as a table (the diagnostics list's "Errors in text"):
// the runs of u8i/charsets/detection/errors_in_text.h, one row per run of adjacent groups of one
// kind, with its count and byte range. line:column is asked of the scan index when a row is first
// shown.
#pragma once

#include "findings_table_model.h"

#include <u8i/charsets/detection/errors_in_text.h>

#include <unordered_map>

namespace u8i::ui {

class ErrorRunsModel : public FindingsTableModel {
    Q_OBJECT
  public:
    explicit ErrorRunsModel(QObject *parent = nullptr);

    // The listing, of `data` scanned as `index` (both outlive the model or the next call).
    void setListing(charsets::ErrorsInText listing, Bytes data, const ScanIndex *index);
    void clear();
    [[nodiscard]] const charsets::ErrorsInText &listing() const { return m_listing; }
    // The first row at or after `offset`, or the row whose run holds it (rowCount() when none).
    [[nodiscard]] int rowAtOrAfter(Offset offset) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;

  protected:
    [[nodiscard]] QVariant field(int row, Field field) const override;

  private:
    [[nodiscard]] QString message(const charsets::ErrorRun &run) const;

    charsets::ErrorsInText m_listing;
    Bytes m_data;
    const ScanIndex *m_index = nullptr;
    mutable std::unordered_map<int, QString> m_messages; // by row; cleared when large
};

} // namespace u8i::ui
