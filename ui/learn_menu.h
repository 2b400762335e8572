// The Learn menu: opens the teaching tools (byte map, encoder, decoder stepper, exercises) as
// docks of a main window, created on first use. The byte map's byteChosen is passed on, so the
// main window can find the open file's occurrences of that byte.
#pragma once

#include <QMenu>

#include <cstdint>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace u8i::ui {

class ByteMap;
class DecoderStepper;
class EncoderTool;
class Exercises;

class LearnMenu : public QMenu {
    Q_OBJECT
  public:
    explicit LearnMenu(QMainWindow *window);

    // The tools, each created (and docked) on first use.
    [[nodiscard]] ByteMap *byteMap();
    [[nodiscard]] EncoderTool *encoder();
    [[nodiscard]] DecoderStepper *stepper();
    [[nodiscard]] Exercises *exercises();
    // The dock that holds a tool (nullptr before the tool exists).
    [[nodiscard]] QDockWidget *dockOf(const QWidget *tool) const;

  public slots:
    void showByteMap();
    void showEncoder();
    void showStepper();
    void showExercises();
    // Opens the encoder on a code point, or the stepper on bytes (e.g. the main window's
    // selection).
    void encode(quint32 codePoint);
    void stepThrough(const std::vector<std::uint8_t> &bytes);

  signals:
    void byteChosen(quint8 value);

  private:
    QDockWidget *dock(QWidget *tool, const QString &title, const char *objectName);
    void raise(QWidget *tool);

    QMainWindow *m_window = nullptr;
    ByteMap *m_byteMap = nullptr;
    EncoderTool *m_encoder = nullptr;
    DecoderStepper *m_stepper = nullptr;
    Exercises *m_exercises = nullptr;
};

// Creates the Learn menu for `window` (owned by it); add it with menuBar()->addMenu().
[[nodiscard]] LearnMenu *createLearnMenu(QMainWindow *window);

} // namespace u8i::ui
