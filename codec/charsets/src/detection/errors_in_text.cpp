#include "u8i/charsets/detection/errors_in_text.h"

#include "u8i/charsets/properties/text_classes.h"

#include <u8i/utf8/character_classes.h>

#include <unicode/uchar.h>
#include <unicode/uscript.h>

#include <algorithm>
#include <optional>

namespace u8i::charsets {

namespace {

enum class Shape : std::uint8_t { NotText, Text, Space, Letter, LowerLetter };

Shape shapeOf(char32_t c)
{
    if (c < 0x80) {
        if ((c | 0x20U) >= 'a' && (c | 0x20U) <= 'z')
            return c >= 'a' ? Shape::LowerLetter : Shape::Letter;
        if (c == ' ')
            return Shape::Space;
        return isTextAscii(static_cast<std::uint8_t>(c)) ? Shape::Text : Shape::NotText;
    }
    if (!unicodeTextClasses().isText(c))
        return Shape::NotText;
    const auto cp = static_cast<UChar32>(c);
    if (!u_isalpha(cp))
        return Shape::Text;
    // Letters of scripts without case (Han, Arabic, Hebrew, ...) count as lowercase: words of
    // running text.
    return u_isupper(cp) || u_istitle(cp) ? Shape::Letter : Shape::LowerLetter;
}

// The well-formed character that ends at `end`, if any (a lead byte always starts an item, so a
// well-formed sequence read from one is the item there).
std::optional<Item> characterBefore(Bytes data, Offset end)
{
    for (Offset length = 1; length <= 4 && length <= end; ++length) {
        const Offset at = end - length;
        const std::uint8_t byte = data[at];
        if (byte < 0x80)
            return length == 1 ? std::optional<Item>(decodeItemAt(data, at)) : std::nullopt;
        if (byte >= 0xC0) {
            const Item item = decodeItemAt(data.first(static_cast<std::size_t>(end)), at);
            if (item.wellFormed && item.end() == end)
                return item;
            return std::nullopt;
        }
    }
    return std::nullopt;
}

// What surrounds a cluster on one side: characters of text, and the letters touching it.
struct Side {
    int text = 0;
    int letters = 0;
    int lower = 0;
    int allLetters = 0; // touching the cluster or not
    UScriptCode script = USCRIPT_COMMON;
    bool mixed = false; // letters of two scripts
    // The side's text ends at an ill-formed byte, not at a control, a NUL or the data's end.
    bool besideBinary = false;
    // The word touching the cluster goes from lower to upper case inside ("ExfH" in 48 8B 45 78 66
    // 48), or repeats one letter kRepeatedLetter times ("gfff", a constant of x86 code).
    bool oddWord = false;
    Shape last = Shape::NotText;
    char32_t lastLetter = 0;
    int repeats = 0;
};

constexpr int kRepeatedLetter = 3;

// One more letter of the word touching the cluster, read away from it (`forward`: after it).
void noteWordLetter(Side &side, Shape shape, char32_t c, bool forward)
{
    const bool lowerThenUpper = forward ? side.last == Shape::LowerLetter && shape == Shape::Letter
                                        : side.last == Shape::Letter && shape == Shape::LowerLetter;
    side.repeats = c == side.lastLetter ? side.repeats + 1 : 1;
    side.oddWord = side.oddWord || lowerThenUpper || side.repeats >= kRepeatedLetter;
    side.last = shape;
    side.lastLetter = c;
}

// A side that is a few characters between the cluster and more ill-formed bytes is no text: a
// table next to a string ("t" in 74 9C FF FF 78 73 74 72 ..., before "xstrtoumax").
constexpr int kTextBetweenErrors = 4;

// A letter anywhere on the side, and its script.
void noteScript(Side &side, char32_t c)
{
    if (!u_isalpha(static_cast<UChar32>(c)))
        return;
    ++side.allLetters;
    UErrorCode err = U_ZERO_ERROR;
    const UScriptCode sc = uscript_getScript(static_cast<UChar32>(c), &err);
    if (sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED)
        return;
    if (side.script == USCRIPT_COMMON)
        side.script = sc;
    side.mixed = side.mixed || sc != side.script;
}

// One more character of text, nearest first. The word touches the cluster, or begins one space
// away from it ("emoji " before CESU-8).
void take(Side &side, Shape shape, bool &touching)
{
    const bool spaceFirst = side.text == 0 && shape == Shape::Space;
    ++side.text;
    if (spaceFirst)
        return;
    touching = touching && shape >= Shape::Letter;
    if (touching) {
        ++side.letters;
        side.lower += shape == Shape::LowerLetter ? 1 : 0;
    }
}

Side sideBefore(Bytes data, Offset begin)
{
    Side side;
    bool touching = true;
    Offset at = begin;
    while (side.text < kTextLook) {
        const std::optional<Item> c = characterBefore(data, at);
        if (!c) {
            side.besideBinary = at > 0;
            break;
        }
        const Shape shape = shapeOf(c->codePoint);
        if (shape == Shape::NotText)
            break;
        take(side, shape, touching);
        if (touching && shape >= Shape::Letter)
            noteWordLetter(side, shape, c->codePoint, false);
        noteScript(side, c->codePoint);
        at = c->offset;
    }
    return side;
}

Side sideAfter(Bytes data, Offset end)
{
    Side side;
    bool touching = true;
    Offset at = end;
    while (side.text < kTextLook && at < data.size()) {
        const Item c = decodeItemAt(data, at);
        if (!c.wellFormed) {
            side.besideBinary = true;
            break;
        }
        const Shape shape = shapeOf(c.codePoint);
        if (shape == Shape::NotText)
            break;
        take(side, shape, touching);
        if (touching && shape >= Shape::Letter)
            noteWordLetter(side, shape, c.codePoint, true);
        noteScript(side, c.codePoint);
        at = c.end();
    }
    return side;
}

// The groups of one cluster as runs, appended to `out`.
void addRuns(Bytes data, Offset begin, Offset end, ErrorsInText &out)
{
    for (Offset at = begin; at < end;) {
        const Item group = decodeItemAt(data, at);
        ++out.groups;
        ErrorRun *last = out.runs.empty() ? nullptr : &out.runs.back();
        if (last != nullptr && last->kind == group.kind && last->offset + last->length == at) {
            last->length += group.length;
            ++last->count;
        } else if (out.runs.size() >= kMaxErrorRuns) {
            out.truncated = true;
        } else {
            out.runs.push_back({group.offset, group.length, 1, group.kind});
        }
        at = group.end();
    }
}

} // namespace

bool inText(Bytes data, Offset begin, Offset end)
{
    // The letters first: most clusters in code have none on one side or the other.
    const Side after = sideAfter(data, end);
    const Side before = sideBefore(data, begin);
    const bool oneScript = !before.mixed && !after.mixed &&
                           (before.script == after.script || before.script == USCRIPT_COMMON ||
                            after.script == USCRIPT_COMMON);
    if (before.oddWord || after.oddWord ||
        (before.besideBinary && before.text < kTextBetweenErrors) ||
        (after.besideBinary && after.text < kTextBetweenErrors))
        return false;
    const int letters = before.allLetters + after.allLetters;
    const int text = before.text + after.text;
    return before.letters + after.letters >= kWordLetters &&
           before.lower + after.lower >= kWordLowercase && text >= kTextAround &&
           letters >= kScriptLetters && oneScript && 3 * letters >= 2 * text;
}

ErrorsInText findErrorsInText(Bytes data, const ScanIndex *index, const std::atomic<bool> &cancel,
                              std::atomic<Offset> &done)
{
    ErrorsInText out;
    const Offset size = data.size();
    Offset pos = 0;
    Offset nextPoll = 0;
    Offset checkedBlock = kNoOffset;
    while (pos < size) {
        if (pos >= nextPoll) {
            if (cancel)
                break;
            done = pos;
            nextPoll = pos + (Offset{1} << 16);
        }
        if (const Offset block = pos / kBlockSize; index != nullptr && block != checkedBlock) {
            // No group starts in a clean block: on to the next block where one does.
            Offset next = block;
            while (next < index->blockCount() && index->diagnosticsInBlock(next) == 0)
                ++next;
            checkedBlock = next;
            if (next != block) {
                pos = next >= index->blockCount() ? size
                                                  : itemStartAtOrAfter(data, next * kBlockSize);
                continue;
            }
        }
        if (data[pos] < 0x80) {
            ++pos;
            continue;
        }
        Item item = decodeItemAt(data, pos);
        if (item.wellFormed) {
            pos = item.end();
            continue;
        }
        const Offset begin = pos;
        while (!item.wellFormed) {
            pos = item.end();
            if (pos >= size)
                break;
            item = decodeItemAt(data, pos);
        }
        if (inText(data, begin, pos))
            addRuns(data, begin, pos, out);
    }
    done = size;
    return out;
}

} // namespace u8i::charsets
