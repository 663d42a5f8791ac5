#ifndef CFILESYSTEM_H
#define CFILESYSTEM_H

/// Flushes every file of the file system that holds `descriptor` to disk: `syncfs(2)` on Linux, `sync(2)`
/// elsewhere. Returns 0, or -1 with `errno`.
int cfs_flush_file_system(int descriptor);

/// Swaps two paths (files or folders) in one step, `renameat2(2)` with `RENAME_EXCHANGE`: a power cut
/// leaves both as they were or both swapped. Returns 0, or -1 with `errno` (`ENOSYS` without such a call,
/// `EINVAL` on a file system that cannot swap).
int cfs_exchange(const char *first, const char *second);

#endif
