// Whether the text pane can draw a character: a font of its own or one Qt falls back to has a glyph
// for it. A character none has is shown as its code point ("‹U+1F41A›"), not as an empty box.
#pragma once

#include <QFont>
#include <QHash>

namespace u8i::ui {

class GlyphCoverage {
  public:
    explicit GlyphCoverage(const QFont &font) : m_font(font) {}

    // True when laying out `codePoint` in the font (with Qt's font fallback) gives a real glyph,
    // not the font's "missing glyph" (index 0). Remembered per code point.
    [[nodiscard]] bool has(char32_t codePoint);
    // Another font: what was remembered no longer holds.
    void setFont(const QFont &font);
    [[nodiscard]] const QFont &font() const { return m_font; }

  private:
    QFont m_font;
    QHash<char32_t, bool> m_known;
};

} // namespace u8i::ui
