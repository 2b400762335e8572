// The exercises panel: pick an exercise, type an answer (bytes or code points), and the program
// says whether it is right and why, with the correct steps.
#pragma once

#include "teach_exercise.h"

#include <QWidget>

#include <vector>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace u8i::ui {

class Exercises : public QWidget {
    Q_OBJECT
  public:
    explicit Exercises(QWidget *parent = nullptr);

    [[nodiscard]] int count() const { return static_cast<int>(m_exercises.size()); }
    [[nodiscard]] int current() const;
    void setCurrent(int index);
    void setAnswer(const QString &answer);
    [[nodiscard]] const Exercise &exercise(int index) const;

    // What is shown, as plain text.
    [[nodiscard]] QString promptText() const;
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QString explanationText() const;
    [[nodiscard]] int solvedCount() const;

  public slots:
    void check();
    void showSolution();

  signals:
    void checked(int index, bool right);

  private:
    void showExercise(int index);

    std::vector<Exercise> m_exercises;
    std::vector<bool> m_solved;
    QListWidget *m_list = nullptr;
    QLabel *m_prompt = nullptr;
    QLineEdit *m_answer = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_solution = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_score = nullptr;
};

} // namespace u8i::ui
