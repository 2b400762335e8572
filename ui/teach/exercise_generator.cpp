#include "exercise_generator.h"

#include <u8i/charsets/properties/character_names.h>
#include <u8i/charsets/properties/character_properties.h>
#include <u8i/utf8/utf8_rules.h>

#include "number_text.h"
#include "unicode_info.h"

#include <QChar>
#include <QStringList>

namespace u8i::ui {

namespace {

std::uint32_t between(std::mt19937 &rng, std::uint32_t low, std::uint32_t high)
{
    return std::uniform_int_distribution<std::uint32_t>(low, high)(rng);
}

// An assigned, named code point in [low, high] (never a surrogate), found by a few random tries.
std::uint32_t assignedBetween(std::mt19937 &rng, std::uint32_t low, std::uint32_t high)
{
    std::uint32_t cp = low;
    for (int tries = 0; tries < 200; ++tries) {
        cp = between(rng, low, high);
        const auto category = QChar::category(static_cast<char32_t>(cp));
        if (category != QChar::Other_NotAssigned && category != QChar::Other_Surrogate &&
            category != QChar::Other_PrivateUse && category != QChar::Other_Control)
            return cp;
    }
    return cp >= 0xD800 && cp <= 0xDFFF ? 0xE9 : cp;
}

QString codePointText(std::uint32_t cp)
{
    return codePointLabel(cp);
}

QString hexText(const std::vector<std::uint8_t> &bytes)
{
    return hexByteListText(
        std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()));
}

void appendCharacter(std::vector<std::uint8_t> &out, std::uint32_t cp)
{
    std::string utf8;
    appendUtf8(utf8, static_cast<char32_t>(cp));
    out.insert(out.end(), utf8.begin(), utf8.end());
}

std::uint8_t continuation(std::mt19937 &rng)
{
    return static_cast<std::uint8_t>(between(rng, 0x80, 0xBF));
}

Exercise encodeExercise(std::vector<std::uint32_t> cps)
{
    Exercise e;
    e.kind = Exercise::Kind::Encode;
    QStringList names;
    QStringList listed;
    for (const std::uint32_t cp : cps) {
        listed << codePointText(cp);
        const std::string name = charsets::characterName(static_cast<char32_t>(cp));
        names << (name.empty() ? codePointText(cp) : QString::fromStdString(name));
    }
    const QString what = listed.join(QLatin1Char(' '));
    e.title = ExerciseGenerator::tr("New: encode %1").arg(what);
    e.prompt = ExerciseGenerator::tr("Encode <b>%1</b> (%2) in UTF-8. Type the bytes in hex; if a "
                                     "code point has no UTF-8 form, type <code>none</code>.")
                   .arg(what, names.join(QStringLiteral(", ")).toHtmlEscaped());
    e.codePoints = std::move(cps);
    return e;
}

Exercise decodeExercise(std::vector<std::uint8_t> bytes)
{
    Exercise e;
    e.kind = Exercise::Kind::Decode;
    const QString hex = hexText(bytes);
    e.title = ExerciseGenerator::tr("New: decode %1").arg(hex);
    e.prompt = ExerciseGenerator::tr("Decode <code>%1</code> as a standard decoder does. Type the "
                                     "code points, with one U+FFFD for each ill-formed part.")
                   .arg(hex);
    e.bytes = std::move(bytes);
    return e;
}

std::vector<std::uint8_t> overlongBytes(std::mt19937 &rng)
{
    switch (between(rng, 0, 2)) {
    case 0: return {static_cast<std::uint8_t>(between(rng, 0xC0, 0xC1)), continuation(rng)};
    case 1: return {0xE0, static_cast<std::uint8_t>(between(rng, 0x80, 0x9F)), continuation(rng)};
    default:
        return {0xF0, static_cast<std::uint8_t>(between(rng, 0x80, 0x8F)), continuation(rng),
                continuation(rng)};
    }
}

std::vector<std::uint8_t> truncatedBytes(std::mt19937 &rng)
{
    std::vector<std::uint8_t> out;
    std::string full;
    appendUtf8(full, static_cast<char32_t>(assignedBetween(rng, 0x800, 0x10FFFF)));
    const auto keep =
        static_cast<std::size_t>(between(rng, 1, static_cast<std::uint32_t>(full.size() - 1)));
    out.insert(out.end(), full.begin(), full.begin() + static_cast<std::ptrdiff_t>(keep));
    out.push_back(static_cast<std::uint8_t>(between(rng, 0x41, 0x5A))); // an ASCII letter after
    return out;
}

} // namespace

QString ExerciseGenerator::kindName(Kind kind)
{
    switch (kind) {
    case Kind::EncodeTwoBytes: return tr("Encode a 2-byte character");
    case Kind::EncodeThreeBytes: return tr("Encode a 3-byte character");
    case Kind::EncodeFourBytes: return tr("Encode a 4-byte character");
    case Kind::EncodeSequence: return tr("Encode a sequence");
    case Kind::EncodeSurrogate: return tr("Encode a surrogate");
    case Kind::DecodeCharacters: return tr("Decode well-formed bytes");
    case Kind::DecodeOverlong: return tr("Decode an overlong form");
    case Kind::DecodeSurrogate: return tr("Decode an encoded surrogate");
    case Kind::DecodeTruncated: return tr("Decode a truncated sequence");
    case Kind::DecodeRandomBytes: return tr("Decode random bytes");
    }
    return {};
}

Exercise ExerciseGenerator::make(Kind kind, std::mt19937 &rng)
{
    switch (kind) {
    case Kind::EncodeTwoBytes: return encodeExercise({assignedBetween(rng, 0x80, 0x7FF)});
    case Kind::EncodeThreeBytes: return encodeExercise({assignedBetween(rng, 0x800, 0xFFFF)});
    case Kind::EncodeFourBytes: return encodeExercise({assignedBetween(rng, 0x10000, 0x10FFFF)});
    case Kind::EncodeSequence:
        return encodeExercise({assignedBetween(rng, 0x21, 0x7E), assignedBetween(rng, 0x80, 0x7FF),
                               assignedBetween(rng, 0x800, 0x10FFFF)});
    case Kind::EncodeSurrogate: return encodeExercise({between(rng, 0xD800, 0xDFFF)});
    case Kind::DecodeCharacters: {
        std::vector<std::uint8_t> bytes;
        appendCharacter(bytes, assignedBetween(rng, 0x80, 0x7FF));
        appendCharacter(bytes, assignedBetween(rng, 0x800, 0x10FFFF));
        return decodeExercise(bytes);
    }
    case Kind::DecodeOverlong: return decodeExercise(overlongBytes(rng));
    case Kind::DecodeSurrogate:
        return decodeExercise(
            {0xED, static_cast<std::uint8_t>(between(rng, 0xA0, 0xBF)), continuation(rng)});
    case Kind::DecodeTruncated: return decodeExercise(truncatedBytes(rng));
    case Kind::DecodeRandomBytes: {
        std::vector<std::uint8_t> bytes(between(rng, 4, 7));
        for (auto &b : bytes)
            b = static_cast<std::uint8_t>(between(rng, 0x41, 0xFF));
        return decodeExercise(bytes);
    }
    }
    return {};
}

} // namespace u8i::ui
