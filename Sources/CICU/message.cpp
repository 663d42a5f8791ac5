// ICU MessageFormat with named arguments, behind the plain C API of cicu.h.
//
// ICU 72's C API (`umsg_*`) takes positional varargs only; named arguments ("{trialDays, plural, ...}")
// need the C++ class icu::MessageFormat. This is the target's only C++ file; everything it exports is
// `extern "C"` through cicu.h.

#include "cicu.h"
#include "internal.h"

#include <unicode/fmtable.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>

#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <vector>

// ICU says (msgfmt.h, "Synchronization"): "MessageFormats are not synchronized. It is recommended to create
// separate format instances for each thread." Its const `format` creates the default number format and the
// plural and ordinal rules on first use, through a const_cast (msgfmt.cpp), and a clone starts without them.
// So a message keeps a pool of instances: each format call takes one for itself (a short lock of that
// message), formats with no process-wide lock, and gives it back; the pool grows only to the number of
// threads that formatted the message at once. An instance is warmed before its first use, holding the
// opens lock: everything format would otherwise open lazily is opened then, so format calls open nothing.
struct cicu_message {
    icu::UnicodeString pattern;
    icu::Locale locale;
    // A format call is logically const (cicu.h): the pool is the only state it changes, under `mutex`.
    mutable std::mutex mutex;
    /// Instances not in use; `warm` says whether each was warmed (the one opened first is not, so that
    /// opening a pattern only to check it, as lint does, stays one ICU open).
    struct Instance {
        std::unique_ptr<icu::MessageFormat> format;
        bool warm;
    };
    mutable std::vector<Instance> idle;
};

namespace {

/// Copies UTF-8 text into `out` with the header's length/truncation convention.
int32_t copy_out(const std::string &text, char *out, int32_t capacity) {
    int32_t length = static_cast<int32_t>(text.size());
    if (capacity > 0) {
        if (length < capacity) {
            std::memcpy(out, text.data(), text.size());
            out[length] = 0;
        } else {
            std::memcpy(out, text.data(), static_cast<size_t>(capacity - 1));
            out[capacity - 1] = 0;
        }
    }
    return length;
}

/// A pattern that reaches every object icu::MessageFormat::format creates lazily for numbers: the default
/// number format (`{n}` with a number), the plural rules and the ordinal rules.
const char16_t warm_up_pattern[] = u"{n} {p, plural, other {#}} {o, selectordinal, other {#}}";

/// Opens everything `instance` would open inside format: it formats the warm-up pattern (a few times, so
/// the default number format also builds its fast path, which ICU number formatters do after a few calls), then
/// takes its own pattern back (applyPattern keeps those objects). Holds the opens lock throughout. Warming
/// is best effort: what fails to open here fails again, and is reported, in the format call.
void warm_up(icu::MessageFormat &instance, const icu::UnicodeString &pattern, UErrorCode &status) {
    cicu_lock_opens();
    UErrorCode warming = U_ZERO_ERROR;
    instance.applyPattern(icu::UnicodeString(warm_up_pattern), warming);
    icu::UnicodeString names[3] = {icu::UnicodeString(u"n"), icu::UnicodeString(u"p"), icu::UnicodeString(u"o")};
    icu::Formattable values[3];
    for (auto &value : values) value.setDecimalNumber("1.5", warming);
    for (int round = 0; round < 3 && U_SUCCESS(warming); round++) {
        icu::UnicodeString ignored;
        instance.format(names, values, 3, ignored, warming);
    }
    // The pattern was accepted when the message was opened, so it parses again.
    instance.applyPattern(pattern, status);
    cicu_unlock_opens();
}

/// A warmed instance for one format call: an idle one, else a new one opened (and warmed) now.
std::unique_ptr<icu::MessageFormat> take_instance(const cicu_message &message, UErrorCode &status) {
    cicu_message::Instance instance{nullptr, false};
    {
        std::lock_guard<std::mutex> guard(message.mutex);
        if (!message.idle.empty()) {
            instance = std::move(message.idle.back());
            message.idle.pop_back();
        }
    }
    if (instance.format == nullptr) {
        UParseError ignored;
        cicu_lock_opens();
        instance.format.reset(new icu::MessageFormat(message.pattern, message.locale, ignored, status));
        cicu_unlock_opens();
        if (instance.format == nullptr) status = U_MEMORY_ALLOCATION_ERROR;
    }
    if (U_SUCCESS(status) && !instance.warm) warm_up(*instance.format, message.pattern, status);
    if (U_FAILURE(status)) return nullptr;
    return std::move(instance.format);
}

/// Returns a warmed instance to the pool after a format call.
void give_back(const cicu_message &message, std::unique_ptr<icu::MessageFormat> format) {
    std::lock_guard<std::mutex> guard(message.mutex);
    message.idle.push_back(cicu_message::Instance{std::move(format), true});
}

const char *type_name(UMessagePatternArgType type) {
    switch (type) {
    case UMSGPAT_ARG_TYPE_NONE: return "none";
    case UMSGPAT_ARG_TYPE_SIMPLE: return "simple";
    case UMSGPAT_ARG_TYPE_PLURAL: return "plural";
    case UMSGPAT_ARG_TYPE_SELECTORDINAL: return "selectordinal";
    case UMSGPAT_ARG_TYPE_SELECT: return "select";
    case UMSGPAT_ARG_TYPE_CHOICE: return "choice";
    }
    return "none";
}

} // namespace

