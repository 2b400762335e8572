// What --check checks: the files named on the command line, the names read by --files-from, and
// the files found by walking directories (through `git ls-files` inside a git work tree, so that
// .gitignore is honoured), filtered by --include and --exclude.
#pragma once

#include "cli/check/check_options.h"

#include <string>
#include <vector>

namespace u8i::cli {

struct CheckTarget {
    std::string path;   // as it is opened and printed ('-' is stdin)
    bool found = false; // found in a directory: skipped when binary, unless --binary
};

struct CheckTargets {
    std::vector<CheckTarget> files;    // in order: arguments first, then --files-from lists
    std::vector<std::string> errors;   // directories that could not be read ("DIR: reason")
    std::vector<std::string> warnings; // "warning: DIR: git ls-files failed (...): ..."
    bool expanded = false;             // a directory was walked or a list read
};

// Expands the arguments of --check. Files named on the command line are always checked; names
// from --files-from and files found in directories pass --include and --exclude first. A
// directory's files come sorted by their path. False with one line in `error` when a
// --files-from list cannot be read.
[[nodiscard]] bool collectTargets(const std::vector<std::string> &args, const CheckOptions &options,
                                  CheckTargets &targets, std::string &error);

// The files of a directory, relative to it ('/'-separated, sorted bytewise): `git ls-files -co
// --exclude-standard` when `dir` is in a git work tree and git runs, else every regular file
// under it (".git" directories left out; a warning when git refused the work tree). Symbolic
// links are not followed.
[[nodiscard]] std::vector<std::string> filesUnder(const std::string &dir,
                                                  std::vector<std::string> &errors,
                                                  std::vector<std::string> &warnings);

} // namespace u8i::cli
