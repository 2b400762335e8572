// Bookmarks on bytes and ranges of the open document: toggled at the caret or on the selection,
// each with an optional label, next and previous in offset order, and kept per file in the
// settings (group "bookmarks", one entry per canonical path) so that they come back when the file
// is opened again. Standard input and scratch bytes keep theirs until another document opens.
#pragma once

#include "document_model.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace u8i::ui {

struct Bookmark {
    Offset offset = 0;
    Offset length = 1;
    QString label;
    [[nodiscard]] Offset end() const { return offset + length; }
    bool operator==(const Bookmark &) const = default;
};

class Bookmarks : public QObject {
    Q_OBJECT
  public:
    explicit Bookmarks(DocumentModel *model, QObject *parent = nullptr);

    [[nodiscard]] const QList<Bookmark> &list() const { return m_list; } // by offset
    // Removes the bookmarks the selection (or, without one, the character at the caret) overlaps;
    // when there are none, bookmarks it. True when one was added.
    bool toggle();
    void add(Bookmark bookmark);
    void remove(int index);
    void clear();
    void setLabel(int index, const QString &label);

    // The first bookmark starting after `offset`, or the last one before it; wraps around.
    [[nodiscard]] std::optional<Bookmark> next(Offset offset) const;
    [[nodiscard]] std::optional<Bookmark> previous(Offset offset) const;
    // Whether a bookmark covers `offset` (the hex view marks those bytes).
    [[nodiscard]] bool covers(Offset offset) const;
    // Selects a bookmark's bytes in the model.
    void goTo(const Bookmark &bookmark);
    void goToNext();
    void goToPrevious();

    // The settings key of a file's bookmarks; empty for what is not a file.
    [[nodiscard]] static QString settingsKey(const QString &path);

  signals:
    void changed();

  private:
    void load(); // the document changed
    void save() const;

    DocumentModel *m_model;
    QString m_key; // settings key of the open file; empty when it is no file
    QList<Bookmark> m_list;
};

} // namespace u8i::ui
