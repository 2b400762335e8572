// detect(), fix_mojibake() and decode_legacy(): the encoding detector, the mojibake repairer and
// the legacy converters of the codec and its charsets, as --detect, --fix-mojibake and
// --decode --from use them.
#pragma once

#include <pybind11/pybind11.h>

namespace u8i::python {

void registerRepair(pybind11::module_ &m);

} // namespace u8i::python
