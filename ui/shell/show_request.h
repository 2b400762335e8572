// `--show NAME[=INPUT]`: what the GUI shows when it starts, and so what `--screenshot` shoots.
// NAME is a teaching tool of the Learn menu ("encoder=U+1F41A", "stepper=F8 93 EA 80 B2 5C 00@5",
// "byte-map=C0", "exercises=3:D9 8D"), opened as its menu entry opens it (LearnFeature::showTool),
// or "mojibake", the Mojibake dock of the main window with its first finding chosen, or
// "as=Windows-1251", the open file read in that charset (View ▸ Show As), or "strings[=TEXT]", the
// Strings dock with every string found (filtered by TEXT) and the first one chosen, or
// "at=OFFSET", the caret at that offset of the open file (the character inspector on it).
#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace u8i::ui {

class MainWindow;

struct ShowRequest {
    QString name;  // "encoder", "mojibake", ...
    QString input; // after '=', may be empty
};

// "encoder=U+1F41A" → {"encoder", "U+1F41A"}; "byte-map" → {"byte-map", ""}.
[[nodiscard]] ShowRequest parseShowRequest(const QString &value);
// Every NAME that --show takes.
[[nodiscard]] QStringList showableNames();
// Shows it in `window`. Returns the window to shoot (a tool's own window, or `window`), or
// nullptr with the reason in `error`.
[[nodiscard]] QWidget *showInWindow(MainWindow &window, const ShowRequest &request, QString &error);

} // namespace u8i::ui
