// --help, made from the options table: the usage of each mode, then each mode with its options,
// the GUI's options, and the notes on files and exit status.
#include "cli/options/generated_texts.h"

#include "cli/options/option_text.h"

#include <string_view>

namespace u8i::cli {

namespace {

constexpr std::size_t kWidth = 96;
constexpr std::size_t kModeIndent = 2, kModeColumn = 15;
constexpr std::size_t kOptionIndent = 4, kOptionColumn = 17;
constexpr std::size_t kUsageColumn = 17;

// Columns on a terminal: one per character (UTF-8 continuation bytes take none).
std::size_t columns(std::string_view text)
{
    std::size_t n = 0;
    for (const char c : text)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

// Appends `words` to `out`, where the line so far is `at` columns wide, breaking lines before
// kWidth and starting each new line at `column`.
void appendWrapped(std::string &out, std::size_t at, std::size_t column,
                   const std::vector<std::string> &words)
{
    bool first = true;
    for (const std::string &word : words) {
        if (!first && at + 1 + columns(word) > kWidth) {
            out += '\n';
            out.append(column, ' ');
            at = column;
        } else if (!first) {
            out += ' ';
            ++at;
        }
        out += word;
        at += columns(word);
        first = false;
    }
    out += '\n';
}

std::vector<std::string> wordsOf(std::string_view text)
{
    std::vector<std::string> words;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        if (end > start)
            words.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

// "  TERM       text text..." with the text wrapped at `column`; a term too long for its column
// is followed by two spaces. Each later paragraph starts a new line at `column`.
void appendEntry(std::string &out, std::string_view term, std::size_t indent, std::size_t column,
                 std::string_view help)
{
    out.append(indent, ' ');
    out += term;
    std::size_t at = indent + columns(term);
    const std::size_t pad = at + 2 <= column ? column - at : 2;
    out.append(pad, ' ');
    at += pad;
    for (const std::string &paragraph : paragraphsOf(help)) {
        appendWrapped(out, at, column, wordsOf(paragraph));
        out.append(column, ' ');
        at = column;
    }
    out.resize(out.size() - column);
}

} // namespace

std::string usageLines()
{
    std::string out;
    for (const ModeSpec *m : visibleModes()) {
        out += "  ";
        appendWrapped(out, 2, kUsageColumn, usageWords(*m));
    }
    return out;
}

std::string helpText()
{
    std::string out = "Usage:\n" + usageLines();
    out += "\nModes (no display needed):\n";
    for (const ModeSpec *m : visibleModes()) {
        if (m->mode == Mode::None)
            continue;
        appendEntry(out, helpTerm(*m), kModeIndent, kModeColumn, m->help);
        for (const OptionSpec *o : optionsOf(m->mode))
            appendEntry(out, helpTerm(*o), kOptionIndent, kOptionColumn, o->help);
    }
    out += "\nThe GUI (no mode):\n";
    const ModeSpec &gui = modeSpecs().front();
    appendEntry(out, gui.operands, kModeIndent, kModeColumn, gui.help);
    for (const OptionSpec *o : optionsOf(Mode::None))
        appendEntry(out, helpTerm(*o), kOptionIndent, kOptionColumn, o->help);
    out += '\n';
    appendWrapped(out, 0, 0, wordsOf(filesNote()));
    appendWrapped(out, 0, 0, wordsOf("Exit status: " + std::string(exitStatusNote())));
    return out;
}

} // namespace u8i::cli
