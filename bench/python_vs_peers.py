#!/usr/bin/python3
"""The Python module against what Python users use today, in one process, side by side:

1. `utf8inspector.check` (every finding, line and column) and `utf8inspector.decode` on ~100 MB of
   multilingual text, against `bytes.decode("utf-8")` (which says nothing but the first error);
2. `utf8inspector.fix_mojibake` against ftfy 6.3.1 (../shared/peers, put on sys.path here, not
   copied) on the mojibake cases of bench/mojibake_vs_ftfy.py: exact repairs, wrong changes, time;
3. `utf8inspector.detect` against charset-normalizer (Debian's python3-charset-normalizer) on
   the legacy-encoding corpus of bench/detect_vs_peers.py: files identified, time;
4. with --dask: `utf8inspector.dask.check_files` on a LocalCluster of two worker processes
   against `check` on each file in one process, on 8 files of --size/8 MB.

Usage: PYTHONPATH=build/python /usr/bin/python3 bench/python_vs_peers.py [--size MB] [--cases N]
                                                                         [--dask] [--only-dask]
Times are the best of 3 runs (check/decode) or one pass over every case (repair, detection).
"""
import argparse
import os
import random
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from detect_vs_peers import LENGTHS, PAIRS, identified, messages, sample  # noqa: E402
from mojibake_vs_ftfy import CHAINS, LANGUAGES, POSITIONS, fix_ftfy, make_case  # noqa: E402

import utf8inspector  # noqa: E402


