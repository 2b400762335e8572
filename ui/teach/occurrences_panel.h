// The list under the byte map's explanation: where the chosen byte value occurs in the open file,
// and what it is at each place. A status line counts what was found so far; the list shows the
// first page of rows ("Show more" lists the next); the search runs in a worker thread and stops
// when another byte is chosen or the file goes. Activating a row asks for the caret to go there.
#pragma once

#include <u8i/scan/scan.h>
#include <u8i/types.h>

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTreeView;

namespace u8i::ui {

class OccurrenceModel;
class OccurrenceSearch;

class OccurrencesPanel : public QWidget {
    Q_OBJECT
  public:
    explicit OccurrencesPanel(QWidget *parent = nullptr);
    ~OccurrencesPanel() override;

    // The open file (or nothing: empty bytes and an empty name). `isFile` tells an empty file from
    // nothing open. Cancels the running search; a chosen byte is looked for again in the new bytes.
    void setSource(Bytes bytes, const ScanIndex *index, const QString &name, bool isFile);
    void setIndex(const ScanIndex *index);
    // Gives the pages of a huge mapping back as the search reads them (ByteSource::release).
    void setReleaser(std::function<void(Offset, Offset)> release);
    // Lists the occurrences of `value` (cancels the search before).
    void search(quint8 value);
    void setPageSize(std::size_t rows);

    [[nodiscard]] QTreeView *view() const { return m_view; }
    [[nodiscard]] OccurrenceSearch *searcher() const { return m_search; }
    [[nodiscard]] OccurrenceModel *model() const { return m_model; }
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] bool searching() const;
    [[nodiscard]] Offset count() const; // occurrences found so far
    // Room for the status line and about a dozen rows.
    [[nodiscard]] QSize sizeHint() const override;

  signals:
    void occurrenceActivated(u8i::Offset offset);
    // The search stopped: the whole file was read (or the list is as long as asked), or Stop.
    void searchStopped();

  private:
    void updateStatus();
    void activateRow(int row);

    OccurrenceModel *m_model = nullptr;
    OccurrenceSearch *m_search = nullptr;
    QLabel *m_status = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_more = nullptr;
    Bytes m_data;
    QString m_name;
    bool m_isFile = false;
    int m_value = -1;
};

} // namespace u8i::ui
