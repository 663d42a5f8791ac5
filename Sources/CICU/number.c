#include "cicu.h"
#include "internal.h"

#include <unicode/ufieldpositer.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/utf16.h>
#include <unicode/ustring.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct cicu_number_formatter {
    UNumberFormatter *formatter;
};

// One UFormattedNumber per thread: a UNumberFormatter may be shared, its result object may not.
static pthread_key_t result_key;
static pthread_once_t result_once = PTHREAD_ONCE_INIT;

static void close_result(void *result) { unumf_closeResult((UFormattedNumber *)result); }
static void make_result_key(void) { pthread_key_create(&result_key, close_result); }

static UFormattedNumber *cicu_thread_result(UErrorCode *status) {
    pthread_once(&result_once, make_result_key);
    UFormattedNumber *result = (UFormattedNumber *)pthread_getspecific(result_key);
    if (result == NULL) {
        result = unumf_openResult(status);
        if (U_FAILURE(*status)) return NULL;
        pthread_setspecific(result_key, result);
    }
    return result;
}

cicu_number_formatter *cicu_number_formatter_open(const char *skeleton, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = (int32_t)strlen(skeleton);
    UChar *text = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
    if (text == NULL) {
        *error = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        return NULL;
    }
    u_strFromUTF8(text, length + 1, NULL, skeleton, length, &status);
    UNumberFormatter *formatter = NULL;
    cicu_lock_opens();
    if (U_SUCCESS(status)) formatter = unumf_openForSkeletonAndLocale(text, -1, locale, &status);
    cicu_unlock_opens();
    free(text);
    if (U_FAILURE(status)) {
        if (formatter) unumf_close(formatter);
        *error = CICU_FAIL(status);
        return NULL;
    }
    cicu_number_formatter *result = (cicu_number_formatter *)malloc(sizeof(cicu_number_formatter));
    if (result == NULL) {
        unumf_close(formatter);
        *error = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        return NULL;
    }
    result->formatter = formatter;
    *error = 0;
    return result;
}

void cicu_number_formatter_close(cicu_number_formatter *formatter) {
    if (formatter == NULL) return;
    unumf_close(formatter->formatter);
    free(formatter);
}

/// Formats into the thread's result object; shared by formatting and plural selection.
static UFormattedNumber *cicu_format_into_thread_result(const cicu_number_formatter *formatter, const char *decimal,
                                                 int32_t decimal_length, UErrorCode *status) {
    UFormattedNumber *result = cicu_thread_result(status);
    if (U_FAILURE(*status)) return NULL;
    unumf_formatDecimal(formatter->formatter, decimal, decimal_length, result, status);
    return U_FAILURE(*status) ? NULL : result;
}

static int32_t result_to_utf8(UFormattedNumber *result, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar buffer[256];
    int32_t length = unumf_resultToString(result, buffer, 256, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        status = U_ZERO_ERROR;
        UChar *large = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
        if (large == NULL) return CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        length = unumf_resultToString(result, large, length + 1, &status);
        int32_t written = U_FAILURE(status) ? CICU_FAIL(status) : cicu_utf16_to_utf8(large, length, out, capacity);
        free(large);
        return written;
    }
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return cicu_utf16_to_utf8(buffer, length, out, capacity);
}

UFormattedNumber *cicu_format_int_into_thread_result(const cicu_number_formatter *formatter, int64_t value,
                                                     UErrorCode *status) {
    UFormattedNumber *result = cicu_thread_result(status);
    if (U_FAILURE(*status)) return NULL;
    unumf_formatInt(formatter->formatter, value, result, status);
    return U_FAILURE(*status) ? NULL : result;
}

int32_t cicu_number_format_int(const cicu_number_formatter *formatter, int64_t value, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = cicu_format_int_into_thread_result(formatter, value, &status);
    if (result == NULL) return CICU_FAIL(status);
    return result_to_utf8(result, out, capacity);
}

int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *decimal,
                                   int32_t decimal_length, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = cicu_format_into_thread_result(formatter, decimal, decimal_length, &status);
    if (result == NULL) return CICU_FAIL(status);
    return result_to_utf8(result, out, capacity);
}

_Static_assert(CICU_FIELD_INTEGER == UNUM_INTEGER_FIELD, "cicu.h fields follow ICU");
_Static_assert(CICU_FIELD_FRACTION == UNUM_FRACTION_FIELD, "cicu.h fields follow ICU");
_Static_assert(CICU_FIELD_DECIMAL_SEPARATOR == UNUM_DECIMAL_SEPARATOR_FIELD, "cicu.h fields follow ICU");
_Static_assert(CICU_FIELD_GROUPING_SEPARATOR == UNUM_GROUPING_SEPARATOR_FIELD, "cicu.h fields follow ICU");

/// The UTF-8 length of the first `count` UTF-16 units of `text` (a surrogate pair is 4 bytes).
static int32_t utf8_offset(const UChar *text, int32_t count) {
    int32_t bytes = 0;
    for (int32_t index = 0; index < count; index++) {
        UChar unit = text[index];
        if (U16_IS_LEAD(unit) && index + 1 < count && U16_IS_TRAIL(text[index + 1])) {
            bytes += 4;
            index++;
        } else {
            bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
        }
    }
    return bytes;
}

int32_t cicu_number_format_decimal_fields(const cicu_number_formatter *formatter, const char *decimal,
                                          int32_t decimal_length, char *out, int32_t capacity, int32_t *fields,
                                          int32_t field_capacity, int32_t *field_count) {
    UErrorCode status = U_ZERO_ERROR;
    *field_count = 0;
    UFormattedNumber *result = cicu_format_into_thread_result(formatter, decimal, decimal_length, &status);
    if (result == NULL) return CICU_FAIL(status);
    UChar text[256];
    int32_t length = unumf_resultToString(result, text, 256, &status);
    // Probe numbers are short: a longer result is an error here rather than a second buffer.
    if (U_FAILURE(status)) return CICU_FAIL(status);
    UFieldPositionIterator *iterator = ufieldpositer_open(&status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    unumf_resultGetAllFieldPositions(result, iterator, &status);
    int32_t begin = 0;
    int32_t end = 0;
    int32_t field;
    while (U_SUCCESS(status) && (field = ufieldpositer_next(iterator, &begin, &end)) >= 0) {
        if (*field_count < field_capacity) {
            fields[3 * *field_count] = field;
            fields[3 * *field_count + 1] = utf8_offset(text, begin);
            fields[3 * *field_count + 2] = utf8_offset(text, end);
        }
        (*field_count)++;
    }
    ufieldpositer_close(iterator);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return cicu_utf16_to_utf8(text, length, out, capacity);
}
