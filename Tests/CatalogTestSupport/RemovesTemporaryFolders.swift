import Testing

/// Removes the folders `TemporaryFolders.make(_:)` made during each test when the test ends.
public struct RemovesTemporaryFolders: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// One scope per test case; a suite itself needs none.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? nil : self }

    /// Runs one test case with a list of folders of its own, and removes them when it ends.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folders = TemporaryFolders()
        defer { folders.removeAll() }
        try await TemporaryFolders.$current.withValue(folders) { try await function() }
    }
}

extension Trait where Self == RemovesTemporaryFolders {
    /// Removes the temporary folders of each test when it ends.
    public static var removesTemporaryFolders: Self { Self() }
}
