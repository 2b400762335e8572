#include "glyph_coverage.h"

#include <QGlyphRun>
#include <QTextLayout>

namespace u8i::ui {

namespace {
constexpr char32_t kEveryFontHas = 0x100; // ASCII and Latin-1
} // namespace

bool GlyphCoverage::has(char32_t codePoint)
{
    if (codePoint < kEveryFontHas)
        return true;
    if (const auto known = m_known.constFind(codePoint); known != m_known.cend())
        return *known;
    const char32_t unit[1] = {codePoint};
    QTextLayout layout(QString::fromUcs4(unit, 1), m_font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    bool found = true; // a character that lays out to no glyph at all has nothing to draw
    for (const QGlyphRun &run : layout.glyphRuns())
        for (const quint32 glyph : run.glyphIndexes())
            found = found && glyph != 0;
    m_known.insert(codePoint, found);
    return found;
}

void GlyphCoverage::setFont(const QFont &font)
{
    if (font == m_font)
        return;
    m_font = font;
    m_known.clear();
}

} // namespace u8i::ui
