// The values of the options (option_values.h).
#include "cli/options/option_values.h"

#include <algorithm>
#include <iterator>
#include <optional>

namespace u8i::cli {

bool parseNumber(std::string_view text, Offset &value)
{
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty() || text.size() > 20)
        return false;
    Offset v = 0;
    for (const char c : text) {
        int d = -1;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (base == 16 && c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (base == 16 && c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        if (d < 0)
            return false;
        const Offset next = v * static_cast<Offset>(base) + static_cast<Offset>(d);
        if (next / static_cast<Offset>(base) != v)
            return false; // overflow
        v = next;
    }
    value = v;
    return true;
}

bool parseErrorMode(std::string_view text, ErrorMode &mode, std::string &error)
{
    if (text == "replace")
        mode = ErrorMode::Replace;
    else if (text == "strict")
        mode = ErrorMode::Strict;
    else if (text == "ignore")
        mode = ErrorMode::Ignore;
    else if (text == "escape")
        mode = ErrorMode::Escape;
    else {
        error = "unknown --errors mode '" + std::string(text) +
                "' (expected replace, strict, ignore or escape)";
        return false;
    }
    return true;
}

bool parseStringsEncodings(std::string_view list, StringsOptions &strings, std::string &error)
{
    std::fill(std::begin(strings.encodings), std::end(strings.encodings), false);
    std::size_t begin = 0;
    for (;;) {
        const std::size_t comma = list.find(',', begin);
        const std::string_view item = list.substr(begin, comma - begin);
        const std::optional<TextEncoding> e = textEncodingFromName(item);
        if (!e) {
            error = "--encoding: unknown encoding '" + std::string(item) +
                    "' (expected utf-8, utf-16le or utf-16be, separated by commas)";
            return false;
        }
        strings.encodings[static_cast<int>(*e)] = true;
        if (comma == std::string_view::npos)
            return true;
        begin = comma + 1;
    }
}

} // namespace u8i::cli
