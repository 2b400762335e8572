// The bundled demo file (resources/demo/tour.txt, written by tools/make-demo.py) is a tour: it must
// show every byte role, every diagnostic kind and every notice, each after a line that explains it.
#include "byte_view.h"
#include "u8i/utf8/annotate.h"

#include <QFile>
#include <QTest>

#include <algorithm>

namespace {

QByteArray tour()
{
    QFile file(QStringLiteral(U8I_SOURCE_DIR "/resources/demo/tour.txt"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

using u8i::testing::bytesOf;

} // namespace

class TestCorpusDemo : public QObject {
    Q_OBJECT

  private:
    QByteArray m_data;
    u8i::Window m_window;

  private slots:
    void initTestCase()
    {
        m_data = tour();
        QVERIFY2(!m_data.isEmpty(), "resources/demo/tour.txt is missing or empty");
        QVERIFY2(m_data.size() < 4096, "the tour should stay under 4 KiB");
        m_window = u8i::annotate(bytesOf(m_data), 0, u8i::Offset(m_data.size()));
        QCOMPARE(m_window.bytes.size(), std::size_t(m_data.size()));
    }

    void showsRole_data()
    {
        QTest::addColumn<u8i::ByteRole>("role");
        for (auto role : {u8i::ByteRole::Ascii, u8i::ByteRole::Lead, u8i::ByteRole::Continuation,
                          u8i::ByteRole::Invalid})
            QTest::newRow(std::string(u8i::name(role)).c_str()) << role;
    }
    void showsRole()
    {
        QFETCH(u8i::ByteRole, role);
        QVERIFY(std::any_of(m_window.bytes.begin(), m_window.bytes.end(),
                            [&](const u8i::ByteAnnotation &b) { return b.role == role; }));
    }

    void showsKind_data()
    {
        QTest::addColumn<u8i::ErrorKind>("kind");
        for (int k = 0; k < u8i::kErrorKindCount; ++k)
            QTest::newRow(std::string(u8i::name(u8i::ErrorKind(k))).c_str()) << u8i::ErrorKind(k);
    }
    // Each kind is there, and the line before the line that holds it is well-formed text.
    void showsKind()
    {
        QFETCH(u8i::ErrorKind, kind);
        const auto it =
            std::find_if(m_window.items.begin(), m_window.items.end(),
                         [&](const u8i::Item &i) { return !i.wellFormed && i.kind == kind; });
        QVERIFY2(it != m_window.items.end(), "the tour shows no group of this kind");
        const qsizetype lineStart = m_data.lastIndexOf('\n', qsizetype(it->offset)) + 1;
        QVERIFY2(lineStart > 0, "the group is on the first line: nothing explains it");
        const qsizetype previousStart = m_data.lastIndexOf('\n', lineStart - 2) + 1;
        const QByteArray explanation = m_data.mid(previousStart, lineStart - 1 - previousStart);
        QVERIFY2(QByteArrayView(explanation).isValidUtf8() && explanation.size() > 20,
                 "the line before the example should explain it: " + explanation);
    }

    void showsNotice_data()
    {
        QTest::addColumn<u8i::NoticeKind>("notice");
        for (int k = 0; k < u8i::kCharacterNoticeKindCount; ++k)
            QTest::newRow(std::string(u8i::name(u8i::NoticeKind(k))).c_str()) << u8i::NoticeKind(k);
    }
    void showsNotice()
    {
        QFETCH(u8i::NoticeKind, notice);
        QVERIFY(std::any_of(m_window.notices.begin(), m_window.notices.end(),
                            [&](const u8i::Notice &n) { return n.kind == notice; }));
    }

    // The tour ends with a sequence cut by the end of the data, as its text promises.
    void endsTruncated()
    {
        QVERIFY(!m_window.items.empty());
        const u8i::Item &last = m_window.items.back();
        QVERIFY(!last.wellFormed);
        QCOMPARE(last.kind, u8i::ErrorKind::Truncated);
        QVERIFY(last.atEnd);
    }
};

QTEST_GUILESS_MAIN(TestCorpusDemo)
#include "tst_corpus_demo.moc"
