// The learn feature driven as a user would: the Learn menu opening each teaching tool as a
// floating dock of the main window, and generated exercises answered (their kind remembered); an
// exercise whose solution was shown is not counted as solved.
#include "byte_map.h"
#include "decoder_stepper.h"
#include "encoder_tool.h"
#include "exercise_generator.h"
#include "exercises.h"
#include "learn/learn_feature.h"
#include "main_window.h"
#include "shell_host.h"

#include "isolated_settings.h"
#include "main_window_testing.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace u8i::ui;

class TestFeatureLearn : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_feature_learn"))); }

    // The Learn menu's four entries open the tools as floating docks, each created on first use
    // and not listed under View; the byte map's click is passed on; asking again reuses the dock.
    void learnMenu()
    {
        auto w = u8i::testing::shownWindow({1000, 700});
        QVERIFY(w);
        LearnFeature *learn = w->feature<LearnFeature>();
        QVERIFY(learn);
        const QList<QAction *> entries = w->host()->actionsAt(u8i::ui::MenuAnchor::Learn);
        QCOMPARE(entries.size(), 4);
        const qsizetype docks = w->findChildren<QDockWidget *>().size();
        const qsizetype viewEntries = w->host()->actionsAt(u8i::ui::MenuAnchor::ViewDocks).size();
        entries.at(0)->trigger();
        QDockWidget *mapDock = learn->dockOf(learn->byteMap());
        QVERIFY(mapDock);
        QVERIFY(mapDock->isVisible());
        QVERIFY(mapDock->isFloating());
        QSignalSpy chosen(learn, &LearnFeature::byteChosen);
        QTest::mouseClick(learn->byteMap()->chart(), Qt::LeftButton, {},
                          learn->byteMap()->cellCenter(0xC3));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<quint8>(), quint8(0xC3));

        learn->encode(0x20AC);
        QVERIFY(learn->dockOf(learn->encoder())->isVisible());
        QVERIFY(learn->encoder()
                    ->shownText(QStringLiteral("result"))
                    .contains(QStringLiteral("E2 82 AC")));
        learn->stepThrough({0xE2, 0x82, 0xAC});
        QCOMPARE(learn->stepper()->stepCount(), 3);
        entries.at(3)->trigger();
        QVERIFY(learn->dockOf(learn->exercises())->isVisible());
        QCOMPARE(w->findChildren<QDockWidget *>().size(), docks + 4);
        QCOMPARE(w->host()->actionsAt(u8i::ui::MenuAnchor::ViewDocks).size(), viewEntries);
        // Asking again reuses the same dock.
        entries.at(0)->trigger();
        QCOMPARE(w->findChildren<QDockWidget *>().size(), docks + 4);
    }

    // Learn ▸ Exercises by its key: the answer has the keyboard. An answer typed after Show
    // Solution is right but not solved; the next one, answered alone, is.
    void solutionShownIsNotSolved()
    {
        auto w = u8i::testing::shownWindow({1000, 700});
        QVERIFY(w);
        QTest::keyClick(w.get(), Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
        LearnFeature *learn = w->feature<LearnFeature>();
        Exercises *exercises = learn->exercises();
        auto *answer = exercises->findChild<QLineEdit *>(QStringLiteral("exerciseAnswer"));
        QVERIFY(answer);
        QTRY_COMPARE(QApplication::focusWidget(), answer);
        QPushButton *solution = nullptr;
        for (QPushButton *b : exercises->findChildren<QPushButton *>())
            if (b->text() == Exercises::tr("Show &solution"))
                solution = b;
        QVERIFY(solution);
        QSignalSpy checked(exercises, &Exercises::checked);
        QTest::mouseClick(solution, Qt::LeftButton);
        QTest::keyClicks(answer, ExerciseBook::expectedAnswer(exercises->exercise(0)));
        QTest::keyClick(answer, Qt::Key_Return);
        QCOMPARE(checked.count(), 1);
        QVERIFY2(exercises->verdictText().startsWith(QStringLiteral("Right")),
                 qPrintable(exercises->verdictText()));
        QVERIFY(exercises->verdictText().contains(QStringLiteral("does not count")));
        QCOMPARE(exercises->solvedCount(), 0);

        exercises->setCurrent(1);
        QTest::keyClicks(answer, ExerciseBook::expectedAnswer(exercises->exercise(1)));
        QTest::keyClick(answer, Qt::Key_Return);
        QCOMPARE(exercises->solvedCount(), 1);
    }

    void generatedExercises_data()
    {
        QTest::addColumn<int>("kind");
        for (int k = 0; k < ExerciseGenerator::kKindCount; ++k)
            QTest::addRow("%s", qPrintable(ExerciseGenerator::kindName(
                                    static_cast<ExerciseGenerator::Kind>(k))))
                << k;
    }
    // "New Exercise" adds a random exercise of the chosen kind; its expected answer is right and
    // another answer is not; the kind is remembered.
    void generatedExercises()
    {
        QFETCH(int, kind);
        Exercises exercises;
        const int builtIn = exercises.count();
        exercises.generatorKinds()->setCurrentIndex(kind);
        emit exercises.generatorKinds()->activated(kind);
        auto *make = exercises.findChild<QPushButton *>(QStringLiteral("newExercise"));
        QVERIFY(make);
        for (int round = 0; round < 5; ++round) {
            QTest::mouseClick(make, Qt::LeftButton);
            QCOMPARE(exercises.count(), builtIn + round + 1);
            QCOMPARE(exercises.current(), exercises.count() - 1);
            const Exercise &e = exercises.exercise(exercises.current());
            const QString right = ExerciseBook::expectedAnswer(e);
            QVERIFY(!right.isEmpty());
            QCOMPARE(ExerciseBook::check(e, right).result, ExerciseVerdict::Result::Right);
            const QString wrong =
                e.kind == Exercise::Kind::Decode ? QStringLiteral("U+0041") : QStringLiteral("41");
            QCOMPARE(ExerciseBook::check(e, wrong).result, ExerciseVerdict::Result::Wrong);
            exercises.setAnswer(right);
            exercises.check();
            QVERIFY(exercises.verdictText().startsWith(QStringLiteral("Right")));
        }
        Exercises again;
        QCOMPARE(again.generatorKinds()->currentIndex(), kind);
    }
};

QTEST_MAIN(TestFeatureLearn)
#include "tst_feature_learn.moc"
