// The find bar under the views: what to look for (text, hex bytes, U+XXXX), next and previous.
#pragma once

#include "byte_search.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace u8i::ui {

class FindBar : public QWidget {
    Q_OBJECT
  public:
    explicit FindBar(QWidget *parent = nullptr);

    void activate(); // shows the bar and focuses the input
    void setQuery(const QString &text, SearchMode mode);
    [[nodiscard]] QString query() const;
    [[nodiscard]] SearchMode mode() const;
    void setStatus(const QString &text);
    [[nodiscard]] QString status() const;

  signals:
    void findRequested(bool forward);
    void closed();

  protected:
    void keyPressEvent(QKeyEvent *event) override;

  private:
    QLineEdit *m_input = nullptr;
    QComboBox *m_mode = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace u8i::ui
