internal import CDeflate
internal import CPNGBridge
internal import CPixels
internal import CStatus

/// The functions of one of the two C PNG encoders, which have the same shape: `cpng_writer`
/// (CPNGBridge: libpng, one thread, any filter) and `cpng_pwriter` (CDeflate: parallel
/// deflate).
package struct CPNGFunctions: Sendable {
  /// Keyword, text, compressed, international (iTXt rather than tEXt or zTXt).
  typealias Text =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, Int32
    ) -> cpng_status

  var create: @convention(c) (cpng_write_fn?, UnsafeMutableRawPointer?) -> OpaquePointer?
  var addText: Text
  /// Rows, stride, count, what the pixels are.
  var writeRows:
    @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UInt32, cpng_pixels) -> cpng_status
  var finish: @convention(c) (OpaquePointer?) -> cpng_status
  package var message: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
  package var free: @convention(c) (OpaquePointer?) -> Void

  package static let libpng = CPNGFunctions(
    create: cpng_writer_new, addText: cpng_writer_add_text, writeRows: cpng_writer_write_rows,
    finish: cpng_writer_finish, message: cpng_writer_message, free: cpng_writer_free)

  package static let parallel = CPNGFunctions(
    create: cpng_pwriter_new, addText: cpng_pwriter_add_text, writeRows: cpng_pwriter_write_rows,
    finish: cpng_pwriter_finish, message: cpng_pwriter_message, free: cpng_pwriter_free)
}
