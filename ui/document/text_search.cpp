#include "text_search.h"

#include <u8i/charsets/properties/character_names.h>
#include <u8i/scan/block_summary.h>
#include <u8i/scan/diagnostic_cursor.h>

#include <QObject>
#include <QStringList>

#include <algorithm>

namespace u8i::ui {

namespace {

constexpr Offset kWindow = Offset{1} << 20;   // bytes whose matches one decoding looks for
constexpr Offset kOverlap = Offset{64} << 10; // decoded past the window: matches may end there
constexpr Offset kContext = 1024;             // decoded before it: ^, \b and look-behind see it

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// The units whose first byte lies in [begin, end): a character as itself, a replacement unit as
// U+FFFD, and for each UTF-16 position the offset of its unit (one more entry: the end).
struct DecodedText {
    QString text;
    std::vector<Offset> offsets;
    // The first text position whose unit starts at or after `offset`.
    [[nodiscard]] qsizetype positionOf(Offset offset) const
    {
        return std::lower_bound(offsets.begin(), offsets.end() - 1, offset) - offsets.begin();
    }
};

// Well-formed text, the common case, through QString::fromUtf8 (many times faster than decoding
// item by item); nullopt when [begin, end) holds an ill-formed group or does not start and end on
// characters.
std::optional<DecodedText> decodeWellFormed(Bytes data, Offset begin, Offset end)
{
    const Offset first = itemStartAtOrAfter(data, begin, std::min<Offset>(data.size(), begin + 4));
    const Offset last = end >= data.size()
                            ? data.size()
                            : itemStartAtOrAfter(data, end, std::min<Offset>(data.size(), end + 4));
    if ((first == begin + 4 && first < data.size()) || (last == end + 4 && last < data.size()) ||
        summarizeBlock(data, first, last).diagnosticCount() > 0)
        return std::nullopt;
    DecodedText d;
    d.text = QString::fromUtf8(reinterpret_cast<const char *>(data.data() + first),
                               static_cast<qsizetype>(last - first));
    d.offsets.resize(static_cast<std::size_t>(d.text.size()) + 1);
    Offset at = first;
    const QChar *units = d.text.constData();
    for (qsizetype i = 0; i < d.text.size(); ++i) {
        d.offsets[static_cast<std::size_t>(i)] = at;
        const char16_t u = units[i].unicode();
        if (QChar::isHighSurrogate(u)) {
            d.offsets[static_cast<std::size_t>(++i)] = at;
            at += 4;
        } else {
            at += u < 0x80 ? 1 : u < 0x800 ? 2 : 3;
        }
    }
    if (at != last)
        return std::nullopt; // fromUtf8 dropped something (a byte order mark at the start)
    d.offsets.back() = at;
    return d;
}

DecodedText decodeUnits(Bytes data, Offset begin, Offset end)
{
    if (auto fast = decodeWellFormed(data, begin, end))
        return std::move(*fast);
    DecodedText d;
    d.text.reserve(static_cast<qsizetype>(end - begin));
    d.offsets.reserve(end - begin + 1);
    Offset last = begin;
    const auto add = [&](char32_t c, Offset at, Offset unitEnd) {
        if (QChar::requiresSurrogates(c)) {
            d.text += QChar(QChar::highSurrogate(c));
            d.text += QChar(QChar::lowSurrogate(c));
            d.offsets.push_back(at);
        } else {
            d.text += QChar(static_cast<char16_t>(c));
        }
        d.offsets.push_back(at);
        last = unitEnd;
    };
    Offset pos = begin < data.size() ? itemStartContaining(data, begin) : end;
    while (pos < end) {
        if (data[pos] < 0x80) { // ASCII, the common case, without decoding
            add(data[pos], pos, pos + 1);
            ++pos;
            continue;
        }
        const Item item = decodeItemAt(data, pos);
        if (item.wellFormed && item.offset >= begin)
            add(item.codePoint, item.offset, item.end());
        else if (!item.wellFormed)
            forEachReplacementUnit(
                data, item,
                [&](ReplacementUnit u) {
                    if (u.begin >= begin && u.begin < end)
                        add(U'\uFFFD', u.begin, u.end);
                },
                begin, end);
        pos = item.end();
    }
    d.offsets.push_back(last);
    return d;
}

TextMatch matchOf(const DecodedText &d, const QRegularExpressionMatch &m)
{
    const Offset start = d.offsets[static_cast<std::size_t>(m.capturedStart())];
    return {start, d.offsets[static_cast<std::size_t>(m.capturedEnd())] - start};
}

// The first non-empty match starting in [lo, hi).
TextMatch forwardIn(Bytes data, const QRegularExpression &re, Offset lo, Offset hi,
                    const std::atomic<bool> *cancel)
{
    for (Offset a = lo; a < hi; a += kWindow) {
        if (cancelled(cancel))
            return {};
        const Offset b = std::min(hi, a + kWindow);
        const DecodedText d = decodeUnits(data, a > kContext ? a - kContext : 0,
                                          std::min<Offset>(data.size(), b + kOverlap));
        for (qsizetype pos = d.positionOf(a); pos <= d.text.size();) {
            const QRegularExpressionMatch m = re.match(d.text, pos);
            if (!m.hasMatch() || d.offsets[static_cast<std::size_t>(m.capturedStart())] >= b)
                break;
            if (m.capturedLength() > 0)
                return matchOf(d, m);
            pos = m.capturedStart() + 1;
        }
    }
    return {};
}

// The last non-empty match starting in [lo, hi] (matches taken left to right, without overlap).
TextMatch backwardIn(Bytes data, const QRegularExpression &re, Offset lo, Offset hi,
                     const std::atomic<bool> *cancel)
{
    for (Offset b = hi + 1; b > lo;) {
        if (cancelled(cancel))
            return {};
        const Offset a = b - lo > kWindow ? b - kWindow : lo;
        const DecodedText d = decodeUnits(data, a > kContext ? a - kContext : 0,
                                          std::min<Offset>(data.size(), b + kOverlap));
        TextMatch best;
        for (qsizetype pos = d.positionOf(a); pos <= d.text.size();) {
            const QRegularExpressionMatch m = re.match(d.text, pos);
            if (!m.hasMatch() || d.offsets[static_cast<std::size_t>(m.capturedStart())] >= b)
                break;
            if (m.capturedLength() > 0)
                best = matchOf(d, m);
            pos = std::max(m.capturedEnd(), m.capturedStart() + 1);
        }
        if (best.found())
            return best;
        b = a;
    }
    return {};
}

TextMatch findKind(Bytes data, const ScanIndex *index, std::optional<ErrorKind> kind, Offset from,
                   bool forward, const std::atomic<bool> *cancel, bool wrap)
{
    const DiagnosticCursor cursor(data, index, SeekControl{cancel, nullptr});
    Seek seek;
    if (forward) {
        const Rank before = cursor.rank(from, kind);
        seek = cursor.nth(before.count, kind);
        if (wrap && !seek.found() && !seek.cancelled && !before.cancelled && before.count > 0)
            seek = cursor.nth(0, kind);
    } else {
        const Rank upTo = cursor.rank(std::min<Offset>(from + 1, data.size()), kind);
        Offset n = upTo.count;
        if (wrap && n == 0 && !upTo.cancelled)
            n = cursor.rank(data.size(), kind).count; // wrap: the last one
        if (n > 0 && !cancelled(cancel))
            seek = cursor.nth(n - 1, kind);
    }
    if (!seek.found() || cancelled(cancel))
        return {};
    return {seek.offset, decodeItemAt(data, seek.offset).length};
}

// A character class of the given code points (ascending), with runs as ranges.
QString characterClass(const std::vector<char32_t> &codePoints)
{
    QString out = QStringLiteral("[");
    const auto hex = [](char32_t c) { return QStringLiteral("\\x{%1}").arg(c, 0, 16); };
    for (std::size_t i = 0; i < codePoints.size();) {
        std::size_t j = i;
        while (j + 1 < codePoints.size() && codePoints[j + 1] == codePoints[j] + 1)
            ++j;
        out += hex(codePoints[i]);
        if (j > i)
            out += QLatin1Char('-') + hex(codePoints[j]);
        i = j + 1;
    }
    return out + QLatin1Char(']');
}

std::optional<MeaningQuery> kindQuery(const QString &input, QString &error)
{
    const QString typed = input.trimmed().toLower();
    MeaningQuery q;
    if (typed == QLatin1String("any") || typed == QLatin1String("*")) {
        q.anyKind = true;
        return q;
    }
    if (const auto kind = errorKindFromName(typed.toStdString())) {
        q.kind = kind;
        return q;
    }
    QStringList names;
    for (int k = 0; k < kErrorKindCount; ++k) {
        const std::string_view kindName = u8i::name(static_cast<ErrorKind>(k));
        names << QString::fromUtf8(kindName.data(), static_cast<qsizetype>(kindName.size()));
    }
    error = QObject::tr("Not an error kind: write any, or one of %1")
                .arg(names.join(QLatin1String(", ")));
    return std::nullopt;
}

} // namespace

bool isMeaningMode(SearchMode mode)
{
    return mode == SearchMode::TextIgnoringCase || mode == SearchMode::RegularExpression ||
           mode == SearchMode::CharacterName || mode == SearchMode::ErrorKind;
}

std::optional<MeaningQuery> meaningQuery(const QString &input, SearchMode mode, QString &error)
{
    error.clear();
    if (input.trimmed().isEmpty()) {
        error = QObject::tr("Type something to find.");
        return std::nullopt;
    }
    const auto unicode = QRegularExpression::UseUnicodePropertiesOption;
    MeaningQuery q;
    switch (mode) {
    case SearchMode::TextIgnoringCase:
        q.pattern = QRegularExpression(QRegularExpression::escape(input),
                                       unicode | QRegularExpression::CaseInsensitiveOption);
        return q;
    case SearchMode::RegularExpression:
        q.pattern = QRegularExpression(input, unicode | QRegularExpression::MultilineOption);
        if (!q.pattern.isValid()) {
            error = QObject::tr("Not a regular expression: %1").arg(q.pattern.errorString());
            return std::nullopt;
        }
        return q;
    case SearchMode::CharacterName: {
        const auto codePoints = charsets::codePointsNamed(input.toStdString());
        if (codePoints.empty()) {
            error = QObject::tr("No character has “%1” in its name").arg(input.trimmed());
            return std::nullopt;
        }
        q.pattern = QRegularExpression(characterClass(codePoints));
        return q;
    }
    case SearchMode::ErrorKind: return kindQuery(input, error);
    case SearchMode::Text:
    case SearchMode::Hex:
    case SearchMode::CodePoint: break;
    }
    error = QObject::tr("This mode looks for bytes.");
    return std::nullopt;
}

TextMatch findMeaning(Bytes data, const ScanIndex *index, const MeaningQuery &query, Offset from,
                      bool forward, const std::atomic<bool> *cancel, bool wrap)
{
    const Offset size = data.size();
    if (size == 0)
        return {};
    from = std::min(from, size - 1);
    if (query.kind || query.anyKind)
        return findKind(data, index, query.kind, from, forward, cancel, wrap);
    const QRegularExpression &re = query.pattern;
    if (forward) {
        const TextMatch m = forwardIn(data, re, from, size, cancel);
        if (m.found() || from == 0 || !wrap || cancelled(cancel))
            return m;
        return forwardIn(data, re, 0, from, cancel);
    }
    const TextMatch m = backwardIn(data, re, 0, from, cancel);
    if (m.found() || from + 1 >= size || !wrap || cancelled(cancel))
        return m;
    return backwardIn(data, re, from + 1, size - 1, cancel);
}

} // namespace u8i::ui
