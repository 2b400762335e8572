// The status bar's verdict on binary data: when the encoding detector judges the document binary
// (libmagic's type and the byte statistics, u8i/charsets/detection/encoding_detection.h), the
// verdict names the type, the share of bytes that are ill-formed as UTF-8 and the UTF-8 strings in
// it: "ELF 64-bit LSB pie executable · 27% of bytes ill-formed as UTF-8 · 1,204 strings". The
// strings are the Strings panel's (its search starts for it); the count grows while it runs.
#pragma once

#include "document_model.h"

#include <QObject>

namespace u8i::ui {

class FeatureHost;
class StringsPanel;

class BinaryVerdict : public QObject {
    Q_OBJECT
  public:
    // The verdict goes to the host's status bar.
    BinaryVerdict(DocumentModel *document, StringsPanel *strings, FeatureHost *host,
                  QObject *parent = nullptr);

    // The document is binary data of `type`: the verdict says so from now on (with the strings
    // counted once the scan is done).
    void setBinaryType(const QString &type);

    // "TYPE · N% of bytes ill-formed as UTF-8 · N strings" ("counting strings…" while searching).
    [[nodiscard]] static QString text(const QString &type, double illFormed, Offset strings,
                                      bool counting);

  private:
    // The strings are counted (the search started) once the type is known and the scan is done.
    void countStrings();
    void update();

    DocumentModel *m_document;
    StringsPanel *m_strings;
    FeatureHost *m_host;
    QString m_type; // empty: not binary (or not known yet)
    Offset m_utf8Strings = 0;
};

} // namespace u8i::ui
