#include "cicu.h"
#include "internal.h"

#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <stdio.h>
#include <string.h>

static int32_t copy_out(const char *text, int32_t length, char *out, int32_t capacity) {
    if (capacity > 0) {
        int32_t n = length < capacity ? length : capacity - 1;
        memcpy(out, text, (size_t)n);
        out[n] = 0;
    }
    return length;
}

int32_t cicu_locale_canonicalize(const char *input, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    const char *source = input;
    if (strchr(input, '-') != NULL) {
        int32_t parsed = 0;
        uloc_forLanguageTag(input, id, ULOC_FULLNAME_CAPACITY, &parsed, &status);
        if (status == U_STRING_NOT_TERMINATED_WARNING) return CICU_FAIL(U_BUFFER_OVERFLOW_ERROR);
        if (U_FAILURE(status)) return CICU_FAIL(status);
        if (parsed != (int32_t)strlen(input)) return CICU_FAIL(U_ILLEGAL_ARGUMENT_ERROR);
        source = id;
    }
    char canonical[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_canonicalize(source, canonical, ULOC_FULLNAME_CAPACITY, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING) return CICU_FAIL(U_BUFFER_OVERFLOW_ERROR);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return copy_out(canonical, length, out, capacity);
}

int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char tag[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_toLanguageTag(locale, tag, ULOC_FULLNAME_CAPACITY, 1, &status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return copy_out(tag, length, out, capacity);
}

int32_t cicu_locale_has_data(const char *locale) {
    cicu_lock_opens();
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, locale, &status);
    int32_t found = U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING;
    if (bundle) ures_close(bundle);
    cicu_unlock_opens();
    return found;
}

int32_t cicu_locale_maximize(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    cicu_lock_opens();  // opens the likelySubtags bundle
    int32_t length = uloc_addLikelySubtags(locale, maximized, ULOC_FULLNAME_CAPACITY, &status);
    cicu_unlock_opens();
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return copy_out(maximized, length, out, capacity);
}

int32_t cicu_locale_is_right_to_left(const char *locale) {
    cicu_lock_opens();  // a locale without a script is maximized first (the likelySubtags bundle)
    int32_t result = uloc_isRightToLeft(locale) ? 1 : 0;
    cicu_unlock_opens();
    return result;
}

int32_t cicu_locale_display_name(const char *locale, const char *display_locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar name[256];
    cicu_lock_opens();  // opens the display locale's language and region bundles
    int32_t length = uloc_getDisplayName(locale, display_locale, name, 256, &status);
    cicu_unlock_opens();
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return cicu_utf16_to_utf8(name, length, out, capacity);
}

int32_t cicu_locale_available_count(void) { return uloc_countAvailable(); }

const char *cicu_locale_available_at(int32_t index) { return uloc_getAvailable(index); }

int32_t cicu_region_codes(char *out, int32_t capacity) {
    const char *const *codes = uloc_getISOCountries();
    int32_t total = 0;
    for (int32_t i = 0; codes[i] != NULL; i++) {
        total = cicu_append_word(out, capacity, total, codes[i], (int32_t)strlen(codes[i]));
    }
    return total;
}

int32_t cicu_region_alpha3(const char *alpha2, char *out, int32_t capacity) {
    char locale[8];
    if (alpha2 == NULL || strlen(alpha2) != 2) return CICU_FAIL(U_ILLEGAL_ARGUMENT_ERROR);
    locale[0] = 'u'; locale[1] = 'n'; locale[2] = 'd'; locale[3] = '_';
    locale[4] = alpha2[0]; locale[5] = alpha2[1]; locale[6] = 0;
    const char *code = uloc_getISO3Country(locale);
    if (code == NULL || code[0] == 0) return CICU_FAIL(U_MISSING_RESOURCE_ERROR);
    return copy_out(code, (int32_t)strlen(code), out, capacity);
}

int32_t cicu_region_display_name(const char *alpha2, const char *display_locale, char *out, int32_t capacity) {
    char locale[16];
    snprintf(locale, sizeof locale, "und_%s", alpha2);
    UErrorCode status = U_ZERO_ERROR;
    UChar name[128];
    cicu_lock_opens();  // opens the display locale's region bundle
    int32_t length = uloc_getDisplayCountry(locale, display_locale, name, 128, &status);
    cicu_unlock_opens();
    if (U_FAILURE(status)) return CICU_FAIL(status);
    return cicu_utf16_to_utf8(name, length, out, capacity);
}

int32_t cicu_parent_locales(char *out, int32_t capacity) {
    // supplementalData/parentLocales maps each parent to its children. It is read here rather than a
    // locale bundle's own %%Parent: opening a locale bundle "direct" (ures_openDirect) poisons ICU 72's
    // cache for alias locales (after opening "nb" direct, nb_NO formats "kr 4.99").
    cicu_lock_opens();
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *supplemental = ures_openDirect(NULL, "supplementalData", &status);
    UResourceBundle *parents = ures_getByKey(supplemental, "parentLocales", NULL, &status);
    int32_t total = 0;
    if (capacity > 0) out[0] = 0;
    for (int32_t i = 0; U_SUCCESS(status) && i < ures_getSize(parents); i++) {
        UResourceBundle *entry = ures_getByIndex(parents, i, NULL, &status);
        if (U_FAILURE(status)) break;
        const char *parent = ures_getKey(entry);
        if (parent == NULL) {
            ures_close(entry);
            continue;
        }
        for (int32_t j = 0; j < ures_getSize(entry); j++) {
            UErrorCode itemStatus = U_ZERO_ERROR;
            int32_t length = 0;
            const UChar *child = ures_getStringByIndex(entry, j, &length, &itemStatus);
            if (U_FAILURE(itemStatus)) continue;
            char childID[ULOC_FULLNAME_CAPACITY];
            u_UCharsToChars(child, childID, length < ULOC_FULLNAME_CAPACITY - 1 ? length : ULOC_FULLNAME_CAPACITY - 1);
            childID[length < ULOC_FULLNAME_CAPACITY - 1 ? length : ULOC_FULLNAME_CAPACITY - 1] = 0;
            int32_t pair = (int32_t)(strlen(childID) + 1 + strlen(parent));
            int32_t needed = total + (total > 0 ? 1 : 0) + pair;
            if (needed < capacity) {
                snprintf(out + total, (size_t)(capacity - total), "%s%s=%s", total > 0 ? " " : "", childID, parent);
            }
            total = needed;
        }
        ures_close(entry);
    }
    if (parents) ures_close(parents);
    if (supplemental) ures_close(supplemental);
    cicu_unlock_opens();
    if (U_SUCCESS(status) && total == 0) return CICU_FAIL(U_MISSING_RESOURCE_ERROR);  // a layout this code does not know
    return U_FAILURE(status) ? CICU_FAIL(status) : total;
}

int32_t cicu_locale_truncated_parent(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char parent[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_getParent(locale, parent, ULOC_FULLNAME_CAPACITY, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return CICU_FAIL(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
    return copy_out(parent, length, out, capacity);
}

int32_t cicu_region_status(const char *code, char *preferred, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const URegion *region = uregion_getRegionFromCode(code, &status);
    if (U_FAILURE(status) || region == NULL) return 0;
    URegionType type = uregion_getType(region);
    if (type == URGN_UNKNOWN) return 0;
    const char *canonical = uregion_getRegionCode(region);
    if (type == URGN_DEPRECATED || canonical == NULL || strcmp(canonical, code) != 0) {
        // An alias ("UK" → GB, "DD" → DE): ICU resolves it to the region that replaced it.
        if (canonical != NULL && type != URGN_DEPRECATED) copy_out(canonical, (int32_t)strlen(canonical), preferred, capacity);
        else if (capacity > 0) preferred[0] = 0;
        return 2;
    }
    return 1;
}

int32_t cicu_script_is_known(const char *script) {
    return u_getPropertyValueEnum(UCHAR_SCRIPT, script) != UCHAR_INVALID_CODE ? 1 : 0;
}

int32_t cicu_locale_variant_is_known(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    char variant[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_getVariant(locale, variant, ULOC_FULLNAME_CAPACITY, &status);
    if (U_FAILURE(status) || length == 0) return 1;
    UChar name[128];
    cicu_lock_opens();  // opens the English language bundle
    int32_t nameLength = uloc_getDisplayVariant(locale, "en", name, 128, &status);
    cicu_unlock_opens();
    if (U_FAILURE(status) || nameLength <= 0) return 0;
    // CLDR names every variant it knows ("POSIX" → "Computer"); an unknown one is echoed back as is.
    char echoed[128];
    if (nameLength >= 128) return 1;
    u_UCharsToChars(name, echoed, nameLength);
    echoed[nameLength] = 0;
    return strcmp(echoed, variant) != 0 ? 1 : 0;
}

int32_t cicu_locale_keywords_are_unicode(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uloc_openKeywords(locale, &status);
    if (U_FAILURE(status)) return 0;
    if (keywords == NULL) return 1;
    int32_t known = 1;
    const char *key;
    while (known && (key = uenum_next(keywords, NULL, &status)) != NULL && U_SUCCESS(status)) {
        known = uloc_toUnicodeLocaleKey(key) != NULL;
    }
    uenum_close(keywords);
    return known && U_SUCCESS(status);
}

int32_t cicu_region_languages(const char *region, char *out, int32_t capacity) {
    cicu_lock_opens();
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *supplemental = ures_openDirect(NULL, "supplementalData", &status);
    UResourceBundle *info = ures_getByKey(supplemental, "territoryInfo", NULL, &status);
    UResourceBundle *territory = ures_getByKey(info, region, NULL, &status);
    // ICU flattens CLDR's territoryInfo: a region's entries are its languages ("de", "zh_Hant") next to
    // its own figures ("territoryF").
    UResourceBundle *languages = territory;
    int32_t total = 0;
    if (capacity > 0) out[0] = 0;
    for (int32_t i = 0; U_SUCCESS(status) && i < ures_getSize(languages); i++) {
        UErrorCode itemStatus = U_ZERO_ERROR;
        UResourceBundle *entry = ures_getByIndex(languages, i, NULL, &itemStatus);
        const char *key = U_SUCCESS(itemStatus) ? ures_getKey(entry) : NULL;
        if (key != NULL && strncmp(key, "territory", 9) != 0) {
            int32_t length = (int32_t)strlen(key);
            total = cicu_append_word(out, capacity, total, key, length);
        }
        if (entry) ures_close(entry);
    }
    if (territory) ures_close(territory);
    if (info) ures_close(info);
    if (supplemental) ures_close(supplemental);
    cicu_unlock_opens();
    if (status == U_MISSING_RESOURCE_ERROR) return 0;  // a region CLDR has no language figures for
    return U_FAILURE(status) ? CICU_FAIL(status) : total;
}
