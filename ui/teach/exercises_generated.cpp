// The exercises panel's generator: a kind of exercise and "New Exercise", which adds a random one
// of that kind to the list (ExerciseGenerator) and shows it. The kind is remembered.
#include "exercises.h"

#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {
const QString kKindKey = QStringLiteral("exercises/newKind");
} // namespace

QWidget *Exercises::createGenerator(QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_kinds = new QComboBox(box);
    m_kinds->setObjectName(QStringLiteral("exerciseKinds"));
    for (int k = 0; k < ExerciseGenerator::kKindCount; ++k)
        m_kinds->addItem(ExerciseGenerator::kindName(static_cast<ExerciseGenerator::Kind>(k)), k);
    m_kinds->setCurrentIndex(
        std::clamp(QSettings().value(kKindKey, 0).toInt(), 0, ExerciseGenerator::kKindCount - 1));
    connect(m_kinds, &QComboBox::activated, this,
            [](int index) { QSettings().setValue(kKindKey, index); });
    auto *make = new QPushButton(tr("&New Exercise"), box);
    make->setObjectName(QStringLiteral("newExercise"));
    make->setToolTip(tr("A random exercise of the chosen kind"));
    connect(make, &QPushButton::clicked, this, [this] { generate(); });
    layout->addWidget(m_kinds);
    layout->addWidget(make);
    return box;
}

int Exercises::addExercise(Exercise exercise)
{
    m_list->addItem(exercise.title);
    m_exercises.push_back(std::move(exercise));
    m_solved.push_back(false);
    m_shownSolution.push_back(false);
    const int index = count() - 1;
    m_list->setCurrentRow(index);
    return index;
}

int Exercises::generate(std::optional<ExerciseGenerator::Kind> kind)
{
    const auto chosen =
        kind.value_or(static_cast<ExerciseGenerator::Kind>(m_kinds->currentData().toInt()));
    return addExercise(ExerciseGenerator::make(chosen, m_random));
}

} // namespace u8i::ui
