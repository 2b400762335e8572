// The formats of a TextWindow's markers (replacement units, control pictures, badges, notices) in
// one text block, for the highlighters that draw them over other formatting: the plain one
// (without KSyntaxHighlighting) and the syntax highlighter. Notices the user chose to hide in the
// settings are left unmarked.
#pragma once

#include "role_colors.h"
#include "text_window.h"

#include <QTextCharFormat>

#include <array>
#include <functional>

namespace u8i::ui {

class MarkerPainter {
  public:
    // Receives a range of the block (position relative to the block, length) and its format.
    using SetFormat = std::function<void(int start, int length, const QTextCharFormat &format)>;

    MarkerPainter();

    void setColors(const RoleColors &colors);
    void setShownNotices(const std::array<bool, kNoticeKindCount> &shown) { m_shown = shown; }
    [[nodiscard]] bool showsNotice(NoticeKind kind) const
    {
        return m_shown[static_cast<std::size_t>(kind)];
    }

    // The format of one marker; nullptr when it is not drawn (a hidden notice).
    [[nodiscard]] const QTextCharFormat *formatFor(const TextMarker &marker) const;

    // Formats the markers of `window` that fall in the block [blockStart, blockStart + length).
    void paint(const TextWindow &window, int blockStart, int length,
               const SetFormat &setFormat) const;

  private:
    void paintDeceptive(const TextWindow &window, int blockStart, int blockEnd,
                        const SetFormat &setFormat) const;

    QTextCharFormat m_replacement;
    QTextCharFormat m_control;
    QTextCharFormat m_badge;
    QTextCharFormat m_notice;
    QTextCharFormat m_deceptive; // a wavy warning underline, unlike the error marker
    QTextCharFormat m_run;       // a run found over the file (mojibake): the notice colour
    std::array<bool, kNoticeKindCount> m_shown{};
};

} // namespace u8i::ui
