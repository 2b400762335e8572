// The command-line modes of DESIGN.md section 4: --check, --decode, --dump, --explain, --encode.
#pragma once

namespace u8i::cli {

// True when the arguments ask for a command-line mode (or are malformed options), which must
// run without a display. `--screenshot` and plain file arguments go to the GUI.
[[nodiscard]] bool isCliInvocation(int argc, char **argv);

// Runs the mode; returns the exit code: 0 all valid, 1 any ill-formed, 2 usage or I/O error.
[[nodiscard]] int run(int argc, char **argv);

// What a build without the GUI (U8I_BUILD_GUI=OFF) does where the GUI would start: one line that
// says so and names the command-line modes; returns 2, a usage error.
[[nodiscard]] int refuseGui();

} // namespace u8i::cli
