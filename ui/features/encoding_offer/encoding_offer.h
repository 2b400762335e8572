// What the main window offers for a file that is not UTF-8. Once the scan found ill-formed bytes
// (or UTF-16's NULs), the encoding detector runs off the GUI thread; its verdict goes to the status
// bar ("not UTF-8: Windows-1251 text (Russian)", "binary data (ELF executable)"), and for legacy
// text the message bar offers Show as Windows-1251, Convert to UTF-8… and, while the file is shown
// in a legacy charset, Show as UTF-8 (back to the byte-level diagnosis). A file that starts as one
// binary byte repeated (NUL, FF) is judged as soon as it opens, beside its scan.
#pragma once

#include <u8i/charsets/detection/encoding_detection.h>
#include <u8i/mojibake/legacy_charset.h>

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QWidget;

namespace u8i::ui {

class BackgroundTask;
class DocumentModel;
class MessageBar;

class EncodingOffer : public QObject {
    Q_OBJECT
  public:
    // `window` is the parent of the save dialog.
    EncodingOffer(DocumentModel *model, MessageBar *messages, QWidget *window);

    // The open file's verdict, once the detector ran (never for well-formed UTF-8).
    [[nodiscard]] const std::optional<charsets::EncodingVerdict> &verdict() const
    {
        return m_verdict;
    }
    [[nodiscard]] BackgroundTask *detection() const { return m_detection; }
    [[nodiscard]] BackgroundTask *conversion() const { return m_conversion; }

    // Asks where to save the file converted to UTF-8 (the dialog asks before replacing a file).
    void convertDialog();
    // Writes the file, read in the charset shown (or the detected one), as UTF-8 to `path`; the
    // file appears only once complete (a full disk leaves nothing half-written). A file that is
    // UTF-8 with runs in a legacy encoding has those runs converted and its UTF-8 kept byte for
    // byte, as --decode --from auto does (run_encoding.h).
    void convertTo(const QString &path);

  signals:
    void verdictChanged(const QString &text, const QString &evidence);
    // The detector judged the document binary data of this type ("ELF 64-bit LSB pie executable").
    void binaryDetected(const QString &type);
    void converted(bool ok, const QString &message);

  private:
    void onIndexReady();
    void detect(); // runs the detector on the document off the GUI thread
    void showOffer();
    [[nodiscard]] const LegacyCharset *detectedCharset() const;
    // UTF-8 with errors, some runs of it text in a legacy encoding: Convert converts those.
    [[nodiscard]] bool hasLegacyRuns() const;
    void finishConversion(bool ok, const QString &message);
    // What the message bar offers now: Show as UTF-8 while a legacy charset is shown, else Show as
    // the detected charset; and Convert to UTF-8.
    [[nodiscard]] QList<QAction *> currentActions() const;

    DocumentModel *m_model;
    MessageBar *m_messages;
    QWidget *m_window;
    BackgroundTask *m_detection;
    BackgroundTask *m_conversion;
    std::optional<charsets::EncodingVerdict> m_verdict;
    QAction *m_showDetected;
    QAction *m_showUtf8;
    QAction *m_convert;
};

} // namespace u8i::ui
