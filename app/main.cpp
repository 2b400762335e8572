// The program's entry: a command-line mode when one is asked for (no display needed), else the GUI.
#include "cli/cli.h"
#include "gui_main.h"

int main(int argc, char **argv)
{
    if (u8i::cli::isCliInvocation(argc, argv))
        return u8i::cli::run(argc, argv);
    return u8i::ui::runGui(argc, argv);
}
