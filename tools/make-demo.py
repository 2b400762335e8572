#!/usr/bin/env python3
"""Writes resources/demo/tour.txt: a short tour of every byte role, every diagnostic kind and every
notice of DESIGN.md section 3. Each example is one line of plain text that explains it, then the
bytes themselves on the next line. The file holds ill-formed bytes on purpose, so it is written
as bytes here and committed as generated.

    tools/make-demo.py            (re)writes the file; run it after changing the tour
"""
import pathlib
import sys

# (explanation, example bytes); an explanation of None starts a section heading instead.
TOUR = [
    (b"UTF-8 Inspector: a guided tour. Each example is a line of text that says what it shows, then the bytes.", None),
    (b"This file starts with EF BB BF, a byte order mark (notice 'bom': a signature, allowed only at offset 0).", None),
    (b"", None),
    (b"== Byte roles: every byte gets exactly one ==", None),
    (b"ascii: a byte 00-7F is a whole character on its own:", b"Hello, world! 0123456789"),
    (b"lead + continuation: U+00E9 is C3 A9, a 2-byte sequence (lead C3, then continuation 2 of 2):",
     "caf\u00e9".encode()),
    (b"3-byte sequence: U+20AC EURO SIGN is E2 82 AC (a lead, then continuations 2 and 3 of 3):",
     "\u20ac 100".encode()),
    (b"4-byte sequence: U+1F41A SPIRAL SHELL is F0 9F 90 9A:", "\U0001F41A shell".encode()),
    (b"invalid: every byte inside an ill-formed group, as in all the examples of the next section.", None),
    (b"", None),
    (b"== Diagnostics: ill-formed groups, each of one kind ==", None),
    (b"overlong: C0 AF is '/' in two bytes; its shortest form is 2F:", b"a\xc0\xafb"),
    (b"overlong: E0 80 AF is '/' again, in three bytes:", b"a\xe0\x80\xafb"),
    (b"surrogate: ED A0 BD is the surrogate U+D83D; with ED B8 80 it is CESU-8 for U+1F600 (UTF-8: F0 9F 98 80):",
     b"a\xed\xa0\xbd\xed\xb8\x80b"),
    (b"out-of-range: F4 90 80 80 would be U+110000, above the last code point U+10FFFF:", b"a\xf4\x90\x80\x80b"),
    (b"obsolete-form: F8 88 80 80 80 would be U+200000 in the 5-byte form that RFC 3629 removed:",
     b"a\xf8\x88\x80\x80\x80b"),
    (b"invalid-byte: FE and FF are never used in UTF-8:", b"a \xfe b \xff c"),
    (b"unexpected-continuation: 80 80 are two continuation bytes with no lead byte:", b"a\x80\x80b"),
    (b"truncated: E2 82 then 'A': a 3-byte sequence cut after 2 bytes:", b"\xe2\x82A"),
    (b"truncated at the end of the data: the very last bytes of this file, F0 9F 90, a 4-byte sequence cut after 3.",
     None),
    (b"", None),
    (b"== Notices: well-formed, but worth a look ==", None),
    (b"zwnbsp: U+FEFF (EF BB BF) anywhere but offset 0 is a zero width no-break space:", b"a\xef\xbb\xbfb"),
    (b"noncharacter: U+FDD0 (EF B7 90) and U+FFFE (EF BF BE) are noncharacters:", b"a\xef\xb7\x90b\xef\xbf\xbec"),
    (b"c1-control: U+0093 and U+0094 (C2 93, C2 94) are CP1252 quotes that were decoded as Latin-1:",
     b"\xc2\x93quoted\xc2\x94"),
    (b"replacement-character: U+FFFD (EF BF BD) in the data: an earlier lossy decode happened here:",
     b"Caf\xef\xbf\xbd"),
    (b"private-use: U+E000 (EE 80 80) is a private-use code point:", b"a\xee\x80\x80b"),
    (b"control: an ASCII control other than TAB, LF or CR, here ESC (1B) and BEL (07):", b"a\x1bb\x07c"),
    (b"", None),
    (b"== Mojibake ==", None),
    (b"'Caf\xc3\xa9' read as Windows-1252 and saved as UTF-8 again looks like this (C3 83 C2 A9):",
     "Caf\u00c3\u00a9".encode()),
    (b"", None),
    (b"The end. The last line holds the truncated sequence promised above:", b"end \xf0\x9f\x90"),
]


def tour_bytes() -> bytes:
    lines = []
    for text, example in TOUR:
        lines.append(text)
        if example is not None:
            lines.append(example)
    # Starts with a BOM; ends with no newline so that the truncated sequence is at the end of the data.
    return b"\xef\xbb\xbf" + b"\n".join(lines)


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    out = root / "resources" / "demo" / "tour.txt"
    data = tour_bytes()
    if len(data) >= 4096:
        print(f"make-demo: the tour is {len(data)} bytes; keep it under 4 KiB", file=sys.stderr)
        return 1
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    print(f"make-demo: wrote {out.relative_to(root)} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
