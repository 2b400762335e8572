// "View as": the selection (or the text window) decoded as another encoding, side by side with
// its UTF-8 decoding. The charsets come from ICU (legacy_charsets.h); bytes that the charset
// leaves undefined are marked.
#pragma once

#include "u8i/types.h"

#include <QByteArray>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace u8i::ui {

class ViewAsPanel : public QWidget {
    Q_OBJECT
public:
    // The most bytes shown at once.
    static constexpr Offset kMaxBytes = Offset{16} << 10; // Qt lays out a long unbroken line in quadratic time

    explicit ViewAsPanel(QWidget *parent = nullptr);

    // The bytes to show (copied; at most kMaxBytes are taken).
    void setBytes(const QByteArray &bytes);
    void setBytes(Bytes bytes);
    // Chooses the charset by its display name ("KOI8-R"); false when there is none such.
    bool setCharset(const QString &name);

    [[nodiscard]] QString charset() const;
    [[nodiscard]] QComboBox *charsetCombo() const { return m_charsets; }
    [[nodiscard]] QPlainTextEdit *utf8View() const { return m_utf8; }
    [[nodiscard]] QPlainTextEdit *legacyView() const { return m_legacy; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QByteArray m_bytes;
    Offset m_total = 0; // bytes given, before the cut at kMaxBytes
    QComboBox *m_charsets = nullptr;
    QPlainTextEdit *m_utf8 = nullptr;
    QPlainTextEdit *m_legacy = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace u8i::ui
