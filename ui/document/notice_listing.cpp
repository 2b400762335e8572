#include "notice_listing.h"

#include "message_texts.h"

#include <u8i/charsets/detection/uniform_bytes.h>
#include <u8i/utf8/annotate.h>
#include <u8i/utf8/message.h>

#include <algorithm>

namespace u8i::ui {

Offset NoticeListing::deceptiveCharacters() const
{
    // An unterminated override is also a bidi control: its character counts once.
    return charactersOf(KindCategory::Deceptive) -
           characters[static_cast<std::size_t>(NoticeKind::BidiUnterminated)];
}

Offset NoticeListing::otherCharacters() const
{
    return charactersOf(KindCategory::Other);
}

namespace {

// The sum over the kinds of `category` of a count kept by kind.
Offset sumOf(const std::array<Offset, kNoticeKindCount> &byKind, KindCategory category)
{
    Offset n = 0;
    for (const KindDescriptor<NoticeKind> &d : kNoticeKindDescriptors)
        if (d.category == category)
            n += byKind[static_cast<std::size_t>(d.kind)];
    return n;
}

} // namespace

Offset NoticeListing::charactersOf(KindCategory category) const
{
    return sumOf(characters, category);
}

Offset NoticeListing::findingsOf(KindCategory category) const
{
    return sumOf(findings, category);
}

std::vector<NoticeRun> runsOf(const NoticeListing &listing, NoticeKind kind)
{
    std::vector<NoticeRun> runs;
    for (const NoticeRow &row : listing.rows)
        if (row.kind == kind)
            runs.push_back({row.offset, row.length, row.kind, row.message});
    return runs;
}

namespace {

constexpr Offset kReleaseWindow = Offset{1} << 20; // pages given back behind a pass, at a time

// Whether block [begin, end) is one control byte that goes on the run of the last row (10 MiB of
// NUL is one row): then the row grows by the whole block at memory speed, rather than by one
// decoded character at a time.
bool extendsLastRun(Bytes data, Offset begin, Offset end, NoticeListing &out)
{
    if (out.rows.empty())
        return false;
    NoticeRow &last = out.rows.back();
    if (last.offset + last.length != begin || last.length != last.count ||
        last.kind != NoticeKind::Control)
        return false; // not a run of one-byte controls that reaches this block
    const std::optional<std::uint8_t> byte =
        charsets::uniformByte(data.subspan(begin, end - begin));
    if (!byte || *byte != data[last.offset])
        return false;
    last.length += end - begin;
    last.count += end - begin;
    out.characters[static_cast<std::size_t>(NoticeKind::Control)] += end - begin;
    return true;
}

// The character notices of [begin, end), runs of one notice on one character joined.
void listBlock(Bytes data, Offset begin, Offset end, NoticeListing &out)
{
    forEachItem(data, begin, end, [&](const Item &item) {
        if (!item.wellFormed || !mayHaveNotice(item.codePoint))
            return true;
        const auto kind = noticeFor(item.codePoint, item.offset);
        if (!kind)
            return true;
        ++out.characters[static_cast<std::size_t>(*kind)];
        NoticeRow *last = out.rows.empty() ? nullptr : &out.rows.back();
        if (last != nullptr && last->kind == *kind && last->offset + last->length == item.offset &&
            decodeItemAt(data, last->offset).codePoint == item.codePoint) {
            last->length += item.length;
            ++last->count;
            return true;
        }
        ++out.findings[static_cast<std::size_t>(*kind)];
        if (out.rows.size() >= kMaxNoticeRows) {
            out.truncated = true;
            return true;
        }
        Notice n;
        n.offset = item.offset;
        n.length = item.length;
        n.kind = *kind;
        n.codePoint = item.codePoint;
        out.rows.push_back({item.offset, item.length, 1, *kind, LineColumn{0, 0}, noticeText(n)});
        return true;
    });
}

// The character notices of the blocks the index marks. `released` is told each range behind the
// pass, in order, so that a mapped file's pages do not stay in memory behind it.
void listCharacterNotices(Bytes data, const ScanIndex &index, const std::atomic<bool> &cancel,
                          std::atomic<Offset> &done,
                          const std::function<void(Offset, Offset)> &released, NoticeListing &out)
{
    Offset releasedTo = 0;
    for (Offset b = 0; b < index.blockCount() && !cancel; ++b) {
        done = b * kBlockSize;
        const Offset begin = b * kBlockSize;
        const Offset end = std::min(begin + kBlockSize, data.size());
        if (index.hasNoticesInBlock(b) && !extendsLastRun(data, begin, end, out))
            listBlock(data, begin, end, out);
        if (released && (end - releasedTo >= kReleaseWindow || end == data.size())) {
            released(releasedTo, end);
            releasedTo = end;
        }
    }
}

void listDeceptive(Bytes data, const std::atomic<bool> &cancel, std::atomic<Offset> &done,
                   const std::function<void(Offset, Offset)> &released, NoticeListing &out)
{
    std::vector<NoticeRow> rows;
    charsets::DeceptiveTextAnalyzer analyzer([&](const charsets::DeceptiveFinding &f) {
        out.characters[static_cast<std::size_t>(f.kind)] += f.count;
        ++out.findings[static_cast<std::size_t>(f.kind)];
        if (rows.size() >= kMaxNoticeRows) {
            out.truncated = true;
            return;
        }
        rows.push_back({f.offset, f.length, f.count, f.kind, f.at, messageText(f.said)});
    });
    constexpr Offset kWindow = 1 << 20;
    for (Offset at = 0; at < data.size() && !cancel; at += kWindow) {
        const Offset length = std::min(kWindow, data.size() - at);
        analyzer.feed(data.subspan(at, length)); // keeps its own copy of a line that goes on
        if (released)
            released(at, at + length);
        done = data.size() + at;
    }
    analyzer.finish();
    std::vector<NoticeRow> merged;
    merged.reserve(out.rows.size() + rows.size());
    std::merge(std::make_move_iterator(out.rows.begin()), std::make_move_iterator(out.rows.end()),
               std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()),
               std::back_inserter(merged),
               [](const NoticeRow &a, const NoticeRow &b) { return a.offset < b.offset; });
    if (merged.size() > kMaxNoticeRows) {
        merged.resize(kMaxNoticeRows);
        out.truncated = true;
    }
    out.rows = std::move(merged);
}

} // namespace

NoticeListing listNotices(Bytes data, const ScanIndex &index, const std::atomic<bool> &cancel,
                          std::atomic<Offset> &done,
                          const std::function<void(Offset, Offset)> &released)
{
    NoticeListing out;
    listCharacterNotices(data, index, cancel, done, released, out);
    listDeceptive(data, cancel, done, released, out);
    done = 2 * data.size();
    return out;
}

} // namespace u8i::ui
