#!/usr/bin/python3
"""The first verdict on the files users bring (issue 23): ours side by side with uchardet, chardet
and charset-normalizer, on data made at run time from this machine's word lists and catalogs.

Sets (each over 12 languages: de fr es pt pl cs hu ru uk bg el tr; SAMPLES files a set):
  damaged  UTF-8 of 1-8 lines (plain, or mostly ASCII) or 3-20 KB, with 1-3 damages: truncated
           characters, stray continuation bytes, overlongs, surrogates, bytes C0 C1 F5-FF.
           Right: `--detect` says UTF-8 with errors; `--fix-mojibake` leaves the damage alone.
  mixed    UTF-8 where 1/4-1/2 of the lines, CSV fields or JSON values are in one of the
           language's legacy encodings. Right: `--decode --from auto` and `--fix-mojibake` give the
           all-UTF-8 original exactly, and never change a well-formed UTF-8 run of the input.
  mojibake texts through 1-2 wrong decodings (whole text, one line, one word), and clean texts.
           Right: `--check --json` has a "mojibake" notice on each garbled text and none on a clean
           one; `--fix-mojibake` restores the garbled and leaves the clean as they are.
  legacy   whole texts in one legacy encoding (a regression check; bench/detect_vs_peers.py
           measures it on the gettext catalogs, and runs too with --detect-vs-peers).
  cjk      Japanese (gettext catalogs) with characters only Windows-31J has, as cp932; plain
           Shift_JIS; Korean with syllables only CP949 (UHC) has. Right: the named encoding decodes
           the file to its text.
  binary   ELF files (/usr/bin, /usr/lib), PNG and gzip files of this machine against UTF-8
           texts with a NUL or two, and ../shared/testdata/utf8/UTF-8-test.txt (text).
A peer is right when the encoding it names decodes the file to the text it was made from (for
damaged UTF-8: when it names UTF-8; for binary data: when it names none). A peer names one encoding
a file, so on mixed files it cannot be right: that column shows the limit, not a flaw.

Usage: bench/first_verdict_vs_peers.py PROGRAM [--samples N] [--seed S] [--json OUT]
                                       [--sets damaged,mixed,...] [--show-misses N]
                                       [--detect-vs-peers]
       bench/first_verdict_vs_peers.py --selftest     (checks the generators; runs no program)
  PROGRAM: the built utf8-inspector (build/app/utf8-inspector)
Needs: apt-get install uchardet python3-chardet python3-charset-normalizer python3-wcwidth
(ftfy 6.3.1 from ../shared/peers, as bench/mojibake_vs_ftfy.py) and the word lists that
first_verdict_data.PACKAGES names.
"""
import argparse
import collections
import datetime
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import first_verdict_data as gen  # noqa: E402
from detect_vs_peers import ALIASES, detect_uchardet, identified, messages, python_codec  # noqa: E402

ALIASES.setdefault("windows-31j", "cp932")  # our name for it; Python knows cp932 and ms932
UTF8_TEST = os.path.join(HERE, "../../shared/testdata/utf8/UTF-8-test.txt")
SETS = ["damaged", "mixed", "mojibake", "legacy", "cjk", "binary"]
PEERS = ["uchardet", "chardet", "charset-normalizer"]


def garble_tools():
    """(garble, ftfy module, fix_ftfy) from bench/mojibake_vs_ftfy.py, or None without ftfy."""
    try:
        import mojibake_vs_ftfy as m
    except ImportError as e:
        print(f"mojibake set skipped: {e} (needs python3-wcwidth and ../shared/peers/ftfy-6.3.1)",
              file=sys.stderr)
        return None
    return m.garble, m.ftfy, m.fix_ftfy


# ---- running our program -------------------------------------------------------------------

def run(argv, timeout=120):
    """(exit code or None on timeout, stdout bytes)."""
    try:
        r = subprocess.run(argv, capture_output=True, timeout=timeout, check=False)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired:
        return None, b""


def json_lines(out):
    for line in out.decode("utf-8", "replace").splitlines():
        try:
            o = json.loads(line)
        except ValueError:
            continue
        if isinstance(o, dict):
            yield o


def batched(program, mode, files):
    """JSON objects of `PROGRAM MODE --json FILE...`, by file, 100 files a run."""
    objects = collections.defaultdict(list)
    for i in range(0, len(files), 100):
        _, out = run([program, *mode, "--json", *files[i:i + 100]], timeout=300)
        for o in json_lines(out):
            objects[o.get("file")].append(o)
    return objects


