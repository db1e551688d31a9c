/* GNU libmicrohttpd (Debian libmicrohttpd-dev): the HTTP server of `chatshot serve` and
 * `chatshot preview`. It parses requests (and multipart bodies, MHD_PostProcessor) and runs
 * one thread per connection; chatshot writes no HTTP parsing of its own. */
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>
