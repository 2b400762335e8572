// View ▸ Show As: the encoding the views read the file in (DocumentModel::reading). "UTF-8" is the
// byte-level diagnosis; each legacy charset of the program reads the bytes as that charset's
// characters. The checked entry follows the model (a new document is UTF-8 again).
#pragma once

#include <QObject>

class QActionGroup;
class QMenu;

namespace u8i::ui {

class DocumentModel;

class ReadingMenu : public QObject {
    Q_OBJECT
  public:
    // Fills `menu` (owned by the caller) with the entries.
    ReadingMenu(DocumentModel *model, QMenu *menu);

  private:
    void showChecked();

    DocumentModel *m_model;
    QActionGroup *m_group;
};

} // namespace u8i::ui
