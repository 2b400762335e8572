"""decode(): equal to CPython's bytes.decode("utf-8", errors) for every handler on many thousands
of random and UTF-8-like inputs, and strict raises the same UnicodeDecodeError."""

import random

import pytest

import utf8inspector as u8

HANDLERS = ["replace", "strict", "ignore", "backslashreplace", "surrogateescape"]

# Bytes that make UTF-8 interesting: every lead class, the boundaries of the second byte of
# E0, ED, F0 and F4, continuation bytes, and the bytes never used.
INTERESTING = [0x00, 0x0A, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
               0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFB,
               0xFC, 0xFD, 0xFE, 0xFF]


def random_bytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def interesting_bytes(rng, n):
    return bytes(rng.choice(INTERESTING) for _ in range(n))


def utf8_like(rng):
    """Well-formed text of every length of sequence, then cut, spliced or bit-flipped."""
    chars = [chr(rng.choice([rng.randrange(0x20, 0x7F), rng.randrange(0x80, 0x800),
                             rng.randrange(0x800, 0xD800), rng.randrange(0xE000, 0x10000),
                             rng.randrange(0x10000, 0x110000)])) for _ in range(rng.randrange(12))]
    data = bytearray("".join(chars).encode("utf-8", "surrogatepass"))
    for _ in range(rng.randrange(4)):
        what = rng.randrange(4)
        at = rng.randrange(len(data) + 1)
        if what == 0 and data:
            del data[at:at + rng.randrange(1, 3)]
        elif what == 1:
            data[at:at] = bytes([rng.choice(INTERESTING)])
        elif what == 2 and data:
            data[min(at, len(data) - 1)] ^= 1 << rng.randrange(8)
        else:
            data = data[:at]
    return bytes(data)


def cases(seed, count):
    rng = random.Random(seed)
    out = []
    for i in range(count):
        kind = i % 3
        if kind == 0:
            out.append(random_bytes(rng, rng.randrange(24)))
        elif kind == 1:
            out.append(interesting_bytes(rng, rng.randrange(12)))
        else:
            out.append(utf8_like(rng))
    return out


def cpython(data, errors):
    try:
        return ("ok", data.decode("utf-8", errors))
    except UnicodeDecodeError as e:
        return ("error", e.start, e.end, e.reason, e.object)


def ours(data, errors):
    try:
        return ("ok", u8.decode(data, errors))
    except UnicodeDecodeError as e:
        return ("error", e.start, e.end, e.reason, e.object)


@pytest.mark.parametrize("errors", HANDLERS)
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_decode_equals_cpython_on_random_inputs(errors, seed):
    inputs = cases(seed * 1000 + HANDLERS.index(errors), 6000)
    mismatches = [d for d in inputs if ours(d, errors) != cpython(d, errors)]
    assert mismatches == [], f"{len(mismatches)} differ, e.g. {mismatches[:5]}"


@pytest.mark.parametrize("errors", HANDLERS)
def test_decode_equals_cpython_on_every_short_sequence(errors):
    inputs = [bytes([a, b]) for a in range(0x80, 0x100) for b in (0x41, 0x80, 0x9F, 0xA0, 0xBF)]
    inputs += [bytes([a, b, c]) for a in (0xE0, 0xED, 0xF0, 0xF4) for b in range(0x80, 0xC0)
               for c in (0x80, 0x41)]
    for data in inputs:
        assert ours(data, errors) == cpython(data, errors), data.hex(" ")


@pytest.mark.parametrize("errors", HANDLERS)
def test_decode_equals_cpython_on_large_input(errors):
    rng = random.Random(7)
    data = b"".join(utf8_like(rng) + b"plain ascii text " * 50 for _ in range(2000))
    assert ours(data, errors) == cpython(data, errors)


def test_strict_error_names_the_first_maximal_subpart():
    with pytest.raises(UnicodeDecodeError) as caught:
        u8.decode(b"ok \xe2\x82 then", "strict")
    assert (caught.value.start, caught.value.end) == (3, 5)
    assert caught.value.reason == "invalid continuation byte"
    assert caught.value.encoding == "utf-8"


def test_surrogateescape_gives_the_bytes_back():
    data = b"caf\xe9 \xc0\xaf \xed\xa0\x80"
    assert u8.decode(data, "surrogateescape").encode("utf-8", "surrogateescape") == data


def test_str_is_a_type_error():
    with pytest.raises(TypeError, match="not str"):
        u8.decode("already text")


def test_an_unknown_handler_is_a_lookup_error():
    with pytest.raises(LookupError, match="unknown error handler"):
        u8.decode(b"x", "xmlcharrefreplace-ish")


@pytest.mark.parametrize("cut", [1 << 22, (5 << 20) + 1, (1 << 16) * 70 - 1])
def test_decode_equals_cpython_on_megabytes_of_text_cut_anywhere(cut):
    data = ("Grüße, Привет, 你好, 😀 — ok\n" * 200000).encode()[:cut]
    for errors in ("replace", "surrogateescape"):
        assert u8.decode(data, errors) == data.decode("utf-8", errors)