def detect(program, files):
    """file -> the --detect --json object ({} when the program said nothing)."""
    objects = batched(program, ["--detect"], files)
    return {f: (objects[f] or [{}])[0] for f in files}


def answer(o):
    """Our verdict as an encoding name (legacy) or a class ("utf-8", "binary"...)."""
    return o.get("encoding") if o.get("class") == "legacy" else o.get("class")


def mojibake_flagged(program, files):
    """The files that `--check --json` gives a mojibake notice (none before issue 23), and those
    with a notice that is repaired (not an ambiguous run, which is reported and left as it is)."""
    flagged, repairable = set(), set()
    for f, objs in batched(program, ["--check"], files).items():
        for o in objs:
            if "mojibake" in (o.get("notice"), o.get("kind")) or \
                    (isinstance(o.get("notices"), dict) and o["notices"].get("mojibake")):
                flagged.add(f)
            if "mojibake" in (o.get("notice"), o.get("kind")) and not o.get("ambiguous"):
                repairable.add(f)
    return flagged, repairable


def output_of(program, mode, path):
    code, out = run([program, *mode, path])
    return out if code is not None else b""


# ---- peers ---------------------------------------------------------------------------------

def peer_answers(cases, peers):
    """tool -> {file: encoding name or None}."""
    files = [c["file"] for c in cases]
    answers = {}
    if "uchardet" in peers:
        answers["uchardet"] = detect_uchardet(files)
    if "chardet" in peers:
        import chardet
        answers["chardet"] = {c["file"]: chardet.detect(c["data"])["encoding"] for c in cases}
    if "charset-normalizer" in peers:
        import charset_normalizer
        answers["charset-normalizer"] = {}
        for c in cases:
            best = charset_normalizer.from_bytes(c["data"]).best()
            answers["charset-normalizer"][c["file"]] = best.encoding if best else None
    return answers


def available_peers():
    out = []
    if subprocess.run(["sh", "-c", "command -v uchardet"], capture_output=True).returncode == 0:
        out.append("uchardet")
    for name, module in (("chardet", "chardet"), ("charset-normalizer", "charset_normalizer")):
        try:
            __import__(module)
            out.append(name)
        except ImportError:
            print(f"{name}: not installed, its column is left out", file=sys.stderr)
    return out


def names_utf8(name):
    return python_codec(name) in ("utf-8", "utf-8-sig")


def names_nothing(name):
    return python_codec(name) is None


# ---- measures ------------------------------------------------------------------------------

def utf8_runs(data):
    """The maximal well-formed UTF-8 runs of `data`, as bytes."""
    s = data.decode("utf-8", "surrogateescape")
    runs, run_ = [], []
    for ch in s:
        if "\udc80" <= ch <= "\udcff":
            if run_:
                runs.append("".join(run_).encode())
            run_ = []
        else:
            run_.append(ch)
    if run_:
        runs.append("".join(run_).encode())
    return runs


def runs_changed(runs, output):
    """How many of the runs, in order, are not found as they are in `output`."""
    changed, at = 0, 0
    for r in runs:
        i = output.find(r, at)
        if i < 0:
            changed += 1
        else:
            at = i + len(r)
    return changed


def leaves_damage(data, output):
    """A repair of damaged UTF-8 may keep the bytes or put U+FFFD for them, nothing else."""
    return output in (data, data.decode("utf-8", "replace").encode())


def runs_named(o, case):
    """Whether each legacy span of a mixed file lies in a run of our verdict's `runs` whose
    encoding reads it as written; None when the verdict has no `runs` (before issue 23)."""
    runs = o.get("runs")
    if not isinstance(runs, list):
        return None
    for offset, raw, text in case["spans"]:
        # A line's line feed is ASCII, in no run.
        raw, text = raw.rstrip(b"\n"), text.rstrip("\n")
        if not any(isinstance(r, dict) and r.get("offset", -1) <= offset and
                   offset + len(raw) <= r.get("offset", 0) + r.get("length", 0) and
                   python_codec(r.get("encoding")) and
                   raw.decode(python_codec(r.get("encoding")), "replace") == text for r in runs):
            return False
    return True


# ---- tables --------------------------------------------------------------------------------

