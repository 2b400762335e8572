// --strings on real binary formats, run as a real program (U8I_PROGRAM): an ELF the compiler made
// during the build with known literals (strings_sample), the gettext catalogs installed on this
// machine and one written here in the .mo format, a Windows string-table resource block in
// UTF-16LE; GNU strings on /usr/bin binaries finds nothing we do not; human output escapes what
// could mislead a terminal; bad input gets a clear message and exit status 2.
#include "ci_skip.h"
#include "cli_run.h"
#include "mo_catalogs.h"
#include "strings_sample_text.h"
#include "temp_file.h"
#include "utf16_bytes.h"

#include <QtTest>

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <random>

using u8i::testing::utf16le;

namespace {

struct Found {
    qint64 offset = 0;
    qint64 length = 0;
    QString encoding;
    QString text;
};

QList<Found> stringsOf(const QString &path, const QStringList &options = {})
{
    const Run r =
        run(QStringList{QStringLiteral("--strings"), QStringLiteral("--json")} + options << path);
    if (r.code != 0)
        qWarning("exit %d: %s", r.code, r.err.constData());
    QList<Found> found;
    for (const QByteArray &line : r.lines()) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        found.append({o.value(QStringLiteral("offset")).toInteger(),
                      o.value(QStringLiteral("length")).toInteger(),
                      o.value(QStringLiteral("encoding")).toString(),
                      o.value(QStringLiteral("text")).toString()});
    }
    return found;
}

// The found string that starts at `offset`, if any.
const Found *at(const QList<Found> &found, qint64 offset)
{
    const auto it = std::lower_bound(found.begin(), found.end(), offset,
                                     [](const Found &f, qint64 o) { return f.offset < o; });
    return it != found.end() && it->offset == offset ? &*it : nullptr;
}

// The found string that holds [offset, offset + length), if any (found strings do not overlap).
const Found *holding(const QList<Found> &found, qint64 offset, qint64 length)
{
    const auto it = std::upper_bound(found.begin(), found.end(), offset,
                                     [](qint64 o, const Found &f) { return o < f.offset; });
    if (it == found.begin())
        return nullptr;
    const Found &f = *std::prev(it);
    return f.offset + f.length >= offset + length ? &f : nullptr;
}

// The runs of text of a string as --strings defines them: controls other than TAB, C1 controls,
// separators, private use and unassigned characters end one. Each with its byte offset.
QList<QPair<qint64, QString>> textRuns(const QByteArray &utf8, qint64 base)
{
    QList<QPair<qint64, QString>> runs;
    QString current;
    qint64 start = base, pos = base;
    auto end = [&] {
        if (current.toUcs4().size() >= 4)
            runs.append({start, current});
        current.clear();
    };
    for (const char32_t c : QString::fromUtf8(utf8).toUcs4()) {
        const qint64 size = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        const QChar::Category cat = QChar::category(c);
        const bool text =
            c == U'\t' || (cat != QChar::Other_Control && cat != QChar::Separator_Line &&
                           cat != QChar::Separator_Paragraph && cat != QChar::Other_PrivateUse &&
                           cat != QChar::Other_NotAssigned);
        if (!text) {
            end();
            start = pos + size;
        } else if (current.isEmpty()) {
            start = pos;
        }
        if (text)
            current += QString::fromUcs4(&c, 1);
        pos += size;
    }
    end();
    return runs;
}

// A .mo catalog of `pairs` (msgid, msgstr), as msgfmt lays it out without a hash table.
QByteArray writeMo(const QList<QPair<QByteArray, QByteArray>> &pairs)
{
    const auto n = static_cast<quint32>(pairs.size());
    QByteArray header, originals, translations, data;
    auto put = [](QByteArray &to, quint32 v) {
        for (int i = 0; i < 4; ++i)
            to.append(static_cast<char>((v >> (8 * i)) & 0xFF));
    };
    const quint32 dataStart = 28 + 16 * n;
    for (const bool translated : {false, true})
        for (const auto &[id, str] : pairs) {
            const QByteArray &s = translated ? str : id;
            QByteArray &table = translated ? translations : originals;
            put(table, static_cast<quint32>(s.size()));
            put(table, dataStart + static_cast<quint32>(data.size()));
            data += s + '\0';
        }
    for (const quint32 v : {0x950412deU, 0U, n, 28U, 28 + 8 * n, 0U, dataStart})
        put(header, v);
    return header + originals + translations + data;
}

} // namespace

