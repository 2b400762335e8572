// A tiny program whose executable holds strings that are not well-formed UTF-8 (errors_sample.h):
// the ELF in which tst_binary_quiet_view looks for the errors in text among the machine code.
#include "errors_sample.h"

#include <cstdio>

int main(int argc, char **)
{
    int shown = 0;
    for (const char *s : u8i::testing::kErrorsSample)
        if (argc > shown++)
            std::puts(s);
    return 0;
}
