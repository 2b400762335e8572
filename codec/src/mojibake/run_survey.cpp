// The survey of an input for the verdict per run (see run_survey.h).
#include "mojibake/run_survey.h"

#include "mojibake/mojibake_text_model.h"
#include "u8i/utf8/item.h"

#include <algorithm>
#include <map>

namespace u8i::moji {

namespace {

// A group as a UTF-8 encoder writes it but a decoder refuses it (an overlong or surrogate form
// with all its continuation bytes), a lead with some of its continuation bytes (a character cut
// short), or continuation bytes that lost their lead.
bool utf8Shaped(Bytes data, const Item &group)
{
    switch (group.kind) {
    case ErrorKind::Overlong:
    case ErrorKind::Surrogate:
    case ErrorKind::OutOfRange:
    case ErrorKind::ObsoleteForm:
        return group.length >= 2 &&
               group.length == static_cast<Offset>(declaredLength(data[group.offset]));
    case ErrorKind::Truncated:
    case ErrorKind::UnexpectedContinuation: return group.length >= 2;
    case ErrorKind::InvalidByte: return false;
    }
    return false;
}

// Whether the group is a form a UTF-8 decoder refuses, written whole (an overlong or surrogate
// form): no legacy program writes one.
bool refusedForm(Bytes data, const Item &group)
{
    return utf8Shaped(data, group) && group.kind != ErrorKind::Truncated &&
           group.kind != ErrorKind::UnexpectedContinuation;
}

// Whether the word around the piece (letters, up to kWordReach bytes each side) holds a
// well-formed letter beyond ASCII, or a form a UTF-8 decoder refuses: a field another program
// wrote is never glued to either (a program that writes Latin-1 writes the whole word in it, and
// writes no overlong form: "gewähl<ED A0 BD ED B8 80>te<FC>s", "parlo<F0 80 80 AF>rs<F8>").
bool wordHasUtf8Letter(Bytes data, const Piece &piece)
{
    constexpr Offset kWordReach = 16;
    const auto letterAt = [&](Offset p, bool &utf8) {
        const Item item = decodeItemAt(data, p);
        if (!item.wellFormed) {
            utf8 = utf8 || refusedForm(data, item);
            return refusedForm(data, item);
        }
        const char32_t cp = item.codePoint;
        if (cp < 0x80)
            return (cp | 0x20U) >= 'a' && (cp | 0x20U) <= 'z';
        utf8 = utf8 || isLetter(classify(cp));
        return isLetter(classify(cp));
    };
    bool utf8 = false;
    for (Offset p = piece.end; p < data.size() && p - piece.end < kWordReach;) {
        if (!letterAt(p, utf8))
            break;
        p = decodeItemAt(data, p).end();
    }
    for (Offset p = piece.begin; p > 0 && piece.begin - p < kWordReach;) {
        const Offset start = itemStartContaining(data, p - 1);
        if (!letterAt(start, utf8))
            break;
        p = start;
    }
    return utf8;
}

void noteLetter(Survey &s, std::map<std::uint16_t, Offset> &scripts, char32_t cp)
{
    const CharInfo info = classify(cp);
    if (!isLetter(info) || info.rarity > 2)
        return;
    ++scripts[info.script];
    s.letters.seen.push_back(foldLetter(cp));
}

bool illFormedAt(Bytes data, Offset p)
{
    return p < data.size() && data[p] >= 0x80 && !decodeItemAt(data, p).wellFormed;
}

void countScript(std::map<std::uint16_t, Offset> &scripts, char32_t cp)
{
    const CharInfo info = classify(cp);
    if (cp >= 0x80 && isLetter(info) && info.rarity <= 2)
        ++scripts[info.script];
}

// The script of most letters: of the well-formed ones away from ill-formed bytes, and of the
// ill-formed bytes read in `given` (the charset of the file's runs, when it is known). A line
// all in KOI8-U is Cyrillic, whatever letters its bytes form as UTF-8 by chance.
std::uint16_t dominantScript(Bytes data, const RunCharset *given)
{
    // Letters of the well-formed text weigh first: a charset given wrongly does not confirm itself.
    constexpr Offset kCleanLetters = 3;
    std::map<std::uint16_t, Offset> clean;
    std::map<std::uint16_t, Offset> scripts;
    bool afterIllFormed = false;
    for (Offset p = 0; p < data.size();) {
        if (data[p] < 0x80) {
            ++p;
            afterIllFormed = false;
            continue;
        }
        const Item item = decodeItemAt(data, p);
        if (item.wellFormed && !afterIllFormed && !illFormedAt(data, item.end())) {
            countScript(scripts, item.codePoint);
            countScript(clean, item.codePoint);
        }
        for (Offset k = p; !item.wellFormed && given && given->table && k < item.end(); ++k)
            if (!given->table->undefined[data[k]])
                countScript(scripts, given->table->toUnicode[data[k]]);
        afterIllFormed = !item.wellFormed;
        p = item.end();
    }
    Offset cleanLetters = 0;
    for (const auto &[script, n] : clean)
        cleanLetters += n;
    const auto &counted = cleanLetters >= kCleanLetters ? clean : scripts;
    const auto top = std::max_element(counted.begin(), counted.end(),
                                      [](auto &a, auto &b) { return a.second < b.second; });
    return top == counted.end() ? 0 : top->first;
}

// A well-formed sequence that legacy text formed by chance: between ill-formed bytes on both
// sides (KOI8-R "далёко" holds CC A3, U+0323), or beside them and no letter of the text's
// `script` (a combining mark, a sign, a Hebrew letter in Cyrillic text). It belongs to the run
// around it; a letter of the script, a space or punctuation beside a broken one stays UTF-8.
bool formedByChance(Bytes data, const Item &item, const std::vector<Piece> &pieces,
                    std::uint16_t script)
{
    const bool before = !pieces.empty() && pieces.back().end == item.offset;
    const bool after = illFormedAt(data, item.end());
    const CharInfo info = classify(item.codePoint);
    // One side only: what legacy text forms by chance and real text rarely has beside a broken
    // byte. A space, punctuation or a digit there is text's own (French U+202F before "?").
    const bool odd = info.cls == CharClass::Mark || info.cls == CharClass::Symbol ||
                     (isLetter(info) && script != 0 && info.script != script);
    return (before && after) || ((before || after) && odd);
}

// Adds the ill-formed group (or a sequence formed by chance) at `item` to the survey's last piece,
// or starts a piece with it.
void addToPiece(Survey &s, Bytes data, const Item &item, bool chance)
{
    if (s.pieces.empty() || s.pieces.back().end != item.offset) {
        Piece fresh;
        fresh.begin = item.offset;
        s.pieces.push_back(std::move(fresh));
    }
    Piece &piece = s.pieces.back();
    piece.end = item.end();
    if (chance) {
        piece.shaped = false;
        piece.fragment = false;
        return;
    }
    s.illFormedBytes += item.length;
    piece.shaped = piece.shaped && utf8Shaped(data, item);
    piece.refused = piece.refused || refusedForm(data, item);
    piece.fragment = piece.fragment && (item.kind == ErrorKind::Truncated ||
                                        item.kind == ErrorKind::UnexpectedContinuation);
    if (std::find(piece.kinds.begin(), piece.kinds.end(), item.kind) == piece.kinds.end())
        piece.kinds.push_back(item.kind);
}

// Whether `word` holds more ill-formed bytes than well-formed multi-byte ones and reads as text of
// `script` in `charset` as a whole: "піарний" in KOI8-U, whose first two bytes form "Ц" as UTF-8.
bool legacyWord(Bytes word, const RunCharset &charset, std::uint16_t script)
{
    Offset illFormed = 0;
    Offset multiByte = 0;
    for (Offset p = 0; p < word.size();) {
        const Item item = decodeItemAt(word, p);
        (item.wellFormed ? multiByte : illFormed) +=
            item.length > 1 || !item.wellFormed ? item.length : 0;
        p = item.end();
    }
    if (illFormed <= multiByte)
        return false;
    std::u32string text;
    if (charset.table) {
        for (const std::uint8_t b : word) {
            if (charset.table->undefined[b])
                return false;
            text.push_back(charset.table->toUnicode[b]);
        }
    } else {
        const LegacyDecoding d = charset.charset->decode(word);
        if (!d.undefinedBytes.empty())
            return false;
        text = d.text;
    }
    return readsAsText(text, script);
}

} // namespace

Bytes wordAround(Bytes data, Offset at)
{
    const auto inWord = [&](Offset p) {
        const std::uint8_t b = data[p];
        return b >= 0x80 || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
    };
    Offset begin = at;
    while (begin > 0 && at - begin < kContextReach && inWord(begin - 1))
        --begin;
    Offset end = at + 1;
    while (end < data.size() && end - at < kContextReach && inWord(end))
        ++end;
    return data.subspan(begin, end - begin);
}

Survey survey(Bytes data, const RunCharset *given)
{
    Survey s;
    std::map<std::uint16_t, Offset> scripts;
    const std::uint16_t script = dominantScript(data, given);
    Offset wordEnd = 0; // of the last word looked at whole, with the charset given
    bool inLegacyWord = false;
    for (Offset p = 0; p < data.size();) {
        if (data[p] < 0x80) {
            ++p;
            continue;
        }
        const Item item = decodeItemAt(data, p);
        if (item.wellFormed && given && p >= wordEnd) {
            const Bytes word = wordAround(data, p);
            wordEnd = static_cast<Offset>(word.data() - data.data()) + word.size();
            inLegacyWord = legacyWord(word, *given, script);
        }
        const bool chance = item.wellFormed && ((given && p < wordEnd && inLegacyWord) ||
                                                formedByChance(data, item, s.pieces, script));
        if (item.wellFormed && !chance) {
            ++s.utf8Characters;
            s.utf8Bytes += item.length;
            if (s.utf8Starts.size() < kMaxWordsChecked)
                s.utf8Starts.push_back(p);
            s.leads[data[p]] = true;
            for (Offset k = p + 1; k < item.end(); ++k)
                s.tails[data[k]] = true;
            noteLetter(s, scripts, item.codePoint);
        } else {
            addToPiece(s, data, item, item.wellFormed);
        }
        p = item.end();
    }
    for (Piece &piece : s.pieces)
        for (Offset p = piece.begin; piece.fragment && p < piece.end;) {
            const Item group = decodeItemAt(data.first(piece.end), p);
            for (Offset k = p + 1; k < group.end(); ++k)
                piece.fragment = piece.fragment && s.tails[data[k]];
            piece.fragment =
                piece.fragment && (isContinuation(data[p]) ? s.tails[data[p]] : s.leads[data[p]]);
            p = group.end();
        }
    for (Piece &piece : s.pieces) {
        piece.inUtf8Word = wordHasUtf8Letter(data, piece);
        piece.cutPunctuation = piece.end - piece.begin == 1 &&
                               (data[piece.begin] == 0xE2 || data[piece.begin] == 0xE3);
    }
    std::sort(s.letters.seen.begin(), s.letters.seen.end());
    s.letters.seen.erase(std::unique(s.letters.seen.begin(), s.letters.seen.end()),
                         s.letters.seen.end());
    const auto top = std::max_element(scripts.begin(), scripts.end(),
                                      [](auto &a, auto &b) { return a.second < b.second; });
    if (top != scripts.end())
        s.letters.script = top->first;
    if (given && script != 0)
        s.letters.script = script;
    return s;
}

} // namespace u8i::moji
