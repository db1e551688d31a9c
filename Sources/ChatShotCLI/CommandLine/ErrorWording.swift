import ChatShot

/// An error the command line words its own way: with the flags a person typed rather than
/// the library's option names.
///
/// To word an error for the command line, conform its type here, in an
/// `ErrorWording+<Area>.swift` file of the stage it comes from; every other error prints its
/// own description. See docs/architecture.md#error-wording.
protocol CommandLineWorded {
  /// The error as the command line says it, without the `chatshot: ` before it.
  var commandLineText: String { get }
}

/// The one place where a library error becomes the words chatshot prints.
///
/// The library's errors are values (which option, which limit, which file, which name) whose
/// descriptions are in the library's words: options by their names in `RenderOptions` and
/// `ImportOptions`, no flag and no exit code. Everything the executable prints for an error
/// goes through `text(of:)`; its exit code comes from its `kind` (`ExitCode`).
enum ErrorWording {
  /// The line for `error`, without the `chatshot: ` before it.
  static func text(of error: any Error) -> String {
    if let worded = error as? any CommandLineWorded { return worded.commandLineText }
    return "\(error)"
  }
}

extension InputError: CommandLineWorded {
  /// The place as the library gives it, then the problem in the command line's words when
  /// there is one and it has them. A problem of a whole export (no line or path in it: its
  /// kind cannot be told, its local user is not named) names the file, as every other line
  /// about an input does.
  var commandLineText: String {
    guard let worded = problem as? any CommandLineWorded else { return description }
    let text = description(reason: worded.commandLineText)
    let aboutTheExport =
      (problem as? ImportProblem)?.isAboutTheExport ?? (problem is ChatChoiceProblem)
    if location == nil, path.isRoot, !file.isEmpty, aboutTheExport {
      return file + ": " + text
    }
    return text
  }
}

extension ImportProblem {
  /// Whether the problem is the export's (not the name of a document written beside it).
  fileprivate var isAboutTheExport: Bool {
    if case .privatePhotoFolder = self { return false }
    return true
  }
}
