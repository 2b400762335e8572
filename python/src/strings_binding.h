// strings(): the runs of text in data or a file, as --strings finds them.
#pragma once

#include <pybind11/pybind11.h>

namespace u8i::python {

void registerStrings(pybind11::module_ &m);

} // namespace u8i::python
