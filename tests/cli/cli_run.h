// Runs the program under test (U8I_PROGRAM) as a child process without a display, and collects its
// exit code and output: the CLI suites test the real program.
#pragma once

#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace {

struct Run {
    bool finished = false;
    int code = -1;
    QByteArray out;
    QByteArray err;

    [[nodiscard]] QList<QByteArray> lines() const
    {
        QList<QByteArray> l = out.split('\n');
        if (!l.isEmpty() && l.last().isEmpty())
            l.removeLast();
        return l;
    }
};

struct RunInput {
    QByteArray bytes; // written to stdin through a pipe, when set
    bool pipe = false;
    QString stdinFile;      // or stdin redirected from a file
    QByteArray streamChunk; // U8I_STREAM_CHUNK for the child
};

struct RunSetup {
    QStringList env; // more NAME=VALUE for the child; "NAME=" removes NAME
    QString program; // another program than U8I_PROGRAM (a shell around it)
};

// Runs the program without a display: were it to start the GUI, it would fail for lack of one.
Run run(const QStringList &args, const RunInput &input = {}, const RunSetup &setup = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    if (!input.streamChunk.isEmpty())
        env.insert(QStringLiteral("U8I_STREAM_CHUNK"), QString::fromLatin1(input.streamChunk));
    for (const QString &pair : setup.env) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq == pair.size() - 1)
            env.remove(pair.left(eq));
        else
            env.insert(pair.left(eq), pair.mid(eq + 1));
    }
    p.setProcessEnvironment(env);
    if (!input.stdinFile.isEmpty())
        p.setStandardInputFile(input.stdinFile);
    p.start(setup.program.isEmpty() ? QStringLiteral(U8I_PROGRAM) : setup.program, args);
    Run r;
    if (!p.waitForStarted(30000))
        return r;
    if (input.pipe) {
        p.write(input.bytes);
        p.closeWriteChannel();
    } else if (input.stdinFile.isEmpty()) {
        p.closeWriteChannel();
    }
    // A generous limit only so that a hang fails the test instead of blocking it.
    r.finished = p.waitForFinished(120000);
    if (!r.finished) {
        p.kill();
        p.waitForFinished();
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

inline RunInput piped(const QByteArray &bytes, const QByteArray &chunk = {})
{
    RunInput in;
    in.bytes = bytes;
    in.pipe = true;
    in.streamChunk = chunk;
    return in;
}

} // namespace
