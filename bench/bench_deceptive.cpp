// The deceptive-text analysis alone (findDeceptiveText over bytes in memory, on one thread), per
// content class: GB per CPU-second, best of the runs. Text with nothing to find goes through the
// line skipper's kernels; `perf record` of this program shows their share. U8I_FAST_ISA=avx2
// chooses the narrow kernel on an AVX-512 machine. With --file, a file (mapped, its pages read in
// first) instead of the generated classes, for `perf record` to see the analysis alone.
//
//   bench_deceptive [--size 256M] [--reps 3] [--only words,paragraphs,sparse] [--file FILE]
#include "content_classes.h"
#include "cpu_clock.h"

#include <u8i/charsets/deceptive/deceptive_text.h>
#include <u8i/simd/isa.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

namespace {

// The analysis of `bytes`, best of `reps`, printed as `name`.
void run(const std::string &name, u8i::Bytes bytes, int reps)
{
    double best = 1e30;
    std::size_t findings = 0;
    for (int r = 0; r < reps; ++r) {
        const double start = bench::cpuSeconds();
        findings = u8i::charsets::findDeceptiveText(bytes).size();
        best = std::min(best, bench::cpuSeconds() - start);
    }
    std::printf("  %-12s %8.3f s CPU  %6.2f GB per CPU-second  (%zu findings)\n", name.c_str(),
                best, double(bytes.size()) / best / 1e9, findings);
}

// The analysis of the file at `path`; false when it cannot be mapped.
bool runFile(const std::string &path, int reps)
{
    const int fd = open(path.c_str(), O_RDONLY);
    struct stat st {};
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size == 0)
        return false;
    const auto size = static_cast<std::size_t>(st.st_size);
    void *map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED)
        return false;
    run(path, u8i::Bytes(static_cast<const std::uint8_t *>(map), size), reps);
    munmap(map, size);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    std::size_t size = 256u << 20;
    int reps = 3;
    std::string only = "words,paragraphs,sparse";
    std::string file;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--size" && i + 1 < argc) {
            size = bench::parseSize(argv[++i]);
        } else if (arg == "--reps" && i + 1 < argc) {
            reps = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--only" && i + 1 < argc) {
            only = argv[++i];
        } else if (arg == "--file" && i + 1 < argc) {
            file = argv[++i];
        } else {
            std::fprintf(stderr,
                         "usage: %s [--size 256M] [--reps 3] [--only words,...] [--file F]\n",
                         argv[0]);
            return 2;
        }
    }
    std::printf("deceptive-text analysis, one thread, %s, best of %d\n",
                u8i::simd::name(u8i::simd::active()).data(), reps);
    if (!file.empty()) {
        if (runFile(file, reps))
            return 0;
        std::fprintf(stderr, "bench_deceptive: cannot map %s\n", file.c_str());
        return 2;
    }
    for (std::size_t at = 0; at <= only.size();) {
        const std::size_t comma = std::min(only.find(',', at), only.size());
        const std::string name = only.substr(at, comma - at);
        at = comma + 1;
        bool ok = false;
        const std::vector<std::uint8_t> data = bench::makeContent(name, size, ok);
        if (!ok) {
            std::fprintf(stderr, "bench_deceptive: no content class '%s'\n", name.c_str());
            return 2;
        }
        run(name, u8i::Bytes(data), reps);
    }
    return 0;
}
