// A small JSON reader, for --baseline's SARIF log: values as a tree, numbers kept as their text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::cli {

struct JsonMember; // an object's member: its key and value

struct JsonValue {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    std::string text; // a string's value, a number's digits, "true" or "false"
    std::vector<JsonValue> items;
    // Of a type declared above and defined below: a pair of a type not yet complete is refused by
    // clang with libstdc++ (the fuzz preset).
    std::vector<JsonMember> members;

    // The member named `key` of an object; a null value when there is none.
    [[nodiscard]] const JsonValue &operator[](std::string_view key) const;
    // Item `i` of an array; a null value past its end.
    [[nodiscard]] const JsonValue &operator[](std::size_t i) const;
};

struct JsonMember {
    std::string key;
    JsonValue value;
};

// Parses `text` (RFC 8259) into `value`. False with "line N: what" in `error`.
[[nodiscard]] bool parseJson(std::string_view text, JsonValue &value, std::string &error);

} // namespace u8i::cli
