// View ▸ Show As: the encoding the views read the file in (DocumentModel::reading). "UTF-8" is the
// byte-level diagnosis; each legacy charset of the program reads the bytes as that charset's
// characters. The checked entry follows the model (a new document is UTF-8 again). Its key,
// Ctrl+Shift+A, opens the menu over the views with the checked entry active, to choose from with
// the arrow keys; Ctrl+Shift+U goes back to UTF-8.
#pragma once

#include <QObject>

class QActionGroup;
class QMenu;
class QWidget;

namespace u8i::ui {

class DocumentModel;

class ReadingMenu : public QObject {
    Q_OBJECT
  public:
    // Fills `menu` (owned by the caller) with the entries; its key opens it over `views`.
    ReadingMenu(DocumentModel *model, QMenu *menu, QWidget *views);

  private:
    void showChecked();
    void popUp();

    DocumentModel *m_model;
    QMenu *m_menu;
    QWidget *m_views;
    QActionGroup *m_group;
};

} // namespace u8i::ui
