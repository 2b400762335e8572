// Measures the GUI as a user meets it: the real utf8-inspector binary launched under
// QT_QPA_PLATFORM=offscreen with U8I_TIMING=exit (see ui/startup_timing.h), on
//   - a sparse file (16 GiB by default: truncate, with ill-formed bytes at the start, the middle
//     and near the end), and
//   - a generated text file (1 GiB by default: mixed scripts, an FF byte over an ASCII byte every
//     8 MiB or so and one near the end),
// and prints, per file, the median of the runs of
//   (a) launch -> first painted main window, against the same on an empty file (the baseline);
//   (b) launch -> scan finished, against `cat FILE >/dev/null`, and resident memory after the scan;
//   (c) the jump to the last diagnostic (Ctrl+End, then Shift+F8) until the hex view repainted,
//       and whether it landed on the last ill-formed byte written.
// Timings are printed, never judged; the exit status is 1 only when the program failed or the jump
// landed elsewhere.
//
//   bench_gui [--app PATH] [--dir DIR] [--reps N] [--sparse SIZE] [--text SIZE] [--only
//   sparse,text]
//     --app     the utf8-inspector binary (default: the one built beside this benchmark)
//     --dir     where the files are made, once, and kept (default: $TMPDIR or /tmp)
//     --reps    runs per file (default 3)
//     --sparse  size of the sparse file (default 16G); --text size of the text file (default 1G)
#include "bench_data.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

#ifndef U8I_APP_PATH
#define U8I_APP_PATH ""
#endif

namespace {

constexpr int kRunTimeoutMs = 60 * 60 * 1000;

long long monotonicNs()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<long long>(t.tv_sec) * 1000000000LL + t.tv_nsec;
}

long long parseSize(const QString &s)
{
    const QString t = s.trimmed().toUpper();
    long long unit = 1;
    QString digits = t;
    if (t.endsWith(QLatin1Char('K')) || t.endsWith(QLatin1Char('M')) ||
        t.endsWith(QLatin1Char('G'))) {
        unit = t.endsWith(QLatin1Char('K'))   ? 1LL << 10
               : t.endsWith(QLatin1Char('M')) ? 1LL << 20
                                              : 1LL << 30;
        digits.chop(1);
    }
    bool ok = false;
    const double v = digits.toDouble(&ok);
    return ok && v > 0 ? static_cast<long long>(v * static_cast<double>(unit)) : -1;
}

QString sizeName(long long bytes)
{
    if (bytes % (1LL << 30) == 0)
        return QStringLiteral("%1G").arg(bytes >> 30);
    if (bytes % (1LL << 20) == 0)
        return QStringLiteral("%1M").arg(bytes >> 20);
    return QString::number(bytes);
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly)
               ? QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2)
               : QStringLiteral("?");
}

bool writeAt(int fd, long long offset, const QByteArray &bytes)
{
    return ::pwrite(fd, bytes.constData(), static_cast<size_t>(bytes.size()), offset) ==
           bytes.size();
}

// The sparse file: holes (zeros) with three ill-formed spots. Returns the offset of the last.
long long makeSparse(const QString &path, long long size)
{
    const long long last = size - 1000;
    if (QFileInfo(path).size() == size)
        return last;
    std::printf("making %s (%s, sparse)\n", qPrintable(path), qPrintable(sizeName(size)));
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return -1;
    const bool ok = ::ftruncate(fd, size) == 0 && writeAt(fd, 100, QByteArray("\xFF", 1)) &&
                    writeAt(fd, size / 2, QByteArray("\xC3\x28", 2)) // a lead byte before ASCII
                    && writeAt(fd, last, QByteArray("\xE2\x82", 2)); // a truncated sequence
    ::close(fd);
    return ok ? last : -1;
}

