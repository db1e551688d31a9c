import ChatShotCore

/// The most an animation may hold (docs/limits.md): checked on the script, and on its
/// frames' size, before anything is drawn.
package enum AnimationLimits {
  /// The most frames.
  package static let maxFrames = 2000
  /// The longest animation, in milliseconds (10 minutes), the hold included.
  package static let maxDuration = 600_000
  /// The most pixels of all frames together (4 gigapixels).
  package static let maxPixels = 4_000_000_000

  /// Refuses a script with too many frames or too long.
  package static func check(_ script: AnimationScript) throws(AnimationError) {
    if script.frames.count > maxFrames {
      throw .tooManyFrames(script.frames.count, limit: maxFrames)
    }
    if script.duration > maxDuration { throw .tooLong(milliseconds: script.duration) }
  }

  /// Refuses a script whose frames of `width`×`height` device pixels are too many pixels.
  package static func check(_ script: AnimationScript, width: Int, height: Int)
    throws(AnimationError)
  {
    let (perFrame, overflow) = width.multipliedReportingOverflow(by: height)
    let (total, overflows) = perFrame.multipliedReportingOverflow(by: script.frames.count)
    if overflow || overflows || total > maxPixels {
      throw .tooManyPixels(frames: script.frames.count, width: width, height: height)
    }
  }
}

/// Why an animation cannot be made as asked.
public enum AnimationError: ChatShotError, Equatable {
  /// More frames than `AnimationLimits.maxFrames`.
  case tooManyFrames(Int, limit: Int)
  /// Longer than `AnimationLimits.maxDuration`.
  case tooLong(milliseconds: Int)
  /// More pixels in all than `AnimationLimits.maxPixels`.
  case tooManyPixels(frames: Int, width: Int, height: Int)
  /// The format asked for cannot move (SVG, PDF).
  case formatCannotMove(String)

  /// `.invalidData` for what the conversation makes too large; `.invalidRequest` for a
  /// format that cannot move.
  public var kind: ChatShotErrorKind {
    if case .formatCannotMove = self { return .invalidRequest }
    return .invalidData
  }

  /// One line: what the animation exceeds, then what to change, e.g. `the animation would
  /// have 2400 frames; the limit is 2000 (animate fewer messages)`.
  public var description: String {
    switch self {
    case .tooManyFrames: fact + " (animate fewer messages)"
    case .tooLong: fact + " (use a higher pace or a shorter hold)"
    case .tooManyPixels: fact + " (use a smaller scale or animate fewer messages)"
    case .formatCannotMove: fact + "; write PNG (APNG) or WebP"
    }
  }

  /// What is wrong, without the advice that `description` ends with.
  package var fact: String {
    switch self {
    case .tooManyFrames(let count, let limit):
      "the animation would have \(count) frames; the limit is \(limit)"
    case .tooLong(let ms):
      "the animation would last \(DecimalFormat.fixed(Double(ms) / 1000, places: 1)) s; the limit is "
        + "\(AnimationLimits.maxDuration / 1000) s"
    case .tooManyPixels(let frames, let w, let h):
      "the animation would be \(frames) frames of \(w)×\(h) px, beyond the limit of "
        + "4 gigapixels in all"
    case .formatCannotMove(let format): "\(format) cannot hold an animation"
    }
  }
}
