import FuzzSupport

/// libFuzzer entry point: catalog bytes in our JSON format, read and linted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    CatalogCheck.run(Array(UnsafeBufferPointer(start: data, count: count)), file: "fuzz.json")
    return 0
}
