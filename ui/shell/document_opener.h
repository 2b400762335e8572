// Opening documents into the model: a file, standard input (read in the background, while the
// window stays usable) or scratch bytes. The message bar says why a file did not open (the
// previous document stays), and when the open file changes, shrinks or goes on disk.
#pragma once

#include "document_model.h"

#include <QObject>

namespace u8i::ui {

class MessageBar;
class StdinReader;

class DocumentOpener : public QObject {
    Q_OBJECT
  public:
    DocumentOpener(DocumentModel *model, MessageBar *messages, QWidget *window);

    bool openFile(const QString &path); // "-" reads standard input
    bool openStdin();
    void openBytes(QByteArray bytes, const QString &name);
    // Opens the file again, keeping the caret; false (with nothing done) when it is no file.
    bool reload();
    [[nodiscard]] bool readingStdin() const;
    // "Reading standard input… 12.3 MB" and its Cancel, for the status bar.
    [[nodiscard]] QWidget *stdinStatus() const;

  signals:
    // A document is open now, replacing the previous one; `path` is set for a file.
    void opened(const QString &path);
    // `name` (a path, or "standard input") could not be opened, for `reason`; nothing changed.
    void openFailed(const QString &name, const QString &reason);

  private:
    void open(std::unique_ptr<Document> document, const QString &path = {});
    void onStdinRead();
    void watchDisk(const ByteSource &source);
    void showError(const QString &message);

    DocumentModel *m_model;
    MessageBar *m_messages;
    StdinReader *m_stdin;
};

} // namespace u8i::ui
