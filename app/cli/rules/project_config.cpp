// Reading .utf8-inspector.toml with toml++, and finding the files that apply to a checked file.
#include "cli/rules/project_config.h"

#include <toml++/toml.h>

#include <charconv>
#include <filesystem>

namespace u8i::cli {

namespace {

namespace fs = std::filesystem;

// A bad key or value: "FILE:LINE: key 'KEY': what is wrong".
struct ConfigError {
    std::string file;
    std::string &error;

    bool operator()(const toml::node &node, std::string_view key, const std::string &what) const
    {
        error = file + ":" + std::to_string(node.source().begin.line) + ": key '" +
                std::string(key) + "': " + what;
        return false;
    }
};

// The strings of an array; false (with the error) for anything else.
bool strings(const toml::node &node, std::string_view key, const ConfigError &fail,
             std::vector<std::string> &values)
{
    const toml::array *array = node.as_array();
    if (array == nullptr)
        return fail(node, key, "expected an array of strings, e.g. [\"docs/**\"]");
    for (const toml::node &item : *array) {
        const auto *text = item.as_string();
        if (text == nullptr)
            return fail(item, key, "expected an array of strings, e.g. [\"docs/**\"]");
        values.push_back(text->get());
    }
    return true;
}

bool readAllow(const toml::node &node, const ConfigError &fail, ProjectConfig &config)
{
    std::vector<std::string> values;
    if (!strings(node, "allow", fail, values))
        return false;
    for (const std::string &v : values) {
        const std::optional<std::uint32_t> cp = parseUPlus(v);
        if (!cp)
            return fail(node, "allow",
                        "'" + v +
                            "' is not a character (expected U+XXXX, e.g. "
                            "U+00A0)");
        config.allow.push_back({*cp, {config.path, static_cast<int>(node.source().begin.line)}});
    }
    return true;
}

bool readLevels(const toml::node &node, std::string_view key, Severity severity,
                const ConfigError &fail, PathRule &rule)
{
    std::vector<std::string> values;
    if (!strings(node, key, fail, values))
        return false;
    for (const std::string &v : values) {
        const std::optional<NoticeKind> kind = noticeKindFromName(v);
        if (!kind)
            return fail(node, key,
                        "unknown notice '" + v + "' (expected " + noticeNameList() + ")");
        rule.levels.emplace_back(*kind, severity);
    }
    return true;
}

bool readRule(const toml::node &node, const ConfigError &fail, ProjectConfig &config)
{
    const toml::table *table = node.as_table();
    if (table == nullptr)
        return fail(node, "rules", "expected tables: [[rules]]");
    PathRule rule;
    rule.source = {config.path, static_cast<int>(node.source().begin.line)};
    for (const auto &[k, v] : *table) {
        const std::string_view key = k.str();
        bool ok = true;
        if (key == "paths")
            ok = strings(v, "rules.paths", fail, rule.paths);
        else if (key == "error")
            ok = readLevels(v, "rules.error", Severity::Error, fail, rule);
        else if (key == "warn")
            ok = readLevels(v, "rules.warn", Severity::Warning, fail, rule);
        else if (key == "off")
            ok = readLevels(v, "rules.off", Severity::Off, fail, rule);
        else
            ok = fail(v, "rules." + std::string(key),
                      "unknown key (a [[rules]] table has paths, error, warn and off)");
        if (!ok)
            return false;
    }
    config.rules.push_back(std::move(rule));
    return true;
}

bool readTable(const toml::table &table, const ConfigError &fail, ProjectConfig &config)
{
    for (const auto &[k, v] : table) {
        const std::string_view key = k.str();
        bool ok = true;
        if (key == "root") {
            const auto *flag = v.as_boolean();
            ok = flag != nullptr ? (config.root = flag->get(), true)
                                 : fail(v, key, "expected true or false");
        } else if (key == "allow") {
            ok = readAllow(v, fail, config);
        } else if (key == "exclude") {
            std::vector<std::string> globs;
            ok = strings(v, key, fail, globs);
            for (std::string &g : globs)
                config.exclude.push_back(
                    {std::move(g), {config.path, static_cast<int>(v.source().begin.line)}});
        } else if (key == "rules") {
            const toml::array *rules = v.as_array();
            ok = rules != nullptr ? true : fail(v, key, "expected tables: [[rules]]");
            for (std::size_t i = 0; ok && rules != nullptr && i < rules->size(); ++i)
                ok = readRule(*rules->get(i), fail, config);
        } else {
            ok = fail(v, key, "unknown key (expected root, allow, exclude or [[rules]])");
        }
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

std::optional<std::uint32_t> parseUPlus(std::string_view text)
{
    if (!text.starts_with("U+") && !text.starts_with("u+"))
        return std::nullopt;
    text.remove_prefix(2);
    std::uint32_t cp = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), cp, 16);
    if (ec != std::errc() || end != text.data() + text.size() || text.size() < 4 ||
        text.size() > 6 || cp > 0x10FFFF)
        return std::nullopt;
    return cp;
}

namespace {

// The rules of the table that `parse` gives, or the line of its first error.
template <typename Parse>
bool readParsed(const std::string &path, ProjectConfig &config, std::string &error, Parse parse)
{
    config.path = path;
    config.dir = fs::path(path).parent_path().string();
    try {
        const toml::table table = parse();
        return readTable(table, ConfigError{path, error}, config);
    } catch (const toml::parse_error &e) {
        error = path + ":" + std::to_string(e.source().begin.line) + ": " +
                std::string(e.description());
        return false;
    }
}

} // namespace

bool readProjectConfig(const std::string &path, ProjectConfig &config, std::string &error)
{
    return readParsed(path, config, error, [&path] { return toml::parse_file(path); });
}

bool parseProjectConfig(std::string_view text, const std::string &path, ProjectConfig &config,
                        std::string &error)
{
    return readParsed(path, config, error, [&] { return toml::parse(text, path); });
}

std::string relativeTo(const ProjectConfig &config, const std::string &file)
{
    std::error_code ec;
    const fs::path full = fs::absolute(file, ec).lexically_normal();
    const std::string s = full.lexically_relative(config.dir).generic_string();
    if (ec || s.empty() || s.starts_with(".."))
        return {};
    return s;
}

bool ProjectConfigs::configIn(const std::string &dir, std::shared_ptr<const ProjectConfig> &config,
                              std::string &error)
{
    const std::lock_guard lock(m_mutex);
    if (const auto found = m_byDir.find(dir); found != m_byDir.end()) {
        config = found->second;
        return true;
    }
    if (const auto bad = m_errors.find(dir); bad != m_errors.end()) {
        error = bad->second;
        return false;
    }
    const fs::path path = fs::path(dir) / kProjectConfigName;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
        m_byDir[dir] = config = nullptr;
        return true;
    }
    auto read = std::make_shared<ProjectConfig>();
    if (!readProjectConfig(path.string(), *read, error)) {
        m_errors[dir] = error;
        return false;
    }
    m_byDir[dir] = config = std::move(read);
    return true;
}

bool ProjectConfigs::chainFor(const std::string &file, Chain &chain, std::string &error)
{
    chain.clear();
    std::error_code ec;
    const fs::path full = fs::absolute(file, ec).lexically_normal();
    if (ec)
        return true;
    for (fs::path dir = full.parent_path();; dir = dir.parent_path()) {
        std::shared_ptr<const ProjectConfig> config;
        if (!configIn(dir.string(), config, error))
            return false;
        if (config)
            chain.insert(chain.begin(), config);
        if ((config && config->root) || dir == dir.parent_path())
            return true;
    }
}

} // namespace u8i::cli
