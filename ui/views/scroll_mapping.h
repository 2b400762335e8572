// A vertical scrollbar over more rows than an int holds. Qt's scrollbar takes int values, a file
// may have 2^40 rows: above kMaxValue rows the values are scaled, exact at both ends and monotonic
// in between; below it a value is a row. long double keeps the 64 bits of a row.
#pragma once

#include <u8i/types.h>

namespace u8i::ui {

struct ScrollMapping {
    static constexpr int kMaxValue = 1 << 30;

    Offset maxTopRow = 0; // the last row that can be at the top

    [[nodiscard]] bool scaled() const { return maxTopRow > static_cast<Offset>(kMaxValue); }
    // The scrollbar's maximum.
    [[nodiscard]] int maximum() const { return scaled() ? kMaxValue : static_cast<int>(maxTopRow); }
    [[nodiscard]] int valueForRow(Offset row) const;
    [[nodiscard]] Offset rowForValue(int value) const;
};

} // namespace u8i::ui
