// .editorconfig's charset through libeditorconfig, which applies EditorConfig's globs, sections
// and precedence; the line that declared it is looked up afterwards, for --explain-config.
#include "cli/rules/declared_charset.h"

#include <editorconfig/editorconfig.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <memory>
#include <utility>

namespace u8i::cli {

namespace {

namespace fs = std::filesystem;

constexpr std::array<std::pair<std::string_view, DeclaredCharset>, 5> kCharsets = {{
    {"utf-8", DeclaredCharset::Utf8},
    {"utf-8-bom", DeclaredCharset::Utf8Bom},
    {"latin1", DeclaredCharset::Latin1},
    {"utf-16be", DeclaredCharset::Utf16Be},
    {"utf-16le", DeclaredCharset::Utf16Le},
}};

std::string lowered(std::string_view text)
{
    std::string s(text);
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string squeezed(std::string_view line)
{
    std::string s;
    for (const char c : line)
        if (c != ' ' && c != '\t' && c != '\r')
            s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The last line "charset = <value>" of the nearest .editorconfig above `file` that has one.
void findSource(const fs::path &file, CharsetDeclaration &declaration)
{
    const std::string wanted = "charset=" + declaration.value;
    for (fs::path dir = file.parent_path();; dir = dir.parent_path()) {
        std::ifstream in(dir / ".editorconfig");
        std::string line;
        for (int n = 1; std::getline(in, line); ++n)
            if (squeezed(line) == wanted) {
                declaration.source = (dir / ".editorconfig").string();
                declaration.line = n;
            }
        if (declaration.line > 0 || dir == dir.parent_path())
            return;
    }
}

struct HandleDeleter {
    void operator()(void *h) const { editorconfig_handle_destroy(h); }
};

} // namespace

std::string_view charsetWords(DeclaredCharset charset)
{
    switch (charset) {
    case DeclaredCharset::Utf8: return "UTF-8 without a byte order mark";
    case DeclaredCharset::Utf8Bom: return "UTF-8 with a byte order mark";
    case DeclaredCharset::Latin1: return "ISO/IEC 8859-1";
    case DeclaredCharset::Utf16Be: return "UTF-16 big-endian";
    case DeclaredCharset::Utf16Le: return "UTF-16 little-endian";
    }
    return "UTF-8";
}

bool declaredCharset(const std::string &path, std::optional<CharsetDeclaration> &declaration,
                     std::string &error)
{
    declaration.reset();
    std::error_code ec;
    const fs::path full = fs::absolute(path, ec).lexically_normal();
    if (ec)
        return true; // no directory to look in
    const std::unique_ptr<void, HandleDeleter> handle(editorconfig_handle_init());
    const int status = editorconfig_parse(full.c_str(), handle.get());
    if (status != 0) {
        const char *file = editorconfig_handle_get_err_file(handle.get());
        error = std::string(file != nullptr ? file : ".editorconfig") +
                (status > 0 ? ":" + std::to_string(status) + ": " : ": ") +
                editorconfig_get_error_msg(status);
        return false;
    }
    for (int i = 0, n = editorconfig_handle_get_name_value_count(handle.get()); i < n; ++i) {
        const char *name = nullptr;
        const char *value = nullptr;
        editorconfig_handle_get_name_value(handle.get(), i, &name, &value);
        if (name == nullptr || value == nullptr || std::string_view(name) != "charset")
            continue;
        CharsetDeclaration d;
        d.value = lowered(value);
        if (d.value == "unset")
            continue;
        findSource(full, d);
        const auto known = std::find_if(kCharsets.begin(), kCharsets.end(),
                                        [&d](const auto &c) { return c.first == d.value; });
        if (known == kCharsets.end()) {
            error = (d.source.empty() ? std::string(".editorconfig")
                                      : d.source + ":" + std::to_string(d.line)) +
                    ": charset '" + d.value + "' for " + path +
                    " is not one of EditorConfig's: latin1, utf-8, utf-8-bom, utf-16be, utf-16le";
            return false;
        }
        d.charset = known->second;
        declaration = std::move(d);
    }
    return true;
}

} // namespace u8i::cli
