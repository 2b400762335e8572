// The settings: what AppSettings stores in QSettings and reads back (also when the stored values
// are malformed), and the Settings dialog: its widgets show the settings, OK/Apply store what the
// widgets say and emit settingsChanged, Restore Defaults resets everything but the language.
#include "app_settings.h"
#include "isolated_settings.h"
#include "settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace u8i;
using u8i::ui::AppSettings;
using u8i::ui::SettingsDialog;

Q_DECLARE_METATYPE(u8i::ui::AppSettings)

namespace {

AppSettings withNoticesHidden(std::initializer_list<NoticeKind> hidden)
{
    AppSettings s;
    for (const NoticeKind k : hidden)
        s.setShowsNotice(k, false);
    return s;
}

void compare(const AppSettings &actual, const AppSettings &expected)
{
    QCOMPARE(actual.font.family(), expected.font.family());
    QCOMPARE(actual.font.pointSize(), expected.font.pointSize());
    QCOMPARE(actual.bytesPerRow, expected.bytesPerRow);
    QCOMPARE(actual.decimalOffsets, expected.decimalOffsets);
    QCOMPARE(actual.theme, expected.theme);
    for (int k = 0; k < kNoticeKindCount; ++k)
        QVERIFY2(actual.notices[static_cast<std::size_t>(k)] ==
                     expected.notices[static_cast<std::size_t>(k)],
                 name(static_cast<NoticeKind>(k)).data());
    QCOMPARE(actual.language, expected.language);
    QCOMPARE(actual.reopenFiles, expected.reopenFiles);
}

} // namespace