class TestCliStrings : public QObject {
    Q_OBJECT
  private slots:
    void elfLiterals_data();
    void elfLiterals();
    void elfUtf16Literal();
    void installedCatalogs();
    void writtenCatalog();
    void resourceBlock_data();
    void resourceBlock();
    void noFewerThanGnuStrings_data();
    void noFewerThanGnuStrings();
    void noFewerThanGnuUnicode_data();
    void noFewerThanGnuUnicode();
    void streamsGiveTheSameStrings();
    void humanOutputIsSafe();
    void gapsAreMarked();
    void badInput_data();
    void badInput();

  private:
    QTemporaryDir m_dir;
};

void TestCliStrings::elfLiterals_data()
{
    QTest::addColumn<QByteArray>("literal");
    for (const char *s : u8i::testing::kSampleUtf8)
        QTest::newRow(s) << QByteArray(s);
}

void TestCliStrings::elfLiterals()
{
    QFETCH(QByteArray, literal);
    QFile f(QStringLiteral(U8I_STRINGS_SAMPLE));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray elf = f.readAll();
    QVERIFY2(elf.startsWith("\x7F"
                            "ELF"),
             "the sample is an ELF executable");
    const qsizetype offset = elf.indexOf(literal + '\0');
    QVERIFY(offset > 0);
    static const QList<Found> found = stringsOf(QStringLiteral(U8I_STRINGS_SAMPLE));
    const Found *s = holding(found, offset, literal.size());
    QVERIFY2(s, "no string holds the literal");
    QVERIFY2(s->text.contains(QString::fromUtf8(literal)), qPrintable(s->text));
    if (elf[offset - 1] == '\0') // after another literal's NUL: exactly there
        QCOMPARE(s->offset, offset);
}

void TestCliStrings::elfUtf16Literal()
{
    QFile f(QStringLiteral(U8I_STRINGS_SAMPLE));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString literal = QString::fromUtf16(u8i::testing::kSampleUtf16);
    const qsizetype offset = f.readAll().indexOf(utf16le(literal));
    QVERIFY(offset > 0);
    const QList<Found> found =
        stringsOf(QStringLiteral(U8I_STRINGS_SAMPLE),
                  {QStringLiteral("--encoding"), QStringLiteral("utf-8,utf-16le")});
    const Found *s = holding(found, offset, literal.size() * 2);
    QVERIFY2(s, "no string holds the UTF-16 literal");
    QCOMPARE(s->encoding, QStringLiteral("utf-16le"));
    QVERIFY2(s->text.contains(literal), qPrintable(s->text));
}

// Every run of 4 or more characters of every string of the installed catalogs (the strings that
// Python's gettext reads from them: the .mo tables give their offsets), at its offset.
void TestCliStrings::installedCatalogs()
{
    const QStringList catalogs = u8i::testing::installedCatalogs(40);
    if (catalogs.isEmpty())
        U8I_SKIP_OUTSIDE_CI(
            "no gettext catalogs under /usr/share/locale (tools/install-deps.sh installs "
            "some)");
    int checked = 0;
    for (const QString &path : catalogs) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray mo = f.readAll();
        const QList<Found> found = stringsOf(path);
        for (const auto &[offset, bytes] : u8i::testing::moStrings(mo))
            for (const auto &[runOffset, text] : textRuns(bytes, offset)) {
                const Found *s = at(found, runOffset);
                if (!s && runOffset > 0 && mo[runOffset - 1] != '\0') // table bytes before it
                    s = holding(found, runOffset, text.toUtf8().size());
                QVERIFY2(
                    s && s->text.endsWith(text),
                    qPrintable(QStringLiteral("%1 at %2: %3").arg(path).arg(runOffset).arg(text)));
                ++checked;
            }
    }
    QVERIFY(checked > 1000);
}

