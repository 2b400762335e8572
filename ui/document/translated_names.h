// A table of English names that the GUI shows in the user's language: the names are written with
// QT_TRANSLATE_NOOP in one context, so that lupdate extracts them, and looked up here. The Unicode
// script names (script_names.h) and block names (block_names.h) are such tables.
#pragma once

#include <QString>

#include <span>
#include <string_view>

namespace u8i::ui {

class TranslatedNames {
  public:
    constexpr TranslatedNames(const char *context, std::span<const char *const> names)
        : m_context(context), m_names(names)
    {
    }

    // Whether the table holds the name, as it is written there.
    [[nodiscard]] bool holds(std::string_view name) const;

    // The name's translation in the table's context, or the name itself where it has none.
    [[nodiscard]] QString shown(std::string_view name) const;

  private:
    const char *m_context;
    std::span<const char *const> m_names;
};

} // namespace u8i::ui
