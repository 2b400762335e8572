// utf8inspector._native: the C++ half of the utf8inspector package (see its __init__.py).
#include "check_binding.h"
#include "decode_binding.h"
#include "repair_binding.h"
#include "strings_binding.h"

PYBIND11_MODULE(_native, m)
{
    m.doc() = "The codec of UTF-8 Inspector; use the utf8inspector package, not this module.";
    u8i::python::registerCheck(m);
    u8i::python::registerCheckStream(m);
    u8i::python::registerDecode(m);
    u8i::python::registerRepair(m);
    u8i::python::registerStrings(m);
}