// A catalog written here from real translations (the first installed one that has a few) and a
// 4-byte character: every string at its exact offset.
void TestCliStrings::writtenCatalog()
{
    QList<QPair<QByteArray, QByteArray>> pairs{{"", "Content-Type: text/plain; charset=UTF-8\n"},
                                               {"Shell %s", "\xF0\x9F\x90\x9A Muschel %s"}};
    for (const QString &path : u8i::testing::installedCatalogs(200)) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto strings = u8i::testing::moStrings(f.readAll());
        const auto half = strings.size() / 2;
        for (qsizetype i = 1; i < half && pairs.size() < 60; ++i)
            pairs.append({strings[i].second, strings[half + i].second});
        if (pairs.size() >= 60)
            break;
    }
    const QByteArray mo = writeMo(pairs);
    const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("written.mo"), mo);
    const QList<Found> found = stringsOf(path);
    int checked = 0;
    for (const auto &[offset, bytes] : u8i::testing::moStrings(mo))
        for (const auto &[runOffset, text] : textRuns(bytes, offset)) {
            const Found *s = at(found, runOffset);
            QVERIFY2(s, qPrintable(QStringLiteral("nothing at %1: %2").arg(runOffset).arg(text)));
            QCOMPARE(s->text, text);
            ++checked;
        }
    QVERIFY(checked >= 2);
    QVERIFY(std::any_of(found.begin(), found.end(), [](const Found &s) {
        return s.text == QString::fromUtf8("\xF0\x9F\x90\x9A Muschel %s");
    }));
}

void TestCliStrings::resourceBlock_data()
{
    QTest::addColumn<QString>("encodings");
    QTest::newRow("utf-16le") << "utf-16le";
    QTest::newRow("all three") << "utf-8,utf-16le,utf-16be";
}

// A string-table resource as Windows executables hold it: 16 strings, each a 16-bit length then
// UTF-16LE, among random bytes. Every string of 4 characters or more, at its offset.
void TestCliStrings::resourceBlock()
{
    QFETCH(QString, encodings);
    const QStringList strings{QStringLiteral("&Open…"),
                              QStringLiteral("Сохранить как"),
                              QString(),
                              QStringLiteral("保存文件"),
                              QStringLiteral("ファイルを開く"),
                              QStringLiteral("Ελληνικά"),
                              QStringLiteral("한국어 텍스트"),
                              QStringLiteral("Emoji 😀 face"),
                              QStringLiteral("OK"),
                              QStringLiteral("Grüße, Zoë"),
                              QString(),
                              QStringLiteral("العربية"),
                              QStringLiteral("עברית טקסט"),
                              QStringLiteral("Cancel"),
                              QStringLiteral("Ünïcödé"),
                              QStringLiteral("100 %")};
    std::mt19937 random(15);
    QByteArray block;
    for (int i = 0; i < 256; ++i)
        block.append(static_cast<char>(random() & 0xFF));
    block.append(QByteArray(4, '\0'));
    QList<QPair<qint64, QString>> expected;
    for (const QString &s : strings) {
        const auto units = static_cast<quint16>(s.size());
        block.append(static_cast<char>(units & 0xFF));
        block.append(static_cast<char>(units >> 8));
        if (s.toUcs4().size() >= 4)
            expected.append({block.size(), s});
        block.append(utf16le(s));
    }
    // The table ends in padding, as a resource section does: random bytes right after the last
    // string could be read as one more character of it (which ones depends on ICU's CLDR data).
    block.append(QByteArray(4, '\0'));
    for (int i = 0; i < 256; ++i)
        block.append(static_cast<char>(random() & 0xFF));
    const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("strings.res"), block);
    const QList<Found> found = stringsOf(path, {QStringLiteral("--encoding"), encodings});
    for (const auto &[offset, text] : expected) {
        const Found *s = at(found, offset);
        QVERIFY2(s, qPrintable(QStringLiteral("nothing at %1: %2").arg(offset).arg(text)));
        QCOMPARE(s->text, text);
        QCOMPARE(s->encoding, QStringLiteral("utf-16le"));
    }
}

void TestCliStrings::noFewerThanGnuStrings_data()
{
    QTest::addColumn<QString>("binary");
    QTest::addColumn<QString>("gnuEncoding"); // strings -e
    QTest::addColumn<QString>("encoding");    // ours
    for (const char *name : {"ls", "cp", "bash", "tar"}) {
        const QString path = QStringLiteral("/usr/bin/") + QLatin1String(name);
        if (!QFile::exists(path))
            continue;
        QTest::addRow("%s, 7-bit", name) << path << "s"
                                         << "utf-8";
        QTest::addRow("%s, UTF-16LE", name) << path << "l"
                                            << "utf-16le";
        QTest::addRow("%s, UTF-16BE", name) << path << "b"
                                            << "utf-16be";
    }
}