// Puts an FF over the first ASCII byte at or after `at`: exactly one new diagnostic. Returns where.
long long breakAsciiByte(std::vector<std::uint8_t> &text, std::size_t at)
{
    for (std::size_t i = at; i < text.size(); ++i)
        if (text[i] < 0x80 && text[i] != '\n') {
            text[i] = 0xFF;
            return static_cast<long long>(i);
        }
    return -1;
}

// The text file: mixed scripts with an error about every 8 MiB and one near the end. Returns the
// offset of the last error.
long long makeText(const QString &path, long long size)
{
    std::vector<std::uint8_t> text =
        bench::mixedScriptText(static_cast<std::size_t>(size), 20261122);
    const std::size_t step = std::size_t{8} << 20;
    for (std::size_t at = step / 3; at + step < text.size(); at += step)
        (void)breakAsciiByte(text, at);
    const long long last = breakAsciiByte(text, text.size() > 5000 ? text.size() - 5000 : 0);
    if (QFileInfo(path).size() == size)
        return last; // made before from the same seed
    std::printf("making %s (%s of mixed-script text)\n", qPrintable(path),
                qPrintable(sizeName(size)));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        f.write(reinterpret_cast<const char *>(text.data()), static_cast<qint64>(text.size())) !=
            size)
        return -1;
    return last;
}

struct Run {
    bool ok = false;
    QString error;
    double firstPaintMs = 0; // from launch
    double scanMs = 0;       // from launch to the end of the scan
    double rssMb = 0;        // after the scan
    double anonMb = 0;
    double fileMb = 0;
    double peakMb = 0;
    double jumpActionMs = -1;
    double jumpPaintedMs = -1;
    long long jumpOffset = -1;
};

// "u8i-timing EVENT k=v k=v" -> {"EVENT.k": v}
void parseLine(const QByteArray &line, QHash<QByteArray, QByteArray> &out)
{
    const QList<QByteArray> words = line.simplified().split(' ');
    if (words.size() < 2 || words[0] != "u8i-timing")
        return;
    out.insert(words[1], "1");
    for (qsizetype i = 2; i < words.size(); ++i) {
        const qsizetype eq = words[i].indexOf('=');
        if (eq > 0)
            out.insert(words[1] + '.' + words[i].left(eq), words[i].mid(eq + 1));
    }
}

