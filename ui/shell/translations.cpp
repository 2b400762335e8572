#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace u8i::ui {

namespace {

const QString kPrefix = QStringLiteral("utf8-inspector_");
const QString kDirectory = QStringLiteral(":/i18n");

struct Installed {
    std::unique_ptr<QTranslator> program;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed i;
    return i;
}

} // namespace

QStringList availableLanguages()
{
    QStringList codes;
    const QStringList files =
        QDir(kDirectory).entryList({kPrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        codes << f.mid(kPrefix.size()).chopped(3);
    return codes;
}

QString installTranslations(const QString &language)
{
    Installed &i = installed();
    for (auto *t : {i.program.get(), i.qt.get()})
        if (t)
            QCoreApplication::removeTranslator(t);
    i.program.reset();
    i.qt.reset();
    if (language == QLatin1String("en") || language == QLatin1String("C"))
        return {};

    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto program = std::make_unique<QTranslator>();
    // Tries each of the locale's UI languages in turn ("de_AT", "de", ...).
    if (!program->load(locale, QStringLiteral("utf8-inspector"), QStringLiteral("_"), kDirectory))
        return {};
    QCoreApplication::installTranslator(program.get());
    const QString loaded = program->language();
    i.program = std::move(program);

    // Qt's own strings (standard buttons, dialogs), where the system has them.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        i.qt = std::move(qt);
    }
    return loaded.isEmpty() ? locale.name() : loaded;
}

} // namespace u8i::ui
