// Writes a test file into a temporary directory and returns its path; a failure ends the test run.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace u8i::testing {

inline QString writeTempFile(const QTemporaryDir &dir, const QString &name,
                             const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
    return path;
}

} // namespace u8i::testing
