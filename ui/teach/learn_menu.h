// The Learn menu: opens the teaching tools (byte map, encoder, decoder stepper, exercises) as
// docks of a main window, created on first use. The byte map lists the open document's
// occurrences of the byte chosen in it; activating one is passed on as occurrenceActivated.
#pragma once

#include "document_model.h"

#include <u8i/types.h>

#include <QMenu>
#include <QStringList>

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
    // The byte map lists the occurrences of a byte in `document`'s bytes.
    LearnMenu(QMainWindow *window, DocumentModel *document);

    // The tools, each created (and docked) on first use.
    [[nodiscard]] ByteMap *byteMap();
    [[nodiscard]] EncoderTool *encoder();
    [[nodiscard]] DecoderStepper *stepper();
    [[nodiscard]] Exercises *exercises();
    // The dock that holds a tool (nullptr before the tool exists).
    [[nodiscard]] QDockWidget *dockOf(const QWidget *tool) const;
    // The tools by name, as `--show NAME[=INPUT]` gives them: "byte-map", "encoder", "stepper",
    // "exercises".
    [[nodiscard]] static QStringList toolNames();
    // Opens a tool by name as its menu entry does, given an optional input: a byte (byte map),
    // a code point or text (encoder), hex bytes with the steps to take, all by default
    // ("E2 82 AC@2", stepper), an exercise's number from 1 with an answer to check ("2:D9 8D",
    // exercises). Returns the tool, or nullptr with the reason in `error`.
    QWidget *showTool(const QString &name, const QString &input, QString &error);

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
    // A row of the byte map's occurrence list was activated: the caret is there now.
    void occurrenceActivated(u8i::Offset offset);

  private:
    QDockWidget *dock(QWidget *tool, const QString &title, const char *objectName);
    void raise(QWidget *tool);
    void fit(QDockWidget *dock) const; // a floating tool: its size, on the screen
    void giveDocumentToByteMap();

    QMainWindow *m_window = nullptr;
    DocumentModel *m_document;
    ByteMap *m_byteMap = nullptr;
    EncoderTool *m_encoder = nullptr;
    DecoderStepper *m_stepper = nullptr;
    Exercises *m_exercises = nullptr;
};

// Creates the Learn menu for `window` (owned by it); add it with menuBar()->addMenu().
[[nodiscard]] LearnMenu *createLearnMenu(QMainWindow *window, DocumentModel *document);

} // namespace u8i::ui
