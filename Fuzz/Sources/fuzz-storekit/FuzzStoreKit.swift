import FuzzSupport

/// libFuzzer entry point: an Xcode `.storekit` file, read and linted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreKit(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    CatalogCheck.run(Array(UnsafeBufferPointer(start: data, count: count)), file: "fuzz.storekit")
    return 0
}
