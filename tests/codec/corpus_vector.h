// One test vector from the public UTF-8 corpora in ../shared/testdata/utf8, with whatever each
// corpus says about it, and the check that holds the codec to all of it. Used by tst_corpus.cpp.
#pragma once

#include "byte_view.h"
#include "u8i/scan/stream_decoder.h"
#include "u8i/utf8/annotate.h"
#include "u8i/utf8/item.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QTest>

#include <cctype>
#include <optional>
#include <string>
#include <vector>

namespace corpus {

// One replacement unit a corpus names: its bytes, and its offset where the corpus gives it.
struct Unit {
    qint64 offset = -1; // -1: not given
    QByteArray bytes;
};

// Rust's Utf8Error::error_len(): None (the data ended inside a sequence) or Some(n).
inline constexpr int kErrorLenNone = -1;
inline constexpr int kErrorLenUnknown = -2;

struct Vector {
    QByteArray input;
    QList<QByteArray> chunks;          // how a streaming test feeds it; empty: one byte at a time
    std::optional<QByteArray> replace; // expected 'replace' decoding, as UTF-8
    std::optional<QByteArray> ignore;  // expected 'ignore' (skip) decoding
    std::optional<bool> valid;         // expected verdict of a strict decoder
    std::optional<qint64> validUpTo;   // offset of the first ill-formed byte
    int errorLen = kErrorLenUnknown;   // Rust's error_len for the first error
    QString errorReason;               // CPython's reason for the first error, if given
    std::optional<QList<Unit>> units;  // every replacement unit, in order
    std::optional<u8i::ErrorKind>
        everyKind;                       // the one kind all groups have, where the source says so
    std::optional<qsizetype> codePoints; // expected number of code points in the 'replace' decoding
    bool stripBom = false;               // the expected outputs have a leading BOM removed
    bool embed = false;                  // the expectations also hold inside "aaaa" ... "bbbb"
};

using u8i::testing::bytesOf;

inline QByteArray qbytes(const std::string &s)
{
    return QByteArray(s.data(), qsizetype(s.size()));
}

// "C0 AF", "c0af", "EFBFBD 3d": hex digit pairs, whitespace ignored. Empty on a malformed string.
inline std::optional<QByteArray> parseHex(QByteArrayView text)
{
    QByteArray digits;
    for (char c : text) {
        if (c == ' ' || c == '\t')
            continue;
        if (!std::isxdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
        digits += c;
    }
    if (digits.size() % 2 != 0)
        return std::nullopt;
    return QByteArray::fromHex(digits);
}

// The UTF-8 form of a scalar value, written here independently of the codec.
inline QByteArray utf8Of(char32_t cp)
{
    QByteArray out;
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
    return out;
}

inline bool isScalar(char32_t cp)
{
    return cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF);
}

inline QByteArray hex(const QByteArray &a)
{
    return a.toHex(' ').toUpper();
}

inline std::vector<u8i::Item> itemsOf(u8i::Bytes data)
{
    std::vector<u8i::Item> items;
    u8i::forEachItem(data, 0, data.size(), [&](const u8i::Item &item) {
        items.push_back(item);
        return true;
    });
    return items;
}

inline std::vector<u8i::Offset> unitsOf(u8i::Bytes data, const u8i::Item &group)
{
    std::vector<u8i::Offset> starts;
    u8i::forEachReplacementUnit(data, group,
                                [&](u8i::ReplacementUnit u) { starts.push_back(u.begin); });
    return starts;
}

inline bool sameItem(const u8i::Item &a, const u8i::Item &b)
{
    return a.offset == b.offset && a.length == b.length && a.wellFormed == b.wellFormed &&
           (a.wellFormed ? a.codePoint == b.codePoint
                         : a.kind == b.kind && a.atEnd == b.atEnd &&
                               a.replacements == b.replacements && a.decodesTo == b.decodesTo);
}

inline QByteArray kindName(u8i::ErrorKind kind)
{
    const std::string_view n = u8i::name(kind);
    return QByteArray(n.data(), qsizetype(n.size()));
}

inline QByteArray describe(const u8i::Item &item)
{
    if (item.wellFormed)
        return QByteArray("U+") + QByteArray::number(uint(item.codePoint), 16).toUpper() + " at " +
               QByteArray::number(item.offset);
    return kindName(item.kind) + " group at " + QByteArray::number(item.offset) + " length " +
           QByteArray::number(item.length) + " replacements " +
           QByteArray::number(item.replacements) + (item.atEnd ? " at end" : "");
}

// The structure every decoding must have, whatever the vector: items tile the data, characters are
// the shortest form of a scalar value, groups split into `replacements` maximal subparts.
// Returns the 'replace' decoding rebuilt from the items (code point or one U+FFFD per unit).
inline QByteArray checkItems(u8i::Bytes data, const std::vector<u8i::Item> &items)
{
    QByteArray rebuilt;
    u8i::Offset pos = 0;
    for (const u8i::Item &item : items) {
        const QByteArray what = describe(item);
        [&] {
            QVERIFY2(item.offset == pos, "items do not tile the data: " + what);
            QVERIFY2(item.length > 0, "an empty item: " + what);
            QVERIFY2(item.end() <= data.size(), "an item past the end: " + what);
            QVERIFY2(u8i::isItemStart(data, item.offset), "isItemStart is false at " + what);
            const u8i::Item again = u8i::decodeItemAt(data, item.offset);
            QVERIFY2(sameItem(again, item), "decodeItemAt differs from forEachItem at " + what);
            const QByteArray bytes(reinterpret_cast<const char *>(data.data() + item.offset),
                                   qsizetype(item.length));
            if (item.wellFormed) {
                QVERIFY2(isScalar(item.codePoint), "a character that is no scalar value: " + what);
                QCOMPARE(hex(bytes), hex(utf8Of(item.codePoint)));
                rebuilt += bytes;
                return;
            }
            const std::vector<u8i::Offset> units = unitsOf(data, item);
            QVERIFY2(units.size() == item.replacements,
                     "forEachReplacementUnit disagrees with replacements: " + what + ", " +
                         QByteArray::number(qulonglong(units.size())) + " units");
            QVERIFY2(!units.empty() && units.front() == item.offset,
                     "the first unit is not at the group: " + what);
            for (std::size_t i = 1; i < units.size(); ++i)
                QVERIFY2(units[i] > units[i - 1] && units[i] < item.end(),
                         "units out of order in " + what);
            for (std::size_t i = 0; i < units.size(); ++i)
                rebuilt += "\xEF\xBF\xBD";
        }();
        if (QTest::currentTestFailed())
            return {};
        pos = item.end();
    }
    [&] { QVERIFY2(pos == data.size(), "the items stop before the end of the data"); }();
    return rebuilt;
}

// The replacement units of all groups, in order, with their bytes.
inline QList<Unit> allUnits(u8i::Bytes data, const std::vector<u8i::Item> &items)
{
    QList<Unit> out;
    for (const u8i::Item &item : items) {
        if (item.wellFormed)
            continue;
        const std::vector<u8i::Offset> starts = unitsOf(data, item);
        for (std::size_t i = 0; i < starts.size(); ++i) {
            const u8i::Offset end = i + 1 < starts.size() ? starts[i + 1] : item.end();
            out.append({qint64(starts[i]),
                        QByteArray(reinterpret_cast<const char *>(data.data() + starts[i]),
                                   qsizetype(end - starts[i]))});
        }
    }
    return out;
}

inline QByteArray withoutBom(QByteArray s)
{
    if (s.startsWith("\xEF\xBB\xBF"))
        s.remove(0, 3);
    return s;
}

// Feeds the data to a StreamDecoder in the given chunks (one byte at a time when none are given):
// the items must be those of the whole buffer, whatever the chunk boundaries.
inline void checkStreaming(const Vector &v, const std::vector<u8i::Item> &items)
{
    QList<QByteArray> chunks = v.chunks;
    if (chunks.isEmpty())
        for (char c : v.input)
            chunks.append(QByteArray(1, c));
    std::vector<u8i::Item> streamed;
    QByteArray streamedBytes;
    u8i::StreamDecoder decoder([&](const u8i::Item &item, u8i::Bytes bytes) {
        streamed.push_back(item);
        streamedBytes.append(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()));
    });
    for (const QByteArray &chunk : chunks)
        decoder.feed(bytesOf(chunk));
    decoder.finish();
    QCOMPARE(hex(streamedBytes), hex(v.input));
    QCOMPARE(qulonglong(streamed.size()), qulonglong(items.size()));
    for (std::size_t i = 0; i < items.size(); ++i)
        QVERIFY2(sameItem(streamed[i], items[i]),
                 "streamed " + describe(streamed[i]) + ", whole buffer " + describe(items[i]));
}

