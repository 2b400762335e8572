// The name of a language in another language, from ICU's CLDR data: "ru" is "Russisch" to a German
// reader and "Russian" to an English one. The detector names a file's language by its code; the
// GUI shows that name in the user's language.
#pragma once

#include <string>
#include <string_view>

namespace u8i::charsets {

// The name of the language `code` ("ru", "pt_BR") in the language `displayIn` ("de"), UTF-8;
// empty when ICU knows no name for it.
[[nodiscard]] std::string languageName(std::string_view code, std::string_view displayIn);

} // namespace u8i::charsets
