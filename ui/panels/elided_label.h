// A one-line label that never asks for more room than it is given: a text longer than its width
// is cut with "…", and the whole text is its tooltip. For messages of any length in a bar whose
// other fields must keep their room (the find bar's status).
#pragma once

#include <QLabel>

namespace u8i::ui {

class ElidedLabel : public QLabel {
    Q_OBJECT
  public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    [[nodiscard]] QString fullText() const { return m_full; }

    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

  protected:
    void resizeEvent(QResizeEvent *event) override;

  private:
    void elide();

    QString m_full;
};

} // namespace u8i::ui
