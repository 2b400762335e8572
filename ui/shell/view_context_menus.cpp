#include "view_context_menus.h"

#include "document_model.h"
#include "hex_view.h"
#include "text_view.h"

#include <QAbstractItemView>
#include <QMenu>

namespace u8i::ui {

ViewContextMenus::ViewContextMenus(DocumentModel *model, HexView *hex, TextView *text,
                                   QObject *parent)
    : QObject(parent), m_model(model), m_hex(hex), m_text(text)
{
    hex->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(hex, &QWidget::customContextMenuRequested, this, &ViewContextMenus::showHexMenu);
    text->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(text, &QWidget::customContextMenuRequested, this, &ViewContextMenus::showTextMenu);
}

void ViewContextMenus::add(ContextAnchor anchor, const QString &text, std::function<void()> slot)
{
    m_entries[static_cast<std::size_t>(anchor)].push_back({text, std::move(slot)});
}

void ViewContextMenus::addList(QAbstractItemView *list)
{
    list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(list, &QWidget::customContextMenuRequested, this, [this, list](const QPoint &pos) {
        const QModelIndex index = list->indexAt(pos);
        if (!index.isValid())
            return;
        list->setCurrentIndex(index);
        emit list->activated(index); // the list goes to its row: the menu acts on those bytes
        QMenu menu(list);
        fill(&menu);
        menu.exec(list->viewport()->mapToGlobal(pos));
    });
}

void ViewContextMenus::fill(QMenu *menu)
{
    const bool any = m_model->size() > 0;
    for (const std::vector<Entry> &entries : m_entries) {
        if (entries.empty())
            continue;
        if (!menu->isEmpty())
            menu->addSeparator();
        for (const Entry &e : entries)
            menu->addAction(e.text, e.slot)->setEnabled(any);
    }
}

void ViewContextMenus::showHexMenu(const QPoint &pos)
{
    HexView *hex = m_hex;
    DocumentModel *model = m_model;
    // A scroll area's context menu position is in its viewport's coordinates.
    if (const auto offset = hex->offsetAt(pos, false);
        offset && (*offset < model->selectionBegin() || *offset >= model->selectionEnd() ||
                   !model->hasSelection()))
        model->setCaret(*offset);
    QMenu menu(hex);
    fill(&menu);
    menu.exec(hex->viewport()->mapToGlobal(pos));
}

void ViewContextMenus::showTextMenu(const QPoint &pos)
{
    TextView *text = m_text;
    const QTextCursor at = text->cursorForPosition(pos);
    const QTextCursor current = text->textCursor();
    if (!current.hasSelection() || at.position() < current.selectionStart() ||
        at.position() >= current.selectionEnd())
        text->setTextCursor(at);
    QMenu menu(text);
    fill(&menu);
    menu.exec(text->viewport()->mapToGlobal(pos));
}

} // namespace u8i::ui