// Holds the codec to everything the vector says, and to the structure every decoding has.
inline void checkVector(const Vector &v)
{
    const u8i::Bytes data = bytesOf(v.input);
    const std::vector<u8i::Item> items = itemsOf(data);
    const QByteArray rebuilt = checkItems(data, items);
    if (QTest::currentTestFailed())
        return;

    const QByteArray replace = qbytes(u8i::decodeToUtf8(data, u8i::ErrorMode::Replace));
    const QByteArray ignore = qbytes(u8i::decodeToUtf8(data, u8i::ErrorMode::Ignore));
    QCOMPARE(hex(replace), hex(rebuilt));

    // The sum of replacements is the number of U+FFFD the decoding emits (not counting the U+FFFD
    // characters that were in the data already).
    u8i::Offset replacements = 0, fffdInData = 0;
    QByteArray wellFormedBytes;
    const u8i::Item *firstGroup = nullptr;
    for (const u8i::Item &item : items) {
        if (item.wellFormed) {
            fffdInData += item.codePoint == 0xFFFD;
            wellFormedBytes += QByteArray(reinterpret_cast<const char *>(data.data() + item.offset),
                                          qsizetype(item.length));
        } else {
            replacements += item.replacements;
            if (!firstGroup)
                firstGroup = &item;
        }
    }
    const auto fffdInOutput = u8i::Offset(replace.count("\xEF\xBF\xBD"));
    QCOMPARE(qulonglong(replacements), qulonglong(fffdInOutput - fffdInData));
    QCOMPARE(hex(ignore), hex(wellFormedBytes));

    // Strict: the text up to the first group, and that group.
    u8i::Item error;
    const QByteArray strict = qbytes(u8i::decodeToUtf8(data, u8i::ErrorMode::Strict, &error));
    if (firstGroup) {
        QCOMPARE(hex(strict), hex(v.input.left(qsizetype(firstGroup->offset))));
        QVERIFY2(sameItem(error, *firstGroup), "strict reports " + describe(error));
    } else {
        QCOMPARE(hex(strict), hex(v.input));
    }

    if (v.replace) {
        const QByteArray actual = v.stripBom ? withoutBom(replace) : replace;
        QCOMPARE(hex(actual), hex(*v.replace));
    }
    if (v.ignore) {
        const QByteArray actual = v.stripBom ? withoutBom(ignore) : ignore;
        QCOMPARE(hex(actual), hex(*v.ignore));
    }
    if (v.valid)
        QCOMPARE(firstGroup == nullptr, *v.valid);
    if (v.validUpTo) {
        QVERIFY2(firstGroup, "the data has an error but the codec finds none");
        QCOMPARE(qint64(firstGroup->offset), *v.validUpTo);
    }
    if (v.errorLen != kErrorLenUnknown || !v.errorReason.isEmpty()) {
        QVERIFY2(firstGroup, "the data has an error but the codec finds none");
        const QList<Unit> units = allUnits(data, {*firstGroup});
        const bool endedInside = firstGroup->kind == u8i::ErrorKind::Truncated &&
                                 firstGroup->atEnd && firstGroup->replacements == 1;
        if (v.errorLen == kErrorLenNone) {
            QVERIFY2(endedInside,
                     "expected the data to end inside a sequence; the first error is " +
                         describe(*firstGroup));
        } else if (v.errorLen != kErrorLenUnknown) {
            QVERIFY2(!endedInside, "the first error should not be a sequence cut by the end: " +
                                       describe(*firstGroup));
            QCOMPARE(units.front().bytes.size(), qsizetype(v.errorLen));
        }
        const auto lead = std::uint8_t(v.input.at(qsizetype(firstGroup->offset)));
        const bool validLead = lead >= 0xC2 && lead <= 0xF4;
        if (v.errorReason == QLatin1String("unexpected end of data")) {
            QVERIFY2(endedInside,
                     "CPython: unexpected end of data; the codec: " + describe(*firstGroup));
        } else if (v.errorReason == QLatin1String("invalid start byte")) {
            QVERIFY2(!validLead && units.front().bytes.size() == 1,
                     "CPython: invalid start byte; the codec: " + describe(*firstGroup));
        } else if (v.errorReason == QLatin1String("invalid continuation byte")) {
            QVERIFY2(validLead && !endedInside,
                     "CPython: invalid continuation byte; the codec: " + describe(*firstGroup));
        } else {
            QVERIFY2(v.errorReason.isEmpty(), qPrintable("unknown error reason " + v.errorReason));
        }
    }
    if (v.units) {
        const QList<Unit> actual = allUnits(data, items);
        QCOMPARE(actual.size(), v.units->size());
        for (qsizetype i = 0; i < actual.size(); ++i) {
            QCOMPARE(hex(actual[i].bytes), hex(v.units->at(i).bytes));
            if (v.units->at(i).offset >= 0)
                QCOMPARE(actual[i].offset, v.units->at(i).offset);
        }
    }
    if (v.everyKind) {
        for (const u8i::Item &item : items)
            if (!item.wellFormed)
                QVERIFY2(item.kind == *v.everyKind, "expected every group to be " +
                                                        kindName(*v.everyKind) + ": " +
                                                        describe(item));
    }
    if (v.codePoints)
        QCOMPARE(QString::fromUtf8(replace).toUcs4().size(), *v.codePoints);

    checkStreaming(v, items);
    if (QTest::currentTestFailed())
        return;

    if (v.embed && v.replace) {
        // A prefix and a suffix of ASCII change nothing in between (the sequences never absorb
        // ASCII).
        const QByteArray embedded = "aaaa" + v.input + "bbbb";
        const QByteArray out =
            qbytes(u8i::decodeToUtf8(bytesOf(embedded), u8i::ErrorMode::Replace));
        QCOMPARE(hex(out), hex("aaaa" + *v.replace + "bbbb"));
        const QByteArray tail =
            qbytes(u8i::decodeToUtf8(bytesOf(v.input + "b"), u8i::ErrorMode::Replace));
        QCOMPARE(hex(tail), hex(*v.replace + "b"));
    }
}

} // namespace corpus

Q_DECLARE_METATYPE(corpus::Vector)
