"""Sample files for the suites, each built by the test from these bytes: named after what they
hold, so that a failing parametrized case says which."""

import random

_rng = random.Random(26)

SAMPLES = {
    "ascii": b"plain ASCII text\nsecond line\n",
    "empty": b"",
    "overlong": b"path \xc0\xaf etc\n",
    "surrogate-cesu": b"emoji \xed\xa0\xbd\xed\xb8\x80 here\n",
    "truncated-at-end": b"price 20\xe2\x82",
    "truncated-inside": b"a\xe2\x82b and \xf0\x9f\x98 c\n",
    "out-of-range": b"\xf4\x90\x80\x80 and \xf5\x80\n",
    "obsolete-form": b"old \xf8\x88\x80\x80\x80 form\n",
    "invalid-byte-utf16-bom": b"\xff\xfeh\x00i\x00",
    "unexpected-continuation": b"x\x80\x80\x80y\n",
    "bom-and-zwnbsp": "\ufeffstart \ufeff middle\n".encode(),
    "nul-run": b"head" + b"\x00" * 5000 + b"tail\n",
    "controls": b"bell \x07 esc \x1b[0m del \x7f\n",
    "c1-and-replacement": "c1 \u0085 and \ufffd and \ue000\n".encode(),
    "bidi-trojan": "if access != \"user\u202e \u2066// check\u2069 \u2066\" {\n".encode(),
    "invisible-and-spaces": "zero\u200bwidth no\u00a0break ideo\u3000space\n".encode(),
    "confusable": "the p\u0430ypal login\n".encode(),
    "mojibake": "Caf\u00c3\u00a9 cr\u00c3\u00a8me br\u00c3\u00bbl\u00c3\u00a9e\n".encode(),
    "latin1-text": "Der Bäcker öffnet früh; Grüße aus Köln, Düsseldorf und Münster.\n"
                   .encode("latin-1") * 20,
    "cp1251-text": "Привет, как дела? Всё хорошо, спасибо. Москва и Петербург.\n"
                   .encode("cp1251") * 20,
    "lines-of-errors": b"".join(b"line %d ok \xff bad \xc3\n" % i for i in range(300)),
    "random-binary": bytes(_rng.randrange(256) for _ in range(4096)),
    "png-like": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(_rng.randrange(256)
                                                             for _ in range(3000)),
}
