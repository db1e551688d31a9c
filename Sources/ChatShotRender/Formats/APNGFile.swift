import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Writes an animation as an APNG with the project's PNG writer: the default image (what a
/// viewer without APNG shows) is the last frame, the still picture; then every frame, the
/// first whole, each other only the rectangle that changed since the one before (fcTL's
/// offsets, nothing disposed of, its pixels replacing the canvas's). Two frames are held at a
/// time. The bytes depend on the pixels alone: the same at any number of threads.
package enum APNGFile {
  package static func write(
    _ frames: some AnimationFrameSource, compression: Int, threads: Int,
    textChunks: [PNGTextChunk], sink: any ByteSink
  ) throws {
    let script = frames.script
    let (width, height) = (frames.width, frames.height)
    let writer = try ParallelPNGWriter(
      width: width, height: height, hasAlpha: !frames.isOpaque, compression: compression,
      threads: threads, textChunks: textChunks,
      animation: APNGAnimation(frames: script.frames.count, loops: script.loops), sink: sink)
    var previous = [UInt8](repeating: 0, count: width * height * 4)
    var current = previous
    try previous.withUnsafeMutableBufferPointer { last in
      try frames.draw(frame: script.frames.count - 1, into: last.baseAddress!)
      try writer.writeRGBARows(last.baseAddress!, stride: width * 4, rows: height)
    }
    for (index, frame) in script.frames.enumerated() {
      try current.withUnsafeMutableBufferPointer { now in
        try frames.draw(frame: index, into: now.baseAddress!)
      }
      let rect =
        index == 0
        ? PixelRect(x: 0, y: 0, width: width, height: height)
        : changedRect(previous, current, width: width, height: height)
      try writer.beginFrame(
        x: rect.x, y: rect.y, width: rect.width, height: rect.height,
        milliseconds: frame.duration)
      try current.withUnsafeBufferPointer { now in
        try writer.writeRGBARows(
          now.baseAddress! + (rect.y * width + rect.x) * 4, stride: width * 4, rows: rect.height)
      }
      swap(&previous, &current)
    }
    try writer.finish()
  }

  /// The rectangle that changed between two frames; a frame the same as the one before
  /// still needs one: its first pixel.
  static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> PixelRect {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        PixelRect.changed(from: a.baseAddress!, to: b.baseAddress!, width: width, height: height)
      }
    } ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
  }
}
