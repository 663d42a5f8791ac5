#include "cicu.h"
#include "internal.h"

#include <unicode/ustring.h>
#include <stdlib.h>

int32_t cicu_to_lower(const char *text, const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    u_strFromUTF8(NULL, 0, &length, text, -1, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return CICU_FAIL(status);
    status = U_ZERO_ERROR;
    UChar *source = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
    if (source == NULL) return CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
    u_strFromUTF8(source, length + 1, NULL, text, -1, &status);
    if (U_FAILURE(status)) {
        free(source);
        return CICU_FAIL(status);
    }
    /* Lowercasing may lengthen the text (İ becomes i + U+0307 outside Turkish): measure first. */
    int32_t lowered = u_strToLower(NULL, 0, source, length, locale, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) {
        free(source);
        return CICU_FAIL(status);
    }
    status = U_ZERO_ERROR;
    UChar *lower = (UChar *)malloc(sizeof(UChar) * (size_t)(lowered + 1));
    if (lower == NULL) {
        free(source);
        return CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
    }
    u_strToLower(lower, lowered + 1, source, length, locale, &status);
    free(source);
    if (U_FAILURE(status)) {
        free(lower);
        return CICU_FAIL(status);
    }
    int32_t result = cicu_utf16_to_utf8(lower, lowered, out, capacity);
    free(lower);
    return result;
}
