// Measures, side by side on generated data:
// - "classes": the block summary kernel on one core, in GB/s, for each content class (the script
//   changing word by word, one script per paragraph, ASCII with sparse non-ASCII, CSV/JSON, all
//   NUL, random bytes, this machine's shared libraries) and each instruction set tier;
// - "text", "errors", "binary": our whole scan (one thread and all cores), our validation-only
//   path and the baselines: memcpy, the naive item-by-item decoder (summarizeBlockReference), Qt's
//   QByteArrayView::isValidUtf8 and QString::fromUtf8, and glibc iconv(3) UTF-8 -> UTF-8
//   restarted after each error. Prints GB/s and ratios.
//
//   bench_scan [--size 1G] [--reps 3] [--only classes,text,errors,binary]
//   bench_scan --write-text FILE [--size 1G]    writes the mixed-script text to FILE and exits
//   bench_scan --write-class CLASS FILE [--size 1G]   writes one content class to FILE and exits
#include "bench_data.h"
#include "content_classes.h"
#include "scan/block_summary_reference.h"
#include "simd/block_summary_fast.h"
#include "u8i/scan/scan.h"

#include <QByteArrayView>
#include <QString>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <iconv.h>
#include <string>
#include <thread>
#include <time.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct Result {
    std::string name;
    double seconds = 0;    // best wall time
    double cpuSeconds = 0; // process CPU time of that run (all threads)
    std::string note;
    bool whole = true; // went through the whole input (false: stopped at the first error)
};

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// CPU time of the best run of the last timeBest call.
double g_bestCpu = 0;

// Best wall time of `reps` runs (one run when a run takes more than 3 s).
double timeBest(int reps, const std::function<void()> &run)
{
    double best = 1e30;
    for (int i = 0; i < reps; ++i) {
        const auto t0 = Clock::now();
        const double c0 = processCpuSeconds();
        run();
        const double s = std::chrono::duration<double>(Clock::now() - t0).count();
        if (s < best) {
            best = s;
            g_bestCpu = processCpuSeconds() - c0;
        }
        if (s > 3.0)
            break;
    }
    return best;
}

// Sink so that the compiler keeps every result.
volatile std::uint64_t g_sink = 0;

std::uint64_t iconvErrors(const std::vector<std::uint8_t> &data)
{
    iconv_t cd = iconv_open("UTF-8", "UTF-8");
    if (cd == reinterpret_cast<iconv_t>(-1)) {
        std::perror("iconv_open");
        return 0;
    }
    std::vector<char> out(1 << 20);
    char *in = reinterpret_cast<char *>(const_cast<std::uint8_t *>(data.data()));
    std::size_t inLeft = data.size();
    std::uint64_t errors = 0;
    while (inLeft > 0) {
        char *o = out.data();
        std::size_t oLeft = out.size();
        const std::size_t r = iconv(cd, &in, &inLeft, &o, &oLeft);
        if (r != static_cast<std::size_t>(-1))
            continue;
        if (errno == E2BIG)
            continue;
        ++errors; // EILSEQ or EINVAL: skip one byte and go on
        ++in;
        --inLeft;
    }
    iconv_close(cd);
    return errors;
}

std::size_t parseSize(const char *s)
{
    char *end = nullptr;
    double v = std::strtod(s, &end);
    switch (end && *end ? *end : ' ') {
    case 'k':
    case 'K': v *= 1024; break;
    case 'm':
    case 'M': v *= 1024 * 1024; break;
    case 'g':
    case 'G': v *= 1024.0 * 1024 * 1024; break;
    default: break;
    }
    return static_cast<std::size_t>(v);
}

void report(const char *dataset, std::size_t size, const std::vector<Result> &results)
{
    // Wall or CPU seconds of a method that went through the whole input (0 when it did not).
    const auto find = [&](const std::string &name, bool cpu) {
        for (const Result &r : results)
            if (r.name == name && r.whole)
                return cpu ? r.cpuSeconds : r.seconds;
        return 0.0;
    };
    const double memcpySeconds = find("memcpy", false);
    std::printf("\n== %s, %.2f GiB ==\n", dataset, double(size) / (1024.0 * 1024 * 1024));
    std::printf("%-28s %9s %11s %12s  %s\n", "", "GB/s", "vs memcpy", "GB/CPU-s", "");
    for (const Result &r : results)
        std::printf("%-28s %9.2f %10.2fx %12.2f  %s\n", r.name.c_str(),
                    double(size) / r.seconds / 1e9, memcpySeconds / r.seconds,
                    double(size) / r.cpuSeconds / 1e9, r.note.c_str());
    const char *ours[] = {"scan, 1 thread", "scan, all cores", "validateFast, 1 thread"};
    const char *baselines[] = {"naive decoder (reference)", "Qt isValidUtf8",
                               "Qt QString::fromUtf8", "iconv UTF-8 -> UTF-8"};
    // By CPU time too: on a busy machine the wall time of one thread says more about the others.
    for (bool cpu : {false, true}) {
        std::printf("ratios by %s, speed of ours / speed of the baseline (methods that read the "
                    "whole input):\n",
                    cpu ? "CPU time" : "wall time");
        for (const char *o : ours) {
            if (find(o, cpu) <= 0)
                continue;
            std::printf("  %-24s", o);
            for (const char *b : baselines)
                if (find(b, cpu) > 0)
                    std::printf("  %6.2fx %s;", find(b, cpu) / find(o, cpu), b);
            std::printf("\n");
        }
    }
    std::fflush(stdout);
}

