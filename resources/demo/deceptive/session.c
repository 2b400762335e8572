/* Session check, written for UTF-8 Inspector's tests. */
#include <stdbool.h>
bool is_admin(const char *role)
{
    /* check the role‮ } ⁦if (true) { */
    bool ad‍min = false;
    int timeout = 30;
    return ad‍min;
}
