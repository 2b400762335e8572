// Measures the hex-editor basics below the widgets, on data generated in memory (bench_data.h):
//   - Go to Line:Column on a single line of SIZE bytes (mixed-script text, LF bytes removed), the
//     column near its end (offsetOfLineColumn), against decoding the line item by item;
//   - Find: text in any case and a regular expression over SIZE bytes of mixed-script text whose
//     only match is near the end (findMeaning, the Find bar's meaning modes);
//   - Compare: two copies of SIZE bytes that differ in their last byte (nextDifference,
//     countDifferences).
// Prints the median time of the runs and the rate; never judges.
//
//   bench_editor_basics [--size 256M] [--reps 3]
#include "bench_data.h"

#include "byte_compare.h"
#include "text_search.h"

#include <u8i/scan/line_seek.h>
#include <u8i/scan/scan.h>
#include <u8i/utf8/annotate.h>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

namespace {

double medianSeconds(int reps, const std::function<void()> &run)
{
    std::vector<double> times;
    for (int i = 0; i < reps; ++i) {
        const auto start = std::chrono::steady_clock::now();
        run();
        times.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

void report(const char *what, double seconds, std::size_t bytes)
{
    std::printf("%-58s %8.3f s  %7.2f GB/s\n", what, seconds, double(bytes) / seconds / 1e9);
}

std::size_t parseSize(const QString &text)
{
    const QChar unit = text.isEmpty() ? QChar() : text.back().toUpper();
    const std::size_t factor = unit == QLatin1Char('G')   ? std::size_t{1} << 30
                               : unit == QLatin1Char('M') ? std::size_t{1} << 20
                               : unit == QLatin1Char('K') ? std::size_t{1} << 10
                                                          : 1;
    return static_cast<std::size_t>((factor == 1 ? text : text.chopped(1)).toULongLong()) * factor;
}

void benchGoToLine(std::vector<std::uint8_t> line, int reps)
{
    std::replace(line.begin(), line.end(), std::uint8_t('\n'), std::uint8_t(' '));
    const u8i::Bytes bytes(line);
    const u8i::ScanIndex index = u8i::scan(bytes).index;
    const u8i::Offset column = index.totals().units - 10;
    u8i::Offset found = 0;
    report("go to line 1, column near the end (offsetOfLineColumn)",
           medianSeconds(reps,
                         [&] {
                             found = offsetOfLineColumn(index, bytes, {1, column}).offset;
                         }),
           line.size());
    u8i::Offset walked = 0;
    report("  the same by decoding every item (reference)",
           medianSeconds(1,
                         [&] {
                             u8i::Offset units = 1;
                             u8i::forEachItem(bytes, 0, bytes.size(), [&](const u8i::Item &item) {
                                 walked = item.offset;
                                 units += item.wellFormed ? 1 : item.replacements;
                                 return units <= column;
                             });
                         }),
           line.size());
    if (found != walked)
        std::printf("  MISMATCH: %llu and %llu\n", static_cast<unsigned long long>(found),
                    static_cast<unsigned long long>(walked));
}

void benchFind(std::vector<std::uint8_t> text, int reps)
{
    const char needle[] = "Invoice 2026-0042 ZÜRICH";
    std::copy(needle, needle + sizeof needle - 1, text.end() - 100);
    const u8i::Bytes bytes(text);
    QString error;
    const struct {
        const char *what;
        QString query;
        u8i::ui::SearchMode mode;
    } searches[] = {
        {"find text in any case (findMeaning)", QStringLiteral("invoice 2026"),
         u8i::ui::SearchMode::TextIgnoringCase},
        {"find a regular expression (findMeaning)", QStringLiteral("Invoice \\d{4}-\\d+ \\w+"),
         u8i::ui::SearchMode::RegularExpression},
    };
    for (const auto &s : searches) {
        const auto query = u8i::ui::meaningQuery(s.query, s.mode, error);
        u8i::Offset found = 0;
        report(s.what,
               medianSeconds(
                   reps,
                   [&] { found = u8i::ui::findMeaning(bytes, nullptr, *query, 0, true).offset; }),
               text.size());
        if (found != text.size() - 100)
            std::printf("  MISMATCH: found at %llu\n", static_cast<unsigned long long>(found));
    }
}

void benchCompare(const std::vector<std::uint8_t> &a, int reps)
{
    std::vector<std::uint8_t> b = a;
    b.back() ^= 1;
    report("next difference, the last byte (nextDifference)",
           medianSeconds(reps,
                         [&] { (void)u8i::ui::nextDifference(u8i::Bytes(a), u8i::Bytes(b), 0); }),
           a.size());
    report(
        "count differences (countDifferences)",
        medianSeconds(reps, [&] { (void)u8i::ui::countDifferences(u8i::Bytes(a), u8i::Bytes(b)); }),
        a.size());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    std::size_t size = std::size_t{256} << 20;
    int reps = 3;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--size"))
            size = parseSize(args[i + 1]);
        else if (args[i] == QLatin1String("--reps"))
            reps = std::max(1, args[i + 1].toInt());
    }
    std::printf("%zu MiB of mixed-script text, median of %d runs\n", size >> 20, reps);
    const std::vector<std::uint8_t> text = bench::mixedScriptText(size, 1);
    benchGoToLine(text, reps);
    benchFind(text, reps);
    benchCompare(text, reps);
    return 0;
}
