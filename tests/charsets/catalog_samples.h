// Samples for the per-run verdict suites, built at run time from the gettext catalogs installed on
// this machine (real translations): messages of a language that a legacy charset can write, put
// together as lines, CSV rows or JSON objects, some of them in the legacy charset.
#pragma once

#include "gettext_catalogs.h"
#include "u8i/charsets/detection/legacy_charsets.h"

#include <QByteArray>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace u8i::testing {

// The message in `charset`, or nullopt when the charset cannot write it.
inline std::optional<QByteArray> inCharset(const QString &text, const char *charset)
{
    const LegacyCharset *c = charsets::legacyCharset(charset);
    if (!c)
        return std::nullopt;
    const std::optional<std::string> bytes = c->encode(text.toStdU32String());
    if (!bytes)
        return std::nullopt;
    return QByteArray::fromStdString(*bytes);
}

// `count` messages of `language` of 20 to 120 characters, each with at least 3 letters beyond
// ASCII, that `charset` can write and that hold no quote, backslash or control (so that they fit
// a CSV field or a JSON string as they are); every `stride`-th one, from the catalogs' order.
// `charset` null: any message.
inline QStringList catalogSample(const QString &language, const char *charset, int count,
                                 int stride = 7)
{
    QStringList fitting;
    for (const QString &m : catalogMessages(language, false, 20000)) {
        if (m.size() < 20 || m.size() > 120)
            continue;
        int letters = 0;
        bool plain = true;
        for (const QChar c : m) {
            letters += c.unicode() >= 0x80 && c.isLetter() ? 1 : 0;
            plain = plain && c.unicode() >= 0x20 && c != u'"' && c != u'\\' && c != u'\x7f';
        }
        if (letters >= 3 && plain && (!charset || inCharset(m, charset)))
            fitting << m;
    }
    // Spread over what fits: every stride-th, or closer when there are few.
    QStringList out;
    const qsizetype step =
        std::max<qsizetype>(1, std::min<qsizetype>(stride, fitting.size() / count));
    for (qsizetype i = 0; i < fitting.size() && out.size() < count; i += step)
        out << fitting[i];
    return out;
}

enum class Layout { Lines, Csv, Json };

// The messages as a file of `layout`, UTF-8 but every `legacyEvery`-th message (from the second
// on) in `charset`; `utf8` receives the same file all in UTF-8.
inline QByteArray mixedFile(const QStringList &messages, Layout layout, const char *charset,
                            int legacyEvery, QByteArray &utf8)
{
    QByteArray out;
    utf8.clear();
    for (int i = 0; i < messages.size(); ++i) {
        const QByteArray good = messages[i].toUtf8();
        const QByteArray text =
            i % legacyEvery == 1 ? inCharset(messages[i], charset).value_or(good) : good;
        const QByteArray n = QByteArray::number(i);
        switch (layout) {
        case Layout::Lines:
            out += text + "\n";
            utf8 += good + "\n";
            break;
        case Layout::Csv:
            out += n + ",\"" + text + "\"\n";
            utf8 += n + ",\"" + good + "\"\n";
            break;
        case Layout::Json:
            out += "{\"id\": " + n + ", \"text\": \"" + text + "\"}\n";
            utf8 += "{\"id\": " + n + ", \"text\": \"" + good + "\"}\n";
            break;
        }
    }
    return out;
}

} // namespace u8i::testing
