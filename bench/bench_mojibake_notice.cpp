// The mojibake notice's cost, and how far a byte-level first test could cut it (issue 25).
//
// Two parts, on one file (or a generated content class), in one run:
//  1. CPU time of the notice's repairer (one MojibakeRepairer, the charsets and options that
//     `--check` uses) against a baseline that reads every byte once (lines found, non-ASCII bytes
//     counted, as a byte-level first test at memory speed would), best of the runs, as a ratio.
//  2. For the first --lines lines: how many a byte-level first test would still have to send to
//     the analysis, by conditions that every finding NEEDS, from the cheapest: a non-ASCII
//     character; in some chain table a lead followed by a continuation (or a lost byte); in some
//     table the counts RunFilter's evidence rules need (necessaryInTable); whole sequences of a
//     table that meet those rules or make an odd word whole (evidenceInTable, a superset of
//     RunFilter::supported); a character from U+0800 on, and MultiByteRunFilter::mayHold. Beside
//     them, the lines the filters really send on. A test can skip at memory speed only the lines
//     its condition rejects: where the cheap conditions hold on nearly every line, a byte-level
//     test must do the filters' work (sequences per table, odd words, the encoders) to pay.
//
//   bench_mojibake_notice [--file FILE | --class words] [--size 64M] [--reps 3] [--lines 20000]
#include "content_classes.h"
#include "cpu_clock.h"
#include "mojibake/mojibake_internal.h"
#include "mojibake/mojibake_multibyte.h"
#include "mojibake/mojibake_run_filter.h"
#include "mojibake/mojibake_step.h"

#include <u8i/charsets/detection/legacy_charsets.h>
#include <u8i/mojibake/mojibake.h>
#include <u8i/utf8/utf8_rules.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

using u8i::Bytes;

struct Args {
    std::string file;
    std::string contentClass = "words";
    std::size_t size = 64u << 20;
    int reps = 3;
    std::size_t lines = 20000;
};

// The baseline: every byte read once, lines found, non-ASCII bytes counted.
std::size_t readOnce(Bytes bytes)
{
    std::size_t nonAscii = 0;
    std::size_t lines = 0;
    for (std::size_t p = 0; p < bytes.size();) {
        const auto *feed = static_cast<const std::uint8_t *>(
            std::memchr(bytes.data() + p, '\n', bytes.size() - p));
        const std::size_t end = feed ? std::size_t(feed - bytes.data()) + 1 : bytes.size();
        for (std::size_t i = p; i < end; ++i)
            nonAscii += bytes[i] >> 7;
        ++lines;
        p = end;
    }
    return nonAscii + lines;
}

// The notice's repairer over `bytes`, on one thread: its lines analysed and findings.
struct NoticeRun {
    std::uint64_t analysed = 0;
    std::uint64_t findings = 0;
};
NoticeRun notice(Bytes bytes)
{
    const auto &all = u8i::charsets::mojibakeCharsets();
    u8i::MojibakeOptions options = u8i::charsets::mojibakeOptions();
    options.wholeInput = false;
    u8i::MojibakeRepairer repairer(
        u8i::LegacyCharsets(all.data(), all.size()), options, [](std::string_view) {},
        [](u8i::MojibakeFinding &&) {});
    constexpr std::size_t kChunk = 1u << 20;
    for (std::size_t p = 0; p < bytes.size(); p += kChunk)
        repairer.feed(bytes.subspan(p, std::min(kChunk, bytes.size() - p)));
    repairer.finish();
    return {repairer.runsAnalysed(), repairer.findings()};
}

// Per chain table, what a character can be in a sequence: 1 continuation, 2 lead, 0 neither.
struct Classes {
    std::vector<std::vector<std::uint8_t>> of; // [table][code point], the BMP
};
Classes classesOf(const std::vector<u8i::moji::ByteTable> &tables)
{
    Classes c;
    for (const auto &t : tables) {
        std::vector<std::uint8_t> row(0x10000, 0);
        for (char32_t cp = 0x80; cp < 0x10000; ++cp)
            if (const auto b = t.byteOf(cp); b && *b >= 0x80)
                row[cp] = u8i::sequenceLength(*b) > 0 ? 2 : *b < 0xC0 ? 1 : 0;
        c.of.push_back(std::move(row));
    }
    return c;
}

