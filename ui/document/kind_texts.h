// The kinds' descriptors (u8i/utf8/kind_descriptors.h) as the GUI shows them: the name as it is,
// the texts translated into the user's language (context "Kinds"). Kind is ErrorKind or NoticeKind.
#pragma once

#include <u8i/types.h>

#include <QString>

namespace u8i::ui {

// A descriptor's text in the user's language.
[[nodiscard]] QString translatedKindText(const char *text);

// "c1-control": the name the CLI, JSON and SARIF use, never translated.
template <typename Kind> [[nodiscard]] QString kindName(Kind kind)
{
    const std::string_view name = descriptor(kind).name;
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}
// "C1 control characters (U+0080–U+009F)": a check box or filter entry.
template <typename Kind> [[nodiscard]] QString kindLabel(Kind kind)
{
    return translatedKindText(descriptor(kind).label);
}
// "A C1 control character (U+0080-009F)": the rule in one line.
template <typename Kind> [[nodiscard]] QString kindRule(Kind kind)
{
    return translatedKindText(descriptor(kind).rule);
}
// What the kind is and why it matters, in a sentence or two.
template <typename Kind> [[nodiscard]] QString kindDescription(Kind kind)
{
    return translatedKindText(descriptor(kind).description);
}

} // namespace u8i::ui
