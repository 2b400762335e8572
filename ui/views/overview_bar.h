// The overview bar: the whole file as a vertical strip. Each pixel row covers a range of bytes
// (a range of the index's overview segments, 1/16384 of the file or finer); it shows where
// non-ASCII text and ill-formed bytes lie, and the current viewport. Clicking or dragging asks to
// jump to the offset under the mouse.
#pragma once

#include "document_model.h"

#include <QWidget>

class QPainter;

#include <vector>

namespace u8i::ui {

class OverviewBar : public QWidget {
    Q_OBJECT
  public:
    // Shows `model`'s index; a click moves the model's caret and top offset there.
    explicit OverviewBar(DocumentModel *model, QWidget *parent = nullptr);

    // What one pixel row of the strip stands for.
    struct Stripe {
        Offset begin = 0; // bytes [begin, end) of the file
        Offset end = 0;
        Offset invalid = 0;  // bytes of ill-formed groups in the overview segments the row meets
        Offset nonAscii = 0; // lead and continuation bytes of well-formed characters there
        Offset scanned = 0;  // bytes of those segments (0 while no index is known)
    };

    // What the bar shows: reload() passes the model's index and size here. Public so that an index
    // without its file (a synthetic 100 GB one, in tests) can be shown; the model's next change
    // replaces it.
    void setIndex(const ScanIndex *index, Offset fileSize);
    // Where text lies (the Strings panel's strings): the share of bytes in strings for each of
    // share.size() equal parts of the file, drawn as a strip along the left edge. Empty: none.
    void setTextRegions(std::vector<float> share);
    [[nodiscard]] const std::vector<float> &textRegions() const { return m_textRegions; }
    // The bytes [begin, end) the views show now.
    void setViewport(Offset begin, Offset end);

    [[nodiscard]] Offset fileSize() const { return m_fileSize; }
    // The file offset that pixel row y stands for (0 for an empty file).
    [[nodiscard]] Offset offsetAtY(int y) const;
    // The pixel row that shows `offset`.
    [[nodiscard]] int yForOffset(Offset offset) const;
    // The stripe of pixel row y, for the current height.
    [[nodiscard]] Stripe stripeAt(int y) const;

    // Palette-derived colours: non-ASCII text and ill-formed bytes.
    [[nodiscard]] static QColor textColor(const QPalette &palette);
    [[nodiscard]] static QColor errorColor(const QPalette &palette);
    // The strip of text regions.
    [[nodiscard]] static QColor regionColor(const QPalette &palette);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

  signals:
    // A click or drag moved the model's caret (and the views) to `offset`.
    void activated(u8i::Offset offset);

  protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

  private:
    void reload(); // the model's bytes or index changed
    void activate(Offset offset);
    void rebuild();
    void paintTextRegions(QPainter &p) const;

    [[nodiscard]] Offset rowBegin(int y) const;

    DocumentModel *m_model;
    const ScanIndex *m_index = nullptr;
    Offset m_fileSize = 0;
    Offset m_viewBegin = 0;
    Offset m_viewEnd = 0;
    std::vector<Stripe> m_stripes; // one per pixel row
    std::vector<float> m_textRegions;
};

} // namespace u8i::ui
