// The table every list of findings in the diagnostics list shows: kind, offset, line:column and
// message, with the roles that give a row's bytes and kind. The models under it (every diagnostic,
// the notices, the errors in text of binary data) say only what each row holds (field()); the
// columns, their look and the headers are here, once.
#pragma once

#include <u8i/types.h>

#include <QAbstractTableModel>
#include <QIcon>

#include <array>

namespace u8i::ui {

class FindingsTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { KindColumn, OffsetColumn, LineColumnColumn, MessageColumn, ColumnCount };
    enum Role {
        OffsetRole = Qt::UserRole + 1, // qulonglong: the row's first byte
        LengthRole,                    // qulonglong: its bytes
        KindRole,                      // int: the u8i::ErrorKind or u8i::NoticeKind
    };

    explicit FindingsTableModel(QObject *parent = nullptr);

    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  protected:
    // What a row holds, asked one field at a time (a message or a line:column may cost a decode).
    enum class Field {
        Kind,       // QString: the kind's name ("invalid-byte ×12" for a run)
        Icon,       // QIcon, or nothing
        Offset,     // qulonglong
        Length,     // qulonglong
        KindValue,  // int
        LineColumn, // QString: "12:5"
        Message,    // QString
        Rule,       // QString: the kind's rule in one line, translated (kind_texts.h)
    };
    // `row` lies in [0, rowCount()).
    [[nodiscard]] virtual QVariant field(int row, Field field) const = 0;
    // The first column's header: "Kind", "Notice".
    [[nodiscard]] virtual QString kindHeader() const;
    // The swatch of an error kind in the colour, line and glyph the hex view outlines it with.
    [[nodiscard]] QIcon kindIcon(ErrorKind kind) const;

  private:
    mutable std::array<QIcon, kErrorKindCount> m_icons; // kindIcon's, for m_iconPalette
    mutable qint64 m_iconPalette = -1;
};

} // namespace u8i::ui
