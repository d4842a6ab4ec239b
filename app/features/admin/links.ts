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