class TestDesktopSettings : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_desktop_settings"))); }
    void init() { QSettings().clear(); }

    void defaultsWhenNothingStored()
    {
        const AppSettings s = AppSettings::load();
        QCOMPARE(s.bytesPerRow, 16);
        QVERIFY(!s.decimalOffsets);
        QVERIFY(s.theme.isEmpty());
        QVERIFY(s.language.isEmpty());
        QVERIFY(s.reopenFiles);
        for (int k = 0; k < kNoticeKindCount; ++k)
            QVERIFY(s.showsNotice(static_cast<NoticeKind>(k)));
        QVERIFY(QFontInfo(s.font).fixedPitch());
    }

    void roundTrip_data()
    {
        QTest::addColumn<AppSettings>("settings");
        AppSettings s;
        QTest::newRow("defaults") << s;
        s = {};
        s.bytesPerRow = 32;
        s.decimalOffsets = true;
        QTest::newRow("32 per row, decimal offsets") << s;
        s = {};
        s.bytesPerRow = 8;
        QTest::newRow("8 per row") << s;
        s = {};
        s.theme = QStringLiteral("Dark");
        QTest::newRow("a theme") << s;
        QTest::newRow("private-use and control hidden")
            << withNoticesHidden({NoticeKind::PrivateUse, NoticeKind::Control});
        QTest::newRow("every notice hidden") << withNoticesHidden(
            {NoticeKind::Bom, NoticeKind::Zwnbsp, NoticeKind::Noncharacter, NoticeKind::C1Control,
             NoticeKind::ReplacementCharacter, NoticeKind::PrivateUse, NoticeKind::Control});
        s = {};
        s.language = QStringLiteral("de");
        QTest::newRow("German") << s;
        s = {};
        s.font.setPointSize(17);
        QTest::newRow("font size 17") << s;
        s = {};
        s.reopenFiles = false;
        QTest::newRow("last session's files not reopened") << s;
    }
    void roundTrip()
    {
        QFETCH(AppSettings, settings);
        settings.save();
        compare(AppSettings::load(), settings);
    }

    void malformedValuesGiveDefaults_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("bytes per row 13")
            << QString::fromLatin1(ui::settings_keys::bytesPerRow) << QVariant(13);
        QTest::newRow("bytes per row text") << QString::fromLatin1(ui::settings_keys::bytesPerRow)
                                            << QVariant(QStringLiteral("many"));
        QTest::newRow("unknown offset base") << QString::fromLatin1(ui::settings_keys::offsetBase)
                                             << QVariant(QStringLiteral("octal"));
        QTest::newRow("unknown notice names")
            << QString::fromLatin1(ui::settings_keys::hiddenNotices)
            << QVariant(QStringList{QStringLiteral("nonsense"), QString()});
        QTest::newRow("font garbage")
            << QString::fromLatin1(ui::settings_keys::font) << QVariant(QStringLiteral(",,,"));
    }
    void malformedValuesGiveDefaults()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        QSettings().setValue(key, value);
        compare(AppSettings::load(), AppSettings());
    }

    void dialogShowsSettings_data() { roundTrip_data(); }
    void dialogShowsSettings()
    {
        QFETCH(AppSettings, settings);
        const QStringList themes{QStringLiteral("Light"), QStringLiteral("Dark")};
        SettingsDialog dialog(settings, themes, {QStringLiteral("de")});
        // What the widgets show is exactly what the dialog gives back (the family is the nearest
        // monospace family the font box lists).
        AppSettings expected = settings;
        expected.font.setFamily(dialog.fontBox()->currentFont().family());
        compare(dialog.settings(), expected);
        QCOMPARE(dialog.rowsBox()->currentData().toInt(), settings.bytesPerRow);
        QCOMPARE(dialog.offsetBaseBox()->currentData().toBool(), settings.decimalOffsets);
        for (int k = 0; k < kNoticeKindCount; ++k)
            QCOMPARE(dialog.noticeBox(static_cast<NoticeKind>(k))->isChecked(),
                     settings.showsNotice(static_cast<NoticeKind>(k)));
        QCOMPARE(dialog.reopenFilesBox()->isChecked(), settings.reopenFiles);
    }

    void applyStoresAndEmits_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("rows") << QStringLiteral("rows");
        QTest::newRow("offset base") << QStringLiteral("base");
        QTest::newRow("theme") << QStringLiteral("theme");
        QTest::newRow("notice") << QStringLiteral("notice");
        QTest::newRow("language") << QStringLiteral("language");
        QTest::newRow("font size") << QStringLiteral("size");
        QTest::newRow("reopen files") << QStringLiteral("reopen");
    }
    void applyStoresAndEmits()
    {
        QFETCH(QString, change);
        SettingsDialog dialog(AppSettings(), {QStringLiteral("Light"), QStringLiteral("Dark")},
                              {QStringLiteral("de")});
        AppSettings expected;
        if (change == QLatin1String("rows")) {
            dialog.rowsBox()->setCurrentIndex(dialog.rowsBox()->findData(32));
            expected.bytesPerRow = 32;
        } else if (change == QLatin1String("base")) {
            dialog.offsetBaseBox()->setCurrentIndex(dialog.offsetBaseBox()->findData(true));
            expected.decimalOffsets = true;
        } else if (change == QLatin1String("theme")) {
            dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(QStringLiteral("Dark")));
            expected.theme = QStringLiteral("Dark");
        } else if (change == QLatin1String("notice")) {
            dialog.noticeBox(NoticeKind::C1Control)->setChecked(false);
            expected.setShowsNotice(NoticeKind::C1Control, false);
        } else if (change == QLatin1String("language")) {
            dialog.languageBox()->setCurrentIndex(
                dialog.languageBox()->findData(QStringLiteral("de")));
            expected.language = QStringLiteral("de");
        } else if (change == QLatin1String("reopen")) {
            QTest::keyClick(dialog.reopenFilesBox(), Qt::Key_Space);
            expected.reopenFiles = false;
        } else {
            dialog.fontSizeBox()->setValue(21);
            expected.font.setPointSize(21);
        }
        expected.font.setFamily(dialog.fontBox()->currentFont().family());
        QSignalSpy spy(&dialog, &SettingsDialog::settingsChanged);
        dialog.buttons()->button(QDialogButtonBox::Apply)->click();
        QCOMPARE(spy.count(), 1);
        compare(spy.at(0).at(0).value<AppSettings>(), expected);
        compare(AppSettings::load(), expected);
        // Cancel afterwards stores nothing more.
        dialog.rowsBox()->setCurrentIndex(0);
        dialog.buttons()->button(QDialogButtonBox::Cancel)->click();
        QCOMPARE(spy.count(), 1);
        compare(AppSettings::load(), expected);
    }

    void restoreDefaultsKeepsLanguage()
    {
        AppSettings s = withNoticesHidden({NoticeKind::Bom});
        s.bytesPerRow = 8;
        s.theme = QStringLiteral("Light");
        s.language = QStringLiteral("de");
        SettingsDialog dialog(s, {QStringLiteral("Light")}, {QStringLiteral("de")});
        dialog.buttons()->button(QDialogButtonBox::RestoreDefaults)->click();
        AppSettings expected;
        expected.language = QStringLiteral("de");
        expected.font.setFamily(dialog.fontBox()->currentFont().family());
        compare(dialog.settings(), expected);
    }
};

QTEST_MAIN(TestDesktopSettings)
#include "tst_desktop_settings.moc"
