// What the benchmark programs share to measure and to read their sizes: the process's CPU time,
// and a size with an optional K, M or G suffix (powers of 2).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <ctime>
#include <string>

namespace bench {

// User + system CPU seconds of the whole process so far.
[[nodiscard]] inline double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// "64M" = 64 << 20; a number alone is bytes.
[[nodiscard]] inline std::size_t parseSize(const std::string &s)
{
    const std::size_t n = std::strtoull(s.c_str(), nullptr, 10);
    switch (s.empty() ? ' ' : s.back()) {
    case 'G': return n << 30;
    case 'M': return n << 20;
    case 'K': return n << 10;
    default: return n;
    }
}

} // namespace bench
