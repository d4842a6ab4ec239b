/**
 * A value made the first time it is asked for, then kept: for `Intl` objects, whose first one costs
 * a page 225-290 ms of main thread when it is made as a module loads, at hydration (decision
 * record 015; the lint rule `intlAtLoadRules` in eslint.config.mjs).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
