// Gettext catalogs for tests: the .mo files installed on this machine (real translations, one
// catalog per language) and the strings in them, with their offsets, as Python's gettext reads
// them.
#pragma once

#include <QByteArray>
#include <QDirIterator>
#include <QFile>
#include <QList>
#include <QMap>
#include <QPair>
#include <QStringList>

#include <algorithm>

namespace u8i::testing {

inline quint32 le32(const QByteArray &data, qsizetype at)
{
    quint32 v = 0;
    for (int i = 3; i >= 0; --i)
        v = (v << 8) | static_cast<quint8>(data[at + i]);
    return v;
}

// The strings of a .mo catalog (originals and translations), with their offsets; empty when the
// file is not a little-endian catalog in UTF-8.
inline QList<QPair<qint64, QByteArray>> moStrings(const QByteArray &mo)
{
    QList<QPair<qint64, QByteArray>> out;
    if (mo.size() < 28 || le32(mo, 0) != 0x950412de)
        return out;
    const quint32 n = le32(mo, 8);
    for (const quint32 table : {le32(mo, 12), le32(mo, 16)})
        for (quint32 i = 0; i < n; ++i) {
            const quint32 length = le32(mo, table + 8 * i);
            const quint32 offset = le32(mo, table + 8 * i + 4);
            if (offset + length <= static_cast<quint32>(mo.size()))
                out.append({offset, mo.mid(offset, length)});
        }
    const bool utf8 = std::any_of(out.begin(), out.end(), [](const auto &s) {
        return s.second.contains("charset=UTF-8") || s.second.contains("charset=utf-8");
    });
    return utf8 ? out : QList<QPair<qint64, QByteArray>>{};
}

// The translations of a .mo catalog, each plural form apart, without entry 0 (the header); empty
// when the file is not a little-endian catalog.
inline QList<QByteArray> moTranslations(const QByteArray &mo)
{
    QList<QByteArray> out;
    if (mo.size() < 28 || le32(mo, 0) != 0x950412de)
        return out;
    const quint32 n = le32(mo, 8);
    const quint32 table = le32(mo, 16);
    for (quint32 i = 1; i < n && table + 8 * i + 8 <= static_cast<quint32>(mo.size()); ++i) {
        const quint32 length = le32(mo, table + 8 * i);
        const quint32 offset = le32(mo, table + 8 * i + 4);
        if (offset + length <= static_cast<quint32>(mo.size()))
            out.append(mo.mid(offset, length).split('\0'));
    }
    return out;
}

// The translations of the catalog at `path`, joined by line feeds; empty when it cannot be read.
inline QByteArray catalogText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray text;
    for (const QByteArray &translation : moTranslations(f.readAll()))
        text += translation + '\n';
    return text;
}

// Installed gettext catalogs, one per language, at most `count`.
inline QStringList installedCatalogs(int count)
{
    QMap<QString, QString> byLanguage;
    QDirIterator it(QStringLiteral("/usr/share/locale"), {QStringLiteral("*.mo")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString language = path.section(QLatin1Char('/'), 4, 4);
        if (!byLanguage.contains(language) || byLanguage[language] > path)
            byLanguage[language] = path;
    }
    QStringList out = byLanguage.values();
    return out.mid(0, count);
}

} // namespace u8i::testing
