// The GUI's entry point: `utf8-inspector [--show NAME[=INPUT]] [FILE]` and
// `--screenshot OUT.png [--show NAME[=INPUT]] [--size WxH] [FILE]`, which renders offscreen the
// main window, or the teaching tool that --show opens (see show_request.h), at WxH pixels.
#pragma once

namespace u8i::ui {

[[nodiscard]] int runGui(int argc, char **argv);

} // namespace u8i::ui
