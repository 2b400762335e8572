// A QByteArray's bytes as the codec's Bytes: a view, so the array must outlive it.
#pragma once

#include "u8i/types.h"

#include <QByteArray>

#include <cstdint>

namespace u8i::testing {

[[nodiscard]] inline Bytes bytesOf(const QByteArray &a)
{
    return {reinterpret_cast<const std::uint8_t *>(a.constData()),
            static_cast<std::size_t>(a.size())};
}

} // namespace u8i::testing
