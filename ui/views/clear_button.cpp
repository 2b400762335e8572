#include "clear_button.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QToolButton>

namespace u8i::ui {

void enableClearButton(QLineEdit *edit)
{
    edit->setClearButtonEnabled(true);
    // The button is the line edit's own tool button child, made as the button is enabled.
    for (QToolButton *button : edit->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly))
        button->setAccessibleName(QCoreApplication::translate("ClearButton", "Clear the text"));
}

} // namespace u8i::ui