extern "C" {

cicu_message *cicu_message_open(const char *pattern, int32_t pattern_length, const char *locale, int32_t *error,
                                int32_t *error_offset) {
    *error = 0;
    *error_offset = -1;
    icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(pattern, pattern_length));
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error;
    std::memset(&parse_error, 0, sizeof parse_error);
    parse_error.offset = -1;
    cicu_lock_opens();
    // ICU objects (UObject) have a non-throwing operator new that returns NULL when out of memory.
    auto *format = new icu::MessageFormat(text, icu::Locale(locale), parse_error, status);
    cicu_unlock_opens();
    if (format == nullptr) {
        *error = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        return nullptr;
    }
    if (U_FAILURE(status)) {
        delete format;
        *error = CICU_FAIL(status);
        *error_offset = parse_error.offset;
        return nullptr;
    }
    auto *message = new (std::nothrow) cicu_message();
    if (message == nullptr) {
        delete format;
        *error = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        return nullptr;
    }
    message->pattern = text;
    message->locale = icu::Locale(locale);
    message->idle.push_back(cicu_message::Instance{std::unique_ptr<icu::MessageFormat>(format), false});
    return message;
}

void cicu_message_close(cicu_message *message) { delete message; }

int32_t cicu_message_format(const cicu_message *message, int32_t count, const char *const *names,
                            const int32_t *kinds, const char *const *values, const int64_t *integers, char *out,
                            int32_t capacity) {
    std::unique_ptr<icu::UnicodeString[]> argument_names(new icu::UnicodeString[count > 0 ? count : 1]);
    std::unique_ptr<icu::Formattable[]> arguments(new icu::Formattable[count > 0 ? count : 1]);
    if (!argument_names || !arguments) return CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
    UErrorCode status = U_ZERO_ERROR;
    for (int32_t i = 0; i < count; i++) {
        argument_names[i] = icu::UnicodeString::fromUTF8(names[i]);
        switch (kinds[i]) {
        case CICU_MESSAGE_TEXT: arguments[i].setString(icu::UnicodeString::fromUTF8(values[i])); break;
        case CICU_MESSAGE_INTEGER: arguments[i].setInt64(integers[i]); break;
        case CICU_MESSAGE_DECIMAL: arguments[i].setDecimalNumber(values[i], status); break;
        default: return CICU_FAIL(U_ILLEGAL_ARGUMENT_ERROR);
        }
        if (U_FAILURE(status)) return CICU_FAIL(status);
    }
    std::unique_ptr<icu::MessageFormat> instance = take_instance(*message, status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    icu::UnicodeString result;
    instance->format(argument_names.get(), arguments.get(), count, result, status);
    give_back(*message, std::move(instance));
    if (U_FAILURE(status)) return CICU_FAIL(status);
    std::string utf8;
    result.toUTF8String(utf8);
    return copy_out(utf8, out, capacity);
}

int32_t cicu_message_arguments(const char *utf8, int32_t utf8_length, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error;
    icu::MessagePattern pattern(icu::UnicodeString::fromUTF8(icu::StringPiece(utf8, utf8_length)), &parse_error,
                                status);
    if (U_FAILURE(status)) return CICU_FAIL(status);
    const icu::UnicodeString &text = pattern.getPatternString();
    std::string lines;
    UMessagePatternArgType type = UMSGPAT_ARG_TYPE_NONE;
    for (int32_t i = 0; i < pattern.countParts(); i++) {
        const icu::MessagePattern::Part &part = pattern.getPart(i);
        icu::UnicodeString piece = text.tempSubString(part.getIndex(), part.getLength());
        switch (part.getType()) {
        case UMSGPAT_PART_TYPE_ARG_START: type = part.getArgType(); break;
        case UMSGPAT_PART_TYPE_ARG_NAME:
        case UMSGPAT_PART_TYPE_ARG_NUMBER:
            lines += "a\t";
            lines += type_name(type);
            lines += "\t" + std::to_string(part.getIndex()) + "\t";
            piece.toUTF8String(lines);
            lines += "\n";
            break;
        case UMSGPAT_PART_TYPE_ARG_TYPE:
            lines += "t\t" + std::to_string(part.getIndex()) + "\t";
            piece.toUTF8String(lines);
            lines += "\n";
            break;
        case UMSGPAT_PART_TYPE_ARG_SELECTOR:
            lines += "s\t";
            piece.toUTF8String(lines);
            lines += "\n";
            break;
        case UMSGPAT_PART_TYPE_ARG_LIMIT: lines += "e\n"; break;
        default: break;
        }
    }
    return copy_out(lines, out, capacity);
}

} // extern "C"
