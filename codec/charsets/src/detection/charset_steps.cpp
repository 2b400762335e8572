#include "u8i/charsets/detection/charset_steps.h"

#include <algorithm>
#include <string>

namespace u8i::charsets {

namespace {

// The code unit of UTF-16 and UTF-32 (2 or 4 bytes), or 0 for the other charsets.
Offset codeUnit(const LegacyCharset &charset)
{
    const std::string name = charset.name();
    if (name.starts_with("UTF-16"))
        return 2;
    if (name.starts_with("UTF-32"))
        return 4;
    return 0;
}

// UTF-16: the high byte of the whole code unit at `at`, or -1 where the data ends before it.
int highByteAt(Bytes data, Offset at, const LegacyCharset &charset)
{
    if (at + 1 >= data.size())
        return -1;
    return charset.name().ends_with("LE") ? data[at + 1] : data[at];
}

// UTF-16: the code unit at `at` is a low surrogate, the second half of a pair.
bool lowSurrogateAt(Bytes data, Offset at, const LegacyCharset &charset)
{
    const int high = highByteAt(data, at, charset);
    return high >= 0xDC && high <= 0xDF;
}

// UTF-16: the code unit at `at` is a high surrogate, the first half of a pair.
bool highSurrogateAt(Bytes data, Offset at, const LegacyCharset &charset)
{
    const int high = highByteAt(data, at, charset);
    return high >= 0xD8 && high <= 0xDB;
}

} // namespace

Offset stepAtOrBefore(Bytes data, Offset offset, const LegacyCharset &charset)
{
    offset = std::min(offset, data.size());
    if (charset.isSingleByte())
        return offset;
    if (const Offset unit = codeUnit(charset)) {
        Offset at = offset - offset % unit;
        // Not after a high surrogate: its low half may follow, here or past the data's end (a
        // chunk of a stream). Stepping back before an unpaired one is still in step.
        if (unit == 2 && at >= 2 && highSurrogateAt(data, at - 2, charset))
            at -= 2;
        return at;
    }
    const Offset stop = offset > kStepReach ? offset - kStepReach : 0;
    for (Offset p = offset; p > stop; --p)
        if (data[p - 1] == '\n')
            return p;
    return stop;
}

Offset stepAtOrAfter(Bytes data, Offset offset, const LegacyCharset &charset)
{
    const Offset size = data.size();
    if (offset >= size || charset.isSingleByte())
        return std::min(offset, size);
    if (const Offset unit = codeUnit(charset)) {
        Offset at = std::min(size, offset + (unit - offset % unit) % unit);
        if (unit == 2 && lowSurrogateAt(data, at, charset))
            at = std::min(size, at + 2);
        return at;
    }
    const Offset stop = std::min(size, offset + kStepReach);
    for (Offset p = offset; p < stop; ++p)
        if (data[p] == '\n')
            return p + 1;
    return stop;
}

} // namespace u8i::charsets
