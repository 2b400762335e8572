// Trees of files for the CI suites of --check: writing files under a root, running git there, a
// set of real files from this machine, and reading back which files a --json run checked.
#pragma once

#include "cli_run.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace {

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// Writes root/relative (its directories made as needed) and returns its path.
inline QString writeFile(const QString &root, const QString &relative, const QByteArray &bytes)
{
    const QString path = root + QLatin1Char('/') + relative;
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        qFatal("cannot make the directory of %s", qPrintable(path));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Runs the program in `dir`.
inline RunSetup inDirectory(const QString &dir)
{
    RunSetup setup;
    setup.workingDirectory = dir;
    return setup;
}

inline bool runGit(const QString &dir, const QStringList &args)
{
    QProcess git;
    git.setWorkingDirectory(dir);
    git.start(QStringLiteral("git"), args);
    return git.waitForFinished(60000) && git.exitStatus() == QProcess::NormalExit &&
           git.exitCode() == 0;
}

// Real text from this machine (the packages' copyright files, up to 40 KiB each), some with
// ill-formed bytes and notices put in; two large ones, so that threads finish out of order; and
// gettext catalogs, which are binary. Returns the text files, to be named one by one.
inline QStringList writeManyFiles(const QString &root)
{
    QStringList named;
    const QFileInfoList docs = QDir(QStringLiteral("/usr/share/doc"))
                                   .entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QByteArray all;
    for (const QFileInfo &doc : docs) {
        const QString copyright = doc.filePath() + QStringLiteral("/copyright");
        if (named.size() == 32 || !QFileInfo(copyright).isFile())
            continue;
        QByteArray text = readFile(copyright).left(40 << 10);
        const int n = static_cast<int>(named.size());
        if (n % 3 == 1)
            text.insert(text.size() / 2, "\xC0\xAF");
        if (n % 5 == 2)
            text.insert(text.size() / 3, "\x01\xC2\x85");
        all += text;
        named << writeFile(root, QStringLiteral("docs/%1.txt").arg(n, 3, 10, QLatin1Char('0')),
                           text);
    }
    QByteArray big;
    while (big.size() < (2 << 20))
        big += all + "\xF8\x88\x80\x80\x80\n";
    writeFile(root, QStringLiteral("big/0-first.txt"), big);
    writeFile(root, QStringLiteral("big/1-second.txt"), big.left(1 << 20));
    const QStringList catalogs = QDir(QStringLiteral("/usr/share/locale/de/LC_MESSAGES"))
                                     .entryList({QStringLiteral("*.mo")}, QDir::Files, QDir::Name);
    for (const QString &mo : catalogs.mid(0, 4))
        writeFile(root, QStringLiteral("mo/") + mo,
                  readFile(QStringLiteral("/usr/share/locale/de/LC_MESSAGES/") + mo));
    return named;
}

// Which files a --check --json run checked (its summary objects) and skipped, in output order,
// relative to `root` when they are under it.
struct Listing {
    QStringList checked;
    QStringList skipped;
};

inline Listing listing(const QByteArray &out, const QString &root)
{
    Listing l;
    const QString prefix = root.isEmpty() ? QString() : root + QLatin1Char('/');
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QStringLiteral("total")))
            continue; // the closing record
        QString file = o.value(QStringLiteral("file")).toString();
        if (!prefix.isEmpty() && file.startsWith(prefix))
            file = file.mid(prefix.size());
        if (o.contains(QStringLiteral("skipped")))
            l.skipped << file;
        else if (o.contains(QStringLiteral("valid")))
            l.checked << file;
    }
    return l;
}

} // namespace
