#include "builtin_palettes.h"

#include <array>

namespace u8i::ui {

namespace {

// The few colours a theme defines; everything else in the palette is derived from them.
struct ThemeColors {
    const char *name;
    QRgb window, windowText, base, alternateBase, text, button, highlight, highlightedText, link;
};

constexpr std::array<ThemeColors, 2> kThemes{{
    {"Light", 0xeff0f1, 0x232629, 0xfcfcfc, 0xf2f3f4, 0x1b1e20, 0xe3e5e7, 0x3daee9, 0xfcfcfc,
     0x2980b9},
    {"Dark", 0x2a2e32, 0xdfe1e3, 0x1b1e20, 0x232629, 0xe6e8ea, 0x31363b, 0x3daee9, 0xfcfcfc,
     0x5ab4ef},
}};

QColor blend(QColor a, QColor b, double t)
{
    const auto ch = [t](int x, int y) { return static_cast<int>(x * (1.0 - t) + y * t + 0.5); };
    return {ch(a.red(), b.red()), ch(a.green(), b.green()), ch(a.blue(), b.blue())};
}

QPalette paletteOf(const ThemeColors &t)
{
    QPalette p;
    const QColor window(t.window), windowText(t.windowText), base(t.base), text(t.text),
        button(t.button);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, windowText);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(t.alternateBase));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, windowText);
    p.setColor(QPalette::BrightText, base);
    p.setColor(QPalette::Highlight, QColor(t.highlight));
    p.setColor(QPalette::HighlightedText, QColor(t.highlightedText));
    p.setColor(QPalette::Link, QColor(t.link));
    p.setColor(QPalette::LinkVisited, blend(QColor(t.link), text, 0.3));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, blend(text, base, 0.45));
    p.setColor(QPalette::Light, blend(button, QColor(Qt::white), 0.4));
    p.setColor(QPalette::Midlight, blend(button, QColor(Qt::white), 0.2));
    p.setColor(QPalette::Mid, blend(button, QColor(Qt::black), 0.2));
    p.setColor(QPalette::Dark, blend(button, QColor(Qt::black), 0.4));
    p.setColor(QPalette::Shadow, blend(button, QColor(Qt::black), 0.7));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, blend(p.color(role), p.color(QPalette::Window), 0.55));
    return p;
}

} // namespace

QStringList builtinThemeNames()
{
    QStringList names;
    for (const ThemeColors &t : kThemes)
        names << QString::fromLatin1(t.name);
    return names;
}

QPalette builtinPalette(const QString &name, const QPalette &fallback)
{
    for (const ThemeColors &t : kThemes)
        if (name == QLatin1String(t.name))
            return paletteOf(t);
    return fallback;
}

} // namespace u8i::ui
