// The German translation as a translator's reviewer would check it: every finished translation
// keeps its source's placeholders (%1, %2, %n, %Ln) and its keyboard accelerator, and in every menu
// of the main window no two entries share an accelerator, in English and in German.
#include "isolated_settings.h"
#include "main_window.h"
#include "translations.h"

#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using u8i::ui::MainWindow;

namespace {

const QString kTsFile =
    QStringLiteral(U8I_SOURCE_DIR "/resources/translations/utf8-inspector_de.ts");

struct Message {
    QString context;
    QString source;
    QStringList translations; // one, or the plural forms
    bool finished = true;
};

QList<Message> readTs(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, true};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            current.finished = type != QLatin1String("unfinished") &&
                               type != QLatin1String("vanished") &&
                               type != QLatin1String("obsolete");
            // Either text, or <numerusform> children.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) &&
                   !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.translations << xml.readElementText();
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages << current;
        }
    }
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.removeDuplicates();
    found.sort();
    return found;
}

bool hasAccelerator(const QString &text)
{
    QString t = text;
    t.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&\\w"),
                                       QRegularExpression::UseUnicodePropertiesOption);
    return re.match(t).hasMatch();
}

// The accelerators of the entries of a menu (or the menu bar) that share one, e.g. "D: &Datei,
// &Dekodierer".
QStringList clashes(const QList<QAction *> &actions)
{
    QMultiHash<QChar, QString> byKey;
    for (const QAction *a : actions) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        QString t = a->text();
        t.remove(QStringLiteral("&&"));
        const qsizetype amp = t.indexOf(QLatin1Char('&'));
        if (amp >= 0 && amp + 1 < t.size())
            byKey.insert(t.at(amp + 1).toLower(), a->text());
    }
    QStringList out;
    for (const QChar key : byKey.uniqueKeys())
        if (byKey.count(key) > 1)
            out << QStringLiteral("%1: %2").arg(
                key, QStringList(byKey.values(key)).join(QStringLiteral(", ")));
    return out;
}

void collectMenus(QMenu *menu, QList<QMenu *> &out)
{
    out << menu;
    for (QAction *a : menu->actions())
        if (a->menu())
            collectMenus(a->menu(), out);
}

} // namespace

class TestTranslationQuality : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
  private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isolate(QStringLiteral("tst_translation_quality")));
        QVERIFY2(QFile::exists(kTsFile), qPrintable(kTsFile));
    }
    void cleanup() { u8i::ui::installTranslations(QStringLiteral("en")); }

    void messages_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("translation");
        const QList<Message> messages = readTs(kTsFile);
        QVERIFY(messages.size() > 100);
        int row = 0;
        for (const Message &m : messages) {
            ++row;
            if (!m.finished)
                continue; // not translated yet: the English stays
            for (const QString &t : m.translations)
                QTest::addRow("%d %s: %s", row, qPrintable(m.context),
                              qPrintable(m.source.left(50)))
                    << m.source << t;
        }
    }
    // A finished translation keeps the placeholders and the accelerator of its source.
    void messages()
    {
        QFETCH(QString, source);
        QFETCH(QString, translation);
        QVERIFY2(!translation.isEmpty(), "an empty translation would show nothing");
        QCOMPARE(placeholders(translation), placeholders(source));
        QCOMPARE(hasAccelerator(translation), hasAccelerator(source));
    }

    void menuAccelerators_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
    }
    // Alt+letter reaches one entry only, in the menu bar and in every menu.
    void menuAccelerators()
    {
        QFETCH(QString, language);
        const QString loaded = u8i::ui::installTranslations(language);
        if (language != QLatin1String("en"))
            QVERIFY2(loaded.startsWith(language), qPrintable(loaded));
        MainWindow window;
        QStringList problems = clashes(window.menuBar()->actions());
        QList<QMenu *> menus;
        for (QAction *a : window.menuBar()->actions())
            if (a->menu())
                collectMenus(a->menu(), menus);
        QVERIFY(menus.size() >= 5);
        for (QMenu *menu : menus)
            for (const QString &c : clashes(menu->actions()))
                problems << QStringLiteral("%1 ▸ %2").arg(menu->title(), c);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }
};

QTEST_MAIN(TestTranslationQuality)
#include "tst_translation_quality.moc"
