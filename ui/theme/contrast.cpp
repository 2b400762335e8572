#include "contrast.h"

#include "role_colors.h"

#include <algorithm>
#include <cmath>

namespace u8i::ui {

namespace {

double linear(float channel)
{
    const double c = channel;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

} // namespace

double relativeLuminance(const QColor &colour)
{
    const QColor c = colour.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double lowestContrast(const QColor &colour, std::initializer_list<QColor> backgrounds)
{
    double lowest = 21.0;
    for (const QColor &b : backgrounds)
        lowest = std::min(lowest, contrastRatio(colour, b));
    return lowest;
}

QColor withContrast(const QColor &colour, std::initializer_list<QColor> backgrounds, double ratio)
{
    if (lowestContrast(colour, backgrounds) >= ratio)
        return colour;
    // Mixing with white or black keeps the hue. Go where the backgrounds leave more contrast.
    const QColor white(255, 255, 255);
    const QColor black(0, 0, 0);
    const QColor towards =
        lowestContrast(white, backgrounds) >= lowestContrast(black, backgrounds) ? white : black;
    constexpr int kSteps = 50;
    for (int i = 1; i <= kSteps; ++i) {
        const QColor c = mix(colour, towards, static_cast<double>(i) / kSteps);
        if (lowestContrast(c, backgrounds) >= ratio)
            return c;
    }
    return towards;
}

} // namespace u8i::ui
