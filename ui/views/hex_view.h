// The hex view: a custom-painted scroll area over any number of bytes. Offset column, 8/16/32
// bytes per row, cells coloured by role, multi-byte sequences bracketed as one unit, ill-formed
// groups outlined by kind (painted in hex_view_painting.cpp), tooltips, keyboard caret and
// selection, mouse selection.
//
// Only the visible rows plus a margin are annotated (u8i::annotate), and cached. The vertical
// scrollbar is scaled when the row count does not fit an int, and rows are 64-bit throughout.
#pragma once

#include "role_colors.h"

#include <u8i/annotate.h>

#include <QAbstractScrollArea>

#include <functional>

namespace u8i::ui {

class HexView : public QAbstractScrollArea {
    Q_OBJECT
  public:
    enum class OffsetBase { Hex, Decimal };
    static constexpr int kMaxScrollValue = 1 << 30;

    explicit HexView(QWidget *parent = nullptr);

    void setData(Bytes bytes);
    [[nodiscard]] Bytes data() const { return m_data; }
    // Called before every read of the data; when it returns false the view shows nothing.
    void setAccessCheck(std::function<bool()> check) { m_accessCheck = std::move(check); }

    [[nodiscard]] int bytesPerRow() const { return m_bytesPerRow; }
    void setBytesPerRow(int count); // 8, 16 or 32
    [[nodiscard]] OffsetBase offsetBase() const { return m_offsetBase; }
    void setOffsetBase(OffsetBase base);

    [[nodiscard]] Offset caret() const { return m_caret; }
    // The selection, half-open; empty (begin == end == caret) when nothing is selected.
    [[nodiscard]] Offset selectionBegin() const;
    [[nodiscard]] Offset selectionEnd() const;
    [[nodiscard]] bool hasSelection() const { return m_selecting; }
    void setCaret(Offset offset, bool extend = false);
    void select(Offset begin, Offset end);

    [[nodiscard]] Offset rowCount() const;
    [[nodiscard]] Offset topRow() const { return m_top; }
    [[nodiscard]] Offset topOffset() const { return m_top * static_cast<Offset>(m_bytesPerRow); }
    [[nodiscard]] int visibleRowCount() const;
    void scrollToRow(Offset row);
    void scrollToOffset(Offset offset) { scrollToRow(offset / static_cast<Offset>(m_bytesPerRow)); }
    void ensureVisible(Offset offset);

    // Scrollbar mapping (exposed for tests): rows <-> values, exact at both ends.
    [[nodiscard]] Offset maxTopRow() const;
    [[nodiscard]] int scrollValueForRow(Offset row) const;
    [[nodiscard]] Offset rowForScrollValue(int value) const;

    // Wide enough for the offset column and every byte column.
    [[nodiscard]] QSize sizeHint() const override;

    // Geometry (viewport coordinates), for tests and tooltips.
    [[nodiscard]] QRect cellRect(Offset offset) const;
    [[nodiscard]] std::optional<Offset> offsetAt(QPoint pos, bool clamp) const;

  signals:
    void caretChanged(u8i::Offset caret);
    void selectionChanged(u8i::Offset begin, u8i::Offset end);
    void topOffsetChanged(u8i::Offset top);

  protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

  private:
    [[nodiscard]] Bytes safeData() const;
    [[nodiscard]] const Window &annotation(Offset begin, Offset end);
    void updateMetrics();
    void updateScrollBars();
    void onScrollValue(int value);
    void onScrollAction(int action);
    [[nodiscard]] int cellX(int column) const;
    [[nodiscard]] QString offsetText(Offset offset) const;
    void paintRow(QPainter &p, Offset row, int y, const Window &window);
    void paintGroups(QPainter &p, Offset rowBegin, Offset rowEnd, int y, const Window &window);
    void emitSelectionIfChanged();

    Bytes m_data;
    std::function<bool()> m_accessCheck;
    Window m_window; // annotation cache
    bool m_windowValid = false;
    RoleColors m_colors;
    int m_bytesPerRow = 16;
    OffsetBase m_offsetBase = OffsetBase::Hex;
    Offset m_top = 0;
    Offset m_caret = 0;
    Offset m_anchor = 0;
    bool m_selecting = false;
    Offset m_lastSelBegin = 0;
    Offset m_lastSelEnd = 0;
    bool m_updatingScroll = false;
    int m_wheelRemainder = 0;
    // metrics
    int m_charWidth = 8;
    int m_lineHeight = 16;
    int m_ascent = 12;
    int m_offsetDigits = 8;
    int m_hexX = 0;
    int m_contentWidth = 0;
};

} // namespace u8i::ui
