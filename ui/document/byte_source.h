// Where the bytes of a document come from: a read-only memory-mapped file, standard input read into
// memory, or bytes typed into "New from bytes". The only part of the UI that knows about files.
//
// A mapped file can shrink on disk while it is open; reading a page past the new end would raise
// SIGBUS. So every reader calls checkAccess() first (one fstat), and as soon as a shrink is seen
// the mapping is replaced, at the same address, by zero pages: readers that still hold the old span
// (a scan thread, say) read zeros instead of crashing, and bytes() becomes empty. A background
// read that comes before the shrink is seen is caught by the process's SIGBUS guard
// (u8i/scan/mapping_guard.h), which puts zero pages in from the failing page on. The mapping
// itself is the codec's MappedFile, which the CLI maps its inputs with too.
#pragma once

#include <u8i/scan/mapped_file.h>
#include <u8i/types.h>

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QString>

#include <memory>

class QFileSystemWatcher;
class QTimer;

namespace u8i::ui {

class ByteSource : public QObject {
    Q_OBJECT
  public:
    enum class Kind { File, Stdin, Scratch };
    enum class DiskState { Unchanged, Changed, Shrunk, Gone };

    ~ByteSource() override;

    // Opens a file read-only and maps it. Returns null and sets `error` to a sentence for the user
    // when the path is missing, unreadable, a directory or not a regular file. Never blocks on
    // FIFOs.
    [[nodiscard]] static std::unique_ptr<ByteSource> openFile(const QString &path, QString &error);
    // Standard input, once StdinReader has read it into memory.
    [[nodiscard]] static std::unique_ptr<ByteSource> fromStandardInput(QByteArray bytes);
    // Bytes held in memory, e.g. from "New from bytes".
    [[nodiscard]] static std::unique_ptr<ByteSource> fromBytes(QByteArray bytes, QString name);

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] QString path() const { return m_path; } // empty unless a file
    [[nodiscard]] QString displayName() const { return m_name; }

    // The bytes; empty once the file shrank on disk.
    [[nodiscard]] Bytes bytes() const;
    [[nodiscard]] Offset size() const { return bytes().size(); }

    // Checks that reading bytes() is still safe (for a file: its size on disk did not drop below
    // the mapping's). Returns false, after making the mapping harmless, when it did.
    [[nodiscard]] bool checkAccess();
    // Compares the file on disk with what was opened; emits the matching signal once per change.
    DiskState checkDisk();
    [[nodiscard]] DiskState diskState() const { return m_state; }

    // Tells the kernel that [begin, end) is not needed now (for bounded resident memory while
    // scanning a huge mapping). Safe from any thread; the bytes stay readable.
    void release(Offset begin, Offset end) const;

  signals:
    void changedOnDisk();              // modified (same size or larger)
    void shrunkOnDisk(Offset newSize); // smaller than the mapping: the bytes are no longer shown
    void goneFromDisk();               // deleted or renamed

  private:
    explicit ByteSource(Kind kind);
    void watch();
    void neutralize();

    Kind m_kind;
    QString m_path;
    QString m_name;
    QByteArray m_memory;  // Stdin and Scratch
    int m_fd = -1;        // File
    MappedFile m_mapping; // File; empty for an empty file. A read past a new end sees zeros
    bool m_neutralized = false;
    qint64 m_mtimeNs = 0;
    DiskState m_state = DiskState::Unchanged;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_poll = nullptr;
};

} // namespace u8i::ui
