// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Catalog. They link only with `--sanitize=fuzzer`, so they live in their own
// package, which the root package never sees; `Fuzz/run TARGET SECONDS` builds and runs one.
let fuzzTarget = { (name: String, dependencies: [Target.Dependency]) in
    Target.executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies)
}

let package = Package(
    name: "CatalogFuzz",
    dependencies: [.package(name: "Catalog", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Catalog", package: "Catalog")]),
        fuzzTarget("fuzz-json", []),
        fuzzTarget("fuzz-catalog", []),
        fuzzTarget("fuzz-storekit", []),
        fuzzTarget("fuzz-strings", []),
        fuzzTarget("fuzz-site", [.product(name: "CatalogSite", package: "Catalog")]),
    ],
    swiftLanguageModes: [.v6]
)
