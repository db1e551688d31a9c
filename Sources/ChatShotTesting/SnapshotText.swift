import ChatShot

/// A text golden kept beside a snapshot's image, compared exactly: what the picture is made
/// of, in a form a code review can read.
public enum SnapshotText: String, Sendable, CaseIterable {
  /// The layout dump, `<name>.layout.json`: every row's frames in points, as
  /// `chatshot --layout-json` writes it.
  case layout
  /// The transcript, `<name>.transcript.txt`: what the picture says in words, as
  /// `chatshot transcript` writes it.
  case transcript

  /// The file name's ending after the snapshot's name.
  var fileSuffix: String {
    switch self {
    case .layout: ".layout.json"
    case .transcript: ".transcript.txt"
    }
  }

  /// The text of `snapshot` this golden holds.
  func text(of snapshot: RenderedSnapshot) -> String {
    switch self {
    case .layout: snapshot.layoutJSON
    case .transcript: snapshot.transcript
    }
  }

  /// "layout dump", "transcript".
  var noun: String {
    switch self {
    case .layout: "layout dump"
    case .transcript: "transcript"
    }
  }
}