bool lostByte(char32_t cp)
{
    return cp == ' ' || cp == '?' || cp == 0xFFFD;
}

// Whether a line (its characters) may meet, in one table, what RunFilter::supported asks of a
// repair, counted from above: every orphan (a character from A0 on, not U+FFFD) a lead or
// continuation of the table; or two leads and, as Tally::inside can hold at most those orphans
// and one lost byte a lead, 2 x orphans in the table + lost >= orphans; or a word all of whose
// non-ASCII characters are leads or continuations, one a lead.
bool necessaryInTable(const std::u32string &text, const std::vector<std::uint8_t> &of)
{
    std::size_t orphans = 0, inTable = 0, leads = 0, lost = 0;
    bool wordWhole = true, wordLead = false, wordStands = false;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char32_t cp = i < text.size() ? text[i] : U' ';
        if (cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r') {
            wordStands = wordStands || (wordWhole && wordLead);
            wordWhole = true;
            wordLead = false;
        }
        lost += lostByte(cp) && i < text.size() ? 1 : 0;
        if (cp < 0x80)
            continue;
        const std::uint8_t k = cp < 0x10000 ? of[cp] : 2; // past the BMP: anything
        const bool orphan = cp >= 0xA0 && cp != 0xFFFD;
        orphans += orphan ? 1 : 0;
        inTable += orphan && k != 0 ? 1 : 0;
        leads += k == 2 ? 1 : 0;
        wordWhole = wordWhole && (k != 0 || cp == 0xFFFD);
        wordLead = wordLead || k == 2;
    }
    if (leads == 0)
        return false;
    return inTable == orphans || (leads >= 2 && 2 * inTable + std::min(lost, leads) >= orphans) ||
           wordStands;
}

// Whether some table reads a lead followed by a continuation or a lost byte in `text`.
bool pairInSomeTable(const std::u32string &text, const Classes &c)
{
    for (const auto &of : c.of)
        for (std::size_t i = 0; i + 1 < text.size(); ++i) {
            const char32_t a = text[i], b = text[i + 1];
            const std::uint8_t ka = a >= 0x80 ? (a < 0x10000 ? of[a] : 2) : 0;
            const std::uint8_t kb = b >= 0x80 ? (b < 0x10000 ? of[b] : 1) : 0;
            if (ka == 2 && (kb == 1 || lostByte(b)))
                return true;
        }
    return false;
}

// The characters of `text` in a sequence of `table` (a lead, then the continuations its length
// needs, one of them at most a lost byte; values unchecked: a superset of RunFilter's), and
// whether one starts at each.
std::size_t sequences(const std::u32string &text, const u8i::moji::ByteTable &table,
                      std::vector<std::uint8_t> &covered)
{
    covered.assign(text.size(), 0);
    std::size_t starts = 0;
    for (std::size_t j = 0; j < text.size(); ++j) {
        const auto lead = text[j] >= 0x80 ? table.byteOf(text[j]) : std::nullopt;
        const auto n = std::size_t(lead ? u8i::sequenceLength(*lead) : 0);
        if (n == 0 || j + n > text.size())
            continue;
        bool lost = false, fits = true;
        for (std::size_t k = 1; k < n && fits; ++k) {
            const auto b = text[j + k] >= 0x80 ? table.byteOf(text[j + k]) : std::nullopt;
            const bool continuation = b && *b >= 0x80 && *b < 0xC0;
            fits = continuation || (lostByte(text[j + k]) && !lost);
            lost = lost || !continuation;
        }
        if (!fits)
            continue;
        ++starts;
        std::fill(covered.begin() + std::ptrdiff_t(j), covered.begin() + std::ptrdiff_t(j + n), 1);
    }
    return starts;
}

