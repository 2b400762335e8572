// What a --dump text row says after its offset column: the bytes, their roles, the code point and
// the name (a character) or the kind and message (an ill-formed group), with the trailing newline.
// Apart from the offset, a row depends only on a few things that repeat: a character's code point,
// and an ill-formed group's kind, bytes and the bytes u8i::describe looks at around it. So the
// tails are made once and kept in direct-mapped caches keyed by those.
#pragma once

#include "cli/check/item_view.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::cli {

// The role of byte `index` of `item` (--dump's roles column and its JSON "roles").
[[nodiscard]] ByteRole roleOf(const Item &item, Offset index);

// The tail of `view`'s row, made from scratch (what the caches hold).
[[nodiscard]] std::string formatRowTail(const ItemView &view);

class DumpRowTails {
  public:
    // The tail of `view`'s row; valid until the next call.
    [[nodiscard]] std::string_view operator()(const ItemView &view)
    {
        if (view.item.wellFormed)
            return character(view);
        return group(view);
    }

    // The tail of the ASCII character `byte` (below 0x80); valid until the next call.
    [[nodiscard]] std::string_view ascii(std::uint8_t byte)
    {
        const CharacterSlot &slot = m_characters[byte];
        return slot.codePoint == byte ? std::string_view(slot.tail) : fillAscii(byte);
    }

  private:
    [[nodiscard]] std::string_view fillAscii(std::uint8_t byte);

    static constexpr std::uint64_t kNoKey = ~std::uint64_t{0};
    static constexpr Offset kMaxPatched = 16; // longer groups are not cached
    static constexpr int kGroupBits = 14;

    struct CharacterSlot {
        char32_t codePoint = ~char32_t{0};
        std::string tail;
    };
    // The hex digits of byte `byte` of a group (counted from its first byte) go at tail[at].
    struct Patch {
        std::uint16_t byte = 0;
        std::size_t at = 0;
    };
    struct GroupSlot {
        std::uint64_t key = kNoKey;
        std::string tail;
        std::vector<Patch> patches;
    };
    // A group's cache key (kNoKey: not cached) and the bytes [patchedBegin, patchedEnd) of the
    // context that its tail shows only as hex digits.
    struct GroupShape {
        std::uint64_t key = kNoKey;
        Offset begin = 0; // of the group in the context
        Offset patchedBegin = 0;
        Offset patchedEnd = 0;
    };

    [[nodiscard]] std::string_view character(const ItemView &view);
    [[nodiscard]] std::string_view group(const ItemView &view);
    [[nodiscard]] std::string_view uncached(const ItemView &view);
    [[nodiscard]] static GroupShape shapeOf(const ItemView &view);
    [[nodiscard]] static bool findPatches(const ItemView &view, const GroupShape &shape,
                                          GroupSlot &slot);

    std::vector<CharacterSlot> m_characters = std::vector<CharacterSlot>(std::size_t{1} << 15);
    std::vector<GroupSlot> m_groups = std::vector<GroupSlot>(std::size_t{1} << kGroupBits);
    std::string m_uncached;
};

} // namespace u8i::cli
