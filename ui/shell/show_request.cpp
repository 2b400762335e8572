#include "show_request.h"

#include "main_window.h"

#include "goto/goto_feature.h"
#include "learn/learn_feature.h"
#include "mojibake/mojibake_feature.h"
#include "mojibake/mojibake_panel.h"
#include "strings/strings_feature.h"
#include "strings/strings_panel.h"

#include "checksums/checksums_panel.h"
#include "find_all/find_all_panel.h"
#include "statistics/entropy_strip.h"
#include "statistics/statistics_panel.h"

#include "character_inspector.h"
#include "input_parsing.h"

#include <u8i/charsets/detection/legacy_charsets.h>

#include <QDockWidget>
#include <QEventLoop>
#include <QLineEdit>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>

namespace u8i::ui {

namespace {

const QString kMojibake = QStringLiteral("mojibake");
const QString kShowAs = QStringLiteral("as");
const QString kStrings = QStringLiteral("strings");
const QString kAt = QStringLiteral("at");
const QString kDataInspector = QStringLiteral("data-inspector");
const QString kFindAll = QStringLiteral("find-all");
const QString kChecksums = QStringLiteral("checksums");
const QString kStatistics = QStringLiteral("statistics");

// The dock named `dockName` shown in front; nullptr with `error` set when the window has none.
QDockWidget *shownDock(MainWindow &window, const QString &dockName, QString &error)
{
    auto *dock = window.findChild<QDockWidget *>(dockName);
    if (!dock) {
        error = QStringLiteral("this window has no dock '%1'").arg(dockName);
        return nullptr;
    }
    dock->show();
    dock->raise();
    return dock;
}

// The caret at OFFSET (decimal or 0x hex) of the open file, as Go ▸ Go to Offset puts it; false
// with the reason in `error` when the file has no such offset.
bool caretTo(MainWindow &window, const QString &offset, QString &error)
{
    const auto at = parseOffset(offset);
    if (!at || *at >= window.model()->size()) {
        error = QStringLiteral("'%1' is no offset in the open file (it has %2 bytes)")
                    .arg(offset)
                    .arg(window.model()->size());
        return false;
    }
    window.feature<GoToFeature>()->goToOffset(*at);
    return true;
}

// "data-inspector[=OFFSET]": the Data Inspector, the caret at OFFSET (decimal or 0x hex).
QWidget *showDataInspector(MainWindow &window, const QString &offset, QString &error)
{
    QDockWidget *dock = shownDock(window, QStringLiteral("dataInspectorDock"), error);
    if (!dock)
        return nullptr;
    window.resizeDocks({dock}, {window.height() * 2 / 3}, Qt::Vertical);
    return offset.isEmpty() || caretTo(window, offset, error) ? &window : nullptr;
}

// "at=0xE8": the caret at that offset of the open file, as Go ▸ Go to Offset puts it, and the
// character inspector's look-alikes (looked up in the background) waited for, up to 5 s.
QWidget *showAt(MainWindow &window, const QString &offset, QString &error)
{
    if (!caretTo(window, offset, error))
        return nullptr;
    for (int i = 0; i < 100 && window.inspector()->shown().looksLike.isEmpty(); ++i) {
        QEventLoop wait;
        QTimer::singleShot(50, &wait, &QEventLoop::quit);
        wait.exec();
    }
    return &window;
}

// "strings[=TEXT]": the Strings dock, its search done (TEXT filters it), the first string chosen.
QWidget *showStrings(MainWindow &window, const QString &filter)
{
    StringsFeature *strings = window.feature<StringsFeature>();
    strings->dock()->show();
    strings->dock()->raise();
    window.resizeDocks({strings->dock()}, {window.height() / 2}, Qt::Vertical);
    StringsPanel *panel = strings->panel();
    panel->ensureSearched();
    if (panel->search()->running()) {
        QEventLoop loop;
        QObject::connect(panel->search(), &StringsSearch::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    panel->textFilter()->setText(filter);
    if (panel->model()->rowCount() > 0) {
        panel->view()->selectRow(0);
        panel->nextString(); // from the caret at 0: the first string after it
    }
    QEventLoop rest; // the overview's text regions are drawn once the list rests
    QTimer::singleShot(500, &rest, &QEventLoop::quit);
    rest.exec();
    return &window;
}

// "as=Windows-1251": the open file read in that charset, as View ▸ Show As does. Any name of
// it will do ("windows-1251", "cp1251"), as for --decode --from.
QWidget *showAs(MainWindow &window, const QString &charsetName, QString &error)
{
    const LegacyCharset *charset = charsets::legacyCharsetByAlias(charsetName.toStdString());
    if (!charset) {
        QStringList names;
        for (const LegacyCharset *c : charsets::allLegacyCharsets())
            names << QString::fromStdString(c->name());
        error = QStringLiteral("no charset named '%1'; one of %2")
                    .arg(charsetName, names.join(QStringLiteral(", ")));
        return nullptr;
    }
    window.model()->setReading(charset);
    return &window;
}

QWidget *showMojibake(MainWindow &window, QString &error)
{
    MojibakeFeature *mojibake = window.feature<MojibakeFeature>();
    if (!mojibake) {
        error = QStringLiteral("this window has no Mojibake dock");
        return nullptr;
    }
    QDockWidget *dock = mojibake->mojibakeDock();
    MojibakePanel *panel = mojibake->mojibake();
    dock->show();
    dock->raise();
    // Tall enough for the findings, the two texts and the chain at once.
    window.resizeDocks({dock}, {window.height() * 11 / 20}, Qt::Vertical);
    // The first finding chosen, as a click would: its chain and evidence shown, its bytes selected.
    QTreeWidget *findings = panel->findingsView();
    if (findings->topLevelItemCount() > 0)
        findings->setCurrentItem(findings->topLevelItem(0));
    return &window;
}

// "checksums": the Checksums dock, its values of the whole file computed.
QWidget *showChecksums(MainWindow &window, QString &error)
{
    QDockWidget *dock = shownDock(window, QStringLiteral("checksumsDock"), error);
    auto *panel = dock ? dock->findChild<ChecksumsPanel *>() : nullptr;
    if (!panel)
        return nullptr;
    window.resizeDocks({dock}, {window.height() / 3}, Qt::Vertical);
    QEventLoop loop;
    QObject::connect(panel, &ChecksumsPanel::computed, &loop, &QEventLoop::quit);
    QObject::connect(panel->task(), &BackgroundTask::finished, &loop, &QEventLoop::quit);
    panel->compute();
    if (panel->task()->running())
        loop.exec();
    return &window;
}

// "find-all=TEXT": Find All of TEXT (as text), its list complete and the first match chosen.
QWidget *showFindAll(MainWindow &window, const QString &text, QString &error)
{
    QDockWidget *dock = shownDock(window, QStringLiteral("findAllDock"), error);
    auto *panel = dock ? dock->findChild<FindAllPanel *>() : nullptr;
    if (!panel)
        return nullptr;
    window.resizeDocks({dock}, {window.height() * 2 / 5}, Qt::Vertical);
    panel->setQuery(text, SearchMode::Text);
    QEventLoop loop;
    QObject::connect(panel, &FindAllPanel::searched, &loop, &QEventLoop::quit);
    QObject::connect(panel->task(), &BackgroundTask::finished, &loop, &QEventLoop::quit);
    panel->findAll();
    if (panel->task()->running())
        loop.exec();
    if (panel->view()->model()->rowCount() > 0)
        panel->view()->selectRow(0);
    return &window;
}

// "statistics": the Statistics dock of the whole file and the entropy strip, both computed.
QWidget *showStatistics(MainWindow &window, QString &error)
{
    QDockWidget *dock = shownDock(window, QStringLiteral("statisticsDock"), error);
    QDockWidget *strip = shownDock(window, QStringLiteral("entropyDock"), error);
    auto *panel = dock ? dock->findChild<StatisticsPanel *>() : nullptr;
    auto *entropy = strip ? strip->findChild<EntropyStrip *>() : nullptr;
    if (!panel || !entropy)
        return nullptr;
    window.resizeDocks({dock}, {window.height() * 2 / 5}, Qt::Vertical);
    if (window.document()->scanning()) { // the strip is measured once the scan is done
        QEventLoop scan;
        QObject::connect(window.model(), &DocumentModel::scanFinished, &scan, &QEventLoop::quit);
        scan.exec();
    }
    for (BackgroundTask *task : {panel->task(), entropy->task()}) {
        if (!task->running())
            continue;
        QEventLoop loop;
        QObject::connect(task, &BackgroundTask::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    panel->compute();
    if (panel->task()->running()) {
        QEventLoop loop;
        QObject::connect(panel->task(), &BackgroundTask::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return &window;
}

} // namespace

ShowRequest parseShowRequest(const QString &value)
{
    const qsizetype equals = value.indexOf(QLatin1Char('='));
    if (equals < 0)
        return {value.trimmed(), {}};
    return {value.left(equals).trimmed(), value.mid(equals + 1)};
}

QStringList showableNames()
{
    return LearnFeature::toolNames() << kMojibake << kShowAs << kStrings << kAt << kDataInspector
                                     << kFindAll << kChecksums << kStatistics;
}

QWidget *showInWindow(MainWindow &window, const ShowRequest &request, QString &error)
{
    if (request.name == kMojibake) {
        if (!request.input.isEmpty()) {
            error = QStringLiteral("mojibake takes no input: open a file with it instead");
            return nullptr;
        }
        return showMojibake(window, error);
    }
    if (request.name == kShowAs)
        return showAs(window, request.input, error);
    if (request.name == kStrings)
        return showStrings(window, request.input);
    if (request.name == kAt)
        return showAt(window, request.input, error);
    if (request.name == kDataInspector)
        return showDataInspector(window, request.input, error);
    if (request.name == kChecksums)
        return showChecksums(window, error);
    if (request.name == kFindAll)
        return showFindAll(window, request.input, error);
    if (request.name == kStatistics)
        return showStatistics(window, error);
    LearnFeature *learn = window.feature<LearnFeature>();
    if (!learn) {
        error = QStringLiteral("this window has no Learn menu");
        return nullptr;
    }
    QWidget *tool = learn->showTool(request.name, request.input, error);
    return tool ? tool->window() : nullptr;
}

} // namespace u8i::ui
