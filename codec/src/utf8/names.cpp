// The names of the vocabulary, as the CLI, JSON and the UI spell them.
#include "u8i/types.h"

#include <array>

namespace u8i {

namespace {
constexpr std::array<std::string_view, kErrorKindCount> kErrorNames = {
    "obsolete-form", "invalid-byte",           "overlong", "surrogate", "out-of-range",
    "truncated",     "unexpected-continuation"};
constexpr std::array<std::string_view, kNoticeKindCount> kNoticeNames = {"bom",
                                                                         "zwnbsp",
                                                                         "noncharacter",
                                                                         "c1-control",
                                                                         "replacement-character",
                                                                         "private-use",
                                                                         "control",
                                                                         "bidi-control",
                                                                         "bidi-unterminated",
                                                                         "invisible",
                                                                         "confusable",
                                                                         "nonstandard-space",
                                                                         "not-nfc",
                                                                         "not-nfd"};
constexpr std::array<std::string_view, 4> kRoleNames = {"ascii", "lead", "continuation", "invalid"};
} // namespace

std::string_view name(ErrorKind kind)
{
    return kErrorNames[static_cast<std::size_t>(kind)];
}
std::string_view name(NoticeKind kind)
{
    return kNoticeNames[static_cast<std::size_t>(kind)];
}
std::string_view name(ByteRole role)
{
    return kRoleNames[static_cast<std::size_t>(role)];
}

std::optional<ErrorKind> errorKindFromName(std::string_view text)
{
    for (std::size_t i = 0; i < kErrorNames.size(); ++i)
        if (kErrorNames[i] == text)
            return static_cast<ErrorKind>(i);
    return std::nullopt;
}

std::optional<NoticeKind> noticeKindFromName(std::string_view text)
{
    for (std::size_t i = 0; i < kNoticeNames.size(); ++i)
        if (kNoticeNames[i] == text)
            return static_cast<NoticeKind>(i);
    return std::nullopt;
}

} // namespace u8i