def best_of(f, runs=3):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def text_corpus(size):
    rng = random.Random(3)
    pool = [t for code in ("de", "fr", "ru", "el", "ja", "zh_CN", "ar", "ko") for t in
            messages(code)]
    block = ("\n".join(rng.choice(pool) for _ in range(20000)) + "\n").encode()
    return (block * (size // len(block) + 1))[:size].rsplit(b"\n", 1)[0] + b"\n"


def bench_check(size_mb):
    data = text_corpus(size_mb << 20)
    broken = bytearray(data)
    rng = random.Random(4)
    for _ in range(len(broken) // 100000):  # ~10 stray bytes per MB
        broken[rng.randrange(len(broken))] = 0xFF
    broken = bytes(broken)
    mb = len(data) / 1e6
    with tempfile.NamedTemporaryFile(suffix=".txt") as f:
        f.write(data)
        f.flush()
        rows = [
            ("bytes.decode('utf-8') (valid text)", best_of(lambda: data.decode("utf-8"))),
            ("utf8inspector.decode (valid text)", best_of(lambda: utf8inspector.decode(data))),
            ("utf8inspector.check(bytes) (valid text)", best_of(lambda: utf8inspector.check(data))),
            ("utf8inspector.check(path) (valid text)", best_of(lambda: utf8inspector.check(f.name))),
            ("bytes.decode('utf-8', 'replace') (10 errors/MB)",
             best_of(lambda: broken.decode("utf-8", "replace"))),
            ("utf8inspector.decode(errors='replace') (10 errors/MB)",
             best_of(lambda: utf8inspector.decode(broken, "replace"))),
            ("utf8inspector.check(bytes) (10 errors/MB, every finding)",
             best_of(lambda: utf8inspector.check(broken))),
        ]
    found = len(utf8inspector.check(broken).findings)
    print(f"\n### check and decode, {mb:.0f} MB of text ({found} findings in the broken copy)\n")
    print("| what | time | MB/s |")
    print("|---|---|---|")
    for name, t in rows:
        print(f"| {name} | {t * 1000:.0f} ms | {mb / t:.0f} |")


def bench_mojibake(per_cell):
    rng = random.Random(11)
    pools = {code: [t for t in messages(code) if any(ord(c) > 127 for c in t)]
             for code in LANGUAGES}
    rows = []
    for chain in CHAINS:
        for position in POSITIONS:
            for code, pool in pools.items():
                case = make_case(rng, pool, chain, position) if pool else None
                if case and case[0] != case[1] and len(rows) < per_cell * len(CHAINS):
                    rows.append(case)
    clean = [(t, t) for pool in pools.values() for t in rng.sample(pool, min(len(pool), 20))]
    results = {}
    for name, fix in (("utf8inspector.fix_mojibake", lambda s: utf8inspector.fix_mojibake(s).text),
                      ("ftfy.fix_text", fix_ftfy)):
        start = time.perf_counter()
        exact = sum(fix(bad) == good for good, bad in rows)
        wrong = sum(fix(bad) not in (good, bad) for good, bad in rows)
        kept = sum(fix(t) == t for t, _ in clean)
        results[name] = (exact, wrong, kept, time.perf_counter() - start)
    print(f"\n### fix_mojibake against ftfy: {len(rows)} garbled lines, {len(clean)} clean ones\n")
    print("| tool | repaired exactly | changed wrongly | clean lines kept | time (all calls) |")
    print("|---|---|---|---|---|")
    for name, (exact, wrong, kept, t) in results.items():
        print(f"| {name} | {exact} ({100 * exact / len(rows):.0f}%) | {wrong} | "
              f"{kept} of {len(clean)} | {t:.2f} s |")


def bench_detect(per_cell):
    import charset_normalizer
    rng = random.Random(11)
    cases = []
    for locale_dir, _, encodings, _ in PAIRS:
        pool = messages(locale_dir)
        for encoding in encodings:
            for length in LENGTHS.values():
                for _ in range(per_cell):
                    text = sample(rng, pool, encoding, length)
                    if text is not None:
                        cases.append((text, text.encode(encoding)))

    def ours(data):
        d = utf8inspector.detect(data)
        return d.encoding if d.kind == "legacy" else d.kind

    def theirs(data):
        best = charset_normalizer.from_bytes(data).best()
        return best.encoding if best else None

    print(f"\n### detect against charset-normalizer: {len(cases)} files in legacy encodings\n")
    print("| tool | identified | time (all calls) |")
    print("|---|---|---|")
    for name, f in (("utf8inspector.detect", ours), ("charset_normalizer.from_bytes", theirs)):
        start = time.perf_counter()
        hits = sum(identified(f(data), data, text) for text, data in cases)
        t = time.perf_counter() - start
        print(f"| {name} | {hits} ({100 * hits / len(cases):.0f}%) | {t:.2f} s |")


def bench_dask(size_mb):
    from distributed import Client, LocalCluster

    from utf8inspector.dask import check_files
    data = text_corpus((size_mb << 20) // 8)
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i in range(8):
            paths.append(os.path.join(tmp, f"part-{i}.txt"))
            with open(paths[-1], "wb") as f:
                f.write(data[:-2] + b"\xff\n")
        one = best_of(lambda: [utf8inspector.check(p) for p in paths])
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            check_files(paths, client)  # the workers import the module once
            two = best_of(lambda: check_files(paths, client))
    mb = 8 * len(data) / 1e6
    print(f"\n### Dask: 8 files, {mb:.0f} MB in all\n")
    print("| how | time | MB/s |")
    print("|---|---|---|")
    print(f"| check() on each file, one process | {one * 1000:.0f} ms | {mb / one:.0f} |")
    print(f"| check_files() on a LocalCluster, 2 worker processes | {two * 1000:.0f} ms | "
          f"{mb / two:.0f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=int, default=100, help="MB of text for check/decode")
    parser.add_argument("--cases", type=int, default=6, help="cases per cell (repair, detection)")
    parser.add_argument("--dask", action="store_true", help="also the Dask run on two workers")
    parser.add_argument("--only-dask", action="store_true", help="the Dask run alone")
    args = parser.parse_args()
    print(f"utf8inspector from {os.path.dirname(utf8inspector.__file__)}")
    if not args.only_dask:
        bench_check(args.size)
        bench_mojibake(args.cases)
        bench_detect(args.cases)
    if args.dask or args.only_dask:
        bench_dask(args.size)


if __name__ == "__main__":
    main()
