// Writing to stdout and stderr, and the small formatting helpers the modes share.
#pragma once

#include "u8i/types.h"

#include <string>
#include <string_view>

namespace u8i::cli {

// Buffered writes to stdout (the modes can print millions of lines). Every write is checked: when
// one fails (a full disk, a closed stdout, a reader gone: EPIPE), the program says
// "utf8-inspector: write error: <reason>" on stderr and exits 2 at once.
void out(std::string_view text);
void flushOut();

// Makes sure that stdin, stdout and stderr are open, so that no file the program opens takes
// their numbers: a closed one is replaced by /dev/null opened the wrong way round, so that reading
// or writing it fails as it would have (a closed stdout still gives a write error).
void guardStandardStreams();
// Whether stdin was closed when the program started ('-' then reads nothing: an error).
[[nodiscard]] bool standardInputWasClosed();

// One line on stderr, prefixed with the program's name: "utf8-inspector: <text>".
void errorLine(std::string_view text);

// "0x1f": an offset as the human --check output shows it.
[[nodiscard]] std::string hexOffset(Offset offset);
// A JSON string literal, quotes included. Characters that do not show as themselves
// (u8i::showsAsItself: controls, bidi controls, separators, invisible characters) are written as
// \uXXXX escapes, and every byte that is not part of well-formed UTF-8 as the lone surrogate
// \udcXX (XX its value, 80..FF: the "surrogateescape" of PEP 383, so that Python's
// os.fsencode(json.loads(...)) gives the bytes back). Names that differ in one byte stay distinct.
[[nodiscard]] std::string jsonString(std::string_view text);
// A file name for human output: as it is when every character shows as itself, else quoted as GNU
// ls does (shell-escape): 'a'$'\n''b.txt', 'n'$'\351''.txt'; an empty name as ''.
[[nodiscard]] std::string shownName(std::string_view name);
// "1,234,567".
[[nodiscard]] std::string grouped(Offset n);

} // namespace u8i::cli
