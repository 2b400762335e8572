// "Errors in text" of real binaries (issue 23, item 5): of the programs and libraries of this
// machine, every ill-formed run listed lies in text. Checked by a criterion of its own, not the
// listing's: the characters around the run, up to a NUL, a control byte or another ill-formed
// byte, are half letters or more, at least kLetters of them, all of one script. Machine code and
// tables give a few letters by chance between controls and bytes of every kind.
#include "u8i/charsets/detection/errors_in_text.h"

#include <QFile>
#include <QTest>

#include <unicode/uchar.h>
#include <unicode/uscript.h>

#include <atomic>

using namespace u8i;

namespace {

constexpr int kLetters = 6;
constexpr int kReach = 24; // characters looked at each side

struct Stretch {
    int characters = 0;
    int letters = 0;
    int caseSwitches = 0; // a small letter, then a capital, in a word touching the run ("ExfH")
    bool oneScript = true;
    UScriptCode script = USCRIPT_COMMON;
};

void add(Stretch &s, char32_t c)
{
    ++s.characters;
    if (!u_isalpha(static_cast<UChar32>(c)))
        return;
    ++s.letters;
    UErrorCode err = U_ZERO_ERROR;
    const UScriptCode sc = uscript_getScript(static_cast<UChar32>(c), &err);
    if (sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED)
        return;
    if (s.script == USCRIPT_COMMON)
        s.script = sc;
    s.oneScript = s.oneScript && sc == s.script;
}

// The last letter of the word that touches the run, while it lasts; past its end, 0.
constexpr char32_t kStart = 0x110000;
char32_t touching(char32_t previous, char32_t c)
{
    return previous != 0 && u_isalpha(static_cast<UChar32>(c)) ? c : 0;
}

// One more character `c`, read away from the run (`forward`: after it); `previous`, the last
// letter of the word touching the run while it lasts.
void take(Stretch &s, char32_t &previous, char32_t c, bool forward)
{
    add(s, c);
    const auto lower = [](char32_t x) { return u_islower(static_cast<UChar32>(x)) != 0; };
    const auto upper = [](char32_t x) { return u_isupper(static_cast<UChar32>(x)) != 0; };
    s.caseSwitches += (forward ? lower(previous) && upper(c) : upper(previous) && lower(c)) ? 1 : 0;
    previous = touching(previous, c);
}

bool controlOrNul(char32_t c)
{
    return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F;
}

// The well-formed characters on both sides of [begin, end), up to a NUL, a control or an
// ill-formed byte.
Stretch around(Bytes data, Offset begin, Offset end)
{
    Stretch s;
    char32_t previous = kStart;
    for (Offset p = end; p < data.size() && s.characters < kReach;) {
        const Item item = decodeItemAt(data, p);
        if (!item.wellFormed || controlOrNul(item.codePoint))
            break;
        take(s, previous, item.codePoint, true);
        p = item.end();
    }
    previous = kStart;
    const int after = s.characters;
    for (Offset p = begin; p > 0 && s.characters - after < kReach;) {
        Offset start = p - 1;
        while (start > 0 && p - start < 4 && (data[start] & 0xC0) == 0x80)
            --start;
        const Item item = decodeItemAt(data.first(p), start);
        if (!item.wellFormed || item.end() != p || controlOrNul(item.codePoint))
            break;
        take(s, previous, item.codePoint, false);
        p = start;
    }
    return s;
}

} // namespace

class TestErrorsInTextBinaries : public QObject {
    Q_OBJECT
  private slots:
    void binary_data();
    void binary();
};

void TestErrorsInTextBinaries::binary_data()
{
    QTest::addColumn<QString>("path");
    for (const char *path :
         {"/usr/bin/ls", "/usr/bin/bash", "/usr/bin/tar", "/usr/bin/grep", "/usr/bin/cp",
          "/usr/bin/find", "/usr/lib/x86_64-linux-gnu/libc.so.6",
          "/usr/lib/x86_64-linux-gnu/libstdc++.so.6", "/usr/lib/x86_64-linux-gnu/libicuuc.so.72"})
        if (QFile::exists(QString::fromLatin1(path)))
            QTest::newRow(path) << QString::fromLatin1(path);
}

// Every run listed is in text by the criterion above.
void TestErrorsInTextBinaries::binary()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const uchar *map = file.map(0, file.size());
    QVERIFY(map);
    const Bytes data(map, static_cast<std::size_t>(file.size()));
    std::atomic<bool> cancel{false};
    std::atomic<Offset> done{0};
    const charsets::ErrorsInText listing = charsets::findErrorsInText(data, nullptr, cancel, done);
    int notText = 0;
    for (const charsets::ErrorRun &r : listing.runs) {
        // The whole cluster of ill-formed groups the run is part of.
        Offset begin = r.offset;
        while (begin > 0 && !decodeItemAt(data, itemStartContaining(data, begin - 1)).wellFormed)
            begin = itemStartContaining(data, begin - 1);
        Offset end = r.offset + r.length;
        while (end < data.size() && data[end] >= 0x80 && !decodeItemAt(data, end).wellFormed)
            end = decodeItemAt(data, end).end();
        const Stretch s = around(data, begin, end);
        const bool text = s.letters >= kLetters && s.oneScript && 2 * s.letters >= s.characters &&
                          s.caseSwitches == 0;
        if (!text && notText++ < 5)
            qInfo("0x%llx: %d characters, %d letters, %s",
                  static_cast<unsigned long long>(r.offset), s.characters, s.letters,
                  s.oneScript ? "one script" : "scripts mixed");
    }
    qInfo("%lld runs listed, %d not in text", static_cast<long long>(listing.runs.size()), notText);
    QCOMPARE(notText, 0);
}

QTEST_GUILESS_MAIN(TestErrorsInTextBinaries)
#include "tst_errors_in_text_binaries.moc"
