#!/usr/bin/python3
"""Legacy-encoding detection, ours side by side with uchardet, chardet and charset-normalizer.

Builds a corpus from the gettext catalogs installed on this machine (/usr/share/locale: real
translated sentences in many languages), writes each text in the legacy encodings its language is
written in, at three lengths (one line, a paragraph of ~500 characters, a page of ~3000), and asks
each detector for the encoding. A file counts as identified when the named encoding decodes it to
the very text it was made from (so Windows-1252 for ISO-8859-1 text without C1 bytes is right).

Usage: bench/detect_vs_peers.py PROGRAM [SAMPLES_PER_CELL]
  PROGRAM: the built utf8-inspector (build/app/utf8-inspector)
Installs nothing: `apt-get install uchardet python3-chardet python3-charset-normalizer` first
(tools/install-deps.sh does not: they are peers, not dependencies).
"""
import codecs
import collections
import gettext
import glob
import json
import os
import random
import subprocess
import sys
import tempfile

# (language directory under /usr/share/locale, language, encodings, family)
PAIRS = [
    ("cs", "Czech", ["windows-1250", "iso-8859-2"], "Central European"),
    ("hu", "Hungarian", ["windows-1250", "iso-8859-2"], "Central European"),
    ("pl", "Polish", ["windows-1250", "iso-8859-2"], "Central European"),
    ("sk", "Slovak", ["windows-1250"], "Central European"),
    ("ru", "Russian", ["windows-1251", "koi8-r", "cp866", "iso-8859-5", "mac-cyrillic"], "Cyrillic"),
    ("uk", "Ukrainian", ["windows-1251", "koi8-u"], "Cyrillic"),
    ("bg", "Bulgarian", ["windows-1251"], "Cyrillic"),
    ("el", "Greek", ["windows-1253", "iso-8859-7"], "Greek"),
    ("tr", "Turkish", ["windows-1254", "iso-8859-9"], "Turkish"),
    ("he", "Hebrew", ["windows-1255", "iso-8859-8"], "Hebrew"),
    ("ar", "Arabic", ["windows-1256"], "Arabic"),
    ("lt", "Lithuanian", ["windows-1257", "iso-8859-13"], "Baltic"),
    ("lv", "Latvian", ["windows-1257"], "Baltic"),
    ("th", "Thai", ["tis-620"], "Thai"),
    ("de", "German", ["windows-1252", "iso-8859-1", "mac-roman", "cp850"], "Western"),
    ("fr", "French", ["windows-1252", "iso-8859-15", "cp850"], "Western"),
    ("es", "Spanish", ["windows-1252", "iso-8859-1"], "Western"),
    ("pt", "Portuguese", ["windows-1252"], "Western"),
    ("vi", "Vietnamese", ["windows-1258"], "Vietnamese"),
    ("ja", "Japanese", ["shift_jis", "euc-jp"], "East Asian"),
    ("zh_CN", "Chinese", ["gb18030"], "East Asian"),
    ("zh_TW", "Chinese (traditional)", ["big5"], "East Asian"),
    ("ko", "Korean", ["euc-kr"], "East Asian"),
    ("de", "German", ["utf-16-le", "utf-16-be", "utf-32-le"], "UTF-16/32 (no BOM)"),
]
LENGTHS = {"line": 0, "paragraph": 500, "page": 3000}

# Names a detector may give that Python spells differently.
ALIASES = {"maccyrillic": "mac-cyrillic", "macroman": "mac-roman", "uhc": "cp949",
           "mac-centraleurope": "mac-latin2", "iso-8859-11": "iso8859_11",
           "x-mac-cyrillic": "mac-cyrillic", "ibm866": "cp866", "ibm850": "cp850",
           "ibm437": "cp437", "tis-620": "tis-620", "windows-874": "cp874"}


