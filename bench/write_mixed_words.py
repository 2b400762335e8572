#!/usr/bin/env python3
"""Writes text whose script changes word by word, the way a logger writes: one line per write().

A generator of its own, different from bench_scan's --write-class words, so that the benchmark is
not tuned to one generator. The words come from this machine: the Latin-script word lists of
/usr/share/dict and the translations in the gettext catalogs of /usr/share/locale (Cyrillic,
Greek, Han, Kana, Hangul, Arabic, Hebrew, Devanagari, Thai, Georgian, ...). Each block of 200,000
words is drawn afresh; lines are 6 to 18 words long.

    bench/write_mixed_words.py FILE SIZE [--block-writes]
        SIZE          bytes, with an optional K, M or G suffix (powers of 2)
        --block-writes  write 16 MiB at a time instead of one line per write
"""
import gettext
import glob
import os
import random
import re
import sys

BLOCK_WORDS = 200_000
LOCALES = ["ru", "uk", "el", "ja", "zh_CN", "ko", "ar", "he", "hi", "th", "ka", "bg", "sr", "ta",
           "de", "fr", "pl", "tr", "vi"]
DICTS = ["american-english", "french", "ngerman", "polish", "spanish", "portuguese", "italian"]


def catalogs(locale):
    """The translations of each gettext catalog of `locale` in turn, a list a catalog."""
    for mo in sorted(glob.glob(f"/usr/share/locale/{locale}/LC_MESSAGES/*.mo")):
        try:
            with open(mo, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
        except (OSError, UnicodeDecodeError, ValueError, IndexError, KeyError):
            continue
        yield [text for text in catalog.values() if isinstance(text, str)]


def catalog_words(locale, limit=4000):
    words = []
    for texts in catalogs(locale):
        for text in texts:
            words.extend(w for w in re.split(r"[\s%()\[\]{}<>\"'`:;,.!?=/\\|]+", text)
                         if 1 < len(w) < 24 and w.isprintable())
        if len(words) >= limit:
            break
    return words[:limit]


def dict_words(name, limit=4000):
    try:
        with open(f"/usr/share/dict/{name}", encoding="utf-8", errors="strict") as f:
            words = [w.strip() for w in f if w.strip() and "'" not in w]
    except (OSError, UnicodeDecodeError):
        return []
    random.Random(name).shuffle(words)
    return words[:limit]


def vocabulary():
    pools = [p for p in (catalog_words(loc) for loc in LOCALES) if p]
    pools += [p for p in (dict_words(d) for d in DICTS) if p]
    if not pools:
        sys.exit("write_mixed_words: no word lists or gettext catalogs found")
    return [w for p in pools for w in p]


def parse_size(text):
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(text[:-1]) * units[text[-1].upper()] if text[-1].upper() in units else int(text)


def lines(pools, rng):
    while True:
        # One block: 200,000 words, each from any script's pool (the pools hold about as many
        # words each, so each script is about as likely).
        block = rng.choices(pools, k=BLOCK_WORDS)
        i = 0
        while i < len(block):
            n = rng.randint(6, 18)
            yield (" ".join(block[i:i + n]) + "\n").encode()
            i += n


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    path, size = args[0], parse_size(args[1])
    block_writes = "--block-writes" in sys.argv
    rng = random.Random(25)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    written = 0
    pending = []
    pending_size = 0
    for line in lines(vocabulary(), rng):
        if written + pending_size + len(line) > size:  # the last line: ASCII, to the exact size
            line = b"." * (size - written - pending_size - 1) + b"\n"
        if block_writes:
            pending.append(line)
            pending_size += len(line)
            if pending_size >= 16 << 20 or written + pending_size >= size:
                written += os.write(fd, b"".join(pending))
                pending, pending_size = [], 0
        else:
            written += os.write(fd, line)
        if written >= size:
            break
    os.close(fd)


if __name__ == "__main__":
    main()
