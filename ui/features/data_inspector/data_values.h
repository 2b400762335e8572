// What the bytes at an offset mean read as the values of binary formats: integers of 8 to 64 bits
// in both byte orders, IEEE floats, Unix and DOS times, a GUID, LEB128 and UTF-16 code units. Plain
// logic, no Qt: the Data Inspector shows these rows, and tests check them against known bytes.
#pragma once

#include <u8i/types.h>

#include <string>
#include <vector>

namespace u8i::ui {

// One row of the Data Inspector, in this order.
enum class DataType {
    Int8,
    UInt8,
    Int16LE,
    Int16BE,
    UInt16LE,
    UInt16BE,
    Int32LE,
    Int32BE,
    UInt32LE,
    UInt32BE,
    Int64LE,
    Int64BE,
    UInt64LE,
    UInt64BE,
    Float32LE,
    Float32BE,
    Float64LE,
    Float64BE,
    UnixTime32LE,
    UnixTime32BE,
    UnixTime64LE,
    UnixTime64BE,
    DosDateTime, // little-endian time word, then date word (ZIP, FAT)
    Guid,        // Microsoft's layout: three little-endian fields, then 8 bytes as they are
    Uleb128,
    Sleb128,
    Utf16LE,
    Utf16BE,
};
inline constexpr int kDataTypeCount = static_cast<int>(DataType::Utf16BE) + 1;

enum class DataStatus {
    Ok,
    Truncated,    // the data ends before the value does
    Invalid,      // the bits make no value of this type (a DOS date with month 13)
    Overflow,     // a LEB128 value wider than 64 bits
    OutOfRange,   // a time outside the years 1 to 9999
    LoneSurrogate // a UTF-16 surrogate without its partner
};

struct DataValue {
    DataType type = DataType::Int8;
    DataStatus status = DataStatus::Ok;
    Offset length = 0; // the bytes it was read from (those a click selects); 0 when truncated
    std::string text;  // the value as text: "-2", "0x7FFF", "2021-03-04 05:06:07 UTC", "U+1F600"
    char32_t codePoint = 0; // a UTF-16 value's code point, for showing its character
};

enum class IntegerBase { Decimal, Hexadecimal };

// Every type read at `at` (< data.size()), one value per DataType, in its order.
[[nodiscard]] std::vector<DataValue> decodeDataValues(Bytes data, Offset at,
                                                      IntegerBase base = IntegerBase::Decimal);
// One type read at `at`.
[[nodiscard]] DataValue decodeDataValue(Bytes data, Offset at, DataType type,
                                        IntegerBase base = IntegerBase::Decimal);

} // namespace u8i::ui
