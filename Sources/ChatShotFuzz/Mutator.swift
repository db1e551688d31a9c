#if !CHATSHOT_LIBFUZZER
  /// Deterministic byte-level mutations with a JSON-and-Unicode dictionary, driven by
  /// SplitMix64 (the same seed gives the same sequence on every machine).
  struct Mutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// Tokens that matter to chatshot's parser, decoder and text layout.
    static let dictionary: [[UInt8]] =
      [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "false", "0", "-0", "1e999",
        "-", "NaN", "Infinity", "\"messages\"", "\"from\"", "\"sender\"", "\"text\"", "\"msg\"",
        "\"type\"", "\"time\"", "\"participants\"", "\"id\"", "\"name\"", "\"avatar\"",
        "\"localUser\"", "\"title\"", "\"theme\"", "\"me\"", "\"you\"", "\\u0000", "\\uD800",
        "\\uDC00", "\\uD83D\\uDE00", "\\u0301", "\\u202E", "\\u200D", "\\t", "\\n", "\u{301}",
        "\u{202E}", "\u{200D}", "😀", "👩‍👩‍👧‍👦", "🇫🇷", "中文", "مرحبا", "שלום", ":)", ";-)",
        "\t", "\n", "\r\n", " ", "../", "/etc/passwd", "a.png",
        // Formatted text: Markdown, entities, links.
        "\"markup\"", "\"format\"", "\"markdown\"", "\"entities\"", "\"offset\"",
        "\"length\"", "\"bold\"", "\"spoiler\"", "**", "`", "```", "> ", "- ", "1. ", "~~",
        "[x](y)", "![a](b)", "https://", "@me", "a@b.co",
      ].map { Array($0.utf8) } + [
        [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0x00], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90],
      ]

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A number in 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// `input` with one to four mutations, at most `maxLength` bytes.
    mutating func mutate(_ input: [UInt8], splicing other: [UInt8], maxLength: Int) -> [UInt8] {
      var bytes = input
      for _ in 0...below(4) {
        switch below(9) {
        case 0 where !bytes.isEmpty:  // flip a bit
          bytes[below(bytes.count)] ^= 1 << UInt8(below(8))
        case 1 where !bytes.isEmpty:  // set a byte
          bytes[below(bytes.count)] = UInt8(truncatingIfNeeded: next())
        case 2 where !bytes.isEmpty:  // delete a range
          let start = below(bytes.count)
          bytes.removeSubrange(start..<min(bytes.count, start + 1 + below(16)))
        case 3:  // insert a dictionary token
          bytes.insert(
            contentsOf: Self.dictionary[below(Self.dictionary.count)], at: below(bytes.count + 1))
        case 4 where !bytes.isEmpty:  // replace a range with a token
          let start = below(bytes.count)
          let end = min(bytes.count, start + below(8))
          bytes.replaceSubrange(start..<end, with: Self.dictionary[below(Self.dictionary.count)])
        case 5 where !bytes.isEmpty:  // duplicate a range (grows strings and nesting)
          let start = below(bytes.count)
          let piece = bytes[start..<min(bytes.count, start + 1 + below(64))]
          for _ in 0...below(8) { bytes.insert(contentsOf: piece, at: start) }
        case 6 where !other.isEmpty:  // splice with another input
          let cut = below(bytes.count + 1)
          let from = below(other.count)
          bytes = Array(bytes[..<cut]) + other[from...]
        case 7 where !bytes.isEmpty:  // truncate
          bytes.removeSubrange(below(bytes.count)...)
        default:  // copy a range elsewhere
          guard !bytes.isEmpty else { continue }
          let start = below(bytes.count)
          let piece = Array(bytes[start..<min(bytes.count, start + 1 + below(32))])
          bytes.insert(contentsOf: piece, at: below(bytes.count + 1))
        }
      }
      return bytes.count > maxLength ? Array(bytes.prefix(maxLength)) : bytes
    }
  }
#endif
