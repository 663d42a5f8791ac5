#ifndef CICU_H
#define CICU_H

/*
 * CICU: the project's own small C API over the system ICU (libicu 72 on Debian bookworm).
 *
 * Only the .c files of this target include <unicode/...>. This header uses plain C types and opaque
 * structs so that every Swift module may import it together with Foundation (which bundles its own,
 * different ICU copy). Strings go in and out as NUL-terminated UTF-8.
 *
 * Conventions for functions that write text into `out`:
 *   - they return the full length in bytes of the result (without the NUL);
 *   - when that length is >= `capacity` the output is truncated and the caller should retry with a
 *     buffer of at least length + 1 bytes;
 *   - a negative return value is an error; `cicu_error_name(code)` names it.
 */

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Errors ------------------------------------------------------------------------------------------ */

/// The name of an ICU error code returned negated by a function of this header ("U_ILLEGAL_ARGUMENT_ERROR").
const char *cicu_error_name(int32_t negative_code);

/// The negated ICU error codes the Swift side reports itself (ICU's `UErrorCode` values, negated like
/// every error of this header; support.c checks them against <unicode/utypes.h>).
#define CICU_ERROR_MISSING_RESOURCE (-2) /* -U_MISSING_RESOURCE_ERROR */
#define CICU_ERROR_BUFFER_OVERFLOW (-15) /* -U_BUFFER_OVERFLOW_ERROR */

/// The major version of the ICU library linked at run time (72 on Debian bookworm).
int32_t cicu_icu_major_version(void);

/// The CLDR version of the linked ICU data, e.g. "42".
int32_t cicu_cldr_version(char *out, int32_t capacity);

/* Text ------------------------------------------------------------------------------------------ */

/// Writes `text` (UTF-8) in lower case by the case rules of `locale` (ICU's `u_strToLower`: Turkish and
/// Azeri dotted and dotless i, Lithuanian dot above, Greek final sigma).
int32_t cicu_to_lower(const char *text, const char *locale, char *out, int32_t capacity);

/* Number formatting -------------------------------------------------------------------------------- */

/// An ICU `UNumberFormatter` for one (skeleton, locale); immutable and safe to share between threads.
typedef struct cicu_number_formatter cicu_number_formatter;

/// Opens a formatter for an ICU number skeleton ("currency/EUR unit-width-iso-code") and a locale ID.
/// Returns NULL on failure and stores the negated ICU error code in `*error`.
cicu_number_formatter *cicu_number_formatter_open(const char *skeleton, const char *locale, int32_t *error);

void cicu_number_formatter_close(cicu_number_formatter *formatter);

/// Formats a decimal number given as an ASCII string ("1234.5", "-0.99", "1E+3") into UTF-8.
/// Uses a per-thread result object, so any number of threads may format with the same formatter.
int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *decimal,
                                   int32_t decimal_length, char *out, int32_t capacity);

/// The fields of a formatted number `cicu_number_format_decimal_fields` reports (ICU's `UNumberFormatFields`;
/// number.c checks them against <unicode/unum.h>).
#define CICU_FIELD_INTEGER 0
#define CICU_FIELD_FRACTION 1
#define CICU_FIELD_DECIMAL_SEPARATOR 2
#define CICU_FIELD_GROUPING_SEPARATOR 6

/// Formats like `cicu_number_format_decimal` and also reports where ICU's fields are in the UTF-8 text:
/// up to `field_capacity` triples (field, first byte, byte after the last) in `fields`, in ICU's order;
/// `*field_count` is the number of fields there are. For reading a formatter's pattern from probe numbers.
int32_t cicu_number_format_decimal_fields(const cicu_number_formatter *formatter, const char *decimal,
                                          int32_t decimal_length, char *out, int32_t capacity, int32_t *fields,
                                          int32_t field_capacity, int32_t *field_count);

/// Formats an integer into UTF-8, like `cicu_number_format_decimal`.
int32_t cicu_number_format_int(const cicu_number_formatter *formatter, int64_t value, char *out, int32_t capacity);

/* Plural rules ------------------------------------------------------------------------------------ */

/// CLDR plural rules of one locale; immutable and safe to share between threads.
typedef struct cicu_plural_rules cicu_plural_rules;

