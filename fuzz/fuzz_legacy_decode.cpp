// libFuzzer target over the legacy decoders behind --decode --from (ICU's converters through
// LegacyCharset, streamed by Utf8Converter), on a charset chosen by the input:
//   - the conversion gives well-formed UTF-8, the same whether the bytes come whole, cut in two
//     at a point derived from the input, or a few bytes at a time, with the same undefined bytes;
//   - decode() gives one source offset per character, in order and inside the data, and its
//     undefined bytes in order and inside the data;
//   - a charset found by its name is found by its name in other case.
#include "fuzz_check.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/utf8_converter.h"

#include <cctype>
#include <string>

using namespace u8i;
using namespace u8i::fuzz;

namespace {

struct Converted {
    std::string utf8;
    Offset undefined = 0;
    Offset firstUndefined = kNoOffset;
};

Converted convertInPieces(const LegacyCharset &charset, Bytes data, Offset cut, Offset step)
{
    Converted c;
    charsets::Utf8Converter converter(charset, [&](std::string_view s) {
        c.utf8 += s;
        return true;
    });
    for (Offset at = 0; at < cut; at += step)
        check(converter.feed(data.subspan(at, std::min(step, cut - at))), "feed() succeeds", at);
    check(converter.feed(data.subspan(cut)), "feed() succeeds", cut);
    check(converter.finish(), "finish() succeeds");
    check(converter.bytesRead() == data.size(), "bytesRead() counts every byte");
    c.undefined = converter.undefinedBytes();
    c.firstUndefined = converter.firstUndefined();
    return c;
}

void checkDecode(const LegacyCharset &charset, Bytes data)
{
    const LegacyDecoding d = charset.decode(data);
    check(d.sourceOffsets.size() == d.text.size(), "one source offset per character");
    for (std::size_t i = 0; i < d.sourceOffsets.size(); ++i)
        check(d.sourceOffsets[i] < data.size() &&
                  (i == 0 || d.sourceOffsets[i - 1] <= d.sourceOffsets[i]),
              "source offsets are in order and inside the data", d.sourceOffsets[i]);
    for (std::size_t i = 0; i < d.undefinedBytes.size(); ++i)
        check(d.undefinedBytes[i] < data.size() &&
                  (i == 0 || d.undefinedBytes[i - 1] < d.undefinedBytes[i]),
              "undefined bytes are in order and inside the data", d.undefinedBytes[i]);
    for (const char32_t c : d.text)
        check(c <= 0x10FFFF && (c < 0xD800 || c > 0xDFFF), "decode() gives scalar values", c);
}

// check(), naming the charset when the invariant breaks.
void checkIn(const LegacyCharset &charset, bool ok, const char *what, Offset at)
{
    if (!ok)
        std::fprintf(stderr, "charset: %s\n", std::string(charset.name()).c_str());
    check(ok, what, at);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    if (size == 0)
        return 0;
    const auto &all = charsets::allLegacyCharsets();
    const LegacyCharset &charset = *all[bytes[0] % all.size()];
    const Bytes data(bytes + 1, size - 1);
    const Converted whole = convertInPieces(charset, data, 0, 1);
    check(isWellFormedUtf8(whole.utf8), "the conversion is well-formed UTF-8");
    const Offset cut = derivedCut(data, 41);
    const Converted halves = convertInPieces(charset, data, cut, cut + 1);
    const Converted pieces = convertInPieces(charset, data, cut, 1 + derived(data, 43) % 5);
    for (const Converted *c : {&halves, &pieces})
        checkIn(charset,
                c->utf8 == whole.utf8 && c->undefined == whole.undefined &&
                    c->firstUndefined == whole.firstUndefined,
                "the conversion does not depend on how the bytes are cut", cut);
    checkDecode(charset, data);
    std::string upper = charset.name();
    for (char &ch : upper)
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    check(charsets::legacyCharsetByAlias(upper) == &charset, "a charset is found by its name");
    return 0;
}
