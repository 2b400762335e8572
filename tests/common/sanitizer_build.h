// Whether this suite, and the program it tests, were built with a sanitizer (the presets sanitize
// and tsan build both alike): the sanitizers make the program many times slower (AddressSanitizer
// at -O0 most), so a suite whose inputs are sized for an optimised build takes smaller ones there.
#pragma once

namespace u8i::testing {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kUnderSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kUnderSanitizer = true;
#else
inline constexpr bool kUnderSanitizer = false;
#endif
#else
inline constexpr bool kUnderSanitizer = false;
#endif

} // namespace u8i::testing
