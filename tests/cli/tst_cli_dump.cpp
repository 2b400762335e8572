// --dump's text rows, run as a real program (U8I_PROGRAM), against a simple reference formatter
// fed by --dump --json on the same input: every row must be exactly what the reference makes of
// the JSON row, whatever the row cache of the text path kept from earlier rows. Inputs: every
// byte value alone, after every other byte value and between letters; repeated ill-formed groups
// at many offsets; random bytes and random UTF-8 with errors; the gettext catalogs of this machine;
// offsets past 4 GiB and 64 GiB (sparse files); pipes.
#include "cli_run.h"
#include "mo_catalogs.h"
#include "random_utf8.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <random>

namespace {

const QByteArray kHeader = "offset      bytes        roles     code point  name, or what is wrong";

// A column as the dump pads it: the text, then spaces up to `width` characters (at least one).
QString padded(const QString &text, qsizetype width)
{
    return text + QString(std::max<qsizetype>(width - text.size(), 1), QLatin1Char(' '));
}

QChar roleLetter(const QString &role)
{
    if (role == QLatin1String("ascii"))
        return QLatin1Char('A');
    if (role == QLatin1String("lead"))
        return QLatin1Char('L');
    if (role == QLatin1String("continuation"))
        return QLatin1Char('C');
    return role == QLatin1String("invalid") ? QLatin1Char('X') : QLatin1Char('?');
}

// The text row that a JSON row stands for.
QByteArray referenceRow(const QJsonObject &row)
{
    const QString offset = QString::number(row.value("offset").toInteger(), 16);
    QString line = padded(QStringLiteral("0x") + offset.rightJustified(8, QLatin1Char('0')), 12);
    QStringList bytes = row.value("bytes").toString().split(QLatin1Char(' '));
    QStringList roles;
    for (const QJsonValue role : row.value("roles").toArray())
        roles << roleLetter(role.toString());
    if (bytes.size() > 4) { // three bytes and an ellipsis
        bytes = bytes.mid(0, 3) << QStringLiteral("…");
        roles = roles.mid(0, 3) << QStringLiteral("…");
    }
    line += padded(bytes.join(QLatin1Char(' ')), 13) + padded(roles.join(QLatin1Char(' ')), 10);
    if (row.contains("code_point")) {
        line += padded(row.value("code_point").toString(), 12) + row.value("name").toString();
        if (row.contains("notice"))
            line += QStringLiteral("  [") + row.value("notice").toString() + QLatin1Char(']');
    } else {
        const int replacements = row.value("replacements").toInt();
        line +=
            padded(replacements == 1 ? QStringLiteral("U+FFFD")
                                     : QStringLiteral("U+FFFD×") + QString::number(replacements),
                   12);
        line +=
            row.value("kind").toString() + QStringLiteral(": ") + row.value("message").toString();
    }
    return line.toUtf8();
}

QByteArray randomBytes(std::uint64_t seed, qsizetype size)
{
    std::mt19937_64 rng(seed);
    QByteArray bytes(size, '\0');
    for (char &byte : bytes)
        byte = static_cast<char>(rng() & 0xFF);
    return bytes;
}

QByteArray randomText(std::uint64_t seed, std::size_t size)
{
    std::mt19937_64 rng(seed);
    const std::vector<std::uint8_t> bytes = u8i::testing::randomUtf8(rng, size, 0.3);
    return QByteArray(reinterpret_cast<const char *>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

// Each ill-formed group many times, with 0 to 6 letters between them, so that equal rows come
// at many offsets (and with different bytes after them).
QByteArray repeatedGroups()
{
    const QByteArray groups[] = {
        "\x80",         "\xBF\x80",         "\xC0\xAF", "\xC2", "\xE2\x82", "\xED\xA0\xBD",
        "\xF0\x9F\x98", "\xF4\x90\x80\x80", "\xF5",     "\xFE", "\xFF",     "\xF8\x88\x80\x80\x80"};
    QByteArray out;
    for (int copy = 0; copy < 64; ++copy)
        for (const QByteArray &group : groups)
            out += group + QByteArray("abcdef").left(copy % 7);
    return out;
}

} // namespace

class TestCliDump : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void textRowsMatchJson_data();
    void textRowsMatchJson();

  private:
    QTemporaryDir m_dir;
};

void TestCliDump::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
}

