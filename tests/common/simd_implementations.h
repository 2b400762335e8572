// The implementations of the registry (u8i/simd/isa.h) that a test runs every check on: each one
// this CPU supports. Those it lacks are said once per process with the features missing, so that a
// log shows which instruction sets were really tested; none is dropped without a word.
#pragma once

#include "u8i/simd/isa.h"

#include <QDebug>
#include <QString>
#include <QStringList>

#include <vector>

namespace u8i::testing {

inline QString isaName(simd::Isa isa)
{
    const std::string_view name = simd::name(isa);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

inline std::vector<simd::Isa> testedImplementations()
{
    static const std::vector<simd::Isa> tested = [] {
        std::vector<simd::Isa> out;
        QStringList said;
        for (const simd::Implementation &i : simd::kImplementations) {
            if (simd::supported(i.isa)) {
                out.push_back(i.isa);
                said << isaName(i.isa);
                continue;
            }
            QStringList missing;
            for (std::string_view f : simd::missingFeatures(i.isa))
                missing << QString::fromLatin1(f.data(), static_cast<qsizetype>(f.size()));
            said << QStringLiteral("%1 NOT TESTED (this CPU lacks %2)")
                        .arg(isaName(i.isa), missing.join(QStringLiteral(", ")));
        }
        qInfo().noquote() << "SIMD implementations:" << said.join(QStringLiteral("; "));
        return out;
    }();
    return tested;
}

} // namespace u8i::testing