def tally(cases, columns):
    """rows -> column -> [right, counted]; a column's function gives True, False or None (not
    counted). Each case names its rows, "GROUP: LABEL" or "all"; rows come group by group, in
    the order first seen, each group's "all" last, and "all" at the end."""
    rows = collections.OrderedDict()
    for c in cases:
        for row in c["rows"]:
            cell = rows.setdefault(row, collections.OrderedDict((name, [0, 0]) for name, _ in columns))
            for name, fn in columns:
                v = fn(c)
                if v is not None:
                    cell[name][0] += bool(v)
                    cell[name][1] += 1
    groups = list(dict.fromkeys(r.split(": ")[0] for r in rows if r != "all"))
    order = list(rows)
    return collections.OrderedDict(sorted(rows.items(), key=lambda item: (
        len(groups) if item[0] == "all" else groups.index(item[0].split(": ")[0]),
        item[0].endswith(": all"), order.index(item[0]))))


def print_table(title, rows, notes):
    names = list(next(iter(rows.values())))
    print(f"\n### {title}\n")
    print("| files | " + " | ".join(names) + " |")
    print("|---" * (len(names) + 1) + "|")
    for row, cell in rows.items():
        n = max(v[1] for v in cell.values())
        print(f"| {row} ({n}) | " + " | ".join(f"{k}/{m}" if m else "–" for k, m in cell.values())
              + " |")
    for note in notes:
        print(f"\n{note}")


def misses_by(cases, right, key="lang"):
    counts = collections.Counter(c[key] for c in cases if right(c) is False)
    return ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) or "none"


def common_misses(cases, right, label):
    """The ten commonest labels of the cases `right` calls wrong, with their counts."""
    counts = collections.Counter(label(c) for c in cases if right(c) is False)
    return ", ".join(f"{k} ({v})" for k, v in counts.most_common(10)) or "none"


def show_misses(title, cases, right, count, describe):
    shown = [c for c in cases if right(c) is False][:count]
    for c in shown:
        print(f"miss ({title}): {describe(c)}", file=sys.stderr)


def write_cases(tmp, name, cases):
    for i, c in enumerate(cases):
        c["file"] = os.path.join(tmp, f"{name}-{i:03d}-{c.get('lang', 'x')}.{c.get('ext', 'txt')}")
        with open(c["file"], "wb") as f:
            f.write(c["data"])


