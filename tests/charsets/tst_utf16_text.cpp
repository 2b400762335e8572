// Which UTF-16 strings read as text (u8i/charsets/properties/text_classes.h): the judge on real
// text and on what machine code reads as in 16-bit units, and the UTF-16 reader with it on the real
// translations of the gettext catalogs installed here, among random bytes: each line is found
// whole.
#include "ci_skip.h"
#include "mo_catalogs.h"
#include "utf16_bytes.h"

#include <u8i/charsets/properties/text_classes.h>
#include <u8i/strings/strings.h>

#include <QFile>
#include <QTest>

#include <random>

using namespace u8i;

using u8i::testing::utf16le;

namespace {

// The lines of the translations in the installed catalogs, 4 characters or more, each as the
// strings finder would cut it (at controls: LF, CR, and the other C0 controls).
QStringList catalogLines(int catalogs)
{
    QStringList lines;
    for (const QString &path : testing::installedCatalogs(catalogs)) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const auto strings = testing::moStrings(f.readAll());
        for (qsizetype i = strings.size() / 2; i < strings.size(); ++i) { // the translations
            if (strings[i].second.contains("Content-Type:"))
                continue; // the header
            const QString text = QString::fromUtf8(strings[i].second);
            qsizetype start = 0;
            for (qsizetype j = 0; j <= text.size(); ++j) {
                const bool control =
                    j == text.size() || (text[j].unicode() < 0x20 && text[j] != QLatin1Char('\t'));
                if (!control)
                    continue;
                const QString line = text.mid(start, j - start);
                if (line.toUcs4().size() >= 4)
                    lines << line;
                start = j + 1;
            }
        }
    }
    return lines;
}

} // namespace

class TestUtf16Text : public QObject {
    Q_OBJECT
  private slots:
    void judge_data();
    void judge();
    void catalogLinesAreFoundWhole();
};

void TestUtf16Text::judge_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("readsAsText");
    const QList<QPair<const char *, QString>> text{
        {"ASCII", QStringLiteral("&Open…\tCtrl+O")},
        {"format string", QStringLiteral("%s (%d)")},
        {"German", QStringLiteral("Grüße, Zoë")},
        {"accents", QStringLiteral("Ünïcödé")},
        {"Czech", QStringLiteral("Příliš žluťoučký kůň")},
        {"Vietnamese", QStringLiteral("Tiếng Việt")},
        {"Russian", QStringLiteral("Сохранить как")},
        {"Greek capitals", QStringLiteral("ΕΛΛΗΝΙΚΑ")},
        {"Chinese", QStringLiteral("保存文件")},
        {"Japanese with Latin", QStringLiteral("Unicode文字列を開く")},
        {"Korean", QStringLiteral("한국어 텍스트")},
        {"Arabic", QStringLiteral("العربية")},
        {"Hebrew", QStringLiteral("עברית טקסט")},
        {"Hindi", QStringLiteral("हिन्दी पाठ")},
        {"Thai", QStringLiteral("ภาษาไทย")},
        {"emoji", QStringLiteral("Emoji 😀 face")},
    };
    for (const auto &[name, s] : text)
        QTest::newRow(name) << s << true;
    // What libLLVM's machine code and tables read as in UTF-16LE, each character text alone.
    const QList<QPair<const char *, QString>> noise{
        {"accents without words", QStringLiteral("ÒíííŷŶ")},
        {"case of no word", QStringLiteral("ÌÅqt")},
        {"two scripts in a word", QStringLiteral("OPղմ")},
        {"accented Latin in a Han word", QStringLiteral("ĀH證")},
        {"ASCII read in pairs", QStringLiteral("瑟敲彥潮")},
        {"one letter again and again", QStringLiteral("ఌఌఌఌ")},
        {"a mark on nothing", QStringLiteral("\u0302ab c")},
        {"symbols", QStringLiteral("¶§¤±×÷")},
    };
    for (const auto &[name, s] : noise)
        QTest::newRow(name) << s << false;
}

void TestUtf16Text::judge()
{
    QFETCH(QString, text);
    QFETCH(bool, readsAsText);
    QCOMPARE(charsets::readsAsUtf16Text(text.toStdString()), readsAsText);
}

// Every line of real translations, in UTF-16LE between random bytes, is one string, whole.
void TestUtf16Text::catalogLinesAreFoundWhole()
{
    const QStringList lines = catalogLines(80);
    if (lines.size() < 100)
        U8I_SKIP_OUTSIDE_CI("fewer than 100 translated lines in the gettext catalogs under "
                            "/usr/share/locale (tools/install-deps.sh installs some)");
    std::mt19937 random(16);
    QByteArray data;
    QList<QPair<Offset, QString>> expected;
    for (const QString &line : lines) {
        for (int i = 0; i < 16; ++i)
            data.append(static_cast<char>(random() & 0xFF));
        data.append(QByteArray(2, '\0'));
        expected.append({static_cast<Offset>(data.size()), line});
        data.append(utf16le(line));
        data.append(QByteArray(2, '\0'));
    }
    StringsOptions options;
    options.encodings[0] = false;
    options.encodings[static_cast<int>(TextEncoding::Utf16Le)] = true;
    options.classes = &charsets::unicodeTextClasses();
    options.utf16Classes = &charsets::unicodeUtf16TextClasses();
    QMap<Offset, QString> found;
    findStrings(Bytes(reinterpret_cast<const std::uint8_t *>(data.constData()),
                      static_cast<std::size_t>(data.size())),
                options,
                [&](const FoundString &s) { found[s.offset] = QString::fromStdString(s.text); });
    QStringList missed;
    for (const auto &[offset, line] : expected)
        if (found.value(offset) != line)
            missed << line;
    qInfo("%lld lines, %lld not found whole", static_cast<long long>(lines.size()),
          static_cast<long long>(missed.size()));
    for (const QString &line : missed.mid(0, 20))
        qInfo("  missed: %s", qPrintable(line));
    // Letters that no CLDR alphabet lists (Chechen's palochka, Old English's ǽ, Deseret), a Latin
    // word run into Tibetan or Bengali ("%sཐུམ"): at most 2 lines in 100 may be cut (1.4% on
    // Debian 12's catalogs; 7.7% before scripts without CLDR letters and marks counted).
    QVERIFY2(missed.size() * 100 <= 2 * lines.size(), qPrintable(missed.value(0)));
}

QTEST_GUILESS_MAIN(TestUtf16Text)
#include "tst_utf16_text.moc"
