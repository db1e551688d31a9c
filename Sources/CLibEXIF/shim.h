#include <stddef.h>
#include <libexif/exif-data.h>
#include <libexif/exif-utils.h>

/* exif_data_get_entry is a macro; Swift sees IFD 0's entry through this instead. */
static inline ExifEntry *chatshot_exif_ifd0_entry(ExifData *data, ExifTag tag) {
  return data ? exif_content_get_entry(data->ifd[EXIF_IFD_0], tag) : NULL;
}
