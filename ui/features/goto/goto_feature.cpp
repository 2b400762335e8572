#include "goto_feature.h"
#include "feature_host.h"
#include "go_to_line.h"

#include "document_model.h"
#include "hex_view.h"
#include "input_parsing.h"
#include "number_text.h"

#include <QAction>
#include <QInputDialog>

namespace u8i::ui {

void GoToFeature::install(FeatureHost &host)
{
    m_host = &host;
    m_goToLine = new GoToLine(host.model(), host.window());
    host.addStatusTask(m_goToLine->task(), QStringLiteral("goToLineStatus"));
    connect(m_goToLine, &GoToLine::message, this,
            [&host](const QString &text) { host.showStatus(text); });
    connect(m_goToLine, &GoToLine::arrived, host.hexView(), qOverload<>(&QWidget::setFocus));
    addMenuEntries(host);
    host.addContextAction(ContextAnchor::Go, tr("&Go to Offset…"), [this] { goToOffsetDialog(); });
    host.addContextAction(ContextAnchor::Go, tr("Go to &Line…"), [this] { m_goToLine->dialog(); });
}

void GoToFeature::addMenuEntries(FeatureHost &host)
{
    host.addMenuEntry(MenuAnchor::GoJump, tr("&Go to Offset…"), QKeySequence(tr("Ctrl+G")), this,
                      [this] { goToOffsetDialog(); });
    host.addMenuEntry(MenuAnchor::GoJump, tr("Go to &Line…"), QKeySequence(tr("Ctrl+L")), this,
                      [this] { m_goToLine->dialog(); });
    // Ctrl+Home/End are the hex view's keys too; these entries are for discovery only.
    DocumentModel *model = host.model();
    host.addMenuEntry(MenuAnchor::GoFile, tr("&Start of File"),
                      QKeySequence(Qt::CTRL | Qt::Key_Home), this, [this] { goToOffset(0); })
        ->setShortcutContext(Qt::WidgetShortcut);
    host.addMenuEntry(MenuAnchor::GoFile, tr("&End of File"), QKeySequence(Qt::CTRL | Qt::Key_End),
                      this,
                      [this, model] {
                          if (model->size() > 0)
                              goToOffset(model->size() - 1);
                      })
        ->setShortcutContext(Qt::WidgetShortcut);
}

bool GoToFeature::goToOffsetText(const QString &text)
{
    const auto offset = parseOffset(text);
    const Offset size = m_host->model()->size();
    if (!offset) {
        m_host->showStatus(tr("“%1” is not an offset (write 0x1F4 or 500).").arg(text));
        return false;
    }
    if (*offset >= size) {
        m_host->showStatus(tr("Offset %1 is past the end (the data has %2 bytes).")
                               .arg(grouped(*offset), grouped(size)));
        return false;
    }
    goToOffset(*offset);
    return true;
}

void GoToFeature::goToOffset(Offset offset)
{
    m_host->model()->setCaret(offset);
    m_host->hexView()->setFocus();
}

void GoToFeature::goToOffsetDialog()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        m_host->window(), tr("Go to Offset"),
        tr("Offset (0x1F4 for hexadecimal, 500 for decimal):"), QLineEdit::Normal, QString(), &ok);
    if (ok)
        goToOffsetText(text);
}

} // namespace u8i::ui