// Every string GNU strings finds (ASCII, or ASCII in 16-bit units) lies inside one of ours.
void TestCliStrings::noFewerThanGnuStrings()
{
    QFETCH(QString, binary);
    QFETCH(QString, gnuEncoding);
    QFETCH(QString, encoding);
    const QString gnu = QStandardPaths::findExecutable(QStringLiteral("strings"));
    if (gnu.isEmpty())
        U8I_SKIP_OUTSIDE_CI(
            "GNU strings is not installed (tools/install-deps.sh installs binutils)");
    QProcess p;
    p.start(gnu,
            {QStringLiteral("-a"), QStringLiteral("-t"), QStringLiteral("d"), QStringLiteral("-n"),
             QStringLiteral("4"), QStringLiteral("-e"), gnuEncoding, binary});
    QVERIFY(p.waitForFinished(60000));
    const QList<Found> ours = stringsOf(binary, {QStringLiteral("--encoding"), encoding});
    const qint64 unit = gnuEncoding == QLatin1String("s") ? 1 : 2;
    int theirs = 0;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        const QByteArray trimmed =
            line.trimmed().isEmpty() ? QByteArray() : line.mid(line.indexOf(line.trimmed()));
        if (trimmed.isEmpty())
            continue;
        const qsizetype space = trimmed.indexOf(' ');
        const qint64 offset = trimmed.left(space).toLongLong();
        const QByteArray text = trimmed.mid(space + 1);
        ++theirs;
        const auto it = std::upper_bound(ours.begin(), ours.end(), offset,
                                         [](qint64 o, const Found &f) { return o < f.offset; });
        const bool held = it != ours.begin() && std::prev(it)->offset + std::prev(it)->length >=
                                                    offset + text.size() * unit;
        QVERIFY2(held, qPrintable(QStringLiteral("%1: GNU strings finds \"%2\" at %3; we do not")
                                      .arg(binary, QString::fromLatin1(text))
                                      .arg(offset)));
    }
    QVERIFY(ours.size() >= theirs);
}

void TestCliStrings::noFewerThanGnuUnicode_data()
{
    QTest::addColumn<QString>("binary");
    for (const char *name : {"ls", "bash", "tar"}) {
        const QString path = QStringLiteral("/usr/bin/") + QLatin1String(name);
        if (QFile::exists(path))
            QTest::newRow(name) << path;
    }
}

// GNU strings --unicode=escape (binutils 2.39 and later) takes a lead byte with any continuation
// bytes as a character, overlong forms such as C0 80 included. Every string it finds whose bytes
// are well-formed UTF-8 text lies inside one of ours.
void TestCliStrings::noFewerThanGnuUnicode()
{
    QFETCH(QString, binary);
    const QString gnu = QStandardPaths::findExecutable(QStringLiteral("strings"));
    if (gnu.isEmpty())
        U8I_SKIP_OUTSIDE_CI(
            "GNU strings is not installed (tools/install-deps.sh installs binutils)");
    QProcess p;
    p.start(gnu,
            {QStringLiteral("-a"), QStringLiteral("-t"), QStringLiteral("d"), QStringLiteral("-n"),
             QStringLiteral("4"), QStringLiteral("--unicode=escape"), binary});
    QVERIFY(p.waitForFinished(60000));
    if (p.exitCode() != 0)
        U8I_SKIP_OUTSIDE_CI("this GNU strings has no --unicode (binutils before 2.39)");
    QFile f(binary);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray data = f.readAll();
    const QList<Found> ours = stringsOf(binary);
    int checked = 0;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        const QByteArray s = line.trimmed();
        const qsizetype space = s.indexOf(' ');
        const qint64 offset = s.left(space).toLongLong();
        if (s.isEmpty() || offset >= data.size()) // GNU misstates some offsets (beyond 4 GiB)
            continue;
        // Its characters, each an escape or a byte, walked as GNU does: lead and continuations.
        const qsizetype characters =
            QString::fromLatin1(s.mid(space + 1))
                .replace(QRegularExpression(QStringLiteral("\\\\u[0-9a-f]{4}")),
                         QStringLiteral("x"))
                .size();
        qint64 end = offset;
        for (qsizetype c = 0; c < characters && end < data.size(); ++c) {
            const auto b = static_cast<quint8>(data[end]);
            end += b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        }
        const QByteArray bytes = data.mid(offset, end - offset);
        const QString decoded = QString::fromUtf8(bytes);
        const bool wellFormedText =
            decoded.toUtf8() == bytes && std::none_of(decoded.begin(), decoded.end(), [](QChar c) {
                return c != QLatin1Char('\t') && (c.category() == QChar::Other_Control ||
                                                  c.category() == QChar::Other_NotAssigned ||
                                                  c.category() == QChar::Other_PrivateUse);
            });
        if (!wellFormedText)
            continue;
        QVERIFY2(
            holding(ours, offset, end - offset),
            qPrintable(QStringLiteral("%1: GNU strings --unicode finds \"%2\" at %3; we do not")
                           .arg(binary, decoded)
                           .arg(offset)));
        ++checked;
    }
    QVERIFY(checked > 100);
}

