#include "control_runs.h"

#include "number_text.h"

namespace u8i::ui {

Offset controlRunLength(Bytes data, Offset pos, Offset limit)
{
    const std::uint8_t b = data[pos];
    if (!((b < 0x20 && b != '\t' && b != '\n' && b != '\r') || b == 0x7F))
        return 0;
    Offset end = pos;
    while (end < limit && data[end] == b)
        ++end;
    return end - pos;
}

void addControlRun(TextWindowBuilder &b, char32_t c, Offset offset, Offset count)
{
    const int from = b.pos();
    const QChar picture(c == 0x7F ? char16_t{0x2421} : static_cast<char16_t>(0x2400 + c));
    b.add(QStringLiteral("‹%1 × %2›").arg(picture).arg(grouped(count)), offset);
    b.marker(TextMarker::Kind::Badge, from, offset, c);
}

} // namespace u8i::ui
