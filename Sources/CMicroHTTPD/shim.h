/* GNU libmicrohttpd (Debian libmicrohttpd-dev): the HTTP server of `chatshot serve` and
 * `chatshot preview`. It parses requests (and multipart bodies, MHD_PostProcessor) and runs
 * one thread per connection; chatshot writes no HTTP parsing of its own. */
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/* The connection's socket (MHD_get_connection_info is variadic, which Swift cannot call);
 * -1 when libmicrohttpd has none for it. */
static inline int chatshot_mhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int)info->connect_fd;
}
