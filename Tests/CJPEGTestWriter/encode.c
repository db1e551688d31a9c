/* JPEG files for the tests (cjpegtest.h), written with libjpeg-turbo. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "cjpegtest.h"

/* The progressive script of `scans` scans for `components` components: the DC coefficients
 * of all components in one scan, then each component's 63 AC coefficients in bands, the
 * bands dealt to the components in turn. */
static jpeg_scan_info *script(int components, int scans) {
  int ac = scans - 1;
  if (ac < components || ac > 63 * components) return NULL;
  jpeg_scan_info *info = calloc((size_t)scans, sizeof *info);
  if (!info) return NULL;
  info[0].comps_in_scan = components;
  for (int c = 0; c < components; c++) info[0].component_index[c] = c;
  int next = 1;
  for (int c = 0; c < components; c++) {
    int bands = ac / components + (c < ac % components ? 1 : 0);
    int start = 1;
    for (int b = 0; b < bands; b++) {
      int width = (63 - start + 1) / (bands - b);
      jpeg_scan_info *scan = &info[next++];
      scan->comps_in_scan = 1;
      scan->component_index[0] = c;
      scan->Ss = start;
      scan->Se = start + width - 1;
      start += width;
    }
  }
  return info;
}

uint8_t *cjpegtest_encode(const uint8_t *pixels, int width, int height, int components,
                          int ycck, int scans, size_t *size) {
  if (!pixels || width < 1 || height < 1 || !size) return NULL;
  if (components != 1 && components != 3 && components != 4) return NULL;
  jpeg_scan_info *info = NULL;
  if (scans) {
    info = script(components, scans);
    if (!info) return NULL;
  }
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr err;
  cinfo.err = jpeg_std_error(&err);
  jpeg_create_compress(&cinfo);
  unsigned char *out = NULL;
  unsigned long length = 0;
  jpeg_mem_dest(&cinfo, &out, &length);
  cinfo.image_width = (JDIMENSION)width;
  cinfo.image_height = (JDIMENSION)height;
  cinfo.input_components = components;
  cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
  jpeg_set_defaults(&cinfo);
  if (components == 4) jpeg_set_colorspace(&cinfo, ycck ? JCS_YCCK : JCS_CMYK);
  jpeg_set_quality(&cinfo, 90, TRUE);
  if (info) {
    cinfo.scan_info = info;
    cinfo.num_scans = scans;
  }
  jpeg_start_compress(&cinfo, TRUE);
  size_t stride = (size_t)width * (size_t)components;
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  free(info);
  *size = (size_t)length;
  return out;
}
