// The Data Inspector dock: the bytes at the caret read as integers, floats, times, a GUID, LEB128
// and UTF-16 (data_values.h), one row each. A click on a row selects the bytes its value was read
// from; Ctrl+C or the context menu copies the value. Integers in decimal or hexadecimal
// (remembered, settings key dataInspector/hexadecimal). View ▸ Data Inspector (Ctrl+Shift+I) shows
// it, beside the character inspector.
#pragma once

#include "data_values.h"

#include <QWidget>

class QCheckBox;
class QLabel;

namespace u8i::ui {

class DocumentModel;
class ValueTable;

class DataInspector : public QWidget {
    Q_OBJECT
  public:
    explicit DataInspector(DocumentModel *model, QWidget *parent = nullptr);

    [[nodiscard]] ValueTable *table() const { return m_table; }
    [[nodiscard]] QCheckBox *hexadecimal() const { return m_hex; }
    // The offset whose values are shown, and the value of `type` there as shown.
    [[nodiscard]] Offset offset() const { return m_offset; }
    [[nodiscard]] QString valueText(DataType type) const;
    // Shows the values at `offset` (the caret follows the model; this also moves it).
    void showAt(Offset offset);

  private:
    void refresh();
    void selectRowBytes(int row);
    [[nodiscard]] static QString typeName(DataType type);
    [[nodiscard]] static QStringList typeNames();
    [[nodiscard]] static QString statusText(const DataValue &value);

    DocumentModel *m_model;
    QLabel *m_where;
    QCheckBox *m_hex;
    ValueTable *m_table;
    std::vector<DataValue> m_values;
    Offset m_offset = 0;
};

} // namespace u8i::ui
