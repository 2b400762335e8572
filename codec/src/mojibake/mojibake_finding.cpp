// A finding of the mojibake analysis, made from the units of one run changed alike: its chain,
// its repaired text, its evidence, the charsets that give the same repair, and, when other readings
// give other text as plausibly, the readings of an ambiguous run, which is left as it is.
#include "mojibake/mojibake_internal.h"

#include <algorithm>

namespace u8i::moji {

namespace {

std::string joinNotes(const std::vector<std::string> &notes)
{
    std::vector<std::string> unique;
    for (const std::string &n : notes)
        if (std::find(unique.begin(), unique.end(), n) == unique.end())
            unique.push_back(n);
    std::string out;
    for (const std::string &n : unique) {
        if (!out.empty())
            out += "; ";
        out += n;
    }
    return out;
}

std::string quoted(std::u32string_view text)
{
    return "\u201C" + toUtf8(text) + "\u201D";
}

// The charset of a link of the unit's chain.
const std::string &linkName(const Unit &unit, std::uint8_t index,
                            const std::vector<ByteTable> &tables)
{
    return index == kMultiByteLink ? unit.multiByteCharset : tables[index].name;
}

std::string misdecodedEvidence(const std::vector<Unit> &units, std::size_t first, std::size_t last,
                               const std::vector<ByteTable> &tables)
{
    const std::size_t depth = units[first].history.size();
    std::string out;
    for (std::size_t level = 0; level < depth; ++level) {
        std::u32string before;
        std::string bytes;
        std::u32string after;
        for (std::size_t u = first; u < last; ++u) {
            before += units[u].history[level].before;
            if (!bytes.empty() && !units[u].history[level].bytes.empty())
                bytes.push_back(' ');
            bytes += units[u].history[level].bytes;
            if (level + 1 < depth)
                after += units[u].history[level + 1].before;
            else
                after.push_back(units[u].cp);
        }
        if (!out.empty())
            out += "; then ";
        out += quoted(before) + " encoded back as " +
               linkName(units[first], units[first].undone[level], tables) + " gives the bytes " +
               bytes + ", well-formed " + units[first].source + " for " + quoted(after);
    }
    return out;
}

std::string c1Evidence(const std::vector<Unit> &units, std::size_t first, std::size_t last)
{
    std::u32string before;
    std::u32string after;
    for (std::size_t u = first; u < last; ++u) {
        if (!units[u].history.empty())
            before += units[u].history.front().before;
        after.push_back(units[u].cp);
    }
    if (!units[first].applied)
        return std::string();
    return "C1 controls are almost never meant in text; they are what ISO-8859-1 makes of the "
           "Windows-1252 bytes 80-9F, and Windows-1252 reads them as " +
           quoted(after);
}

// The charsets other than the one undone at `level` (and its ISO-8859-1 / Windows-1252 twin)
// that give the characters of that link the very same bytes: the bytes cannot tell them apart.
std::vector<std::string> alikeAt(const std::vector<Unit> &units, std::size_t first,
                                 std::size_t last, std::size_t level,
                                 const std::vector<ByteTable> &tables)
{
    const ByteTable &chosen = tables[units[first].undone[level]];
    const auto twin = [](const std::string &a, const std::string &b) {
        return (a == "Windows-1252" && b == "ISO-8859-1") ||
               (a == "ISO-8859-1" && b == "Windows-1252");
    };
    std::vector<std::string> out;
    for (const ByteTable &other : tables) {
        if (&other == &chosen || twin(chosen.name, other.name))
            continue;
        bool same = true;
        for (std::size_t u = first; u < last && same; ++u)
            for (char32_t cp : units[u].history[level].before)
                same = same &&
                       (cp < 0x80 || (chosen.byteOf(cp) && other.byteOf(cp) == chosen.byteOf(cp)));
        if (same)
            out.push_back(other.name);
    }
    return out;
}

std::string alikeNote(const std::vector<std::string> &names, const std::string &chosen)
{
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
        list += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return list + (names.size() == 1 ? " gives" : " give") + " the very same bytes as " + chosen +
           ": the wrong decoding may have been " + (names.size() == 1 ? "either" : "any of them") +
           " (the repair is the same)";
}

// The chain of the run's wrong decodings, in the order they happened. Where Windows-1252 and
// ISO-8859-1 read the bytes of a link alike, the link takes the name the other links have shown.
std::vector<std::string> chainOf(const std::vector<Unit> &units, std::size_t first,
                                 std::size_t last, const std::vector<ByteTable> &tables)
{
    const Unit &head = units[first];
    std::vector<std::string> chain;
    for (auto it = head.undone.rbegin(); it != head.undone.rend(); ++it)
        chain.push_back(linkName(head, *it, tables));
    const bool latin1Shown = std::find(chain.begin(), chain.end(), "ISO-8859-1") != chain.end();
    for (std::size_t level = 0; latin1Shown && level < head.undone.size(); ++level) {
        if (head.undone[level] == kMultiByteLink ||
            tables[head.undone[level]].name != "Windows-1252")
            continue;
        bool alike = true;
        for (std::size_t u = first; u < last && alike; ++u)
            for (char32_t cp : units[u].history[level].before)
                alike = alike && (cp < 0x80 || (cp >= 0xA0 && cp <= 0xFF));
        if (alike)
            chain[head.undone.size() - 1 - level] = "ISO-8859-1";
    }
    return chain;
}

// Names the charsets that give each link's characters the very same bytes: one repair.
void addAlike(MojibakeFinding &f, std::vector<std::string> &notes, const std::vector<Unit> &units,
              std::size_t first, std::size_t last, const std::vector<ByteTable> &tables)
{
    const Unit &head = units[first];
    for (std::size_t level = 0; level < head.undone.size(); ++level) {
        if (head.undone[level] == kMultiByteLink)
            continue;
        const std::vector<std::string> alike = alikeAt(units, first, last, level, tables);
        if (alike.empty())
            continue;
        notes.push_back(alikeNote(alike, tables[head.undone[level]].name));
        for (const std::string &name : alike)
            if (std::find(f.alike.begin(), f.alike.end(), name) == f.alike.end())
                f.alike.push_back(name);
    }
}

const RivalReading *rivalOf(const Unit &unit, std::size_t level, const std::string &charset)
{
    for (const RivalReading &r : unit.rivals)
        if (r.level == level && r.charset == charset)
            return &r;
    return nullptr;
}

// When the run's units have rival readings that give other text, the finding is ambiguous: every
// reading is listed, the one taken first, and the run is left as it is. A rival at an earlier link
// of a longer chain reads the text as it was after that link: its chain is the links undone so far.
void addAlternatives(MojibakeFinding &f, const std::vector<Unit> &units, std::size_t first,
                     std::size_t last, const std::string &taken)
{
    std::vector<MojibakeReading> readings;
    if (f.kind != MojibakeKind::LegacyEncoding)
        readings.push_back({f.chain, taken});
    for (std::size_t u = first; u < last; ++u)
        for (const RivalReading &key : units[u].rivals) {
            MojibakeReading reading;
            if (f.kind == MojibakeKind::LegacyEncoding) {
                reading.chain.assign(1, key.charset);
            } else {
                const std::size_t links = std::min(key.level + 1, f.chain.size());
                reading.chain.assign(f.chain.end() - static_cast<std::ptrdiff_t>(links),
                                     f.chain.end());
                reading.chain.front() = key.charset;
            }
            for (std::size_t v = first; v < last; ++v) {
                const RivalReading *r = rivalOf(units[v], key.level, key.charset);
                const std::u32string text = r ? r->text : textAfter(units[v], key.level + 1);
                for (char32_t cp : text)
                    if (cp != kOpaque)
                        appendUtf8(reading.repaired, cp);
            }
            const bool seen =
                std::any_of(readings.begin(), readings.end(), [&](const MojibakeReading &r) {
                    return r.chain == reading.chain || r.repaired == reading.repaired;
                });
            if (!seen)
                readings.push_back(std::move(reading));
        }
    if (readings.size() < 2)
        return;
    f.ambiguous = true;
    f.applied = false;
    f.repaired = f.original;
    f.alternatives = std::move(readings);
}

std::string evidenceOf(MojibakeFinding &f, const std::vector<Unit> &units, std::size_t first,
                       std::size_t last, const std::vector<ByteTable> &tables)
{
    switch (f.kind) {
    case MojibakeKind::Misdecoded: return misdecodedEvidence(units, first, last, tables);
    case MojibakeKind::C1Controls:
        f.chain.assign(1, "ISO-8859-1");
        return c1Evidence(units, first, last);
    case MojibakeKind::ModifiedUtf8:
        return "C0 80 is how Java's modified UTF-8 writes U+0000; UTF-8 writes it as 00 "
               "(C0 80 is an overlong form)";
    default: return {};
    }
}

} // namespace

std::u32string textAfter(const Unit &unit, std::size_t steps)
{
    return steps < unit.history.size() ? unit.history[steps].before : std::u32string(1, unit.cp);
}

MojibakeFinding makeFinding(Bytes data, const std::vector<Unit> &units, std::size_t first,
                            std::size_t last, const std::vector<ByteTable> &tables)
{
    const Unit &head = units[first];
    MojibakeFinding f;
    f.kind = head.kind;
    f.offset = head.begin;
    f.length = units[last - 1].end - head.begin;
    f.source = head.source;
    f.applied = head.applied;
    f.original.assign(reinterpret_cast<const char *>(data.data() + f.offset), f.length);
    std::vector<std::string> notes;
    for (std::size_t u = first; u < last; ++u) {
        f.lossy = f.lossy || units[u].lossy;
        notes.insert(notes.end(), units[u].notes.begin(), units[u].notes.end());
        if (units[u].applied)
            appendUtf8(f.repaired, units[u].cp);
    }
    if (!f.applied)
        f.repaired = f.original;
    f.chain = chainOf(units, first, last, tables);
    if (f.kind == MojibakeKind::Misdecoded)
        addAlike(f, notes, units, first, last, tables);
    addAlternatives(f, units, first, last, f.repaired);
    const std::string evidence = evidenceOf(f, units, first, last, tables);
    const std::string extra = joinNotes(notes);
    f.evidence = evidence.empty() ? extra : extra.empty() ? evidence : evidence + "; " + extra;
    return f;
}

} // namespace u8i::moji
