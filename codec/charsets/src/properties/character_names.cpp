#include "u8i/charsets/properties/character_names.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace u8i::charsets {

namespace {

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::vector<std::string> words(const std::string &text)
{
    std::vector<std::string> out;
    std::string word;
    for (const char c : text + ' ') {
        if (c == ' ' || c == '\t') {
            if (!word.empty())
                out.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    return out;
}

struct Enumeration {
    std::vector<std::string> words;
    std::vector<char32_t> found;
};

UBool matchName(void *context, UChar32 code, UCharNameChoice, const char *name, int32_t length)
{
    auto *e = static_cast<Enumeration *>(context);
    const std::string_view n(name, static_cast<std::size_t>(length));
    if (std::all_of(e->words.begin(), e->words.end(),
                    [n](const std::string &w) { return n.find(w) != std::string_view::npos; }))
        e->found.push_back(static_cast<char32_t>(code));
    return true;
}

} // namespace

std::vector<char32_t> codePointsNamed(std::string_view query)
{
    const std::string name = upper(query);
    Enumeration e{words(name), {}};
    if (e.words.empty())
        return {};
    UErrorCode status = U_ZERO_ERROR;
    for (const UCharNameChoice choice : {U_UNICODE_CHAR_NAME, U_CHAR_NAME_ALIAS}) {
        status = U_ZERO_ERROR;
        const UChar32 exact = u_charFromName(choice, name.c_str(), &status);
        if (U_SUCCESS(status) && exact >= 0)
            return {static_cast<char32_t>(exact)};
    }
    status = U_ZERO_ERROR;
    u_enumCharNames(0, 0x110000, matchName, &e, U_UNICODE_CHAR_NAME, &status);
    std::sort(e.found.begin(), e.found.end());
    return e.found;
}

} // namespace u8i::charsets
