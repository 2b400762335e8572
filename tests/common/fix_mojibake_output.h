// What the program (U8I_PROGRAM, defined by the suite's CMake rule) writes for `--fix-mojibake
// FILE`: what a GUI repair is compared with.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>

namespace u8i::testing {

inline QByteArray fixMojibakeOutput(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral(U8I_PROGRAM), {QStringLiteral("--fix-mojibake"), path});
    if (!p.waitForFinished(60000))
        return "(--fix-mojibake did not finish)";
    return p.readAllStandardOutput();
}

} // namespace u8i::testing
