#include "data_values.h"

#include <u8i/hex_text.h>

#include <array>
#include <bit>
#include <charconv>
#include <cstdint>
#include <cstdio>

namespace u8i::ui {

namespace {

struct Layout {
    int bytes = 1;
    bool bigEndian = false;
    bool isSigned = false;
};

std::uint64_t readUnsigned(Bytes data, Offset at, int n, bool bigEndian)
{
    std::uint64_t value = 0;
    for (int i = 0; i < n; ++i) {
        const int shift = 8 * (bigEndian ? n - 1 - i : i);
        value |= std::uint64_t{data[at + static_cast<Offset>(i)]} << shift;
    }
    return value;
}

std::int64_t signExtend(std::uint64_t value, int bits)
{
    if (bits >= 64)
        return static_cast<std::int64_t>(value);
    const std::uint64_t sign = std::uint64_t{1} << (bits - 1);
    return static_cast<std::int64_t>((value ^ sign) - sign);
}

// "0x00FF", "-0x80": at least `digits` upper-case hex digits (at most 16).
std::string hexText(std::uint64_t magnitude, int digits, bool negative)
{
    return (negative ? "-0x" : "0x") + hexNumber(magnitude, digits);
}

std::string integerText(std::uint64_t raw, int bytes, bool isSigned, IntegerBase base)
{
    if (!isSigned)
        return base == IntegerBase::Hexadecimal ? hexText(raw, 2 * bytes, false)
                                                : std::to_string(raw);
    const std::int64_t value = signExtend(raw, 8 * bytes);
    if (base == IntegerBase::Decimal)
        return std::to_string(value);
    const std::uint64_t magnitude =
        value < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(value) : std::uint64_t(value);
    return hexText(magnitude, 2 * bytes, value < 0);
}

template <class Float> std::string floatText(Float value)
{
    std::array<char, 64> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return {buffer.data(), result.ptr};
}

// Days since 1970-01-01 to a civil date (H. Hinnant's algorithm, proleptic Gregorian).
void civilFromDays(std::int64_t z, std::int64_t &y, unsigned &m, unsigned &d)
{
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const auto doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y = static_cast<std::int64_t>(yoe) + era * 400 + (m <= 2 ? 1 : 0);
}

std::string dateTimeText(std::int64_t y, unsigned mo, unsigned d, unsigned h, unsigned mi,
                         unsigned s)
{
    std::array<char, 40> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "%04lld-%02u-%02u %02u:%02u:%02u",
                  static_cast<long long>(y), mo, d, h, mi, s);
    return buffer.data();
}

// Seconds since the epoch; years 1 to 9999 only (beyond, a date means nothing here).
DataValue unixTime(std::int64_t seconds, DataValue v)
{
    constexpr std::int64_t kMin = -62135596800; // 0001-01-01 00:00:00
    constexpr std::int64_t kMax = 253402300799; // 9999-12-31 23:59:59
    if (seconds < kMin || seconds > kMax) {
        v.status = DataStatus::OutOfRange;
        v.text = std::to_string(seconds);
        return v;
    }
    std::int64_t days = seconds / 86400;
    std::int64_t rest = seconds % 86400;
    if (rest < 0) {
        rest += 86400;
        --days;
    }
    std::int64_t y = 0;
    unsigned m = 0;
    unsigned d = 0;
    civilFromDays(days, y, m, d);
    const auto r = static_cast<unsigned>(rest);
    v.text = dateTimeText(y, m, d, r / 3600, r / 60 % 60, r % 60) + " UTC";
    return v;
}

bool leapYear(unsigned y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

DataValue dosDateTime(Bytes data, Offset at, DataValue v)
{
    const auto time = static_cast<unsigned>(readUnsigned(data, at, 2, false));
    const auto date = static_cast<unsigned>(readUnsigned(data, at + 2, 2, false));
    const unsigned hour = time >> 11;
    const unsigned minute = (time >> 5) & 0x3F;
    const unsigned second = (time & 0x1F) * 2;
    const unsigned year = 1980 + (date >> 9);
    const unsigned month = (date >> 5) & 0x0F;
    const unsigned day = date & 0x1F;
    static constexpr std::array<unsigned, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool dateOk = month >= 1 && month <= 12 && day >= 1 &&
                        day <= kDays[month - 1] + (month == 2 && leapYear(year) ? 1 : 0);
    if (!dateOk || hour > 23 || minute > 59 || second > 59)
        v.status = DataStatus::Invalid;
    v.text = dateTimeText(year, month, day, hour, minute, second);
    return v;
}

DataValue guid(Bytes data, Offset at, DataValue v)
{
    std::array<char, 40> buffer{};
    const auto b = [&](int i) { return static_cast<unsigned>(data[at + static_cast<Offset>(i)]); };
    std::snprintf(buffer.data(), buffer.size(),
                  "%08llX-%04X-%04X-%02X%02X-%02X%02X%02X%02X%02X%02X",
                  static_cast<unsigned long long>(readUnsigned(data, at, 4, false)),
                  static_cast<unsigned>(readUnsigned(data, at + 4, 2, false)),
                  static_cast<unsigned>(readUnsigned(data, at + 6, 2, false)), b(8), b(9), b(10),
                  b(11), b(12), b(13), b(14), b(15));
    v.text = buffer.data();
    return v;
}

// LEB128: 7 bits a byte, least significant first, the high bit set on every byte but the last.
DataValue leb128(Bytes data, Offset at, bool isSigned, IntegerBase base, DataValue v)
{
    constexpr int kMaxBytes = 10; // 70 bits: enough for 64
    std::uint64_t value = 0;
    int shift = 0;
    for (Offset i = at; i < data.size(); ++i) {
        const std::uint8_t byte = data[i];
        const std::uint64_t bits = byte & 0x7Fu;
        const int n = static_cast<int>(i - at) + 1;
        // The 10th byte holds bit 63 only: for a signed value, with the sign repeated above it.
        const bool tooWide = isSigned ? bits != 0 && bits != 0x7F : bits > 1;
        if (n > kMaxBytes || (shift == 63 && tooWide)) {
            v.status = DataStatus::Overflow;
            v.length = static_cast<Offset>(n);
            return v;
        }
        value |= bits << shift;
        shift += 7;
        if (!(byte & 0x80)) {
            v.length = static_cast<Offset>(n);
            if (isSigned && shift < 64 && (byte & 0x40))
                value |= ~std::uint64_t{0} << shift;
            v.text = integerText(value, 8, isSigned, base);
            return v;
        }
    }
    v.status = DataStatus::Truncated;
    v.length = 0;
    return v;
}

DataValue utf16(Bytes data, Offset at, bool bigEndian, DataValue v)
{
    const auto unit = static_cast<char32_t>(readUnsigned(data, at, 2, bigEndian));
    v.length = 2;
    v.codePoint = unit;
    if (unit >= 0xD800 && unit <= 0xDBFF && at + 4 <= data.size()) {
        const auto low = static_cast<char32_t>(readUnsigned(data, at + 2, 2, bigEndian));
        if (low >= 0xDC00 && low <= 0xDFFF) {
            v.codePoint = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
            v.length = 4;
        }
    }
    if (v.codePoint >= 0xD800 && v.codePoint <= 0xDFFF)
        v.status = DataStatus::LoneSurrogate;
    v.text = codePointLabel(v.codePoint);
    return v;
}

Layout layoutOf(DataType type)
{
    switch (type) {
    case DataType::Int8: return {1, false, true};
    case DataType::UInt8: return {1, false, false};
    case DataType::Int16LE: return {2, false, true};
    case DataType::Int16BE: return {2, true, true};
    case DataType::UInt16LE: return {2, false, false};
    case DataType::UInt16BE: return {2, true, false};
    case DataType::Int32LE: return {4, false, true};
    case DataType::Int32BE: return {4, true, true};
    case DataType::UInt32LE: return {4, false, false};
    case DataType::UInt32BE: return {4, true, false};
    case DataType::Int64LE: return {8, false, true};
    case DataType::Int64BE: return {8, true, true};
    case DataType::UInt64LE: return {8, false, false};
    case DataType::UInt64BE: return {8, true, false};
    case DataType::Float32LE: return {4, false, false};
    case DataType::Float32BE: return {4, true, false};
    case DataType::Float64LE: return {8, false, false};
    case DataType::Float64BE: return {8, true, false};
    case DataType::UnixTime32LE: return {4, false, true};
    case DataType::UnixTime32BE: return {4, true, true};
    case DataType::UnixTime64LE: return {8, false, true};
    case DataType::UnixTime64BE: return {8, true, true};
    case DataType::DosDateTime: return {4, false, false};
    case DataType::Guid: return {16, false, false};
    case DataType::Uleb128:
    case DataType::Sleb128: return {1, false, false}; // at least one byte
    case DataType::Utf16LE: return {2, false, false};
    case DataType::Utf16BE: return {2, true, false};
    }
    return {};
}

} // namespace

DataValue decodeDataValue(Bytes data, Offset at, DataType type, IntegerBase base)
{
    DataValue v;
    v.type = type;
    const Layout l = layoutOf(type);
    if (at >= data.size() || data.size() - at < static_cast<Offset>(l.bytes)) {
        v.status = DataStatus::Truncated;
        return v;
    }
    v.length = static_cast<Offset>(l.bytes);
    const std::uint64_t raw = readUnsigned(data, at, l.bytes, l.bigEndian);
    switch (type) {
    case DataType::Float32LE:
    case DataType::Float32BE:
        v.text = floatText(std::bit_cast<float>(static_cast<std::uint32_t>(raw)));
        return v;
    case DataType::Float64LE:
    case DataType::Float64BE: v.text = floatText(std::bit_cast<double>(raw)); return v;
    case DataType::UnixTime32LE:
    case DataType::UnixTime32BE:
    case DataType::UnixTime64LE:
    case DataType::UnixTime64BE: return unixTime(signExtend(raw, 8 * l.bytes), v);
    case DataType::DosDateTime: return dosDateTime(data, at, v);
    case DataType::Guid: return guid(data, at, v);
    case DataType::Uleb128: return leb128(data, at, false, base, v);
    case DataType::Sleb128: return leb128(data, at, true, base, v);
    case DataType::Utf16LE:
    case DataType::Utf16BE: return utf16(data, at, l.bigEndian, v);
    default: v.text = integerText(raw, l.bytes, l.isSigned, base); return v;
    }
}

std::vector<DataValue> decodeDataValues(Bytes data, Offset at, IntegerBase base)
{
    std::vector<DataValue> values;
    values.reserve(kDataTypeCount);
    for (int t = 0; t < kDataTypeCount; ++t)
        values.push_back(decodeDataValue(data, at, static_cast<DataType>(t), base));
    return values;
}

} // namespace u8i::ui
