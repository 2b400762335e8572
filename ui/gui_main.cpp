#include "gui_main.h"

#include <QApplication>
#include <QLabel>

namespace u8i::ui {

int runGui(int argc, char **argv)
{
    QApplication app(argc, argv);
    QLabel placeholder(QStringLiteral("UTF-8 Inspector"));
    placeholder.show();
    return app.exec();
}

} // namespace u8i::ui
