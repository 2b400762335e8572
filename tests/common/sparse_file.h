// A large file of holes (zeros that take no disk space), for the tests that open a 16 GiB file and
// stop a tool's background work on it; a failure ends the test run.
#pragma once

#include <QFile>
#include <QTemporaryDir>

namespace u8i::testing {

inline QString writeSparseFile(const QTemporaryDir &dir, qint64 size = qint64{16} << 30)
{
    const QString path = dir.filePath(QStringLiteral("sparse.bin"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !f.resize(size))
        qFatal("cannot make the sparse file %s", qPrintable(path));
    return path;
}

} // namespace u8i::testing