Run launch(const QString &app, const QString &file)
{
    Run run;
    QTemporaryDir home; // fresh settings each run: default window, nothing remembered
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("U8I_TIMING"), QStringLiteral("exit"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
    QProcess proc;
    proc.setProcessEnvironment(env);
    proc.setStandardOutputFile(QProcess::nullDevice());
    proc.setReadChannel(QProcess::StandardError);
    QHash<QByteArray, QByteArray> seen;
    QByteArray other;
    const long long t0 = monotonicNs();
    proc.start(app, {file});
    if (!proc.waitForStarted()) {
        run.error = QStringLiteral("cannot start %1").arg(app);
        return run;
    }
    const long long deadline = t0 + static_cast<long long>(kRunTimeoutMs) * 1000000LL;
    while (!seen.contains("done") && monotonicNs() < deadline) {
        if (proc.state() == QProcess::NotRunning && !proc.canReadLine())
            break;
        if (!proc.canReadLine() && !proc.waitForReadyRead(200))
            continue;
        while (proc.canReadLine()) {
            const QByteArray line = proc.readLine();
            if (line.startsWith("u8i-timing"))
                parseLine(line, seen);
            else
                other += line;
        }
    }
    if (!proc.waitForFinished(30000))
        proc.kill();
    const auto ms = [&](const char *key) {
        return static_cast<double>(seen.value(key).toLongLong() - t0) / 1e6;
    };
    const auto mb = [&](const char *key) { return seen.value(key).toDouble() / 1024.0; };
    if (!seen.contains("done") || !seen.contains("first-paint.clock-ns")) {
        run.error = QStringLiteral("no timing lines (exit %1): %2")
                        .arg(proc.exitCode())
                        .arg(QString::fromLocal8Bit(other).trimmed());
        return run;
    }
    run.firstPaintMs = ms("first-paint.clock-ns");
    run.scanMs = ms("scan-finished.clock-ns");
    run.rssMb = mb("memory.VmRSS-kB");
    run.anonMb = mb("memory.RssAnon-kB");
    run.fileMb = mb("memory.RssFile-kB");
    run.peakMb = mb("memory.VmHWM-kB");
    if (seen.contains("last-diagnostic.offset")) {
        run.jumpOffset = seen.value("last-diagnostic.offset").toLongLong();
        run.jumpActionMs = seen.value("last-diagnostic.action-ms").toDouble();
        run.jumpPaintedMs = seen.value("last-diagnostic.painted-ms").toDouble();
    }
    run.ok = true;
    return run;
}

double catMs(const QString &file)
{
    QProcess cat;
    cat.setStandardOutputFile(QProcess::nullDevice());
    const long long t0 = monotonicNs();
    cat.start(QStringLiteral("cat"), {file});
    if (!cat.waitForFinished(kRunTimeoutMs) || cat.exitCode() != 0)
        return -1;
    return static_cast<double>(monotonicNs() - t0) / 1e6;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

struct Summary {
    QString name;
    std::vector<Run> runs;
    double catMs = 0;
    long long lastError = -1;
    [[nodiscard]] double med(double Run::*field) const
    {
        std::vector<double> v;
        for (const Run &r : runs)
            v.push_back(r.*field);
        return median(v);
    }
};

// Runs the program `reps` times on `file`; false when a run failed.
bool measure(const QString &app, const QString &file, int reps, Summary &out)
{
    for (int i = 0; i < reps; ++i) {
        Run r = launch(app, file);
        if (!r.ok) {
            std::fprintf(stderr, "bench_gui: %s: %s\n", qPrintable(file), qPrintable(r.error));
            return false;
        }
        std::printf("  %s run %d: first paint %.0f ms, scan done %.0f ms, RSS %.1f MB, jump %.1f "
                    "ms (to %lld)\n",
                    qPrintable(out.name), i + 1, r.firstPaintMs, r.scanMs, r.rssMb, r.jumpPaintedMs,
                    r.jumpOffset);
        std::fflush(stdout);
        out.runs.push_back(r);
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication qapp(argc, argv);
    QString app = QString::fromLocal8Bit(U8I_APP_PATH);
    QString dir = qEnvironmentVariable("TMPDIR", QStringLiteral("/tmp"));
    int reps = 3;
    long long sparseSize = 16LL << 30;
    long long textSize = 1LL << 30;
    QString only = QStringLiteral("sparse,text");
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--app") && hasValue)
            app = args[++i];
        else if (a == QLatin1String("--dir") && hasValue)
            dir = args[++i];
        else if (a == QLatin1String("--reps") && hasValue)
            reps = std::max(1, args[++i].toInt());
        else if (a == QLatin1String("--sparse") && hasValue)
            sparseSize = parseSize(args[++i]);
        else if (a == QLatin1String("--text") && hasValue)
            textSize = parseSize(args[++i]);
        else if (a == QLatin1String("--only") && hasValue)
            only = args[++i];
        else {
            std::fprintf(stderr,
                         "usage: bench_gui [--app PATH] [--dir DIR] [--reps N] [--sparse SIZE] "
                         "[--text SIZE] [--only sparse,text]\n");
            return 2;
        }
    }
    if (app.isEmpty() || !QFileInfo(app).isExecutable()) {
        std::fprintf(stderr, "bench_gui: no utf8-inspector at '%s' (--app PATH)\n",
                     qPrintable(app));
        return 2;
    }
    if (sparseSize < 4096 || textSize < 65536) {
        std::fprintf(stderr, "bench_gui: --sparse needs at least 4K and --text at least 64K\n");
        return 2;
    }
    const QString loadBefore = loadAverage();
    std::printf("bench_gui: %s, %d run(s) per file, files in %s, load average %s\n",
                qPrintable(app), reps, qPrintable(dir), qPrintable(loadBefore));

    const QString emptyPath = dir + QStringLiteral("/u8i-bench-empty.txt");
    if (QFile f(emptyPath); !f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "bench_gui: cannot write in %s\n", qPrintable(dir));
        return 2;
    }
    std::vector<Summary> files;
    Summary empty{QStringLiteral("empty file"), {}, 0, -1};
    if (!measure(app, emptyPath, reps, empty))
        return 1;
    const double baselinePaint = empty.med(&Run::firstPaintMs);

    bool wrongJump = false;
    for (const QString &kind : only.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        Summary s;
        QString path;
        if (kind == QLatin1String("sparse")) {
            path = dir + QStringLiteral("/u8i-bench-sparse-%1.bin").arg(sizeName(sparseSize));
            s.name = QStringLiteral("%1 sparse file").arg(sizeName(sparseSize));
            s.lastError = makeSparse(path, sparseSize);
        } else if (kind == QLatin1String("text")) {
            path = dir + QStringLiteral("/u8i-bench-text-%1.txt").arg(sizeName(textSize));
            s.name = QStringLiteral("%1 text file").arg(sizeName(textSize));
            s.lastError = makeText(path, textSize);
        } else {
            std::fprintf(stderr, "bench_gui: --only takes sparse and text, not '%s'\n",
                         qPrintable(kind));
            return 2;
        }
        if (s.lastError < 0) {
            std::fprintf(stderr, "bench_gui: cannot make %s\n", qPrintable(path));
            return 1;
        }
        (void)catMs(path); // the page cache warm (for a sparse file: nothing to warm)
        s.catMs = catMs(path);
        if (!measure(app, path, reps, s))
            return 1;
        for (const Run &r : s.runs)
            wrongJump = wrongJump || r.jumpOffset != s.lastError;
        files.push_back(s);
    }

    std::printf(
        "\nload average before %s, after %s; medians of %d run(s); launch = QProcess::start\n\n",
        qPrintable(loadBefore), qPrintable(loadAverage()), reps);
    std::printf("| file | launch → first paint | scan done (from launch) | `cat FILE >/dev/null` | "
                "resident after the scan "
                "(anon + file pages) | peak resident | last diagnostic: Ctrl+End, Shift+F8 → "
                "repainted |\n");
    std::printf("|---|---|---|---|---|---|---|\n");
    std::printf(
        "| empty file (baseline) | %.0f ms | – | – | %.0f MB (%.0f + %.0f) | %.0f MB | – |\n",
        baselinePaint, empty.med(&Run::rssMb), empty.med(&Run::anonMb), empty.med(&Run::fileMb),
        empty.med(&Run::peakMb));
    for (const Summary &s : files) {
        const double paint = s.med(&Run::firstPaintMs);
        const double scan = s.med(&Run::scanMs);
        std::printf("| %s | %.0f ms (%.2f× the empty file) | %.2f s | %.2f s (scan %.2f× as long) "
                    "| %.0f MB (%.0f + %.0f) "
                    "| %.0f MB | %.1f ms (action %.1f ms)%s |\n",
                    qPrintable(s.name), paint, paint / baselinePaint, scan / 1000, s.catMs / 1000,
                    s.catMs > 0 ? scan / s.catMs : 0.0, s.med(&Run::rssMb), s.med(&Run::anonMb),
                    s.med(&Run::fileMb), s.med(&Run::peakMb), s.med(&Run::jumpPaintedMs),
                    s.med(&Run::jumpActionMs),
                    s.runs.front().jumpOffset == s.lastError ? "" : " WRONG OFFSET");
    }
    if (wrongJump) {
        std::fprintf(
            stderr,
            "bench_gui: a jump to the last diagnostic did not land on the last ill-formed byte\n");
        return 1;
    }
    return 0;
}
