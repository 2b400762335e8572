// A histogram of the 256 byte values: one bar per value, its height the value's count relative to
// the most frequent one (on a square-root scale, so that rare values still show). Bars of ASCII
// values, of values that can lead a UTF-8 sequence, of continuation values and of values never
// valid in UTF-8 take the hex view's role colours. The tooltip names the value and its count.
#pragma once

#include <u8i/types.h>

#include <QWidget>

#include <array>

namespace u8i::ui {

class HistogramView : public QWidget {
    Q_OBJECT
  public:
    explicit HistogramView(QWidget *parent = nullptr);

    void setCounts(const std::array<Offset, 256> &counts);
    [[nodiscard]] const std::array<Offset, 256> &counts() const { return m_counts; }
    // The byte value whose bar lies under x, or -1.
    [[nodiscard]] int valueAt(int x) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

  protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

  private:
    std::array<Offset, 256> m_counts{};
    Offset m_most = 0;
};

} // namespace u8i::ui
