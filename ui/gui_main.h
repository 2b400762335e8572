// The GUI's entry point: `utf8-inspector [FILE]` and `--screenshot OUT.png [FILE]`.
#pragma once

namespace u8i::ui {

[[nodiscard]] int runGui(int argc, char **argv);

} // namespace u8i::ui
