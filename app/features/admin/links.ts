/** The back office URL with some of its query parameters changed (`undefined` removes one). */
export function adminLink(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}

/** Page 1 is the page without a number. */
export const pageParam = (page: number) => (page > 1 ? String(page) : undefined);

/**
 * A filter form's query: only the fields that are set, trimmed, so that the URL stays short and a
 * new search starts on page 1.
 */
export function filledParams(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
  }
  return params;
}
