// The decoded text of a window of bytes, made for display: replacement units as markers, control
// characters as U+2400 pictures, zero-width and bidi controls as badges, and a map from every text
// position back to the byte offset of the unit it shows.
#pragma once

#include <u8i/utf8/item.h>

#include <QString>

#include <functional>
#include <vector>

namespace u8i::ui {

struct TextMarker {
    enum class Kind { Replacement, Control, Badge, Notice };
    int position = 0; // in TextWindow::text
    int length = 1;   // characters of text
    Kind kind = Kind::Control;
    Offset itemOffset = 0;  // the item the marker shows (the group, for a replacement unit)
    char32_t codePoint = 0; // for Control, Badge and Notice
};

// Deceptive text in the window (a finding of the charsets library's analyser): the characters
// it covers, for a bidi-unterminated finding up to the end of its line (its reach).
struct DeceptiveMark {
    int position = 0; // in TextWindow::text
    int length = 1;
    NoticeKind kind = NoticeKind::Invisible;
    QString message;
};

// A run found over the whole file (the notice listing's mojibake runs): its bytes and what it is.
struct NoticeRun {
    Offset offset = 0;
    Offset length = 0;
    NoticeKind kind = NoticeKind::Mojibake;
    QString message;
};

struct TextWindow {
    Offset begin = 0; // bytes shown: [begin, end)
    Offset end = 0;
    QString text;
    std::vector<Offset>
        offsets; // per text position: the first byte of its unit; one more entry = end
    std::vector<TextMarker> markers;      // in position order
    std::vector<DeceptiveMark> deceptive; // in position order (markDeceptive, markRuns)

    // The byte offset of the unit at a text position (0..text.size()).
    [[nodiscard]] Offset offsetAt(int position) const;
    // The first text position of the unit containing byte `offset` (clamped to the window).
    [[nodiscard]] int positionOf(Offset offset) const;
    // The text position just after the unit containing byte `offset - 1` (for range ends).
    [[nodiscard]] int positionAfter(Offset offsetEnd) const;
    [[nodiscard]] const TextMarker *markerAt(int position) const;
};

// Whether a font of the pane has a glyph for a code point (GlyphCoverage::has, in the views room).
using GlyphCheck = std::function<bool(char32_t)>;

// Builds the text of the items around `around`: from about `around - radius` (moved to a line
// start when one is near) to about `around + radius`. Never looks at more than that. With
// `compactControlRuns`, a run of kCompactControlRun or more identical control bytes is one badge
// ("‹␀ × 4,096›"); without, every byte is its own picture. A character `hasGlyph` says no font has
// is a badge with its code point ("‹U+1F41A›") instead of an empty box. A badge says its whole
// run's length, also where the run goes on beyond the window: counted up to kControlRunLook further
// ("‹␀ × 2,101,248+›" when it goes on), or the data's size when `oneByteThroughout` says the data
// is that byte throughout (the encoding detector's verdict on a 16 GiB file of NUL).
[[nodiscard]] TextWindow buildTextWindow(Bytes data, Offset around, Offset radius,
                                         bool compactControlRuns = true,
                                         const GlyphCheck &hasGlyph = {},
                                         bool oneByteThroughout = false);

// The badge of a character no font has: "U+1F41A".
[[nodiscard]] QString missingGlyphLabel(char32_t codePoint);

// Finds the deceptive text of the window's bytes (UTF-8 only) and marks it in window.deceptive.
// The window is at most a few dozen KiB: this is quick enough for the GUI thread.
void markDeceptive(Bytes data, TextWindow &window);

// Adds the runs (in offset order) that fall in the window to window.deceptive, in position order.
void markRuns(const std::vector<NoticeRun> &runs, TextWindow &window);

// The short name of a zero-width, bidi or other invisible format character ("ZWSP", "RLO"), or
// empty when the character is not one.
[[nodiscard]] QString badgeName(char32_t codePoint);

} // namespace u8i::ui
