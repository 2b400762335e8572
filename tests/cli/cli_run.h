// Runs the program under test (U8I_PROGRAM) as a child process without a display, and collects its
// exit code and output: the CLI suites test the real program.
#pragma once

#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
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
    QStringList env;          // more NAME=VALUE for the child; "NAME=" removes NAME
    QString program;          // another program than U8I_PROGRAM (a shell around it)
    QString workingDirectory; // the child's, when set
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
    if (!setup.workingDirectory.isEmpty())
        p.setWorkingDirectory(setup.workingDirectory);
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

// Runs `script` in bash with $0 set to the program under test, and $1, $2, ... to `args`.
inline Run shell(const QString &script, const QStringList &args = {})
{
    RunSetup setup;
    setup.program = QStringLiteral("/bin/bash");
    return run(QStringList{QStringLiteral("-c"), script, QStringLiteral(U8I_PROGRAM)} + args, {},
               setup);
}

// Words from the program's own help (a few of them not ASCII), repeated into about `size` bytes.
inline QByteArray textOf(qsizetype size)
{
    const Run help = run({QStringLiteral("--help")});
    QByteArray text;
    while (text.size() < size)
        text += help.out;
    text.truncate(size);
    return text;
}

// That text with an ill-formed byte (C0) every 1,000 bytes: errors all through.
inline QByteArray mixedTextOf(qsizetype size)
{
    QByteArray mixed = textOf(size);
    for (qsizetype i = 100; i < mixed.size(); i += 1000)
        mixed[i] = '\xC0';
    return mixed;
}

inline RunInput piped(const QByteArray &bytes, const QByteArray &chunk = {})
{
    RunInput in;
    in.bytes = bytes;
    in.pipe = true;
    in.streamChunk = chunk;
    return in;
}

// Whether the first lines of output are, in order, `label` + ':' + each of `expected`, where '*'
// stands for any text: empty when they are, else the first line that is not and its pattern.
inline QString mismatchedLine(const QList<QByteArray> &lines, const QString &label,
                              const QStringList &expected)
{
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QString line = i < lines.size() ? QString::fromUtf8(lines[i]) : QString();
        const QString pattern = label + QLatin1Char(':') + expected[i];
        const QRegularExpression re(
            QLatin1Char('^') +
            QRegularExpression::escape(pattern).replace(QLatin1String("\\*"), QLatin1String(".+")) +
            QLatin1Char('$'));
        if (!re.match(line).hasMatch())
            return line + QLatin1String("\n  expected ") + pattern;
    }
    return {};
}

} // namespace
