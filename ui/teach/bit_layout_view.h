// The bit layout of one character: the code point in binary, split into its bit groups, each in
// its own colour; under it each UTF-8 byte with its marker bits drawn apart from its payload bits,
// the payload coloured like the group it carries. Hovering a bit highlights it in both rows.
#pragma once

#include <u8i/utf8/explain.h>

#include <QWidget>

#include <cstdint>
#include <vector>

class QPainter;

namespace u8i::ui {

class BitLayoutView : public QWidget {
    Q_OBJECT
  public:
    explicit BitLayoutView(QWidget *parent = nullptr);

    // Shows how `codePoint` is encoded (surrogates and values above U+10FFFF are shown with the
    // bytes they would have, and a caption saying they are not valid UTF-8).
    void setCodePoint(std::uint32_t codePoint);
    // Shows these bytes. When they are one well-formed character, its code point is shown above
    // them; otherwise only the bytes, with their marker and payload bits, and `caption` (or a
    // default one) under them.
    void setBytes(const std::vector<std::uint8_t> &bytes, const QString &caption = QString());
    void clear();

    // What is drawn, as text: "0 11111 010000 011010" and per byte "11110|000".
    [[nodiscard]] QString groupsText() const;
    [[nodiscard]] QStringList bytesText() const;
    [[nodiscard]] QString caption() const { return m_caption; }
    // The code point bit (0 = lowest) under the mouse, or -1.
    [[nodiscard]] int hoveredBit() const { return m_hovered; }
    // Where bit `bit` of the code point is drawn in the top row and in the bytes row (centres).
    [[nodiscard]] QPoint codePointBitCenter(int bit) const;
    [[nodiscard]] QPoint byteBitCenter(int bit) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool event(QEvent *event) override;

  private:
    struct Cell {
        QRect rect;
        QChar bit;
        int group = -1; // colour group; -1 for marker bits
        int cpBit = -1; // the code point bit this cell shows, or -1 (markers, padding)
        bool marker = false;
    };
    void rebuild();
    int layOutBytes(int left, int top, QSize cell);
    int layOutGroups(int left, QSize cell);
    void paintGroupLines(QPainter &p) const;
    void paintCell(QPainter &p, const Cell &c, bool hovered) const;
    void paintByteFrames(QPainter &p) const;
    [[nodiscard]] int cellAt(const QPoint &pos) const;
    [[nodiscard]] QString tooltipFor(const Cell &cell, bool inBytes) const;

    bool m_hasCodePoint = false;
    std::uint32_t m_codePoint = 0;
    std::vector<std::string> m_groups; // highest first
    std::vector<ByteBits> m_bytes;
    QString m_caption;

    // Layout, rebuilt on every change and resize.
    std::vector<Cell> m_top;
    std::vector<Cell> m_bottom;
    std::vector<QRect> m_byteRects;
    QRect m_topLabel;
    QRect m_bottomLabel;
    int m_hovered = -1;
    int m_hoveredCell = -1; // index into m_top, then m_bottom, for marker and padding bits
    QSize m_content;
};

} // namespace u8i::ui
