// The instruction sets the codec's kernels are written for, in one list (simdutf's pattern): each
// implementation has a name, a description and one feature rule, the CPU features it needs. The
// scan's block summary, the deceptive-text line skipper, the tests, the fuzzers and the benchmarks
// all read this list; which one runs is decided once, in isa.cpp, which is the only place that
// reads the environment variable U8I_FAST_ISA.
//
// The rule of an implementation is also what its kernels are compiled for: each per-ISA source
// (codec/src/simd/<isa>/, codec/charsets/src/deceptive/<isa>/) takes its target attribute from the
// U8I_SIMD_TARGET_* strings below, and a static_assert here proves each string names exactly the
// features of its rule. An entry may need more than its name says: "avx512" needs VBMI and VBMI2,
// which the skipper uses and the scan does not, so that one rule serves both.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace u8i::simd {

// CPU features, one bit each, with the names GCC's target attribute and __builtin_cpu_supports use.
enum Feature : std::uint32_t {
    kSse2 = 1u << 0,
    kPopcnt = 1u << 1,
    kBmi1 = 1u << 2,
    kBmi2 = 1u << 3,
    kLzcnt = 1u << 4,
    kAvx2 = 1u << 5,
    kAvx512F = 1u << 6,
    kAvx512Bw = 1u << 7,
    kAvx512Vl = 1u << 8,
    kAvx512Vbmi = 1u << 9,
    kAvx512Vbmi2 = 1u << 10,
};

struct FeatureName {
    Feature feature;
    std::string_view name; // as in target("...") and __builtin_cpu_supports("...")
};

inline constexpr auto kFeatureNames = std::to_array<FeatureName>({
    {kSse2, "sse2"},
    {kPopcnt, "popcnt"},
    {kBmi1, "bmi"},
    {kBmi2, "bmi2"},
    {kLzcnt, "lzcnt"},
    {kAvx2, "avx2"},
    {kAvx512F, "avx512f"},
    {kAvx512Bw, "avx512bw"},
    {kAvx512Vl, "avx512vl"},
    {kAvx512Vbmi, "avx512vbmi"},
    {kAvx512Vbmi2, "avx512vbmi2"},
});

// Ordered from the slowest to the fastest: the best supported one runs.
enum class Isa : std::uint8_t { Scalar, Sse2, Avx2, Avx512 };

struct Implementation {
    Isa isa;
    std::string_view name; // as U8I_FAST_ISA and the benchmarks spell it
    std::string_view description;
    std::uint32_t required; // Feature bits: the one rule for "this CPU can run it"
};

inline constexpr std::uint32_t kAvx2Rule = kAvx2 | kBmi1 | kBmi2 | kLzcnt | kPopcnt;
inline constexpr std::uint32_t kAvx512Rule =
    kAvx2Rule | kAvx512F | kAvx512Bw | kAvx512Vl | kAvx512Vbmi | kAvx512Vbmi2;

inline constexpr auto kImplementations = std::to_array<Implementation>({
    {Isa::Scalar, "scalar", "portable C++, 64-bit words", 0},
    {Isa::Sse2, "sse2", "SSE2, 16 bytes at a time", kSse2},
    {Isa::Avx2, "avx2", "AVX2 with BMI1, BMI2, LZCNT and POPCNT, 32 bytes at a time", kAvx2Rule},
    {Isa::Avx512, "avx512", "AVX-512 F, BW, VL, VBMI and VBMI2 (and the AVX2 rule), 64 bytes",
     kAvx512Rule},
});

// The target attribute strings of the per-ISA sources:
// __attribute__((target(U8I_SIMD_TARGET_AVX2)))
#define U8I_SIMD_TARGET_SSE2 "sse2"
#define U8I_SIMD_TARGET_AVX2 "avx2,bmi,bmi2,lzcnt,popcnt"
#define U8I_SIMD_TARGET_AVX512                                                                     \
    "avx512f,avx512bw,avx512vl,avx512vbmi,avx512vbmi2," U8I_SIMD_TARGET_AVX2

// The Feature bits a comma-separated target string names; ~0 when it names an unknown feature.
[[nodiscard]] constexpr std::uint32_t featuresNamed(std::string_view target)
{
    std::uint32_t bits = 0;
    while (!target.empty()) {
        const std::size_t comma = target.find(',');
        const std::string_view one = target.substr(0, comma);
        std::uint32_t bit = 0;
        for (const FeatureName &f : kFeatureNames)
            if (f.name == one)
                bit = f.feature;
        if (bit == 0)
            return ~std::uint32_t{0};
        bits |= bit;
        target = comma == std::string_view::npos ? std::string_view{} : target.substr(comma + 1);
    }
    return bits;
}

[[nodiscard]] constexpr const Implementation &implementation(Isa isa)
{
    return kImplementations[static_cast<std::size_t>(isa)];
}

static_assert(implementation(Isa::Avx512).isa == Isa::Avx512, "kImplementations is in Isa order");
static_assert(featuresNamed(U8I_SIMD_TARGET_SSE2) == implementation(Isa::Sse2).required);
static_assert(featuresNamed(U8I_SIMD_TARGET_AVX2) == implementation(Isa::Avx2).required);
static_assert(featuresNamed(U8I_SIMD_TARGET_AVX512) == implementation(Isa::Avx512).required);

// Whether this CPU has every feature of the implementation's rule (always true for scalar).
[[nodiscard]] bool supported(Isa isa);
[[nodiscard]] std::string_view name(Isa isa);
[[nodiscard]] std::optional<Isa> isaNamed(std::string_view name);
// The features of the rule this CPU lacks, by name ({"avx512vbmi", "avx512vbmi2"}); empty if none.
[[nodiscard]] std::vector<std::string_view> missingFeatures(Isa isa);
// The implementation that runs: the best supported one, or the one U8I_FAST_ISA names (scalar,
// sse2, avx2, avx512) when this CPU supports it. Decided once per process.
[[nodiscard]] Isa active();
// Whether U8I_FAST_ISA chose active() (benchmarks then measure that one alone).
[[nodiscard]] bool chosenByEnvironment();
// Why U8I_FAST_ISA was not followed ("U8I_FAST_ISA=avx9 names no implementation"), or empty.
[[nodiscard]] std::string_view activeNote();

// How many threads a parallel pass runs on (the scan's blocks, --check's files with -j, the
// deceptive-text and mojibake analyses of a file's line-aligned parts): `asked` when it is not 0,
// else one per core (at least one). The one place that asks how many cores there are.
[[nodiscard]] unsigned threadCount(unsigned asked = 0);

} // namespace u8i::simd
