// The rows of Find All: each match's offset, length and context (the bytes around it, decoded, the
// match between » and «), read from the document model when shown.
#pragma once

#include "find_all_search.h"

#include <QAbstractTableModel>

namespace u8i::ui {

class DocumentModel;

class FindAllModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { OffsetColumn, LengthColumn, ContextColumn, ColumnCount };

    explicit FindAllModel(DocumentModel *document, QObject *parent = nullptr);

    void setMatches(std::vector<FoundMatch> matches);
    [[nodiscard]] const FoundMatch &match(int row) const
    {
        return m_matches[static_cast<std::size_t>(row)];
    }
    [[nodiscard]] QString context(const FoundMatch &match) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

  private:
    DocumentModel *m_document;
    std::vector<FoundMatch> m_matches;
};

} // namespace u8i::ui
