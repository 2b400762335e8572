#include "content_classes.h"

#include "bench_data.h"

namespace bench {

const std::vector<ContentClass> &contentClasses()
{
    static const std::vector<ContentClass> classes = {
        {"words", "script changing word by word (Latin, Cyrillic, Greek, CJK, emoji)"},
        {"paragraphs", "one script per paragraph"},
        {"sparse", "ASCII with sparse non-ASCII (1 word in 60)"},
        {"csv-json", "CSV rows and JSON lines, city names in several scripts"},
        {"nul", "all NUL bytes"},
        {"random", "random bytes"},
        {"libraries", "shared libraries of /usr/lib/x86_64-linux-gnu, concatenated"},
    };
    return classes;
}

std::vector<std::uint8_t> makeContent(const std::string &name, std::size_t size, bool &ok)
{
    ok = true;
    if (name == "words")
        return wordInterleavedText(size, 2026);
    if (name == "paragraphs")
        return mixedScriptText(size, 2024);
    if (name == "sparse")
        return sparseNonAsciiText(size, 11);
    if (name == "csv-json")
        return csvJsonText(size, 12);
    if (name == "nul")
        return std::vector<std::uint8_t>(size, 0);
    if (name == "random")
        return randomBytes(size, 7);
    if (name == "libraries")
        return sharedLibraries(size, "/usr/lib/x86_64-linux-gnu");
    ok = false;
    return {};
}

} // namespace bench
