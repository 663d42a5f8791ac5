#include "cicu.h"
#include "internal.h"

#include <unicode/udata.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

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
