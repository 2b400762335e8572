// The implementation registry (u8i/simd/isa.h): what this CPU has, and which implementation runs.
// The only place that reads U8I_FAST_ISA, and the only one that asks how many cores there are.
#include "u8i/simd/isa.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace u8i::simd {
namespace {

#if defined(__x86_64__) || defined(__i386__)
// LZCNT (AMD's ABM: CPUID 0x80000001, ECX bit 5), which clang's __builtin_cpu_supports does not
// know.
bool cpuHasLzcnt()
{
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    return __get_cpuid(0x80000001, &eax, &ebx, &ecx, &edx) != 0 && (ecx & (1u << 5)) != 0;
}
#endif

bool cpuHas(Feature feature)
{
#if defined(__x86_64__) || defined(__i386__)
    // __builtin_cpu_supports needs a literal: one case per feature of kFeatureNames.
    switch (feature) {
    case kSse2: return __builtin_cpu_supports("sse2");
    case kPopcnt: return __builtin_cpu_supports("popcnt");
    case kBmi1: return __builtin_cpu_supports("bmi");
    case kBmi2: return __builtin_cpu_supports("bmi2");
    case kLzcnt: return cpuHasLzcnt();
    case kAvx2: return __builtin_cpu_supports("avx2");
    case kAvx512F: return __builtin_cpu_supports("avx512f");
    case kAvx512Bw: return __builtin_cpu_supports("avx512bw");
    case kAvx512Vl: return __builtin_cpu_supports("avx512vl");
    case kAvx512Vbmi: return __builtin_cpu_supports("avx512vbmi");
    case kAvx512Vbmi2: return __builtin_cpu_supports("avx512vbmi2");
    }
#else
    (void)feature;
#endif
    return false;
}

struct Choice {
    Isa isa = Isa::Scalar;
    bool byEnvironment = false;
    std::string note;
};

Choice choose()
{
    Choice best;
    for (const Implementation &i : kImplementations)
        if (supported(i.isa))
            best.isa = i.isa;
    const char *wanted = std::getenv("U8I_FAST_ISA");
    if (wanted == nullptr || *wanted == '\0')
        return best;
    const std::optional<Isa> named = isaNamed(wanted);
    if (!named)
        best.note = std::string("U8I_FAST_ISA=") + wanted + " names no implementation";
    else if (!supported(*named))
        best.note = std::string("U8I_FAST_ISA=") + wanted + ": this CPU lacks it";
    else
        best = {*named, true, {}};
    return best;
}

const Choice &choice()
{
    static const Choice chosen = choose();
    return chosen;
}

} // namespace

bool supported(Isa isa)
{
    return missingFeatures(isa).empty();
}

std::vector<std::string_view> missingFeatures(Isa isa)
{
    std::vector<std::string_view> missing;
    for (const FeatureName &f : kFeatureNames)
        if ((implementation(isa).required & f.feature) != 0 && !cpuHas(f.feature))
            missing.push_back(f.name);
    return missing;
}

std::string_view name(Isa isa)
{
    return implementation(isa).name;
}

std::optional<Isa> isaNamed(std::string_view wanted)
{
    for (const Implementation &i : kImplementations)
        if (i.name == wanted)
            return i.isa;
    return std::nullopt;
}

Isa active()
{
    return choice().isa;
}

bool chosenByEnvironment()
{
    return choice().byEnvironment;
}

std::string_view activeNote()
{
    return choice().note;
}

unsigned threadCount(unsigned asked)
{
    if (asked != 0)
        return asked;
    static const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    return cores;
}

} // namespace u8i::simd
