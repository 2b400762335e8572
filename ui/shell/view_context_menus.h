// The context menu of the hex view, the text view and the lists (diagnostics, bookmarks): the
// entries the shell and the features add at named anchors (copy; find this; go to an offset or a
// line; bookmark), enabled when the document has bytes. A right click outside the selection first
// moves the caret there; on a list row it first goes to the row.
#pragma once

#include "feature_host.h"

#include <QObject>

#include <array>
#include <functional>
#include <vector>

class QAbstractItemView;
class QMenu;
class QPoint;

namespace u8i::ui {

class DocumentModel;
class HexView;
class TextView;

class ViewContextMenus : public QObject {
    Q_OBJECT
  public:
    ViewContextMenus(DocumentModel *model, HexView *hex, TextView *text, QObject *parent);

    // An entry at `anchor`, after those added there before.
    void add(ContextAnchor anchor, const QString &text, std::function<void()> slot);
    // Gives a list's rows the menu: a right click goes to the row (activates it) first.
    void addList(QAbstractItemView *list);
    // The entries of the menu, for the selection or the caret (exposed for tests).
    void fill(QMenu *menu);

  private:
    struct Entry {
        QString text;
        std::function<void()> slot;
    };
    void showHexMenu(const QPoint &pos);
    void showTextMenu(const QPoint &pos);

    DocumentModel *m_model;
    HexView *m_hex;
    TextView *m_text;
    std::array<std::vector<Entry>, kContextAnchorCount> m_entries;
};

} // namespace u8i::ui
