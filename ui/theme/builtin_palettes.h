// The colour themes that exist without KSyntaxHighlighting: a light and a dark palette. The byte
// role and diagnostic colours follow from the palette (RoleColors::fromPalette).
#pragma once

#include <QPalette>
#include <QStringList>

namespace u8i::ui {

// Their names, as stored in the settings: "Light", "Dark".
[[nodiscard]] QStringList builtinThemeNames();
// The palette of a built-in theme; `fallback` for an unknown name.
[[nodiscard]] QPalette builtinPalette(const QString &name, const QPalette &fallback);

} // namespace u8i::ui
