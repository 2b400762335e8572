// The Mojibake dock: the findings of the mojibake analysis for the selection (or the text
// window), each chain of wrong decodings explained, the original next to the repaired text with
// the changed bytes marked in both, and saving the repaired text as a new file.
#pragma once

#include "background_task.h"

#include "u8i/mojibake/mojibake.h"

#include <QByteArray>
#include <QString>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTextEdit;
class QTreeWidget;

namespace u8i::ui {

class MojibakePanel : public QWidget {
    Q_OBJECT
  public:
    // The most bytes analysed at once as a range (a selection or the text window).
    static constexpr Offset kMaxRange = Offset{128} << 10;

    explicit MojibakePanel(QWidget *parent = nullptr);

    // The whole data (the caller keeps it alive until the next call) and the path it came from
    // (empty for input that has none). The range becomes the start of the data.
    void setDocument(Bytes bytes, const QString &path = {});
    // The bytes to analyse, [begin, end) of the data: the selection or the text window. At most
    // kMaxRange bytes from begin are taken (the summary says so).
    void setRange(Offset begin, Offset end);
    // For callers without a document: these bytes alone (copied), as the document and range.
    void setBytes(const QByteArray &bytes);

    [[nodiscard]] const MojibakeReport &report() const { return m_report; }
    [[nodiscard]] Offset rangeBegin() const { return m_begin; }
    [[nodiscard]] Offset rangeEnd() const { return m_end; }
    // The range, repaired.
    [[nodiscard]] QByteArray repairedRange() const;
    // The whole data with the range replaced by its repair.
    [[nodiscard]] QByteArray documentWithRepairedRange() const;
    // Starts writing the whole data, repaired line by line, to `path` in the background, in
    // bounded memory at any size; repairedFileSaved follows (not when cancelled, or when the data
    // changes meanwhile). The status bar shows the task (see repairTask()).
    void startSavingRepaired(const QString &path);
    [[nodiscard]] BackgroundTask *repairTask() const { return m_repairTask; }

    [[nodiscard]] QTreeWidget *findingsView() const { return m_findings; }
    [[nodiscard]] QTextEdit *originalView() const { return m_original; }
    [[nodiscard]] QTextEdit *repairedView() const { return m_repaired; }
    [[nodiscard]] QLabel *summaryLabel() const { return m_summary; }
    [[nodiscard]] QLabel *detailLabel() const { return m_detail; }

    // Writes a new file atomically; false with the reason in `error`.
    static bool writeFile(const QString &path, const QByteArray &data, QString *error);

  signals:
    // A finding was chosen: its bytes, as offsets in the data.
    void findingActivated(u8i::Offset offset, u8i::Offset length);
    // The whole data was written repaired to `path` (startSavingRepaired), or `error` says why
    // not; `repairs`: the runs repaired.
    void repairedFileSaved(const QString &path, const QString &error, quint64 repairs);

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void analyse();
    // The end of a save of the repaired file: where it went, or why it failed.
    void showSaved(const QString &path, const QString &error, quint64 repairs);
    void fillFindings();
    void fillTexts();
    void showDetail();
    // Asks where to save, warning before the inspected file is replaced; empty: cancelled.
    [[nodiscard]] QString askSavePath();
    void saveAs(const QByteArray &content);
    void saveRange();
    void saveDocument();

    BackgroundTask *m_repairTask = nullptr;
    QByteArray m_own; // the data of setBytes
    Bytes m_data;
    // What --fix-mojibake repairs the data with, from its verdict (nothing: binary data, or a
    // file in a legacy charset, analysed whole).
    std::optional<MojibakeOptions> m_runOptions;
    QString m_path;
    Offset m_begin = 0;
    Offset m_end = 0;
    MojibakeReport m_report;

    QLabel *m_summary = nullptr;
    QTreeWidget *m_findings = nullptr;
    QLabel *m_detail = nullptr;
    QTextEdit *m_original = nullptr;
    QTextEdit *m_repaired = nullptr;
    QPushButton *m_saveRange = nullptr;
    QPushButton *m_saveDocument = nullptr;
};

} // namespace u8i::ui
