// Several documents at once, as tabs over the views. The document model shows one document; the
// others are parked here, still mapped and scanned, with their caret, selection and scroll
// position, and come back at once when their tab is chosen. Opening a file, standard input or new
// bytes adds a tab (the empty start document is replaced instead; reloading keeps the tab; a file
// that is open already is found by indexOfFile, and the window shows its tab instead).
// File ▸ Close Tab (Ctrl+W), Go ▸ Next and Previous Tab (Ctrl+Tab, Ctrl+Shift+Tab).
#pragma once

#include "document_model.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QTabBar;

namespace u8i::ui {

class MainWindow;

class DocumentTabs : public QObject {
    Q_OBJECT
  public:
    explicit DocumentTabs(MainWindow *window);
    ~DocumentTabs() override;

    [[nodiscard]] QTabBar *tabBar() const { return m_bar; }
    [[nodiscard]] int count() const;
    [[nodiscard]] int current() const { return m_current; }
    void setCurrent(int index);
    void close(int index);
    void closeCurrent() { close(m_current); }
    void next();
    void previous();

    // The tab that shows the file `path` (the same file by its canonical path: through another
    // relative path or a symbolic link too), or -1.
    [[nodiscard]] int indexOfFile(const QString &path) const;

    // Where a tab stands: its file (empty for standard input or bytes), caret and first row.
    struct Place {
        QString path;
        Offset caret = 0;
        Offset top = 0;
    };
    // Every tab's place, in the order of the tab bar.
    [[nodiscard]] std::vector<Place> places() const;

  private:
    struct Tab {
        std::unique_ptr<Document> parked; // null for the shown tab
        Offset anchor = 0;                // the selection as [anchor, caret] or the caret alone
        Offset caret = 0;
        bool selecting = false;
        Offset top = 0;
        const LegacyCharset *reading = nullptr; // View ▸ Show As; nullptr: UTF-8
    };
    [[nodiscard]] const Document &documentOf(int index) const;
    void keep(std::unique_ptr<Document> old); // the model replaced `old`
    void remember(Tab &tab) const;            // the shown document's caret, selection, top, reading
    void restore(const Tab &tab);
    void label(int index, const Document &document);
    void shown(); // the window follows the shown document (title, scan)

    MainWindow *m_window;
    DocumentModel *m_model;
    QTabBar *m_bar;
    std::vector<Tab> m_tabs;
    int m_current = 0;
    bool m_switching = false; // the model's document changes to a tab's: park the old one
    bool m_closing = false;   // ... to a neighbour of a closed tab: drop the old one
};

} // namespace u8i::ui
