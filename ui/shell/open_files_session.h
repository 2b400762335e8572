// The files open in tabs, remembered when the window closes and opened again at the next start
// when no file is named on the command line (Settings ▸ Reopen the files open at the last close,
// on by default): each tab's file, caret and first row, and which tab was shown. Standard input
// and bytes typed in are not remembered. A file gone or unreadable since is left out, and the
// message bar names it; the others open as they were.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace u8i::ui {

class DocumentTabs;
class MainWindow;

class OpenFilesSession {
    Q_DECLARE_TR_FUNCTIONS(OpenFilesSession)
  public:
    // Stores the tabs' files and places; with the setting off, forgets any stored before.
    static void save(const DocumentTabs &tabs);

    struct Restored {
        int opened = 0;      // files opened again
        QStringList missing; // "path (why)" of each file that could not be opened again
    };
    // Opens the remembered files into `window`'s tabs, when the setting is on.
    static Restored restore(MainWindow &window);
};

} // namespace u8i::ui
