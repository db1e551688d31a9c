import ChatShotCore

/// `Assets/Images/images.json`: each built-in image's size and cap insets in points, and the
/// @Nx scales every image exists at.
package struct ImageManifest: Sendable {
  package struct Entry: Sendable {
    /// The image's size in points.
    package var size: Size
    /// The cap insets in points, or nil for an image that does not stretch.
    package var caps: EdgeInsets?
  }

  package var images: [String: Entry]
  var scales: [Int]

  /// The manifest embedded in the binary (empty should it not decode).
  package static let builtin: ImageManifest = {
    guard let bytes = BuiltinAssets.data("Images/images.json"),
      let manifest = try? decode(bytes, file: "Images/images.json")
    else { return ImageManifest(images: [:], scales: []) }
    return manifest
  }()

  /// Decodes the manifest's JSON: `{"images": {NAME: {"size": {"width", "height"},
  /// "capInsets": {"top", "left", "bottom", "right"} | null}}, "scales": [1, 2, 3]}`.
  static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> ImageManifest {
    let root = try JSONNode(JSONParser.parse(bytes, file: file), file: file)
      .object(keys: ["images", "scales"])
    var images: [String: Entry] = [:]
    let table = try root.required("images")
    guard case .object(let members) = table.value.kind else {
      throw table.typeMismatch(expected: "an object of images by name")
    }
    for member in members {
      let node = JSONNode(
        member.value, path: table.path.appending(key: member.key), file: file)
      let entry = try node.object(keys: ["capInsets", "size"])
      let size = try entry.object("size", keys: ["width", "height"])
      let caps = try entry.optionalObject("capInsets", keys: ["top", "left", "bottom", "right"])
      images[member.key] = Entry(
        size: Size(width: try size.number("width"), height: try size.number("height")),
        caps: try caps.map { (c) throws(InputError) in
          EdgeInsets(
            top: try c.number("top"), left: try c.number("left"),
            bottom: try c.number("bottom"), right: try c.number("right"))
        })
    }
    let scales = try root.array("scales").map { (n) throws(InputError) in
      try n.integer(in: 1...64)
    }
    return ImageManifest(images: images, scales: scales)
  }

  /// The @Nx variant that fits `scale`, as iOS picks for a screen: the smallest at least as
  /// sharp as the output, else the sharpest there is.
  package func resolution(for scale: Double) -> Int {
    scales.sorted().first { Double($0) >= scale - 1e-9 } ?? scales.max() ?? 1
  }
}
