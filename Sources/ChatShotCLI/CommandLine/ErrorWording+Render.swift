import ChatShot

// The rendering's errors in the command line's words: the options by their flags.

extension RenderError: CommandLineWorded {
  var commandLineText: String {
    switch self {
    case .tooLarge, .tooLargeEstimate:
      fact + "; use a smaller --scale or --width, or fewer messages"
    case .imagesTooLarge: fact + "; use fewer different avatar files or a smaller --scale"
    default: description
    }
  }
}

extension FormatError: CommandLineWorded {
  var commandLineText: String {
    switch self {
    case .tooLargeForWebP:
      fact + "; write a PNG instead (--format png), or use a smaller --scale"
    case .webP: description
    }
  }
}

extension AnimationError: CommandLineWorded {
  var commandLineText: String {
    switch self {
    case .tooManyFrames: fact + "; animate fewer messages"
    case .tooLong: fact + "; use a higher --pace or a shorter --hold"
    case .tooManyPixels: fact + "; use a smaller --scale or animate fewer messages"
    case .formatCannotMove: "--animate: " + fact + "; write a PNG or a WebP (-o chat.png)"
    }
  }
}

extension MetadataError: CommandLineWorded {
  var commandLineText: String {
    switch self {
    case .themeFileNeeded(let file, _):
      fact + "; pass the file: chatshot check \(file) --theme <theme.json>"
    default: description
    }
  }
}

extension ScreenPartUnavailable: CommandLineWorded {
  /// The flag that asked for the part, then the library's line.
  var commandLineText: String {
    let flag =
      switch part {
      case .statusBar: "--status-bar"
      case .header: "--header"
      case .inputBar: "--chrome"
      case .darkAppearance: "--appearance dark"
      }
    return flag + ": " + description
  }
}

extension RowSelectionError: CommandLineWorded {
  var commandLineText: String {
    switch self {
    case .noSuchRow(let purpose, let selector):
      "--\(purpose.rawValue): no row \(selector) (\(Self.naming))"
    }
  }
}

extension UnknownThemeName: CommandLineWorded {
  /// A conversation's `"theme"` names a built-in theme; a file comes with `--theme`.
  var commandLineText: String {
    description + (namedByConversation ? " (a theme file is chosen with --theme)" : "")
  }
}
