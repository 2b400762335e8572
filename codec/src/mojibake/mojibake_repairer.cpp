// Mojibake repaired run by run as the bytes stream past (see MojibakeRepairer in mojibake.h).
#include "mojibake/mojibake_internal.h"
#include "mojibake/mojibake_known_words.h"
#include "mojibake/mojibake_multibyte.h"
#include "mojibake/mojibake_run_filter.h"

#include <cstring>

namespace u8i {

struct MojibakeRepairer::Impl {
    Impl(LegacyCharsets charsetList, const MojibakeOptions &analysis, TextSink textSink,
         FindingSink findingSink)
        : readings(moji::readingCharsets(charsetList, analysis)),
          charsets(readings.data(), readings.size()), judge(charsets), options(analysis),
          tables(moji::chainTables(charsetList, options)), filter(tables), multiByte(charsets),
          known(filter, multiByte), text(std::move(textSink)), findings(std::move(findingSink))
    {
    }

    std::vector<const LegacyCharset *> readings;
    LegacyCharsets charsets; // the readings
    IllFormedRunJudge judge; // of the ill-formed runs, in the readings
    MojibakeOptions options;
    std::vector<moji::ByteTable> tables;
    moji::RunFilter filter;
    moji::MultiByteRunFilter multiByte;
    moji::KnownWords known; // lines of known words passed without the filters
    std::u32string decoded; // the line's characters, decoded once for both filters
    TextSink text;
    FindingSink findings;

    std::string pending;       // the start of a line not yet complete
    Offset inputOffset = 0;    // of the next run
    Offset repairedOffset = 0; // of the next run's repaired text
    bool changed = false;
    std::uint64_t findingCount = 0;
    std::uint64_t runsAnalysed = 0;

    void run(Bytes bytes);
    void lines(Bytes bytes);
    // Where a line longer than kMaxRun is cut: after its last blank in the second half of the
    // first kMaxRun bytes, else at a character boundary. It depends on the line alone.
    [[nodiscard]] static Offset cutLongLine(Bytes line);
};

void MojibakeRepairer::Impl::run(Bytes bytes)
{
    const auto pass = [&](std::string_view repaired) {
        text(repaired);
        inputOffset += bytes.size();
        repairedOffset += repaired.size();
    };
    const auto passed = [&] {
        pass(std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()));
    };
    const moji::KnownWords::Judged judged = known.judge(bytes);
    // All tables: ill-formed pieces or C1 controls, which the analysis reads first; the
    // multi-byte repair is then tried whatever mayHold would say of the line's bytes.
    const std::uint64_t firstTables =
        judged.known ? judged.firstTables : filter.tablesToTry(bytes, decoded);
    const bool wellFormed = firstTables != ~std::uint64_t{0};
    const bool multiByteRuns =
        judged.known ? judged.multiByte : wellFormed && multiByte.mayHold(decoded);
    if (firstTables == 0 && !multiByteRuns) {
        passed();
        return;
    }
    ++runsAnalysed;
    MojibakeReport report = moji::analyzeRun(bytes, charsets, judge, tables, options, &filter,
                                             firstTables, multiByteRuns || !wellFormed);
    changed = changed || report.changed;
    for (MojibakeFinding &f : report.findings) {
        f.offset += inputOffset;
        f.repairedOffset += repairedOffset;
        ++findingCount;
        findings(std::move(f));
    }
    pass(report.repaired);
}

Offset MojibakeRepairer::Impl::cutLongLine(Bytes line)
{
    for (Offset p = kMaxRun; p > kMaxRun / 2; --p)
        if (line[p - 1] == ' ' || line[p - 1] == '\t')
            return p;
    // The start of the last character that the first kMaxRun bytes hold whole.
    Offset start = kMaxRun - 1;
    while (start > kMaxRun - 4 && (line[start] & 0xC0) == 0x80)
        --start;
    const std::uint8_t lead = line[start];
    const Offset length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    return start + length <= kMaxRun ? kMaxRun : start;
}

