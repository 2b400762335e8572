// libFuzzer target over the encoding detector (uchardet, ICU's charset detector, libmagic and the
// program's own evidence), on any bytes:
//   - well-formed UTF-8 is never reported as UTF-8 with errors, nor ill-formed UTF-8 as UTF-8;
//   - the legacy runs of a verdict are in order, inside the data, and only of UTF-8 with errors;
//   - the sampled bytes are at most the data's size, which a file of one byte value gives;
//   - describe() and className() say something for every verdict;
//   - mayBeBinary is never false for data detectEncoding calls binary.
#include "fuzz_check.h"
#include "u8i/charsets/detection/encoding_detection.h"

using namespace u8i;
using namespace u8i::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const Bytes data(bytes, size);
    const charsets::EncodingVerdict v = charsets::detectEncoding(data);
    const bool wellFormed = isWellFormedUtf8(data);
    check(!v.uniformByte || (v.kind == charsets::EncodingClass::Binary && v.size == size),
          "a file of one byte value is binary, and its size the data's");
    check(v.sampled <= size, "no more bytes sampled than there are");
    check((v.kind == charsets::EncodingClass::Empty) == (size == 0), "empty exactly when empty");
    check(!(wellFormed && v.kind == charsets::EncodingClass::Utf8WithErrors),
          "well-formed UTF-8 is not reported as UTF-8 with errors");
    check(!(!wellFormed && v.kind == charsets::EncodingClass::Utf8),
          "ill-formed UTF-8 is not reported as well-formed UTF-8");
    check(v.confidence >= 0 && v.confidence <= 1, "confidence is between 0 and 1");
    Offset previousEnd = 0;
    for (const charsets::LegacyRun &run : v.runs) {
        check(v.kind == charsets::EncodingClass::Utf8WithErrors,
              "legacy runs only in UTF-8 with errors", run.offset);
        check(run.length > 0 && run.offset >= previousEnd && run.offset + run.length <= size,
              "legacy runs are in order, apart and inside the data", run.offset);
        check(!run.encoding.empty(), "a legacy run names its encoding", run.offset);
        previousEnd = run.offset + run.length;
    }
    check(!charsets::describe(v).empty(), "describe() says something");
    check(!charsets::className(v.kind).empty(), "every class has a name");
    if (v.kind == charsets::EncodingClass::Binary)
        check(charsets::mayBeBinary(data), "mayBeBinary is true for what is called binary");
    check(isWellFormedUtf8(charsets::describe(v)), "the description is well-formed UTF-8");
    return 0;
}
