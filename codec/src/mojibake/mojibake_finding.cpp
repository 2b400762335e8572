// A finding of the mojibake analysis, made from the units of one run changed alike: its chain,
// its repaired text, its evidence, the charsets that give the same repair, and, when other readings
// give other text as plausibly, the readings of an ambiguous run, which is left as it is.
#include "mojibake/mojibake_internal.h"

#include <algorithm>

namespace u8i::moji {

namespace {

std::vector<Message> uniqueNotes(const std::vector<Message> &notes)
{
    std::vector<Message> unique;
    for (const Message &n : notes)
        if (std::find(unique.begin(), unique.end(), n) == unique.end())
            unique.push_back(n);
    return unique;
}

MessageArg textArg(std::u32string_view text)
{
    return verbatimArg(toUtf8(text));
}

// The charset of a link of the unit's chain.
const std::string &linkName(const Unit &unit, std::uint8_t index,
                            const std::vector<ByteTable> &tables)
{
    return index == kMultiByteLink ? unit.multiByteCharset : tables[index].name;
}

std::vector<Message> misdecodedEvidence(const std::vector<Unit> &units, std::size_t first,
                                        std::size_t last, const std::vector<ByteTable> &tables)
{
    const std::size_t depth = units[first].history.size();
    std::vector<Message> out;
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
        out.push_back({out.empty() ? MessageId::MisdecodedStep : MessageId::MisdecodedThen,
                       {textArg(before),
                        verbatimArg(linkName(units[first], units[first].undone[level], tables)),
                        {MessageArg::Type::HexBytes, bytes, 0},
                        verbatimArg(units[first].source),
                        textArg(after)}});
    }
    return out;
}

std::vector<Message> c1Evidence(const std::vector<Unit> &units, std::size_t first, std::size_t last)
{
    std::u32string before;
    std::u32string after;
    for (std::size_t u = first; u < last; ++u) {
        if (!units[u].history.empty())
            before += units[u].history.front().before;
        after.push_back(units[u].cp);
    }
    if (!units[first].applied)
        return {};
    return {{MessageId::C1Evidence, {textArg(after)}}};
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

Message alikeNote(const std::vector<std::string> &names, const std::string &chosen)
{
    return {names.size() == 1 ? MessageId::AlikeOne : MessageId::AlikeMany,
            {listArg(names), verbatimArg(chosen)}};
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
void addAlike(MojibakeFinding &f, std::vector<Message> &notes, const std::vector<Unit> &units,
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

std::vector<Message> evidenceOf(MojibakeFinding &f, const std::vector<Unit> &units,
                                std::size_t first, std::size_t last,
                                const std::vector<ByteTable> &tables)
{
    switch (f.kind) {
    case MojibakeKind::Misdecoded: return misdecodedEvidence(units, first, last, tables);
    case MojibakeKind::C1Controls:
        f.chain.assign(1, "ISO-8859-1");
        return c1Evidence(units, first, last);
    case MojibakeKind::ModifiedUtf8: return {{MessageId::ModifiedUtf8Evidence, {}}};
    default: return {};
    }
}

} // namespace

std::u32string textAfter(const Unit &unit, std::size_t steps)
{
    return steps < unit.history.size() ? unit.history[steps].before : std::u32string(1, unit.cp);
}

MojibakeFinding makeFinding(Bytes data, const std::vector<Unit> &units, std::size_t first,
                            std::size_t last, const std::vector<ByteTable> &tables, bool evidence)
{
    const Unit &head = units[first];
    MojibakeFinding f;
    f.kind = head.kind;
    f.offset = head.begin;
    f.length = units[last - 1].end - head.begin;
    f.source = head.source;
    f.applied = head.applied;
    f.original.assign(reinterpret_cast<const char *>(data.data() + f.offset), f.length);
    std::vector<Message> notes;
    for (std::size_t u = first; u < last; ++u) {
        f.lossy = f.lossy || units[u].lossy;
        notes.insert(notes.end(), units[u].notes.begin(), units[u].notes.end());
        if (units[u].applied)
            appendUtf8(f.repaired, units[u].cp);
    }
    if (!f.applied)
        f.repaired = f.original;
    f.chain = chainOf(units, first, last, tables);
    if (f.kind == MojibakeKind::Misdecoded && evidence)
        addAlike(f, notes, units, first, last, tables);
    addAlternatives(f, units, first, last, f.repaired);
    if (!evidence) {
        if (f.kind == MojibakeKind::C1Controls) // as evidenceOf() names it
            f.chain.assign(1, "ISO-8859-1");
        return f;
    }
    std::vector<Message> messages = evidenceOf(f, units, first, last, tables);
    for (Message &note : uniqueNotes(notes))
        messages.push_back(std::move(note));
    f.evidenceMessages = std::move(messages);
    f.evidence = englishText(f.evidenceMessages);
    return f;
}

} // namespace u8i::moji