def messages(locale_dir):
    out = []
    for path in sorted(glob.glob(f"/usr/share/locale/{locale_dir}/LC_MESSAGES/*.mo")):
        try:
            with open(path, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog  # noqa: SLF001 (the parsed .mo)
        except Exception:  # a catalog Python cannot read is skipped
            continue
        for key, text in catalog.items():
            if key and isinstance(text, str) and 20 <= len(text) <= 200 and "%" not in text:
                out.append(" ".join(text.split()))
    return out


def sample(rng, pool, encoding, length):
    def fits(t):
        try:
            t.encode(encoding)
            return True
        except UnicodeEncodeError:
            return False
    usable = [t for t in pool if fits(t) and sum(ord(c) > 127 for c in t) >= 3]
    if not usable:
        return None
    text = rng.choice(usable) + "\n"
    while len(text) < length:
        text += rng.choice(usable) + "\n"
    return text


def python_codec(name):
    if not name:
        return None
    n = name.strip().lower()
    n = ALIASES.get(n, n)
    try:
        return codecs.lookup(n).name
    except LookupError:
        return None


def identified(name, data, text):
    codec = python_codec(name)
    if not codec:
        return False
    try:
        decoded = data.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return False
    return decoded.lstrip("\ufeff") == text


def detect_ours(program, files):
    result = subprocess.run([program, "--detect", "--json", *files], capture_output=True,
                            text=True, check=False)
    answers = {}
    for line in result.stdout.splitlines():
        o = json.loads(line)
        answers[o["file"]] = o["encoding"] if o["class"] == "legacy" else o["class"]
    return answers


def detect_uchardet(files):
    answers = {}
    for f in files:
        r = subprocess.run(["uchardet", f], capture_output=True, text=True, check=False)
        answers[f] = r.stdout.strip()
    return answers


def main():
    program = sys.argv[1]
    per_cell = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    import chardet
    import charset_normalizer
    rng = random.Random(11)
    cases = []  # (file, family, length, encoding, text, data)
    with tempfile.TemporaryDirectory() as tmp:
        for locale_dir, language, encodings, family in PAIRS:
            pool = messages(locale_dir)
            for encoding in encodings:
                for length_name, length in LENGTHS.items():
                    for i in range(per_cell):
                        text = sample(rng, pool, encoding, length)
                        if text is None:
                            continue
                        data = text.encode(encoding)
                        path = os.path.join(tmp, f"{locale_dir}-{encoding}-{length_name}-{i}.txt")
                        with open(path, "wb") as f:
                            f.write(data)
                        cases.append((path, family, length_name, encoding, text, data))
        files = [c[0] for c in cases]
        answers = {
            "ours": detect_ours(program, files),
            "uchardet": detect_uchardet(files),
            "chardet": {c[0]: chardet.detect(c[5])["encoding"] for c in cases},
            "charset-normalizer": {},
        }
        for c in cases:
            best = charset_normalizer.from_bytes(c[5]).best()
            answers["charset-normalizer"][c[0]] = best.encoding if best else None
    tools = list(answers)
    if os.environ.get("SHOW_MISSES"):
        for path, family, length_name, encoding, text, data in cases:
            if not identified(answers["ours"].get(path), data, text):
                print(f"miss: {family} {encoding} {length_name}: ours {answers['ours'].get(path)},"
                      f" uchardet {answers['uchardet'].get(path)}: {text[:60]!r}", file=sys.stderr)
    rows = collections.OrderedDict((f, None) for f in dict.fromkeys(p[3] for p in PAIRS))
    rows.update((f"length: {n}", None) for n in LENGTHS)
    rows["all"] = None
    for path, family, length_name, encoding, text, data in cases:
        for key in (family, f"length: {length_name}", "all"):
            row = rows[key] = rows[key] or collections.Counter()
            row["files"] += 1
            for tool in tools:
                row[tool] += identified(answers[tool].get(path), data, text)
    print(f"| files | {' | '.join(tools)} |")
    print("| --- | --- |" + " --- |" * (len(tools) - 1))
    for key, row in rows.items():
        cells = " | ".join(f"{100 * row[t] / row['files']:.0f}%" for t in tools)
        print(f"| {key} ({row['files']}) | {cells} |")


if __name__ == "__main__":
    main()
