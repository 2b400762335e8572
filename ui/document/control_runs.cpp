#include "control_runs.h"

#include "number_text.h"

#include <algorithm>

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

ControlRunLength wholeControlRun(Bytes data, Offset pos, Offset inWindow)
{
    const std::uint8_t b = data[pos];
    const Offset size = data.size();
    Offset begin = pos;
    const Offset lowest = pos > kControlRunLook ? pos - kControlRunLook : 0;
    while (begin > lowest && data[begin - 1] == b)
        --begin;
    Offset end = pos + inWindow;
    const Offset highest = std::min(size, end + kControlRunLook);
    while (end < highest && data[end] == b)
        ++end;
    const bool before = begin > 0 && begin == lowest && data[begin - 1] == b;
    const bool after = end < size && end == highest && data[end] == b;
    return {end - begin, before || after};
}

void addControlRun(TextWindowBuilder &b, char32_t c, Offset offset, ControlRunLength length)
{
    const int from = b.pos();
    const QChar picture(c == 0x7F ? char16_t{0x2421} : static_cast<char16_t>(0x2400 + c));
    b.add(QStringLiteral("‹%1 × %2%3›")
              .arg(picture)
              .arg(grouped(length.count))
              .arg(length.atLeast ? QStringLiteral("+") : QString()),
          offset);
    b.marker(TextMarker::Kind::Badge, from, offset, c);
}

} // namespace u8i::ui
