// For the suites that run a kernel once per instruction set: which of them this run really tests,
// and which the CPU lacks, said with qInfo in one line that CI collects (tools/isas-tested.sh reads
// it from ctest's log), so that a missing ISA is said, not dropped:
//   QINFO  : ... ISAs tested by block summary: scalar sse2 avx2; this CPU lacks: avx512
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <initializer_list>
#include <vector>

namespace u8i::testing {

// Of `isas`, those the CPU has (by `supported`), in order; says them and the others (by `name`).
template <typename Isa, typename Supported, typename Name>
[[nodiscard]] std::vector<Isa> isasTested(const char *kernel, std::initializer_list<Isa> isas,
                                          Supported supported, Name name)
{
    std::vector<Isa> tested;
    QStringList ran;
    QStringList lacked;
    for (const Isa isa : isas) {
        if (supported(isa)) {
            tested.push_back(isa);
            ran << QString::fromUtf8(name(isa));
        } else {
            lacked << QString::fromUtf8(name(isa));
        }
    }
    qInfo("ISAs tested by %s: %s; this CPU lacks: %s", kernel,
          qPrintable(ran.isEmpty() ? QStringLiteral("none") : ran.join(QLatin1Char(' '))),
          qPrintable(lacked.isEmpty() ? QStringLiteral("none") : lacked.join(QLatin1Char(' '))));
    return tested;
}

} // namespace u8i::testing