Result measure(const char *name, int reps, const std::function<void()> &run)
{
    Result r;
    r.name = name;
    r.seconds = timeBest(reps, run);
    r.cpuSeconds = g_bestCpu;
    return r;
}

void runDataset(const char *name, const std::vector<std::uint8_t> &data, int reps, unsigned cores)
{
    const u8i::Bytes bytes(data);
    const auto size = static_cast<qsizetype>(data.size());
    const char *chars = reinterpret_cast<const char *>(data.data());
    std::vector<Result> results;
    {
        std::vector<std::uint8_t> copy(data.size());
        std::memset(copy.data(), 1, copy.size());
        results.push_back(measure("memcpy", reps, [&] {
            std::memcpy(copy.data(), data.data(), data.size());
            g_sink = g_sink + copy[copy.size() / 2];
        }));
    }
    for (unsigned threads : {1u, cores}) {
        u8i::ScanOptions options;
        options.threads = threads;
        u8i::Offset diagnostics = 0;
        results.push_back(measure(threads == 1 ? "scan, 1 thread" : "scan, all cores", reps, [&] {
            diagnostics = u8i::scan(bytes, options).index.totals().diagnosticCount();
        }));
        results.back().note = std::to_string(threads) + " thread(s), " +
                              std::to_string(diagnostics) + " ill-formed groups";
    }
    u8i::Offset firstError = 0;
    results.push_back(
        measure("validateFast, 1 thread", reps, [&] { firstError = u8i::validateFast(bytes); }));
    results.back().whole = firstError == bytes.size();
    results.back().note = results.back().whole
                              ? "valid"
                              : "first error at " + std::to_string(firstError) + ", stops there";
    u8i::Offset naive = 0;
    results.push_back(measure("naive decoder (reference)", reps, [&] {
        u8i::Offset n = 0;
        for (u8i::Offset b = 0; b < bytes.size(); b += u8i::kBlockSize)
            n += u8i::summarizeBlockReference(
                     bytes, b, std::min<u8i::Offset>(b + u8i::kBlockSize, bytes.size()))
                     .diagnosticCount();
        naive = n;
    }));
    results.back().note =
        "summarizeBlockReference: " + std::to_string(naive) + " ill-formed groups";
    bool qtValid = false;
    results.push_back(measure("Qt isValidUtf8", reps,
                              [&] { qtValid = QByteArrayView(chars, size).isValidUtf8(); }));
    results.back().whole = qtValid;
    results.back().note = qtValid ? "valid" : "invalid, stops at the first error";
    qsizetype utf16 = 0;
    results.push_back(measure("Qt QString::fromUtf8", reps,
                              [&] { utf16 = QString::fromUtf8(chars, size).size(); }));
    results.back().note = std::to_string(utf16) + " UTF-16 units";
    std::uint64_t iconvCount = 0;
    results.push_back(
        measure("iconv UTF-8 -> UTF-8", reps, [&] { iconvCount = iconvErrors(data); }));
    results.back().note = std::to_string(iconvCount) + " errors, restarted after each";
    report(name, data.size(), results);
}

// The block summary of every 64 KiB block on one instruction set: what the scan does per core.
u8i::BlockSummary kernelOnly(u8i::simd::Isa isa, u8i::Bytes bytes)
{
    u8i::BlockSummary total;
    for (u8i::Offset b = 0; b < bytes.size(); b += u8i::kBlockSize) {
        const u8i::BlockSummary s = u8i::fast::summarizeBlock(
            isa, bytes, b, std::min<u8i::Offset>(b + u8i::kBlockSize, bytes.size()));
        total.units += s.units;
        total.newlines += s.newlines;
        total.replacements += s.replacements;
        total.roles[0] += s.noticeCount();
        total.roles[1] += s.diagnosticCount();
    }
    return total;
}

