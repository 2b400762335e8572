"""Test data for bench/first_verdict_vs_peers.py, made at run time from what Debian installs.

Words come from Debian's word lists (/usr/share/dict: wngerman, wfrench, wspanish, wportuguese,
wpolish, wamerican) and hunspell dictionaries (/usr/share/hunspell: hunspell-cs, -hu, -ru, -uk,
-bg, -el, -tr); Japanese and Korean sentences from the gettext catalogs under /usr/share/locale.
Nothing generated is stored: every case comes from a random.Random the caller seeds.

Each generator returns plain Python values (text, bytes, and what is expected of them), so that
the self-check (--selftest) can verify the ground truth without running any program.
"""
import functools
import glob
import os
import random

DICT = "/usr/share/dict"
HUNSPELL = "/usr/share/hunspell"
PACKAGES = ("wamerican wngerman wfrench wspanish wportuguese wpolish hunspell-cs hunspell-hu "
            "hunspell-ru hunspell-uk hunspell-bg hunspell-el hunspell-tr")

# code: (language, word source, legacy encodings, chains of wrong decodings for mojibake)
LANGUAGES = {
    "de": ("German", "dict/ngerman", ["windows-1252", "iso-8859-1"],
           [["cp1252"], ["latin-1"], ["mac-roman"], ["cp1252", "cp1252"]]),
    "fr": ("French", "dict/french", ["windows-1252", "iso-8859-15"],
           [["cp1252"], ["iso-8859-15"], ["mac-roman"], ["cp1252", "cp1252"]]),
    "es": ("Spanish", "dict/spanish", ["windows-1252", "iso-8859-1"],
           [["cp1252"], ["latin-1"], ["mac-roman"], ["cp1252", "cp1252"]]),
    "pt": ("Portuguese", "dict/portuguese", ["windows-1252", "iso-8859-1"],
           [["cp1252"], ["latin-1"], ["mac-roman"], ["cp1252", "cp1252"]]),
    "pl": ("Polish", "dict/polish", ["windows-1250", "iso-8859-2"],
           [["cp1250"], ["iso-8859-2"], ["cp1252"], ["cp1250", "cp1252"]]),
    "cs": ("Czech", "hunspell/cs_CZ", ["windows-1250", "iso-8859-2"],
           [["cp1250"], ["iso-8859-2"], ["cp1252"], ["cp1250", "cp1252"]]),
    "hu": ("Hungarian", "hunspell/hu_HU", ["windows-1250", "iso-8859-2"],
           [["cp1250"], ["iso-8859-2"], ["cp1252"], ["cp1250", "cp1252"]]),
    "ru": ("Russian", "hunspell/ru_RU", ["windows-1251", "koi8-r"],
           [["cp1251"], ["cp1252"], ["iso-8859-5"], ["cp1251", "cp1252"]]),
    "uk": ("Ukrainian", "hunspell/uk_UA", ["windows-1251", "koi8-u"],
           [["cp1251"], ["cp1252"], ["koi8-u"], ["cp1251", "cp1252"]]),
    "bg": ("Bulgarian", "hunspell/bg_BG", ["windows-1251"],
           [["cp1251"], ["cp1252"], ["iso-8859-5"], ["cp1251", "cp1252"]]),
    "el": ("Greek", "hunspell/el_GR", ["windows-1253", "iso-8859-7"],
           [["cp1253"], ["iso-8859-7"], ["cp1252"], ["cp1253", "cp1252"]]),
    "tr": ("Turkish", "hunspell/tr_TR", ["windows-1254", "iso-8859-9"],
           [["cp1254"], ["iso-8859-9"], ["cp1252"], ["cp1254", "cp1252"]]),
}

# The damage that UTF-8 suffers, each as bytes put in front of a character (truncation cuts a
# character short instead, or puts a cut one there when the text has none).
INSERTED_DAMAGE = {
    "unexpected-continuation": [b"\x80", b"\xa9", b"\xbf", b"\x80\x80", b"\x9c\xa4"],
    "overlong": [b"\xc0\xaf", b"\xe0\x80\xaf", b"\xc1\xbf", b"\xf0\x80\x80\xaf"],
    "surrogate": [b"\xed\xa0\x80", b"\xed\xb0\x80", b"\xed\xa0\xbd\xed\xb8\x80"],
    "bad-byte": [bytes([b]) for b in (0xC0, 0xC1, 0xF5, 0xF8, 0xFB, 0xFC, 0xFE, 0xFF)],
}
CUT_CHARACTERS = [b"\xe2\x82", b"\xc3", b"\xf0\x9f\x98", b"\xe2"]
DAMAGE_KINDS = ["truncated", *INSERTED_DAMAGE]

