// The program's entry: a command-line mode when one is asked for (no display needed), else the GUI.
// A build without the GUI (U8I_BUILD_GUI=OFF: the sanitizer and fuzzing builds) is the command
// line alone, and says so where the GUI would start.
#include "cli/cli.h"
#ifdef U8I_WITH_GUI
#include "gui_main.h"
#endif

int main(int argc, char **argv)
{
    if (u8i::cli::isCliInvocation(argc, argv))
        return u8i::cli::run(argc, argv);
#ifdef U8I_WITH_GUI
    return u8i::ui::runGui(argc, argv);
#else
    return u8i::cli::refuseGui();
#endif
}
