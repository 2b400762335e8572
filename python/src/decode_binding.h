// decode(): CPython's bytes.decode("utf-8", errors), from the codec's decoder.
#pragma once

#include <pybind11/pybind11.h>

namespace u8i::python {

void registerDecode(pybind11::module_ &m);

} // namespace u8i::python
