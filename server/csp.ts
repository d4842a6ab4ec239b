/**
 * One Content-Security-Policy for the whole site; each HTML page adds the hashes of its own inline
 * scripts (React Router's hydration data), so no page ever needs 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  production: boolean,
): string {
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(" ")}`,
    // React writes a few style attributes into the pre-rendered HTML (animation timings).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Passkeys are the one powerful feature the site uses. Only features Chromium recognises: an
 * unknown one is a console error on every page (and the browser tests fail on those).
 */
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "publickey-credentials-create=(self)",
  "publickey-credentials-get=(self)",
].join(", ");

/**
 * The headers of every answer, pages, assets, API and errors alike. Written out here rather than
 * left to a plugin's hooks: some answers are written before any hook runs (an address the router
 * cannot decode, a request Node cannot parse) and must carry the same ones. HTML pages replace the
 * policy with one that adds their inline scripts' hashes.
 */
export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    "content-security-policy": contentSecurityPolicy([], production),
    // The same rule as the policy's `frame-ancestors 'none'`, for browsers that only know this one.
    "x-frame-options": "DENY",
    "permissions-policy": permissionsPolicy,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-permitted-cross-domain-policies": "none",
    // The legacy XSS auditor did more harm than good; 0 turns it off in old browsers.
    "x-xss-protection": "0",
    // Over plain HTTP in development, HSTS would pin localhost to HTTPS in the developer's browser.
    ...(production && {
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    }),
  });
}

/**
 * Headers that only mean something on a document (what it may frame, run, open or load): a script
 * or a stylesheet ignores them. Left off those files, they save about 900 bytes a file, which a
 * page's twenty scripts paid on a slow mobile link before anything ran (decision record 015).
 * SVG and XML stay documents (they can be opened and run scripts on their own) and keep them.
 */
export const documentOnlyHeaders: readonly string[] = [
  "content-security-policy",
  "x-frame-options",
  "permissions-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  // A stylesheet's own policy would govern the requests it makes: ours is the browsers' default
  // (strict-origin-when-cross-origin), which a file without the header follows all the same.
  "referrer-policy",
];
