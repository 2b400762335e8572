// The names of the vocabulary, as the CLI, JSON and the UI spell them: the kinds' from their
// descriptors (u8i/utf8/kind_descriptors.h).
#include "u8i/types.h"

#include <array>

namespace u8i {

namespace {
constexpr std::array<std::string_view, 4> kRoleNames = {"ascii", "lead", "continuation", "invalid"};

template <typename Kind, std::size_t N>
std::optional<Kind> kindFromName(const std::array<KindDescriptor<Kind>, N> &table,
                                 std::string_view text)
{
    for (const KindDescriptor<Kind> &d : table)
        if (d.name == text)
            return d.kind;
    return std::nullopt;
}
} // namespace

std::string_view name(ErrorKind kind)
{
    return descriptor(kind).name;
}
std::string_view name(NoticeKind kind)
{
    return descriptor(kind).name;
}
std::string_view name(ByteRole role)
{
    return kRoleNames[static_cast<std::size_t>(role)];
}

std::optional<ErrorKind> errorKindFromName(std::string_view text)
{
    return kindFromName(kErrorKindDescriptors, text);
}

std::optional<NoticeKind> noticeKindFromName(std::string_view text)
{
    return kindFromName(kNoticeKindDescriptors, text);
}

} // namespace u8i
