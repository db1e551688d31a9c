// swift-tools-version:6.0
// An app package that checks its chat screenshots with chatshot's ChatShotTesting.
import PackageDescription

let package = Package(
  name: "SnapshotPackage",
  dependencies: [
    // A real app would write: .package(url: "https://…/chatshot.git", branch: "main") (the
    // repository has no version tag yet)
    .package(name: "chatshot", path: "../.."),
  ],
  targets: [
    .target(
      name: "ChatFixtures",
      dependencies: [.product(name: "ChatShot", package: "chatshot")]),
    .testTarget(
      name: "ChatFixturesTests",
      dependencies: ["ChatFixtures", .product(name: "ChatShotTesting", package: "chatshot")],
      exclude: ["Fixtures", "__Snapshots__"]),
  ]
)
