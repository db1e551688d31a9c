import ChatShotCore

/// Why chatshot cannot set up its fonts.
public enum FontError: ChatShotError, Equatable {
  /// Font files that are not there or not readable, and the packages that install them.
  case missingFiles(paths: [String], packages: [String])
  /// Font files that exist but fontconfig could not load as fonts (damaged or replaced).
  case unusableFiles([String])
  /// fontconfig or Pango refused the private configuration (a bug in chatshot).
  case configurationFailed(String)

  /// `.unreadableInput` for missing or unusable font files, `.cannotCreateOutput` when no cache
  /// directory can be made, `.internalFailure` for a defect.
  public var kind: ChatShotErrorKind {
    switch self {
    case .missingFiles, .unusableFiles: .unreadableInput
    case .configurationFailed: .internalFailure
    }
  }

  /// One line naming the files and, for missing ones, the packages to install.
  public var description: String {
    switch self {
    case .missingFiles(let paths, let packages):
      return "font file missing: \(paths.joined(separator: ", ")) "
        + "(install \(packages.joined(separator: " ")); see scripts/setup)"
    case .unusableFiles(let paths):
      return "font file unusable: \(paths.joined(separator: ", ")) "
        + "(fontconfig cannot read it; reinstall its package)"
    case .configurationFailed(let step):
      return "internal error: font set-up failed while \(step)"
    }
  }
}
