// Reads of a memory-mapped file that survive the file shrinking under them. A read of a mapped
// page past the file's new end raises SIGBUS on whichever thread made it; for a mapping registered
// here, the handler replaces the rest of the mapping with zero pages and the read goes on, seeing
// zeros. The CLI's MappedFile and the GUI's ByteSource register every mapping they make.
// (Plain POSIX, no Qt: one home for the handler, which a process installs only once.)
#pragma once

#include "u8i/types.h"

namespace u8i {

// Registers [data, data + size) and installs the SIGBUS handler on first use. Returns the
// mapping's slot, or -1 when every slot is taken (a failed read then ends the program, as it would
// without the guard).
[[nodiscard]] int guardMapping(const std::uint8_t *data, Offset size);

// True once a read of the slot's mapping failed: what was read since is zeros, not the file.
[[nodiscard]] bool mappingDamaged(int slot);

// Forgets the slot (call it right after munmap). -1 is ignored.
void unguardMapping(int slot);

} // namespace u8i
