// The streaming converter behind `--decode --from` and the GUI's Convert to UTF-8
// (u8i/charsets/detection/utf8_converter.h): the UTF-8 it gives, its undefined bytes and the first
// of them are the same however the bytes are cut into chunks: at every offset, and a few bytes at a
// time. Rows are real text encoded in each kind of charset (single-byte, multi-byte, UTF-16 with
// surrogate pairs, UTF-32) and the ill-formed bytes a cut can split: a high surrogate at the end
// of a chunk, an odd trailing byte (each unpaired surrogate or truncated unit is one undefined
// character).
#include <u8i/charsets/detection/legacy_charsets.h>
#include <u8i/charsets/detection/utf8_converter.h>

#include <QTest>

#include <string>

using namespace u8i;

namespace {

struct Converted {
    std::string utf8;
    Offset undefined = 0;
    Offset firstUndefined = kNoOffset;
    bool operator==(const Converted &) const = default;
};

// `data` fed in pieces: the first `cut` bytes `step` at a time, then the rest at once.
Converted convertInPieces(const LegacyCharset &charset, const QByteArray &data, qsizetype cut,
                          qsizetype step)
{
    Converted c;
    charsets::Utf8Converter converter(charset, [&](std::string_view s) {
        c.utf8 += s;
        return true;
    });
    const Bytes bytes(reinterpret_cast<const std::uint8_t *>(data.constData()),
                      static_cast<std::size_t>(data.size()));
    for (qsizetype at = 0; at < cut; at += step)
        if (!converter.feed(bytes.subspan(at, std::min(step, cut - at))))
            return {};
    if (!converter.feed(bytes.subspan(cut)) || !converter.finish())
        return {};
    c.undefined = converter.undefinedBytes();
    c.firstUndefined = converter.firstUndefined();
    return c;
}

QByteArray encoded(const char *charset, const QString &text)
{
    const LegacyCharset *c = charsets::legacyCharset(charset);
    if (!c)
        return {};
    const std::u32string ucs4 = text.toStdU32String();
    const auto bytes = c->encode(ucs4);
    return bytes ? QByteArray::fromStdString(*bytes) : QByteArray();
}

const QString kJapanese = QStringLiteral("ファイルを開けません: 権限がありません\n次の行。\n");
const QString kChinese = QStringLiteral("无法打开文件：权限不足\n下一行，𠀀字。\n");
const QString kEmoji = QStringLiteral("Smile 😀, 🎉 and 𝄞 clef\n");
const QString kFrench = QStringLiteral("Impossible d’ouvrir « ça » — réessayez\n");

} // namespace

class TestUtf8Converter : public QObject {
    Q_OBJECT
  private slots:
    void sameWhateverTheCuts_data();
    void sameWhateverTheCuts();
};

void TestUtf8Converter::sameWhateverTheCuts_data()
{
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("expected"); // the UTF-8 of the whole data
    QTest::addColumn<qint64>("undefined");

    const auto row = [](const char *name, const char *charset, const QString &text) {
        QTest::newRow(name) << QString::fromLatin1(charset) << encoded(charset, text)
                            << text.toUtf8() << qint64{0};
    };
    row("windows-1252 french", "Windows-1252", kFrench);
    row("shift_jis japanese", "Shift_JIS", kJapanese);
    row("euc-jp japanese", "EUC-JP", kJapanese);
    row("gb18030 chinese with a supplementary character", "GB18030", kChinese);
    row("utf-16le surrogate pairs", "UTF-16LE", kEmoji);
    row("utf-16be surrogate pairs", "UTF-16BE", kEmoji);
    row("utf-16be chinese with a supplementary character", "UTF-16BE", kChinese);
    row("utf-32le surrogate pairs", "UTF-32LE", kEmoji);
    row("utf-32be japanese", "UTF-32BE", kJapanese);

    const QString replacement(QChar(0xFFFD));
    // A high surrogate, a low one and another low one: a pair, then an unpaired low surrogate.
    QTest::newRow("utf-16be pair then unpaired low surrogate")
        << QStringLiteral("UTF-16BE") << QByteArray::fromHex("0041 dadf dfdf dfdf 0042")
        << (QStringLiteral("A") + QString::fromUcs4(U"\U000C7FDF") + replacement +
            QStringLiteral("B"))
               .toUtf8()
        << qint64{1};
    QTest::newRow("utf-16le unpaired high surrogate then a letter")
        << QStringLiteral("UTF-16LE") << QByteArray::fromHex("4100 00d8 4200")
        << (QStringLiteral("A") + replacement + QStringLiteral("B")).toUtf8() << qint64{1};
    QTest::newRow("utf-16be high surrogate at the end")
        << QStringLiteral("UTF-16BE") << QByteArray::fromHex("0041 d83d")
        << (QStringLiteral("A") + replacement).toUtf8() << qint64{1};
    QTest::newRow("utf-16be odd trailing byte after a high surrogate")
        << QStringLiteral("UTF-16BE") << QByteArray::fromHex("0041 d83d de")
        << (QStringLiteral("A") + replacement).toUtf8() << qint64{1};
}

void TestUtf8Converter::sameWhateverTheCuts()
{
    QFETCH(QString, charset);
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, expected);
    QFETCH(qint64, undefined);
    const LegacyCharset *c = charsets::legacyCharset(charset.toStdString());
    QVERIFY2(c, qPrintable(charset));
    QVERIFY(!data.isEmpty());

    const Converted whole = convertInPieces(*c, data, 0, 1);
    QCOMPARE(QByteArray::fromStdString(whole.utf8), expected);
    QCOMPARE(static_cast<qint64>(whole.undefined), undefined);
    for (qsizetype cut = 0; cut <= data.size(); ++cut) {
        for (const qsizetype step : {cut + 1, qsizetype{1}, qsizetype{2}, qsizetype{3}}) {
            const Converted pieces = convertInPieces(*c, data, cut, step);
            QVERIFY2(
                pieces == whole,
                qPrintable(QStringLiteral("cut at %1, %2 bytes at a time").arg(cut).arg(step)));
        }
    }
}

QTEST_GUILESS_MAIN(TestUtf8Converter)
#include "tst_utf8_converter.moc"