// GB/s per core of the kernel for each content class and instruction set, and of the whole scan
// on one thread (best instruction set; U8I_FAST_ISA chooses one and measures only that one).
void runClasses(std::size_t size, int reps, const std::string &only)
{
    std::vector<u8i::simd::Isa> isas;
    for (const u8i::simd::Implementation &i : u8i::simd::kImplementations)
        if (u8i::simd::supported(i.isa) &&
            (!u8i::simd::chosenByEnvironment() || i.isa == u8i::simd::active()))
            isas.push_back(i.isa);
    std::printf("\n== content classes: GB per CPU-second on one thread (best of %d), %.2f GiB each "
                "==\n",
                reps, double(size) / (1024.0 * 1024 * 1024));
    std::printf("%-11s %7s", "class", "non-ASCII");
    for (u8i::simd::Isa isa : isas)
        std::printf(" %8s", u8i::simd::name(isa).data());
    std::printf(" %12s %8s  %s\n", "scan 1 thr", "memcpy", "what");
    for (const bench::ContentClass &c : bench::contentClasses()) {
        if (only.find(c.name) == std::string::npos && only.find("classes") == std::string::npos)
            continue;
        bool ok = false;
        const std::vector<std::uint8_t> data = bench::makeContent(c.name, size, ok);
        if (data.empty())
            continue;
        const u8i::Bytes bytes(data);
        std::size_t high = 0;
        for (const std::uint8_t b : data)
            high += b >= 0x80;
        std::printf("%-11s %8.0f%%", c.name, 100.0 * double(high) / double(data.size()));
        const u8i::BlockSummary reference = kernelOnly(isas.front(), bytes);
        bool same = true;
        for (u8i::simd::Isa isa : isas) {
            u8i::BlockSummary result;
            (void)timeBest(reps, [&] { result = kernelOnly(isa, bytes); });
            same = same && result == reference;
            std::printf(" %8.2f", double(data.size()) / g_bestCpu / 1e9);
        }
        u8i::ScanOptions one;
        one.threads = 1;
        (void)timeBest(reps, [&] {
            g_sink =
                g_sink + static_cast<std::uint64_t>(u8i::scan(bytes, one).index.totals().units);
        });
        const double scanCpu = g_bestCpu;
        std::vector<std::uint8_t> copy(data.size(), 1);
        (void)timeBest(reps, [&] {
            std::memcpy(copy.data(), data.data(), data.size());
            g_sink = g_sink + copy[copy.size() / 2];
        });
        std::printf(" %12.2f %8.2f  %s%s\n", double(data.size()) / scanCpu / 1e9,
                    double(data.size()) / g_bestCpu / 1e9, c.description,
                    same ? "" : "  MISMATCH between instruction sets");
        std::fflush(stdout);
    }
}

} // namespace

int main(int argc, char **argv)
{
    std::size_t size = std::size_t{1} << 30;
    int reps = 3;
    std::string only = "classes,text,errors,binary";
    std::string writeText, writeClass;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--size" && i + 1 < argc)
            size = parseSize(argv[++i]);
        else if (arg == "--reps" && i + 1 < argc)
            reps = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (arg == "--write-text" && i + 1 < argc)
            writeText = argv[++i];
        else if (arg == "--write-class" && i + 2 < argc) {
            writeClass = argv[++i];
            writeText = argv[++i];
        } else {
            std::fprintf(stderr,
                         "usage: %s [--size 1G] [--reps 3] [--only classes,text,errors,binary] "
                         "[--write-text FILE] [--write-class CLASS FILE]\n",
                         argv[0]);
            return 2;
        }
    }
    if (!writeText.empty()) {
        bool known = true;
        const std::vector<std::uint8_t> text = writeClass.empty()
                                                   ? bench::mixedScriptText(size, 2024)
                                                   : bench::makeContent(writeClass, size, known);
        if (!known) {
            std::fprintf(stderr, "bench_scan: unknown class %s\n", writeClass.c_str());
            return 2;
        }
        std::FILE *f = std::fopen(writeText.c_str(), "wb");
        if (!f || std::fwrite(text.data(), 1, text.size(), f) != text.size() ||
            std::fclose(f) != 0) {
            std::perror(writeText.c_str());
            return 2;
        }
        return 0;
    }
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    std::printf("bench_scan: %zu bytes per input, best of %d runs, %u cores, fast path: %s "
                "(U8I_FAST_ISA=scalar|sse2|avx2|avx512 to choose)\n",
                size, reps, cores, u8i::simd::name(u8i::simd::active()).data());
    std::fflush(stdout);
    bool anyClass = only.find("classes") != std::string::npos;
    for (const bench::ContentClass &c : bench::contentClasses())
        anyClass = anyClass || only.find(c.name) != std::string::npos;
    if (anyClass)
        runClasses(size, reps, only);
    if (only.find("text") != std::string::npos || only.find("errors") != std::string::npos) {
        std::vector<std::uint8_t> text = bench::mixedScriptText(size, 2024);
        if (only.find("text") != std::string::npos)
            runDataset("mixed-script text", text, reps, cores);
        if (only.find("errors") != std::string::npos) {
            const std::size_t errors = bench::injectErrorEvery64KiB(text);
            const std::string name =
                "mixed-script text, an error every 64 KiB (" + std::to_string(errors) + ")";
            runDataset(name.c_str(), text, reps, cores);
        }
    }
    if (only.find("binary") != std::string::npos)
        runDataset("random binary", bench::randomBytes(size, 7), reps, cores);
    return 0;
}
