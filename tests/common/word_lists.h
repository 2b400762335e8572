// Words of a language from Debian's word lists (/usr/share/dict: wngerman, wfrench, wspanish,
// wportuguese, wpolish) and hunspell dictionaries (/usr/share/hunspell: hunspell-cs, -hu, -ru,
// -uk, -bg, -el, -tr), read at run time: test data that is real text and stored nowhere.
#pragma once

#include "u8i/charsets/detection/legacy_charsets.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <string>

namespace u8i::testing {

struct WordSource {
    const char *language; // "de"
    const char *path;     // the list, or a hunspell .dic beside its .aff
};

inline constexpr WordSource kWordSources[] = {
    {"de", "/usr/share/dict/ngerman"},       {"fr", "/usr/share/dict/french"},
    {"es", "/usr/share/dict/spanish"},       {"pt", "/usr/share/dict/portuguese"},
    {"pl", "/usr/share/dict/polish"},        {"cs", "/usr/share/hunspell/cs_CZ.dic"},
    {"hu", "/usr/share/hunspell/hu_HU.dic"}, {"ru", "/usr/share/hunspell/ru_RU.dic"},
    {"uk", "/usr/share/hunspell/uk_UA.dic"}, {"bg", "/usr/share/hunspell/bg_BG.dic"},
    {"el", "/usr/share/hunspell/el_GR.dic"}, {"tr", "/usr/share/hunspell/tr_TR.dic"},
};

// The charset a hunspell dictionary is written in (its .aff's SET line), UTF-8 for a word list.
inline std::string wordListCharset(const QString &path)
{
    if (!path.endsWith(QLatin1String(".dic")))
        return "UTF-8";
    QFile aff(path.left(path.size() - 4) + QStringLiteral(".aff"));
    if (!aff.open(QIODevice::ReadOnly))
        return "UTF-8";
    while (!aff.atEnd()) {
        const QByteArray line = aff.readLine().trimmed();
        if (line.startsWith("SET "))
            return line.mid(4).trimmed().toStdString();
    }
    return "UTF-8";
}

// About `count` words of `language`, spread over its list: letters only, 2 to 18 of them, each
// word one that every charset of `charsets` can write. Empty when the list is not installed.
inline QStringList wordsOf(const char *language, const QStringList &charsets, int count = 4000)
{
    QString path;
    for (const WordSource &s : kWordSources)
        if (QLatin1String(s.language) == QLatin1String(language))
            path = QString::fromLatin1(s.path);
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray raw = file.readAll();
    QString text;
    if (const std::string set = wordListCharset(path); set == "UTF-8") {
        text = QString::fromUtf8(raw);
    } else if (const LegacyCharset *c = charsets::legacyCharsetByAlias(set)) {
        const std::u32string decoded =
            c->decode(Bytes(reinterpret_cast<const std::uint8_t *>(raw.data()),
                            static_cast<std::size_t>(raw.size())))
                .text;
        text = QString::fromStdU32String(decoded);
    }
    const QStringList lines = text.split(QLatin1Char('\n'));
    const qsizetype step = std::max<qsizetype>(1, lines.size() / (count * 3));
    QStringList out;
    for (qsizetype i = 1; i < lines.size() && out.size() < count; i += step) {
        const QString w = lines[i].section(QLatin1Char('/'), 0, 0).trimmed();
        bool letters = w.size() >= 2 && w.size() <= 18;
        for (const QChar ch : w)
            letters = letters && ch.isLetter();
        for (const QString &cs : charsets) {
            const LegacyCharset *c = charsets::legacyCharset(cs.toStdString());
            letters = letters && c && c->encode(w.toStdU32String()).has_value();
        }
        if (letters)
            out << w;
    }
    return out;
}

} // namespace u8i::testing
