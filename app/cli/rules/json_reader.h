// A small JSON reader, for --baseline's SARIF log: values as a tree, numbers kept as their text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace u8i::cli {

struct JsonValue {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    std::string text; // a string's value, a number's digits, "true" or "false"
    std::vector<JsonValue> items;
    std::vector<std::pair<std::string, JsonValue>> members;

    // The member named `key` of an object; a null value when there is none.
    [[nodiscard]] const JsonValue &operator[](std::string_view key) const;
    // Item `i` of an array; a null value past its end.
    [[nodiscard]] const JsonValue &operator[](std::size_t i) const;
};

// Parses `text` (RFC 8259) into `value`. False with "line N: what" in `error`.
[[nodiscard]] bool parseJson(std::string_view text, JsonValue &value, std::string &error);

} // namespace u8i::cli
