// The text view: the decoded text of a sliding window of bytes around the hex view's position
// (never the whole file), with markers for replacement units, pictures for control characters and
// badges for invisible format characters. Tooltips explain markers. It follows the document
// model's selection and top offset, and writes the user's selection and scrolling back into it.
#pragma once

#include "document_model.h"
#include "glyph_coverage.h"
#include "role_colors.h"
#include "text_window.h"

#include <QPlainTextEdit>

namespace u8i::ui {

class MarkerHighlighter;

class TextView : public QPlainTextEdit {
    Q_OBJECT
  public:
    static constexpr Offset kRadius = 8 * 1024; // bytes shown each side of the position

    explicit TextView(DocumentModel *model, QWidget *parent = nullptr);
    ~TextView() override;

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
    // Whether a run of identical control bytes shows as one badge ("‹␀ × 4,096›"); on by default.
    void setCompactControlRuns(bool compact);
    [[nodiscard]] bool compactControlRuns() const { return m_compactControlRuns; }
    // Runs found over the whole file to mark where they are shown (the mojibake runs of the
    // notice listing), in offset order; cleared by a new document.
    void setNoticeRuns(std::vector<NoticeRun> runs);

  protected:
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

  private:
    void reload(); // the model's bytes changed
    void onModelSelection(Offset begin, Offset end);
    void rebuild(Offset around);
    void scrollToPosition(int position);
    void onSelectionChanged();
    void onScrolled();
    void markCaret(int position);
    [[nodiscard]] bool windowCovers(Offset begin, Offset end) const;

    DocumentModel *m_model;
    Bytes m_data; // the model's bytes when they last changed
    TextWindow m_window;
    RoleColors m_colors;
    GlyphCoverage m_glyphs{font()}; // which characters the pane draws ("‹U+1F41A›" if not)
    MarkerHighlighter *m_highlighter = nullptr;
    int m_syncing = 0;      // > 0 while this view changes its own text or cursor: no echo
    bool m_telling = false; // true while it tells the model the user's selection
    bool m_compactControlRuns = true;
    std::vector<NoticeRun> m_runs;
};

} // namespace u8i::ui
