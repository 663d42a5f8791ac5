#include "cicu.h"
#include "internal.h"

#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <stdio.h>
#include <string.h>

static int32_t code_to_uchars(const char *code, UChar out[4]) {
    if (code == NULL || strlen(code) != 3) return 0;
    u_charsToUChars(code, out, 3);
    out[3] = 0;
    return 1;
}

int32_t cicu_currency_codes(char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_COMMON | UCURR_NON_DEPRECATED, &status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    int32_t total = cicu_join_enumeration(codes, out, capacity);
    uenum_close(codes);
    return total;
}

int32_t cicu_currency_fraction_digits(const char *code) {
    UChar currency[4];
    if (!code_to_uchars(code, currency)) return CICU_FAIL(U_ILLEGAL_ARGUMENT_ERROR);
    UErrorCode status = U_ZERO_ERROR;
    int32_t digits = ucurr_getDefaultFractionDigits(currency, &status);
    return U_FAILURE(status) ? CICU_FAIL(status) : digits;
}

int32_t cicu_currency_cash_fraction_digits(const char *code) {
    UChar currency[4];
    if (!code_to_uchars(code, currency)) return CICU_FAIL(U_ILLEGAL_ARGUMENT_ERROR);
    UErrorCode status = U_ZERO_ERROR;
    int32_t digits = ucurr_getDefaultFractionDigitsForUsage(currency, UCURR_USAGE_CASH, &status);
    return U_FAILURE(status) ? CICU_FAIL(status) : digits;
}

static int32_t currency_increment(const char *code, UCurrencyUsage usage, char *out, int32_t capacity) {
    UChar currency[4];
    if (!code_to_uchars(code, currency)) return CICU_FAIL(U_ILLEGAL_ARGUMENT_ERROR);
    UErrorCode status = U_ZERO_ERROR;
    double increment = ucurr_getRoundingIncrementForUsage(currency, usage, &status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    // CLDR increments are small decimal fractions (0.05, 0.1, 5): %.10g restores their exact spelling.
    return (int32_t)snprintf(out, (size_t)capacity, "%.10g", increment);
}

int32_t cicu_currency_cash_increment(const char *code, char *out, int32_t capacity) {
    return currency_increment(code, UCURR_USAGE_CASH, out, capacity);
}

int32_t cicu_currency_standard_increment(const char *code, char *out, int32_t capacity) {
    return currency_increment(code, UCURR_USAGE_STANDARD, out, capacity);
}

int32_t cicu_currency_for_region(const char *region, char *out, int32_t capacity) {
    char locale[16];
    if (region == NULL || strlen(region) > 3) return CICU_FAIL(U_ILLEGAL_ARGUMENT_ERROR);
    snprintf(locale, sizeof locale, "und_%s", region);
    UErrorCode status = U_ZERO_ERROR;
    UChar currency[4];
    cicu_lock_opens();  // opens supplementalData's currency map
    int32_t length = ucurr_forLocale(locale, currency, 4, &status);
    cicu_unlock_opens();
    if (U_FAILURE(status) || length != 3) return CICU_FAIL(U_FAILURE(status) ? status : U_MISSING_RESOURCE_ERROR);
    return cicu_utf16_to_utf8(currency, 3, out, capacity);
}
