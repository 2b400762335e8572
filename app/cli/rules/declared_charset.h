// What a file's .editorconfig says its charset is, read through the EditorConfig C library
// (libeditorconfig), and the line that says it, for --explain-config.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace u8i::cli {

enum class DeclaredCharset : std::uint8_t { Utf8, Utf8Bom, Latin1, Utf16Be, Utf16Le };

struct CharsetDeclaration {
    DeclaredCharset charset = DeclaredCharset::Utf8;
    std::string value;  // as EditorConfig gives it: "latin1"
    std::string source; // the nearest .editorconfig with a line "charset = <value>"
    int line = 0;       // that line (0 when no file has it spelled so)
};

// The charset that .editorconfig declares for `path` (nullopt when none does). False with one line
// in `error` when an .editorconfig cannot be parsed or declares a charset EditorConfig does not
// define.
[[nodiscard]] bool declaredCharset(const std::string &path,
                                   std::optional<CharsetDeclaration> &declaration,
                                   std::string &error);

// "ISO/IEC 8859-1", "UTF-16 big-endian", ...: the charset in words.
[[nodiscard]] std::string_view charsetWords(DeclaredCharset charset);

} // namespace u8i::cli
