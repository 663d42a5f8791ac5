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
#include <new>
#include <string>

struct cicu_message {
    icu::MessageFormat *format;
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
    auto *message = new (std::nothrow) cicu_message{format};
    if (message == nullptr) {
        delete format;
        *error = CICU_FAIL(U_MEMORY_ALLOCATION_ERROR);
        return nullptr;
    }
    return message;
}

void cicu_message_close(cicu_message *message) {
    if (message == nullptr) return;
    delete message->format;
    delete message;
}

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
    icu::UnicodeString result;
    // icu::MessageFormat::format is const but not thread-safe: it creates its default number format and
    // its plural rules lazily, through a const_cast, in the first call that needs them (msgfmt.cpp). That
    // is both a data race on the object and an ICU open, so every format call holds the opens lock.
    cicu_lock_opens();
    message->format->format(argument_names.get(), arguments.get(), count, result, status);
    cicu_unlock_opens();
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
