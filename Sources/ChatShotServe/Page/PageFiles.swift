/// The preview page's files (Sources/ChatShotServe/Page/), embedded in the binary by SwiftPM
/// (`.embedInCode` in Package.swift) and decoded once.
enum PageFiles {
  static let indexHTML = String(decoding: PackageResources.index_html, as: UTF8.self)
  static let pageJS = String(decoding: PackageResources.page_js, as: UTF8.self)
  static let pageCSS = String(decoding: PackageResources.page_css, as: UTF8.self)
}
