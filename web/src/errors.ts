/** Named errors of @croupier/web. Check them with `instanceof`. */

/** A non-2xx answer to a JSON GET outside /api (`/nfx/...`). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    /** The HTTP status; 404 for a missing content page. */
    readonly status: number,
    readonly path: string,
  ) {
    super(`HTTP ${status} for ${path}`);
  }
  /** The page-error shape core maps (spec §3 "Error object"). */
  get statusCode(): number {
    return this.status;
  }
}
