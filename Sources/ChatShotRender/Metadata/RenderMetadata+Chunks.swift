import ChatShotCore
import ChatShotImage

/// The text chunks, in the order they are written:
///
/// | keyword | chunk | content |
/// |---|---|---|
/// | `Software` | tEXt | `chatshot 0.1.0` |
/// | `chatshot:format` | tEXt | `1` |
/// | `chatshot:options` | tEXt | `{"chrome":false,"compression":2,"emoticons":false,"scale":2,"width":320}` |
/// | `chatshot:theme` | tEXt | `{"name":"default","sha256":"…"}` |
/// | `chatshot:libraries` | tEXt | `{"cairo":"1.16.0",…,"pango":"1.50.12"}` |
/// | `chatshot:fonts` | tEXt | `[{"file":"Inter-Regular.otf","sha256OfSizeAndEnds64K":"…"},…]` |
/// | `chatshot:images` | tEXt | `{"avatars":[{"file":…,"sha256":…}],"drawn":[{"name":…,"sha256":…}]}` |
/// | `chatshot:conversation` | iTXt, deflated | canonical conversation JSON (UTF-8) |
/// | `chatshot:layout` | iTXt, deflated | layout dump JSON (UTF-8) |
///
/// tEXt is Latin-1 by the PNG specification, so its JSON escapes everything beyond ASCII
/// (`\u00e9`); the conversation and layout hold any text and go in iTXt, which is UTF-8.
extension RenderMetadata {
  /// The keywords of the text chunks chatshot writes, in the order it writes them.
  ///
  /// All but `software` start with `chatshot:`; `conversation` and `layout` are deflated iTXt
  /// chunks (UTF-8), the others tEXt chunks of ASCII JSON.
  public enum Keyword {
    /// `Software`: `chatshot 0.1.0` (the PNG specification's registered keyword).
    public static let software = PNGTextChunk.softwareKeyword
    /// `chatshot:format`: the metadata format version, `1` (`RenderMetadata.currentFormat`).
    public static let format = "chatshot:format"
    /// `chatshot:options`: scale, width, compression, emoticons and chrome, as JSON.
    public static let options = "chatshot:options"
    /// `chatshot:theme`: the theme's name and the SHA-256 of its definition, as JSON.
    public static let theme = "chatshot:theme"
    /// `chatshot:libraries`: the versions of cairo, fontconfig, freetype, harfbuzz, libpng and
    /// pango, as JSON.
    public static let libraries = "chatshot:libraries"
    /// `chatshot:fonts`: each font file's name and sampled SHA-256, as a JSON array in fallback
    /// order.
    public static let fonts = "chatshot:fonts"
    /// `chatshot:images`: the built-in images drawn and the avatar files, each with the SHA-256
    /// of its content, as JSON.
    public static let images = "chatshot:images"
    /// `chatshot:conversation`: the conversation as canonical JSON (deflated iTXt).
    public static let conversation = "chatshot:conversation"
    /// `chatshot:layout`: the layout dump as JSON (deflated iTXt).
    public static let layout = "chatshot:layout"
  }

  /// The metadata as PNG text chunks, deterministic.
  public var textChunks: [PNGTextChunk] {
    func ascii(_ keyword: String, _ json: JSONOutput) -> PNGTextChunk {
      PNGTextChunk(keyword: keyword, text: json.compact(asciiOnly: true))
    }
    var chunks = [
      PNGTextChunk(keyword: Keyword.software, text: "chatshot \(chatshotVersion)"),
      PNGTextChunk(keyword: Keyword.format, text: String(format)),
      ascii(Keyword.options, options.metadataJSON),
      ascii(Keyword.theme, .object(["name": .string(themeName), "sha256": .string(themeDigest)])),
      ascii(Keyword.libraries, .object(libraries.mapValues { .string($0) })),
      ascii(
        Keyword.fonts, .array(fonts.map { $0.json(nameKey: "file", digestKey: Self.fontDigestKey) })
      ),
      ascii(
        Keyword.images,
        .object(
          [
            "drawn": .array(images.map { $0.json(nameKey: "name", digestKey: "sha256") }),
            "avatars": .array(avatars.map { $0.json(nameKey: "file", digestKey: "sha256") }),
          ].merging(photosJSON) { a, _ in a })),
    ]
    if let conversationJSON {
      chunks.append(
        PNGTextChunk(
          keyword: Keyword.conversation, text: conversationJSON, compressed: true,
          international: true))
    }
    if let layoutJSON {
      chunks.append(
        PNGTextChunk(
          keyword: Keyword.layout, text: layoutJSON, compressed: true, international: true))
    }
    return chunks
  }

  /// The key a font's digest is stored under: it says what was hashed.
  package static let fontDigestKey = "sha256OfSizeAndEnds64K"

  /// Reads metadata back from a PNG's text chunks; nil when the file has none of chatshot's
  /// (`--no-metadata`, or not made by chatshot).
  ///
  /// - Throws: `MetadataError` when a chunk is there but cannot be read.
  public init?(textChunks: [PNGTextChunk]) throws(MetadataError) {
    var text: [String: String] = [:]
    for chunk in textChunks where text[chunk.keyword] == nil { text[chunk.keyword] = chunk.text }
    guard let formatText = text[Keyword.format] else { return nil }
    guard let format = Int(formatText), format >= 1 else {
      throw .invalid(
        keyword: Keyword.format, reason: "expected a whole number, found '\(formatText)'")
    }
    func json(_ keyword: String) throws(MetadataError) -> JSONValue? {
      guard let body = text[keyword] else { return nil }
      do {
        return try JSONParser.parse(Array(body.utf8), file: keyword)
      } catch {
        throw .invalid(keyword: keyword, reason: error.description)
      }
    }
    let software = text[Keyword.software] ?? ""
    let version = software.hasPrefix("chatshot ") ? String(software.dropFirst(9)) : software
    let optionsJSON = try json(Keyword.options)
    let options = optionsJSON.map(RenderOptions.init(metadata:)) ?? RenderOptions()
    let theme = try json(Keyword.theme)
    let images = try json(Keyword.images)
    self.init(
      chatshotVersion: version, options: options,
      themeName: theme?["name"]?.stringValue ?? "",
      themeDigest: theme?["sha256"]?.stringValue ?? "",
      libraries: try json(Keyword.libraries)?.stringMembers ?? [:],
      fonts: FileIdentity.list(
        try json(Keyword.fonts), nameKey: "file", digestKey: Self.fontDigestKey),
      images: FileIdentity.list(images?["drawn"], nameKey: "name", digestKey: "sha256"),
      avatars: FileIdentity.list(images?["avatars"], nameKey: "file", digestKey: "sha256"),
      conversationJSON: text[Keyword.conversation], layoutJSON: text[Keyword.layout])
    photos = FileIdentity.list(images?["photos"], nameKey: "file", digestKey: "sha256")
    self.format = format
  }
}

extension FileIdentity {
  package func json(nameKey: String, digestKey: String) -> JSONOutput {
    .object([nameKey: .string(name), digestKey: .string(digest)])
  }

  /// The identities in a JSON array of `{nameKey: …, digestKey: …}` objects.
  static func list(_ json: JSONValue?, nameKey: String, digestKey: String) -> [FileIdentity] {
    (json?.arrayValue ?? []).compactMap { item in
      guard let name = item[nameKey]?.stringValue else { return nil }
      return FileIdentity(name: name, digest: item[digestKey]?.stringValue ?? "")
    }
  }
}
