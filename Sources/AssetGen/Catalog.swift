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
      MessagesBalloon.image("blue", MessagesBalloon.blue, tail: .right),
      MessagesBalloon.image("blue", MessagesBalloon.blue, tail: .right, tailless: true),
      MessagesBalloon.image("grey", MessagesBalloon.grey, tail: .left),
      MessagesBalloon.image("grey", MessagesBalloon.grey, tail: .left, tailless: true),
      ChatAppBubble.image("green", ChatAppBubble.green, tail: .right),
      ChatAppBubble.image("green", ChatAppBubble.green, tail: .right, tailless: true),
      ChatAppBubble.image("white", .white, tail: .left),
      ChatAppBubble.image("white", .white, tail: .left, tailless: true),
      Wallpaper.green,
      MessagesBalloon.image("graphite", MessagesBalloon.graphite, tail: .left),
      MessagesBalloon.image("graphite", MessagesBalloon.graphite, tail: .left, tailless: true),
      ChatAppBubble.image("teal", ChatAppBubble.teal, tail: .right),
      ChatAppBubble.image("teal", ChatAppBubble.teal, tail: .right, tailless: true),
      ChatAppBubble.image("slate", ChatAppBubble.slate, tail: .left),
      ChatAppBubble.image("slate", ChatAppBubble.slate, tail: .left, tailless: true),
      Wallpaper.greenDark,
      WeixinBalloon.image("green", WeixinBalloon.green, tail: .right),
      WeixinBalloon.image("white", WeixinBalloon.white, tail: .left),
      WeixinBalloon.image("green", WeixinBalloon.greenDark, tail: .right, suffix: "-dark"),
      WeixinBalloon.image("white", WeixinBalloon.whiteDark, tail: .left, suffix: "-dark"),
      Avatar.weixinMe,
      Avatar.weixinOther,
    ]
  }

  /// The path under `Assets/` of `image` at `scale`.
  static func path(of image: AssetImage, scale: Int) -> String {
    "Images/\(image.name)@\(scale)x.png"
  }
}
