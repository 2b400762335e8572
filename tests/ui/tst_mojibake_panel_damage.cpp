// The Mojibake dock on damaged UTF-8, on real widgets: it finds the runs and decides them as
// --fix-mojibake does (runByRunRepairOptions), so that broken bytes (an overlong form, a
// surrogate, a character cut short) stay as they are in its repaired text and in "Save the whole
// file repaired", and are never read as letters of a legacy charset.
// Negatives: a legacy field beside UTF-8 is still converted, and whole-text mojibake repaired.
#include "fix_mojibake_output.h"
#include "mojibake/mojibake_panel.h"
#include "temp_file.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace u8i;
using u8i::ui::MojibakePanel;

namespace {

struct Language {
    const char *code;
    const char *text; // UTF-8, with letters beyond ASCII
};

const Language kLanguages[] = {
    {"de", "Die Datei enthält einen Fehler in der Mitte."},
    {"fr", "Le café était très bon ce matin-là."},
    {"es", "El niño comió una manzana en el jardín."},
    {"pl", "Zażółć gęślą jaźń, powiedział rano."},
    {"cs", "Příliš žluťoučký kůň úpěl ďábelské ódy."},
    {"ru", "Это просто короткий текст о погоде."},
    {"el", "Αυτό είναι ένα μικρό κείμενο σήμερα."},
    {"tr", "Bugün hava çok güzel, değil mi?"},
    {"en, mostly ASCII", "The file holds one error here, said Müller."},
};

struct Damage {
    const char *kind;
    QByteArray bytes;
};

const Damage kDamage[] = {
    {"overlong C0 AF", QByteArray("\xC0\xAF")},
    {"overlong E0 80 AF", QByteArray("\xE0\x80\xAF")},
    {"surrogate ED A0 80", QByteArray("\xED\xA0\x80")},
    {"cut E2 82", QByteArray("\xE2\x82")},
    {"cut C3", QByteArray("\xC3")},
};

// Where the damage goes: before the first word, after the middle word (before its blank), at the
// end of the text.
enum class Position { Start, Middle, End };

QByteArray damagedText(const QByteArray &text, const QByteArray &damage, Position position)
{
    switch (position) {
    case Position::Start: return damage + text;
    case Position::Middle: {
        const qsizetype at = text.indexOf(' ', text.size() / 2);
        return text.left(at) + damage + text.mid(at);
    }
    case Position::End: return text + damage;
    }
    return text;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(not written)");
}

// The panel given the file as the program gives it an opened document; "Save the whole file
// repaired" run to its end. Returns what was saved.
QByteArray savedRepaired(MojibakePanel &panel, const QTemporaryDir &dir)
{
    const QString out = dir.filePath(QStringLiteral("repaired.txt"));
    QSignalSpy saved(&panel, &MojibakePanel::repairedFileSaved);
    panel.startSavingRepaired(out);
    if (!QTest::qWaitFor([&saved] { return !saved.isEmpty(); }, 20000))
        return "(not saved)";
    return readAll(out);
}

} // namespace

class TestMojibakePanelDamage : public QObject {
    Q_OBJECT

  private slots:
    void damageStaysDamage_data();
    void damageStaysDamage();
    void legacyAndMojibakeStillRepaired_data();
    void legacyAndMojibakeStillRepaired();
};

void TestMojibakePanelDamage::damageStaysDamage_data()
{
    QTest::addColumn<QByteArray>("bytes");
    for (const Language &language : kLanguages)
        for (const Damage &damage : kDamage)
            for (const auto &[position, where] :
                 {std::pair{Position::Start, "start"}, std::pair{Position::Middle, "middle"},
                  std::pair{Position::End, "end"}})
                QTest::addRow("%s, %s, %s", language.code, damage.kind, where)
                    << damagedText(QByteArray(language.text), damage.bytes, position);
    // As the issue found them: the panel read these whole as MacRoman or CP437.
    QTest::newRow("issue: Café, overlong and surrogate")
        << QByteArray("Caf\xC3\xA9 \xC0\xAF und \xED\xA0\x80 Ende");
    QTest::newRow("issue: Die Datei enthält, overlong")
        << QByteArray("Die Datei enth\xC3\xA4lt \xC0\xAF einen Fehler.");
    QTest::newRow("issue: truncated at the end") << QByteArray("Preis: 5 \xE2\x82");
    QTest::newRow("issue: two lines, overlong")
        << QByteArray("caf\xC3\xA9 first part\nsecond part \xC0\xAF");
}

