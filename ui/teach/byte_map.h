// The byte map: a 16×16 chart of all 256 byte values, coloured by what each can be in UTF-8
// (ASCII classes, continuation bytes with the 6 bits they add, 2-, 3- and 4-byte leads with the
// lowest code point each starts, and the never-valid bytes C0, C1, F5-FF), with a legend. In a
// landscape window the explanation and the occurrences are beside the chart, so that an
// 800 × 600 screen shows all of it; in a portrait one they are under it.
// Clicking a cell (or Enter on it) explains the byte, emits byteChosen() and lists the byte's
// occurrences in the open file under the explanation (see OccurrencesPanel); the arrow keys move
// between cells and explain them.
#pragma once

#include <u8i/types.h>

#include <QFont>
#include <QWidget>

#include <optional>

class QLabel;
class QSplitter;

namespace u8i::ui {

class ByteMapChart;
class ByteMapLegend;
class OccurrencesPanel;

class ByteMap : public QWidget {
    Q_OBJECT
  public:
    explicit ByteMap(QWidget *parent = nullptr);

    // Selects a byte and explains it, without emitting byteChosen.
    void selectByte(quint8 value);
    // Selects, explains and lists a byte as a click on its cell does (emits byteChosen).
    void chooseByte(quint8 value);
    [[nodiscard]] int selectedByte() const; // -1 before the first selection
    // The explanation shown, as plain text.
    [[nodiscard]] QString explanationText() const;
    // The explanation of any byte value (rich text).
    [[nodiscard]] static QString explain(quint8 value);
    // The short text drawn under a cell's hex value: "A", "+010011", "U+0800", "never" ...
    [[nodiscard]] static QString cellNote(quint8 value);
    // The centre of a cell in the chart's coordinates, and the chart (for tests and tooltips).
    [[nodiscard]] QWidget *chart() const;
    [[nodiscard]] QPoint cellCenter(quint8 value) const;
    // The font a cell's note is drawn in at the chart's size: never smaller than the application's
    // small font (applicationSmallFont); none when the note does not fit the cell at that size,
    // and then the cell's tooltip says it.
    [[nodiscard]] std::optional<QFont> cellNoteFont(quint8 value) const;
    // The list of the chosen byte's occurrences in the open file (LearnFeature gives it the file).
    [[nodiscard]] OccurrencesPanel *occurrences() const { return m_occurrences; }
    // Whether the explanation and the occurrences are beside the chart (not under it).
    [[nodiscard]] bool sideBySide() const;

  signals:
    // The user chose a byte (click, Enter or Space on a cell).
    void byteChosen(quint8 value);
    // A row of the occurrence list was activated: the caret should go to `offset`.
    void occurrenceActivated(u8i::Offset offset);

  protected:
    void resizeEvent(QResizeEvent *event) override;

  private:
    void explainByte(quint8 value);
    void setSideBySide(bool beside);
    void distributeSizes(); // until the user moves a splitter

    ByteMapChart *m_chart = nullptr;
    QWidget *m_chartArea = nullptr; // the chart, and the legend when it is under the chart
    ByteMapLegend *m_legend = nullptr;
    QLabel *m_explanation = nullptr;
    OccurrencesPanel *m_occurrences = nullptr;
    QSplitter *m_splitter = nullptr; // the chart area | m_side
    QSplitter *m_side = nullptr;     // (the legend,) the explanation, the occurrences
    bool m_splitterMoved = false;    // by the user: then the sizes are theirs
};

} // namespace u8i::ui
