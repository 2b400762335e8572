// What the damage of a file says of the program that wrote it (see u8i/mojibake/ill_formed_runs.h).
#include "u8i/mojibake/ill_formed_runs.h"

#include "u8i/utf8/item.h"

#include <algorithm>

namespace u8i {

bool cesu8Writer(const IllFormedRuns &runs, Bytes data)
{
    const auto surrogate = [&data](Offset at, char32_t low, char32_t high) {
        if (at >= data.size())
            return false;
        const Item item = decodeItemAt(data, at);
        return item.kind == ErrorKind::Surrogate && item.length == 3 && item.decodesTo &&
               *item.decodesTo >= low && *item.decodesTo <= high;
    };
    for (const IllFormedRun &r : runs.runs) {
        if (r.reading != RunReading::Damage)
            continue;
        for (Offset p = r.offset; p < r.offset + r.length && p < data.size();) {
            if (surrogate(p, 0xD800, 0xDBFF) && surrogate(p + 3, 0xDC00, 0xDFFF))
                p += 6;
            else if (p + 1 < data.size() && data[p] == 0xC0 && data[p + 1] == 0x80)
                p += 2;
            else
                return false;
        }
    }
    return true;
}

bool brokenByEncoder(const IllFormedRuns &runs, Bytes data)
{
    bool encoderForm = false;
    std::size_t letterRuns = 0;
    for (const IllFormedRun &r : runs.runs) {
        if (r.reading != RunReading::Damage) {
            const auto letters =
                std::count_if(r.text.begin(), r.text.end(), [](char32_t cp) { return cp >= 0x80; });
            if (letters >= 2 || (letters == 1 && ++letterRuns >= 2))
                return false; // a word of a code page, or two of its letters
            continue;
        }
        for (Offset p = r.offset; p < r.offset + r.length && p < data.size();) {
            const Item item = decodeItemAt(data, p);
            encoderForm = encoderForm || item.kind == ErrorKind::Overlong ||
                          item.kind == ErrorKind::Surrogate;
            p = item.end();
        }
    }
    // A CESU-8 encoder writes its pairs on purpose: not damage (cesu8Writer).
    return encoderForm && !cesu8Writer(runs, data);
}

} // namespace u8i
