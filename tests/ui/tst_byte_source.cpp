// ByteSource: mapping files, refusing what is not a regular file, and surviving a file that
// shrinks while it is mapped.
#include "byte_source.h"

#include "temp_file.h"
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <QTest>

#include <sys/stat.h>
#include <thread>

using u8i::Offset;
using u8i::ui::ByteSource;

class TestByteSource : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &content)
    {
        return u8i::testing::writeTempFile(m_dir, name, content);
    }

  private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void openFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("opens");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("regular file")
            << writeFile("a.txt", "caf\xc3\xa9") << true << QByteArray("caf\xc3\xa9") << QString();
        QTest::newRow("empty file")
            << writeFile("empty.txt", {}) << true << QByteArray() << QString();
        QTest::newRow("missing file")
            << m_dir.filePath("nope.txt") << false << QByteArray() << "no such file";
        QTest::newRow("directory") << m_dir.path() << false << QByteArray() << "folder";
        QTest::newRow("character device")
            << "/dev/null" << false << QByteArray() << "character device";
        const QString fifo = m_dir.filePath("fifo");
        ::mkfifo(QFile::encodeName(fifo).constData(), 0600);
        QTest::newRow("fifo (no hang)") << fifo << false << QByteArray() << "pipe";
    }

    void openFile()
    {
        QFETCH(QString, path);
        QFETCH(bool, opens);
        QFETCH(QByteArray, content);
        QFETCH(QString, errorPart);
        QString error;
        const auto source = ByteSource::openFile(path, error);
        QCOMPARE(bool(source), opens);
        if (!opens) {
            QVERIFY2(error.contains(errorPart), qPrintable(error));
            QVERIFY(error.contains(path));
            return;
        }
        QVERIFY(error.isEmpty());
        const u8i::Bytes bytes = source->bytes();
        QCOMPARE(QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size())),
                 content);
        QCOMPARE(source->kind(), ByteSource::Kind::File);
        QVERIFY(source->checkAccess());
    }

    void fromBytes()
    {
        const auto source = ByteSource::fromBytes(QByteArray("\xe2\x82\xac"), "scratch");
        QCOMPARE(source->size(), Offset{3});
        QCOMPARE(source->bytes()[2], std::uint8_t{0xAC});
        QCOMPARE(source->kind(), ByteSource::Kind::Scratch);
        QVERIFY(source->checkAccess());
    }

    void releaseKeepsBytesReadable()
    {
        QByteArray content(1 << 20, 'q');
        content[(1 << 20) - 1] = 'z';
        const QString path = writeFile("big.txt", content);
        QString error;
        const auto source = ByteSource::openFile(path, error);
        QVERIFY(source);
        source->release(0, source->size());
        QCOMPARE(source->bytes()[0], std::uint8_t('q'));
        QCOMPARE(source->bytes()[(1 << 20) - 1], std::uint8_t('z'));
    }

    void shrinkWhileOpen()
    {
        const Offset size = Offset{4} << 20;
        const QString path = writeFile("shrinks.bin", QByteArray(qsizetype(size), 'a'));
        QString error;
        const auto source = ByteSource::openFile(path, error);
        QVERIFY(source);
        QSignalSpy shrunk(source.get(), &ByteSource::shrunkOnDisk);
        const u8i::Bytes old = source->bytes();
        QCOMPARE(old[size - 1], std::uint8_t('a'));

        QVERIFY(QFile::resize(path, 100));
        QVERIFY(!source->checkAccess());
        QVERIFY(source->bytes().empty());
        QCOMPARE(source->diskState(), ByteSource::DiskState::Shrunk);
        // A reader that still holds the old span reads zeros past the new end, not SIGBUS.
        QCOMPARE(old[size - 1], std::uint8_t(0));
        QTRY_COMPARE(shrunk.count(), 1);
        QCOMPARE(shrunk.first().first().value<Offset>(), Offset{100});
        QVERIFY(!source->checkAccess()); // stays refused, signals once
        QCoreApplication::processEvents();
        QCOMPARE(shrunk.count(), 1);
    }

    void readOnAnotherThreadBeforeTheShrinkIsSeen()
    {
        const Offset size = Offset{4} << 20;
        const QString path = writeFile("shrinks-unseen.bin", QByteArray(qsizetype(size), 'b'));
        QString error;
        const auto source = ByteSource::openFile(path, error);
        QVERIFY(source);
        const u8i::Bytes old = source->bytes();
        QVERIFY(QFile::resize(path, 100));
        // No checkAccess(): a background task reads the vanished pages before anyone looks. The
        // process's SIGBUS guard gives it zeros; without it the test process dies here.
        std::uint8_t last = 0xFF;
        std::uint8_t first = 0;
        std::thread reader([&] {
            first = old[0];
            last = old[size - 1];
        });
        reader.join();
        QCOMPARE(first, std::uint8_t('b'));
        QCOMPARE(last, std::uint8_t(0));
        QVERIFY(!source->checkAccess());
    }

    void changeAndRemovalAreNoticed_data()
    {
        QTest::addColumn<bool>("remove");
        QTest::addColumn<int>("state");
        QTest::newRow("appended") << false << int(ByteSource::DiskState::Changed);
        QTest::newRow("deleted") << true << int(ByteSource::DiskState::Gone);
    }

    void changeAndRemovalAreNoticed()
    {
        QFETCH(bool, remove);
        QFETCH(int, state);
        const QString path = writeFile(remove ? "gone.txt" : "grows.txt", "hello");
        QString error;
        const auto source = ByteSource::openFile(path, error);
        QVERIFY(source);
        QSignalSpy changed(source.get(), &ByteSource::changedOnDisk);
        QSignalSpy gone(source.get(), &ByteSource::goneFromDisk);
        if (remove) {
            QVERIFY(QFile::remove(path));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write(" world");
        }
        QCOMPARE(int(source->checkDisk()), state);
        QCOMPARE(changed.count(), remove ? 0 : 1);
        QCOMPARE(gone.count(), remove ? 1 : 0);
        QVERIFY(source->checkAccess()); // the mapped bytes are still all there
        QCOMPARE(source->size(), Offset{5});
    }
};

QTEST_GUILESS_MAIN(TestByteSource)
#include "tst_byte_source.moc"
