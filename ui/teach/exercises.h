// The exercises panel: pick an exercise, type an answer (bytes or code points), and the program
// says whether it is right and why, with the correct steps. Besides the built-in ones, "New
// Exercise" makes a random one of the chosen kind (exercise_generator.h; the kind is remembered).
#pragma once

#include "exercise_generator.h"
#include "teach_exercise.h"

#include <QWidget>

#include <optional>
#include <random>
#include <vector>

class QComboBox;
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
    // Appends an exercise and shows it; returns its index.
    int addExercise(Exercise exercise);
    // Makes a random exercise of `kind` (of the chosen kind without one), adds and shows it.
    int generate(std::optional<ExerciseGenerator::Kind> kind = std::nullopt);
    [[nodiscard]] QComboBox *generatorKinds() const { return m_kinds; }

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
    [[nodiscard]] QWidget *createGenerator(QWidget *parent); // exercises_generated.cpp

    std::vector<Exercise> m_exercises;
    std::vector<bool> m_solved;
    std::vector<bool> m_shownSolution; // a right answer after the solution was shown is no solve
    QListWidget *m_list = nullptr;
    QLabel *m_prompt = nullptr;
    QLineEdit *m_answer = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_solution = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_score = nullptr;
    QComboBox *m_kinds = nullptr;
    std::mt19937 m_random{std::random_device{}()};
};

} // namespace u8i::ui
