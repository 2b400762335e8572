"""The self-check of bench/first_verdict_vs_peers.py (its --selftest): the generators of
first_verdict_data.py make what they say, and the ground truth round-trips. Runs no program."""
import json
import os

import first_verdict_data as gen
from first_verdict_vs_peers import (UTF8_TEST, garble_tools, messages, python_codec,
                                    runs_changed, utf8_runs)


class Checks:
    def __init__(self):
        self.count, self.failures = 0, []

    def __call__(self, ok, what):
        self.count += 1
        if not ok:
            self.failures.append(what)


def damaged(check, rng, code):
    for shape, ascii_ in [(s, a) for s in gen.SHAPES for a in (False, True)]:
        for _ in range(3):
            c = gen.damaged_case(rng, code, shape, ascii_)
            check(not gen.is_utf8(c["data"]), f"{code} {shape}: damaged data is valid UTF-8")
            check(c["data"].decode("utf-8", "replace").count("\ufffd") >= len(c["kinds"]),
                  f"{code} {shape}: fewer U+FFFD than damages {c['kinds']}")
            check(not c["text"].isascii(), f"{code} {shape}: no multi-byte character")
            if ascii_:
                check(sum(ch.isascii() for ch in c["text"]) / len(c["text"]) > 0.5,
                      f"{code} {shape}: a mostly ASCII text is not")
            if shape == "long":
                check(2_900 <= len(c["data"]) <= 21_000, f"{code}: long text size")


def mixed(check, rng, code):
    for shape in ("line", "csv", "json", "jsonl"):
        for enc in gen.LANGUAGES[code][2]:
            c = gen.mixed_case(rng, code, shape, enc)
            what = f"{code} {shape} {enc}"
            check(not gen.is_utf8(c["data"]), f"{what}: mixed file is valid UTF-8")
            check(any(not r.isascii() for r in c["runs"]), f"{what}: no multi-byte UTF-8 run")
            rebuilt = c["data"]
            for offset, raw, t in reversed(c["spans"]):
                check(rebuilt[offset:offset + len(raw)] == raw, f"{what}: span offsets")
                rebuilt = rebuilt[:offset] + t.encode() + rebuilt[offset + len(raw):]
            check(rebuilt == c["text"].encode(), f"{what}: ground truth")
            check(all(r in c["data"] for r in c["runs"]), f"{what}: runs are in the data")
            if shape == "json":
                check(all(isinstance(o, dict) for o in json.loads(c["text"])), "json parses")
            if shape == "jsonl":
                check(all(isinstance(json.loads(x), dict) for x in c["text"].splitlines()),
                      "json lines parse")


def mojibake(check, rng, code, garble):
    for chain in gen.LANGUAGES[code][3]:
        for position in ("text", "line", "word"):
            c = gen.garble_case(rng, code, chain, position, garble)
            clean, back = c["piece"]
            check(back in c["data"].decode() and clean in c["text"] and not clean.isascii(),
                  f"{code} {chain} {position}: the garbled piece")
            for codec in reversed(chain):
                back = back.encode(codec).decode("utf-8")
            check(back == clean != c["piece"][1], f"{code} {chain} {position}: round trip")


def legacy_and_nul(check, rng, code):
    for enc in gen.LANGUAGES[code][2]:
        c = gen.legacy_case(rng, code, enc, "paragraph")
        check(c["data"].decode(enc) == c["text"], f"{code} {enc}: legacy round trip")
        check(not c["data"].isascii(), f"{code} {enc}: legacy text is ASCII")
    c = gen.with_nuls(rng, code)
    check(b"\0" in c["data"] and c["data"].decode() == c["text"], "NUL text")


def cjk(check, rng):
    check(python_codec("Windows-31J") == "cp932", "Windows-31J is not known as cp932")
    check(all(len(ch.encode("cp932")) == 2 for ch in gen.CP932_ONLY), "CP932_ONLY encodes")
    for ch in gen.CP932_ONLY:
        try:
            check(ch.encode("shift_jis") != ch.encode("cp932"), f"{ch} is the same in Shift_JIS")
        except UnicodeEncodeError:
            check(True, "")
    ja = gen.encodable(messages("ja"), "cp932")
    check(len(ja) > 100, "few Japanese catalog messages")
    for _ in range(10):
        c = gen.sjis_case(rng, ja, "cp932")
        check(c["data"].decode("cp932") == c["text"] and
              c["data"].decode("shift_jis", "replace") != c["text"], "cp932 case")
        c = gen.sjis_case(rng, ja, "shift_jis")
        check(c["data"].decode("shift_jis") == c["text"] == c["data"].decode("cp932"),
              "plain Shift_JIS case")
    ko = gen.encodable(messages("ko"), "cp949")
    check(len(ko) > 100, "few Korean catalog messages")
    c = gen.uhc_case(rng, ko)
    check(c["data"].decode("cp949") == c["text"], "cp949 case")
    check(c["data"].decode("euc_kr", "replace") != c["text"], "cp949 case reads as EUC-KR")


def files_and_helpers(check, rng):
    for kind in ("elf", "png", "gzip"):
        check(len(gen.system_files(rng, kind, 3)) == 3, f"fewer than 3 {kind} files")
    check(os.path.exists(UTF8_TEST), f"no {UTF8_TEST}")
    if os.path.exists(UTF8_TEST):
        with open(UTF8_TEST, "rb") as f:
            kuhn = f.read()
        check(0 < kuhn.count(b"\0") < 3 and not gen.is_utf8(kuhn), "UTF-8-test.txt as described")
    check(runs_changed([b"abc", b"d\xc3\xa9f"], b"abcXd\xc3\xa9f") == 0, "runs_changed")
    check(runs_changed([b"abc", b"d\xc3\xa9f"], b"abcXd\xc3\x83\xc2\xa9f") == 1, "runs_changed")
    check(utf8_runs(b"a\xc3\xa9\xffb\xc0\xafc") == [b"a\xc3\xa9", b"b", b"c"], "utf8_runs")


def main():
    check, rng = Checks(), gen.new_rng(1, "selftest")
    tools = garble_tools()
    check(tools is not None, "bench/mojibake_vs_ftfy.py (its garble) cannot be imported")
    for code in gen.LANGUAGES:
        check(len(gen.words(code)) > 5_000 and len(gen.native_words(code)) > 1_000,
              f"{code}: too few words ({len(gen.words(code))})")
        damaged(check, rng, code)
        mixed(check, rng, code)
        if tools:
            mojibake(check, rng, code, tools[0])
        legacy_and_nul(check, rng, code)
    cjk(check, rng)
    files_and_helpers(check, rng)
    print(f"selftest: {check.count - len(check.failures)} passed, {len(check.failures)} failed")
    for f in dict.fromkeys(check.failures):
        print(f"  failed: {f}")
    return 1 if check.failures else 0
