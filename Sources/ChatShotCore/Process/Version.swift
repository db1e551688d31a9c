/// chatshot's own version, written into `--version` and into every PNG's metadata.
package let chatshotVersion = "0.1.0"
