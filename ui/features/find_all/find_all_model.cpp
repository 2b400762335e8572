#include "find_all_model.h"

#include "document_model.h"
#include "number_text.h"

#include <algorithm>

namespace u8i::ui {

namespace {

constexpr Offset kAround = 16; // context bytes on each side
constexpr Offset kMostShown = 48;

// Bytes as text for one line: ill-formed bytes as U+FFFD, controls as their Control Pictures.
QString lineText(Bytes bytes)
{
    QString text = QString::fromUtf8(reinterpret_cast<const char *>(bytes.data()),
                                     static_cast<qsizetype>(bytes.size()));
    for (QChar &c : text) {
        if (c.unicode() < 0x20)
            c = QChar(0x2400 + c.unicode());
        else if (c.unicode() == 0x7F)
            c = QChar(0x2421);
    }
    return text;
}

} // namespace

FindAllModel::FindAllModel(DocumentModel *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
}

void FindAllModel::setMatches(std::vector<FoundMatch> matches)
{
    beginResetModel();
    m_matches = std::move(matches);
    endResetModel();
}

QString FindAllModel::context(const FoundMatch &match) const
{
    const Bytes bytes = m_document->bytes();
    if (match.offset >= bytes.size())
        return {};
    const Offset begin = match.offset > kAround ? match.offset - kAround : 0;
    const Offset matchEnd = std::min<Offset>(bytes.size(), match.offset + match.length);
    const Offset shownEnd = std::min(matchEnd, match.offset + kMostShown);
    const Offset end = std::min<Offset>(bytes.size(), shownEnd + kAround);
    QString text = lineText(bytes.subspan(begin, match.offset - begin)) + QStringLiteral("»") +
                   lineText(bytes.subspan(match.offset, shownEnd - match.offset));
    if (shownEnd < matchEnd)
        text += QStringLiteral("…");
    return text + QStringLiteral("«") + lineText(bytes.subspan(shownEnd, end - shownEnd));
}

int FindAllModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_matches.size());
}

int FindAllModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindAllModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const FoundMatch &m = match(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case OffsetColumn: return offsetHex(m.offset);
        case LengthColumn: return grouped(m.length);
        case ContextColumn: return context(m);
        default: break;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == OffsetColumn)
        return grouped(m.offset);
    if (role == Qt::TextAlignmentRole && index.column() != ContextColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant FindAllModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OffsetColumn: return tr("Offset");
    case LengthColumn: return tr("Bytes");
    case ContextColumn: return tr("Context");
    default: return {};
    }
}

} // namespace u8i::ui
