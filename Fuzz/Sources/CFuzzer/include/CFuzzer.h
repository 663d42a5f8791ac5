#ifndef CFUZZER_H
#define CFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, as a function (compiler-rt's FuzzerInterface.h): runs the fuzzing loop with
/// `callback` as the target, taking libFuzzer's options from `argc`/`argv`, and returns the exit status.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