// RunFilter::supported's rules over those sequences, counted from above (every sequence taken
// as common): every orphan covered; or two starts and the orphans left out no more than the
// characters covered; or a word whose non-ASCII characters are all covered and that reads oddly.
bool evidenceInTable(const std::u32string &text, const u8i::moji::ByteTable &table,
                     const std::vector<std::size_t> &segment, const std::vector<bool> &odd)
{
    thread_local std::vector<std::uint8_t> covered;
    const std::size_t starts = sequences(text, table, covered);
    if (starts == 0)
        return false;
    std::size_t orphans = 0, adopted = 0, inside = 0;
    std::vector<bool> whole(odd.size(), true);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool orphan = text[i] >= 0xA0 && text[i] != 0xFFFD;
        orphans += orphan ? 1 : 0;
        adopted += orphan && covered[i] ? 1 : 0;
        inside += covered[i];
        if (text[i] >= 0x80 && !covered[i])
            whole[segment[i]] = false;
    }
    if (adopted == orphans || (starts >= 2 && orphans - adopted <= inside))
        return true;
    for (std::size_t w = 0; w < odd.size(); ++w)
        if (whole[w] && odd[w])
            return true;
    return false;
}

// false: ill-formed bytes or a C1 control (the analysis takes such a line whatever it holds).
bool decode(Bytes line, std::u32string &text)
{
    text.clear();
    for (std::size_t p = 0; p < line.size();) {
        char32_t cp = 0;
        const int n = u8i::decodeWellFormed(line, p, cp);
        if (n == 0 || (cp >= 0x80 && cp <= 0x9F))
            return false;
        text.push_back(cp);
        p += std::size_t(n);
    }
    return true;
}

struct LineCounts {
    std::size_t lines = 0, nonAscii = 0, illFormed = 0, pair = 0, counts = 0, evidence = 0;
    std::size_t wide = 0, multiByte = 0, best = 0, analysed = 0;
};

// What the conditions are checked with: the chain tables, their classes, the multi-byte filter.
struct Conditions {
    const std::vector<u8i::moji::ByteTable> &tables;
    const Classes &classes;
    u8i::moji::MultiByteRunFilter &multiByte;
};

// `repairer`: the notice's, fed the lines one by one.
void countLine(Bytes line, const Conditions &c, LineCounts &n, std::u32string &text,
               u8i::MojibakeRepairer &repairer)
{
    const std::uint64_t before = repairer.runsAnalysed();
    repairer.feed(line);
    repairer.finish();
    n.analysed += repairer.runsAnalysed() - before;
    ++n.lines;
    if (u8i::moji::nextNonAscii(line, 0) == line.size())
        return;
    ++n.nonAscii;
    if (!decode(line, text)) {
        ++n.illFormed;
        return;
    }
    const bool pair = pairInSomeTable(text, c.classes);
    const bool counts =
        pair && std::any_of(c.classes.of.begin(), c.classes.of.end(),
                            [&](const auto &of) { return necessaryInTable(text, of); });
    const std::vector<std::size_t> segment = u8i::moji::wordSegments(text);
    const std::vector<bool> odd =
        u8i::moji::oddWords(text, segment, u8i::moji::wordCount(text, segment));
    const bool evidence =
        counts && std::any_of(c.tables.begin(), c.tables.end(), [&](const auto &t) {
            return evidenceInTable(text, t, segment, odd);
        });
    const bool wide =
        std::any_of(text.begin(), text.end(), [](char32_t cp) { return cp >= 0x800; });
    const bool multiByte = wide && c.multiByte.mayHold(text);
    n.pair += pair ? 1 : 0;
    n.counts += counts ? 1 : 0;
    n.evidence += evidence ? 1 : 0;
    n.wide += wide ? 1 : 0;
    n.multiByte += multiByte ? 1 : 0;
    n.best += evidence || multiByte ? 1 : 0;
}

