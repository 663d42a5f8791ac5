#include "cicu.h"
#include "internal.h"

#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <stdlib.h>
#include <string.h>

struct cicu_plural_rules {
    UPluralRules *rules;
};

static cicu_plural_rules *open_rules(const char *locale, UPluralType type, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    cicu_lock_opens();
    UPluralRules *rules = uplrules_openForType(locale, type, &status);
    cicu_unlock_opens();
    if (U_FAILURE(status)) {
        *error = CICU_FAIL(status);
        return NULL;
    }
    cicu_plural_rules *result = (cicu_plural_rules *)malloc(sizeof(cicu_plural_rules));
    if (result == NULL) {
        uplrules_close(rules);
        *error = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        return NULL;
    }
    result->rules = rules;
    *error = 0;
    return result;
}

cicu_plural_rules *cicu_plural_rules_open(const char *locale, int32_t *error) {
    return open_rules(locale, UPLURAL_TYPE_CARDINAL, error);
}

cicu_plural_rules *cicu_ordinal_rules_open(const char *locale, int32_t *error) {
    return open_rules(locale, UPLURAL_TYPE_ORDINAL, error);
}

void cicu_plural_rules_close(cicu_plural_rules *rules) {
    if (rules == NULL) return;
    uplrules_close(rules->rules);
    free(rules);
}

int32_t cicu_plural_rules_keywords(const cicu_plural_rules *rules, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    int32_t total = cicu_join_enumeration(keywords, out, capacity);
    uenum_close(keywords);
    return total;
}

int32_t cicu_plural_select_int(const cicu_plural_rules *rules, const cicu_number_formatter *formatter, int64_t value,
                               char *category, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = cicu_format_int_into_thread_result(formatter, value, &status);
    if (result == NULL) return CICU_FAIL(status);
    UChar keyword[32];
    int32_t length = uplrules_selectFormatted(rules->rules, result, keyword, 32, &status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return cicu_utf16_to_utf8(keyword, length, category, capacity);
}