cicu_plural_rules *cicu_plural_rules_open(const char *locale, int32_t *error);
/// The locale's CLDR ordinal rules (1st, 2nd, 3rd: what `selectordinal` chooses by).
cicu_plural_rules *cicu_ordinal_rules_open(const char *locale, int32_t *error);
void cicu_plural_rules_close(cicu_plural_rules *rules);

/// The plural categories the locale uses, separated by spaces, in ICU's order ("few many one other").
int32_t cicu_plural_rules_keywords(const cicu_plural_rules *rules, char *out, int32_t capacity);

/// Formats an integer and writes the plural category of the formatted result into `category`.
int32_t cicu_plural_select_int(const cicu_plural_rules *rules, const cicu_number_formatter *formatter, int64_t value,
                               char *category, int32_t capacity);

/* Currencies -------------------------------------------------------------------------------------- */

/// All ISO 4217 codes ICU knows as current or historic common currencies, separated by spaces.
int32_t cicu_currency_codes(char *out, int32_t capacity);

/// The number of fraction digits the currency uses (JPY 0, EUR 2, KWD 3); negative on error.
int32_t cicu_currency_fraction_digits(const char *code);

/// The digits cash amounts show (HUF, TWD, CZK 0 although their standard digits are 2), or -error.
int32_t cicu_currency_cash_fraction_digits(const char *code);

/// The cash rounding increment of the currency as a decimal string ("0.05" for CHF, "0" for none).
int32_t cicu_currency_cash_increment(const char *code, char *out, int32_t capacity);

/// The rounding increment of the currency's standard digits ("0" for every currency of CLDR 42), like
/// `cicu_currency_cash_increment`.
int32_t cicu_currency_standard_increment(const char *code, char *out, int32_t capacity);

/// The currency in use today in a region (ISO 3166 alpha-2, "CH" -> "CHF").
int32_t cicu_currency_for_region(const char *region, char *out, int32_t capacity);

/* Locales ----------------------------------------------------------------------------------------- */

/// Canonicalises a BCP 47 tag ("zh-Hant-TW") or an ICU ID ("fr_FR") into an ICU locale ID ("zh_Hant_TW").
int32_t cicu_locale_canonicalize(const char *input, char *out, int32_t capacity);

/// The BCP 47 spelling of an ICU locale ID ("sr_Latn_RS" -> "sr-Latn-RS").
int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity);

/// 1 when ICU has locale data of its own for the locale or one of its parents (not only root), else 0.
int32_t cicu_locale_has_data(const char *locale);

/// CLDR's explicit parent locales from ICU's supplemental data, as "child=parent" pairs separated by
/// spaces ("pt_AO=pt_PT es_AR=es_419 en_NZ=en_001 ...").
int32_t cicu_parent_locales(char *out, int32_t capacity);

/// The ID with its last subtag removed ("de_AT" -> "de"); empty for a bare language.
int32_t cicu_locale_truncated_parent(const char *locale, char *out, int32_t capacity);

/// Adds likely subtags ("zh_TW" -> "zh_Hant_TW", "pt" -> "pt_Latn_BR").
int32_t cicu_locale_maximize(const char *locale, char *out, int32_t capacity);

/// 1 when the locale's script is written right to left.
int32_t cicu_locale_is_right_to_left(const char *locale);

/// The display name of `locale` in `display_locale` ("de_CH" in "de" -> "Deutsch (Schweiz)").
int32_t cicu_locale_display_name(const char *locale, const char *display_locale, char *out, int32_t capacity);

/// The number of locales ICU has formatting data for, and the ID of the one at `index`.
int32_t cicu_locale_available_count(void);
const char *cicu_locale_available_at(int32_t index);

/* Regions ---------------------------------------------------------------------------------------- */

/// Every ISO 3166 alpha-2 region code ICU knows, separated by spaces.
int32_t cicu_region_codes(char *out, int32_t capacity);

/// The ISO 3166 alpha-3 code of an alpha-2 region ("DE" -> "DEU").
int32_t cicu_region_alpha3(const char *alpha2, char *out, int32_t capacity);

/// The name of a region in a locale ("CH" in "de" -> "Schweiz").
int32_t cicu_region_display_name(const char *alpha2, const char *display_locale, char *out, int32_t capacity);

