// Mojibake made in the tests: correct text run through a chain of wrong decodings with the real
// (ICU) charsets, so that no expected string is typed in garbled form; and the analysis of it.
#pragma once

#include "byte_view.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/mojibake/mojibake.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>

namespace u8i::testing {

inline QByteArray toUtf8(const std::u32string &text)
{
    return QString::fromUcs4(text.data(), static_cast<qsizetype>(text.size())).toUtf8();
}

inline const LegacyCharset &charset(const QString &name)
{
    const LegacyCharset *c = charsets::legacyCharset(name.toStdString());
    if (c == nullptr)
        qFatal("no charset %s", qPrintable(name));
    return *c;
}

// UTF-8 text decoded as each charset of the chain in turn and encoded back as UTF-8.
inline QByteArray garble(QByteArray utf8, const QStringList &chain)
{
    for (const QString &name : chain)
        utf8 = toUtf8(charset(name).decode(bytesOf(utf8)).text);
    return utf8;
}

// True when every step of the chain decodes the bytes without an undefined byte (the mojibake
// is then lossless, and a repair can be exact).
inline bool garblesLosslessly(QByteArray utf8, const QStringList &chain)
{
    for (const QString &name : chain) {
        const LegacyDecoding d = charset(name).decode(bytesOf(utf8));
        if (!d.undefinedBytes.empty())
            return false;
        utf8 = toUtf8(d.text);
    }
    return true;
}

// The mojibake analysis with the program's charsets and options.
inline MojibakeReport analyze(const QByteArray &data)
{
    const auto &all = charsets::mojibakeCharsets();
    return analyzeMojibake(bytesOf(data), LegacyCharsets(all.data(), all.size()),
                           charsets::mojibakeOptions());
}

// The text as the analysis repairs it.
inline QString repairedText(const QByteArray &data)
{
    const MojibakeReport r = analyze(data);
    return QString::fromUtf8(r.repaired.data(), static_cast<qsizetype>(r.repaired.size()));
}

} // namespace u8i::testing
