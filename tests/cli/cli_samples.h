// Sample files shared by the command-line suites.
#pragma once

#include <QByteArray>

namespace {

// Text with every diagnostic kind and notice, multi-byte characters and several lines.
inline QByteArray mixedSample()
{
    QByteArray s;
    s += "\xEF\xBB\xBF"; // BOM at offset 0
    s += "plain ASCII line\n";
    s += "caf\xC3\xA9 \xE2\x82\xAC 5 \xF0\x9F\x90\x9A shell\n";
    s += "overlong \xC0\xAF and \xE0\x80\xAF here\n";
    s += "surrogates \xED\xA0\xBD\xED\xB8\x80 (CESU-8)\n";
    s += "above \xF4\x90\x80\x80 range\n";
    s += "obsolete \xF8\x88\x80\x80\x80 form\n";
    s += "never \xFF\xFE bytes\n";
    s += "stray \x80\x80\x80 continuations\n";
    s += "cut \xE2\x82 then text\n";
    s += "controls \x01 \xC2\x85 \xEF\xBF\xBD \xEE\x80\x80 \xEF\xB7\x90 zw\xEF\xBB\xBFnbsp\n";
    s += "tail cut \xF0\x9F\x90";
    return s;
}

} // namespace
