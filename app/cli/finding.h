// One finding of --check, whatever the format it is printed in: where it is (line, column, the
// byte range), which rule (an error kind or a notice name), how severe, and why.
#pragma once

#include "u8i/utf8_rules.h"

#include <string>
#include <string_view>

namespace u8i::cli {

struct Finding {
    std::string_view file; // the path as given or found
    LineColumn at;         // of the first character
    Offset columns = 1;    // characters it spans on its line (replacement units for a group)
    Offset offset = 0;     // of its first byte
    Offset length = 0;     // in bytes
    bool error = false;    // an ill-formed group, or a notice made an error by --error
    std::string_view rule; // "overlong", "control", ...
    std::string_view message;
};

// A SARIF 2.1.0 result object on one line (no line feed), for run.results[].
[[nodiscard]] std::string sarifResult(const Finding &finding);

// A GitHub Actions workflow command with its line feed:
// "::error file=a.txt,line=3,col=5,endColumn=6,title=overlong::C0 AF encodes ...".
[[nodiscard]] std::string githubAnnotation(const Finding &finding);

// The escaping of workflow commands: the message ("data") escapes %, CR and LF; a property value
// also escapes ':' and ','.
[[nodiscard]] std::string githubEscapeData(std::string_view text);
[[nodiscard]] std::string githubEscapeProperty(std::string_view text);

// A path as a SARIF artifact URI: relative paths stay relative ("./" removed) with '/' kept and
// every byte outside RFC 3986's unreserved set percent-encoded; absolute paths become file:// URIs.
[[nodiscard]] std::string sarifUri(std::string_view path);

} // namespace u8i::cli
