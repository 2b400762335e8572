#include "teach_colors.h"

#include "contrast.h"
#include "role_colors.h"

#include <algorithm>

namespace u8i::ui {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < palette.color(QPalette::Text).lightness();
}

int anchorHue(const QPalette &palette)
{
    const int hue = palette.color(QPalette::Highlight).hsvHue();
    return hue < 0 ? 210 : hue;
}

TeachColor hueColor(const QPalette &palette, int hue, double fillStrength)
{
    const bool dark = isDark(palette);
    const int saturation = std::max(150, palette.color(QPalette::Highlight).hsvSaturation());
    const QColor pure = QColor::fromHsv(((hue % 360) + 360) % 360, saturation, dark ? 230 : 170);
    const QColor base = palette.color(QPalette::Base);
    // The ink is drawn on the base (the inspector's bits, the bit layout's lines).
    return {mix(base, pure, dark ? fillStrength + 0.15 : fillStrength), withContrast(pure, {base})};
}

} // namespace

TeachColor groupColor(const QPalette &palette, int group)
{
    // Four groups at most: well apart on the colour wheel, starting at the highlight hue.
    static constexpr int offsets[] = {0, 150, 60, 260, 110, 320};
    const int g = std::clamp(group, 0, 5);
    return hueColor(palette, anchorHue(palette) + offsets[g], 0.38);
}

TeachColor markerColor(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor fill = mix(base, text, 0.16);
    return {fill, withContrast(mix(text, base, 0.25), {base, fill})};
}

TeachColor byteClassColor(const QPalette &palette, ByteClass byteClass)
{
    const int a = anchorHue(palette);
    switch (byteClass) {
    case ByteClass::AsciiControl: return markerColor(palette);
    case ByteClass::AsciiSpace: return hueColor(palette, a + 200, 0.12);
    case ByteClass::AsciiDigit: return hueColor(palette, a + 200, 0.22);
    case ByteClass::AsciiLetter: return hueColor(palette, a + 200, 0.34);
    case ByteClass::AsciiPunctuation: return hueColor(palette, a + 230, 0.18);
    case ByteClass::Continuation: return hueColor(palette, a + 60, 0.32);
    case ByteClass::Lead2: return hueColor(palette, a, 0.25);
    case ByteClass::Lead3: return hueColor(palette, a - 30, 0.38);
    case ByteClass::Lead4: return hueColor(palette, a - 100, 0.45);
    case ByteClass::NeverValid: return hueColor(palette, a + 150, 0.5);
    }
    return markerColor(palette);
}

QColor textOn(const QPalette &palette, const QColor &fill)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const int dt = std::abs(text.lightness() - fill.lightness());
    const int db = std::abs(base.lightness() - fill.lightness());
    return withContrast(dt >= db ? text : base, {fill});
}

} // namespace u8i::ui
