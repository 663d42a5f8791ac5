// Declarations only (include/CFuzzer.h); libFuzzer's runtime, linked into the fuzz targets, defines them.
#include "CFuzzer.h"
