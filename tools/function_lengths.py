#!/usr/bin/env python3
"""Lists the functions of C++ files that are longer than a limit (default 80 lines).

Usage: tools/function_lengths.py [--limit N] [--all] FILE...
Prints one line per offending function, "FILE:LINE: NAME is N lines (limit L)", and exits 1 when
there is one (0 otherwise). With --all it prints every function it found, with its length, and
exits 0: useful to see what the heuristic sees.

This is a heuristic for clang-formatted code with the repository's .clang-format (BraceWrapping
AfterFunction: true), not a C++ parser:
  * A function body starts at a line that holds nothing but "{" (after indentation) and that either
    starts at column 0 (namespace-level definitions: classes, structs, enums, namespaces and control
    statements keep their brace on the line before) or whose previous code line ends the signature:
    with ")", "const", "override", "final", "noexcept", or "}" / ")" closing a constructor's member
    initializer list (a line starting with ":" or "," above it).
  * It ends at the first later line that holds nothing but "}" at the same indentation.
  * Its length is the number of lines between the opening "{" and the closing "}" (the body; the
    braces and the signature are not counted).
  * Its name is the first "name(" of the signature, which is read back from the brace to the
    previous blank line, "}", ";" or preprocessor line.
Lambdas, which keep their brace on the line of the capture, are part of the function around them.
A line holding only "{" that this does not recognise is not counted, so the checker can miss a
function written in an unusual way; it does not report functions that are not there.
"""

import argparse
import re
import sys

SIGNATURE_ENDS = (")", "const", "override", "final", "noexcept")
NAME = re.compile(r"(operator\s*[^\s(]+|~?[A-Za-z_][\w:~<>,]*)\s*\(")
KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "decltype", "alignof", "static_assert"}


def code_of(line):
    """The line without a trailing // comment (good enough for signatures)."""
    return re.sub(r"\s*//.*$", "", line).rstrip()


def previous_code_line(lines, index):
    i = index - 1
    while i >= 0 and (not lines[i].strip() or lines[i].lstrip().startswith("//")):
        i -= 1
    return i


def opens_function(lines, index):
    line = lines[index].rstrip("\n")
    if line.strip() != "{":
        return False
    if not line.startswith((" ", "\t")):
        return True
    prev = previous_code_line(lines, index)
    if prev < 0:
        return False
    tail = code_of(lines[prev])
    if tail.endswith(SIGNATURE_ENDS):
        return True
    # A constructor's member initializer list: ": m_a(a), m_b{b}" ... ending in ")" or "}".
    if tail.endswith("}"):
        i = prev
        while i >= 0 and lines[i].strip() and not lines[i].strip().endswith(";"):
            if lines[i].lstrip().startswith((":", ",")):
                return True
            i -= 1
    return False


def signature_of(lines, index):
    parts = []
    i = index - 1
    while i >= 0:
        text = lines[i].strip()
        if not text or text.startswith("#") or text.endswith((";", "}", "{")) and i != index - 1:
            break
        if not text.startswith("//"):
            parts.insert(0, code_of(text))
        i -= 1
    return " ".join(parts)


def name_of(signature):
    for match in NAME.finditer(signature):
        name = match.group(1)
        if name.split("::")[-1] not in KEYWORDS:
            return name
    return "(unnamed)"


def functions(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.readlines()
    index = 0
    while index < len(lines):
        if opens_function(lines, index):
            indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
            end = index + 1
            while end < len(lines) and lines[end].rstrip("\n") != indent + "}":
                end += 1
            if end < len(lines):
                yield index + 1, name_of(signature_of(lines, index)), end - index - 1
                index = end
        index += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("--all", action="store_true", help="print every function with its length")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    too_long = 0
    for path in args.files:
        for line, name, length in functions(path):
            if args.all:
                print(f"{path}:{line}: {name} {length}")
            elif length > args.limit:
                print(f"{path}:{line}: {name} is {length} lines (limit {args.limit})")
                too_long += 1
    return 0 if args.all or too_long == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
