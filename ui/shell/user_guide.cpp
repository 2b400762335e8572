#include "user_guide.h"

#include "ui_language.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace u8i::ui {

QString UserGuide::guideUrl()
{
    const QString translated = QStringLiteral(":/u8i/help/guide_%1.html").arg(uiLanguage());
    return QFile::exists(translated) ? QStringLiteral("qrc") + translated
                                     : QString::fromLatin1(kGuideUrl);
}

UserGuide::UserGuide(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("UTF-8 Inspector User Guide"));
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl(guideUrl()));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *home = buttons->addButton(tr("&Contents"), QDialogButtonBox::ActionRole);
    connect(home, &QPushButton::clicked, m_browser, [this] {
        m_browser->setSource(QUrl(guideUrl()));
        m_browser->scrollToAnchor(QStringLiteral("contents"));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 640);
}

} // namespace u8i::ui