void reportBound(Bytes bytes, std::size_t maxLines)
{
    const auto &all = u8i::charsets::mojibakeCharsets();
    const u8i::MojibakeOptions options = u8i::charsets::mojibakeOptions();
    const auto tables =
        u8i::moji::chainTables(u8i::LegacyCharsets(all.data(), all.size()), options);
    const Classes classes = classesOf(tables);
    const auto readings =
        u8i::moji::readingCharsets(u8i::LegacyCharsets(all.data(), all.size()), options);
    u8i::moji::MultiByteRunFilter multiByte(u8i::LegacyCharsets(readings.data(), readings.size()));
    const Conditions conditions{tables, classes, multiByte};
    u8i::MojibakeOptions noticeOptions = options;
    noticeOptions.wholeInput = false;
    u8i::MojibakeRepairer repairer(
        u8i::LegacyCharsets(all.data(), all.size()), noticeOptions, [](std::string_view) {},
        [](u8i::MojibakeFinding &&) {});
    LineCounts n;
    std::u32string text;
    for (std::size_t p = 0; p < bytes.size() && n.lines < maxLines;) {
        const auto *feed = static_cast<const std::uint8_t *>(
            std::memchr(bytes.data() + p, '\n', bytes.size() - p));
        const std::size_t end = feed ? std::size_t(feed - bytes.data()) + 1 : bytes.size();
        countLine(bytes.subspan(p, end - p), conditions, n, text, repairer);
        p = end;
    }
    const auto share = [&](std::size_t k) {
        return n.lines ? 100.0 * double(k) / double(n.lines) : 0;
    };
    std::printf("lines %zu (%zu chain tables); a byte-level test must send on (share of lines):\n",
                n.lines, tables.size());
    std::printf("  non-ASCII                                   %6.1f%%\n", share(n.nonAscii));
    std::printf("  ill-formed or C1 (always analysed)          %6.1f%%\n", share(n.illFormed));
    std::printf("  a lead + continuation pair in some table    %6.1f%%\n", share(n.pair));
    std::printf("  ... and the evidence counts in some table   %6.1f%%\n", share(n.counts));
    std::printf("  ... whole sequences, odd words: the rules   %6.1f%%\n", share(n.evidence));
    std::printf("  a character from U+0800 (multi-byte repair) %6.1f%%\n", share(n.wide));
    std::printf("  ... and MultiByteRunFilter::mayHold         %6.1f%%\n", share(n.multiByte));
    std::printf("  the rules or mayHold: an exact test's floor %6.1f%%\n", share(n.best));
    std::printf("  the filters' answer: lines analysed         %6.1f%%\n", share(n.analysed));
}

bool parse(int argc, char **argv, Args &a)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--file")
            a.file = v;
        else if (k == "--class")
            a.contentClass = v;
        else if (k == "--size")
            a.size = bench::parseSize(v);
        else if (k == "--reps")
            a.reps = std::max(1, std::atoi(v.c_str()));
        else if (k == "--lines")
            a.lines = bench::parseSize(v);
        else
            return false;
    }
    return argc % 2 == 1;
}

std::vector<std::uint8_t> input(const Args &a, bool &ok)
{
    if (a.file.empty())
        return bench::makeContent(a.contentClass, a.size, ok);
    std::ifstream in(a.file, std::ios::binary);
    std::vector<std::uint8_t> bytes;
    bytes.resize(a.size);
    in.read(reinterpret_cast<char *>(bytes.data()), std::streamsize(a.size));
    bytes.resize(std::size_t(in.gcount()));
    ok = !bytes.empty();
    return bytes;
}

} // namespace

int main(int argc, char **argv)
{
    Args a;
    if (!parse(argc, argv, a)) {
        std::fprintf(stderr, "usage: bench_mojibake_notice [--file FILE | --class NAME] "
                             "[--size 64M] [--reps 3] [--lines 20000]\n");
        return 2;
    }
    bool ok = false;
    const std::vector<std::uint8_t> data = input(a, ok);
    if (!ok) {
        std::fprintf(stderr, "bench_mojibake_notice: no input (%s)\n",
                     a.file.empty() ? a.contentClass.c_str() : a.file.c_str());
        return 2;
    }
    const Bytes bytes(data.data(), data.size());
    std::printf("input: %s, %zu bytes\n", a.file.empty() ? a.contentClass.c_str() : a.file.c_str(),
                data.size());
    double base = 1e30, cost = 1e30;
    std::size_t sink = 0;
    NoticeRun run;
    for (int r = 0; r < a.reps; ++r) {
        double start = bench::cpuSeconds();
        sink += readOnce(bytes);
        base = std::min(base, bench::cpuSeconds() - start);
        start = bench::cpuSeconds();
        run = notice(bytes);
        cost = std::min(cost, bench::cpuSeconds() - start);
    }
    std::printf("bytes read once %.3f s CPU; the notice %.3f s CPU: %.1fx (lines analysed %llu, "
                "findings %llu; %zu)\n",
                base, cost, cost / base, static_cast<unsigned long long>(run.analysed),
                static_cast<unsigned long long>(run.findings), sink % 10);
    reportBound(bytes, a.lines);
    return 0;
}
