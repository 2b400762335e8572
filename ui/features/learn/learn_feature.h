// Learn as a feature of the main window: the Learn menu opens the teaching tools of the teach room
// (byte map, encoder, decoder stepper, exercises) as floating docks, created on first use and not
// listed under View. The byte map lists the open document's
// occurrences of the byte chosen in it; activating one is passed on as occurrenceActivated.
#pragma once

#include "document_model.h"
#include "feature.h"

#include <u8i/types.h>

#include <QStringList>

#include <cstdint>
#include <vector>

class QDockWidget;

namespace u8i::ui {

class ByteMap;
class DecoderStepper;
class EncoderTool;
class Exercises;

class LearnFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    // The byte map lists the occurrences of a byte in the host's document.
    void install(FeatureHost &host) override;

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
    void fit(QDockWidget *dock) const;  // a floating tool: its size, on the screen
    void grow(QDockWidget *dock) const; // and larger where it asks for more, where it is
    void giveDocumentToByteMap();

    FeatureHost *m_host = nullptr;
    QWidget *m_window = nullptr;
    DocumentModel *m_document = nullptr;
    ByteMap *m_byteMap = nullptr;
    EncoderTool *m_encoder = nullptr;
    DecoderStepper *m_stepper = nullptr;
    Exercises *m_exercises = nullptr;
};

} // namespace u8i::ui
