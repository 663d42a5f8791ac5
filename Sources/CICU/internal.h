#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include <unicode/utypes.h>
#include <unicode/ures.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" { /* message.cpp includes this header; everything here is C */
#endif

/// Converts UTF-16 to UTF-8 into `out` with the header's length/truncation convention.
int32_t cicu_utf16_to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity);

/// Declared in ICU's internal uresimp.h and exported by libicuuc: a lookup that follows locale
/// fallback (parents and aliases) along a '/'-separated path of keys.
/// Not ICU API: checked against ICU 72 (Debian bookworm) only. On an ICU upgrade, check that uresimp.h
/// still declares it with this signature and that libicuuc exports it (units.c is the only caller).
#if U_ICU_VERSION_MAJOR_NUM != 72
#warning "ures_getByKeyWithFallback is ICU-internal and declared by hand for ICU 72: check its declaration in uresimp.h"
#endif
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *resB, const char *inKey,
                                                             UResourceBundle *fillIn, UErrorCode *status);

/// Appends `word` to the space-separated list in `out` (as long as it fits, always NUL-terminated) and
/// returns the list's full length, which tells the caller the capacity needed when it did not fit.
int32_t cicu_append_word(char *out, int32_t capacity, int32_t total, const char *word, int32_t length);

#define CICU_FAIL(status) (-(int32_t)(status))

struct UEnumeration;

/// Writes an enumeration's strings separated by spaces, with the header's length/truncation convention.
int32_t cicu_join_enumeration(struct UEnumeration *enumeration, char *out, int32_t capacity);

/// Formats an integer into the calling thread's result object (number.c); plural selection reads it.
struct UFormattedNumber;
struct cicu_number_formatter;
struct UFormattedNumber *cicu_format_int_into_thread_result(const struct cicu_number_formatter *formatter, int64_t value,
                                                            UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif
