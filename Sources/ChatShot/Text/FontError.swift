/// Why chatshot cannot set up its fonts.
public enum FontError: ChatShotFailure, Equatable {
  /// Font files that are not there or not readable, and the packages that install them.
  case missingFiles(paths: [String], packages: [String])
  /// Font files that exist but fontconfig could not load as fonts (damaged or replaced).
  case unusableFiles([String])
  /// fontconfig or Pango refused the private configuration (a bug in chatshot).
  case configurationFailed(String)

  public var exitCode: ExitCode {
    switch self {
    case .missingFiles, .unusableFiles: .noInput
    case .configurationFailed: .software
    }
  }

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
