#include "cicu.h"
#include "internal.h"

#include <unicode/udata.h>
#include <unicode/ulistformatter.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <stdlib.h>

int32_t cicu_unit_data(const char *locale, const char *path, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    cicu_lock_opens();
    UResourceBundle *bundle = ures_open(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit", locale, &status);
    if (U_FAILURE(status)) {
        cicu_unlock_opens();
        return CICU_FAIL(status);
    }
    UResourceBundle *item = ures_getByKeyWithFallback(bundle, path, NULL, &status);
    int32_t result;
    if (U_FAILURE(status)) {
        result = CICU_FAIL(status);
    } else {
        int32_t length = 0;
        const UChar *text = ures_getString(item, &length, &status);
        result = U_FAILURE(status) ? CICU_FAIL(status) : cicu_utf16_to_utf8(text, length, out, capacity);
    }
    if (item) ures_close(item);
    ures_close(bundle);
    cicu_unlock_opens();
    return result;
}

int32_t cicu_list_format(const char *locale, int32_t type, const char *const *items, int32_t count, char *out,
                         int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UListFormatter *formatter =
        ulistfmt_openForType(locale, (UListFormatterType)type, ULISTFMT_WIDTH_WIDE, &status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    UChar **strings = (UChar **)calloc((size_t)(count > 0 ? count : 1), sizeof(UChar *));
    int32_t *lengths = (int32_t *)calloc((size_t)(count > 0 ? count : 1), sizeof(int32_t));
    int32_t result = 0;
    if (strings == NULL || lengths == NULL) {
        result = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        goto done;
    }
    for (int32_t i = 0; i < count && U_SUCCESS(status); i++) {
        int32_t needed = 0;
        u_strFromUTF8(NULL, 0, &needed, items[i], -1, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) status = U_ZERO_ERROR;
        strings[i] = (UChar *)malloc(sizeof(UChar) * (size_t)(needed + 1));
        if (strings[i] == NULL) { status = U_MEMORY_ALLOCATION_ERROR; break; }
        u_strFromUTF8(strings[i], needed + 1, &lengths[i], items[i], -1, &status);
    }
    if (U_FAILURE(status)) {
        result = CICU_FAIL(status);
        goto done;
    }
    {
        int32_t needed = ulistfmt_format(formatter, (const UChar *const *)strings, lengths, count, NULL, 0, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) status = U_ZERO_ERROR;
        UChar *joined = (UChar *)malloc(sizeof(UChar) * (size_t)(needed + 1));
        if (joined == NULL) {
            result = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
            goto done;
        }
        needed = ulistfmt_format(formatter, (const UChar *const *)strings, lengths, count, joined, needed + 1, &status);
        result = U_FAILURE(status) ? CICU_FAIL(status) : cicu_utf16_to_utf8(joined, needed, out, capacity);
        free(joined);
    }
done:
    if (strings) {
        for (int32_t i = 0; i < count; i++) free(strings[i]);
        free(strings);
    }
    free(lengths);
    ulistfmt_close(formatter);
    return result;
}
