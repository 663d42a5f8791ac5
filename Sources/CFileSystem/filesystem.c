// Two Linux calls that Swift's Glibc module does not import: they are declared only with _GNU_SOURCE.
#define _GNU_SOURCE
#include "cfilesystem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int cfs_flush_file_system(int descriptor) {
#if defined(__linux__)
    return syncfs(descriptor);
#else
    (void)descriptor;
    sync();
    return 0;
#endif
}

int cfs_exchange(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
