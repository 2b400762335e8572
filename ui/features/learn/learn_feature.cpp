#include "learn_feature.h"
#include "feature_host.h"

#include "byte_map.h"
#include "decoder_stepper.h"
#include "document.h"
#include "encoder_tool.h"
#include "exercises.h"
#include "fitting_scroll_area.h"
#include "occurrences_panel.h"
#include "screen_fit.h"
#include "unicode_info.h"

#include <QAction>
#include <QDockWidget>
#include <QScreen>

#include <algorithm>

namespace u8i::ui {

namespace {
// Room for the window manager's frame around a floating tool (its title bar above).
const QMargins kToolFrame(8, 40, 8, 8);
const QSize kToolSize(560, 480); // the least a tool opens at, room permitting
} // namespace

void LearnFeature::install(FeatureHost &host)
{
    m_host = &host;
    m_window = host.window();
    m_document = host.model();
    // Another document: a running search over the old bytes is cancelled before they go.
    connect(m_document, &DocumentModel::changed, this, &LearnFeature::giveDocumentToByteMap);
    connect(m_document, &DocumentModel::indexReady, this, [this] {
        if (m_byteMap)
            m_byteMap->occurrences()->setIndex(m_document->index());
    });
    // A file that shrank on disk: nothing left to list.
    connect(m_document, &DocumentModel::shrunk, this, [this] {
        if (m_byteMap)
            m_byteMap->occurrences()->setSource({}, nullptr, m_document->document()->displayName(),
                                                false);
    });
    host.addMenuEntry(MenuAnchor::Learn, tr("&Byte Map"), QKeySequence(tr("Ctrl+Shift+M")), this,
                      [this] { showByteMap(); });
    host.addMenuEntry(MenuAnchor::Learn, tr("&Encoder…"), QKeySequence(tr("Ctrl+Shift+E")), this,
                      [this] { showEncoder(); });
    host.addMenuEntry(MenuAnchor::Learn, tr("&Decoder Stepper…"), QKeySequence(tr("Ctrl+Shift+D")),
                      this, [this] { showStepper(); });
    host.addMenuEntry(MenuAnchor::Learn, tr("E&xercises"), QKeySequence(tr("Ctrl+Shift+X")), this,
                      [this] { showExercises(); });
}

QDockWidget *LearnFeature::dock(QWidget *tool, const QString &title, const char *objectName)
{
    auto *d = new QDockWidget(title, m_window);
    d->setObjectName(QLatin1String(objectName));
    // In a scroll area: on a small screen the tool scrolls instead of running off the screen.
    auto *area = new FittingScrollArea(tool, d);
    d->setWidget(area);
    // What is typed into a tool opened empty (U+1F41A in the encoder) grows it as it would have
    // opened with that input; queued, once the layouts below have their new size.
    connect(
        area, &FittingScrollArea::hintChanged, this, [this, d] { grow(d); }, Qt::QueuedConnection);
    d->setAttribute(Qt::WA_DeleteOnClose, false);
    m_host->addDock(d, {Qt::RightDockWidgetArea, false, false, {}});
    // Start floating over the middle of the main window, at the tool's own size, like a non-modal
    // dialog, but no larger than the screen's available area and not past its edges.
    d->setFloating(true);
    fit(d);
    return d;
}

void LearnFeature::fit(QDockWidget *d) const
{
    const QScreen *screen = m_window->screen();
    if (!d->isFloating() || !screen)
        return;
    // The scroll areas' hints follow their content (which is in no layout of theirs).
    for (FittingScrollArea *area : d->findChildren<FittingScrollArea *>())
        area->updateGeometry();
    const QSize wanted = d->widget()->sizeHint().expandedTo(d->size()).expandedTo(kToolSize);
    d->setGeometry(fitOnScreen(wanted, screen->availableGeometry(), m_window->geometry().center(),
                               kToolFrame));
}

void LearnFeature::grow(QDockWidget *d) const
{
    const QScreen *screen = m_window->screen();
    if (!d->isFloating() || !d->isVisible() || !screen)
        return;
    const QSize wanted = d->widget()->sizeHint().expandedTo(d->size());
    if (wanted == d->size())
        return;
    d->setGeometry(
        fitOnScreen(wanted, screen->availableGeometry(), d->geometry().center(), kToolFrame));
}

QDockWidget *LearnFeature::dockOf(const QWidget *tool) const
{
    for (QWidget *w = tool ? tool->parentWidget() : nullptr; w; w = w->parentWidget())
        if (auto *d = qobject_cast<QDockWidget *>(w))
            return d;
    return nullptr;
}

void LearnFeature::raise(QWidget *tool)
{
    QDockWidget *d = dockOf(tool);
    if (!d)
        return;
    fit(d); // the tool may have grown since (a 4-byte character in the encoder)
    d->show();
    d->raise();
    d->activateWindow();
    tool->setFocus();
}

ByteMap *LearnFeature::byteMap()
{
    if (!m_byteMap) {
        m_byteMap = new ByteMap;
        dock(m_byteMap, tr("Byte Map"), "learnByteMapDock");
        connect(m_byteMap, &ByteMap::byteChosen, this, &LearnFeature::byteChosen);
        connect(m_byteMap, &ByteMap::occurrenceActivated, this, [this](Offset offset) {
            if (offset < m_document->size())
                m_document->setCaret(offset);
            emit occurrenceActivated(offset);
        });
        giveDocumentToByteMap();
    }
    return m_byteMap;
}

void LearnFeature::giveDocumentToByteMap()
{
    if (!m_byteMap)
        return;
    OccurrencesPanel *panel = m_byteMap->occurrences();
    const Document *doc = m_document->document();
    const ByteSource *source = &doc->source();
    panel->setReleaser([source](Offset begin, Offset end) { source->release(begin, end); });
    panel->setSource(doc->bytes(), doc->index(), doc->displayName(),
                     source->kind() == ByteSource::Kind::File);
}

EncoderTool *LearnFeature::encoder()
{
    if (!m_encoder) {
        m_encoder = new EncoderTool;
        dock(m_encoder, tr("Encoder"), "learnEncoderDock");
    }
    return m_encoder;
}

DecoderStepper *LearnFeature::stepper()
{
    if (!m_stepper) {
        m_stepper = new DecoderStepper;
        dock(m_stepper, tr("Decoder Stepper"), "learnStepperDock");
    }
    return m_stepper;
}

Exercises *LearnFeature::exercises()
{
    if (!m_exercises) {
        m_exercises = new Exercises;
        dock(m_exercises, tr("Exercises"), "learnExercisesDock");
    }
    return m_exercises;
}

void LearnFeature::showByteMap()
{
    raise(byteMap());
}

void LearnFeature::showEncoder()
{
    raise(encoder());
}

void LearnFeature::showStepper()
{
    raise(stepper());
}

void LearnFeature::showExercises()
{
    raise(exercises());
}

QStringList LearnFeature::toolNames()
{
    return {QStringLiteral("byte-map"), QStringLiteral("encoder"), QStringLiteral("stepper"),
            QStringLiteral("exercises")};
}

QWidget *LearnFeature::showTool(const QString &name, const QString &input, QString &error)
{
    const QString in = input.trimmed();
    if (name == QLatin1String("byte-map")) {
        if (!in.isEmpty()) {
            bool ok = false;
            const uint value =
                QString(in).remove(QStringLiteral("0x"), Qt::CaseInsensitive).toUInt(&ok, 16);
            if (!ok || value > 0xFF) {
                error =
                    QStringLiteral("byte-map takes one byte in hex, such as C0, not '%1'").arg(in);
                return nullptr;
            }
            byteMap()->chooseByte(static_cast<quint8>(value)); // and listed in the open file
        }
        showByteMap();
        return byteMap();
    }
    if (name == QLatin1String("encoder")) {
        if (!in.isEmpty()) {
            const EncoderTool::Reading reading = EncoderTool::read(in);
            if (!reading.error.isEmpty()) {
                error = reading.error;
                return nullptr;
            }
            encoder()->setInput(in);
        }
        showEncoder();
        return encoder();
    }
    if (name == QLatin1String("stepper")) {
        if (!in.isEmpty()) {
            // BYTES[@STEP]: the steps taken, all by default.
            const qsizetype at = in.lastIndexOf(QLatin1Char('@'));
            bool ok = true;
            const int step = at < 0 ? -1 : in.mid(at + 1).trimmed().toInt(&ok);
            stepper()->setInput(at < 0 ? in : in.left(at));
            const QString problem = stepper()->shownText(QStringLiteral("error"));
            if (!problem.isEmpty()) {
                error = problem;
                return nullptr;
            }
            if (!ok || step > stepper()->stepCount()) {
                error = QStringLiteral("these bytes take %1 steps; '%2' is not one of them")
                            .arg(stepper()->stepCount())
                            .arg(in.mid(at + 1));
                return nullptr;
            }
            stepper()->stepTo(step < 0 ? stepper()->stepCount() : step);
        }
        showStepper();
        return stepper();
    }
    if (name == QLatin1String("exercises")) {
        if (!in.isEmpty()) {
            // N[:ANSWER]: the exercise, and an answer checked as the Check button does.
            const qsizetype colon = in.indexOf(QLatin1Char(':'));
            bool ok = false;
            const int number = in.left(colon).trimmed().toInt(&ok);
            if (!ok || number < 1 || number > exercises()->count()) {
                error = QStringLiteral("exercises takes a number from 1 to %1, not '%2'")
                            .arg(exercises()->count())
                            .arg(in.left(colon));
                return nullptr;
            }
            exercises()->setCurrent(number - 1);
            if (colon >= 0) {
                exercises()->setAnswer(in.mid(colon + 1).trimmed());
                exercises()->check();
            }
        }
        showExercises();
        return exercises();
    }
    error = QStringLiteral("no tool named '%1' (the tools: %2)")
                .arg(name, toolNames().join(QStringLiteral(", ")));
    return nullptr;
}

void LearnFeature::encode(quint32 codePoint)
{
    encoder()->setInput(codePointLabel(codePoint));
    showEncoder();
}

void LearnFeature::stepThrough(const std::vector<std::uint8_t> &bytes)
{
    stepper()->setBytes(bytes);
    showStepper();
}

} // namespace u8i::ui
