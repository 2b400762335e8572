// The entropy strip beside the overview bar: the whole file top to bottom, each pixel row shaded by
// the entropy of the bytes it stands for, from the base colour (0 bits per byte: one value
// repeated) to the highlight colour (8: compressed or encrypted); text lies around 4 to 5, machine
// code around 6. Computed in the background once the strip is shown and the file is scanned; a
// click jumps there.
#pragma once

#include "background_task.h"

#include <QWidget>

#include <vector>

namespace u8i::ui {

class DocumentModel;

class EntropyStrip : public QWidget {
    Q_OBJECT
  public:
    explicit EntropyStrip(DocumentModel *model, QWidget *parent = nullptr);

    [[nodiscard]] BackgroundTask *task() const { return m_task; }
    [[nodiscard]] const std::vector<float> &profile() const { return m_profile; }
    // The entropy shown at pixel row y, or -1 when none is known.
    [[nodiscard]] float entropyAtY(int y) const;
    // The colour of `entropy` (0 to 8) in `palette`.
    [[nodiscard]] static QColor colorOf(float entropy, const QPalette &palette);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

  signals:
    void measured(); // profile() is complete

  protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void showEvent(QShowEvent *event) override;

  private:
    void measure();
    [[nodiscard]] Offset offsetAtY(int y) const;

    DocumentModel *m_model;
    BackgroundTask *m_task;
    std::vector<float> m_profile;
    bool m_stale = true; // the document changed since the profile was measured
};

} // namespace u8i::ui
