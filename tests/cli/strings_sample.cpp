// A tiny program whose executable holds known literals (strings_sample_text.h): the ELF that
// tst_cli_strings reads with --strings.
#include "strings_sample_text.h"

#include <cstdio>

int main(int argc, char **)
{
    for (const char *s : u8i::testing::kSampleUtf8)
        std::puts(s);
    // The UTF-16 literal is used, so that the linker keeps it.
    int units = 0;
    for (const char16_t *p = u8i::testing::kSampleUtf16; *p; ++p)
        ++units;
    return units > argc ? 0 : 1;
}
