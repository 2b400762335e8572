// The patterns of --include and --exclude: fnmatch(3) with FNM_PATHNAME ('*', '?' and '[...]' never
// match '/'), plus '**', which matches any run of directories ("src/**/*.h", "**/gen").
#pragma once

#include <string_view>

namespace u8i::cli {

// Whether the whole of `path` ('/'-separated) matches `pattern`. A backslash quotes the next
// character; "**/" also matches no directory at all ("a/**/b" matches "a/b").
[[nodiscard]] bool globMatches(std::string_view pattern, std::string_view path);

// Whether a filter pattern applies to a file: it matches the file's path or the path of a
// directory the file is in (so "vendor" and "build/**" take everything under them). A pattern
// with no '/' is compared with the last name only, as in .gitignore ("*.min.js", "node_modules").
[[nodiscard]] bool filterMatches(std::string_view pattern, std::string_view relativePath);

} // namespace u8i::cli
