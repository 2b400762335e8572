#include "bench_data.h"

#include <array>

namespace bench {

namespace {

struct XorShift {
    std::uint64_t state;
    std::uint64_t next()
    {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    }
    unsigned below(unsigned n) { return static_cast<unsigned>(next() % n); }
};

void put(std::vector<std::uint8_t> &out, char32_t c)
{
    if (c < 0x80) {
        out.push_back(static_cast<std::uint8_t>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<std::uint8_t>(0xC0 | (c >> 6)));
        out.push_back(static_cast<std::uint8_t>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<std::uint8_t>(0xE0 | (c >> 12)));
        out.push_back(static_cast<std::uint8_t>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<std::uint8_t>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<std::uint8_t>(0xF0 | (c >> 18)));
        out.push_back(static_cast<std::uint8_t>(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(static_cast<std::uint8_t>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<std::uint8_t>(0x80 | (c & 0x3F)));
    }
}

enum Script { English, Latin, Cyrillic, Greek, Chinese, Emoji, kScripts };

char32_t letter(XorShift &rng, Script script)
{
    static const char32_t accented[] = {U'é', U'è', U'à', U'ü', U'ö', U'ä',
                                        U'ß', U'ñ', U'ç', U'ø', U'å', U'ł'};
    switch (script) {
    case English:
    case Emoji: return U'a' + rng.below(26);
    case Latin: return rng.below(6) == 0 ? accented[rng.below(12)] : U'a' + rng.below(26);
    case Cyrillic: return U'а' + rng.below(32);
    case Greek: return U'α' + rng.below(25);
    case Chinese: return 0x4E00 + rng.below(0x5000);
    case kScripts: break;
    }
    return U'?';
}

void paragraph(std::vector<std::uint8_t> &out, XorShift &rng, Script script, std::size_t size)
{
    const std::size_t stop = out.size() + size;
    unsigned column = 0;
    while (out.size() < stop) {
        const unsigned length = 1 + rng.below(script == Chinese ? 12 : 9);
        for (unsigned i = 0; i < length; ++i)
            put(out, letter(rng, script));
        column += length;
        if (script == Chinese) {
            put(out, rng.below(4) == 0 ? U'。' : U'，');
        } else {
            if (script == Emoji && rng.below(3) == 0) {
                out.push_back(' ');
                put(out, 0x1F600 + rng.below(0x50));
            }
            out.push_back(rng.below(10) == 0 ? ',' : ' ');
        }
        if (column > 60) {
            out.push_back('\n');
            column = 0;
        }
    }
    out.push_back('\n');
}

} // namespace

std::vector<std::uint8_t> mixedScriptText(std::size_t size, std::uint64_t seed)
{
    XorShift rng{seed | 1};
    std::vector<std::uint8_t> out;
    out.reserve(size + 4096);
    while (out.size() < size)
        paragraph(out, rng, static_cast<Script>(rng.below(kScripts)), 200 + rng.below(2000));
    // Cut at a character boundary, padding with ASCII.
    std::size_t cut = size;
    while (cut > 0 && cut < out.size() && (out[cut] & 0xC0) == 0x80)
        --cut;
    out.resize(cut);
    out.resize(size, '\n');
    return out;
}

std::size_t injectErrorEvery64KiB(std::vector<std::uint8_t> &data)
{
    std::size_t count = 0;
    for (std::size_t at = 32 * 1024; at < data.size(); at += 64 * 1024, ++count)
        data[at] = 0xFF;
    return count;
}

std::vector<std::uint8_t> randomBytes(std::size_t size, std::uint64_t seed)
{
    XorShift rng{seed | 1};
    std::vector<std::uint8_t> out(size);
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        const std::uint64_t v = rng.next();
        for (int k = 0; k < 8; ++k)
            out[i + static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(v >> (8 * k));
    }
    for (; i < size; ++i)
        out[i] = static_cast<std::uint8_t>(rng.next());
    return out;
}

} // namespace bench
