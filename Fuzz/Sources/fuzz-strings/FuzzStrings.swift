import FuzzSupport

/// libFuzzer entry point: lines of text through every string parser (amounts, currencies, locales,
/// periods, `--phase`), then the values that parse through the formatters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    StringsCheck.run(String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self))
    return 0
}
