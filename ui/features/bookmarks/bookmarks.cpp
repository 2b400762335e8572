#include "bookmarks.h"
#include "byte_description.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace u8i::ui {

namespace {

// One bookmark in the settings: "offset length label" (the label may hold spaces).
QString encode(const Bookmark &b)
{
    return QStringLiteral("%1 %2 %3").arg(b.offset).arg(b.length).arg(b.label);
}

std::optional<Bookmark> decode(const QString &text)
{
    bool okOffset = false;
    bool okLength = false;
    Bookmark b;
    b.offset = text.section(QLatin1Char(' '), 0, 0).toULongLong(&okOffset);
    b.length = text.section(QLatin1Char(' '), 1, 1).toULongLong(&okLength);
    b.label = text.section(QLatin1Char(' '), 2);
    if (!okOffset || !okLength || b.length == 0)
        return std::nullopt;
    return b;
}

} // namespace

Bookmarks::Bookmarks(DocumentModel *model, QObject *parent) : QObject(parent), m_model(model)
{
    connect(m_model, &DocumentModel::changed, this, &Bookmarks::load);
    load();
}

QString Bookmarks::settingsKey(const QString &path)
{
    if (path.isEmpty())
        return {};
    const QString canonical = QFileInfo(path).canonicalFilePath();
    const QByteArray hash = QCryptographicHash::hash(
        (canonical.isEmpty() ? path : canonical).toUtf8(), QCryptographicHash::Sha1);
    return QStringLiteral("bookmarks/") + QString::fromLatin1(hash.toHex());
}

void Bookmarks::load()
{
    m_list.clear();
    const Document *document = m_model->document();
    const QString path = document ? document->source().path() : QString();
    m_key = settingsKey(path);
    if (!m_key.isEmpty()) {
        QSettings settings;
        const Offset size = m_model->size();
        for (const QString &entry : settings.value(m_key + QStringLiteral("/list")).toStringList())
            if (const auto b = decode(entry); b && b->offset < size)
                m_list.append(*b);
        std::sort(m_list.begin(), m_list.end(),
                  [](const Bookmark &a, const Bookmark &b) { return a.offset < b.offset; });
    }
    emit changed();
}

void Bookmarks::save() const
{
    if (m_key.isEmpty())
        return;
    QSettings settings;
    if (m_list.isEmpty()) {
        settings.remove(m_key);
        return;
    }
    QStringList entries;
    for (const Bookmark &b : m_list)
        entries << encode(b);
    settings.setValue(m_key + QStringLiteral("/path"), m_model->document()->source().path());
    settings.setValue(m_key + QStringLiteral("/list"), entries);
}

bool Bookmarks::toggle()
{
    const Bytes bytes = m_model->bytes();
    if (bytes.empty() || !m_model->checkAccess())
        return false;
    Offset begin = m_model->selectionBegin();
    Offset end = m_model->selectionEnd();
    if (begin == end) {
        const Item item = itemContaining(bytes, m_model->caret());
        begin = item.offset;
        end = std::min(item.end(), item.offset + 4); // a character, or the first of a long group
    }
    const auto overlaps = [begin, end](const Bookmark &b) {
        return b.offset < end && begin < b.end();
    };
    if (m_list.removeIf(overlaps) > 0) {
        save();
        emit changed();
        return false;
    }
    add({begin, end - begin, {}});
    return true;
}

void Bookmarks::add(Bookmark bookmark)
{
    const auto at =
        std::lower_bound(m_list.begin(), m_list.end(), bookmark.offset,
                         [](const Bookmark &b, Offset offset) { return b.offset < offset; });
    m_list.insert(at, bookmark);
    save();
    emit changed();
}

void Bookmarks::remove(int index)
{
    if (index < 0 || index >= m_list.size())
        return;
    m_list.removeAt(index);
    save();
    emit changed();
}

void Bookmarks::clear()
{
    m_list.clear();
    save();
    emit changed();
}

void Bookmarks::setLabel(int index, const QString &label)
{
    if (index < 0 || index >= m_list.size() || m_list[index].label == label)
        return;
    m_list[index].label = label;
    save();
    emit changed();
}

std::optional<Bookmark> Bookmarks::next(Offset offset) const
{
    if (m_list.isEmpty())
        return std::nullopt;
    for (const Bookmark &b : m_list)
        if (b.offset > offset)
            return b;
    return m_list.first();
}

std::optional<Bookmark> Bookmarks::previous(Offset offset) const
{
    if (m_list.isEmpty())
        return std::nullopt;
    for (auto it = m_list.rbegin(); it != m_list.rend(); ++it)
        if (it->offset < offset)
            return *it;
    return m_list.last();
}

bool Bookmarks::covers(Offset offset) const
{
    return std::any_of(m_list.begin(), m_list.end(), [offset](const Bookmark &b) {
        return offset >= b.offset && offset < b.end();
    });
}

void Bookmarks::goTo(const Bookmark &bookmark)
{
    m_model->select(bookmark.offset, bookmark.end());
}

void Bookmarks::goToNext()
{
    if (const auto b = next(m_model->selectionBegin()))
        goTo(*b);
}

void Bookmarks::goToPrevious()
{
    if (const auto b = previous(m_model->selectionBegin()))
        goTo(*b);
}

} // namespace u8i::ui
