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
