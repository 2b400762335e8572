// libFuzzer target over what --explain and --encode read from the command line (parseHexBytes,
// parseCodePoint, the code the CLI's teach mode calls) and the explanations they give:
//   - --explain of any text either is a usage error with a reason, or its bytes decode exactly as
//     the codec decodes them: the stepper emits each character of a well-formed item and one
//     U+FFFD per replacement unit of an ill-formed group, a step for each byte read;
//   - --encode of any number either is refused or its explanation's bytes are the codec's UTF-8
//     (encodeUtf8), of the length of the length table, and decode back to the value.
#include "fuzz_check.h"
#include "u8i/utf8/explain.h"
#include "u8i/utf8/message.h"

#include <string>
#include <vector>

using namespace u8i;
using namespace u8i::fuzz;

namespace {

void checkExplain(std::string_view text)
{
    std::vector<std::uint8_t> bytes;
    Message why;
    if (!parseHexBytes(text, bytes, why)) {
        check(!englishText(why).empty(), "a refused --explain says why");
        return;
    }
    const Bytes data(bytes.data(), bytes.size());
    const DecodeExplanation d = explainDecode(data);
    std::vector<char32_t> expected;
    for (Offset pos = 0; pos < data.size();) {
        const Item item = decodeItemAt(data, pos);
        if (item.wellFormed)
            expected.push_back(item.codePoint);
        else
            expected.insert(expected.end(), item.replacements, char32_t{0xFFFD});
        pos = item.end();
    }
    check(d.output == expected, "--explain decodes exactly as the codec does");
    check(d.steps.size() >= data.size(), "--explain takes a step for each byte at least");
    std::vector<char32_t> emitted;
    for (const DecodeStep &step : d.steps)
        emitted.insert(emitted.end(), step.emitted.begin(), step.emitted.end());
    check(emitted == d.output, "the steps emit the output");
}

void checkEncode(std::string_view text)
{
    std::uint32_t cp = 0;
    if (!parseCodePoint(text, cp))
        return;
    const EncodeExplanation e = explainEncode(cp);
    check(e.codePoint == cp, "--encode explains the value it read");
    check(e.bitsNeeded >= 1 && e.bitsNeeded <= 32, "a value needs 1 to 32 bits");
    std::string bytes;
    for (const ByteBits &b : e.bytes)
        bytes += static_cast<char>(b.value);
    check(e.bytes.size() == static_cast<std::size_t>(e.length), "one byte per length");
    if (!e.encodable)
        return;
    check(cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF), "only scalar values are encodable");
    check(bytes == encodeUtf8(cp), "--encode gives the codec's UTF-8");
    const Item item = decodeItemAt(bytesOf(bytes), 0);
    check(item.wellFormed && item.codePoint == cp && item.length == bytes.size(),
          "--encode's bytes decode back to the value");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(bytes), size);
    checkExplain(text);
    checkEncode(text);
    return 0;
}
