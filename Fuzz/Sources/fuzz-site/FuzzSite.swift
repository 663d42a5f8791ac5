/// libFuzzer entry point: catalog bytes through a whole site build into a temporary folder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSite(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    SiteCheck.shared.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
