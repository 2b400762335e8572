// Contrast as WCAG 2 measures it (relative luminance, the ratio (L1 + 0.05) / (L2 + 0.05)), and
// the colour of the same hue nearest to a given one that reaches a ratio on its backgrounds. The
// theme derives every role colour through it, so that text reads in any palette.
#pragma once

#include <QColor>

#include <initializer_list>

namespace u8i::ui {

// WCAG 2's minimum for normal text (success criterion 1.4.3, level AA).
inline constexpr double kTextContrast = 4.5;

// The relative luminance of an sRGB colour, 0 (black) to 1 (white).
[[nodiscard]] double relativeLuminance(const QColor &colour);
// (lighter + 0.05) / (darker + 0.05): 1 for equal colours, 21 for black on white.
[[nodiscard]] double contrastRatio(const QColor &a, const QColor &b);
// The lowest ratio of `colour` against any of `backgrounds`.
[[nodiscard]] double lowestContrast(const QColor &colour,
                                    std::initializer_list<QColor> backgrounds);
// `colour` when it reaches `ratio` on every background; otherwise the least step of it towards
// white or black (its hue kept) that does, towards whichever of the two the backgrounds leave
// more room for. Black or white when even they do not reach it.
[[nodiscard]] QColor withContrast(const QColor &colour, std::initializer_list<QColor> backgrounds,
                                  double ratio = kTextContrast);

} // namespace u8i::ui
