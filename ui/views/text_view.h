// The text view: the decoded text of a sliding window of bytes around the hex view's position
// (never the whole file), with markers for replacement units, pictures for control characters and
// badges for invisible format characters. Tooltips explain markers. Selection and scrolling are
// reported in byte offsets so that the main window can keep it in step with the hex view.
#pragma once

#include "role_colors.h"
#include "text_window.h"

#include <QPlainTextEdit>

#include <functional>

namespace u8i::ui {

class MarkerHighlighter;

class TextView : public QPlainTextEdit {
    Q_OBJECT
  public:
    static constexpr Offset kRadius = 8 * 1024; // bytes shown each side of the position

    explicit TextView(QWidget *parent = nullptr);
    ~TextView() override;

    void setData(Bytes bytes);
    void setAccessCheck(std::function<bool()> check) { m_accessCheck = std::move(check); }
    [[nodiscard]] const TextWindow &window() const { return m_window; }

    // Scrolls so that the line holding byte `offset` is at the top (sliding the window if needed).
    void scrollToOffset(Offset offset);
    // Selects the characters of bytes [begin, end); with begin == end, marks the character at
    // begin.
    void selectBytes(Offset begin, Offset end);
    // The byte offset of the first visible character.
    [[nodiscard]] Offset topOffset() const;
    // The bytes of the current text selection, half-open.
    [[nodiscard]] std::pair<Offset, Offset> selectedBytes() const;

  signals:
    void bytesSelected(u8i::Offset begin, u8i::Offset end); // by the user; begin == end: caret only
    void topOffsetChanged(u8i::Offset top);                 // by the user scrolling

  protected:
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

  private:
    void rebuild(Offset around);
    void scrollToPosition(int position);
    void onSelectionChanged();
    void onScrolled();
    void markCaret(int position);
    [[nodiscard]] bool windowCovers(Offset begin, Offset end) const;

    Bytes m_data;
    std::function<bool()> m_accessCheck;
    TextWindow m_window;
    RoleColors m_colors;
    MarkerHighlighter *m_highlighter = nullptr;
    int m_syncing = 0; // > 0 while the view is changed from outside: no signals
};

} // namespace u8i::ui
