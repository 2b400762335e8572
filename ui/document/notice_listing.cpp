#include "notice_listing.h"

#include <u8i/charsets/detection/legacy_charsets.h>
#include <u8i/charsets/detection/run_encoding.h>
#include <u8i/utf8/annotate.h>
#include <u8i/utf8/message.h>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <memory>

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
            out.rows.push_back({item.offset, item.length, 1, *kind, LineColumn{0, 0},
                                QString::fromStdString(describe(n))});
            return true;
        });
    }
}

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// "“CafÃ©” read as Windows-1252; repaired: “Café”".
QString mojibakeMessage(const MojibakeFinding &f)
{
    QStringList chain;
    for (const std::string &link : f.chain)
        chain << fromStd(link);
    const QString links = chain.join(QStringLiteral(" → "));
    return f.applied
               ? QCoreApplication::translate("NoticeListing", "“%1” read as %2; repaired: “%3”")
                     .arg(fromStd(f.original), links, fromStd(f.repaired))
               : QCoreApplication::translate(
                     "NoticeListing", "“%1” read as %2; left as it is: another reading fits too")
                     .arg(fromStd(f.original), links);
}

// The repairer of --fix-mojibake over the file, with its options; its findings kept (the notices
// also as rows). Made only for a file with well-formed characters above 7F that the encoding
// detector calls neither binary data nor another encoding.
class MojibakePass {
  public:
    MojibakePass(Bytes data, const ScanIndex &index, NoticeListing &out,
                 std::vector<NoticeRow> &rows)
        : m_out(out), m_rows(rows)
    {
        if (index.totals().roles[static_cast<std::size_t>(ByteRole::Lead)] == 0)
            return;
        const std::optional<MojibakeOptions> options = charsets::runByRunRepairOptions(data);
        if (!options)
            return;
        const auto &all = charsets::mojibakeCharsets();
        m_repairer = std::make_unique<MojibakeRepairer>(
            LegacyCharsets(all.data(), all.size()), *options, [](std::string_view) {},
            [this](MojibakeFinding &&f) { found(std::move(f)); });
    }
    // The next bytes, in order; polls `cancel` between slices.
    void feed(Bytes bytes, const std::atomic<bool> &cancel)
    {
        constexpr Offset kSlice = Offset{64} << 10;
        for (Offset at = 0; m_repairer && at < bytes.size() && !cancel; at += kSlice)
            m_repairer->feed(bytes.subspan(at, std::min(kSlice, bytes.size() - at)));
    }
    void finish()
    {
        if (m_repairer)
            m_repairer->finish();
    }

  private:
    void found(MojibakeFinding &&f)
    {
        m_out.mojibakeApplied += f.applied ? 1 : 0;
        if (isMojibakeNotice(f)) {
            m_out.mojibakeTally.add(f);
            ++m_out.characters[static_cast<std::size_t>(NoticeKind::Mojibake)]; // runs, not chars
            if (m_rows.size() < kMaxNoticeRows)
                m_rows.push_back({f.offset, f.length, 1, NoticeKind::Mojibake, LineColumn{0, 0},
                                  mojibakeMessage(f)});
        }
        if (m_out.mojibake.size() < kMaxNoticeRows)
            m_out.mojibake.push_back(std::move(f));
        else
            m_out.truncated = true;
    }

    NoticeListing &m_out;
    std::vector<NoticeRow> &m_rows;
    std::unique_ptr<MojibakeRepairer> m_repairer;
};

void listDeceptive(Bytes data, const ScanIndex &index, const std::atomic<bool> &cancel,
                   std::atomic<Offset> &done, const std::function<void(Offset, Offset)> &released,
                   NoticeListing &out)
{
    std::vector<NoticeRow> rows;
    std::vector<NoticeRow> mojibakeRows;
    MojibakePass mojibake(data, index, out, mojibakeRows);
    charsets::DeceptiveTextAnalyzer analyzer([&](const charsets::DeceptiveFinding &f) {
        out.characters[static_cast<std::size_t>(f.kind)] += f.count;
        if (rows.size() >= kMaxNoticeRows) {
            out.truncated = true;
            return;
        }
        rows.push_back(
            {f.offset, f.length, f.count, f.kind, f.at, QString::fromStdString(f.message)});
    });
    constexpr Offset kWindow = 1 << 20;
    for (Offset at = 0; at < data.size() && !cancel; at += kWindow) {
        const Offset length = std::min(kWindow, data.size() - at);
        analyzer.feed(data.subspan(at, length)); // keeps its own copy of a line that goes on
        mojibake.feed(data.subspan(at, length), cancel);
        if (released)
            released(at, at + length);
        done = data.size() + at;
    }
    analyzer.finish();
    mojibake.finish();
    // Both are in file order: the mojibake runs go in among the deceptive findings.
    std::vector<NoticeRow> ordered;
    ordered.reserve(rows.size() + mojibakeRows.size());
    std::merge(std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()),
               std::make_move_iterator(mojibakeRows.begin()),
               std::make_move_iterator(mojibakeRows.end()), std::back_inserter(ordered),
               [](const NoticeRow &a, const NoticeRow &b) { return a.offset < b.offset; });
    rows = std::move(ordered);
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
    listDeceptive(data, index, cancel, done, released, out);
    done = 2 * data.size();
    return out;
}

} // namespace u8i::ui
