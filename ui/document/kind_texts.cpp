#include "kind_texts.h"

#include <QCoreApplication>

namespace u8i::ui {

QString translatedKindText(const char *text)
{
    return QCoreApplication::translate(kKindsContext, text);
}

} // namespace u8i::ui
