// The one descriptor table of the vocabulary's kinds (u8i/utf8/kind_descriptors.h): every error
// kind and every notice has its row, in the enum's order, with a name that finds the kind back, a
// category, and every text, anchor and level filled in. A kind added without its descriptor, or
// with an empty text, fails here.
#include <u8i/types.h>

#include <QSet>
#include <QtTest>

using namespace u8i;

Q_DECLARE_METATYPE(u8i::KindCategory)

namespace {

template <typename Kind> void addRows(const auto &table)
{
    for (std::size_t i = 0; i < table.size(); ++i) {
        const KindDescriptor<Kind> &d = table[i];
        const QByteArray rowName =
            QByteArray(std::is_same_v<Kind, ErrorKind> ? "error " : "notice ") +
            QByteArray(d.name.data(), static_cast<qsizetype>(d.name.size()));
        QTest::newRow(rowName.constData())
            << std::is_same_v<Kind, ErrorKind> << static_cast<int>(i) << d.category;
    }
}

// A text of a descriptor: set, not blank, one line, no blank at either end.
bool wellWritten(const char *text)
{
    if (text == nullptr)
        return false;
    const QString s = QString::fromUtf8(text);
    return !s.trimmed().isEmpty() && s == s.trimmed() && !s.contains(QLatin1Char('\n'));
}

} // namespace

class TestKindDescriptors : public QObject {
    Q_OBJECT
  private slots:
    void everyKind_data()
    {
        QTest::addColumn<bool>("error");
        QTest::addColumn<int>("index");
        QTest::addColumn<KindCategory>("category");
        addRows<ErrorKind>(kErrorKindDescriptors);
        addRows<NoticeKind>(kNoticeKindDescriptors);
    }
    void everyKind()
    {
        QFETCH(bool, error);
        QFETCH(int, index);
        QFETCH(KindCategory, category);
        std::string_view kindName;
        const char *texts[3] = {};
        std::string_view anchor;
        if (error) {
            const auto kind = static_cast<ErrorKind>(index);
            const KindDescriptor<ErrorKind> &d = descriptor(kind);
            QCOMPARE(static_cast<int>(d.kind), index);
            QCOMPARE(errorKindFromName(d.name), std::optional<ErrorKind>(kind));
            QVERIFY(!noticeKindFromName(d.name)); // one name, one kind
            QCOMPARE(category, KindCategory::Error);
            QCOMPARE(d.level, KindLevel::Error);
            kindName = name(kind);
            texts[0] = d.label, texts[1] = d.rule, texts[2] = d.description;
            anchor = d.helpAnchor;
        } else {
            const auto kind = static_cast<NoticeKind>(index);
            const KindDescriptor<NoticeKind> &d = descriptor(kind);
            QCOMPARE(static_cast<int>(d.kind), index);
            QCOMPARE(noticeKindFromName(d.name), std::optional<NoticeKind>(kind));
            QVERIFY(!errorKindFromName(d.name));
            QVERIFY(category != KindCategory::Error);
            QCOMPARE(isDeceptive(kind), category == KindCategory::Deceptive);
            // The notices the scan counts, one character alone, are the first ones.
            if (index < kCharacterNoticeKindCount)
                QCOMPARE(category, KindCategory::Other);
            kindName = name(kind);
            texts[0] = d.label, texts[1] = d.rule, texts[2] = d.description;
            anchor = d.helpAnchor;
        }
        QVERIFY(!kindName.empty());
        for (const char c : kindName) // as the command line spells it: "c1-control"
            QVERIFY2((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-',
                     std::string(kindName).c_str());
        QVERIFY2(wellWritten(texts[0]), "label");
        QVERIFY2(wellWritten(texts[1]), "rule");
        QVERIFY2(wellWritten(texts[2]), "description");
        QVERIFY(QByteArray(texts[0]) != QByteArray(texts[2]));
        QVERIFY(!anchor.empty());
    }

    // Names and one-line rules tell the kinds apart.
    void namesAndRulesAreDistinct()
    {
        QSet<QByteArray> names, rules;
        auto take = [&](const auto &table) {
            for (const auto &d : table) {
                names.insert(QByteArray(d.name.data(), static_cast<qsizetype>(d.name.size())));
                rules.insert(QByteArray(d.rule));
            }
        };
        take(kErrorKindDescriptors);
        take(kNoticeKindDescriptors);
        QCOMPARE(names.size(), kErrorKindCount + kNoticeKindCount);
        QCOMPARE(rules.size(), kErrorKindCount + kNoticeKindCount);
    }

    void unknownNamesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("capitalised") << QByteArray("Overlong");
        QTest::newRow("a label, not a name") << QByteArray("An overlong encoding");
        QTest::newRow("a byte role") << QByteArray("lead");
    }
    void unknownNamesAreRefused()
    {
        QFETCH(QByteArray, text);
        const std::string_view t(text.constData(), static_cast<std::size_t>(text.size()));
        QVERIFY(!errorKindFromName(t));
        QVERIFY(!noticeKindFromName(t));
    }
};

QTEST_APPLESS_MAIN(TestKindDescriptors)
#include "tst_kind_descriptors.moc"
