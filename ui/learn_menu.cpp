#include "learn_menu.h"

#include "byte_map.h"
#include "decoder_stepper.h"
#include "encoder_tool.h"
#include "exercises.h"

#include <QDockWidget>
#include <QMainWindow>

namespace u8i::ui {

LearnMenu::LearnMenu(QMainWindow *window) : QMenu(tr("&Learn"), window), m_window(window)
{
    setObjectName(QStringLiteral("learnMenu"));
    addAction(tr("&Byte Map"), QKeySequence(tr("Ctrl+Shift+M")), this, &LearnMenu::showByteMap);
    addAction(tr("&Encoder…"), QKeySequence(tr("Ctrl+Shift+E")), this, &LearnMenu::showEncoder);
    addAction(tr("&Decoder Stepper…"), QKeySequence(tr("Ctrl+Shift+D")), this,
              &LearnMenu::showStepper);
    addAction(tr("E&xercises"), this, &LearnMenu::showExercises);
}

QDockWidget *LearnMenu::dock(QWidget *tool, const QString &title, const char *objectName)
{
    auto *d = new QDockWidget(title, m_window);
    d->setObjectName(QLatin1String(objectName));
    d->setWidget(tool);
    d->setAttribute(Qt::WA_DeleteOnClose, false);
    m_window->addDockWidget(Qt::RightDockWidgetArea, d);
    // Start floating beside the main window, at the tool's own size, like a non-modal dialog.
    d->setFloating(true);
    const QSize size = tool->sizeHint().expandedTo(QSize(560, 480));
    const QRect frame = m_window->geometry();
    d->resize(size);
    d->move(frame.center() - QPoint(size.width() / 2, size.height() / 2));
    return d;
}

QDockWidget *LearnMenu::dockOf(const QWidget *tool) const
{
    return tool ? qobject_cast<QDockWidget *>(tool->parentWidget()) : nullptr;
}

void LearnMenu::raise(QWidget *tool)
{
    QDockWidget *d = dockOf(tool);
    if (!d)
        return;
    d->show();
    d->raise();
    d->activateWindow();
    tool->setFocus();
}

ByteMap *LearnMenu::byteMap()
{
    if (!m_byteMap) {
        m_byteMap = new ByteMap;
        dock(m_byteMap, tr("Byte Map"), "learnByteMapDock");
        connect(m_byteMap, &ByteMap::byteChosen, this, &LearnMenu::byteChosen);
    }
    return m_byteMap;
}

EncoderTool *LearnMenu::encoder()
{
    if (!m_encoder) {
        m_encoder = new EncoderTool;
        dock(m_encoder, tr("Encoder"), "learnEncoderDock");
    }
    return m_encoder;
}

DecoderStepper *LearnMenu::stepper()
{
    if (!m_stepper) {
        m_stepper = new DecoderStepper;
        dock(m_stepper, tr("Decoder Stepper"), "learnStepperDock");
    }
    return m_stepper;
}

Exercises *LearnMenu::exercises()
{
    if (!m_exercises) {
        m_exercises = new Exercises;
        dock(m_exercises, tr("Exercises"), "learnExercisesDock");
    }
    return m_exercises;
}

void LearnMenu::showByteMap()
{
    raise(byteMap());
}

void LearnMenu::showEncoder()
{
    raise(encoder());
}

void LearnMenu::showStepper()
{
    raise(stepper());
}

void LearnMenu::showExercises()
{
    raise(exercises());
}

void LearnMenu::encode(quint32 codePoint)
{
    encoder()->setInput(QStringLiteral("U+%1").arg(codePoint, 4, 16, QLatin1Char('0')).toUpper());
    showEncoder();
}

void LearnMenu::stepThrough(const std::vector<std::uint8_t> &bytes)
{
    stepper()->setBytes(bytes);
    showStepper();
}

LearnMenu *createLearnMenu(QMainWindow *window)
{
    return new LearnMenu(window);
}

} // namespace u8i::ui
