// The hex view: a custom-painted scroll area over any number of bytes. Offset column, 8/16/32
// bytes per row (fewer while the view is too narrow for them, as Okteta's rows follow its width),
// cells coloured by role, multi-byte sequences bracketed as one unit, ill-formed groups outlined by
// kind (painted in hex_view_painting.cpp), tooltips, keyboard caret and selection, mouse selection.
//
// Only the visible rows plus a margin are annotated (u8i::annotate), and cached. The vertical
// scrollbar is scaled when the row count does not fit an int, and rows are 64-bit throughout.
#pragma once

#include "character_cells.h"
#include "document_model.h"
#include "role_colors.h"

#include <u8i/utf8/annotate.h>

#include <QAbstractScrollArea>

#include <functional>
#include <vector>

namespace u8i::ui {

class HexView : public QAbstractScrollArea {
    Q_OBJECT
  public:
    enum class OffsetBase { Hex, Decimal };
    static constexpr int kMaxScrollValue = 1 << 30; // ScrollMapping::kMaxValue

    // Shows `model`'s bytes, caret and selection, and writes the user's moves back into it.
    explicit HexView(DocumentModel *model, QWidget *parent = nullptr);

    [[nodiscard]] DocumentModel *model() const { return m_model; }
    [[nodiscard]] Bytes data() const { return m_data; }

    // The chosen bytes per row (8, 16 or 32: View ▸ Bytes per Row, the settings): the most a row
    // shows.
    [[nodiscard]] int bytesPerRow() const { return m_chosenBytesPerRow; }
    void setBytesPerRow(int count); // 8, 16 or 32
    // The bytes a row shows now: the chosen count, halved (down to kFewestBytesPerRow) while the
    // row with its character column is wider than the view. No row is cut behind a scroll bar.
    [[nodiscard]] int shownBytesPerRow() const { return m_bytesPerRow; }
    static constexpr int kFewestBytesPerRow = 4;
    // The rows the view asks room for at least (minimumSizeHint).
    static constexpr int kLeastBytesPerRow = 8;
    [[nodiscard]] OffsetBase offsetBase() const { return m_offsetBase; }
    void setOffsetBase(OffsetBase base);
    // The character column right of the bytes (hex_view_characters.cpp): on by default.
    [[nodiscard]] bool showsCharacters() const { return m_showCharacters; }
    void setShowCharacters(bool show);

    // The model's caret and selection (see DocumentModel), for short.
    [[nodiscard]] Offset caret() const { return m_model->caret(); }
    [[nodiscard]] Offset selectionBegin() const { return m_model->selectionBegin(); }
    [[nodiscard]] Offset selectionEnd() const { return m_model->selectionEnd(); }
    [[nodiscard]] bool hasSelection() const { return m_model->hasSelection(); }
    // Moves the model's caret or selection; the view scrolls to show it.
    void setCaret(Offset offset, bool extend = false) { m_model->setCaret(offset, extend); }
    void select(Offset begin, Offset end) { m_model->select(begin, end); }

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
    // As wide as a row of kLeastBytesPerRow bytes with its characters, a few rows high.
    [[nodiscard]] QSize minimumSizeHint() const override;

    // Geometry (viewport coordinates), for tests and tooltips.
    [[nodiscard]] QRect cellRect(Offset offset) const;
    [[nodiscard]] std::optional<Offset> offsetAt(QPoint pos, bool clamp) const;
    // Marks under bytes besides their roles (bookmarks, differences from a compared file): a layer
    // says which bytes of a row it marks, and they get a bar in its palette role's colour. Layers
    // are asked about visible rows only. An empty function removes the layer.
    using MarkFunction = std::function<std::vector<bool>(Offset begin, Offset end)>;
    void setMarkLayer(const QString &name, MarkFunction marks, QPalette::ColorRole colour);
    [[nodiscard]] bool marked(const QString &name, Offset offset) const;

    // The byte's cell in the character column (empty when hidden or off screen), and what it shows.
    [[nodiscard]] QRect characterRect(Offset offset) const;
    [[nodiscard]] CharacterCell characterCellAt(Offset offset);

  signals:
    void topOffsetChanged(u8i::Offset top); // this view scrolled (also told to the model)

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
    [[nodiscard]] int contentWidthFor(int bytesPerRow) const; // the offsets, bytes and characters
    void fitRowsToWidth(); // the shown bytes per row for the view's width
    void updateScrollBars();
    // Whether the caret's row was wholly in sight at the last layout (before a resize).
    [[nodiscard]] bool caretWasInSight() const;
    void onScrollValue(int value);
    void onScrollAction(int action);
    [[nodiscard]] int cellX(int column) const;
    [[nodiscard]] QString offsetText(Offset offset) const;
    void paintRow(QPainter &p, Offset row, int y, const Window &window);
    void paintGroups(QPainter &p, Offset rowBegin, Offset rowEnd, int y, const Window &window);
    void paintMarks(QPainter &p, Offset rowBegin, Offset rowEnd, int y);
    void paintCharacters(QPainter &p, Offset rowBegin, Offset rowEnd, int y, const Window &window);
    [[nodiscard]] CharacterCell cellOf(Offset offset, const Window &window) const;
    [[nodiscard]] std::optional<Offset> characterOffsetAt(int x, Offset row) const;
    void reload(); // the model's bytes changed: show them from the top
    void onModelSelection(Offset begin, Offset end);
    void setTopRow(Offset row); // scrolls and tells the model, unless following it

    DocumentModel *m_model;
    Bytes m_data;    // the model's bytes when they last changed
    Window m_window; // annotation cache
    bool m_windowValid = false;
    RoleColors m_colors;
    int m_bytesPerRow = 16;       // shown
    int m_chosenBytesPerRow = 16; // at most
    OffsetBase m_offsetBase = OffsetBase::Hex;
    Offset m_top = 0;
    int m_rowsInSight = 0;         // whole rows shown at the last layout, when visible
    bool m_caretMovedLast = false; // the caret moved after the model last gave a first row
    bool m_keyboardMove = false;   // the caret moves by this view's keys: just keep it visible
    bool m_followingModel = false; // scrolling because the model's top moved: do not echo it
    bool m_updatingScroll = false;
    int m_wheelRemainder = 0;
    // metrics
    int m_charWidth = 8;
    int m_lineHeight = 16;
    int m_ascent = 12;
    int m_offsetDigits = 8;
    int m_hexX = 0;
    int m_charsX = 0; // the character column's left edge
    struct MarkLayer {
        QString name;
        MarkFunction marks;
        QPalette::ColorRole colour;
    };
    std::vector<MarkLayer> m_markLayers;
    bool m_showCharacters = true;
    int m_contentWidth = 0;
};

} // namespace u8i::ui
