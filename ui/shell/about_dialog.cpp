#include "about_dialog.h"

#include "appearance.h"

#include <u8i/charsets/properties/character_properties.h>

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

#ifndef U8I_VERSION
#define U8I_VERSION "unknown"
#endif

namespace u8i::ui {

namespace {

QString latin1(const std::string &s)
{
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QString AboutDialog::programVersion()
{
    return QStringLiteral(U8I_VERSION);
}

QString AboutDialog::aboutText()
{
    QString text;
    text += QStringLiteral("<h2>%1</h2>").arg(tr("UTF-8 Inspector %1").arg(programVersion()));
    text += QStringLiteral("<p>%1</p>")
                .arg(tr("A hex-and-text view that explains UTF-8, byte by byte."));
    text += QStringLiteral("<p>%1<br>%2</p>")
                .arg(tr("Copyright © 2026 The UTF-8 Inspector authors"),
                     tr("Licensed under the MIT licence (see the LICENSE file)."));
    text += QStringLiteral("<ul>");
    text += QStringLiteral("<li>%1</li>")
                .arg(tr("Qt %1 (built with %2)")
                         .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)));
    text +=
        QStringLiteral("<li>%1</li>")
            .arg(tr("ICU %1 (built with %2), Unicode %3")
                     .arg(latin1(charsets::icuRuntimeVersion()),
                          latin1(charsets::icuBuildVersion()), latin1(charsets::unicodeVersion())));
    text += QStringLiteral("<li>%1</li>").arg(Appearance::highlightingStatus().toHtmlEscaped());
    text += QStringLiteral("</ul>");
    return text;
}

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("About UTF-8 Inspector"));
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/u8i/icons/io.github.utf8inspector.Utf8Inspector.svg"))
                        .pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    auto *label = new QLabel(aboutText(), this);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setObjectName(QStringLiteral("aboutText"));
    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(label, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
}

} // namespace u8i::ui
