#include "view_context_menus.h"
#include "bookmarks.h"
#include "byte_description.h"
#include "find_bar.h"
#include "hex_view.h"
#include "main_window.h"
#include "text_view.h"

#include <u8i/utf8/item.h>

#include <QAbstractItemView>
#include <QMenu>

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

ViewContextMenus::ViewContextMenus(MainWindow *window, Bookmarks *bookmarks, Commands commands)
    : QObject(window), m_window(window), m_bookmarks(bookmarks), m_commands(std::move(commands))
{
    HexView *hex = window->hexView();
    hex->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(hex, &QWidget::customContextMenuRequested, this, &ViewContextMenus::showHexMenu);
    TextView *text = window->textView();
    text->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(text, &QWidget::customContextMenuRequested, this, &ViewContextMenus::showTextMenu);
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
    MainWindow *w = m_window;
    const bool any = w->model()->size() > 0;
    const auto add = [menu, any](const QString &text, auto &&slot) {
        menu->addAction(text, slot)->setEnabled(any);
    };
    add(tr("Copy as &Hex"), [w] { w->copyAs(CopyFormat::Hex); });
    add(tr("Copy as &Text"), [w] { w->copyAs(CopyFormat::Text); });
    add(tr("Copy as C &Escapes"), [w] { w->copyAs(CopyFormat::CEscapes); });
    add(tr("Copy as &Python Bytes"), [w] { w->copyAs(CopyFormat::PythonBytes); });
    menu->addSeparator();
    add(tr("&Find This"), [this] { findThis(); });
    menu->addSeparator();
    add(tr("&Go to Offset…"), m_commands.goToOffset);
    add(tr("Go to &Line…"), m_commands.goToLine);
    menu->addSeparator();
    add(tr("Toggle &Bookmark"), [this] { m_bookmarks->toggle(); });
}

void ViewContextMenus::findThis()
{
    const DocumentModel *model = m_window->model();
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
    FindBar *bar = m_window->findBar();
    if (isPlainText(found))
        bar->setQuery(formatBytes(found, CopyFormat::Text), SearchMode::Text);
    else
        bar->setQuery(formatBytes(found, CopyFormat::Hex), SearchMode::Hex);
    bar->show();
    bar->find(true);
}

void ViewContextMenus::showHexMenu(const QPoint &pos)
{
    HexView *hex = m_window->hexView();
    DocumentModel *model = m_window->model();
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
    TextView *text = m_window->textView();
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
