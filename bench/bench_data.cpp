#include "bench_data.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <string>

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

namespace {

// One word of the script, with its trailing space or punctuation.
void word(std::vector<std::uint8_t> &out, XorShift &rng, Script script)
{
    if (script == Emoji) {
        put(out, 0x1F600 + rng.below(0x50));
        out.push_back(' ');
        return;
    }
    const unsigned length = 1 + rng.below(script == Chinese ? 4 : 8);
    for (unsigned i = 0; i < length; ++i)
        put(out, letter(rng, script));
    if (script == Chinese)
        put(out, rng.below(4) == 0 ? U'。' : U'，');
    else
        out.push_back(rng.below(10) == 0 ? ',' : ' ');
}

// Cuts `out` to `size` at a character boundary, padding with LF.
void cutAt(std::vector<std::uint8_t> &out, std::size_t size)
{
    std::size_t cut = size;
    while (cut > 0 && cut < out.size() && (out[cut] & 0xC0) == 0x80)
        --cut;
    out.resize(cut);
    out.resize(size, '\n');
}

const char *const kCities[] = {"Zürich", "Москва", "Αθήνα", "東京",      "São Paulo",
                               "Kraków", "Ελλάδα", "北京",  "Reykjavík", "Oslo"};

} // namespace

std::vector<std::uint8_t> wordInterleavedText(std::size_t size, std::uint64_t seed)
{
    XorShift rng{seed | 1};
    std::vector<std::uint8_t> out;
    out.reserve(size + 64);
    unsigned column = 0;
    while (out.size() < size) {
        const std::size_t before = out.size();
        // Half the words English, the rest in the other scripts: about half the bytes are not
        // ASCII.
        const Script script =
            rng.below(2) == 0 ? English : static_cast<Script>(1 + rng.below(kScripts - 1));
        word(out, rng, script);
        column += static_cast<unsigned>(out.size() - before);
        if (column > 70) {
            out.push_back('\n');
            column = 0;
        }
    }
    cutAt(out, size);
    return out;
}

std::vector<std::uint8_t> sparseNonAsciiText(std::size_t size, std::uint64_t seed)
{
    XorShift rng{seed | 1};
    std::vector<std::uint8_t> out;
    out.reserve(size + 64);
    unsigned column = 0;
    while (out.size() < size) {
        const std::size_t before = out.size();
        // About one word in 60 has a non-ASCII letter or punctuation (a name, a quote, a dash).
        word(out, rng, English);
        if (rng.below(60) == 0) {
            static const char32_t marks[] = {U'é', U'ü', U'—', U'“', U'”', U'€', U'ñ'};
            put(out, marks[rng.below(7)]);
            out.push_back(' ');
        }
        column += static_cast<unsigned>(out.size() - before);
        if (column > 70) {
            out.push_back('\n');
            column = 0;
        }
    }
    cutAt(out, size);
    return out;
}

std::vector<std::uint8_t> csvJsonText(std::size_t size, std::uint64_t seed)
{
    XorShift rng{seed | 1};
    std::vector<std::uint8_t> out;
    out.reserve(size + 256);
    const auto append = [&out](const std::string &s) { out.insert(out.end(), s.begin(), s.end()); };
    for (std::uint64_t row = 0; out.size() < size; ++row) {
        const std::string city = kCities[rng.below(10)];
        const std::string id = std::to_string(row);
        const std::string amount =
            std::to_string(rng.below(100000)) + "." + std::to_string(10 + rng.below(90));
        if (rng.below(2) == 0) {
            append(id + ",\"" + city + "\"," + amount + ",2024-0" +
                   std::to_string(1 + rng.below(9)) + "-1" + std::to_string(rng.below(10)) + "\n");
        } else {
            append("{\"id\":" + id + ",\"city\":\"" + city + "\",\"amount\":" + amount +
                   ",\"tags\":[\"a\",\"b\"],\"ok\":" + (rng.below(2) ? "true" : "false") + "}\n");
        }
    }
    cutAt(out, size);
    return out;
}

std::vector<std::uint8_t> sharedLibraries(std::size_t size, const std::string &directory)
{
    std::vector<std::uint8_t> out;
    out.reserve(size);
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (const auto &entry : std::filesystem::directory_iterator(directory, error)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file(error) && name.find(".so") != std::string::npos)
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    std::vector<char> buffer(1 << 20);
    for (const auto &file : files) {
        std::ifstream in(file, std::ios::binary);
        while (in && out.size() < size) {
            in.read(buffer.data(),
                    static_cast<std::streamsize>(std::min(buffer.size(), size - out.size())));
            out.insert(out.end(), buffer.data(), buffer.data() + in.gcount());
        }
        if (out.size() >= size)
            break;
    }
    return out;
}

} // namespace bench
