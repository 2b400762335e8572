// The Data Inspector: known byte patterns read as every type (table-driven, including invalid DOS
// dates, values cut by the end of the data and LEB128 overflow), and the dock in the main window:
// its shortcut, values that follow the caret, a click that selects a value's bytes, Ctrl+C that
// copies a value, and the remembered choice of hexadecimal integers.
#include "byte_view.h"
#include "data_inspector/data_inspector.h"
#include "data_inspector/data_values.h"
#include "hex_view.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "main_window_testing.h"
#include "value_table.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDockWidget>
#include <QSettings>
#include <QTableWidget>
#include <QTest>

using namespace u8i;
using namespace u8i::ui;

Q_DECLARE_METATYPE(u8i::ui::DataType)
Q_DECLARE_METATYPE(u8i::ui::DataStatus)

class TestDataInspector : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_data_inspector"))); }

    void decode_data()
    {
        QTest::addColumn<QByteArray>("hex");
        QTest::addColumn<qulonglong>("at");
        QTest::addColumn<DataType>("type");
        QTest::addColumn<bool>("hexBase");
        QTest::addColumn<DataStatus>("status");
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("length");
        const auto ok = DataStatus::Ok;
        const auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };
        row("int8 negative") << QByteArray("FF") << 0ULL << DataType::Int8 << false << ok
                             << QStringLiteral("-1") << 1ULL;
        row("uint8") << QByteArray("FF") << 0ULL << DataType::UInt8 << false << ok
                     << QStringLiteral("255") << 1ULL;
        row("int16 LE") << QByteArray("3412") << 0ULL << DataType::Int16LE << false << ok
                        << QStringLiteral("4660") << 2ULL;
        row("int16 BE negative") << QByteArray("FFFE") << 0ULL << DataType::Int16BE << false << ok
                                 << QStringLiteral("-2") << 2ULL;
        row("uint32 BE") << QByteArray("DEADBEEF") << 0ULL << DataType::UInt32BE << false << ok
                         << QStringLiteral("3735928559") << 4ULL;
        row("int64 LE min") << QByteArray("0000000000000080") << 0ULL << DataType::Int64LE << false
                            << ok << QStringLiteral("-9223372036854775808") << 8ULL;
        row("uint64 BE max") << QByteArray("FFFFFFFFFFFFFFFF") << 0ULL << DataType::UInt64BE
                             << false << ok << QStringLiteral("18446744073709551615") << 8ULL;
        row("int32 hex negative") << QByteArray("FFFFFFFF") << 0ULL << DataType::Int32LE << true
                                  << ok << QStringLiteral("-0x00000001") << 4ULL;
        row("uint16 hex") << QByteArray("3412") << 0ULL << DataType::UInt16LE << true << ok
                          << QStringLiteral("0x1234") << 2ULL;
        row("uint16 BE at an offset") << QByteArray("000102") << 1ULL << DataType::UInt16BE << false
                                      << ok << QStringLiteral("258") << 2ULL;
        row("float32 LE one") << QByteArray("0000803F") << 0ULL << DataType::Float32LE << false
                              << ok << QStringLiteral("1") << 4ULL;
        row("float32 BE pi") << QByteArray("40490FDB") << 0ULL << DataType::Float32BE << false << ok
                             << QStringLiteral("3.1415927") << 4ULL;
        row("float64 LE pi") << QByteArray("182D4454FB210940") << 0ULL << DataType::Float64LE
                             << false << ok << QStringLiteral("3.141592653589793") << 8ULL;
        row("float64 BE minus zero")
            << QByteArray("8000000000000000") << 0ULL << DataType::Float64BE << false << ok
            << QStringLiteral("-0") << 8ULL;
        row("float32 NaN") << QByteArray("0000C07F") << 0ULL << DataType::Float32LE << false << ok
                           << QStringLiteral("nan") << 4ULL;
        row("unix32 epoch") << QByteArray("00000000") << 0ULL << DataType::UnixTime32LE << false
                            << ok << QStringLiteral("1970-01-01 00:00:00 UTC") << 4ULL;
        row("unix32 BE 2038") << QByteArray("7FFFFFFF") << 0ULL << DataType::UnixTime32BE << false
                              << ok << QStringLiteral("2038-01-19 03:14:07 UTC") << 4ULL;
        row("unix32 before epoch")
            << QByteArray("FFFFFFFF") << 0ULL << DataType::UnixTime32LE << false << ok
            << QStringLiteral("1969-12-31 23:59:59 UTC") << 4ULL;
        row("unix64 out of range")
            << QByteArray("FFFFFFFFFFFFFF7F") << 0ULL << DataType::UnixTime64LE << false
            << DataStatus::OutOfRange << QStringLiteral("9223372036854775807") << 8ULL;
        row("dos valid") << QByteArray("C4286452") << 0ULL << DataType::DosDateTime << false << ok
                         << QStringLiteral("2021-03-04 05:06:08") << 4ULL;
        row("dos month 13") << QByteArray("0000A153") << 0ULL << DataType::DosDateTime << false
                            << DataStatus::Invalid << QStringLiteral("2021-13-01 00:00:00") << 4ULL;
        row("dos 29 Feb not leap")
            << QByteArray("00005D52") << 0ULL << DataType::DosDateTime << false
            << DataStatus::Invalid << QStringLiteral("2021-02-29 00:00:00") << 4ULL;
        row("dos 29 Feb leap") << QByteArray("00005D50") << 0ULL << DataType::DosDateTime << false
                               << ok << QStringLiteral("2020-02-29 00:00:00") << 4ULL;
        row("dos hour 24") << QByteArray("00C06452") << 0ULL << DataType::DosDateTime << false
                           << DataStatus::Invalid << QStringLiteral("2021-03-04 24:00:00") << 4ULL;
        row("guid") << QByteArray("33221100554477668899AABBCCDDEEFF") << 0ULL << DataType::Guid
                    << false << ok << QStringLiteral("00112233-4455-6677-8899-AABBCCDDEEFF")
                    << 16ULL;
        row("uleb128") << QByteArray("E58E26") << 0ULL << DataType::Uleb128 << false << ok
                       << QStringLiteral("624485") << 3ULL;
        row("sleb128 negative") << QByteArray("C0BB78") << 0ULL << DataType::Sleb128 << false << ok
                                << QStringLiteral("-123456") << 3ULL;
        row("sleb128 minus one") << QByteArray("7F") << 0ULL << DataType::Sleb128 << false << ok
                                 << QStringLiteral("-1") << 1ULL;
        row("uleb128 max") << QByteArray("FFFFFFFFFFFFFFFFFF01") << 0ULL << DataType::Uleb128
                           << false << ok << QStringLiteral("18446744073709551615") << 10ULL;
        row("sleb128 min") << QByteArray("8080808080808080807F") << 0ULL << DataType::Sleb128
                           << false << ok << QStringLiteral("-9223372036854775808") << 10ULL;
        row("uleb128 truncated") << QByteArray("8080") << 0ULL << DataType::Uleb128 << false
                                 << DataStatus::Truncated << QStringLiteral("") << 0ULL;
        row("uleb128 continued past ten bytes")
            << QByteArray("FFFFFFFFFFFFFFFFFFFF01") << 0ULL << DataType::Uleb128 << false
            << DataStatus::Overflow << QStringLiteral("") << 10ULL;
        row("uleb128 bit 64") << QByteArray("FFFFFFFFFFFFFFFFFF02") << 0ULL << DataType::Uleb128
                              << false << DataStatus::Overflow << QStringLiteral("") << 10ULL;
        row("sleb128 bit 63 without sign")
            << QByteArray("80808080808080808001") << 0ULL << DataType::Sleb128 << false
            << DataStatus::Overflow << QStringLiteral("") << 10ULL;
        row("utf16 LE e acute") << QByteArray("E900") << 0ULL << DataType::Utf16LE << false << ok
                                << QStringLiteral("U+00E9") << 2ULL;
        row("utf16 BE pair") << QByteArray("D83DDE00") << 0ULL << DataType::Utf16BE << false << ok
                             << QStringLiteral("U+1F600") << 4ULL;
        row("utf16 LE lone surrogate")
            << QByteArray("3DD84100") << 0ULL << DataType::Utf16LE << false
            << DataStatus::LoneSurrogate << QStringLiteral("U+D83D") << 2ULL;
        row("int32 cut at the end") << QByteArray("010203") << 1ULL << DataType::Int32LE << false
                                    << DataStatus::Truncated << QStringLiteral("") << 0ULL;
        row("guid cut at the end") << QByteArray("00112233") << 0ULL << DataType::Guid << false
                                   << DataStatus::Truncated << QStringLiteral("") << 0ULL;
    }

    void decode()
    {
        QFETCH(QByteArray, hex);
        QFETCH(qulonglong, at);
        QFETCH(DataType, type);
        QFETCH(bool, hexBase);
        QFETCH(DataStatus, status);
        QFETCH(QString, text);
        QFETCH(qulonglong, length);
        const QByteArray data = QByteArray::fromHex(hex);
        const DataValue v =
            decodeDataValue(testing::bytesOf(data), at, type,
                            hexBase ? IntegerBase::Hexadecimal : IntegerBase::Decimal);
        QCOMPARE(v.status, status);
        QCOMPARE(QString::fromStdString(v.text), text);
        QCOMPARE(v.length, length);
    }

    void everyTypeOnce()
    {
        const QByteArray data = QByteArray::fromHex("0102030405060708090A0B0C0D0E0F10");
        const auto values = decodeDataValues(testing::bytesOf(data), 0);
        QCOMPARE(values.size(), std::size_t(kDataTypeCount));
        for (int t = 0; t < kDataTypeCount; ++t)
            QCOMPARE(int(values[std::size_t(t)].type), t);
    }

    void dockFollowsCaretAndSelects()
    {
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        w->openBytes(QByteArray::fromHex("FF0100000002000000"), QStringLiteral("values"));
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("dataInspectorDock"));
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());
        w->hexView()->setFocus();
        QTest::keyClick(w.get(), Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(dock->isVisible());
        auto *inspector = dock->findChild<DataInspector *>();
        QVERIFY(inspector);
        QTRY_VERIFY(inspector->table()->hasFocus()); // typed keys reach the rows at once
        QCOMPARE(inspector->valueText(DataType::Int8), QStringLiteral("-1"));
        w->hexView()->setFocus();
        QTest::keyClick(w->hexView(), Qt::Key_Right);
        QTRY_COMPARE(inspector->offset(), Offset{1});
        QCOMPARE(inspector->valueText(DataType::UInt32LE), QStringLiteral("1"));
        QCOMPARE(inspector->valueText(DataType::UInt32BE), QStringLiteral("16777216"));
        QCOMPARE(inspector->valueText(DataType::Guid), QStringLiteral("(the data ends first)"));
        // A value too long for a narrow dock is whole in its tool tip.
        QCOMPARE(inspector->table()->item(int(DataType::Guid), 1)->toolTip(),
                 QStringLiteral("(the data ends first)"));

        // A click on the int64 row selects its 8 bytes, from the caret.
        QTableWidget *table = inspector->table();
        const int row = int(DataType::Int64LE);
        table->scrollToItem(table->item(row, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualItemRect(table->item(row, 1)).center());
        QTRY_COMPARE(w->model()->selectionBegin(), Offset{1});
        QCOMPARE(w->model()->selectionEnd(), Offset{9});
        QCOMPARE(inspector->offset(), Offset{1}); // the caret stays where the value starts

        // Ctrl+C on the row copies its value, not the document's bytes.
        table->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), inspector->valueText(DataType::Int64LE));
    }

    void hexadecimalIsRemembered()
    {
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        w->openBytes(QByteArray::fromHex("3412"), QStringLiteral("hex"));
        auto *inspector = w->findChild<DataInspector *>();
        QVERIFY(inspector);
        QCOMPARE(inspector->valueText(DataType::UInt16LE), QStringLiteral("4660"));
        inspector->hexadecimal()->click();
        QCOMPARE(inspector->valueText(DataType::UInt16LE), QStringLiteral("0x1234"));
        QVERIFY(QSettings().value(QStringLiteral("dataInspector/hexadecimal")).toBool());
        auto again = testing::shownWindow({1200, 800});
        QVERIFY(again);
        QVERIFY(again->findChild<DataInspector *>()->hexadecimal()->isChecked());
        inspector->hexadecimal()->click();
    }

  private:
    testing::IsolatedSettings m_settings;
};

QTEST_MAIN(TestDataInspector)
#include "tst_data_inspector.moc"
