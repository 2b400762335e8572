// The notices of a document as a table (the diagnostics list when it shows notices): the rows of a
// NoticeListing, filtered to one notice kind, the deceptive-text notices, the others, or all.
// Same columns and roles as DiagnosticsModel; line:column is asked of the scan index when a row is
// first shown.
#pragma once

#include "findings_table_model.h"
#include "notice_listing.h"

#include <optional>

namespace u8i::ui {

class NoticesModel : public FindingsTableModel {
    Q_OBJECT
  public:
    enum class Group { All, Deceptive, Other };
    struct Filter {
        Group group = Group::All;
        std::optional<NoticeKind> kind; // when set, this kind alone
    };
    static constexpr int NoticeRole = KindRole; // int: the u8i::NoticeKind

    explicit NoticesModel(QObject *parent = nullptr);

    // The listing, of `data` scanned as `index` (both outlive the model or the next call).
    void setListing(NoticeListing listing, Bytes data, const ScanIndex *index);
    void clear();
    void setFilter(Filter filter);
    [[nodiscard]] const NoticeListing &listing() const { return m_listing; }
    // Rows of the listing that the filter would keep.
    [[nodiscard]] Offset countOf(Filter filter) const;
    // The first row at or after `offset` (rowCount() when none).
    [[nodiscard]] int rowAtOrAfter(Offset offset) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;

  protected:
    [[nodiscard]] QVariant field(int row, Field field) const override;
    [[nodiscard]] QString kindHeader() const override;

  private:
    [[nodiscard]] static bool keeps(const Filter &filter, NoticeKind kind);
    void refilter();

    NoticeListing m_listing;
    Bytes m_data;
    const ScanIndex *m_index = nullptr;
    Filter m_filter;
    std::vector<std::size_t> m_shown; // rows of the listing the filter keeps
};

} // namespace u8i::ui
