// The byte map's legend: a colour swatch and the name of each byte class, in as many columns as
// there is room for (four under the chart, two beside it), and a note on the corner marks and the
// cells' notes. The swatches follow the palette.
#pragma once

#include <u8i/utf8/byte_facts.h>

#include <QString>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;

namespace u8i::ui {

// The name of a byte class, as the legend and the chart's tooltips say it.
[[nodiscard]] QString byteClassName(ByteClass byteClass);

class ByteMapLegend : public QWidget {
    Q_OBJECT
  public:
    explicit ByteMapLegend(QWidget *parent = nullptr);

    void setColumns(int columns);
    [[nodiscard]] int columns() const { return m_columns; }

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void paintSwatches();

    QGridLayout *m_grid = nullptr;
    std::vector<QLabel *> m_swatches; // by ByteClass
    std::vector<QLabel *> m_names;    // by ByteClass
    QLabel *m_note = nullptr;
    int m_columns = 0;
};

} // namespace u8i::ui
