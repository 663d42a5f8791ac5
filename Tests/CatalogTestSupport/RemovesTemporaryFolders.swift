import Testing

/// Removes the folders `SiteFixture.temporaryFolder()` made during each test when the test ends.
struct RemovesTemporaryFolders: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// One scope per test case; a suite itself needs none.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? nil : self }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folders = TemporaryFolders()
        defer { folders.removeAll() }
        try await SiteFixture.$testFolders.withValue(folders) { try await function() }
    }
}

extension Trait where Self == RemovesTemporaryFolders {
    /// Removes the temporary folders of each test when it ends.
    static var removesTemporaryFolders: Self { Self() }
}
