// Tests run in CI (the environment variable CI is "true", as .ci/run sets it) treat a missing
// precondition (the shared test data, an unprivileged user) as a failure; elsewhere they skip.
#pragma once

#include <QTest>

namespace u8i::testing {

[[nodiscard]] inline bool inCi()
{
    return qEnvironmentVariable("CI") == QLatin1String("true");
}

} // namespace u8i::testing

// In a test function: QFAIL(message) in CI, QSKIP(message) elsewhere.
#define U8I_SKIP_OUTSIDE_CI(message)                                                               \
    do {                                                                                           \
        if (u8i::testing::inCi())                                                                  \
            QFAIL(message);                                                                        \
        QSKIP(message);                                                                            \
    } while (false)
