#include "notice_listing.h"

#include "message_texts.h"

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

Offset NoticeListing::charactersOf(KindCategory category) const
{
    Offset n = 0;
    for (const KindDescriptor<NoticeKind> &d : kNoticeKindDescriptors)
        if (d.category == category)
            n += characters[static_cast<std::size_t>(d.kind)];
    return n;
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

// The character notices of the blocks the index marks, runs of one notice on one character joined.
void listCharacterNotices(Bytes data, const ScanIndex &index, const std::atomic<bool> &cancel,
                          std::atomic<Offset> &done, NoticeListing &out)
{
    for (Offset b = 0; b < index.blockCount() && !cancel; ++b) {
        done = b * kBlockSize;
        if (!index.hasNoticesInBlock(b))
            continue;
        const Offset end = std::min((b + 1) * kBlockSize, data.size());
        forEachItem(data, b * kBlockSize, end, [&](const Item &item) {
            if (!item.wellFormed || !mayHaveNotice(item.codePoint))
                return true;
            const auto kind = noticeFor(item.codePoint, item.offset);
            if (!kind)
                return true;
            ++out.characters[static_cast<std::size_t>(*kind)];
            NoticeRow *last = out.rows.empty() ? nullptr : &out.rows.back();
            if (last != nullptr && last->kind == *kind &&
                last->offset + last->length == item.offset &&
                decodeItemAt(data, last->offset).codePoint == item.codePoint) {
                last->length += item.length;
                ++last->count;
                return true;
            }
            if (out.rows.size() >= kMaxNoticeRows) {
                out.truncated = true;
                return true;
            }
            Notice n;
            n.offset = item.offset;
            n.length = item.length;
            n.kind = *kind;
            n.codePoint = item.codePoint;
            out.rows.push_back(
                {item.offset, item.length, 1, *kind, LineColumn{0, 0}, noticeText(n)});
            return true;
        });
    }
}

void listDeceptive(Bytes data, const std::atomic<bool> &cancel, std::atomic<Offset> &done,
                   const std::function<void(Offset, Offset)> &released, NoticeListing &out)
{
    std::vector<NoticeRow> rows;
    charsets::DeceptiveTextAnalyzer analyzer([&](const charsets::DeceptiveFinding &f) {
        out.characters[static_cast<std::size_t>(f.kind)] += f.count;
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
    listCharacterNotices(data, index, cancel, done, out);
    listDeceptive(data, cancel, done, released, out);
    done = 2 * data.size();
    return out;
}

} // namespace u8i::ui
