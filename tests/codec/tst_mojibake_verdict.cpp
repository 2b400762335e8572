// The mojibake part of the status verdict (u8i/mojibake/mojibake_verdict.h): runs counted, the
// encodings of their chains each named once in the order first met, the ambiguous runs (left as
// they are) counted, and the English wording.
#include <u8i/mojibake/mojibake_verdict.h>

#include <QtTest>

using namespace u8i;

class TestMojibakeVerdict : public QObject {
    Q_OBJECT
  private slots:
    void wording_data()
    {
        QTest::addColumn<QList<QStringList>>("chains"); // one chain per run
        QTest::addColumn<int>("runs");
        QTest::addColumn<QStringList>("encodings");
        QTest::addColumn<int>("ambiguous"); // the first runs, ambiguous
        QTest::addColumn<QString>("text");
        QTest::newRow("none") << QList<QStringList>{} << 0 << QStringList{} << 0 << QString();
        QTest::newRow("one run") << QList<QStringList>{{"Windows-1252"}} << 1
                                 << QStringList{"Windows-1252"} << 0
                                 << QStringLiteral("1 run looks like mojibake (Windows-1252)");
        QTest::newRow("four runs of one encoding")
            << QList<QStringList>{{"Windows-1252"},
                                  {"Windows-1252"},
                                  {"Windows-1252", "Windows-1252"},
                                  {"Windows-1252"}}
            << 4 << QStringList{"Windows-1252"} << 0
            << QStringLiteral("4 runs look like mojibake (Windows-1252)");
        QTest::newRow("two encodings, in the order met")
            << QList<QStringList>{{"Windows-1250"}, {"Windows-1252", "Windows-1250"}} << 2
            << QStringList{"Windows-1250", "Windows-1252"} << 0
            << QStringLiteral("2 runs look like mojibake (Windows-1250, Windows-1252)");
        QTest::newRow("a run without a chain") << QList<QStringList>{{}} << 1 << QStringList{} << 0
                                               << QStringLiteral("1 run looks like mojibake");
        QTest::newRow("one run, ambiguous")
            << QList<QStringList>{{"ISO-8859-2"}} << 1 << QStringList{"ISO-8859-2"} << 1
            << QStringLiteral("1 run looks like mojibake (ISO-8859-2), ambiguous: left as it is");
        QTest::newRow("three runs, one ambiguous")
            << QList<QStringList>{{"ISO-8859-2"}, {"ISO-8859-2"}, {"ISO-8859-2"}} << 3
            << QStringList{"ISO-8859-2"} << 1
            << QStringLiteral("3 runs look like mojibake (ISO-8859-2), 1 of them ambiguous: left "
                              "as it is");
        QTest::newRow("three runs, two ambiguous")
            << QList<QStringList>{{"ISO-8859-2"}, {"ISO-8859-2"}, {"ISO-8859-2"}} << 3
            << QStringList{"ISO-8859-2"} << 2
            << QStringLiteral("3 runs look like mojibake (ISO-8859-2), 2 of them ambiguous: left "
                              "as they are");
    }
    void wording()
    {
        QFETCH(QList<QStringList>, chains);
        QFETCH(int, runs);
        QFETCH(QStringList, encodings);
        QFETCH(int, ambiguous);
        QFETCH(QString, text);
        MojibakeTally tally;
        for (const QStringList &chain : chains) {
            MojibakeFinding f;
            f.ambiguous = tally.runs < std::uint64_t(ambiguous);
            for (const QString &link : chain)
                f.chain.push_back(link.toStdString());
            tally.add(f);
        }
        QCOMPARE(tally.runs, std::uint64_t(runs));
        QCOMPARE(tally.ambiguous, std::uint64_t(ambiguous));
        QStringList named;
        for (const std::string &e : tally.encodings)
            named << QString::fromStdString(e);
        QCOMPARE(named, encodings);
        QCOMPARE(QString::fromStdString(describe(tally)), text);
    }
};

QTEST_APPLESS_MAIN(TestMojibakeVerdict)
#include "tst_mojibake_verdict.moc"
