// Language names through ICU's display names (see language_names.h).
#include "u8i/charsets/properties/language_names.h"

#include <unicode/locid.h>
#include <unicode/unistr.h>

namespace u8i::charsets {

std::string languageName(std::string_view code, std::string_view displayIn)
{
    const icu::Locale language(std::string(code).c_str());
    const icu::Locale reader(std::string(displayIn).c_str());
    icu::UnicodeString name;
    language.getDisplayLanguage(reader, name);
    std::string out;
    name.toUTF8String(out);
    // ICU gives the code back when it has no name for it.
    return out == code ? std::string() : out;
}

} // namespace u8i::charsets
