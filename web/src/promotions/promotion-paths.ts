/** Addresses of the promotions and offers pages (spec §2.2). */

/** `/promotions/{id}`: a promotion's page. */
export function promotionPath(id: number | string): string {
  return `/promotions/${encodeURIComponent(String(id))}`;
}

/** `/offers/{id}`: an offer's page (it has a search-engine URL template, §2.2). */
export function offerPath(id: number): string {
  return `/offers/${id}`;
}

/** A route's `{id}` as an offer id, or null when it is not a positive whole number. */
export function offerIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