// Runs every complete line of `bytes` (which starts a line) and keeps the rest in `pending`.
void MojibakeRepairer::Impl::lines(Bytes bytes)
{
    Offset begin = 0;
    while (begin < bytes.size()) {
        const Bytes rest = bytes.subspan(begin);
        const auto *feed = static_cast<const std::uint8_t *>(
            std::memchr(rest.data(), '\n', std::min<Offset>(rest.size(), kMaxRun)));
        if (feed) {
            const auto length = static_cast<Offset>(feed - rest.data()) + 1;
            run(rest.first(length));
            begin += length;
        } else if (rest.size() >= kMaxRun) {
            const Offset cut = cutLongLine(rest);
            run(rest.first(cut));
            begin += cut;
        } else {
            pending.assign(reinterpret_cast<const char *>(rest.data()), rest.size());
            return;
        }
    }
}

MojibakeRepairer::MojibakeRepairer(LegacyCharsets charsets, const MojibakeOptions &options,
                                   TextSink text, FindingSink findings)
    : impl_(std::make_unique<Impl>(charsets, options, std::move(text), std::move(findings)))
{
}

MojibakeRepairer::~MojibakeRepairer() = default;

void MojibakeRepairer::feed(Bytes bytes)
{
    Impl &d = *impl_;
    // A line begun in an earlier feed is completed in `pending`: up to its line feed, or until it
    // holds kMaxRun bytes; then the lines go on from where it ended, without copying.
    while (!d.pending.empty() && !bytes.empty()) {
        const Offset room = kMaxRun - d.pending.size();
        const auto *lineFeed = static_cast<const std::uint8_t *>(
            std::memchr(bytes.data(), '\n', std::min<Offset>(bytes.size(), room)));
        const Offset take = lineFeed ? static_cast<Offset>(lineFeed - bytes.data()) + 1
                                     : std::min<Offset>(bytes.size(), room);
        d.pending.append(reinterpret_cast<const char *>(bytes.data()), take);
        bytes = bytes.subspan(take);
        if (!lineFeed && d.pending.size() < kMaxRun)
            return;
        const std::string line = std::move(d.pending);
        d.pending.clear();
        d.lines(Bytes(reinterpret_cast<const std::uint8_t *>(line.data()), line.size()));
    }
    d.lines(bytes);
}

void MojibakeRepairer::finish()
{
    Impl &d = *impl_;
    if (!d.pending.empty()) {
        const std::string rest = std::move(d.pending);
        d.pending.clear();
        d.run(Bytes(reinterpret_cast<const std::uint8_t *>(rest.data()), rest.size()));
    }
}

void MojibakeRepairer::restart()
{
    Impl &d = *impl_;
    d.pending.clear();
    d.inputOffset = 0;
    d.repairedOffset = 0;
    d.changed = false;
    d.findingCount = 0;
    d.runsAnalysed = 0;
}

void MojibakeRepairer::shareKnownWords(MojibakeRepairer &other)
{
    impl_->known.share(other.impl_->known);
}

bool MojibakeRepairer::changed() const
{
    return impl_->changed;
}

std::uint64_t MojibakeRepairer::findings() const
{
    return impl_->findingCount;
}

std::uint64_t MojibakeRepairer::runsAnalysed() const
{
    return impl_->runsAnalysed;
}

Offset MojibakeRepairer::wholeRuns(Bytes bytes)
{
    if (const void *lineFeed = memrchr(bytes.data(), '\n', bytes.size()))
        return static_cast<Offset>(static_cast<const std::uint8_t *>(lineFeed) - bytes.data()) + 1;
    // No line feed: the runs of one long line, cut as Impl::lines cuts them.
    Offset end = 0;
    while (bytes.size() - end >= kMaxRun)
        end += Impl::cutLongLine(bytes.subspan(end));
    return end;
}

} // namespace u8i
