#!/usr/bin/python3
"""Mojibake repair, ours side by side with ftfy 6.3.1, and the speed of streaming repair.

Builds cases from the gettext catalogs installed on this machine (/usr/share/locale: real
translated sentences): each clean line goes through a chain of wrong decodings (UTF-8 read as a
legacy code page and written back as UTF-8, 1-3 times; Python's codecs, strict, so that the
mojibake is lossless) at one of three positions: the whole line, one field of a CSV row, one word
of an otherwise clean line. The clean lines themselves are the negatives. All cases go into one
file for ours (it decides line by line) and through ftfy line by line
(fix_text(uncurl_quotes=False, fix_character_width=False, fix_latin_ligatures=False)).

Then `--speed`: a ~50 MB CSV of such rows, 5% of them garbled through Windows-1252, repaired by
ours, copied by iconv and cat, and a 2 MB slice of it by ftfy; and the peak resident memory of
ours on a 1 GB file (the CSV repeated), when the disk has room.

Usage: bench/mojibake_vs_ftfy.py PROGRAM [CASES_PER_CELL] [--speed]
Needs python3-wcwidth (ftfy's one dependency) and ../shared/peers/ftfy-6.3.1 beside the project.
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from detect_vs_peers import messages  # noqa: E402  (the same gettext corpus)

FTFY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../shared/peers/ftfy-6.3.1")
sys.path.insert(0, FTFY)
import ftfy  # noqa: E402

LANGUAGES = {"fr": "French", "de": "German", "es": "Spanish", "pt": "Portuguese",
             "it": "Italian", "cs": "Czech", "pl": "Polish", "hu": "Hungarian", "tr": "Turkish",
             "ru": "Russian", "uk": "Ukrainian", "bg": "Bulgarian", "el": "Greek",
             "ja": "Japanese", "zh_CN": "Chinese", "zh_TW": "Chinese (Traditional)",
             "ko": "Korean"}
CHAINS = [["cp1252"], ["cp1252"] * 2, ["cp1252"] * 3, ["latin-1"], ["cp1250"], ["cp1251"],
          ["cp1253"], ["cp1254"], ["cp1257"], ["iso-8859-2"], ["iso-8859-5"], ["iso-8859-7"],
          ["iso-8859-15"], ["koi8-r"], ["koi8-u"], ["cp437"], ["cp850"], ["cp866"],
          ["mac-roman"], ["mac-cyrillic"], ["gb18030"], ["big5"], ["shift_jis"], ["euc-kr"]]
POSITIONS = ["line", "field", "word"]


def garble(text, chain):
    for codec in chain:
        text = text.encode("utf-8").decode(codec)  # strict: a lossy chain raises
    return text


def make_case(rng, pool, chain, position):
    for _ in range(200):
        clean = rng.choice(pool)
        words = clean.split(" ")
        try:
            if position == "line":
                bad = garble(clean, chain)
                return clean, bad
            if position == "field":
                bad = garble(clean, chain)
                return f"17;{clean};42", f"17;{bad};42"
            i = rng.randrange(len(words))
            if all(ord(c) < 128 for c in words[i]):
                continue
            garbled = words[:i] + [garble(words[i], chain)] + words[i + 1:]
            return clean, " ".join(garbled)
        except (UnicodeDecodeError, UnicodeEncodeError):
            continue
    return None


def ours(program, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        name = f.name
    out = subprocess.run([program, "--fix-mojibake", name], capture_output=True).stdout
    os.unlink(name)
    return out.decode("utf-8", "replace").split("\n")[: len(lines)]


def fix_ftfy(line):
    return ftfy.fix_text(line, uncurl_quotes=False, fix_character_width=False,
                         fix_latin_ligatures=False)


def quality(program, per_cell):
    rng = random.Random(11)
    pools = {code: [t for t in messages(code) if any(ord(c) > 127 for c in t)]
             for code in LANGUAGES}
    rows = []  # (label, clean, garbled)
    for chain in CHAINS:
        for position in POSITIONS:
            label = "→".join(chain) + ", " + position
            for code, pool in pools.items():
                for _ in range(per_cell // len(LANGUAGES) + 1):
                    case = make_case(rng, pool, chain, position) if pool else None
                    if case and case[0] != case[1]:
                        rows.append((label, case[0], case[1]))
    for code, pool in pools.items():
        for t in rng.sample(pool, min(len(pool), per_cell)):
            rows.append(("clean text (must not change)", t, t))
    repaired = ours(program, [r[2] for r in rows])
    table = {}
    for (label, clean, bad), mine in zip(rows, repaired):
        theirs = fix_ftfy(bad)
        cell = table.setdefault(label, [0, 0, 0, 0, 0])
        cell[0] += 1
        cell[1] += mine == clean
        cell[2] += theirs == clean
        cell[3] += mine not in (clean, bad)
        cell[4] += theirs not in (clean, bad)
    print("| case | cases | ours exact | ftfy exact | ours wrong | ftfy wrong |")
    print("|---|---|---|---|---|---|")
    totals = [0] * 5
    for label, cell in table.items():
        print(f"| {label} | " + " | ".join(str(v) for v in cell) + " |")
        totals = [a + b for a, b in zip(totals, cell)]
    print("| **all** | " + " | ".join(str(v) for v in totals) + " |")
    # The same lines, a sample of them alone: does a line come out the same?
    sample = rng.sample(rows, min(60, len(rows)))
    same = sum(ours(program, [r[2]])[0] == repaired[rows.index(r)] for r in sample)
    print(f"\nsame alone as together: {same} of {len(sample)} sampled lines")


def timed(argv, stdin=None, stdout=subprocess.DEVNULL):
    start = time.perf_counter()
    subprocess.run(argv, stdin=stdin, stdout=stdout, check=False)
    return time.perf_counter() - start


def speed(program):
    rng = random.Random(5)
    pool = [t.replace(";", ",") for code in ("fr", "de", "es", "pt")
            for t in messages(code) if any(ord(c) > 127 for c in t)]
    tmp = tempfile.mkdtemp()
    csv, clean_csv = os.path.join(tmp, "rows.csv"), os.path.join(tmp, "clean.csv")
    garbled = 0
    with open(csv, "w") as bad, open(clean_csv, "w") as good:
        size, n = 0, 0
        while size < 50_000_000:
            row = f"{n};{rng.choice(pool)};{rng.choice(pool)}\n"
            good.write(row)
            try:
                out = garble(row, ["cp1252"]) if rng.random() < 0.05 else row
            except UnicodeDecodeError:
                out = row
            garbled += out != row
            bad.write(out)
            size += len(out.encode())
            n += 1
    mb = os.path.getsize(csv) / 1e6
    subprocess.run(["cat", csv], stdout=subprocess.DEVNULL)  # warm the page cache
    out_path = os.path.join(tmp, "out.csv")
    with open(out_path, "wb") as out:
        t_ours = timed([program, "--fix-mojibake", csv], stdout=out)
    with open(out_path, "rb") as a, open(clean_csv, "rb") as b, open(csv, "rb") as c:
        mine, good_rows, bad_rows = a.read().split(b"\n"), b.read().split(b"\n"), c.read().split(b"\n")
    repaired = sum(m == g and g != x for m, g, x in zip(mine, good_rows, bad_rows))
    changed = sum(m != g and g == x for m, g, x in zip(mine, good_rows, bad_rows))
    t_iconv = timed(["iconv", "-f", "UTF-8", "-t", "UTF-8", csv])
    t_cat = timed(["cat", csv])
    with open(csv, encoding="utf-8") as f:
        piece = f.read(2_000_000)
    start = time.perf_counter()
    for line in piece.splitlines(True):
        fix_ftfy(line)
    t_ftfy = (time.perf_counter() - start) / (len(piece.encode()) / 1e6)
    print(f"| {mb:.0f} MB CSV, 5% of rows garbled | MB/s | × iconv's time |")
    print("|---|---|---|")
    print(f"| ours --fix-mojibake | {mb / t_ours:.0f} | {t_ours / t_iconv:.2f} |")
    print(f"| iconv -f UTF-8 -t UTF-8 | {mb / t_iconv:.0f} | 1.00 |")
    print(f"| cat | {mb / t_cat:.0f} | {t_cat / t_iconv:.2f} |")
    print(f"| ftfy fix_text per line (2 MB slice) | {1 / t_ftfy:.1f} | – |")
    print(f"\ngarbled rows {garbled}, repaired exactly {repaired}, clean rows changed {changed}")
    if shutil.disk_usage(tmp).free > 3e9:
        big = os.path.join(tmp, "big.csv")
        with open(big, "wb") as f, open(csv, "rb") as part:
            chunk = part.read()
            for _ in range(int(1e9 // len(chunk)) + 1):
                f.write(chunk)
        peak = subprocess.run(["/usr/bin/time", "-f", "%M", program, "--fix-mojibake", big],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        kb = int(peak.stderr.strip().splitlines()[-1])
        print(f"1 GB file: peak resident {kb / 1024:.0f} MB (/usr/bin/time -f %M)")
    else:
        print("1 GB file: skipped (less than 3 GB free)")
    shutil.rmtree(tmp)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if not args:
        sys.exit(__doc__)
    if "--speed" in sys.argv:
        speed(args[0])
    else:
        quality(args[0], int(args[1]) if len(args) > 1 else 30)


if __name__ == "__main__":
    main()
