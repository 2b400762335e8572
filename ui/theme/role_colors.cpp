#include "role_colors.h"

#include "contrast.h"

namespace u8i::ui {

QColor mix(const QColor &a, const QColor &b, double t)
{
    const auto ch = [t](double x, double y) { return x * (1.0 - t) + y * t; };
    return QColor::fromRgbF(static_cast<float>(ch(a.redF(), b.redF())),
                            static_cast<float>(ch(a.greenF(), b.greenF())),
                            static_cast<float>(ch(a.blueF(), b.blueF())));
}

namespace {

// A colour of the given hue, light on dark themes and darker on light ones.
QColor hued(int hue, bool dark, int saturation)
{
    const int value = dark ? 235 : 150;
    return QColor::fromHsv(((hue % 360) + 360) % 360, saturation, value);
}

// Every colour that text or a mark is drawn in reaches kTextContrast on each background it is
// drawn on: its own fill, the base and the alternating rows of the lists. The fills stay; the
// inks move towards white or black, keeping their hues.
void readable(RoleColors &c, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor rows = palette.color(QPalette::AlternateBase);
    c.dim = withContrast(c.dim, {base, rows});
    c.multibyte = withContrast(c.multibyte, {base, rows, c.unitFill});
    c.invalid = withContrast(c.invalid, {base, rows, c.invalidFill});
    c.notice = withContrast(c.notice, {base, rows, c.noticeFill});
    c.selectionText = withContrast(c.selectionText, {c.selectionFill});
    for (QColor &kind : c.kind)
        kind = withContrast(kind, {base, rows, c.invalidFill});
}

} // namespace

RoleColors RoleColors::fromPalette(const QPalette &palette)
{
    RoleColors c;
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor highlight = palette.color(QPalette::Highlight);
    const bool dark = base.lightness() < text.lightness();
    const int anchor = highlight.hsvHue() < 0 ? 210 : highlight.hsvHue();
    const int saturation = std::max(140, highlight.hsvSaturation());

    c.text = text;
    c.dim = mix(text, base, 0.5);
    c.multibyte = hued(anchor, dark, saturation);
    c.unitFill = mix(base, c.multibyte, dark ? 0.22 : 0.12);
    c.invalid = hued(anchor + 160, dark, saturation + 40 > 255 ? 255 : saturation + 40);
    c.invalidFill = mix(base, c.invalid, dark ? 0.35 : 0.22);
    c.notice = hued(anchor - 120, dark, saturation);
    c.noticeFill = mix(base, c.notice, dark ? 0.3 : 0.18);
    c.selectionFill = mix(base, highlight, 0.55);
    c.selectionText = palette.color(QPalette::HighlightedText);
    c.caret = text;
    // Kinds: hues spread evenly around the circle from the ill-formed colour, so that any two
    // are at least 360/7 degrees apart (styles.h adds a dash pattern and a glyph to each).
    for (int k = 0; k < kErrorKindCount; ++k)
        c.kind[static_cast<std::size_t>(k)] =
            hued(anchor + 160 + k * 360 / kErrorKindCount, dark, 255);
    readable(c, palette);
    return c;
}

} // namespace u8i::ui
