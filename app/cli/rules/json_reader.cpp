// A recursive-descent JSON parser: enough for SARIF logs, which other tools may pretty-print.
#include "cli/rules/json_reader.h"

#include "u8i/utf8/message.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace u8i::cli {

namespace {

constexpr int kMaxDepth = 200;

class Parser {
  public:
    explicit Parser(std::string_view text) : m_text(text) {}

    bool document(JsonValue &value, std::string &error)
    {
        const bool ok = parse(value, 0) && (skip(), m_pos == m_text.size() || fail("extra text"));
        if (!ok)
            error =
                "line " +
                std::to_string(1 + std::count(m_text.begin(),
                                              m_text.begin() + static_cast<std::ptrdiff_t>(
                                                                   std::min(m_pos, m_text.size())),
                                              '\n')) +
                ": " + m_error;
        return ok;
    }

  private:
    bool fail(const std::string &what)
    {
        if (m_error.empty())
            m_error = what;
        return false;
    }
    void skip()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }
    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return fail("expected a JSON value");
        m_pos += word.size();
        return true;
    }

    bool parse(JsonValue &v, int depth)
    {
        skip();
        if (m_pos >= m_text.size())
            return fail("unexpected end of the text");
        if (depth > kMaxDepth)
            return fail("nested too deeply");
        const char c = m_text[m_pos];
        if (c == '{')
            return object(v, depth);
        if (c == '[')
            return array(v, depth);
        if (c == '"')
            return v.type = JsonValue::Type::String, string(v.text);
        if (c == 't' || c == 'f')
            return v.type = JsonValue::Type::Bool, v.text = c == 't' ? "true" : "false",
                   literal(v.text);
        if (c == 'n')
            return literal("null");
        return number(v);
    }

    bool number(JsonValue &v)
    {
        const std::size_t begin = m_pos;
        while (m_pos < m_text.size() &&
               std::string_view("+-0123456789.eE").find(m_text[m_pos]) != std::string_view::npos)
            ++m_pos;
        if (m_pos == begin)
            return fail("expected a JSON value");
        v.type = JsonValue::Type::Number;
        v.text = m_text.substr(begin, m_pos - begin);
        return true;
    }

    bool object(JsonValue &v, int depth)
    {
        v.type = JsonValue::Type::Object;
        ++m_pos;
        skip();
        if (m_pos < m_text.size() && m_text[m_pos] == '}')
            return ++m_pos, true;
        for (;;) {
            skip();
            std::string key;
            if (m_pos >= m_text.size() || m_text[m_pos] != '"' || !string(key))
                return fail("expected a member name in quotes");
            skip();
            if (m_pos >= m_text.size() || m_text[m_pos++] != ':')
                return fail("expected ':' after a member name");
            v.members.push_back({std::move(key), JsonValue{}});
            if (!parse(v.members.back().value, depth + 1))
                return false;
            skip();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == '}')
                return ++m_pos, true;
            return fail("expected ',' or '}' in an object");
        }
    }

    bool array(JsonValue &v, int depth)
    {
        v.type = JsonValue::Type::Array;
        ++m_pos;
        skip();
        if (m_pos < m_text.size() && m_text[m_pos] == ']')
            return ++m_pos, true;
        for (;;) {
            v.items.emplace_back();
            if (!parse(v.items.back(), depth + 1))
                return false;
            skip();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == ']')
                return ++m_pos, true;
            return fail("expected ',' or ']' in an array");
        }
    }

    bool hex4(std::uint32_t &unit)
    {
        unit = 0;
        for (int i = 0; i < 4; ++i, ++m_pos) {
            if (m_pos >= m_text.size() ||
                std::isxdigit(static_cast<unsigned char>(m_text[m_pos])) == 0)
                return fail("expected 4 hex digits after \\u");
            const char d = m_text[m_pos];
            unit =
                unit * 16 + static_cast<std::uint32_t>(d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
        }
        return true;
    }

    // \uXXXX, with a surrogate pair joined; a lone \udcXX is the byte XX (surrogateescape).
    bool escapedUnit(std::string &out)
    {
        std::uint32_t unit = 0;
        if (!hex4(unit))
            return false;
        if (unit >= 0xD800 && unit <= 0xDBFF && m_text.substr(m_pos, 2) == "\\u") {
            m_pos += 2;
            std::uint32_t low = 0;
            if (!hex4(low))
                return false;
            if (low >= 0xDC00 && low <= 0xDFFF) {
                out += encodeUtf8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00));
                return true;
            }
            out += encodeUtf8(0xFFFD);
            unit = low;
        }
        if (unit >= 0xDC80 && unit <= 0xDCFF)
            out += static_cast<char>(unit - 0xDC00);
        else
            out += encodeUtf8(unit >= 0xD800 && unit <= 0xDFFF ? 0xFFFD : unit);
        return true;
    }

    bool string(std::string &out)
    {
        ++m_pos; // the opening quote
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '"')
                return true;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                break;
            const char e = m_text[m_pos++];
            const std::string_view from = "\"\\/bfnrt", to = "\"\\/\b\f\n\r\t";
            if (const std::size_t k = from.find(e); k != std::string_view::npos)
                out += to[k];
            else if (e != 'u' || !escapedUnit(out))
                return fail("a bad escape in a string");
        }
        return fail("a string not closed");
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::string m_error;
};

const JsonValue &nullValue()
{
    static const JsonValue null;
    return null;
}

} // namespace

const JsonValue &JsonValue::operator[](std::string_view key) const
{
    for (const auto &[name, value] : members)
        if (name == key)
            return value;
    return nullValue();
}

const JsonValue &JsonValue::operator[](std::size_t i) const
{
    return i < items.size() ? items[i] : nullValue();
}

bool parseJson(std::string_view text, JsonValue &value, std::string &error)
{
    value = {};
    return Parser(text).document(value, error);
}

} // namespace u8i::cli
