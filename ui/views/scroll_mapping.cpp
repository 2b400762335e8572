#include "scroll_mapping.h"

#include <algorithm>

namespace u8i::ui {

int ScrollMapping::valueForRow(Offset row) const
{
    row = std::min(row, maxTopRow);
    if (!scaled())
        return static_cast<int>(row);
    const long double value =
        static_cast<long double>(row) * kMaxValue / static_cast<long double>(maxTopRow);
    return static_cast<int>(std::min<long double>(kMaxValue, value + 0.5L));
}

Offset ScrollMapping::rowForValue(int value) const
{
    if (value <= 0)
        return 0;
    if (!scaled())
        return std::min(static_cast<Offset>(value), maxTopRow);
    if (value >= kMaxValue)
        return maxTopRow;
    const long double row =
        static_cast<long double>(value) * static_cast<long double>(maxTopRow) / kMaxValue;
    return std::min(maxTopRow, static_cast<Offset>(row + 0.5L));
}

} // namespace u8i::ui
