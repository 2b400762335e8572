// The invariant both mojibake targets check (fuzz_mojibake, fuzz_mojibake_stream): each finding
// covers the input's own bytes, and the bytes outside the applied findings come out unchanged,
// each repaired range holding its finding's repair.
#pragma once

#include "fuzz_check.h"
#include "u8i/mojibake/mojibake.h"

#include <string>
#include <string_view>
#include <vector>

namespace u8i::fuzz {

inline void checkOutsideUnchanged(std::string_view input, std::string_view repaired,
                                  const std::vector<MojibakeFinding> &findings)
{
    Offset in = 0;  // the input up to here is accounted for
    Offset out = 0; // and so is the repaired text
    for (const MojibakeFinding &f : findings) {
        check(f.offset + f.length <= input.size(), "a finding is inside the input", f.offset);
        check(f.original == input.substr(f.offset, f.length),
              "a finding's original is the input's bytes", f.offset);
        if (!f.applied)
            continue;
        if (f.kind == MojibakeKind::Utf16 || f.kind == MojibakeKind::LegacyEncoding)
            return; // the whole input is read anew: nothing outside it
        check(f.offset >= in, "applied findings are in order and apart", f.offset);
        check(f.repairedOffset >= out && f.repairedOffset - out == f.offset - in,
              "the text before an applied finding keeps its length", f.offset);
        check(repaired.compare(out, f.offset - in, input.substr(in, f.offset - in)) == 0,
              "bytes outside the repaired runs are unchanged", in);
        check(repaired.compare(f.repairedOffset, f.repairedLength, f.repaired) == 0,
              "the repaired range holds the finding's repair", f.repairedOffset);
        in = f.offset + f.length;
        out = f.repairedOffset + f.repairedLength;
    }
    check(repaired.size() >= out && repaired.size() - out == input.size() - in,
          "the text after the last applied finding keeps its length", in);
    check(repaired.compare(out, std::string_view::npos, input.substr(in)) == 0,
          "bytes after the last repaired run are unchanged", in);
}

} // namespace u8i::fuzz
