#!/usr/bin/env python3
"""Writes a CSV in which some rows went through a wrong decoding, and the same CSV as it should be.

The benchmark of `--fix-mojibake` (issue 25, item 4): rows of an id, a name, a city and a comment,
in the languages of this machine's word lists and gettext catalogs. A share of the rows (5%
unless told) was read by a program in the wrong encoding and written back as UTF-8: UTF-8 read
as Windows-1252 (most of them; one in five twice), as Windows-1251 or KOI8-R (Cyrillic rows),
Windows-1253 (Greek), Windows-1250 (Central European), Windows-1255/1256, or ISO-8859-1 where
Windows-1252 lacks a byte (CJK rows). The rest is clean UTF-8 in many scripts.

    bench/write_mojibake_csv.py CSV EXPECTED SIZE [--share 0.05] [--seed 25]
        CSV       the file to repair
        EXPECTED  the same rows, all clean: what a repair should give
        SIZE      bytes, with an optional K, M or G suffix (powers of 2)

Then, for instance:
    utf8-inspector --fix-mojibake CSV > repaired.csv
    bench/write_mojibake_csv.py --score repaired.csv EXPECTED CSV
prints how many garbled rows were restored and how many clean rows were changed.
"""
import random
import sys

from write_mixed_words import catalogs

LANGUAGES = {  # catalog language: the wrong decodings its rows meet
    "fr": ["cp1252"], "de": ["cp1252"], "es": ["cp1252"], "pt": ["cp1252"],
    "pl": ["cp1250", "cp1252"], "cs": ["cp1250", "cp1252"], "hu": ["cp1250"],
    "tr": ["cp1252"], "ru": ["cp1251", "koi8_r", "cp1252"], "uk": ["cp1251", "cp1252"],
    "bg": ["cp1251", "cp1252"], "el": ["cp1253", "cp1252"], "ja": ["cp1252", "latin_1"],
    "zh_CN": ["cp1252", "latin_1"], "ko": ["cp1252", "latin_1"], "ar": ["cp1252", "cp1256"],
    "he": ["cp1252", "cp1255"],
}


def catalog_texts(language, limit=3000):
    texts = []
    for catalog in catalogs(language):
        texts.extend(text.replace('"', "'") for text in catalog
                     if 8 < len(text) < 120 and "\n" not in text and text.isprintable()
                     and any(ord(c) > 0x7F for c in text))
        if len(texts) >= limit:
            break
    return texts[:limit]


def garble(text, codec, rng):
    """UTF-8 read as `codec` and written back as UTF-8 (twice, one time in five, for cp1252)."""
    times = 2 if codec == "cp1252" and rng.random() < 0.2 else 1
    for _ in range(times):
        try:
            text = text.encode("utf-8").decode(codec)
        except UnicodeDecodeError:
            return None  # a byte the charset lacks: a strict decoder would have stopped
    return text


def size_of(text):
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(text[:-1]) * units[text[-1]] if text[-1] in units else int(text)


def write(csv_path, expected_path, size, share, seed):
    rng = random.Random(seed)
    pools = {lang: catalog_texts(lang) for lang in LANGUAGES}
    pools = {lang: texts for lang, texts in pools.items() if len(texts) > 20}
    if not pools:
        sys.exit("write_mojibake_csv: no gettext catalogs found")
    names = [l for l in pools]
    written = 0
    row = 0
    with open(csv_path, "w", encoding="utf-8", newline="\n") as out, \
            open(expected_path, "w", encoding="utf-8", newline="\n") as want:
        header = "id,language,name,city,comment\n"
        out.write(header)
        want.write(header)
        while written < size:
            row += 1
            lang = rng.choice(names)
            fields = [rng.choice(pools[lang]) for _ in range(3)]
            clean = f'{row},{lang},"{fields[0]}","{fields[1]}","{fields[2]}"\n'
            line = clean
            if rng.random() < share:
                # The first of the language's wrong decodings that reads every byte.
                for codec in rng.sample(LANGUAGES[lang], len(LANGUAGES[lang])):
                    bad = garble(clean, codec, rng)
                    if bad is not None and "\n" not in bad[:-1]:
                        line = bad
                        break
            out.write(line)
            want.write(clean)
            written += len(line.encode("utf-8"))


def score(repaired_path, expected_path, csv_path):
    with open(repaired_path, encoding="utf-8", errors="surrogateescape") as r, \
            open(expected_path, encoding="utf-8") as e, open(csv_path, encoding="utf-8") as c:
        garbled = restored = clean = changed = 0
        for got, want, was in zip(r, e, c):
            if was != want:
                garbled += 1
                restored += got == want
            else:
                clean += 1
                changed += got != want
    print(f"garbled rows restored: {restored}/{garbled} ({100.0 * restored / max(garbled, 1):.1f}%)"
          f"; clean rows changed: {changed}/{clean}")


def main(argv):
    if argv[1:2] == ["--score"]:
        score(argv[2], argv[3], argv[4])
        return
    args = argv[1:]
    share, seed = 0.05, 25
    if "--share" in args:
        i = args.index("--share")
        share = float(args[i + 1])
        del args[i:i + 2]
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 3:
        sys.exit(__doc__)
    write(args[0], args[1], size_of(args[2]), share, seed)


if __name__ == "__main__":
    main(sys.argv)
