// How a TextWindow is filled (for text_window.cpp and legacy_reading.cpp): characters appended
// with the byte offset of their unit, controls shown as pictures, invisible and notice characters
// as badges, overlong lines broken. Private to the document room.
#pragma once

#include "text_window.h"

#include <u8i/utf8/item.h>

#include <optional>
#include <utility>

namespace u8i::ui {

inline constexpr Offset kLineSearch = 1024; // how far back a line start is looked for
inline constexpr char32_t kReplacement = 0xFFFD;
inline constexpr qsizetype kMaxLineChars =
    1000; // characters per displayed line before a forced break

class TextWindowBuilder {
  public:
    explicit TextWindowBuilder(TextWindow &w, GlyphCheck hasGlyph = {})
        : m_w(w), m_hasGlyph(std::move(hasGlyph))
    {
    }

    // Whether the pane can draw `c` (always, without a check).
    [[nodiscard]] bool hasGlyph(char32_t c) const { return !m_hasGlyph || m_hasGlyph(c); }

    void add(QStringView s, Offset offset)
    {
        m_w.text.append(s);
        m_w.offsets.insert(m_w.offsets.end(), static_cast<std::size_t>(s.size()), offset);
        const qsizetype nl = s.lastIndexOf(u'\n');
        m_column = nl < 0 ? m_column + s.size() : s.size() - nl - 1;
    }
    // Before the unit at `offset`: breaks a line that has grown too long to lay out quickly (a
    // line without break opportunities costs QTextLayout quadratic time).
    void capLine(Offset offset)
    {
        if (m_column < kMaxLineChars)
            return;
        const int from = pos();
        add(u"\u21A9\n", offset);
        m_w.markers.push_back({from, 1, TextMarker::Kind::Control, offset, 0x21A9});
    }
    void add(char32_t c, Offset offset)
    {
        const char32_t buf[1] = {c};
        add(QString::fromUcs4(buf, 1), offset);
    }
    void marker(TextMarker::Kind kind, int from, Offset item, char32_t cp)
    {
        m_w.markers.push_back({from, static_cast<int>(m_w.text.size()) - from, kind, item, cp});
    }
    // One U+FFFD for the replacement unit at `unit`, marked as part of the ill-formed group that
    // starts at `group`.
    void addReplacement(Offset unit, Offset group)
    {
        const int from = pos();
        add(kReplacement, unit);
        marker(TextMarker::Kind::Replacement, from, group, kReplacement);
    }
    [[nodiscard]] int pos() const { return static_cast<int>(m_w.text.size()); }

  private:
    TextWindow &m_w;
    GlyphCheck m_hasGlyph;
    qsizetype m_column = 0;
};

// The bytes [lo, hi) that a window around `around` (clamped to the data) decodes: from `radius`
// bytes before it, moved back to a line start when one is within kLineSearch bytes (so that a
// window usually shows whole lines), to `radius` bytes after it. None for empty data.
struct WindowBounds {
    Offset lo = 0;
    Offset hi = 0;
};
[[nodiscard]] std::optional<WindowBounds> windowBounds(Bytes data, Offset around, Offset radius);

// Appends character `c`, whose unit starts at byte `offset`, as the text pane shows it.
void addCharacter(TextWindowBuilder &b, char32_t c, Offset offset);

} // namespace u8i::ui
