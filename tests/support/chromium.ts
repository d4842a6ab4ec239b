/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a headless Chromium on a machine without GPU or network beyond loopback: without the
 * background-networking ones it keeps trying Google's hosts, and is refused many times at once.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
