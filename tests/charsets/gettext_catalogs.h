// Real text for the deceptive-text suites: the messages of the gettext catalogs installed on this
// machine (/usr/share/locale/LANG/LC_MESSAGES/*.mo, GNU .mo format), those whose header declares
// UTF-8, and the words of that text as Qt's own Unicode data sees them (letters, marks and digits;
// a word's script is the one of its letters, Han, kana, Hangul and Bopomofo counted as one).
#pragma once

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <cstring>

namespace u8i::testing {

// The translations (or, with `originals`, the English originals) of the UTF-8 catalogs of
// `language`, in file order, at most `limit` of them.
inline QStringList catalogMessages(const QString &language, bool originals, int limit)
{
    QStringList out;
    const QDir dir(QStringLiteral("/usr/share/locale/%1/LC_MESSAGES").arg(language));
    for (const QString &name : dir.entryList({QStringLiteral("*.mo")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray mo = f.readAll();
        auto word = [&mo](qsizetype at) {
            quint32 v = 0;
            if (at >= 0 && at + 4 <= mo.size())
                std::memcpy(&v, mo.constData() + at, 4);
            return qsizetype(v);
        };
        if (word(0) != qsizetype(0x950412de))
            continue;
        const qsizetype count = word(8);
        const qsizetype table = word(originals ? 12 : 16);
        const qsizetype translations = word(16);
        const QByteArray header = mo.mid(word(translations + 4), word(translations));
        if (!header.toLower().contains("charset=utf-8"))
            continue;
        for (qsizetype i = 1; i < count && out.size() < limit; ++i) {
            const QByteArray text = mo.mid(word(table + 8 * i + 4), word(table + 8 * i));
            for (const QByteArray &part : text.split('\0'))
                if (!part.isEmpty() && QString::fromUtf8(part).toUtf8() == part)
                    out << QString::fromUtf8(part);
        }
    }
    return out;
}

// The script family of a letter, or QChar::Script_Common for characters of no script.
inline QChar::Script familyOf(char32_t c)
{
    const QChar::Script s = QChar::script(c);
    switch (s) {
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
    case QChar::Script_Bopomofo: return QChar::Script_Han;
    case QChar::Script_Inherited:
    case QChar::Script_Unknown: return QChar::Script_Common;
    default: return QChar::isLetter(c) ? s : QChar::Script_Common;
    }
}

// The words of `text`: maximal runs of letters, marks and digits.
inline QStringList wordsOf(const QString &text)
{
    QStringList words;
    QString current;
    for (const char32_t c : text.toUcs4()) {
        if (QChar::isLetterOrNumber(c) || QChar::isMark(c)) {
            current += QString::fromUcs4(&c, 1);
        } else if (!current.isEmpty()) {
            words << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        words << current;
    return words;
}

// The one script family of a word's letters, Common when it has none, Unknown when it has two.
inline QChar::Script scriptOfWord(const QString &word)
{
    QChar::Script found = QChar::Script_Common;
    for (const char32_t c : word.toUcs4()) {
        const QChar::Script f = familyOf(c);
        if (f == QChar::Script_Common)
            continue;
        if (found != QChar::Script_Common && f != found)
            return QChar::Script_Unknown;
        found = f;
    }
    return found;
}

} // namespace u8i::testing
