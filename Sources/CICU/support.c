#include "cicu.h"
#include "internal.h"

#include <unicode/uversion.h>
#include <unicode/ulocdata.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <pthread.h>
#include <string.h>

static pthread_mutex_t open_lock = PTHREAD_MUTEX_INITIALIZER;

void cicu_lock_opens(void) { pthread_mutex_lock(&open_lock); }
void cicu_unlock_opens(void) { pthread_mutex_unlock(&open_lock); }

int32_t cicu_append_word(char *out, int32_t capacity, int32_t total, const char *word, int32_t length) {
    int32_t needed = total + (total > 0 ? 1 : 0) + length;
    if (needed < capacity) {
        if (total > 0) out[total] = ' ';
        memcpy(out + needed - length, word, (size_t)length);
        out[needed] = 0;
    }
    return needed;
}

int32_t cicu_join_enumeration(UEnumeration *enumeration, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t total = 0;
    int32_t length = 0;
    const char *item;
    if (capacity > 0) out[0] = 0;
    while ((item = uenum_next(enumeration, &length, &status)) != NULL && U_SUCCESS(status)) {
        total = cicu_append_word(out, capacity, total, item, length);
    }
    return U_FAILURE(status) ? CICU_FAIL(status) : total;
}

_Static_assert(CICU_ERROR_MISSING_RESOURCE == -U_MISSING_RESOURCE_ERROR, "cicu.h error codes follow ICU");
_Static_assert(CICU_ERROR_BUFFER_OVERFLOW == -U_BUFFER_OVERFLOW_ERROR, "cicu.h error codes follow ICU");

const char *cicu_error_name(int32_t negative_code) { return u_errorName((UErrorCode)(-negative_code)); }

int32_t cicu_icu_major_version(void) {
    UVersionInfo version;
    u_getVersion(version);
    return version[0];
}

int32_t cicu_cldr_version(char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UVersionInfo version;
    ulocdata_getCLDRVersion(version, &status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    char *dot = strchr(text, '.');
    if (dot) *dot = 0;
    int32_t length = (int32_t)strlen(text);
    if (capacity > 0) {
        strncpy(out, text, (size_t)capacity);
        out[capacity - 1] = 0;
    }
    return length;
}

int32_t cicu_utf16_to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, text, length, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return written;
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return written;
}