// The ELF through a pipe, read 7 bytes at a time: the same lines as the mapped file.
void TestCliStrings::streamsGiveTheSameStrings()
{
    QFile f(QStringLiteral(U8I_STRINGS_SAMPLE));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray elf = f.readAll();
    const QStringList args{QStringLiteral("--strings"), QStringLiteral("--encoding"),
                           QStringLiteral("utf-8,utf-16le,utf-16be"), QStringLiteral("--gaps")};
    const Run mapped = run(args + QStringList{QStringLiteral(U8I_STRINGS_SAMPLE)});
    const Run piped = run(args + QStringList{QStringLiteral("-")}, ::piped(elf, "7"));
    QCOMPARE(piped.code, 0);
    QVERIFY(mapped.lines().size() > 100);
    QCOMPARE(piped.out, mapped.out);
}

void TestCliStrings::humanOutputIsSafe()
{
    const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("bidi.bin"),
                                                     QByteArray("\x00\x01safe\xE2\x80\xAE"
                                                                "txt.exe\tname\xE2\x80\xA9\x00",
                                                                25));
    const Run r = run({QStringLiteral("--strings"), path});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out,
             QByteArray("0x2 19 bytes 17 chars utf-8 Latin: safe<U+202E>txt.exe<U+0009>name\n"));
    const Run json = run({QStringLiteral("--strings"), QStringLiteral("--json"), path});
    QVERIFY2(json.out.contains("\"text\":\"safe\\u202etxt.exe\\u0009name\""), json.out.constData());
}

void TestCliStrings::gapsAreMarked()
{
    const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("gap.bin"),
                                                     QByteArray("\x00gappy\xE2\x82text\x00", 13));
    const Run without = run({QStringLiteral("--strings"), QStringLiteral("--json"), path});
    QCOMPARE(without.lines().size(), 2);
    const Run with = run(
        {QStringLiteral("--strings"), QStringLiteral("--gaps"), QStringLiteral("--json"), path});
    QCOMPARE(with.lines().size(), 1);
    const QJsonObject o = QJsonDocument::fromJson(with.lines().first()).object();
    QCOMPARE(o.value(QStringLiteral("text")).toString(), QString::fromUtf8("gappy\uFFFDtext"));
    QCOMPARE(o.value(QStringLiteral("gaps"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("offset"))
                 .toInt(),
             6);
}

void TestCliStrings::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("min 0") << QStringList{"--strings", "--min", "0", "x"} << "--min needs a number";
    QTest::newRow("min not a number")
        << QStringList{"--strings", "--min=four", "x"} << "--min needs a number";
    QTest::newRow("unknown encoding") << QStringList{"--strings", "--encoding", "utf-8,utf-32", "x"}
                                      << "--encoding: unknown encoding 'utf-32'";
    QTest::newRow("gaps without --strings")
        << QStringList{"--check", "--gaps", "x"} << "goes with --strings";
    QTest::newRow("no file") << QStringList{"--strings"} << "--strings needs at least one FILE";
    QTest::newRow("missing file") << QStringList{"--strings", "/nonexistent/file.bin"}
                                  << "/nonexistent/file.bin";
}

void TestCliStrings::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliStrings)
#include "tst_cli_strings.moc"
