import Foundation

/// `Assets/Images/images.json`: each built-in image's size and cap insets in points, and the
/// @Nx scales every image exists at.
struct ImageManifest: Decodable, Sendable {
  struct Entry: Decodable, Sendable {
    struct Insets: Decodable, Sendable {
      var top, left, bottom, right: Double
    }
    struct Points: Decodable, Sendable {
      var width, height: Double
    }
    var capInsets: Insets?
    var size: Points

    var caps: EdgeInsets? {
      capInsets.map { EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
    }
  }

  var images: [String: Entry]
  var scales: [Int]

  /// The manifest embedded in the binary.
  static let builtin: ImageManifest = {
    guard let bytes = BuiltinAssets.data("Images/images.json"),
      let manifest = try? JSONDecoder().decode(ImageManifest.self, from: Data(bytes))
    else { return ImageManifest(images: [:], scales: []) }
    return manifest
  }()

  /// The @Nx variant that fits `scale`, as iOS picks for a screen: the smallest at least as
  /// sharp as the output, else the sharpest there is.
  func resolution(for scale: Double) -> Int {
    scales.sorted().first { Double($0) >= scale - 1e-9 } ?? scales.max() ?? 1
  }
}
