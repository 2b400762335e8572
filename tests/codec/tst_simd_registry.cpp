// The implementation registry (u8i/simd/isa.h): every entry is named, found by its name, supported
// exactly when the CPU has every feature of its rule, and the implementation that runs is one the
// CPU supports: the best one unless U8I_FAST_ISA chose another.
#include "simd_implementations.h"
#include "u8i/simd/isa.h"

#include <QTest>

using namespace u8i;

Q_DECLARE_METATYPE(u8i::simd::Isa)

class TestSimdRegistry : public QObject {
    Q_OBJECT

  private slots:
    void implementation_data()
    {
        QTest::addColumn<simd::Isa>("isa");
        for (const simd::Implementation &i : simd::kImplementations)
            QTest::newRow(std::string(i.name).c_str()) << i.isa;
    }

    void implementation()
    {
        QFETCH(simd::Isa, isa);
        const simd::Implementation &i = simd::implementation(isa);
        QCOMPARE(i.isa, isa);
        QVERIFY(!i.name.empty());
        QVERIFY(!i.description.empty());
        QCOMPARE(simd::isaNamed(i.name), std::optional<simd::Isa>(isa));
        QCOMPARE(simd::supported(isa), simd::missingFeatures(isa).empty());
        for (std::string_view missing : simd::missingFeatures(isa))
            QVERIFY((i.required & simd::featuresNamed(missing)) != 0);
    }

    // A faster implementation needs at least what the one below it needs (scalar and SSE2 aside:
    // the AVX2 kernels use SSE instructions that avx2 implies).
    void rulesGrow()
    {
        const std::uint32_t avx2 = simd::implementation(simd::Isa::Avx2).required;
        const std::uint32_t avx512 = simd::implementation(simd::Isa::Avx512).required;
        QCOMPARE(avx512 & avx2, avx2);
        QCOMPARE(simd::implementation(simd::Isa::Scalar).required, 0u);
        QVERIFY(simd::supported(simd::Isa::Scalar));
    }

    void unknownNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("empty") << QString();
        QTest::newRow("upper case") << QStringLiteral("AVX2");
        QTest::newRow("no such") << QStringLiteral("avx9");
    }

    void unknownNames()
    {
        QFETCH(QString, name);
        const std::string text = name.toStdString();
        QVERIFY(!simd::isaNamed(text).has_value());
        QCOMPARE(simd::featuresNamed("avx2,nosuchfeature"), ~std::uint32_t{0});
    }

    void activeIsSupportedAndBest()
    {
        const simd::Isa active = simd::active();
        QVERIFY(simd::supported(active));
        const std::vector<simd::Isa> tested = testing::testedImplementations();
        QVERIFY(!tested.empty());
        QVERIFY(std::find(tested.begin(), tested.end(), active) != tested.end());
        if (!simd::chosenByEnvironment())
            QCOMPARE(active, tested.back());
        qInfo().noquote() << "running:" << testing::isaName(active)
                          << QString::fromLatin1(simd::activeNote().data(),
                                                 static_cast<qsizetype>(simd::activeNote().size()));
    }
};

QTEST_APPLESS_MAIN(TestSimdRegistry)
#include "tst_simd_registry.moc"
