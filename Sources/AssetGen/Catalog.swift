/// Every built-in image, in the order the preview sheet shows them.
enum Catalog {
  /// The device scales written for each image: `<name>@1x.png`, `@2x`, `@3x`.
  static let scales = [1, 2, 3]

  static var images: [AssetImage] {
    [
      Balloon.image("orange", Balloon.orange, tail: .left),
      Balloon.image("orange", Balloon.orange, tail: .right),
      Balloon.image("aqua", Balloon.aqua, tail: .left),
      Balloon.image("aqua", Balloon.aqua, tail: .right),
      Balloon.image("orange", Balloon.orange, tail: .right, tailless: true),
      Balloon.image("aqua", Balloon.aqua, tail: .left, tailless: true),
      WeChatBalloon.send,
      WeChatBalloon.receive,
      WeChatBalloon.receiveDark,
      Avatar.me,
      Avatar.other,
      InputBar.background,
      InputBar.textField,
      BarButton.voice,
      BarButton.emoji,
      BarButton.plus,
    ]
  }

  /// The path under `Assets/` of `image` at `scale`.
  static func path(of image: AssetImage, scale: Int) -> String {
    "Images/\(image.name)@\(scale)x.png"
  }
}
