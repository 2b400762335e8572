// Bidi controls (UTS #55 section 4): every explicit embedding, override, isolate and terminator
// is a bidi-control finding, and the ones still open at the end of their line are
// bidi-unterminated, with their reach: the rest of the line, which a renderer shows reordered.
// Openers and closers pair as in UAX #9's explicit levels: PDF closes the innermost embedding or
// override unless an isolate is open inside it, PDI closes the innermost isolate and everything
// opened inside it.
#include "deceptive/deceptive_line.h"
#include "u8i/charsets/properties/character_properties.h"
#include "u8i/hex_text.h"

#include <unicode/uchar.h>

namespace u8i::charsets::detail {

namespace {

enum class BidiRole { None, Embedding, Isolate, PopEmbedding, PopIsolate };

BidiRole bidiRole(char32_t cp)
{
    switch (cp) {
    case 0x202A: // LRE
    case 0x202B: // RLE
    case 0x202D: // LRO
    case 0x202E: // RLO
        return BidiRole::Embedding;
    case 0x2066: // LRI
    case 0x2067: // RLI
    case 0x2068: // FSI
        return BidiRole::Isolate;
    case 0x202C: return BidiRole::PopEmbedding; // PDF
    case 0x2069: return BidiRole::PopIsolate;   // PDI
    default: return BidiRole::None;
    }
}

Message controlMessage(char32_t cp, BidiRole role)
{
    MessageId id = MessageId::BidiClosesEmbedding;
    switch (role) {
    case BidiRole::Embedding:
        id = cp == 0x202D || cp == 0x202E ? MessageId::BidiOverride : MessageId::BidiEmbedding;
        break;
    case BidiRole::Isolate: id = MessageId::BidiIsolate; break;
    case BidiRole::PopIsolate: id = MessageId::BidiClosesIsolate; break;
    case BidiRole::PopEmbedding:
    case BidiRole::None: break;
    }
    return {id, {verbatimArg(codePointAndName(cp))}};
}

void pop(std::vector<OpenBidi> &open, BidiRole role)
{
    if (role == BidiRole::PopEmbedding) {
        if (!open.empty() && !open.back().isolate)
            open.pop_back();
        return;
    }
    for (auto it = open.rbegin(); it != open.rend(); ++it)
        if (it->isolate) {
            open.erase(std::prev(it.base()), open.end());
            return;
        }
}

void reportOpen(std::vector<OpenBidi> &open, Offset lineEnd, Findings &out)
{
    for (const OpenBidi &o : open) {
        DeceptiveFinding f = findingFor(
            o.opener, o.opener, NoticeKind::BidiUnterminated,
            {MessageId::BidiOpenToLineEnd, {verbatimArg(codePointAndName(o.opener.cp))}});
        f.length = lineEnd - o.opener.offset;
        out.push_back(std::move(f));
    }
    open.clear();
}

} // namespace

void findBidi(const Line &line, std::vector<OpenBidi> &open, Findings &out)
{
    for (const LineChar &c : line.chars) {
        if (endsLine(c.cp)) {
            reportOpen(open, c.offset, out);
            continue;
        }
        const BidiRole role = bidiRole(c.cp);
        if (role == BidiRole::None)
            continue;
        out.push_back(findingFor(c, c, NoticeKind::BidiControl, controlMessage(c.cp, role)));
        if (role == BidiRole::Embedding || role == BidiRole::Isolate)
            open.push_back({c, role == BidiRole::Isolate});
        else
            pop(open, role);
    }
    if (line.lineEnds)
        reportOpen(open, line.end, out);
}

std::string codePointAndName(char32_t cp)
{
    const std::string label = codePointLabel(cp);
    const std::string n = characterName(cp);
    return n.empty() ? label : label + " " + n;
}

std::string shown(char32_t cp)
{
    const std::int32_t mask = U_GET_GC_MASK(cp);
    constexpr std::int32_t safe = U_GC_L_MASK | U_GC_N_MASK | U_GC_S_MASK | U_GC_P_MASK;
    if ((mask & safe) == 0 || u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) {
        return codePointLabel(cp);
    }
    std::string s;
    appendUtf8(s, cp);
    return s;
}

bool endsLine(char32_t cp)
{
    return cp == '\n' || cp == '\r' || cp == 0x85 || cp == 0x2028 || cp == 0x2029 ||
           (cp >= 0x1C && cp <= 0x1E);
}

DeceptiveFinding findingFor(const LineChar &first, const LineChar &last, NoticeKind kind,
                            Message said)
{
    DeceptiveFinding f;
    f.offset = first.offset;
    f.length = last.end() - first.offset;
    f.kind = kind;
    f.codePoint = first.cp;
    f.at = first.at;
    f.message = englishText(said);
    f.said = std::move(said);
    return f;
}

} // namespace u8i::charsets::detail
