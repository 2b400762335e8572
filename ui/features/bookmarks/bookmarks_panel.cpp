#include "bookmarks_panel.h"
#include "copy_formats.h"
#include "number_text.h"

#include <QHeaderView>
#include <QMenu>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {

enum Column { OffsetColumn, LengthColumn, PositionColumn, PreviewColumn, LabelColumn };
constexpr Offset kPreviewBytes = 24;

QString preview(Bytes bytes, const Bookmark &b)
{
    if (b.offset >= bytes.size())
        return {};
    const Offset length = std::min({b.length, kPreviewBytes, bytes.size() - b.offset});
    QString text = formatBytes(bytes.subspan(b.offset, length), CopyFormat::Text);
    for (QChar &c : text)
        if (!c.isPrint() && !c.isSurrogate())
            c = QChar(u'\u00B7');
    return length < b.length ? text + QChar(u'\u2026') : text;
}

} // namespace

BookmarksPanel::BookmarksPanel(Bookmarks *bookmarks, DocumentModel *model, QWidget *parent)
    : QWidget(parent), m_bookmarks(bookmarks), m_model(model), m_list(new QTreeWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    m_list->setObjectName(QStringLiteral("bookmarkList"));
    m_list->setAccessibleName(tr("Bookmarks"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels(
        {tr("Offset"), tr("Length"), tr("Line:Col"), tr("Preview"), tr("Label")});
    m_list->header()->setStretchLastSection(true);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_list, &QTreeWidget::customContextMenuRequested, this, &BookmarksPanel::showMenu);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int row = m_list->indexOfTopLevelItem(item);
        if (row >= 0 && row < m_bookmarks->list().size()) {
            m_bookmarks->goTo(m_bookmarks->list().at(row));
            emit activated();
        }
    });
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item, int column) {
        const int row = m_list->indexOfTopLevelItem(item);
        if (column != LabelColumn && row >= 0 && row < m_bookmarks->list().size())
            m_bookmarks->goTo(m_bookmarks->list().at(row));
    });
    connect(m_list, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_rebuilding || column != LabelColumn)
            return;
        // The list shows the new label already: no rebuild under the item being edited.
        m_rebuilding = true;
        m_bookmarks->setLabel(m_list->indexOfTopLevelItem(item), item->text(LabelColumn));
        m_rebuilding = false;
    });
    connect(m_bookmarks, &Bookmarks::changed, this, &BookmarksPanel::rebuild);
    connect(m_model, &DocumentModel::indexReady, this, &BookmarksPanel::rebuild);
    rebuild();
}

QString BookmarksPanel::cellText(int row, int column) const
{
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    return item ? item->text(column) : QString();
}

void BookmarksPanel::rebuild()
{
    if (m_rebuilding)
        return;
    m_rebuilding = true;
    m_list->clear();
    const Bytes bytes = m_model->checkAccess() ? m_model->bytes() : Bytes{};
    const ScanIndex *index = m_model->index();
    for (const Bookmark &b : m_bookmarks->list()) {
        QString position = QStringLiteral("…");
        if (index && b.offset < bytes.size()) {
            const LineColumn at = index->lineColumnAt(bytes, b.offset);
            position = QStringLiteral("%1:%2").arg(at.line).arg(at.column);
        }
        auto *item = new QTreeWidgetItem(
            m_list, {offsetHex(b.offset), grouped(b.length), position, preview(bytes, b), b.label});
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        const Offset shown = b.offset < bytes.size()
                                 ? std::min({b.length, kPreviewBytes, bytes.size() - b.offset})
                                 : 0;
        item->setToolTip(PreviewColumn,
                         formatBytes(bytes.subspan(std::min<Offset>(b.offset, bytes.size()), shown),
                                     CopyFormat::Hex));
    }
    m_rebuilding = false;
}

void BookmarksPanel::showMenu(const QPoint &pos)
{
    QTreeWidgetItem *item = m_list->itemAt(pos);
    const int row = item ? m_list->indexOfTopLevelItem(item) : -1;
    QMenu menu(this);
    if (row >= 0) {
        menu.addAction(tr("&Go to Bookmark"), this, [this, row] {
            m_bookmarks->goTo(m_bookmarks->list().at(row));
            emit activated();
        });
        menu.addAction(tr("&Rename…"), this, [this, item] { m_list->editItem(item, LabelColumn); });
        menu.addAction(tr("Re&move"), this, [this, row] { m_bookmarks->remove(row); });
        menu.addSeparator();
    }
    menu.addAction(tr("&Clear All Bookmarks"), m_bookmarks, &Bookmarks::clear)
        ->setEnabled(!m_bookmarks->list().isEmpty());
    menu.exec(m_list->viewport()->mapToGlobal(pos));
}

} // namespace u8i::ui
