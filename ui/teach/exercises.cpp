#include "exercises.h"
#include "teach_text.h"

#include "clear_button.h"
#include "role_colors.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {

QString plain(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
}

} // namespace

Exercises::Exercises(QWidget *parent)
    : QWidget(parent), m_exercises(ExerciseBook::builtIn()), m_solved(m_exercises.size(), false),
      m_shownSolution(m_exercises.size(), false)
{
    setWindowTitle(tr("Exercises"));
    auto *outer = new QHBoxLayout(this);
    auto *splitter = new QSplitter(this);
    outer->addWidget(splitter);

    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(left);
    m_list->setObjectName(QStringLiteral("exerciseList"));
    m_list->setAccessibleName(tr("Exercises"));
    for (const Exercise &e : m_exercises)
        m_list->addItem(e.title);
    m_list->setMinimumWidth(m_list->sizeHintForColumn(0) + 40);
    leftLayout->addWidget(m_list, 1);
    leftLayout->addWidget(createGenerator(left));

    auto *right = new QWidget(splitter);
    auto *layout = new QVBoxLayout(right);
    m_prompt = makeTeachLabel(QStringLiteral("exercisePrompt"), right);
    layout->addWidget(m_prompt);
    auto *row = new QHBoxLayout;
    m_answer = new QLineEdit(right);
    m_answer->setObjectName(QStringLiteral("exerciseAnswer"));
    m_answer->setAccessibleName(tr("Your answer"));
    enableClearButton(m_answer);
    m_check = new QPushButton(tr("&Check"), right);
    m_check->setDefault(true);
    m_solution = new QPushButton(tr("Show &solution"), right);
    row->addWidget(m_answer, 1);
    row->addWidget(m_check);
    row->addWidget(m_solution);
    layout->addLayout(row);
    m_verdict = makeTeachLabel(QStringLiteral("exerciseVerdict"), right);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    layout->addWidget(m_verdict);
    m_explanation = makeTeachLabel(QStringLiteral("exerciseExplanation"), right);
    auto *scroll = new QScrollArea(right);
    scroll->setWidget(m_explanation);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll, 1);
    m_score = makeTeachLabel(QStringLiteral("exerciseScore"), right);
    layout->addWidget(m_score);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({m_list->minimumWidth(), 4 * m_list->minimumWidth()});

    connect(m_list, &QListWidget::currentRowChanged, this, &Exercises::showExercise);
    connect(m_check, &QPushButton::clicked, this, &Exercises::check);
    connect(m_answer, &QLineEdit::returnPressed, this, &Exercises::check);
    connect(m_solution, &QPushButton::clicked, this, &Exercises::showSolution);
    setFocusProxy(m_answer); // opened from the menu, typed keys go into the answer
    m_list->setCurrentRow(0);
}

int Exercises::current() const
{
    return m_list->currentRow();
}

void Exercises::setCurrent(int index)
{
    m_list->setCurrentRow(index);
}

void Exercises::setAnswer(const QString &answer)
{
    m_answer->setText(answer);
}

const Exercise &Exercises::exercise(int index) const
{
    return m_exercises.at(static_cast<std::size_t>(index));
}

QString Exercises::promptText() const
{
    return plain(m_prompt);
}

QString Exercises::verdictText() const
{
    return plain(m_verdict);
}

QString Exercises::explanationText() const
{
    return plain(m_explanation);
}

int Exercises::solvedCount() const
{
    return static_cast<int>(std::count(m_solved.begin(), m_solved.end(), true));
}

void Exercises::showExercise(int index)
{
    if (index < 0 || index >= count())
        return;
    const Exercise &e = exercise(index);
    m_prompt->setText(e.prompt);
    m_answer->clear();
    m_answer->setPlaceholderText(e.kind == Exercise::Kind::Decode
                                     ? tr("code points, e.g. U+0041 U+FFFD")
                                     : tr("bytes in hex, e.g. C3 A9"));
    m_verdict->clear();
    m_explanation->clear();
    m_score->setText(tr("Solved: %1 of %2").arg(solvedCount()).arg(count()));
    m_answer->setFocus();
}

void Exercises::check()
{
    const int index = current();
    if (index < 0)
        return;
    const ExerciseVerdict v = ExerciseBook::check(exercise(index), m_answer->text());
    const RoleColors colors = RoleColors::fromPalette(palette());
    QColor colour = palette().color(QPalette::WindowText);
    if (v.result == ExerciseVerdict::Result::Right)
        colour = colors.multibyte;
    else if (v.result == ExerciseVerdict::Result::Wrong)
        colour = colors.invalid;
    const bool shown = m_shownSolution[static_cast<std::size_t>(index)];
    QString verdict = v.verdict;
    if (shown && v.result == ExerciseVerdict::Result::Right)
        verdict +=
            QLatin1Char(' ') + tr("The solution was shown, so this does not count as solved.");
    m_verdict->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                           .arg(colour.name(), verdict.toHtmlEscaped()));
    m_explanation->setText(v.explanation);
    if (v.result == ExerciseVerdict::Result::Unreadable)
        return;
    const bool right = v.result == ExerciseVerdict::Result::Right;
    if (right && !shown) {
        m_solved[static_cast<std::size_t>(index)] = true;
        m_list->item(index)->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
    }
    m_score->setText(tr("Solved: %1 of %2").arg(solvedCount()).arg(count()));
    emit checked(index, right);
}

void Exercises::showSolution()
{
    const int index = current();
    if (index < 0)
        return;
    const Exercise &e = exercise(index);
    m_shownSolution[static_cast<std::size_t>(index)] = true;
    m_verdict->setText(tr("Solution: %1").arg(ExerciseBook::expectedAnswer(e)).toHtmlEscaped());
    m_explanation->setText(ExerciseBook::solution(e));
}

} // namespace u8i::ui