def per_language(samples):
    return max(1, samples // len(gen.LANGUAGES))


# ---- the sets ------------------------------------------------------------------------------

SIZES = {"line": "size: 1 line, 2-8 words", "lines": "size: 2-8 lines", "long": "size: 3-20 KB"}


def grid(ctx, name, shapes):
    """(rng, language, i, shape, legacy encoding) for each language's samples: the shapes in
    turn, and within a shape the language's legacy encodings in turn."""
    rng = gen.new_rng(ctx.seed, name)
    for code, (_, _, encodings, _) in gen.LANGUAGES.items():
        for i in range(per_language(ctx.samples)):
            yield rng, code, i, shapes[i % len(shapes)], encodings[(i // len(shapes)) % len(encodings)]


def damaged_set(ctx):
    cases = []
    for rng, code, i, shape, _ in grid(ctx, "damaged", gen.SHAPES):
        ascii_ = (i // len(gen.SHAPES)) % 2 == 1
        c = gen.damaged_case(rng, code, shape, ascii_)
        c.update(lang=code, rows=[SIZES[shape], "words: " + ("mostly ASCII" if ascii_ else
                                                            "of the language")]
                 + [f"damage: {k}" for k in dict.fromkeys(c["kinds"])] + ["all"])
        cases.append(c)
    write_cases(ctx.tmp, "damaged", cases)
    files = [c["file"] for c in cases]
    verdicts = detect(ctx.program, files)
    for c in cases:
        out = output_of(ctx.program, ["--fix-mojibake"], c["file"])
        c["fixed_ok"] = leaves_damage(c["data"], out)
    answers = peer_answers(cases, ctx.peers)
    ours = lambda c: verdicts[c["file"]].get("class") == "utf-8-with-errors"  # noqa: E731
    columns = [("ours: UTF-8 with errors", ours)]
    columns += [(p, lambda c, p=p: names_utf8(answers[p][c["file"]])) for p in answers]
    columns += [("ours --fix-mojibake leaves damage", lambda c: c["fixed_ok"])]
    notes = [f"ours, misses by language: {misses_by(cases, ours)}",
             "our verdicts on the misses: " + common_misses(
                 cases, ours, lambda c: answer(verdicts[c["file"]]))]
    show_misses("damaged", cases, ours, ctx.show_misses,
                lambda c: f"{c['lang']} {c['kinds']} -> {answer(verdicts[c['file']])}: "
                          f"{c['data'][:90]!r}")
    show_misses("damaged, --fix-mojibake", cases, lambda c: c["fixed_ok"], ctx.show_misses,
                lambda c: f"{c['lang']} {c['kinds']} {c['file']}")
    return cases, columns, notes


MIXED_ROWS = {"line": "mixed by: line", "csv": "mixed by: CSV field",
              "json": "mixed by: JSON value (array)", "jsonl": "mixed by: JSON value (JSON Lines)"}


def mixed_set(ctx):
    cases = []
    for rng, code, i, shape, enc in grid(ctx, "mixed", ["line", "csv", "json"]):
        # JSON: an array, and JSON Lines every other time (libmagic names both).
        shape = "jsonl" if shape == "json" and i // len(MIXED_ROWS) % 2 else shape
        c = gen.mixed_case(rng, code, shape, enc)
        c.update(lang=code, ext={"line": "txt"}.get(shape, shape),
                 rows=[MIXED_ROWS[shape], f"legacy: {enc}", "all"])
        cases.append(c)
    # UTF-8 text with a few quotation marks, dashes, ellipses, euro signs or no-break spaces
    # pasted in from a Windows code page (a generator of its own: the rows above stay as they were).
    rng = gen.new_rng(ctx.seed, "punctuation")
    for code, (_, _, encodings, _) in gen.LANGUAGES.items():
        for _ in range(max(1, per_language(ctx.samples) // 5)):
            c = gen.punctuation_case(rng, code, encodings[0])
            c.update(lang=code, ext="txt", rows=["mixed by: punctuation", "all"])
            cases.append(c)
    write_cases(ctx.tmp, "mixed", cases)
    verdicts = detect(ctx.program, [c["file"] for c in cases])
    for c in cases:
        for key, mode in (("decoded", ["--decode", "--from", "auto"]), ("fixed", ["--fix-mojibake"])):
            out = output_of(ctx.program, mode, c["file"])
            c[key] = out
            # No output (the program declined) changes nothing; it is not counted as kept.
            c[key + "_kept"] = runs_changed(c["runs"], out) == 0 if out else None
            c[key + "_runs_changed"] = runs_changed(c["runs"], out) if out else 0
    answers = peer_answers(cases, ctx.peers)
    want = lambda c: c["text"].encode()  # noqa: E731
    columns = [("ours: UTF-8 with errors",
                lambda c: verdicts[c["file"]].get("class") == "utf-8-with-errors"),
               ("ours: runs named", lambda c: runs_named(verdicts[c["file"]], c)),
               ("--decode auto exact", lambda c: c["decoded"] == want(c)),
               ("--fix-mojibake exact", lambda c: c["fixed"] == want(c)),
               ("decode: UTF-8 runs kept", lambda c: c["decoded_kept"]),
               ("fix: UTF-8 runs kept", lambda c: c["fixed_kept"])]
    columns += [(p, lambda c, p=p: identified(answers[p][c["file"]], c["data"], c["text"]))
                for p in answers]
    runs = sum(len(c["runs"]) for c in cases)
    n = ctx.numbers["mixed"] = {"utf8_runs": runs}
    for key in ("decoded", "fixed"):
        n[f"{key}_runs_changed"] = sum(c[key + "_runs_changed"] for c in cases)
        n[f"{key}_files_with_runs_changed"] = sum(c[key + "_kept"] is False for c in cases)
        n[f"{key}_no_output"] = sum(not c[key] for c in cases)
    notes = [f"--decode auto exact, misses by language: "
             f"{misses_by(cases, lambda c: c['decoded'] == want(c))}",
             f"--fix-mojibake exact, misses by language: "
             f"{misses_by(cases, lambda c: c['fixed'] == want(c))}",
             f"well-formed UTF-8 runs changed (must be 0): --decode --from auto "
             f"{n['decoded_runs_changed']} of {runs} runs, in {n['decoded_files_with_runs_changed']}"
             f" files; --fix-mojibake {n['fixed_runs_changed']} runs, in "
             f"{n['fixed_files_with_runs_changed']} files; no output: decode "
             f"{n['decoded_no_output']}, fix {n['fixed_no_output']} files",
             "peers name one encoding for the file: no single encoding reads both its UTF-8 and "
             "its legacy runs, so 0 is their limit; 'runs named' needs the `runs` of issue 23 "
             "(– when the verdict has none)"]
    show_misses("mixed", cases, lambda c: c["fixed"] == want(c), ctx.show_misses,
                lambda c: f"{c['lang']} {c['encoding']} {c['rows'][0]} -> "
                          f"{answer(verdicts[c['file']])}: {c['data'][:90]!r}")
    return cases, columns, notes


def mojibake_set(ctx):
    tools = garble_tools()
    if not tools:
        return [], [], ["skipped: bench/mojibake_vs_ftfy.py cannot be imported"]
    garble, ftfy, fix_ftfy = tools
    positions = {"text": "whole text", "line": "one line", "word": "one word"}
    cases = []
    for rng, code, i, position, _ in grid(ctx, "mojibake", list(positions)):
        chain = gen.LANGUAGES[code][3][i % len(gen.LANGUAGES[code][3])]
        c = gen.garble_case(rng, code, chain, position, garble)
        c.update(lang=code, garbled=True,
                 rows=[f"garbled: {positions[position]}",
                       f"garbled: {len(chain)} decoding{'s' * (len(chain) > 1)}", "garbled: all"])
        cases.append(c)
    # Clean texts: the language's words, mostly ASCII, and in capitals ("NÃO", "ÇA").
    for rng, code, _, kind, _ in grid(ctx, "clean", ["words", "ascii", "capitals"]):
        t = gen.text(rng, code, lines=rng.randint(1, 4), mostly_ascii=kind == "ascii")
        t = t.upper() if kind == "capitals" else t
        cases.append({"text": t, "data": t.encode(), "lang": code, "garbled": False,
                      "rows": [f"clean: {kind} (flagged = false alarm)", "clean: all"]})
    write_cases(ctx.tmp, "mojibake", cases)
    flagged, repairable = mojibake_flagged(ctx.program, [c["file"] for c in cases])
    for c in cases:
        c["fixed"] = output_of(ctx.program, ["--fix-mojibake"], c["file"])
        bad = c["data"].decode()
        c["ftfy_fixed"] = "".join(fix_ftfy(x) for x in bad.splitlines(True))
        c["ftfy_bad"] = ftfy.badness.is_bad(bad)
    columns = [("ours --check flags", lambda c: c["file"] in flagged),
               ("ours --fix-mojibake exact", lambda c: c["fixed"] == c["text"].encode()),
               ("ftfy is_bad", lambda c: c["ftfy_bad"]),
               ("ftfy fix_text exact", lambda c: c["ftfy_fixed"] == c["text"])]
    garbled = [c for c in cases if c["garbled"]]
    ctx.numbers["mojibake"] = {
        "flag_and_repair_disagree": sum(
            (c["file"] in repairable) != (c["fixed"] != c["data"]) for c in cases),
        "ambiguous_only": len(flagged - repairable)}
    notes = ["on clean rows, 'flags' counts false alarms and 'exact' texts left as they were",
             "flagged with a repair where not repaired, or repaired where not flagged (must be 0): "
             f"{ctx.numbers['mojibake']['flag_and_repair_disagree']}",
             "flagged with ambiguous runs only (reported, left as they are): "
             f"{ctx.numbers['mojibake']['ambiguous_only']}",
             f"ours --check, misses by language: "
             f"{misses_by(garbled, lambda c: c['file'] in flagged)}",
             "uchardet, chardet and charset-normalizer name an encoding, not a repair: no "
             "encoding reads a mojibake file as its clean text, so they are not in this table"]
    show_misses("mojibake", garbled, lambda c: c["fixed"] == c["text"].encode(), ctx.show_misses,
                lambda c: f"{c['lang']} {c['chain']} {c['rows'][0]}: {c['data'][:80]!r}")
    return cases, columns, notes


def legacy_set(ctx):
    cases = []
    for rng, code, _, shape, enc in grid(ctx, "legacy", ["line", "paragraph", "page"]):
        c = gen.legacy_case(rng, code, enc, shape)
        c.update(lang=code, rows=[f"encoding: {enc}", f"length: {shape}", "all"])
        cases.append(c)
    cases, columns, notes = identified_columns(ctx, "legacy", cases)
    return cases, columns, notes + [
        "the gettext corpus of bench/detect_vs_peers.py (more encodings and languages) "
        + ("follows" if ctx.detect_vs_peers else "is measured there: bench/detect_vs_peers.py "
           "PROGRAM, or this script's --detect-vs-peers")]


def identified_columns(ctx, name, cases):
    """Ours and the peers, right when the named encoding decodes the file to its text."""
    write_cases(ctx.tmp, name, cases)
    verdicts = detect(ctx.program, [c["file"] for c in cases])
    answers = peer_answers(cases, ctx.peers)
    ours = lambda c: identified(answer(verdicts[c["file"]]), c["data"], c["text"])  # noqa: E731
    columns = [("ours", ours)]
    columns += [(p, lambda c, p=p: identified(answers[p][c["file"]], c["data"], c["text"]))
                for p in answers]
    show_misses(name, cases, ours, ctx.show_misses,
                lambda c: f"{c['lang']} {c.get('encoding')} -> {answer(verdicts[c['file']])} "
                          f"({verdicts[c['file']].get('verdict')}): {c['data'][:60]!r}")
    return cases, columns, ["our misses: " + common_misses(
        cases, ours, lambda c: f"{c.get('encoding')} -> {answer(verdicts[c['file']])}")]


def cjk_set(ctx):
    rng = gen.new_rng(ctx.seed, "cjk")
    ja = gen.encodable(messages("ja"), "cp932")
    ko = gen.encodable(messages("ko"), "cp949")
    n = max(1, ctx.samples // 3)
    cases = []
    for kind, label in (("cp932", "Windows-31J, with CP932-only characters"),
                        ("shift_jis", "Shift_JIS, plain")):
        for _ in range(n):
            c = gen.sjis_case(rng, ja, kind)
            c.update(lang="ja", rows=[label, "all"])
            cases.append(c)
    for _ in range(n if ko else 0):
        c = gen.uhc_case(rng, ko)
        c.update(lang="ko", rows=["CP949, with UHC-only syllables", "all"])
        cases.append(c)
    cases, columns, notes = identified_columns(ctx, "cjk", cases)
    return cases, columns, notes + ["right: the named encoding decodes the file to its text "
                                    "(Shift_JIS and Windows-31J both, for plain Shift_JIS)"]


def binary_set(ctx):
    rng = gen.new_rng(ctx.seed, "binary")
    n = ctx.samples
    cases = []
    for kind, count in (("elf", n // 2), ("png", n // 4), ("gzip", n - n // 2 - n // 4)):
        for path in gen.system_files(rng, kind, count):
            with open(path, "rb") as f:
                cases.append({"file": path, "data": f.read(), "text": None, "binary": True,
                              "rows": [f"binary: {kind.upper()} file", "binary: all"]})
    texts = []
    for code in gen.LANGUAGES:
        for _ in range(per_language(n)):
            c = gen.with_nuls(rng, code)
            c.update(lang=code, binary=False, rows=["text: UTF-8 with 1-2 NUL", "text: all"])
            texts.append(c)
    write_cases(ctx.tmp, "nul", texts)
    cases += texts
    notes = []
    if os.path.exists(UTF8_TEST):
        with open(UTF8_TEST, "rb") as f:
            cases.append({"file": os.path.abspath(UTF8_TEST), "data": f.read(), "text": None,
                          "binary": False, "kuhn": True, "rows": ["text: UTF-8-test.txt", "text: all"]})
        notes.append(kuhn_check(ctx))
    else:
        notes.append(f"UTF-8-test.txt: not found at {UTF8_TEST}")
    verdicts = detect(ctx.program, [c["file"] for c in cases])
    answers = peer_answers(cases, ctx.peers)

    def right(name, c, ours=False):
        if c["binary"]:
            return name == "binary" if ours else names_nothing(name)
        if c.get("kuhn"):
            return name == "utf-8-with-errors" if ours else names_utf8(name)
        return identified(name, c["data"], c["text"])

    columns = [("ours", lambda c: right(answer(verdicts[c["file"]]), c, ours=True))]
    columns += [(p, lambda c, p=p: right(answers[p][c["file"]], c)) for p in answers]
    notes += ["right: binary data called binary (a peer: names no encoding); a text read as "
              "its text (UTF-8-test.txt: UTF-8 with errors; a peer: names UTF-8)",
              "our misses: " + common_misses(cases, columns[0][1], lambda c: f"{c['rows'][0]} -> "
                                             f"{verdicts[c['file']].get('verdict')}")]
    return cases, columns, notes


def kuhn_check(ctx):
    """Whether `--check --json` lists every error of UTF-8-test.txt."""
    objs = batched(ctx.program, ["--check"], [os.path.abspath(UTF8_TEST)])[os.path.abspath(UTF8_TEST)]
    listed = sum(1 for o in objs if "kind" in o and "offset" in o and "notice" not in o)
    summary = next((o for o in objs if "diagnostics" in o and isinstance(o["diagnostics"], dict)),
                   {})
    total = sum(summary.get("diagnostics", {}).values()) if summary else "?"
    ctx.numbers["binary"] = {"utf8_test_listed": listed, "utf8_test_diagnostics": total}
    return (f"UTF-8-test.txt --check --json: {listed} diagnostics listed, the summary counts "
            f"{total} (all must be listed); detected as: "
            f"{summary.get('detected', 'not said')}")


RUNNERS = {"damaged": damaged_set, "mixed": mixed_set, "mojibake": mojibake_set,
           "legacy": legacy_set, "cjk": cjk_set, "binary": binary_set}
TITLES = {"damaged": "1. Damaged UTF-8: judged UTF-8 with errors",
          "mixed": "2. Mixed UTF-8 and legacy runs: restored exactly, UTF-8 runs kept",
          "mojibake": "3. Mojibake and clean texts: --check recall, false alarms, repairs",
          "legacy": "4. Legacy whole files (regression): encoding identified",
          "cjk": "5. Windows-31J, Shift_JIS, CP949: encoding identified",
          "binary": "6. Binary rule: binary data vs text with a NUL"}


# ---- main ----------------------------------------------------------------------------------

def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("program", nargs="?")
    p.add_argument("--samples", type=int, default=72, help="files a set (72: 6 a language)")
    p.add_argument("--seed", type=int, default=23)
    p.add_argument("--json", metavar="OUT", help="write the numbers as JSON")
    p.add_argument("--sets", default=",".join(SETS), help="a comma-separated subset of " +
                   ",".join(SETS))
    p.add_argument("--show-misses", type=int, default=0, metavar="N",
                   help="print up to N of our misses a set to stderr")
    p.add_argument("--detect-vs-peers", action="store_true",
                   help="also run bench/detect_vs_peers.py (the gettext legacy corpus)")
    p.add_argument("--selftest", action="store_true", help="check the generators and exit")
    args = p.parse_args()
    if args.selftest:
        import first_verdict_selftest
        sys.exit(first_verdict_selftest.main())
    if not args.program:
        p.error("PROGRAM is needed (build/app/utf8-inspector)")
    args.program = os.path.abspath(args.program)
    command = "bench/first_verdict_vs_peers.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    print(f"command: {command}")
    print(f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"seed {args.seed}, {args.samples} files a set")
    args.peers = available_peers()
    report = {"command": command, "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
              "program": args.program, "seed": args.seed, "samples": args.samples,
              "peers": args.peers, "sets": {}}
    with tempfile.TemporaryDirectory() as tmp:
        args.tmp, args.numbers = tmp, {}
        for name in args.sets.split(","):
            start = time.perf_counter()
            cases, columns, notes = RUNNERS[name](args)
            if not cases:
                print(f"\n### {TITLES[name]}\n\n" + "\n".join(notes))
                continue
            rows = tally(cases, columns)
            seconds = time.perf_counter() - start
            print_table(TITLES[name], rows, notes + [f"({len(cases)} files, {seconds:.0f} s)"])
            report["sets"][name] = {"files": len(cases), "seconds": round(seconds, 1),
                                    "rows": {r: {k: {"right": v[0], "counted": v[1]}
                                                 for k, v in cell.items()}
                                             for r, cell in rows.items()},
                                    "numbers": args.numbers.get(name, {}), "notes": notes}
            sys.stdout.flush()
    if args.detect_vs_peers:
        print("\n### bench/detect_vs_peers.py (gettext corpus, 3 a cell)\n", flush=True)
        subprocess.run([sys.executable, os.path.join(HERE, "detect_vs_peers.py"), args.program,
                        "3"], check=False)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