void TestCliDump::textRowsMatchJson_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("at");          // the bytes come after this many NUL bytes (sparse)
    QTest::addColumn<QStringList>("window"); // --from/--length
    QTest::addColumn<bool>("pipe");          // read from stdin instead of the mapped file

    for (int value = 0; value < 256; ++value)
        QTest::addRow("byte %02X alone", value)
            << QByteArray(1, static_cast<char>(value)) << qint64{0} << QStringList() << false;
    QByteArray between, pairs;
    for (int value = 0; value < 256; ++value) {
        between += 'a' + QByteArray(1, static_cast<char>(value)) + 'b';
        for (int next = 0; next < 256; ++next)
            pairs += QByteArray(1, static_cast<char>(value)) + static_cast<char>(next) + '|';
    }
    QTest::newRow("every byte between letters") << between << qint64{0} << QStringList() << false;
    QTest::newRow("every byte before every byte") << pairs << qint64{0} << QStringList() << false;
    QTest::newRow("repeated ill-formed groups")
        << repeatedGroups() << qint64{0} << QStringList() << false;
    QTest::newRow("BOM at offset 0 and later") << QByteArray("\xEF\xBB\xBF"
                                                             "a\xEF\xBB\xBF")
                                               << qint64{0} << QStringList() << false;
    QTest::newRow("truncated at the end")
        << QByteArray("ok\xF0\x9F") << qint64{0} << QStringList() << false;
    QTest::newRow("long continuation run") << (QByteArray(40, '\x80') + "a" + QByteArray(5, '\xBF'))
                                           << qint64{0} << QStringList() << false;
    const QByteArray random = randomBytes(1, 256 << 10);
    QTest::newRow("random bytes") << random << qint64{0} << QStringList() << false;
    QTest::newRow("random bytes, piped") << random << qint64{0} << QStringList() << true;
    QTest::newRow("random bytes, piped window")
        << random << qint64{0}
        << QStringList{QStringLiteral("--from"), QStringLiteral("4097"), QStringLiteral("--length"),
                       QStringLiteral("70000")}
        << true;
    QTest::newRow("random UTF-8 with errors")
        << randomText(2, 256 << 10) << qint64{0} << QStringList() << false;
    QByteArray catalogs;
    for (const QString &path : u8i::testing::installedCatalogs(40))
        catalogs += u8i::testing::catalogText(path);
    if (!catalogs.isEmpty())
        QTest::newRow("gettext catalogs") << catalogs << qint64{0} << QStringList() << false;
    const QByteArray around = "\x80" + randomText(3, 2000) + "\xE2\x82";
    for (const qint64 at : {qint64{0xFFFFFC00}, qint64{0xFFFFFFC00}})
        QTest::addRow("offsets past 0x%llx", static_cast<unsigned long long>(at))
            << around << at << QStringList{QStringLiteral("--from"), QString::number(at - 16)}
            << false;
}

void TestCliDump::textRowsMatchJson()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, at);
    QFETCH(QStringList, window);
    QFETCH(bool, pipe);
    const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("dump.bin"), {});
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(at)); // sparse: no blocks for the NUL bytes
        QVERIFY(f.seek(at));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    const QString input = pipe ? QStringLiteral("-") : path;
    const RunInput in = pipe ? piped(bytes) : RunInput{};
    const Run text = run(QStringList{QStringLiteral("--dump")} + window + QStringList{input}, in);
    const Run json = run(QStringList{QStringLiteral("--dump"), QStringLiteral("--json")} + window +
                             QStringList{input},
                         in);
    QVERIFY2(text.finished && json.finished, "the program hung");
    QVERIFY2(text.err.isEmpty(), text.err.constData());
    QCOMPARE(text.code, json.code);
    const QList<QByteArray> rows = text.lines();
    const QList<QByteArray> records = json.lines();
    QVERIFY(!records.isEmpty());
    QCOMPARE(rows.size(), records.size() + 1);
    QCOMPARE(rows.first(), kHeader);
    for (qsizetype i = 0; i < records.size(); ++i) {
        QJsonParseError error;
        const QJsonObject record = QJsonDocument::fromJson(records[i], &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, records[i].constData());
        if (rows[i + 1] != referenceRow(record))
            QFAIL(qPrintable(
                QStringLiteral("row %1:\n  got  %2\n  want %3")
                    .arg(i + 1)
                    .arg(QString::fromUtf8(rows[i + 1]), QString::fromUtf8(referenceRow(record)))));
    }
}

QTEST_GUILESS_MAIN(TestCliDump)
#include "tst_cli_dump.moc"
