/// How an animation plays (`RenderOptions.animation`): its speed, how long the last frame
/// stays, and whether it starts again.
public struct AnimationOptions: Hashable, Sendable {
  /// How much faster than the default pace it plays: 2 is twice as fast, 0.5 half as fast.
  /// Every wait is divided by it, a message's own `delay` too; the hold is not.
  public var pace: Double = 1
  /// Seconds the last frame stays before the animation ends or starts again.
  public var hold: Double = 3
  /// Whether the animation starts again after the hold (forever), or stops on its last frame.
  public var loops: Bool = true

  /// The paces accepted.
  public static let paceRange: ClosedRange<Double> = 0.1...10
  /// The holds accepted, in seconds.
  public static let holdRange: ClosedRange<Double> = 0.1...60

  /// The default pace, a hold of 3 seconds, looping.
  public init(pace: Double = 1, hold: Double = 3, loops: Bool = true) {
    self.pace = pace
    self.hold = hold
    self.loops = loops
  }
}
