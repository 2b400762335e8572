// QSettings for a GUI test suite, kept apart from the user's and from every other suite: an INI
// file in a temporary folder, named after the suite, empty at the start. Standard paths are in
// test mode too. One member of the test class; call isolate() first thing in initTestCase().
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace u8i::testing {

class IsolatedSettings {
  public:
    // False when the temporary folder could not be made (the suite then cannot run safely).
    [[nodiscard]] bool isolate(const QString &suite)
    {
        if (!m_dir.isValid())
            return false;
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("utf8-inspector-tests"));
        QCoreApplication::setApplicationName(suite);
        QSettings().clear();
        return true;
    }
    [[nodiscard]] QString path() const { return m_dir.path(); }

  private:
    QTemporaryDir m_dir;
};

} // namespace u8i::testing