void TestMojibakePanelDamage::damageStaysDamage()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = testing::writeTempFile(dir, QStringLiteral("damaged.txt"), bytes);
    MojibakePanel panel;
    panel.setDocument(Bytes(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                            static_cast<std::size_t>(bytes.size())),
                      path);
    // Nothing is read as letters: the repaired text is the file, byte for byte.
    for (const MojibakeFinding &f : panel.report().findings)
        QVERIFY2(!f.applied, qPrintable(QStringLiteral("%1 at %2 repaired as “%3”")
                                            .arg(QString::fromStdString(describeChain(f)))
                                            .arg(f.offset)
                                            .arg(QString::fromStdString(f.repaired))));
    QCOMPARE(panel.repairedRange(), bytes);
    QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("saveRange"))->isEnabled());
    QVERIFY2(!panel.summaryLabel()->text().contains(QStringLiteral("repaired, ")) ||
                 panel.summaryLabel()->text().contains(QStringLiteral(" 0 repaired")),
             qPrintable(panel.summaryLabel()->text()));
    // The same as --fix-mojibake, in the panel and in the file it saves.
    const QByteArray cli = testing::fixMojibakeOutput(path);
    QCOMPARE(panel.repairedRange(), cli);
    QCOMPARE(savedRepaired(panel, dir), cli);
}

void TestMojibakePanelDamage::legacyAndMojibakeStillRepaired_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("repaired");
    QTest::newRow("Latin-1 field beside UTF-8")
        << QByteArray("{\"name\": \"M\xC3\xBCller\", \"city\": \"K\xF6ln\"}")
        << QByteArray("{\"name\": \"M\xC3\xBCller\", \"city\": \"K\xC3\xB6ln\"}");
    QTest::newRow("Latin-1 line beside UTF-8 and damage")
        << QByteArray("Stra\xC3\x9F"
                      "e und M\xC3\xBCller\nK\xF6ln und D\xFC"
                      "sseldorf\nEnde \xC0\xAF")
        << QByteArray("Stra\xC3\x9F"
                      "e und M\xC3\xBCller\nK\xC3\xB6ln und D\xC3\xBC"
                      "sseldorf\nEnde \xC0\xAF");
    QTest::newRow("whole-text mojibake")
        << QByteArray(
               "Caf\xC3\x83\xC2\xA9, na\xC3\x83\xC2\xAFve, don\xC3\xA2\xE2\x82\xAC\xE2\x84\xA2t")
        << QByteArray("Caf\xC3\xA9, na\xC3\xAFve, don\xE2\x80\x99t");
}

void TestMojibakePanelDamage::legacyAndMojibakeStillRepaired()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, repaired);
    QTemporaryDir dir;
    const QString path = testing::writeTempFile(dir, QStringLiteral("mixed.txt"), bytes);
    MojibakePanel panel;
    panel.setDocument(Bytes(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                            static_cast<std::size_t>(bytes.size())),
                      path);
    QCOMPARE(panel.repairedRange(), repaired);
    QVERIFY(panel.findChild<QPushButton *>(QStringLiteral("saveRange"))->isEnabled());
    QCOMPARE(testing::fixMojibakeOutput(path), repaired);
    QCOMPARE(savedRepaired(panel, dir), repaired);
}

QTEST_MAIN(TestMojibakePanelDamage)
#include "tst_mojibake_panel_damage.moc"
