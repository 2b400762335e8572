// The rows of the Strings panel: the records of a StringsSearch that pass the filter (minimum
// length in characters, encoding, script, text), as a table. Rows are appended as the search finds
// more; the text of a row is read from the document's bytes only when the row is shown.
#pragma once

#include "document_model.h"
#include "strings_search.h"

#include <QAbstractTableModel>

#include <optional>

namespace u8i::ui {

struct StringsFilter {
    Offset minCharacters = 4;
    std::optional<TextEncoding> encoding; // none: every encoding
    QString script;                       // a script name ("Cyrillic"); empty: every script
    QString text;                         // case-insensitive; empty: any text

    friend bool operator==(const StringsFilter &, const StringsFilter &) = default;
};

class StringsModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        OffsetColumn,
        BytesColumn,
        CharactersColumn,
        EncodingColumn,
        ScriptsColumn,
        TextColumn,
        ColumnCount
    };

    StringsModel(StringsSearch *search, DocumentModel *document, QObject *parent = nullptr);

    void setFilter(const StringsFilter &filter);
    [[nodiscard]] const StringsFilter &filter() const { return m_filter; }

    [[nodiscard]] const StringRecord &recordAt(int row) const;
    // The first row whose string starts after `offset`, or -1.
    [[nodiscard]] int firstRowAfter(Offset offset) const;
    // The last row whose string starts before `offset`, or -1.
    [[nodiscard]] int lastRowBefore(Offset offset) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

  private:
    void onFound(std::size_t first);
    void refilter();
    [[nodiscard]] bool passes(const StringRecord &record) const;

    StringsSearch *m_search;
    DocumentModel *m_document;
    StringsFilter m_filter;
    std::vector<std::uint32_t> m_rows; // indices into m_search->records()
};

} // namespace u8i::ui
