#include "open_files_session.h"

#include "app_settings.h"
#include "document_tabs.h"
#include "main_window.h"
#include "message_bar.h"

#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace u8i::ui {

namespace {

const QString kPath = QStringLiteral("path");
const QString kCaret = QStringLiteral("caret");
const QString kTop = QStringLiteral("top");

bool enabled(const QSettings &settings)
{
    return settings.value(QLatin1String(settings_keys::reopenFiles), true).toBool();
}

// Puts the caret and the first row back where they were, when the file is still that long.
void place(DocumentModel &model, Offset caret, Offset top)
{
    if (caret < model.size())
        model.setCaret(caret);
    if (top < model.size())
        model.setTopOffset(top);
}

} // namespace

void OpenFilesSession::save(const DocumentTabs &tabs)
{
    QSettings settings;
    settings.remove(QLatin1String(settings_keys::openFiles));
    settings.remove(QLatin1String(settings_keys::currentFile));
    if (!enabled(settings))
        return;
    settings.beginWriteArray(QLatin1String(settings_keys::openFiles));
    int saved = 0;
    int current = 0;
    const std::vector<DocumentTabs::Place> places = tabs.places();
    for (std::size_t i = 0; i < places.size(); ++i) {
        const DocumentTabs::Place &p = places[i];
        if (p.path.isEmpty())
            continue; // standard input, bytes: nothing to open again
        if (static_cast<int>(i) == tabs.current())
            current = saved;
        settings.setArrayIndex(saved++);
        settings.setValue(kPath, p.path);
        settings.setValue(kCaret, static_cast<qulonglong>(p.caret));
        settings.setValue(kTop, static_cast<qulonglong>(p.top));
    }
    settings.endArray();
    settings.setValue(QLatin1String(settings_keys::currentFile), current);
}

OpenFilesSession::Restored OpenFilesSession::restore(MainWindow &window)
{
    Restored out;
    QSettings settings;
    if (!enabled(settings))
        return out;
    DocumentTabs *tabs = window.tabs();
    int shown = -1; // the tab of the file that was current
    const int current = settings.value(QLatin1String(settings_keys::currentFile), 0).toInt();
    const int n = settings.beginReadArray(QLatin1String(settings_keys::openFiles));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        const QString path = settings.value(kPath).toString();
        if (path.isEmpty())
            continue;
        const QFileInfo info(path);
        const QString why = !info.exists()       ? tr("no longer there")
                            : !info.isFile()     ? tr("not a file")
                            : !info.isReadable() ? tr("not readable")
                                                 : QString();
        if (!why.isEmpty() || !window.openFile(path)) {
            out.missing << QStringLiteral("%1 (%2)").arg(
                path, why.isEmpty() ? tr("could not be opened") : why);
            continue;
        }
        ++out.opened;
        place(*window.model(), settings.value(kCaret).toULongLong(),
              settings.value(kTop).toULongLong());
        if (i == current || shown < 0)
            shown = tabs->current();
    }
    settings.endArray();
    if (shown >= 0)
        tabs->setCurrent(shown);
    if (!out.missing.isEmpty())
        window.messageBar()->showMessage(
            (out.missing.size() == 1
                 ? tr("1 file of the last session could not be opened again: %1")
                 : tr("%n files of the last session could not be opened again: %1", nullptr,
                      static_cast<int>(out.missing.size())))
                .arg(out.missing.join(QStringLiteral("; "))),
            MessageBar::Level::Warning, false);
    return out;
}

} // namespace u8i::ui