# Characters Windows-31J (CP932) has and Shift_JIS has not, or reads otherwise: the NEC row 13
# (circled numbers, Roman numerals, ㈱), NEC-selected and IBM extensions, and the Microsoft
# mappings of ～ ∥ － ￢.
CP932_ONLY = "～①②③⑩⑳ⅠⅡⅢⅰⅱⅲ㈱㈲㍉㌔№℡∥－￢￤＇＂纊褜鍈銈蓜髙﨑"


@functools.lru_cache(maxsize=None)
def words(code):
    """The words of a language's list that its legacy encodings all spell, sorted."""
    kind, name = LANGUAGES[code][1].split("/")
    if kind == "dict":
        with open(os.path.join(DICT, name), encoding="utf-8") as f:
            raw = f.read().split("\n")
    else:
        with open(os.path.join(HUNSPELL, name + ".aff"), encoding="latin-1") as f:
            charset = next((line.split()[1] for line in f if line.startswith("SET ")), "UTF-8")
        with open(os.path.join(HUNSPELL, name + ".dic"), encoding=charset) as f:
            raw = [line.split("/")[0].split("\t")[0].strip() for line in f.read().split("\n")[1:]]
    # A list of millions (Polish) is thinned evenly to about 100,000 entries, for speed.
    out = set()
    for w in raw[:: max(1, len(raw) // 100_000)]:
        if not (2 <= len(w) <= 18 and w.isalpha()):
            continue
        try:
            for enc in LANGUAGES[code][2]:
                w.encode(enc)
        except UnicodeEncodeError:
            continue
        out.add(w)
    return sorted(out)


@functools.lru_cache(maxsize=None)
def native_words(code):
    return [w for w in words(code) if not w.isascii()]


@functools.lru_cache(maxsize=None)
def english_words():
    with open(os.path.join(DICT, "american-english"), encoding="utf-8") as f:
        return sorted({w for w in f.read().split("\n") if w.isascii() and w.isalpha()
                       and w.islower() and 2 <= len(w) <= 10})


def sentence(rng, pool, low=4, high=12):
    ws = [rng.choice(pool) for _ in range(rng.randint(low, high))]
    if len(ws) > 6 and rng.random() < 0.4:
        ws[rng.randrange(2, len(ws) - 2)] += ","
    ws[0] = ws[0][:1].upper() + ws[0][1:]
    return " ".join(ws) + "."


def line(rng, code, mostly_ascii=False, pool=None, few=False):
    """A line of one or two sentences (of `pool`, or of all the language's words), or of one
    sentence of 2-8 words when `few`; mostly ASCII: English words with one word of the language."""
    low, high = (2, 8) if few else (4, 12)
    if not mostly_ascii:
        return " ".join(sentence(rng, pool or words(code), low, high)
                        for _ in range(1 if few else rng.randint(1, 2)))
    ws = sentence(rng, english_words(), max(3, low - 1), high - 1).split(" ")
    ws.insert(rng.randrange(1, len(ws)), rng.choice(native_words(code)))
    return " ".join(ws)


def text(rng, code, lines=None, size=0, mostly_ascii=False, pool=None):
    """Lines of the language, LF-terminated: `lines` of them, or as many as make `size` bytes."""
    out = []
    while (len(out) < lines) if lines else (len("\n".join(out).encode()) < size):
        out.append(line(rng, code, mostly_ascii, pool))
    return "".join(x + "\n" for x in out)


SHAPES = ["line", "lines", "long"]


def shaped_text(rng, code, shape, mostly_ascii=False):
    """shape: 'line' (one line of 2-8 words), 'lines' (2-8 lines), 'long' (3-20 KB); mostly
    ASCII: English words with one word of the language a line."""
    if shape == "line":
        return line(rng, code, mostly_ascii, few=True) + "\n"
    if shape == "long":
        return text(rng, code, size=rng.randint(3_000, 20_000), mostly_ascii=mostly_ascii)
    return text(rng, code, lines=rng.randint(2, 8), mostly_ascii=mostly_ascii)


def damage(rng, clean, count):
    """UTF-8 of `clean` with `count` damages at distinct characters at least two apart.
    Returns (bytes, kinds)."""
    # The end of the text is a position too: a damage there is at the end of the data.
    positions = sorted(rng.sample(range(0, len(clean) + 1, 2), count))
    shift = rng.randrange(2) if positions[-1] < len(clean) else 0
    positions = [p + shift for p in positions]
    kinds, pieces, last = [], [], 0
    for p in positions:
        pieces.append(clean[last:p].encode())
        kind = rng.choice(DAMAGE_KINDS)
        kinds.append(kind)
        char = clean[p:p + 1].encode()
        if kind == "truncated":
            if len(char) > 1:
                pieces.append(char[: rng.randint(1, len(char) - 1)])
            else:
                pieces.append(rng.choice(CUT_CHARACTERS) + char)
        else:
            pieces.append(rng.choice(INSERTED_DAMAGE[kind]) + char)
        last = p + 1
    pieces.append(clean[last:].encode())
    return b"".join(pieces), kinds


def damaged_case(rng, code, shape, mostly_ascii):
    """Damaged UTF-8 of a text that has a multi-byte character: ASCII alone with a stray byte
    could as well be a legacy encoding's letter ('\xbfQué?' is '¿Qué?' in Windows-1252)."""
    clean = shaped_text(rng, code, shape, mostly_ascii)
    while clean.isascii():
        clean = shaped_text(rng, code, shape, mostly_ascii)
    data, kinds = damage(rng, clean, rng.randint(1, 3))
    return {"text": clean, "data": data, "kinds": kinds}


# A mixed file is segments (text, encoding): ASCII structure and UTF-8 text, and the text that
# another program wrote in a legacy encoding.
def assemble(segments):
    """(original text, file bytes, UTF-8 runs, legacy spans): the runs are the bytes of
    consecutive segments written in UTF-8, which a repair must keep as they are; a span is
    (offset, bytes, text) of a segment written in a legacy encoding."""
    data, runs, run, spans = b"", [], b"", []
    for t, enc in segments:
        b = t.encode(enc)
        if enc == "utf-8":
            run += b
        else:
            spans.append((len(data), b, t))
            if run:
                runs.append(run)
            run = b""
        data += b
    if run:
        runs.append(run)
    return "".join(t for t, _ in segments), data, runs, spans


def is_utf8(data):
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


def legacy_ok(t, enc):
    """Whether writing `t` in `enc` gives bytes that are not well-formed UTF-8."""
    return not is_utf8(t.encode(enc))


def choose_legacy(rng, cells, enc):
    """Picks 1/4 to 1/2 of `cells` (indexes into a list of texts) to be written in `enc`, from
    those that leave ill-formed bytes; keeps at least one non-ASCII cell in UTF-8."""
    candidates = [i for i, t in enumerate(cells) if legacy_ok(t, enc)]
    want = max(1, round(len(cells) * rng.uniform(0.25, 0.5)))
    if len(candidates) < 2:
        return None
    return set(rng.sample(candidates, min(want, len(candidates) - 1)))


def mixed_by_line(rng, code, enc):
    lines = [line(rng, code) for _ in range(rng.randint(4, 24))]
    chosen = choose_legacy(rng, lines, enc)
    if chosen is None:
        return None
    return [(t + "\n", enc if i in chosen else "utf-8") for i, t in enumerate(lines)]


def field(rng, code):
    return " ".join(rng.choice(words(code)) for _ in range(rng.randint(1, 3)))


def mixed_table(rng, code, enc, shape):
    """shape 'csv': a header, then rows of an id and text fields; 'json': an array of objects,
    one a line; 'jsonl': JSON Lines, one object a line."""
    rows = [[field(rng, code) for _ in range(rng.randint(2, 4))] for _ in range(rng.randint(4, 16))]
    flat = [f for row in rows for f in row]
    chosen = choose_legacy(rng, flat, enc)
    if chosen is None:
        return None
    sep = rng.choice([",", ";"])
    if shape == "csv":
        segments = [(sep.join(["id"] + [f"col{j}" for j in range(len(rows[0]))]) + "\n", "utf-8")]
    else:
        segments = [("[\n", "utf-8")] if shape == "json" else []
    k = 0
    for n, row in enumerate(rows):
        segments.append((f"{n + 1}" if shape == "csv" else "{" + f'"id": {n + 1}', "utf-8"))
        for j, f in enumerate(row):
            head = f'{sep}"' if shape == "csv" else f', "f{j}": "'
            segments += [(head, "utf-8"), (f, enc if k in chosen else "utf-8"), ('"', "utf-8")]
            k += 1
        end = {"csv": "\n", "jsonl": "}\n", "json": "},\n" if n + 1 < len(rows) else "}\n]\n"}
        segments.append((end[shape], "utf-8"))
    return segments


def mixed_case(rng, code, shape, enc):
    for _ in range(50):
        segments = (mixed_by_line(rng, code, enc) if shape == "line"
                    else mixed_table(rng, code, enc, shape))
        if segments:
            original, data, runs, spans = assemble(segments)
            return {"text": original, "data": data, "runs": runs, "spans": spans, "encoding": enc}
    raise RuntimeError(f"no mixed {shape} case for {code} in {enc}")


# The quotation marks each language opens and closes a quotation with.
QUOTES = {"de": "„“", "cs": "„“", "pl": "„”", "hu": "„”", "fr": "«»", "es": "«»", "pt": "“”",
          "ru": "«»", "uk": "«»", "bg": "„“", "el": "«»", "tr": "“”"}


def punctuated(rng, code, ws):
    """`ws` (words of one line) with one piece of the punctuation Windows code pages add: a
    quotation, a dash between words, an ellipsis at the end, a price in euros, or a no-break space
    between a number and its unit. Returns the pieces: (text, is punctuation)."""
    kind = rng.choice(["quote", "dash", "ellipsis", "euro", "nbsp"])
    i = rng.randrange(1, len(ws))
    if kind == "quote":
        q = QUOTES[code]
        return [(" ".join(ws[:i]) + " ", False), (q[0], True), (ws[i], False), (q[1], True),
                (" " + " ".join(ws[i + 1:]), False)]
    if kind == "dash":
        return [(" ".join(ws[:i]) + " ", False), (rng.choice("–—"), True),
                (" " + " ".join(ws[i:]), False)]
    if kind == "ellipsis":
        return [(" ".join(ws), False), ("…", True)]
    price = f"{rng.randint(2, 999)},{rng.randint(0, 99):02d}"
    if kind == "euro":
        return [(" ".join(ws[:i]) + f" {price} ", False), ("€", True),
                (" " + " ".join(ws[i:]), False)]
    return [(" ".join(ws[:i]) + f" {rng.randint(2, 99)}", False), ("\u00a0", True),
            (rng.choice(["%", "km", "kg"]) + " " + " ".join(ws[i:]), False)]


def punctuation_case(rng, code, enc):
    """UTF-8 lines of the language, one to three of them with a quotation mark, dash, ellipsis,
    euro sign or no-break space pasted in from a program that wrote `enc` (a Windows code page)."""
    lines = [line(rng, code).rstrip(".") for _ in range(rng.randint(2, 10))]
    chosen = set(rng.sample(range(len(lines)), min(len(lines), rng.randint(1, 3))))
    segments = []
    for n, t in enumerate(lines):
        pieces = punctuated(rng, code, t.split(" ")) if n in chosen else [(t, False)]
        for text_, punct in pieces:
            segments.append((text_, enc if punct else "utf-8"))
        segments.append((".\n" if pieces[-1][0] != "…" else "\n", "utf-8"))
    original, data, runs, spans = assemble(segments)
    return {"text": original, "data": data, "runs": runs, "spans": spans, "encoding": enc}


@functools.lru_cache(maxsize=None)
def carried_words(code, chain, garble):
    """Words of the language that `garble` (strict) takes through `chain` without loss: Python's
    cp1252 has no 81 8D 8F 90 9D, so it cannot carry the UTF-8 of 'с' (D1 81), nor cp1253 'ρ'."""
    out = []
    for w in random.Random(code + str(chain)).sample(words(code), 4_000):
        try:
            garble(w, list(chain))
            garble(w.capitalize(), list(chain))
            out.append(w)
        except (UnicodeDecodeError, UnicodeEncodeError):
            pass
    return out


def garble_case(rng, code, chain, position, garble):
    """A text of 1-4 lines, of words the chain carries, with its whole, one line or one word
    garbled through `chain` by `garble`."""
    pool = carried_words(code, tuple(chain), garble)
    for _ in range(200):
        clean = text(rng, code, lines=rng.randint(1, 4), pool=pool)
        sep = {"text": None, "line": "\n", "word": " "}[position]
        parts = clean.split(sep) if sep else [clean]
        try:
            i = rng.choice([j for j, t in enumerate(parts) if not t.isascii()])
            piece = garble(parts[i], chain)
        except (UnicodeDecodeError, UnicodeEncodeError, IndexError):
            continue
        bad = (sep or "").join(parts[:i] + [piece] + parts[i + 1:])
        if bad != clean:
            return {"text": clean, "data": bad.encode(), "chain": chain,
                    "piece": (parts[i], piece)}
    raise RuntimeError(f"no garbled text for {code} through {chain}")


def legacy_case(rng, code, enc, shape):
    clean = (text(rng, code, lines=1) if shape == "line" else
             text(rng, code, size=500 if shape == "paragraph" else 3000))
    return {"text": clean, "data": clean.encode(enc), "encoding": enc}


def sjis_case(rng, pool, kind):
    """Japanese text of 1-6 catalog messages: 'cp932' with 1-3 characters only Windows-31J has,
    encoded as cp932; 'shift_jis' with none, encoded as Shift_JIS (where cp932 is the same)."""
    for _ in range(200):
        t = "".join(rng.choice(pool) + "\n" for _ in range(rng.randint(1, 6)))
        if kind == "cp932":
            for _ in range(rng.randint(1, 3)):
                i = rng.randrange(len(t))
                t = t[:i] + rng.choice(CP932_ONLY) + t[i:]
            try:
                data = t.encode("cp932")
            except UnicodeEncodeError:
                continue
            return {"text": t, "data": data, "encoding": "cp932"}
        try:
            data = t.encode("shift_jis")
        except UnicodeEncodeError:
            continue
        if data == t.encode("cp932", "replace"):
            return {"text": t, "data": data, "encoding": "shift_jis"}
    raise RuntimeError("no Japanese text")


@functools.lru_cache(maxsize=None)
def uhc_only():
    """Hangul syllables that CP949 (UHC) encodes in two bytes and EUC-KR does not (Python's
    euc_kr spells them as 8-byte jamo sequences instead)."""
    return "".join(c for c in map(chr, range(0xAC00, 0xD7A4)) if len(c.encode("euc_kr")) > 2)


def uhc_case(rng, pool):
    t = "".join(rng.choice(pool) + "\n" for _ in range(rng.randint(1, 6)))
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(t))
        t = t[:i] + rng.choice(uhc_only()) + t[i:]
    return {"text": t, "data": t.encode("cp949"), "encoding": "cp949"}


def encodable(pool, encoding):
    out = []
    for t in pool:
        try:
            t.encode(encoding)
            out.append(t)
        except UnicodeEncodeError:
            pass
    return [t for t in out if not t.isascii()]


def system_files(rng, kind, count, low=4_096, high=600_000):
    """`count` files of this machine, chosen by `rng`: 'elf' from /usr/bin and /usr/lib,
    'png' from /usr/share, 'gzip' (Debian changelogs and man pages)."""
    patterns = {"elf": ["/usr/bin/*", "/usr/lib/x86_64-linux-gnu/*.so*", "/usr/lib/*/*.so*"],
                "png": ["/usr/share/icons/*/*/*/*.png", "/usr/share/pixmaps/*.png",
                        "/usr/share/**/*.png"],
                "gzip": ["/usr/share/doc/*/changelog*.gz", "/usr/share/man/man1/*.gz"]}[kind]
    magic = {"elf": b"\x7fELF", "png": b"\x89PNG", "gzip": b"\x1f\x8b"}[kind]
    names = sorted({p for pattern in patterns for p in glob.glob(pattern, recursive=True)})
    rng.shuffle(names)
    out = set()
    for p in map(os.path.realpath, names):
        if len(out) == count:
            break
        try:
            if p in out or not os.path.isfile(p) or not low <= os.path.getsize(p) <= high:
                continue
            with open(p, "rb") as f:
                if f.read(len(magic)) == magic:
                    out.add(p)
        except OSError:
            continue
    return sorted(out)


def with_nuls(rng, code):
    """UTF-8 text (short or long) with one or two NUL bytes between characters."""
    t = shaped_text(rng, code, rng.choice(SHAPES))
    for _ in range(rng.randint(1, 2)):
        i = rng.randrange(len(t) + 1)
        t = t[:i] + "\0" + t[i:]
    return {"text": t, "data": t.encode()}


def new_rng(seed, name):
    """One generator per set, so that a set's data does not depend on the sizes of the others."""
    return random.Random(f"{seed}/{name}")
