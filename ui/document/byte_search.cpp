#include "byte_search.h"
#include "message_texts.h"

#include <u8i/scan/scan.h>
#include <u8i/utf8/explain.h>
#include <u8i/utf8/message.h>

#include <QObject>

#include <algorithm>
#include <cstring>
#include <functional>

namespace u8i::ui {

namespace {

constexpr Offset kChunk = Offset{4} << 20;

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// First match starting in [from, to) (the match may extend past `to`).
Offset forwardIn(Bytes data, const QByteArray &pattern, Offset from, Offset to,
                 const std::atomic<bool> *cancel)
{
    const auto n = static_cast<Offset>(pattern.size());
    const auto *needle = reinterpret_cast<const std::uint8_t *>(pattern.constData());
    const std::boyer_moore_horspool_searcher searcher(needle, needle + n);
    for (Offset chunk = from; chunk < to; chunk += kChunk) {
        if (cancelled(cancel))
            return kNoOffset;
        const Offset end = std::min<Offset>(data.size(), std::min(to, chunk + kChunk) + n - 1);
        const auto *first = data.data() + chunk;
        const auto *last = data.data() + end;
        if (n == 1) { // one byte (the byte map's search): memchr is several times faster
            if (const void *hit =
                    std::memchr(first, *needle, static_cast<std::size_t>(end - chunk)))
                return static_cast<Offset>(static_cast<const std::uint8_t *>(hit) - data.data());
            continue;
        }
        const auto *hit = std::search(first, last, searcher);
        if (hit != last)
            return static_cast<Offset>(hit - data.data());
    }
    return kNoOffset;
}

// Last match starting in [from, to].
Offset backwardIn(Bytes data, const QByteArray &pattern, Offset from, Offset to,
                  const std::atomic<bool> *cancel)
{
    const auto n = static_cast<Offset>(pattern.size());
    const auto *needle = reinterpret_cast<const std::uint8_t *>(pattern.constData());
    Offset chunkEnd = to + 1; // exclusive bound on match starts
    while (chunkEnd > from) {
        if (cancelled(cancel))
            return kNoOffset;
        const Offset chunkBegin = chunkEnd - from > kChunk ? chunkEnd - kChunk : from;
        const auto *first = data.data() + chunkBegin;
        const auto *last = data.data() + std::min<Offset>(data.size(), chunkEnd + n - 1);
        const auto *hit = std::find_end(first, last, needle, needle + n);
        if (hit != last)
            return static_cast<Offset>(hit - data.data());
        chunkEnd = chunkBegin;
    }
    return kNoOffset;
}

} // namespace

QByteArray searchPattern(const QString &input, SearchMode mode, QString &error)
{
    error.clear();
    if (input.isEmpty()) {
        error = QObject::tr("Type something to find.");
        return {};
    }
    switch (mode) {
    case SearchMode::Text: return input.toUtf8();
    case SearchMode::Hex: {
        std::vector<std::uint8_t> bytes;
        Message why;
        if (!parseHexBytes(input.toStdString(), bytes, why) || bytes.empty()) {
            error = QObject::tr("Not hex bytes: %1").arg(messageText(why));
            return {};
        }
        return QByteArray(reinterpret_cast<const char *>(bytes.data()),
                          static_cast<qsizetype>(bytes.size()));
    }
    case SearchMode::CodePoint: {
        QByteArray out;
        for (const QString &part : input.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            std::uint32_t cp = 0;
            if (!parseCodePoint(part.toStdString(), cp) || cp > 0x10FFFF) {
                error =
                    QObject::tr("Not a code point: “%1” (write U+20AC, 0x20AC or 8364)").arg(part);
                return {};
            }
            out += QByteArray::fromStdString(encodeUtf8(cp));
        }
        if (out.isEmpty())
            error = QObject::tr("Type a code point such as U+20AC.");
        return out;
    }
    case SearchMode::TextIgnoringCase:
    case SearchMode::RegularExpression:
    case SearchMode::CharacterName:
    case SearchMode::ErrorKind: break; // not a byte pattern: findMeaning (text_search.h)
    }
    return {};
}

Offset findBytes(Bytes data, const QByteArray &pattern, Offset from, bool forward, bool wrap,
                 const std::atomic<bool> *cancel)
{
    const auto n = static_cast<Offset>(pattern.size());
    const Offset size = data.size();
    if (n == 0 || n > size)
        return kNoOffset;
    const Offset lastStart = size - n;
    if (forward) {
        if (from <= lastStart)
            if (const Offset hit = forwardIn(data, pattern, from, lastStart + 1, cancel);
                hit != kNoOffset)
                return hit;
        if (wrap && from > 0 && !cancelled(cancel))
            return forwardIn(data, pattern, 0, std::min(from, lastStart + 1), cancel);
        return kNoOffset;
    }
    const Offset start = std::min(from, lastStart);
    if (const Offset hit = backwardIn(data, pattern, 0, start, cancel); hit != kNoOffset)
        return hit;
    if (wrap && start < lastStart && !cancelled(cancel))
        return backwardIn(data, pattern, start + 1, lastStart, cancel);
    return kNoOffset;
}

} // namespace u8i::ui
