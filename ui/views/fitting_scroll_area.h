// A scroll area that asks for its widget's whole size hint (QScrollArea caps its hint at 36 × 24
// lines) and can still be made as small as a few lines: what it cannot show scrolls. For panels
// and tool windows that must fit any screen without cutting their content off.
#pragma once

#include <QScrollArea>

namespace u8i::ui {

class FittingScrollArea : public QScrollArea {
    Q_OBJECT
  public:
    // Takes `content` (reparented into the area), resized with it.
    explicit FittingScrollArea(QWidget *content, QWidget *parent = nullptr);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

  signals:
    // The content asks for another size (a tool window may grow to it).
    void hintChanged();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace u8i::ui
