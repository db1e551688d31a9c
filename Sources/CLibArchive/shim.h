// libarchive (Debian libarchive-dev): WhatsApp's and Slack's export zips, read in place
// (Sources/ChatShotModel/Import/Archive/ExportArchive.swift owns the handle).
#include <archive.h>
#include <archive_entry.h>
