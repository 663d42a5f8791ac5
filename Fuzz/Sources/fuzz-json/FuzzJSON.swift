import Foundation
import FuzzJSONParser
import FuzzSupport

/// libFuzzer entry point: any bytes through the JSON parser, checked against Foundation's parser, against
/// its own byte-at-a-time scan (the general path of the word scan) and against itself reading in two parts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let lines = FuzzCheck.lineCount(bytes)
    let ours: Result<JSONNode, JSONSyntaxError> = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
    switch ours {
    case .success(let node):
        JSONCheck.checkPositions(node, lines: lines, depth: 0)
    case .failure(let error):
        FuzzCheck.require(
            error.position.line >= 1 && error.position.line <= lines && error.position.column >= 1,
            "error position outside the input: \(error.position)")
    }
    JSONCheck.compareWithFoundation(bytes, ours: ours)
    JSONCheck.compareWithByteScan(bytes, ours: ours)
    JSONCheck.compareWithSplits(bytes, ours: ours)
    return 0
}
