// The literals of the strings_sample program (an ELF the compiler makes during the build), which
// tst_cli_strings looks for in it: UTF-8 of several scripts, a 4-byte character, and UTF-16.
#pragma once

namespace u8i::testing {

inline constexpr const char *kSampleUtf8[] = {
    "a plain ASCII literal in the sample",
    "Grüße aus Köln, naïve café",
    "Привет, мир: строка по-русски",
    "日本語のテキストです",
    "emoji \xF0\x9F\x98\x80 inside, 4 bytes \xF0\x9F\x90\x9A too",
    "Ελληνικά και עברית",
};
inline constexpr const char16_t *kSampleUtf16 = u"UTF-16 literal: Ünïcödé \U0001F600 and Кириллица";

} // namespace u8i::testing
