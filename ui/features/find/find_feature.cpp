#include "find_feature.h"
#include "feature_host.h"
#include "find_bar.h"

#include "byte_description.h"
#include "copy_formats.h"
#include "hex_view.h"

#include <u8i/utf8/item.h>

#include <QKeySequence>

#include <algorithm>

namespace u8i::ui {

namespace {

constexpr Offset kMaxFindBytes = 1024;

// True when the bytes are well-formed UTF-8 without control characters: findable as text.
bool isPlainText(Bytes bytes)
{
    Offset pos = 0;
    while (pos < bytes.size()) {
        const Item item = decodeItemAt(bytes, pos);
        if (!item.wellFormed || item.codePoint < 0x20 || item.codePoint == 0x7F)
            return false;
        pos = item.end();
    }
    return true;
}

} // namespace

void FindFeature::install(FeatureHost &host)
{
    m_host = &host;
    m_bar = new FindBar(host.model(), host.window());
    host.addBar(m_bar);
    connect(m_bar, &FindBar::closed, host.hexView(), qOverload<>(&QWidget::setFocus));
    host.addStatusTask(m_bar->task(), QStringLiteral("findStatus"));
    host.addMenuEntry(MenuAnchor::EditFind, tr("&Find…"), QKeySequence::Find, this,
                      [this] { m_bar->activate(); });
    host.addMenuEntry(MenuAnchor::EditFind, tr("Find &Next"), QKeySequence(Qt::Key_F3), this,
                      [this] { m_bar->find(true); });
    host.addMenuEntry(MenuAnchor::EditFind, tr("Find Pre&vious"),
                      QKeySequence(Qt::SHIFT | Qt::Key_F3), this, [this] { m_bar->find(false); });
    host.addMenuEntry(MenuAnchor::EditFind, tr("Find T&his"), QKeySequence(tr("Ctrl+Shift+F")),
                      this, [this] { findThis(); });
    host.addContextAction(ContextAnchor::Find, tr("&Find This"), [this] { findThis(); });
}

void FindFeature::findThis()
{
    const DocumentModel *model = m_host->model();
    const Bytes bytes = model->bytes();
    if (bytes.empty() || !model->checkAccess())
        return;
    Offset begin = model->selectionBegin();
    Offset end = model->selectionEnd();
    if (begin == end) {
        const Item item = itemContaining(bytes, model->caret());
        begin = item.offset;
        end = item.end();
    }
    end = std::min(end, begin + kMaxFindBytes);
    const Bytes found = bytes.subspan(begin, end - begin);
    if (isPlainText(found))
        m_bar->setQuery(formatBytes(found, CopyFormat::Text), SearchMode::Text);
    else
        m_bar->setQuery(formatBytes(found, CopyFormat::Hex), SearchMode::Hex);
    m_bar->show();
    m_bar->find(true);
}

} // namespace u8i::ui
