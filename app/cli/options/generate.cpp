// --generate KIND: one text made from the options table, on stdout; the build installs them.
#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/options/generated_texts.h"

#include <array>
#include <string_view>
#include <utility>

namespace u8i::cli {

int runGenerate(const Options &options)
{
    using Make = std::string (*)();
    constexpr std::array<std::pair<std::string_view, Make>, 5> kTexts = {{
        {"man", manPage},
        {"markdown", markdownReference},
        {"complete-bash", bashCompletion},
        {"complete-zsh", zshCompletion},
        {"complete-fish", fishCompletion},
    }};
    const std::string_view kind = options.args.front();
    for (const auto &[name, make] : kTexts) {
        if (name == kind) {
            out(make());
            flushOut();
            return kExitValid;
        }
    }
    errorLine("--generate: unknown text '" + std::string(kind) +
              "' (expected man, markdown, complete-bash, complete-zsh or complete-fish)");
    return kExitError;
}

} // namespace u8i::cli
