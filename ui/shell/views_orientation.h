// The hex | text splitter side by side while there is room for the hex view's rows and a readable
// text pane next to them, and hex above text when the window is narrower (at 700 px, side by side
// would leave five hex columns and a 60 px text pane).
#pragma once

#include <QObject>

#include <functional>

class QSplitter;

namespace u8i::ui {

class ViewsOrientation : public QObject {
    Q_OBJECT
  public:
    // `hex` is the splitter's first pane, `text` its second; `sideBySide` gives them their sizes
    // when they are put side by side again.
    ViewsOrientation(QSplitter *splitter, QWidget *hex, QWidget *text,
                     std::function<void()> sideBySide);

    // The least width that shows the hex rows and the text side by side.
    [[nodiscard]] int sideBySideWidth() const;

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void follow(); // the splitter's width changed

    QSplitter *m_splitter;
    QWidget *m_hex;
    QWidget *m_text;
    std::function<void()> m_sideBySide;
};

} // namespace u8i::ui
