// The formats of --check for CI (FindingFormat, check_report.h): SARIF 2.1.0 results for code
// scanning, GitHub Actions workflow commands, and --quiet around any format.
#pragma once

#include "cli/check/check_report.h"

#include <memory>
#include <string>
#include <string_view>

namespace u8i::cli {

// SARIF results, one object per line; the SarifLog sink (sarif_log.h) joins them into the log.
[[nodiscard]] std::unique_ptr<FindingFormat> makeSarifFormat();
// "::error file=a.txt,line=3,col=5,endColumn=6,title=overlong (utf8-inspector)::..." per finding,
// then the human summaries and total.
[[nodiscard]] std::unique_ptr<FindingFormat> makeGithubFormat();
// Only the files with findings (and the total) of `inner`; skipped files are not listed.
[[nodiscard]] std::unique_ptr<FindingFormat> makeQuietFormat(std::unique_ptr<FindingFormat> inner);

// The escaping of workflow commands: the message ("data") escapes %, CR and LF; a property value
// also escapes ':' and ','.
[[nodiscard]] std::string githubEscapeData(std::string_view text);
[[nodiscard]] std::string githubEscapeProperty(std::string_view text);

// A path as a SARIF artifact URI: relative paths stay relative ("./" removed) with '/' kept and
// every byte outside RFC 3986's unreserved set percent-encoded; absolute paths become file:// URIs.
[[nodiscard]] std::string sarifUri(std::string_view path);

} // namespace u8i::cli