/// 1 when ICU knows the region code (ISO 3166 alpha-2 or UN M.49 numeric, "GB", "419"), 2 when it is an
/// alias of another region ("UK" -> "GB", written to `preferred`, empty when none), 0 when unknown ("XX").
int32_t cicu_region_status(const char *code, char *preferred, int32_t capacity);

/// 1 when the ISO 15924 script code is one ICU knows ("Hant", "Latn"), else 0.
int32_t cicu_script_is_known(const char *script);

/// 1 when the locale has no variant or CLDR knows its variant ("POSIX", "VALENCIA"), else 0.
int32_t cicu_locale_variant_is_known(const char *locale);

/// 1 when every keyword of the locale is a Unicode locale extension key (`@numbers=`, `@calendar=`: what
/// BCP 47 writes as `-u-nu-`, `-u-ca-`), else 0; other extensions (`-t-`, `-h-`) become keywords ICU
/// cannot write back.
int32_t cicu_locale_keywords_are_unicode(const char *locale);

/// The languages CLDR's territoryInfo lists for a region ("LA" -> "lo ..."), separated by spaces.
int32_t cicu_region_languages(const char *region, char *out, int32_t capacity);

/* Units ------------------------------------------------------------------------------------------- */

/// A string from the CLDR unit data of a locale, with locale fallback: `path` is e.g.
/// "units/duration/month/per" (the per-unit pattern "{0} per month") or "unitsShort/duration/week/one".
int32_t cicu_unit_data(const char *locale, const char *path, char *out, int32_t capacity);

/* Opens ------------------------------------------------------------------------------------------ */

/// The process-wide lock every function of this header holds while it opens an ICU object or resource
/// bundle (rare: results are cached by the Swift side); formatting with an opened object holds no lock.
/// ICU 72 races when one thread opens a bundle "direct" while another opens a formatter for the same
/// locale. Exposed so that tests can hold it and check that formatting does not wait for it.
void cicu_lock_opens(void);
void cicu_unlock_opens(void);

/* Messages (ICU MessageFormat, message.cpp) ------------------------------------------------------ */

/// An ICU MessageFormat pattern with named arguments ("{trialDays, plural, one {# day} other {# days}}")
/// opened for a locale. One message may be shared between threads: ICU's object is not thread-safe, so
/// each format call uses an instance of its own from the message's pool (message.cpp) and holds no
/// process-wide lock.
typedef struct cicu_message cicu_message;

/// The kinds of argument value `cicu_message_format` takes.
#define CICU_MESSAGE_TEXT 0    /* values[i]: UTF-8 text */
#define CICU_MESSAGE_INTEGER 1 /* integers[i] */
#define CICU_MESSAGE_DECIMAL 2 /* values[i]: an ASCII decimal ("1.50"), formatted and pluralised exactly */

/// Opens a UTF-8 pattern for a locale ID in ICU's default apostrophe mode (DOUBLE_OPTIONAL). Returns NULL
/// on failure, stores the negated ICU error in `*error` and, for a syntax error, the UTF-16 offset of
/// the error in the pattern in `*error_offset` (else -1).
cicu_message *cicu_message_open(const char *pattern, int32_t pattern_length, const char *locale, int32_t *error,
                                int32_t *error_offset);

void cicu_message_close(cicu_message *message);

/// Formats with `count` named arguments: `names[i]` (UTF-8) has the value of kind `kinds[i]`, read from
/// `values[i]` or `integers[i]` (the array not used by a kind may hold anything there). An argument the
/// pattern uses but that is not given is left as "{name}" by ICU: callers check names first.
int32_t cicu_message_format(const cicu_message *message, int32_t count, const char *const *names,
                            const int32_t *kinds, const char *const *values, const int64_t *integers, char *out,
                            int32_t capacity);

/// Describes the arguments of a UTF-8 pattern (parsed without a locale) in order, nested ones included,
/// one line each: "a\t<type>\t<utf16 offset of the name>\t<name>" starts an argument (type: none,
/// simple, plural, selectordinal, select or choice); "t\t<utf16 offset>\t<type name>" follows for a
/// simple one ("number"); "s\t<selector>" starts a case of the argument ("one", "=0", "yes", "other");
/// "e" ends the argument. Arguments between an "s" and their parent's "e" are nested in that case.
int32_t cicu_message_arguments(const char *pattern, int32_t pattern_length, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
